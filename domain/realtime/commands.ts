// Commands of the real-time channel (m§7), run by the interpreter through the Realtime port: open it
// with the RTM token, close it. What the channel reports comes back as the events of ./events.ts.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { Secret } from "../core/sensitive"

/**
 * Open the real-time channel (m§7) as `userId` with the RTM token of /rtm/genToken; the adapter
 * reconnects with backoff by itself and reports RealtimeStatusChanged until DisconnectRealtime.
 */
export const ConnectRealtime = message("ConnectRealtime", { userId: Schema.String, token: Secret })
/** Close the real-time channel (logout, session end); no reconnect follows. */
export const DisconnectRealtime = message("DisconnectRealtime", {})


/** The real-time channel commands. */
export const RealtimeCommands = [ConnectRealtime, DisconnectRealtime] as const
