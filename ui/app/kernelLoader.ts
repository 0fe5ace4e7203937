// Loading the full kernel (issue 14; domain/app/kernel.ts, a chunk of its own) for a store that started
// with the startup kernel: once, again after a failure (backing off, and at once when the browser is back
// online) while inputs wait for it; the held inputs stay in the store meanwhile, never dropped.
import type { AppEvent, AppState, Cmd, Intent } from "../../domain/app/types"
import type { Kernel } from "../../domain/runtime/store"
import { failedModuleUrl, importFresh } from "./chunkLoad"

/** The app's full kernel, as the store runs it. */
export type AppKernel = Kernel<AppState, AppEvent, Intent, Cmd>
/** What the kernel module exports that the loader needs. */
export type KernelModule = { readonly appKernel: AppKernel }

/** The first retry of a failed load of the full kernel, ms; each next one waits twice as long, up to KERNEL_RETRY_MAX_MS. */
const KERNEL_RETRY_MS = 1_000
const KERNEL_RETRY_MAX_MS = 30_000

/**
 * Failed loads in a row, the browser online all along, after which the page reloads (issue 14): the
 * kernel's file is gone (a tab of an older build after an update: its hashed files are no longer served),
 * and the held inputs would wait forever, the page not answering. About 3 s (1 + 2 s of retries).
 */
export const KERNEL_RELOAD_AFTER_FAILURES = 3

/** Session storage key of the last reload for a missing kernel (epoch ms as text): at most one per KERNEL_RELOAD_GAP_MS. */
const RELOAD_KEY = "kernelReloadAt"
/** The least time between two reloads for a missing kernel, ms (a build whose kernel is missing after a reload too must not loop). */
const KERNEL_RELOAD_GAP_MS = 5 * 60_000

/** Reloads the page unless it did so for a missing kernel within KERNEL_RELOAD_GAP_MS; whether it reloads. */
const reloadOnce = (): boolean => {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? "")
    if (Number.isFinite(last) && Date.now() - last < KERNEL_RELOAD_GAP_MS) return false
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()))
  } catch {
    return false
  }
  location.reload()
  return true
}

/** What the loader uses of the page: timers, the online event, its origin; whether it is online and how to reload it (optional: without them it never reloads). */
export interface KernelLoaderEnv {
  readonly setTimeout: (f: () => void, ms: number) => unknown
  readonly onOnline: (f: () => void) => () => void
  readonly origin: string
  readonly isOnline?: () => boolean
  /** Reloads the page (at most once in a while); whether it did. */
  readonly reloadPage?: () => boolean
}

/**
 * Loads the full kernel once (issue 14): `start()` begins the import (again after a failure); a failed
 * import is tried again after 1, 2, 4... s (at most 30 s) and as soon as the browser is back online,
 * while `wanted()` (inputs are held), its own file under a fresh URL (chunkLoad.ts: a browser keeps a
 * failed module load for the page's life). `loaded` hears the kernel once.
 */
export const fullKernelLoader = (
  load: () => Promise<KernelModule>,
  loaded: (kernel: AppKernel) => void,
  wanted: () => boolean,
  env: KernelLoaderEnv = {
    setTimeout: (f, ms) => setTimeout(f, ms),
    onOnline: (f) => (addEventListener("online", f), () => removeEventListener("online", f)),
    origin: location.origin,
    isOnline: () => navigator.onLine,
    reloadPage: reloadOnce,
  },
): { readonly start: () => void } => {
  let phase: "idle" | "loading" | "done" = "idle"
  let failures = 0
  /** Failed loads in a row with the browser online (an offline one starts the count again). */
  let onlineFailures = 0
  let again: (() => Promise<KernelModule>) | null = null
  const start = (): void => {
    if (phase !== "idle") return
    phase = "loading"
    ;(again ?? load)().then(
      (m) => {
        phase = "done"
        loaded(m.appKernel)
      },
      (err: unknown) => {
        phase = "idle"
        // Online all along and still failing while inputs wait: the file is gone (an update); the new build's page.
        onlineFailures = env.isOnline?.() ? onlineFailures + 1 : 0
        if (onlineFailures >= KERNEL_RELOAD_AFTER_FAILURES && wanted() && env.reloadPage?.()) return
        const url = failedModuleUrl(err, env.origin)
        if (url) again = () => importFresh<KernelModule>(url).then((m) => (m.appKernel ? m : load()))
        const wait = Math.min(KERNEL_RETRY_MAX_MS, KERNEL_RETRY_MS * 2 ** failures++)
        let fired = false
        const retry = () => {
          if (fired) return
          fired = true
          stop()
          if (wanted()) start()
        }
        const stop = env.onOnline(retry)
        env.setTimeout(retry, wait)
      },
    )
  }
  return { start }
}
