// The AppWorker port over the browser (a§1: the background worker is registered at startup): registers
// /sw.js with workbox-window once the page is idle (so the precache does not compete with the app's own
// start), reports a waiting new version (and a version that took over from another tab), the pushes the
// worker showed and notification clicks for the open app; hands the worker the files this page loads
// while the worker does not control it (CACHE_URLS: the active language's catalog, the lazy parts in use)
// and its texts in the member's language. applyUpdate lets the waiting version take over (SKIP_WAITING) and
// reloads once it controls the page. Messages from the worker are decoded with Schema; never throws.
import * as Schema from "effect/Schema"
import type { WorkerNotification, WorkerReport } from "../../domain/runtime/ports"
import { whenIdle } from "../browser/idle"
import { makeWorkerFacts, type WorkerFacts } from "./facts"
import { MSG } from "./handlers"
import { NOTIFICATION_BADGE, NOTIFICATION_ICON, TEST_TAG, type WorkerTexts } from "./notify"

/** URL of the service worker script (built by build.mjs at the site root; scope "/"). */
export const SERVICE_WORKER_URL = "/sw.js"
/** How long the test notification waits for an active worker, ms. */
export const READY_MS = 30_000
/** Files loaded while the page is not controlled are handed over in batches this long after the last one, ms. */
export const FILE_BATCH_MS = 1_000
/**
 * After SKIP_WAITING the page reloads when the new version controls it; if that is not reported within
 * this long, ms, it reloads anyway (the new version then takes the new page, or, still waiting, is offered
 * again).
 */
export const APPLY_FALLBACK_MS = 5_000

/** Messages the worker sends to pages. */
export const FromWorker = Schema.Union([
  Schema.Struct({ type: Schema.Literal(MSG.pushShown), at: Schema.Number, title: Schema.String, kind: Schema.Literals(["im", "call", "test", "other"]) }),
  Schema.Struct({ type: Schema.Literal(MSG.open), path: Schema.String }),
])

/** The worker's report for one message from it, or null (not ours, or not a same-site path). */
export const reportOf = (data: unknown): WorkerReport | null => {
  const r = Schema.decodeUnknownResult(FromWorker)(data)
  if (r._tag !== "Success") return null
  const m = r.success
  if (m.type === MSG.pushShown) return { _tag: "PushShown", shownAt: m.at, title: m.title.slice(0, 500), kind: m.kind }
  return m.path.startsWith("/") && !m.path.startsWith("//") ? { _tag: "NotificationOpened", path: m.path.slice(0, 2000) } : null
}

/** The parts of workbox-window's Workbox the adapter uses (tests pass a fake). */
export interface WorkboxLike {
  readonly addEventListener: (type: "waiting" | "controlling", listener: (e: { readonly isExternal?: boolean; readonly isUpdate?: boolean }) => void) => void
  readonly register: (options: { immediate: boolean }) => Promise<ServiceWorkerRegistration | undefined>
}

/** What the adapter needs from the page (injectable for tests). */
export interface AppWorkerEnv {
  /** navigator.serviceWorker; absent outside a secure context or in old browsers (then nothing runs). */
  readonly container?: Pick<ServiceWorkerContainer, "addEventListener" | "ready" | "controller">
  /** Makes the Workbox for `url` (default: workbox-window, loaded on first use, not with the startup file). */
  readonly workbox?: (url: string) => WorkboxLike | Promise<WorkboxLike>
  /** Runs `fn` once the page has loaded and is idle. */
  readonly whenIdle: (fn: () => void) => void
  readonly reload: () => void
  /** Same-origin URLs of the scripts and styles the page has loaded so far. */
  readonly loadedFiles: () => ReadonlyArray<string>
  /** Calls `onFile` with each same-origin script or style the page loads from now on; returns the stop function. */
  readonly watchFiles?: (onFile: (url: string) => void) => () => void
  readonly facts?: WorkerFacts
}

/** workbox-window's Workbox for `url` (scope "/"), its module loaded on first use (issue 14). */
const loadWorkbox = async (url: string): Promise<WorkboxLike> => {
  const { Workbox } = await import("workbox-window")
  return new Workbox(url, { scope: "/" }) as unknown as WorkboxLike
}

/** Waits for the active registration at most `ms`; null when there is none by then. */
const readyWithin = (container: AppWorkerEnv["container"], ms: number): Promise<ServiceWorkerRegistration | null> =>
  new Promise((resolve) => {
    if (!container) return resolve(null)
    const t = setTimeout(() => resolve(null), ms)
    container.ready.then(
      (r) => (clearTimeout(t), resolve(r)),
      () => (clearTimeout(t), resolve(null)),
    )
  })

/** The AppWorker port plus `setTexts` (the view services hand over the worker's texts). */
export const makeAppWorker = (env: AppWorkerEnv) => {
  const facts = env.facts ?? makeWorkerFacts()
  let wb: WorkboxLike | null = null
  let registration: ServiceWorkerRegistration | null = null
  let applying = false
  let reloading = false
  const reload = () => {
    if (reloading) return
    reloading = true
    env.reload()
  }
  let texts: WorkerTexts | null = null
  let started = false

  /** Posts to the active worker (after it is ready); dropped when there is none. */
  const post = (message: unknown) => {
    void readyWithin(env.container, READY_MS).then((r) => r?.active?.postMessage(message))
  }

  return {
    start: (report: (r: WorkerReport) => void): void => {
      const container = env.container
      if (started || !container) return
      started = true
      container.addEventListener("message", (e) => {
        const r = reportOf((e as MessageEvent).data)
        if (r) report(r)
      })
      /** Registers through `w` and follows its updates. */
      const attach = (w: WorkboxLike): void => {
        wb = w
        w.addEventListener("waiting", () => report({ _tag: "AppUpdateReady" }))
        w.addEventListener("controlling", (e) => {
          if (applying) return reload()
          // A new version took over without this page asking (another tab reloaded into it): this page
          // still runs the old code, so it is offered the reload too.
          if (e.isExternal || e.isUpdate) report({ _tag: "AppUpdateReady" })
        })
        w.register({ immediate: true }).then(
          (r) => {
            registration = r ?? null
            post({ type: "CACHE_URLS", payload: { urlsToCache: [...env.loadedFiles()] } })
            if (texts) post({ type: MSG.texts, texts })
            // Not controlled (the first visit): what this page loads from now on is handed over too.
            if (!container.controller && env.watchFiles) {
              let batch: string[] = []
              let timer: ReturnType<typeof setTimeout> | undefined
              env.watchFiles((url) => {
                batch.push(url)
                clearTimeout(timer)
                timer = setTimeout(() => {
                  post({ type: "CACHE_URLS", payload: { urlsToCache: batch } })
                  batch = []
                }, FILE_BATCH_MS)
              })
            }
          },
          (err: unknown) => console.warn("service worker registration failed", err),
        )
      }
      env.whenIdle(() => {
        const made = (env.workbox ?? loadWorkbox)(SERVICE_WORKER_URL)
        if (made instanceof Promise) made.then(attach, (err: unknown) => console.warn("service worker registration failed", err))
        else attach(made)
      })
    },
    applyUpdate: (): void => {
      const next = registration?.waiting
      if (!next) return reload()
      applying = true
      next.postMessage({ type: "SKIP_WAITING" })
      setTimeout(reload, APPLY_FALLBACK_MS)
    },
    showTestNotification: async (n: WorkerNotification): Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }> => {
      const reg = await readyWithin(env.container, READY_MS)
      if (!reg) return { ok: false, reason: "no active service worker" }
      try {
        await reg.showNotification(n.title, { body: n.body, tag: TEST_TAG, icon: NOTIFICATION_ICON, badge: NOTIFICATION_BADGE, data: { path: "/", kind: "test", peerId: "", sentAt: null } })
        return { ok: true }
      } catch (err) {
        return { ok: false, reason: String((err as Error)?.message ?? err).slice(0, 300) }
      }
    },
    lastPush: () => facts.lastPush(),
    /** The worker's texts in the member's language and the page's prefix (sent now and after each registration). */
    setTexts: (t: WorkerTexts): void => {
      if (texts && texts.missedCall === t.missedCall && texts.missedCallUnknown === t.missedCallUnknown && texts.prefix === t.prefix) return
      texts = t
      if (wb) post({ type: MSG.texts, texts: t })
    },
  }
}

/** The page's environment: navigator.serviceWorker, idle after load, location.reload, resource timing. */
export const browserAppWorkerEnv = (): AppWorkerEnv => ({
  ...(typeof navigator !== "undefined" && navigator.serviceWorker ? { container: navigator.serviceWorker } : {}),
  whenIdle: (fn) => {
    const idle = () => whenIdle(fn, 3_000, 1_000)
    if (document.readyState === "complete") idle()
    else addEventListener("load", idle, { once: true })
  },
  reload: () => location.reload(),
  loadedFiles: () => performance.getEntriesByType("resource").map((e) => e.name).filter(ownFile),
  watchFiles: (onFile) => {
    if (typeof PerformanceObserver !== "function") return () => {}
    const o = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (ownFile(e.name)) onFile(e.name)
    })
    o.observe({ type: "resource" })
    return () => o.disconnect()
  },
})

/** A script or style sheet of this site (what the worker may cache; it checks the names itself). */
const ownFile = (u: string): boolean => u.startsWith(location.origin + "/") && /\.(js|css)$/.test(new URL(u).pathname)
