// Video-phase recipe of the call slice (m§4 lifecycle, m§5 devices): media reports (join, remote
// first frame, remote left/back, quality, device lost/added), the call's timers (ring, first frame,
// remote left, tips, recharge), toggles, payment success and logout. Reports for another room change nothing.
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { CALL_RECHARGE_SECOND_MS } from "../constants"
import { callTimer, isBusyPhase, isVideoPhase } from "./state"
import { close, type D, go, reset } from "./transitions"

const inRoom = (c: D, roomNum: string): boolean => roomNum !== "" && roomNum === c.roomNum && isVideoPhase(c.phase)

/** Media reports, timers, toggles and the recharge countdown. */
export const evolveVideo = (d: Draft<AppState>, e: AppEvent): void => {
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
      if (isVideoPhase(c.phase)) c.hangUpConfirm = true
      return
    case "CallHangUpDismissed":
      c.hangUpConfirm = false
      return
    case "CallMicToggled":
      if (isVideoPhase(c.phase)) c.micMuted = e.muted
      return
    case "CallRemoteAudioToggled":
      if (isVideoPhase(c.phase)) c.remoteMuted = e.muted
      return
    case "CallVideoSwapped":
      if (isVideoPhase(c.phase)) c.swapped = !c.swapped
      return
    case "MediaDeviceLost":
      if (isVideoPhase(c.phase)) c.deviceNotice = e.kind === "camera" ? "cameraLost" : "microphoneLost"
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
      if (isVideoPhase(c.phase) && e.peerId === c.peerId && c.friendAdd === "none") {
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
      if (isBusyPhase(c.phase)) close(c, e, c.role === "caller" && c.phase === "ringing" ? "cancelled" : "hungUp", true, null)
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
  if (e.key === callTimer("tips", r) && isVideoPhase(c.phase)) c.tipsShown = true
  if (e.key === callTimer("recharge", r) && c.recharge !== null) {
    c.recharge = c.recharge.stage === 1 ? { stage: 2, endsAt: e.at + CALL_RECHARGE_SECOND_MS } : null
    c.rechargeBy = e.seq
  }
}
