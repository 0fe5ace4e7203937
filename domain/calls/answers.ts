// Domain shapes of the call endpoints' answers (m§7 Call API), spread into AnswerSchemas; the wire ->
// domain mapping is infrastructure/gateway/translate.ts (callAnswers there). Coins are whole coins.
import * as Schema from "effect/Schema"
import { Secret } from "../app/sensitive"
import { RemoteUserInfo } from "../realtime/wire"

const Num = Schema.Number

/** Pre-check (getPriceAndCurrentCoinAndUserInfo): own balance, the callee's price (coins/min, 0 free), the callee. */
export const CallPrecheck = Schema.Struct({ coinBalance: Num, pricePerMinute: Num, callee: RemoteUserInfo })
export type CallPrecheck = typeof CallPrecheck.Type

/** A room from launch / friend video / answer: RTC credentials (appId/token "" locally), ids as strings, sentAt epoch ms. */
export const CallRoom = Schema.Struct({
  roomNum: Schema.String,
  appId: Schema.String,
  token: Secret,
  pricePerMinute: Num,
  callerId: Schema.String,
  calleeId: Schema.String,
  sentAt: Num,
})
export type CallRoom = typeof CallRoom.Type

/** The bill of a hang-up: seconds of video, minutes billed, coins spent, the caller's balance after. */
export const CallBill = Schema.Struct({ roomNum: Schema.String, videoSeconds: Num, minutes: Num, coinsSpent: Num, coinBalance: Num, hangupReason: Num })
export type CallBill = typeof CallBill.Type

/** Answer Schemas of the call endpoints by name. */
export const CallAnswerSchemas = {
  callPrecheck: CallPrecheck,
  callGetPrice: Schema.Struct({ pricePerMinute: Num }),
  callLaunch: CallRoom,
  callFriendVideo: CallRoom,
  callCancel: Schema.Unknown,
  callAnswer: CallRoom,
  callRefuse: Schema.Unknown,
  callTimeout: Schema.Unknown,
  callHangup: CallBill,
  callNotifyJoin: Schema.Unknown,
  callNotifyStart: Schema.Unknown,
  callNotifyEnd: Schema.Unknown,
  callStats: Schema.Unknown,
} as const
