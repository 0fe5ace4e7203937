// The call endpoints of the contract (m§7 Call API, m§8 call codes) as data, spread into `Api` of
// contract.ts; parameters are the domain's (CallRequests). Wire names as the service spells them (currentCoin, rtcAppId, rtcRoomToken, goldNum).
// Every roomNum-only action (cancel, answer, refuse, timeout, notify*) carries just {roomNum}.
import * as Schema from "effect/Schema"
import { CallRequests } from "../../domain/calls/requests"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey

/** The callee as the pre-check shows them (m§2 call popups). gender: this gateway's reading, 2 female. */
export const CalleeWire = Schema.Struct({
  userId: Num,
  userName: Str,
  headImg: Str,
  age: Num,
  countryId: Num,
  interestLabels: Schema.Array(Num),
  gender: Num,
  status: Num,
  goddess: Schema.Boolean,
})
export type CalleeWire = typeof CalleeWire.Type

/** A created room (launch) or a joined one (answer): RTC credentials ("" app id/token in local mode), price coins/min. */
export const CallRoomWire = Schema.Struct({
  roomNum: Str,
  rtcAppId: Str,
  rtcRoomToken: Str,
  price: Num,
  callerUserId: Num,
  calleeUserId: Num,
  /** Server time of the invite (launch) or of the answer (billing start), epoch ms. */
  sentAt: Num,
  serverCall: opt(Schema.Boolean),
})
export type CallRoomWire = typeof CallRoomWire.Type

/** The bill of a hang-up: videoTime seconds, minutes billed, coins spent, the caller's balance after. */
export const CallBillWire = Schema.Struct({ roomNum: Str, videoTime: Num, minutes: Num, coinsSpent: Num, goldNum: Num, hangupReason: Num })
export type CallBillWire = typeof CallBillWire.Type

/** The call endpoints, keyed by the client's names. */
export const CallApi = {
  callPrecheck: route(CallRequests.callPrecheck, { method: "GET", path: "/api/call/getPriceAndCurrentCoinAndUserInfo", public: false, data: Schema.Struct({ currentCoin: Num, price: Num, userInfo: CalleeWire }) }),
  callGetPrice: route(CallRequests.callGetPrice, { method: "GET", path: "/api/call/getPrice", public: false, data: Schema.Struct({ price: Num }) }),
  callLaunch: route(CallRequests.callLaunch, { method: "POST", path: "/api/call/launch", public: false, data: CallRoomWire }),
  /** A call to a friend (friend list, chat): like launch, and the friend-only rule is met by definition. */
  callFriendVideo: route(CallRequests.callFriendVideo, { method: "POST", path: "/api/call/friend/video", public: false, data: CallRoomWire }),
  callCancel: route(CallRequests.callCancel, { method: "POST", path: "/api/call/cancel", public: false, data: Schema.Unknown }),
  callAnswer: route(CallRequests.callAnswer, { method: "POST", path: "/api/call/answer", public: false, data: CallRoomWire }),
  callRefuse: route(CallRequests.callRefuse, { method: "POST", path: "/api/call/refuse", public: false, data: Schema.Unknown }),
  callTimeout: route(CallRequests.callTimeout, { method: "POST", path: "/api/call/timeout", public: false, data: Schema.Unknown }),
  callHangup: route(CallRequests.callHangup, { method: "POST", path: "/api/call/hangup", public: false, data: CallBillWire }),
  callNotifyJoin: route(CallRequests.callNotifyJoin, { method: "POST", path: "/api/call/notifyJoinCall", public: false, data: Schema.Unknown }),
  callNotifyStart: route(CallRequests.callNotifyStart, { method: "POST", path: "/api/call/notifyStartCall", public: false, data: Schema.Unknown }),
  callNotifyEnd: route(CallRequests.callNotifyEnd, { method: "POST", path: "/api/call/notifyEndCall", public: false, data: Schema.Unknown }),
  callStats: route(CallRequests.callStats, { method: "POST", path: "/api/call/users/videos", public: false, data: Schema.Unknown }),
} as const

/** m§8 call answer codes (defined with the spec's constants in the domain). */
export { CallCode } from "../../domain/constants"

/** Endpoints of {@link CallApi} that need a signed-in member. */
export const CALL_ENDPOINTS = Object.keys(CallApi) as ReadonlyArray<keyof typeof CallApi>
