// Presence events (a§4 presence): a feature asks for the online status of some users (a§7 batch). Busy
// (ringing or in a call) is not an event of its own: presence derives it from the call slice's phase.
import * as Schema from "effect/Schema"
import { UserId } from "../core/sensitive"
import { event } from "../core/schema"

/** Online statuses of `userIds` were asked for (a§7 GET /onlinestatus/exempt/batch). */
export const OnlineStatusRequested = event("OnlineStatusRequested", { userIds: Schema.Array(UserId) })

export const PresenceEvents = [OnlineStatusRequested] as const
