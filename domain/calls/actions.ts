// Call actions received by message (m§4 table): 1 invite, 2 cancelled, 3 answered (to the caller; to
// the callee's other devices, which stop ringing), 5 refused,
// 6 timeout, 7 hang-up, 101 balance update. The role comes from whether the caller or callee id is
// the member's own; actions for a closed room, another room or the wrong phase change nothing, except
// that an ending for a room not yet known closes it in advance (so a late invite never rings). An invite
// rings over a call the member is still placing (that placement ends).
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { CALL_INVITE_EXPIRY_MS, CALL_RING_MS } from "../constants"
import { type CallPhase, isBusyPhase } from "./state"
import { close, go, markClosed, openVideo, reset, startRecharge } from "./transitions"

/** The phases of placing a call (explainer and devices, price, coin prompt, launch): an invite still rings. */
const PLACING: ReadonlySet<CallPhase> = new Set(["checking", "confirming", "insufficient", "launching"])

/** hangupReason of action 7 when the caller's coins ran out (the reference gateway's billing says HANGUP.noCoins). */
export const HANGUP_NO_COINS = 5

/** Applies one CallActionReceived. */
export const evolveCallAction = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "CallActionReceived" }>): void => {
  const c = d.calls
  const a = e.action
  const me = d.session.userId
  if (me === "" || a.roomNum === "" || c.closedRooms.includes(a.roomNum)) return
  const role = a.calleeUserId === me ? "callee" : a.callerUserId === me ? "caller" : null
  if (role === null) return
  const current = a.roomNum === c.roomNum
  const active = isBusyPhase(c.phase)
  switch (a.callAction) {
    case 1: {
      if (role !== "callee" || a.callerUserId === me || !(c.phase === "idle" || PLACING.has(c.phase))) return
      const age = e.at - a.sentAt
      if (age > CALL_INVITE_EXPIRY_MS) return
      // m§4 1 "shows ringing", also while the member is only placing a call of their own: the gateway now
      // counts them busy with this one, so their own could not start (and the caller would ring into the
      // void). The placement is given up as a cancel would (a launch in flight: its room cancelled when
      // its number comes); its late answers change nothing.
      if (c.phase !== "idle") {
        if (c.phase === "launching" && c.pending) c.orphanLaunch = c.pending.requestId
        reset(c, e)
      }
      c.receipt = null
      c.toast = null
      c.devicePopup = null
      c.role = "callee"
      c.roomNum = a.roomNum
      c.peerId = a.callerUserId
      c.remote = castDraft(a.remoteUserInfo ?? { id: a.callerUserId, userName: "", headImg: "" })
      c.pricePerMinute = Math.max(0, a.pricePerMinute ?? 0)
      c.location = a.goddessLocation ?? 0
      c.ringingSince = e.at
      c.ringMs = Math.max(0, CALL_RING_MS - Math.max(0, age))
      go(c, e, "ringing")
      return
    }
    case 2:
    case 5:
    case 6:
    case 7: {
      if (!current || !active) {
        // An ending that overtook its room's launch answer or invite: the room never opens.
        markClosed(c, a.roomNum)
        return
      }
      if (a.callAction === 2) return close(c, e, "cancelled", false, c.role === "callee" ? "cancelled" : null)
      if (a.callAction === 5) return close(c, e, "refused", false, c.role === "caller" ? "noAnswer" : "cancelled")
      if (a.callAction === 6) return close(c, e, "noAnswer", false, c.role === "caller" ? "noAnswer" : null)
      const noCoins = a.hangupReason === HANGUP_NO_COINS
      // Who hung up: the service's hangupUserId, else (m§4 "roles are set by whether the sender is the
      // current user") the sender: a 7 the member sent from another tab or device names them.
      const byMe = (a.hangupUserId ?? a.sendUserId) === me
      return close(c, e, noCoins ? "noCoins" : byMe ? "hungUp" : "remoteHungUp", false, noCoins ? "noCoins" : byMe ? "hungUpByYou" : "hungUpByRemote", a.videoTime)
    }
    case 3:
      // The member answered on another device or tab (m§4 3 "Answered": ringing closes): this one stops ringing.
      if (role === "callee") {
        if (current && c.phase === "ringing") close(c, e, "answeredElsewhere", false, null)
        return
      }
      if (c.phase === "launching" && !current) {
        c.earlyAnswer = a.roomNum
        return
      }
      if (!current || c.phase !== "ringing") return
      openVideo(d, e)
      c.answeredAt = e.at
      c.ringingSince = null
      c.joinBy = e.seq
      return
    case 101: {
      if (role !== "caller" || !current || !active || typeof a.goldNum !== "number") return
      const gold = Math.max(0, a.goldNum)
      const before = d.session.coinBalance
      // One 101 per billing: a drop of the balance is a billed minute (whatever else moved the balance).
      if (c.answeredAt !== null && before !== null && gold < before) c.charges += 1
      d.session.coinBalance = gold
      c.enough = a.enough ?? gold >= c.pricePerMinute
      // The recharge notice belongs to the video (m§4); a 101 that overtook its 3 only updates the balance.
      if (!c.enough && c.phase !== "ringing") startRecharge(c, e)
      else if (c.recharge !== null) {
        // Enough again (coins bought elsewhere): the countdown ends.
        c.recharge = null
        c.rechargeBy = e.seq
      }
      return
    }
  }
}
