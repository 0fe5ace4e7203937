// The Network port over the browser: navigator.onLine at once, then every `online` and `offline` event.
// The domain also reads failed requests and the real-time channel (domain/connectivity), because some
// offline states (emulation, a network that is up but leads nowhere) leave navigator.onLine true.

/** What the adapter needs from the page (injectable for tests). */
export interface NetworkEnv {
  readonly onLine: () => boolean
  readonly addEventListener: (type: "online" | "offline", listener: () => void) => void
}

/** The page's environment. */
export const browserNetworkEnv = (): NetworkEnv => ({
  onLine: () => (typeof navigator === "undefined" ? true : navigator.onLine !== false),
  addEventListener: (type, listener) => addEventListener(type, listener),
})

/** The Network port: `watch` reports now and on every change. */
export const makeNetwork = (env: NetworkEnv) => ({
  watch: (report: (online: boolean) => void): void => {
    report(env.onLine())
    env.addEventListener("online", () => report(true))
    env.addEventListener("offline", () => report(false))
  },
})
