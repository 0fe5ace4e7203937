// Per-minute call billing (m§4, m§9): the callee's price per started minute, the first minute charged
// in full on answer (under 1 minute rounds up to 1), each further minute when it starts; the caller
// gets a 101 balance update {goldNum, enough} after each charge. The minute's length is
// GatewayOptions.callBillingMs (env CALL_BILLING_MS). Coins never go below 0: a minute that cannot be
// paid is not charged and reported as `short` (the caller then hangs the call up for noCoins).
import type { CallBillWire } from "../../infrastructure/gateway/callContract"
import { BizType } from "../../domain/realtime/wire"
import type { Db } from "../db"
import type { Relay } from "../relay"
import { callTables, type RoomRow, roomOf } from "./callStore"

/** hangupReason of call records and action 7: 1 hung up, 2 cancelled, 3 refused, 4 no answer, 5 coins ran out. */
export const HANGUP = { normal: 1, cancelled: 2, refused: 3, timeout: 4, noCoins: 5 } as const
export type HangupReason = (typeof HANGUP)[keyof typeof HANGUP]

/** Minutes started after `elapsed` ms: at least 1; on the final bill a partial minute counts (ceil). */
export const minutesDue = (elapsed: number, minuteMs: number, final: boolean): number =>
  Math.max(1, final ? Math.ceil(elapsed / minuteMs) : Math.floor(elapsed / minuteMs) + 1)

/**
 * Charges room `r`'s caller for the minutes due at `now` not yet billed; sends the 101 update when
 * anything was charged (not on the final bill). Returns the bill so far and whether a minute went unpaid.
 */
export const billRoom = (
  db: Db, relay: Relay, minuteMs: number, r: RoomRow, now: number, o: { final: boolean; reason: number },
): CallBillWire & { short: boolean } => {
  const goldOf = () => (db.prepare("SELECT gold FROM users WHERE id = ?").get(r.caller_id) as { gold: number } | undefined)?.gold ?? 0
  const fresh = roomOf(db, r.room_num) ?? r
  if (fresh.answered_at === null || fresh.state === "ended") {
    return { roomNum: r.room_num, videoTime: 0, minutes: fresh.minutes_billed, coinsSpent: fresh.coins_spent, goldNum: goldOf(), hangupReason: o.reason, short: false }
  }
  const elapsed = Math.max(0, now - fresh.answered_at)
  const due = minutesDue(elapsed, minuteMs, o.final)
  let billed = fresh.minutes_billed
  let spent = fresh.coins_spent
  let short = false
  const charge = db.prepare("UPDATE users SET gold = gold - ? WHERE id = ? AND gold >= ?")
  db.transaction(() => {
    while (billed < due) {
      if (fresh.price > 0 && charge.run(fresh.price, fresh.caller_id, fresh.price).changes === 0) {
        short = true
        break
      }
      billed += 1
      spent += fresh.price
    }
    callTables(db).prepare("UPDATE call_rooms SET minutes_billed = ?, coins_spent = ? WHERE room_num = ?").run(billed, spent, fresh.room_num)
  })()
  const gold = goldOf()
  if (!o.final && (billed > fresh.minutes_billed || short)) {
    relay.deliver(fresh.caller_id, fresh.callee_id, BizType.call, {
      callAction: 101,
      roomNum: fresh.room_num,
      callerUserId: String(fresh.caller_id),
      calleeUserId: String(fresh.callee_id),
      sendUserId: String(fresh.callee_id),
      sentAt: now,
      pricePerMinute: fresh.price,
      goldNum: gold,
      enough: gold >= fresh.price,
    })
  }
  return { roomNum: fresh.room_num, videoTime: Math.round(elapsed / 1000), minutes: billed, coinsSpent: spent, goldNum: gold, hangupReason: o.reason, short }
}

const timers = new Map<string, ReturnType<typeof setTimeout>>()

/** Runs `tick` for room `roomNum` after `ms` (replacing a pending one); the timer does not hold the process. */
export const scheduleBilling = (roomNum: string, ms: number, tick: () => void): void => {
  stopBilling(roomNum)
  const t = setTimeout(() => {
    timers.delete(roomNum)
    tick()
  }, ms)
  t.unref?.()
  timers.set(roomNum, t)
}

/** Stops room `roomNum`'s billing timer. */
export const stopBilling = (roomNum: string): void => {
  const t = timers.get(roomNum)
  if (t !== undefined) clearTimeout(t)
  timers.delete(roomNum)
}
