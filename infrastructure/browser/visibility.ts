// The PageVisibility port over the browser: document.visibilityState at once, then every
// `visibilitychange`. Visibility, not focus: a visible window without the focus still shows the page.

/** What the adapter needs from the page (injectable for tests). */
export interface VisibilityEnv {
  readonly visible: () => boolean
  readonly onChange: (listener: () => void) => void
}

/** The page's environment (visible where there is no document). */
export const browserVisibilityEnv = (): VisibilityEnv => ({
  visible: () => (typeof document === "undefined" ? true : document.visibilityState !== "hidden"),
  onChange: (listener) => {
    if (typeof document !== "undefined") document.addEventListener("visibilitychange", listener)
  },
})

/** The PageVisibility port: `watch` reports now and on every change (repeats of the same value are not reported). */
export const makePageVisibility = (env: VisibilityEnv) => ({
  watch: (report: (visible: boolean) => void): void => {
    let last = env.visible()
    report(last)
    env.onChange(() => {
      const now = env.visible()
      if (now === last) return
      last = now
      report(now)
    })
  },
})
