// Call reducer (m§4): placement (explainer, devices, price, launch), ringing, answers of the call's
// requests. Call actions received are in ./actions.ts, the video phase in ./video.ts, the call's chat
// (in-video text, m§4/m§7 type 4) in ./chat.ts, the shared
// transitions (close...) in ./transitions.ts. Total: events for another room, another phase or an
// unknown request change nothing.
import { castDraft, type Draft } from "immer"
import { answerOf } from "../core/answers"
import { isSignedIn } from "../session/state"
import type { AppEvent, AppState } from "../app/types"
import {
  CALL_FEMALE_PRICE_CHECK,
  CALL_PRICE_POP_ONCE_LOCATION,
  CALL_RING_MS,
  CallCode,
  FriendCode,
} from "../constants"
import { evolveCallAction } from "./actions"
import { evolveCallChat } from "./chat"
import { type CallDevice, type CallState, type CallToastKey } from "./state"
import { close, type D, go, markClosed, openVideo, reset, toast } from "./transitions"
import { evolveVideo } from "./video"

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
  code === CallCode.calleeOffline || code === CallCode.calleeBusy
    ? "noAnswer"
    : code === CallCode.needFriend
      ? "needFriend"
      : code === CallCode.blocked
        ? "blocked"
        : "tryAgain"

/**
 * The calls recipe: runs after the session (a call ends, with nothing to tell, when the session does)
 * and before presence, which derives busy from the phase.
 */
export const evolveCalls = (d: Draft<AppState>, e: AppEvent): void => {
  const c = d.calls
  if (c.ending !== null) c.ending = null
  // AppStarted's fresh slice is the startup part's (./start.ts, folded right before this recipe).
  if (e._tag === "AppStarted") return
  if (c.phase !== "idle" && !isSignedIn(d.session)) return close(c, e, "failed", false, null)
  evolveCallChat(d, e)
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
        // m§8 20001: the shop (evolved after calls) opens the call's recharge sheet for this toast.
        toast(c, e, e.code === FriendCode.notEnoughGold ? "friendAddNoGold" : "friendAddFailed")
      }
      return
    case "CallActionReceived":
      return evolveCallAction(d, e)
    case "CallAccepted":
      if (c.phase !== "ringing" || c.role !== "callee" || e.roomNum !== c.roomNum) return
      // Billing starts when the gateway accepts the answer (answeredAt is set then).
      openVideo(d, e)
      c.ringingSince = null
      c.pending = { requestId: e.seq, name: "callAnswer" }
      return
    case "CallEndedLocally":
      if (e.roomNum === "" || e.roomNum !== c.roomNum || (c.phase !== "ringing" && c.phase !== "joining" && c.phase !== "live")) return
      return close(c, e, e.reason, true, e.reason === "hungUp" ? "hungUpByYou" : e.reason === "refused" ? "cancelled" : null)
    default:
      return evolveVideo(d, e)
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
      openVideo(d, e)
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
    // a§3 relation after the add: 2 friends (the other had asked too), else the request is out.
    c.friendAdd = friend.relation === 2 ? "friends" : "requested"
    c.friendAddBy = null
    // The control's new name is not announced by itself: the outcome is also told as a toast.
    toast(c, e, friend.relation === 2 ? "friendAdded" : "friendRequested")
    return
  }
  const bill = answerOf(e, "callHangup")
  if (bill && c.receipt && c.receipt.roomNum === bill.roomNum && c.receipt.role === "caller" && !c.receipt.confirmed) {
    c.receipt = { ...c.receipt, minutes: bill.minutes, coinsSpent: bill.coinsSpent, confirmed: true }
    d.session.coinBalance = Math.max(0, bill.coinBalance)
  }
}
