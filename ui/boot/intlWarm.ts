// ICU's one-time start off the main thread (issue 14): the boot script starts the dedicated worker
// public/intl-warm.js while the app's module is on the network, so the app's first render finds the
// browser's locale data loaded and the main thread never pays the first formatter's ~25 ms (150-290 ms at
// Lighthouse's 4x CPU, one long task). Where no worker starts (none in the browser, refused, an error in
// it) the first formatter is made on the main thread when it is idle, as before.

/** The worker's file, served from the site's root (public/intl-warm.js; the CSP's worker-src 'self'). */
export const INTL_WARM_URL = "/intl-warm.js"

/** What warming needs from the browser: its Worker constructor (absent: undefined) and an idle callback. */
export interface IntlWarmEnv {
  readonly Worker: (new (url: string) => { addEventListener(type: "error", f: () => void): void }) | undefined
  readonly whenIdle: (f: () => void) => void
}

/** Makes the first Intl number format on this thread (ICU's start here), swallowing a missing Intl. */
const warmHere = (): void => {
  try {
    new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(1234)
  } catch {
    // No Intl data: the app formats as it can.
  }
}

/**
 * Starts ICU in a worker (INTL_WARM_URL); on no Worker, a constructor that throws (CSP, a sandboxed
 * frame) or the worker's error event, warms on this thread once idle instead. Never throws.
 */
export function warmIntl(env: IntlWarmEnv): void {
  let fellBack = false
  const fallBack = () => {
    if (fellBack) return
    fellBack = true
    env.whenIdle(warmHere)
  }
  if (!env.Worker) return fallBack()
  try {
    new env.Worker(INTL_WARM_URL).addEventListener("error", fallBack)
  } catch {
    fallBack()
  }
}
