// Presence events (a§4 presence): the call feature reports whether the member is busy (ringing or in a
// call), and a feature asks for the online status of some users (a§7 batch).
import * as Schema from "effect/Schema"
import { event } from "../app/schema"

/** Ringing or the video popup opened (busy) or closed (not busy); published by the calls feature. */
export const CallPresenceChanged = event("CallPresenceChanged", { busy: Schema.Boolean })

/** Online statuses of `userIds` were asked for (a§7 GET /onlinestatus/exempt/batch). */
export const OnlineStatusRequested = event("OnlineStatusRequested", { userIds: Schema.Array(Schema.Number) })

export const PresenceEvents = [CallPresenceChanged, OnlineStatusRequested] as const
