// The gateway requests of web push (a§3, a§7): the first-time bonus info and grant, saving the push token,
// and the tracking record (sent on a push-token failure). Parameters in wire names.
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { BonusGrant, BonusInfo } from "./answers"

const Num = Schema.Number
const Str = Schema.String

/** a§3 push token record. gender: the member's (a§6 "gender is used for push registration"). */
export const PushTokenParams = Schema.Struct({ pushToken: Str, gender: Num, countryId: Num })

/**
 * a§7 tracking record. time epoch ms; eventId names what happened; freeName1/freeName2 free text (for the
 * push-token failure: the permission status and the reason); country the member's country id; model
 * the device model ("web" here).
 */
export const BuryParams = Schema.Struct({
  userId: Num,
  deviceId: Str,
  time: Num,
  eventId: Str,
  targetUserId: Num,
  freeName1: Str,
  freeName2: Str,
  country: Num,
  model: Str,
})

/** Web push's requests by name. */
export const PushRequests = {
  isInitNotification: request(Schema.Struct({}), BonusInfo),
  initNotificationGiveCoin: request(Schema.Struct({ countryId: Num }), BonusGrant),
  savePushToken: request(PushTokenParams, Schema.Unknown),
  buryRecord: request(BuryParams, Schema.Unknown),
} as const
export type PushRequestTable = typeof PushRequests
