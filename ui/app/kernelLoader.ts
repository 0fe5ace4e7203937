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
 * Loads the full kernel once (issue 14): `start()` begins the import (again after a failure); a failed
 * import is tried again after 1, 2, 4... s (at most 30 s) and as soon as the browser is back online,
 * while `wanted()` (inputs are held), its own file under a fresh URL (chunkLoad.ts: a browser keeps a
 * failed module load for the page's life). `loaded` hears the kernel once.
 */
export const fullKernelLoader = (
  load: () => Promise<KernelModule>,
  loaded: (kernel: AppKernel) => void,
  wanted: () => boolean,
  env: { readonly setTimeout: (f: () => void, ms: number) => unknown; readonly onOnline: (f: () => void) => () => void; readonly origin: string } = {
    setTimeout: (f, ms) => setTimeout(f, ms),
    onOnline: (f) => (addEventListener("online", f), () => removeEventListener("online", f)),
    origin: location.origin,
  },
): { readonly start: () => void } => {
  let phase: "idle" | "loading" | "done" = "idle"
  let failures = 0
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
