// The connectivity slice: whether the app can reach the service now. Offline when the browser says so
// or when a request or the real-time channel could not get through (Playwright's and some browsers'
// offline emulation leave navigator.onLine alone, and a captive or dead network says "online" too);
// online again on the browser's `online` event or the first answer or real-time connection. Also
// whether the page is visible (features that act on what the member sees, such as reading the open chat).
import type { AppEvent } from "../app/types"

/** What last decided the state: the browser's events, a gateway request, or the real-time channel. */
export type ConnectivitySource = "browser" | "request" | "realtime"

/**
 * The connectivity slice. `since`: epoch ms of the last change, `changedBy`: the seq of the event that
 * made it (features that act when the connection comes back compare it with the event's); null: never
 * changed since start.
 */
export interface ConnectivityState {
  readonly online: boolean
  readonly since: number | null
  readonly changedBy: number | null
  readonly source: ConnectivitySource | null
  /** The page is visible (document.visibilityState); hidden behind another tab or minimised: false. */
  readonly pageVisible: boolean
}

/** The state before AppStarted: online and visible until something says otherwise (replays without a page behave so). */
export const initialConnectivity: ConnectivityState = { online: true, since: null, changedBy: null, source: null, pageVisible: true }

/** The connection came back with event `seq` (it was offline before it). */
export const cameBack = (c: ConnectivityState, seq: number): boolean => c.online && c.changedBy === seq

/** The events that can change the connectivity slice (the recipe's Feature.evolveOn; ones that look at `cameBack` act on them too). */
export const CONNECTIVITY_EVENTS: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "NetworkReported", "GatewayAnswered", "GatewayFailed", "RealtimeStatusChanged", "PageVisibilityChanged"]
