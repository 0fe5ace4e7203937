// Connectivity events: what the browser says about the network (navigator.onLine at start, then its
// `online` and `offline` events). Failed requests and the real-time channel's status are read from
// their own events (GatewayFailed, GatewayAnswered, RealtimeStatusChanged). And whether the page is seen
// (document.visibilityState at start, then its `visibilitychange` events).
import * as Schema from "effect/Schema"
import { event } from "../core/schema"

/** The browser reported the network: at start (navigator.onLine) and on every online/offline event. */
export const NetworkReported = event("NetworkReported", { online: Schema.Boolean })

/** The browser reported whether the page is visible: at start and on every `visibilitychange` (hidden: another tab, minimised). */
export const PageVisibilityChanged = event("PageVisibilityChanged", { visible: Schema.Boolean })

export const ConnectivityEvents = [NetworkReported, PageVisibilityChanged] as const
