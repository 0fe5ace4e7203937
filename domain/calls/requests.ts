// The gateway requests of calls (m§7 Call API): pre-check, launch (or a friend's video call), the
// roomNum-only actions (cancel, answer, refuse, timeout, notify*), hang-up with its bill, statistics,
// and the abnormal-call recovery's hang-up by side (a§4). Parameters in wire names; answers in domain shape.
import * as Schema from "effect/Schema"
import { SafeNumber } from "../core/sensitive"
import { request } from "../core/request"
import { CallBill, CallPrecheck, CallRoom } from "./answers"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const Room = Schema.Struct({ roomNum: Str })

/** m§7 pre-check / launch request: whom to call, from which place of the site (m§4 location 11 = price pop once). */
export const CallTarget = Schema.Struct({ calleeUserId: Num, callLocation: Num, callType: opt(Num) })

/**
 * Hang-up body. `side` (abnormal-call recovery of a§4 sends it) and `hangupReason` are optional; the
 * answer is the bill.
 */
export const CallHangupParams = Schema.Struct({ roomNum: Str, side: opt(Schema.Literals(["caller", "callee"])), hangupReason: opt(Num) })

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

/** The call requests by name. */
export const CallRequests = {
  callPrecheck: request(CallTarget, CallPrecheck),
  callGetPrice: request(Schema.Struct({ calleeUserId: Num }), Schema.Struct({ pricePerMinute: SafeNumber })),
  callLaunch: request(CallTarget, CallRoom),
  /** A call to a friend (friend list, chat): like launch, and the friend-only rule is met by definition. */
  callFriendVideo: request(CallTarget, CallRoom),
  callCancel: request(Room, Schema.Unknown),
  callAnswer: request(Room, CallRoom),
  callRefuse: request(Room, Schema.Unknown),
  callTimeout: request(Room, Schema.Unknown),
  callHangup: request(CallHangupParams, CallBill),
  callNotifyJoin: request(Room, Schema.Unknown),
  callNotifyStart: request(Room, Schema.Unknown),
  callNotifyEnd: request(Room, Schema.Unknown),
  callStats: request(CallStatsParams, Schema.Unknown),
  // a§4 abnormal call recovery on sign-in: both sides end the call on the hang-up path, the body says which side.
  callEndCaller: request(CallHangupParams, Schema.Unknown),
  callEndCallee: request(CallHangupParams, Schema.Unknown),
} as const
export type CallRequestTable = typeof CallRequests
