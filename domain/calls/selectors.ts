// Reads of the call slice for the call popups (m§2): the phase, the other member, price and balance,
// the minutes the balance still pays for, the timers' starts, the device popup, toasts and the receipt.
import type { AppState } from "../app/types"
import { Relation } from "../constants"
import { relationOf } from "../friends/rules"
import { type CallChatLine, type CallState, isVideoPhase } from "./state"

/** The whole call slice. */
export const selectCall = (s: AppState): CallState => s.calls
/** The phase (idle, checking, confirming, insufficient, launching, ringing, joining, live). */
export const selectCallPhase = (s: AppState) => s.calls.phase
/** Which placement step runs while checking ("explainer" shows the permission explainer). */
export const selectCallStep = (s: AppState) => s.calls.step
export const selectCallRole = (s: AppState) => s.calls.role
/** The other member (name, photo, age, country, interests), or null. */
export const selectCallRemote = (s: AppState) => s.calls.remote
/** Coins per minute; shown to the caller only (m§2). */
export const selectCallPrice = (s: AppState): number => s.calls.pricePerMinute
/** The member's balance as the call shows it (pre-check, 101 updates and bills update it), never negative; null unknown. */
export const selectCallCoins = (s: AppState): number | null => {
  const c = s.session.coinBalance
  return c === null ? null : Math.max(0, c)
}
/**
 * m§4 "about N minutes left": whole minutes the balance still pays at the call's price; null for a
 * free call, the callee, or an unknown balance.
 */
export const selectMinutesLeft = (s: AppState): number | null => {
  const coins = selectCallCoins(s)
  const price = s.calls.pricePerMinute
  if (coins === null || price <= 0 || s.calls.role !== "caller") return null
  return Math.floor(coins / price)
}
/** Start of the mm:ss timer (media joined), epoch ms, or null. */
export const selectCallTimerStart = (s: AppState): number | null => s.calls.joinedAt
/** mm:ss of a call timer at `now` (views pass their clock). */
export const formatCallTimer = (start: number, now: number): string => {
  const secs = Math.max(0, Math.floor((now - start) / 1000))
  const mm = Math.floor(secs / 60)
  return `${String(mm).padStart(2, "0")}:${String(secs % 60).padStart(2, "0")}`
}
/** The recharge notice (stage 1: 58 s, stage 2: 30 s; endsAt epoch ms), or null. */
export const selectCallRecharge = (s: AppState) => s.calls.recharge
/** Missing devices to name in the access popup (and whether the browser denied access), or null. */
export const selectDevicePopup = (s: AppState) => s.calls.devicePopup
export const selectCallMedia = (s: AppState) => ({ micMuted: s.calls.micMuted, remoteMuted: s.calls.remoteMuted, swapped: s.calls.swapped, quality: s.calls.quality })
/** Remote video arrived; the remote member left at (epoch ms) or null. */
export const selectRemoteVideo = (s: AppState) => ({ firstFrame: s.calls.firstFrame, leftAt: s.calls.remoteLeftAt })
/** The device-change notice of the video popup (lost: the picker opens), or null. */
export const selectDeviceNotice = (s: AppState) => s.calls.deviceNotice
export const selectHangUpConfirm = (s: AppState): boolean => s.calls.hangUpConfirm
/**
 * The call's Add friend control (m§2 video popup): the call's own request ("asking", "requested",
 * "friends" as answered), else what the member already knows of the other side: a friend shows
 * "friends", a request of the member's out "requested", anyone else "none" (Add friend).
 */
export const selectCallFriendAdd = (s: AppState): CallState["friendAdd"] => {
  if (s.calls.friendAdd !== "none") return s.calls.friendAdd
  const relation = relationOf(s, s.calls.peerId)
  return relation === Relation.friends ? "friends" : relation === Relation.requested ? "requested" : "none"
}
/** The face-show and web-tips messages are due in the call chat (3 s after the video opened). */
export const selectCallTipsShown = (s: AppState): boolean => s.calls.tipsShown
export const selectCallToast = (s: AppState) => s.calls.toast
export const selectCallReceipt = (s: AppState) => s.calls.receipt
/** The ringing popup is on show (either role). */
export const selectRinging = (s: AppState): boolean => s.calls.phase === "ringing"
/** The video popup is on show (answered: joining or live). */
export const selectVideoOpen = (s: AppState): boolean => isVideoPhase(s.calls.phase)

const NO_LINES: ReadonlyArray<CallChatLine> = []

/** m§4 the call's chat, oldest first (in-video texts since the video opened; sending, sent or failed own lines); empty outside a video. */
export const selectCallChat = (s: AppState): ReadonlyArray<CallChatLine> => s.calls.chat ?? NO_LINES

/** m§4 the in-call chat: how many messages the call's peer has sent in it (since the video opened); 0 outside a video. */
export const selectCallPeerMessages = (s: AppState): number => {
  let n = 0
  for (const l of selectCallChat(s)) if (!l.mine) n += 1
  return n
}
