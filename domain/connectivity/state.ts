// The connectivity slice: whether the app can reach the service now. Offline when the browser says so
// or when a request or the real-time channel could not get through (Playwright's and some browsers'
// offline emulation leave navigator.onLine alone, and a captive or dead network says "online" too);
// online again on the browser's `online` event or the first answer or real-time connection.

/** What last decided the state: the browser's events, a gateway request, or the real-time channel. */
export type ConnectivitySource = "browser" | "request" | "realtime"

/** The connectivity slice. `since`: epoch ms of the change (null: never changed since start). */
export interface ConnectivityState {
  readonly online: boolean
  readonly since: number | null
  readonly source: ConnectivitySource | null
}

/** The state before AppStarted: online until something says otherwise. */
export const initialConnectivity: ConnectivityState = { online: true, since: null, source: null }
