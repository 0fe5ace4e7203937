// Call reducer (m§4): placement (explainer, devices, price, launch), ringing, joining, live, and the
// one way out, `close`, which remembers the room so nothing reopens it. Call actions received are in
// ./actions.ts. Total: events for another room, another phase or an unknown request change nothing.
import { castDraft, type Draft } from "immer"
import { answerOf } from "../app/answers"
import { isSignedIn } from "../session/state"
import type { AppEvent } from "../app/event"
import type { AppState } from "../app/state"
import {
  CALL_FEMALE_PRICE_CHECK,
  CALL_MINUTE_MS,
  CALL_PRICE_POP_ONCE_LOCATION,
  CALL_RECHARGE_FIRST_MS,
  CALL_RECHARGE_SECOND_MS,
  CALL_RING_MS,
  CallCode,
} from "../constants"
import { evolveCallAction } from "./actions"
import {
  type CallDevice,
  type CallEndReason,
  type CallEnding,
  type CallPhase,
  type CallState,
  type CallToastKey,
  callTimer,
  EXPLAINER_KEY,
  initialCalls,
  PRICE_POP_KEY,
} from "./state"

type D = Draft<CallState>

/** Moves to `phase`, noting the event and the phase before (react runs the transition's commands). */
export const go = (c: D, e: AppEvent, phase: CallPhase): void => {
  if (c.phase === phase) return
  c.prevPhase = c.phase
  c.phase = phase
  c.phaseBy = e.seq
}

/** Shows call toast `key` (name: the other member's). */
export const toast = (c: D, e: AppEvent, key: CallToastKey | null): void => {
  if (key !== null) c.toast = { id: e.seq, key, name: c.remote?.userName ?? "" }
}

/** Back to no call, keeping the stored flags, closed rooms, toast, receipt and balance. */
export const reset = (c: D, e: AppEvent): void => {
  const keep = {
    explainerSeen: c.explainerSeen,
    pricePopSeen: c.pricePopSeen,
    closedRooms: c.closedRooms,
    toast: c.toast,
    receipt: c.receipt,
    ending: c.ending,
    orphanLaunch: c.orphanLaunch,
  }
  const prev = c.phase
  Object.assign(c, castDraft(initialCalls), keep)
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
}

/**
 * Ends the current call for `reason`: the receipt (when answered), the toast, the ending for react
 * (`local` false: the other side or the gateway ended it, nothing to tell), and the closed room.
 */
export const close = (c: D, e: AppEvent, reason: CallEndReason, local: boolean, key: CallToastKey | null): void => {
  if (c.role === null) return reset(c, e)
  const answered = c.answeredAt !== null
  // m§4: under 1 minute rounds up; the 101 updates tell how many minutes the gateway really billed.
  const elapsed = answered ? Math.max(1, Math.ceil((e.at - c.answeredAt!) / CALL_MINUTE_MS)) : 0
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
  c.ending = {
    by: e.seq, roomNum: c.roomNum, role: c.role, peerId: c.peerId, reason, notify, answered,
    joined: c.phase === "joining" || c.phase === "live", pricePerMinute: c.pricePerMinute,
    videoSeconds: c.joinedAt === null ? 0 : Math.max(0, Math.round((e.at - c.joinedAt) / 1000)), coinsSpent,
  }
  markClosed(c, c.roomNum)
  toast(c, e, key)
  reset(c, e)
}

const missingOf = (e: { camera: boolean; microphone: boolean; speakers: string }): CallDevice[] => [
  ...(e.camera ? [] : ["camera" as const]),
  ...(e.microphone ? [] : ["microphone" as const]),
  ...(e.speakers === "absent" ? ["speakers" as const] : []),
]

const pendingIs = (c: D, e: { requestId: number; name: string }, name: string): boolean =>
  c.pending !== null && c.pending.requestId === e.requestId && c.pending.name === name && e.name === name

const step = (c: D, e: AppEvent, s: CallState["step"]): void => {
  c.step = s
  c.stepBy = e.seq
}

const launchFailedToast = (code: number): CallToastKey =>
  code === CallCode.calleeOffline || code === CallCode.calleeBusy ? "noAnswer" : code === CallCode.needFriend ? "needFriend" : "tryAgain"

/**
 * The calls recipe: runs after the session (a call ends, with nothing to tell, when the session does)
 * and before presence, which derives busy from the phase.
 */
export const evolveCalls = (d: Draft<AppState>, e: AppEvent): void => {
  const c = d.calls
  if (c.ending !== null) c.ending = null
  if (e._tag === "AppStarted") {
    d.calls = castDraft({ ...initialCalls, explainerSeen: e.stored[EXPLAINER_KEY] === "1", pricePopSeen: e.stored[PRICE_POP_KEY] === "1" })
    return
  }
  if (c.phase !== "idle" && !isSignedIn(d.session)) return close(c, e, "failed", false, null)
  switch (e._tag) {
    case "CallPlacementStarted":
      if (c.phase !== "idle") return
      c.receipt = null
      c.toast = null
      c.devicePopup = null
      c.peerId = e.calleeId
      c.location = e.location
      c.role = "caller"
      go(c, e, "checking")
      step(c, e, c.explainerSeen ? "devices" : "explainer")
      return
    case "CallExplainerAccepted":
      if (c.phase === "checking" && c.step === "explainer") {
        c.explainerSeen = true
        step(c, e, "devices")
      }
      return
    case "DevicesChecked": {
      if (c.phase !== "checking" || c.step !== "devices") return
      const missing = missingOf(e)
      if (missing.length > 0 || e.permission === "denied") {
        reset(c, e)
        c.devicePopup = { missing, denied: e.permission === "denied" }
        return
      }
      step(c, e, "price")
      c.pending = { requestId: e.seq, name: "callPrecheck" }
      return
    }
    case "CallPriceConfirmed":
      if (c.phase !== "confirming") return
      go(c, e, "launching")
      c.pending = { requestId: e.seq, name: "callLaunch" }
      return
    case "CallPlacementCancelled":
      if (c.phase === "launching" && c.pending) c.orphanLaunch = c.pending.requestId
      if (c.phase === "checking" || c.phase === "confirming" || c.phase === "insufficient" || c.phase === "launching") reset(c, e)
      c.devicePopup = null
      return
    case "GatewayAnswered":
      return answered(d, e)
    case "GatewayFailed":
      if (pendingIs(c, e, "callPrecheck")) {
        toast(c, e, "tryAgain")
        reset(c, e)
      } else if (pendingIs(c, e, "callLaunch")) {
        if (e.code === CallCode.insufficientCoins) {
          c.pending = null
          go(c, e, "insufficient")
        } else {
          toast(c, e, launchFailedToast(e.code))
          reset(c, e)
        }
      } else if (pendingIs(c, e, "callAnswer")) {
        close(c, e, "failed", true, "tryAgain")
      } else if (e.name === "addFriend" && c.friendAddBy === e.requestId && c.friendAdd === "asking") {
        c.friendAdd = "none"
        c.friendAddBy = null
        toast(c, e, "friendAddFailed")
      }
      return
    case "CallActionReceived":
      return evolveCallAction(d, e)
    case "CallAccepted":
      if (c.phase !== "ringing" || c.role !== "callee" || e.roomNum !== c.roomNum) return
      // Billing starts when the gateway accepts the answer (answeredAt is set then).
      go(c, e, "joining")
      c.ringingSince = null
      c.pending = { requestId: e.seq, name: "callAnswer" }
      return
    case "CallEndedLocally":
      if (e.roomNum === "" || e.roomNum !== c.roomNum || (c.phase !== "ringing" && c.phase !== "joining" && c.phase !== "live")) return
      return close(c, e, e.reason, true, e.reason === "hungUp" ? "hungUpByYou" : e.reason === "refused" ? "cancelled" : null)
    default:
      return evolveMedia(d, e)
  }
}

/**
 * Answers to the call's pending requests (pre-check, launch, answer) and the bill of a hang-up; the
 * balances they carry are the member's own (session.coinBalance, never below 0).
 */
const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const c = d.calls
  const pre = answerOf(e, "callPrecheck")
  if (pre && pendingIs(c, e, "callPrecheck")) {
    c.pending = null
    c.remote = castDraft(pre.callee)
    c.pricePerMinute = Math.max(0, pre.pricePerMinute)
    const coins = Math.max(0, pre.coinBalance)
    d.session.coinBalance = coins
    // m§4: a female member (gender 1 in this reading, m§3) is checked against a fixed 80 coins.
    const check = d.session.user?.gender === 1 ? CALL_FEMALE_PRICE_CHECK : c.pricePerMinute
    c.step = null
    if (c.pricePerMinute > 0 && coins < check) go(c, e, "insufficient")
    else if (c.pricePerMinute === 0 || (c.location === CALL_PRICE_POP_ONCE_LOCATION && c.pricePopSeen)) {
      go(c, e, "launching")
      c.pending = { requestId: e.seq, name: "callLaunch" }
    } else {
      if (c.location === CALL_PRICE_POP_ONCE_LOCATION) c.pricePopSeen = true
      go(c, e, "confirming")
    }
    return
  }
  const room = answerOf(e, "callLaunch")
  if (room && c.orphanLaunch === e.requestId) {
    markClosed(c, room.roomNum)
    return
  }
  if (room && pendingIs(c, e, "callLaunch")) {
    c.pending = null
    c.roomNum = room.roomNum
    c.rtc = { appId: room.appId, token: room.token }
    c.pricePerMinute = Math.max(0, room.pricePerMinute)
    if (c.closedRooms.includes(room.roomNum)) return close(c, e, "noAnswer", false, "noAnswer")
    if (c.earlyAnswer === room.roomNum) {
      // The answer (3) overtook the launch answer: straight to joining.
      go(c, e, "joining")
      c.answeredAt = e.at
      c.joinBy = e.seq
    } else {
      go(c, e, "ringing")
      c.ringingSince = e.at
      c.ringMs = CALL_RING_MS
    }
    c.earlyAnswer = null
    return
  }
  const ans = answerOf(e, "callAnswer")
  if (ans && pendingIs(c, e, "callAnswer") && ans.roomNum === c.roomNum) {
    c.pending = null
    c.rtc = { appId: ans.appId, token: ans.token }
    c.answeredAt = e.at
    c.joinBy = e.seq
    return
  }
  const friend = answerOf(e, "addFriend")
  if (friend && c.friendAddBy === e.requestId && c.friendAdd === "asking") {
    c.friendAdd = friend.times >= 2 ? "friends" : "requested"
    c.friendAddBy = null
    return
  }
  const bill = answerOf(e, "callHangup")
  if (bill && c.receipt && c.receipt.roomNum === bill.roomNum && c.receipt.role === "caller" && !c.receipt.confirmed) {
    c.receipt = { ...c.receipt, minutes: bill.minutes, coinsSpent: bill.coinsSpent, confirmed: true }
    d.session.coinBalance = Math.max(0, bill.coinBalance)
  }
}

const inRoom = (c: D, roomNum: string): boolean => roomNum !== "" && roomNum === c.roomNum && (c.phase === "joining" || c.phase === "live")

/** Media reports, timers, toggles and the recharge countdown. */
const evolveMedia = (d: Draft<AppState>, e: AppEvent): void => {
  const c = d.calls
  switch (e._tag) {
    case "RtcJoined":
      if (c.phase === "joining" && e.roomNum === c.roomNum) {
        go(c, e, "live")
        c.joinedAt = e.at
      }
      return
    case "RtcJoinFailed":
      if (inRoom(c, e.roomNum)) close(c, e, "failed", true, "tryAgain")
      return
    case "RemoteFirstFrame":
      if (inRoom(c, e.roomNum) && !c.firstFrame) {
        c.firstFrame = true
        c.firstFrameBy = e.seq
      }
      return
    case "RemoteLeft":
      if (inRoom(c, e.roomNum) && c.remoteLeftAt === null) {
        c.remoteLeftAt = e.at
        c.remoteLeftBy = e.seq
      }
      return
    case "RemoteJoined":
      if (inRoom(c, e.roomNum) && c.remoteLeftAt !== null) {
        c.remoteLeftAt = null
        c.remoteLeftBy = e.seq
      }
      return
    case "RtcQualityChanged":
      if (inRoom(c, e.roomNum)) c.quality = e.quality
      return
    case "TimerElapsed":
      return timer(c, e)
    case "CallHangUpAsked":
      if (c.phase === "joining" || c.phase === "live") c.hangUpConfirm = true
      return
    case "CallHangUpDismissed":
      c.hangUpConfirm = false
      return
    case "CallMicToggled":
      if (c.phase === "joining" || c.phase === "live") c.micMuted = e.muted
      return
    case "CallRemoteAudioToggled":
      if (c.phase === "joining" || c.phase === "live") c.remoteMuted = e.muted
      return
    case "CallVideoSwapped":
      if (c.phase === "joining" || c.phase === "live") c.swapped = !c.swapped
      return
    case "MediaDeviceLost":
      if (c.phase === "joining" || c.phase === "live") c.deviceNotice = e.kind === "camera" ? "cameraLost" : "microphoneLost"
      return
    case "MediaDevicesChanged": {
      if (c.phase !== "joining" && c.phase !== "live") return
      const before = c.deviceCounts
      c.deviceCounts = { cameras: e.cameras, microphones: e.microphones, speakers: e.speakers }
      // A lost device stays the news until it is dealt with; a new one is worth telling otherwise.
      if (before === null || c.deviceNotice === "cameraLost" || c.deviceNotice === "microphoneLost") return
      if (e.cameras > before.cameras) c.deviceNotice = "cameraAdded"
      else if (e.microphones > before.microphones) c.deviceNotice = "microphoneAdded"
      return
    }
    case "CallDeviceSwitched":
    case "CallDeviceNoticeDismissed":
      c.deviceNotice = null
      return
    case "CallFriendAddRequested":
      if ((c.phase === "joining" || c.phase === "live") && e.peerId === c.peerId && c.friendAdd === "none") {
        c.friendAdd = "asking"
        c.friendAddBy = e.seq
      }
      return
    case "CallReceiptClosed":
      c.receipt = null
      return
    case "CallToastDismissed":
      c.toast = null
      return
    case "PaymentSucceeded":
      if (c.recharge !== null) {
        c.recharge = null
        c.rechargeBy = e.seq
      }
      c.enough = true
      return
    case "LogoutRequested":
      if (c.phase === "ringing" || c.phase === "joining" || c.phase === "live") close(c, e, c.role === "caller" && c.phase === "ringing" ? "cancelled" : "hungUp", true, null)
      else reset(c, e)
      c.devicePopup = null
      return
  }
}

const timer = (c: D, e: Extract<AppEvent, { _tag: "TimerElapsed" }>): void => {
  const r = c.roomNum
  if (r === "") return
  if (e.key === callTimer("ring", r) && c.phase === "ringing") return close(c, e, "noAnswer", true, c.role === "caller" ? "noAnswer" : null)
  if (e.key === callTimer("firstFrame", r) && c.phase === "live" && !c.firstFrame) return close(c, e, "noVideo", true, "noVideo")
  if (e.key === callTimer("remoteLeft", r) && c.remoteLeftAt !== null && (c.phase === "live" || c.phase === "joining")) return close(c, e, "remoteLeft", true, "remoteLeft")
  if (e.key === callTimer("tips", r) && c.phase === "live") c.tipsShown = true
  if (e.key === callTimer("recharge", r) && c.recharge !== null) {
    c.recharge = c.recharge.stage === 1 ? { stage: 2, endsAt: e.at + CALL_RECHARGE_SECOND_MS } : null
    c.rechargeBy = e.seq
  }
}

/** Starts the recharge countdown (m§4: 58 s, then 30 s) unless it runs. */
export const startRecharge = (c: D, e: AppEvent): void => {
  if (c.recharge !== null) return
  c.recharge = { stage: 1, endsAt: e.at + CALL_RECHARGE_FIRST_MS }
  c.rechargeBy = e.seq
}
