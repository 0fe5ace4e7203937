// Presence intents (a§7): ask for the online status of some users.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Ask for the online status of some users (a§7 batch); used by later features. */
export const RefreshOnlineStatus = message("RefreshOnlineStatus", { userIds: Schema.Array(Schema.Number) })

/** The presence intents. */
export const PresenceIntents = [RefreshOnlineStatus] as const
