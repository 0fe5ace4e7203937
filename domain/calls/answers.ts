// Domain shapes of the call requests' answers (m§7 Call API); the gateway adapter maps the wire names
// (currentCoin, rtcRoomToken, goldNum) to these once. Coins are whole coins.
import * as Schema from "effect/Schema"
import { Secret } from "../core/sensitive"
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
