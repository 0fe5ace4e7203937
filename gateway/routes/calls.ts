// Call endpoints of the reference gateway (m§7 Call API, m§4 billing, m§8 codes): pre-check, launch
// (room + action 1 to the callee), cancel (2), answer (3, billing starts), refuse (5), timeout (6),
// hang-up (7, final bill), the notify calls and the price. Actions go through the relay as bizType 2;
// every ending sends both members a call record (IM type 10) as bizType 1. A room ends exactly once.
import { randomUUID } from "node:crypto"
import { Code } from "../../infrastructure/gateway/contract"
import { CallCode, type CallBillWire, type CallRoomWire, type CalleeWire } from "../../infrastructure/gateway/callContract"
import { BizType } from "../../domain/realtime/wire"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import { type Db, type User, userById } from "../db"
import { avatarUrl } from "../avatars"
import { ageAt } from "../views"
import { billRoom, HANGUP, type HangupReason, scheduleBilling, stopBilling } from "./billing"
import { blockedEitherWay } from "./blacklist"
import { areFriends, callTables, friendOnly, type RoomRow, roomOf } from "./callStore"
import { insertMessage, relayMessage } from "./imStore"

/** A ringing room older than this no longer makes anyone busy (ms). */
export const STALE_RING_MS = 60_000

const calleeInfo = (u: User, now: number): CalleeWire => ({
  userId: u.id,
  userName: u.userName,
  headImg: avatarUrl(u.id),
  age: ageAt(u.birthday, now),
  countryId: u.countryId,
  interestLabels: [...u.labels],
  gender: u.gender,
  status: u.status,
  goddess: u.goddess,
})

const remoteInfo = (u: User, now: number) => ({
  id: String(u.id),
  userName: u.userName,
  headImg: avatarUrl(u.id),
  age: ageAt(u.birthday, now),
  countryId: u.countryId,
  interestLabels: [...u.labels],
  gender: u.gender,
})

/** True when user `id` rings or talks in a room (a stale ringing room does not count). */
const inCall = (db: Db, id: number, now: number): boolean =>
  callTables(db)
    .prepare(`SELECT 1 FROM call_rooms WHERE (caller_id = ? OR callee_id = ?) AND (state = 'live' OR (state = 'ringing' AND created_at > ?)) LIMIT 1`)
    .get(id, id, now - STALE_RING_MS) !== undefined

const roomWire = (ctx: Ctx, r: RoomRow, sentAt: number): CallRoomWire => ({
  roomNum: r.room_num,
  rtcAppId: ctx.opts.mode === "local" ? "" : ctx.opts.appId,
  rtcRoomToken: ctx.opts.mode === "local" ? "" : r.rtc_token,
  price: r.price,
  callerUserId: r.caller_id,
  calleeUserId: r.callee_id,
  sentAt,
  serverCall: true,
})

/** Sends call action `action` of room `r` from `from` to `to` (bizType 2). */
export const sendAction = (ctx: Pick<Ctx, "relay">, r: RoomRow, from: number, to: number, action: number, sentAt: number, extra: Record<string, unknown> = {}): void => {
  ctx.relay.deliver(to, from, BizType.call, {
    callAction: action,
    roomNum: r.room_num,
    callerUserId: String(r.caller_id),
    calleeUserId: String(r.callee_id),
    sendUserId: String(from),
    sentAt,
    pricePerMinute: r.price,
    goddessLocation: r.location,
    callType: 1,
    ...extra,
  })
}

/**
 * Stores the call record of ended room `r` in both members' chat history (IM type 10 from the caller,
 * message id call-<roomNum>, so it is in im/v1 history after a reload) and relays it to both.
 */
export const sendRecord = (ctx: Pick<Ctx, "db" | "relay">, r: RoomRow, bill: CallBillWire, at: number): void => {
  const call = { videoTime: bill.videoTime, hangupReason: bill.hangupReason, callerUserId: String(r.caller_id), calleeUserId: String(r.callee_id), roomNum: r.room_num }
  const row = insertMessage(ctx.db, {
    message_id: `call-${r.room_num}`, sender_id: r.caller_id, receiver_id: r.callee_id, client_msg_id: null, message_type: 10,
    message_type_value: 0, source: "", translation: null, translate_code: 0, picture_url: null, gift_id: null, call, at,
  })
  relayMessage(ctx, row)
}

/**
 * Ends room `r` once with `reason`: bills the started minutes (if answered), marks it ended, tells the
 * other side with `action` (none when null), and sends both the call record. Returns the bill.
 */
export const endRoom = (ctx: Pick<Ctx, "db" | "relay" | "opts">, r: RoomRow, by: number, reason: HangupReason, action: number | null, now: number): CallBillWire => {
  stopBilling(r.room_num)
  const { short: _short, ...bill } = billRoom(ctx.db, ctx.relay, ctx.opts.callBillingMs, r, now, { final: true, reason })
  const ended = callTables(ctx.db)
    .prepare("UPDATE call_rooms SET state = 'ended', ended_at = ?, hangup_reason = ?, ended_by = ? WHERE room_num = ? AND state <> 'ended'")
    .run(now, reason, by, r.room_num)
  if (ended.changes === 0) return storedBill(ctx.db, r.room_num, r.caller_id)
  const other = by === r.caller_id ? r.callee_id : r.caller_id
  if (action !== null) sendAction(ctx, r, by, other, action, now, action === 7 ? { hangupUserId: String(by), videoTime: bill.videoTime, hangupReason: reason } : {})
  sendRecord(ctx, r, bill, now)
  return bill
}

const storedBill = (db: Db, roomNum: string, callerId: number): CallBillWire => {
  const r = roomOf(db, roomNum)
  const gold = userById(db, callerId)?.gold ?? 0
  if (!r) return { roomNum, videoTime: 0, minutes: 0, coinsSpent: 0, goldNum: gold, hangupReason: 0 }
  const end = r.ended_at ?? r.answered_at ?? 0
  return {
    roomNum,
    videoTime: r.answered_at === null ? 0 : Math.max(0, Math.round((end - r.answered_at) / 1000)),
    minutes: r.minutes_billed,
    coinsSpent: r.coins_spent,
    goldNum: gold,
    hangupReason: r.hangup_reason ?? 0,
  }
}

/**
 * Bills live room `roomNum` at each minute boundary of the gateway clock until it ends; when the caller
 * cannot pay a started minute the gateway hangs up (reason 5) and tells both members (action 7).
 */
const startBilling = (ctx: Ctx, roomNum: string): void => {
  const deps = { db: ctx.db, relay: ctx.relay, opts: ctx.opts }
  const ms = ctx.opts.callBillingMs
  const delay = (r: RoomRow, now: number) => ms - (Math.max(0, now - (r.answered_at ?? now)) % ms)
  const tick = (): void => {
    try {
      if (!deps.db.open) return
      const r = roomOf(deps.db, roomNum)
      if (!r || r.state !== "live") return
      const now = deps.opts.now()
      const bill = billRoom(deps.db, deps.relay, ms, r, now, { final: false, reason: HANGUP.normal })
      if (bill.short) {
        endRoom(deps, r, r.caller_id, HANGUP.noCoins, 7, now)
        sendAction(deps, r, r.callee_id, r.caller_id, 7, now, { hangupUserId: String(r.caller_id), hangupReason: HANGUP.noCoins })
        return
      }
      scheduleBilling(roomNum, delay(r, now), tick)
    } catch {
      // The gateway closed under the timer: nothing left to bill.
    }
  }
  const r = roomOf(ctx.db, roomNum)
  if (r) scheduleBilling(roomNum, delay(r, ctx.now), tick)
}

const launch = (viaFriend: boolean) => (ctx: Ctx, p: { calleeUserId: number; callLocation: number }): Answer<CallRoomWire> => {
  const caller = me(ctx)
  const callee = userById(ctx.db, p.calleeUserId)
  if (!callee || callee.id === caller.id) return fail(Code.badParams, "unknown callee")
  if (blockedEitherWay(ctx.db, caller.id, callee.id)) return fail(CallCode.blocked, "You cannot call this person")
  const friends = areFriends(ctx.db, caller.id, callee.id)
  if ((viaFriend || friendOnly(ctx.db, callee.id)) && !friends) return fail(CallCode.needFriend, "add this member as a friend first")
  if (!ctx.relay.isOnline(callee.id)) return fail(CallCode.calleeOffline, "the member is offline")
  if (inCall(ctx.db, callee.id, ctx.now)) return fail(CallCode.calleeBusy, "the member is busy")
  if (inCall(ctx.db, caller.id, ctx.now)) return fail(CallCode.tryAgain, "you are in another call")
  if (caller.gold < callee.price) return fail(CallCode.insufficientCoins, "not enough coins", { currentCoin: caller.gold, price: callee.price })
  const roomNum = `${ctx.now.toString(36)}${randomUUID().slice(0, 8)}`
  callTables(ctx.db)
    .prepare("INSERT INTO call_rooms (room_num, caller_id, callee_id, price, location, state, created_at, rtc_token, minutes_billed, coins_spent) VALUES (?, ?, ?, ?, ?, 'ringing', ?, ?, 0, 0)")
    .run(roomNum, caller.id, callee.id, callee.price, p.callLocation, ctx.now, randomUUID())
  const r = roomOf(ctx.db, roomNum)!
  sendAction(ctx, r, caller.id, callee.id, 1, ctx.now, { remoteUserInfo: remoteInfo(caller, ctx.now) })
  return ok(roomWire(ctx, r, ctx.now))
}

/** The room `roomNum` if the caller is in it and it is in state `state`, else a failure answer. */
const mine = (ctx: Ctx, roomNum: string, side: "caller" | "callee" | "either"): RoomRow | Answer<never> => {
  if (roomNum.trim() === "") return fail(Code.badParams, "roomNum is required")
  const r = roomOf(ctx.db, roomNum)
  const id = me(ctx).id
  if (!r) return fail(CallCode.tryAgain, "no such call")
  const ok = side === "either" ? r.caller_id === id || r.callee_id === id : (side === "caller" ? r.caller_id : r.callee_id) === id
  return ok ? r : fail(CallCode.tryAgain, "not your call")
}
const isRoom = (x: RoomRow | Answer<never>): x is RoomRow => "room_num" in x

/** Ends a ringing room (cancel 2, refuse 5, timeout 6); an already ended room answers 200 again. */
const endRinging = (side: "caller" | "callee" | "either", reason: HangupReason, action: number) => (ctx: Ctx, p: { roomNum: string }): Answer<unknown> => {
  const r = mine(ctx, p.roomNum, side)
  if (!isRoom(r)) return r
  if (r.state === "live") return fail(CallCode.tryAgain, "the call was already answered")
  if (r.state === "ringing") endRoom(ctx, r, me(ctx).id, reason, action, ctx.now)
  return ok({})
}

const answer = (ctx: Ctx, p: { roomNum: string }): Answer<CallRoomWire> => {
  const r = mine(ctx, p.roomNum, "callee")
  if (!isRoom(r)) return r
  if (r.state === "live") return ok(roomWire(ctx, r, r.answered_at ?? ctx.now))
  if (r.state !== "ringing") return fail(CallCode.tryAgain, "the call has ended")
  callTables(ctx.db).prepare("UPDATE call_rooms SET state = 'live', answered_at = ? WHERE room_num = ? AND state = 'ringing'").run(ctx.now, r.room_num)
  const live = roomOf(ctx.db, r.room_num)!
  sendAction(ctx, live, live.callee_id, live.caller_id, 3, ctx.now)
  // The callee's other open sessions (another tab, another device) still ring: 3 tells them too.
  sendAction(ctx, live, live.callee_id, live.callee_id, 3, ctx.now)
  // m§4: the first minute is charged in full on answer; then each further started minute.
  billRoom(ctx.db, ctx.relay, ctx.opts.callBillingMs, live, ctx.now, { final: false, reason: HANGUP.normal })
  startBilling(ctx, live.room_num)
  return ok(roomWire(ctx, live, ctx.now))
}

const hangup = (ctx: Ctx, p: { roomNum: string; hangupReason?: number }): Answer<CallBillWire> => {
  if (p.roomNum.trim() === "") return fail(Code.badParams, "roomNum is required")
  const r = roomOf(ctx.db, p.roomNum)
  const id = me(ctx).id
  // Unknown rooms (abnormal-call recovery of an old page) and others' rooms: nothing to end.
  if (!r || (r.caller_id !== id && r.callee_id !== id)) return ok(storedBill(ctx.db, p.roomNum, id))
  if (r.state === "ended") return ok(storedBill(ctx.db, r.room_num, r.caller_id))
  if (r.state === "ringing") {
    const byCaller = r.caller_id === id
    return ok(endRoom(ctx, r, id, byCaller ? HANGUP.cancelled : HANGUP.refused, byCaller ? 2 : 5, ctx.now))
  }
  const reason = p.hangupReason === HANGUP.noCoins ? HANGUP.noCoins : HANGUP.normal
  return ok(endRoom(ctx, r, id, reason, 7, ctx.now))
}

const notify = (column: "joined_at" | "started_at" | "notified_end_at") => (ctx: Ctx, p: { roomNum: string }): Answer<unknown> => {
  const r = mine(ctx, p.roomNum, "either")
  if (!isRoom(r)) return r
  callTables(ctx.db).prepare(`UPDATE call_rooms SET ${column} = COALESCE(${column}, ?) WHERE room_num = ?`).run(ctx.now, r.room_num)
  return ok({})
}

/** Handlers of the call endpoints. callEndCaller/callEndCallee (abnormal-call recovery) are the hang-up. */
export const callHandlers: Handlers = {
  callPrecheck: (ctx, p) => {
    const callee = userById(ctx.db, p.calleeUserId)
    if (!callee || callee.id === me(ctx).id) return fail(Code.badParams, "unknown callee")
    return ok({ currentCoin: me(ctx).gold, price: callee.price, userInfo: calleeInfo(callee, ctx.now) })
  },
  callGetPrice: (ctx, p) => {
    const callee = userById(ctx.db, p.calleeUserId)
    return callee ? ok({ price: callee.price }) : fail(Code.badParams, "unknown callee")
  },
  callLaunch: launch(false),
  callFriendVideo: launch(true),
  callCancel: endRinging("caller", HANGUP.cancelled, 2),
  callRefuse: endRinging("callee", HANGUP.refused, 5),
  callTimeout: endRinging("either", HANGUP.timeout, 6),
  callAnswer: answer,
  callHangup: hangup,
  callEndCaller: hangup,
  callEndCallee: hangup,
  callNotifyJoin: notify("joined_at"),
  callNotifyStart: notify("started_at"),
  callNotifyEnd: notify("notified_end_at"),
  callStats: (ctx, p) => {
    if (p.roomId.trim() === "") return fail(Code.badParams, "roomId is required")
    callTables(ctx.db)
      .prepare("INSERT INTO call_stats (user_id, room_num, match_user_id, gold, video_time, at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(me(ctx).id, p.roomId, p.matchUserId, p.gold, p.videoTime, ctx.now)
    return ok({})
  },
}

/**
 * Ends the calls of member `id`, who has no real-time session open any more (m§4: a member who left
 * must not go on paying, nor the other side wait on a dead call): a live room is hung up by them
 * (reason 1, action 7 and the final bill), a room still ringing that they called is cancelled (2).
 * A room ringing for them is left to ring out (their other devices, the 30 s timeout).
 */
export const endCallsOfGone = (ctx: Pick<Ctx, "db" | "relay" | "opts">, id: number, now: number): number => {
  const rooms = callTables(ctx.db)
    .prepare("SELECT room_num FROM call_rooms WHERE (state = 'live' AND (caller_id = ? OR callee_id = ?)) OR (state = 'ringing' AND caller_id = ?)")
    .all(id, id, id) as Array<{ room_num: string }>
  let ended = 0
  for (const { room_num } of rooms) {
    const r = roomOf(ctx.db, room_num)
    if (!r || r.state === "ended") continue
    if (r.state === "live") endRoom(ctx, r, id, HANGUP.normal, 7, now)
    else endRoom(ctx, r, id, HANGUP.cancelled, 2, now)
    ended++
  }
  return ended
}
