// The gateway requests of presence (a§4 heartbeat and online status, a§7 dictionaries): the heartbeat,
// the own status upload, a batch of others' statuses, and the status and gender dictionaries.
import * as Schema from "effect/Schema"
import { SafeNumber, SafeString, UserId } from "../core/sensitive"
import { request } from "../core/request"

const Num = Schema.Number
const None = Schema.Struct({})
/** A data dictionary (online status, gender): id and the service's name. */
const Dict = Schema.Array(Schema.Struct({ id: SafeNumber, name: SafeString }))

/** Presence's requests by name. `userIds` of the batch: comma-separated ids. */
export const PresenceRequests = {
  heartbeat: request(Schema.Struct({ status: Num, type: Num }), Schema.Unknown),
  uploadStatus: request(Schema.Struct({ status: Num }), Schema.Unknown),
  onlineStatusBatch: request(Schema.Struct({ userIds: Schema.String }), Schema.Array(Schema.Struct({ userId: UserId, status: SafeNumber }))),
  dictOnlineStatus: request(None, Dict),
  dictUserGender: request(None, Dict),
} as const
export type PresenceRequestTable = typeof PresenceRequests
