// Connectivity events: what the browser says about the network (navigator.onLine at start, then its
// `online` and `offline` events). Failed requests and the real-time channel's status are read from
// their own events (GatewayFailed, GatewayAnswered, RealtimeStatusChanged).
import * as Schema from "effect/Schema"
import { event } from "../core/schema"

/** The browser reported the network: at start (navigator.onLine) and on every online/offline event. */
export const NetworkReported = event("NetworkReported", { online: Schema.Boolean })

export const ConnectivityEvents = [NetworkReported] as const
