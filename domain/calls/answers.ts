// Domain shapes of the call requests' answers (m§7 Call API); the gateway adapter maps the wire names
// (currentCoin, rtcRoomToken, goldNum) to these once. Coins are whole coins.
import * as Schema from "effect/Schema"
import { SafeNumber, SafeString, Secret, UserIdString } from "../core/sensitive"
import { RemoteUserInfo } from "../realtime/wire"


/** Pre-check (getPriceAndCurrentCoinAndUserInfo): own balance, the callee's price (coins/min, 0 free), the callee. */
export const CallPrecheck = Schema.Struct({ coinBalance: SafeNumber, pricePerMinute: SafeNumber, callee: RemoteUserInfo })
export type CallPrecheck = typeof CallPrecheck.Type

/** A room from launch / friend video / answer: RTC credentials (appId/token "" locally), ids as strings, sentAt epoch ms. */
export const CallRoom = Schema.Struct({
  roomNum: SafeString,
  appId: SafeString,
  token: Secret,
  pricePerMinute: SafeNumber,
  callerId: UserIdString,
  calleeId: UserIdString,
  sentAt: SafeNumber,
})
export type CallRoom = typeof CallRoom.Type

/** The bill of a hang-up: seconds of video, minutes billed, coins spent, the caller's balance after. */
export const CallBill = Schema.Struct({ roomNum: SafeString, videoSeconds: SafeNumber, minutes: SafeNumber, coinsSpent: SafeNumber, coinBalance: SafeNumber, hangupReason: SafeNumber })
export type CallBill = typeof CallBill.Type
