// Call transitions shared by the call recipes (evolve, actions, video): phase changes with the seq that
// made them, toasts, the reset to no call, and `close` — the one way a call ends, which remembers its
// room so nothing reopens it, and leaves the ending for react (timers, media, gateway, statistics).
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { template } from "../core/template"
import { CALL_MINUTE_MS, CALL_RECHARGE_FIRST_MS } from "../constants"
import { type CallEndReason, type CallEnding, type CallPhase, type CallState, type CallToastKey, initialCalls, isVideoPhase } from "./state"

/** A draft of the call slice. */
export type D = Draft<CallState>

/** Unfrozen twin of initialCalls to copy from (../core/template.ts: copying a frozen object's fields is slow). */
export const initialCallsTemplate = template(initialCalls)

/** Moves to `phase`, noting the event and the phase before (react runs the transition's commands). */
export const go = (c: D, e: AppEvent, phase: CallPhase): void => {
  if (c.phase === phase) return
  c.prevPhase = c.phase
  c.phase = phase
  c.phaseBy = e.seq
}

/**
 * The video opens (phase joining, m§4): the call's chat starts empty ("on opening video the timer and
 * chat reset"); the timer starts when media joins (RtcJoined).
 */
export const openVideo = (d: Draft<AppState>, e: AppEvent): void => {
  const c = d.calls
  go(c, e, "joining")
  c.chat = []
}

/** Shows call toast `key` (name: the other member's). */
export const toast = (c: D, e: AppEvent, key: CallToastKey | null): void => {
  if (key !== null) c.toast = { id: e.seq, key, name: c.remote?.userName ?? "", peerId: c.peerId }
}

/**
 * Back to no call, keeping the stored flags, closed rooms, toast, receipt and balance: every other field
 * to its initial value, one by one (an Object.assign into the slice takes V8's slow path, about 0.7 µs;
 * spec/unit/callLifecycle.test.ts checks that every field is either kept or reset).
 */
export const reset = (c: D, e: AppEvent): void => {
  const prev = c.phase
  const t = castDraft(initialCallsTemplate)
  c.phase = t.phase
  c.step = t.step
  c.role = t.role
  c.roomNum = t.roomNum
  c.remote = t.remote
  c.peerId = t.peerId
  c.location = t.location
  c.pricePerMinute = t.pricePerMinute
  c.enough = t.enough
  c.rtc = t.rtc
  c.pending = t.pending
  c.devicePopup = t.devicePopup
  c.ringingSince = t.ringingSince
  c.answeredAt = t.answeredAt
  c.joinedAt = t.joinedAt
  c.firstFrame = t.firstFrame
  c.firstFrameBy = t.firstFrameBy
  c.remoteLeftAt = t.remoteLeftAt
  c.remoteLeftBy = t.remoteLeftBy
  c.micMuted = t.micMuted
  c.remoteMuted = t.remoteMuted
  c.swapped = t.swapped
  c.quality = t.quality
  c.deviceNotice = t.deviceNotice
  c.deviceCounts = t.deviceCounts
  c.tipsShown = t.tipsShown
  c.recharge = t.recharge
  c.hangUpConfirm = t.hangUpConfirm
  c.friendAdd = t.friendAdd
  c.friendAddBy = t.friendAddBy
  c.charges = t.charges
  c.phaseBy = t.phaseBy
  c.prevPhase = t.prevPhase
  c.stepBy = t.stepBy
  c.joinBy = t.joinBy
  c.rechargeBy = t.rechargeBy
  c.ringMs = t.ringMs
  c.earlyAnswer = t.earlyAnswer
  delete c.chat
  if (prev !== "idle") {
    c.prevPhase = prev
    c.phaseBy = e.seq
  }
}

/** Adds `roomNum` to the closed rooms (newest 50). */
export const markClosed = (c: D, roomNum: string): void => {
  if (roomNum !== "" && !c.closedRooms.includes(roomNum)) c.closedRooms = [...c.closedRooms, roomNum].slice(-50)
}

const NOTIFY: Record<CallEndReason, CallEnding["notify"]> = {
  cancelled: "callCancel",
  refused: "callRefuse",
  noAnswer: "callTimeout",
  hungUp: "callHangup",
  remoteHungUp: null,
  noVideo: "callHangup",
  remoteLeft: "callHangup",
  noCoins: "callHangup",
  failed: "callHangup",
  pageHidden: "callCancel",
  answeredElsewhere: null,
}

/**
 * Ends the current call for `reason`: the receipt (when answered), the toast, the ending for react
 * (`local` false: the other side or the gateway ended it, nothing to tell), and the closed room.
 * `videoSeconds`: the call's length by the gateway (action 7's videoTime), when it ended the call; else
 * the length is this device's clock from the answer.
 */
export const close = (c: D, e: AppEvent, reason: CallEndReason, local: boolean, key: CallToastKey | null, videoSeconds?: number): void => {
  if (c.role === null) return reset(c, e)
  const answered = c.answeredAt !== null
  // m§4: under 1 minute rounds up; the 101 updates tell how many minutes the gateway really billed. The
  // gateway's own length counts when it sent one: it ends a call whose next minute cannot be paid at the
  // minute's mark, which this clock sees a few ms later (a minute too many on the receipt).
  const lengthMs = videoSeconds !== undefined && videoSeconds > 0 ? videoSeconds * 1000 : answered ? e.at - c.answeredAt! : 0
  const elapsed = answered ? Math.max(1, Math.ceil(lengthMs / CALL_MINUTE_MS)) : 0
  const minutes = answered ? Math.max(elapsed, c.pricePerMinute > 0 ? c.charges : 0) : 0
  const coinsSpent = c.role === "caller" ? minutes * c.pricePerMinute : 0
  if (answered) {
    c.receipt = castDraft({
      roomNum: c.roomNum, role: c.role, peer: c.remote, startAt: c.answeredAt!, endAt: e.at, minutes, coinsSpent,
      pricePerMinute: c.pricePerMinute, reason, confirmed: false,
    })
  }
  let notify = local ? NOTIFY[reason] : null
  if (notify === "callCancel" && c.role === "callee") notify = "callRefuse"
  if (answered && notify !== null) notify = "callHangup"
  // "A message being sent is kept until the server has it": own call-chat texts not yet accepted go on (messaging drafts them).
  const unsent = (c.chat ?? []).flatMap((l) => (l.mine && l.status !== "sent" ? [l.text] : []))
  c.ending = {
    by: e.seq, roomNum: c.roomNum, role: c.role, peerId: c.peerId, reason, notify, answered,
    joined: isVideoPhase(c.phase), pricePerMinute: c.pricePerMinute,
    videoSeconds: c.joinedAt === null ? 0 : Math.max(0, Math.round((e.at - c.joinedAt) / 1000)), coinsSpent,
    ...(unsent.length > 0 ? { chatUnsent: unsent } : {}),
  }
  markClosed(c, c.roomNum)
  toast(c, e, key)
  reset(c, e)
}


/** Starts the recharge countdown (m§4: 58 s, then 30 s) unless it runs. */
export const startRecharge = (c: D, e: AppEvent): void => {
  if (c.recharge !== null) return
  c.recharge = { stage: 1, endsAt: e.at + CALL_RECHARGE_FIRST_MS }
  c.rechargeBy = e.seq
}
