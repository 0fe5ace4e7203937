// The call endpoints of the contract (m§7 Call API, m§8 call codes) as data, spread into `Api` of
// contract.ts. Wire names as the service spells them (currentCoin, rtcAppId, rtcRoomToken, goldNum).
// Every roomNum-only action (cancel, answer, refuse, timeout, notify*) carries just {roomNum}.
import * as Schema from "effect/Schema"
import type { Endpoint } from "./contract"

const ep = <P extends Schema.Top, D extends Schema.Top>(e: Endpoint<P, D>): Endpoint<P, D> => e
const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const Room = Schema.Struct({ roomNum: Str })

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

/** m§7 pre-check / launch request: whom to call, from which place of the site (m§4 location 11 = price pop once). */
export const CallTarget = Schema.Struct({ calleeUserId: Num, callLocation: Num, callType: opt(Num) })

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

/**
 * Hang-up body. `side` (abnormal-call recovery of a§4 sends it) and `hangupReason` are optional; the
 * answer is the bill: videoTime seconds, minutes billed, coins spent, the caller's balance after.
 */
export const CallHangupParams = Schema.Struct({ roomNum: Str, side: opt(Schema.Literals(["caller", "callee"])), hangupReason: opt(Num) })
export const CallBillWire = Schema.Struct({ roomNum: Str, videoTime: Num, minutes: Num, coinsSpent: Num, goldNum: Num, hangupReason: Num })
export type CallBillWire = typeof CallBillWire.Type

/** m§7 statistics report after a call (POST /api/call/users/videos?matchId=roomNum; matchId in the body here). */
export const CallStatsParams = Schema.Struct({
  matchId: Str,
  matchUserId: Num,
  roomId: Str,
  gold: Num,
  feeType: Num,
  isPay: Num,
  videoTime: Num,
  requestType: Num,
})

/** The call endpoints, keyed by the client's names. */
export const CallApi = {
  callPrecheck: ep({ method: "GET", path: "/api/call/getPriceAndCurrentCoinAndUserInfo", public: false, params: CallTarget, data: Schema.Struct({ currentCoin: Num, price: Num, userInfo: CalleeWire }) }),
  callGetPrice: ep({ method: "GET", path: "/api/call/getPrice", public: false, params: Schema.Struct({ calleeUserId: Num }), data: Schema.Struct({ price: Num }) }),
  callLaunch: ep({ method: "POST", path: "/api/call/launch", public: false, params: CallTarget, data: CallRoomWire }),
  /** A call to a friend (friend list, chat): like launch, and the friend-only rule is met by definition. */
  callFriendVideo: ep({ method: "POST", path: "/api/call/friend/video", public: false, params: CallTarget, data: CallRoomWire }),
  callCancel: ep({ method: "POST", path: "/api/call/cancel", public: false, params: Room, data: Schema.Unknown }),
  callAnswer: ep({ method: "POST", path: "/api/call/answer", public: false, params: Room, data: CallRoomWire }),
  callRefuse: ep({ method: "POST", path: "/api/call/refuse", public: false, params: Room, data: Schema.Unknown }),
  callTimeout: ep({ method: "POST", path: "/api/call/timeout", public: false, params: Room, data: Schema.Unknown }),
  callHangup: ep({ method: "POST", path: "/api/call/hangup", public: false, params: CallHangupParams, data: CallBillWire }),
  callNotifyJoin: ep({ method: "POST", path: "/api/call/notifyJoinCall", public: false, params: Room, data: Schema.Unknown }),
  callNotifyStart: ep({ method: "POST", path: "/api/call/notifyStartCall", public: false, params: Room, data: Schema.Unknown }),
  callNotifyEnd: ep({ method: "POST", path: "/api/call/notifyEndCall", public: false, params: Room, data: Schema.Unknown }),
  callStats: ep({ method: "POST", path: "/api/call/users/videos", public: false, params: CallStatsParams, data: Schema.Unknown }),
} as const

/** m§8 call answer codes (defined with the spec's constants in the domain). */
export { CallCode } from "../../domain/constants"

/** Endpoints of {@link CallApi} that need a signed-in member. */
export const CALL_ENDPOINTS = Object.keys(CallApi) as ReadonlyArray<keyof typeof CallApi>
