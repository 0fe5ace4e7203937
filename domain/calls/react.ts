// Call commands (m§4 lifecycle): each is issued once, by the event whose seq the slice noted — phase
// transitions (ring timer and stored room on ringing, media join, first-frame and tips timers on
// live), placement steps (device check, pre-check, launch), the ending (timers cancelled, media
// left, the gateway told, stored room forgotten, statistics), toggles and the recharge countdown.
import { call, onLeave } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { ADD_WAY_CALL, CALL_FIRST_FRAME_MS, CALL_REMOTE_LEFT_MS, CALL_TIPS_MS } from "../constants"
import { ROLE_KEY, ROOM_KEY } from "../presence/state"
import { HANGUP_NO_COINS } from "./actions"
import { reactCallChat } from "./chat"
import { type CallEnding, callTimer, EXPLAINER_KEY, isVideoPhase, PRICE_POP_KEY } from "./state"

const TIMERS = ["ring", "firstFrame", "remoteLeft", "tips", "recharge"] as const

/** SendOnLeave key of the call's ending: what the gateway is told if the member closes the page. */
export const CALL_LEAVE_KEY = "call"

const ended = (s: AppState, e: AppEvent, x: CallEnding): Cmd[] => {
  const cmds: Cmd[] = TIMERS.map((k) => ({ _tag: "CancelTimer", key: callTimer(k, x.roomNum) }))
  cmds.push(onLeave(s, CALL_LEAVE_KEY, null))
  if (x.joined) cmds.push({ _tag: "LeaveRtc", roomNum: x.roomNum })
  if (x.notify === "callHangup") cmds.push(call(s, e.seq, "callHangup", { roomNum: x.roomNum, hangupReason: x.reason === "noCoins" ? HANGUP_NO_COINS : 1 }))
  else if (x.notify !== null) cmds.push(call(s, e.seq, x.notify, { roomNum: x.roomNum }))
  cmds.push({ _tag: "Forget", keys: [ROOM_KEY, ROLE_KEY] })
  // The caller's balance after a call the other side (or the gateway) ended: no bill answer comes.
  if (x.answered && x.role === "caller" && x.notify !== "callHangup") cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
  if (x.answered) {
    cmds.push(call(s, e.seq, "callNotifyEnd", { roomNum: x.roomNum }))
    cmds.push(
      call(s, e.seq, "callStats", {
        matchId: x.roomNum,
        matchUserId: Number(x.peerId) || 0,
        roomId: x.roomNum,
        gold: x.coinsSpent,
        feeType: 1,
        isPay: x.pricePerMinute > 0 && x.role === "caller" ? 1 : 0,
        videoTime: x.videoSeconds,
        requestType: x.role === "caller" ? 1 : 2,
      }),
    )
  }
  return cmds
}

/** Commands for call events. */
export const reactCalls = (s: AppState, e: AppEvent): Cmd[] => {
  const c = s.calls
  const cmds: Cmd[] = reactCallChat(s, e)
  if (c.ending?.by === e.seq) cmds.push(...ended(s, e, c.ending))
  if (c.phaseBy === e.seq) {
    // Closing the page ends the call as the member's own hang-up would (m§4), told to the gateway by a
    // request made ahead: the caller's ringing is cancelled; a callee's ringing is left to ring (another
    // device of the member may answer it); an answered call is hung up.
    if (c.phase === "ringing" && c.role === "caller") cmds.push(onLeave(s, CALL_LEAVE_KEY, "callCancel", { roomNum: c.roomNum }))
    if (isVideoPhase(c.phase)) cmds.push(onLeave(s, CALL_LEAVE_KEY, "callHangup", { roomNum: c.roomNum, hangupReason: 1 }))
    if (c.phase === "ringing") {
      cmds.push({ _tag: "StartTimer", key: callTimer("ring", c.roomNum), ms: c.ringMs })
      cmds.push({ _tag: "Persist", key: ROOM_KEY, value: c.roomNum }, { _tag: "Persist", key: ROLE_KEY, value: c.role ?? "" })
      cmds.push({ _tag: "PrepareRtc" })
    }
    if (c.phase === "joining") {
      // m§4: 3 s after the video opens, the face-show and web-tips messages.
      cmds.push({ _tag: "StartTimer", key: callTimer("tips", c.roomNum), ms: CALL_TIPS_MS })
      if (c.prevPhase === "ringing") cmds.push({ _tag: "CancelTimer", key: callTimer("ring", c.roomNum) })
      else cmds.push({ _tag: "Persist", key: ROOM_KEY, value: c.roomNum }, { _tag: "Persist", key: ROLE_KEY, value: c.role ?? "" })
      if (c.role === "callee" && c.pending?.name === "callAnswer") cmds.push(call(s, c.pending.requestId, "callAnswer", { roomNum: c.roomNum }))
    }
    if (c.phase === "live") {
      if (!c.firstFrame) cmds.push({ _tag: "StartTimer", key: callTimer("firstFrame", c.roomNum), ms: CALL_FIRST_FRAME_MS })
      cmds.push(call(s, e.seq, "callNotifyJoin", { roomNum: c.roomNum }))
    }
    if (c.phase === "confirming" && c.location === 11 && c.pricePopSeen) cmds.push({ _tag: "Persist", key: PRICE_POP_KEY, value: "1" })
    if (c.phase === "launching" && c.pending?.name === "callLaunch") {
      cmds.push(call(s, c.pending.requestId, "callLaunch", { calleeUserId: Number(c.peerId), callLocation: c.location }))
    }
  }
  if (c.stepBy === e.seq && c.phase === "checking") {
    if (c.step === "devices") {
      if (e._tag === "CallExplainerAccepted") cmds.push({ _tag: "Persist", key: EXPLAINER_KEY, value: "1" })
      cmds.push({ _tag: "CheckDevices" })
    }
    if (c.step === "price" && c.pending?.name === "callPrecheck") {
      cmds.push(call(s, c.pending.requestId, "callPrecheck", { calleeUserId: Number(c.peerId), callLocation: c.location }))
    }
  }
  if (c.joinBy === e.seq && c.rtc !== null && c.role !== null) {
    cmds.push({ _tag: "JoinRtc", roomNum: c.roomNum, appId: c.rtc.appId, token: c.rtc.token, uid: s.session.userId, role: c.role, peerUserId: c.peerId })
  }
  if (c.firstFrameBy === e.seq) {
    cmds.push({ _tag: "CancelTimer", key: callTimer("firstFrame", c.roomNum) })
    cmds.push(call(s, e.seq, "callNotifyStart", { roomNum: c.roomNum }))
  }
  // m§4: the remote gone for 20 s hangs up; back in time, the timer stops.
  if (c.remoteLeftBy === e.seq) {
    const key = callTimer("remoteLeft", c.roomNum)
    cmds.push(c.remoteLeftAt !== null ? { _tag: "StartTimer", key, ms: CALL_REMOTE_LEFT_MS } : { _tag: "CancelTimer", key })
  }
  if (c.rechargeBy === e.seq) {
    const key = callTimer("recharge", c.roomNum)
    cmds.push(c.recharge === null ? { _tag: "CancelTimer", key } : { _tag: "StartTimer", key, ms: Math.max(0, c.recharge.endsAt - e.at) })
  }
  switch (e._tag) {
    case "GatewayAnswered": {
      // A launch abandoned while out: cancel its room now that it has a number.
      const room = e.name === "callLaunch" && c.orphanLaunch === e.requestId ? (e.data as { roomNum?: unknown }).roomNum : undefined
      if (typeof room === "string") cmds.push(call(s, e.seq, "callCancel", { roomNum: room }))
      break
    }
    case "CallActionReceived": {
      // m§4 3 "unless cancelled locally": the callee answered a room this caller already closed — end it
      // at the gateway too, so it is not billed (a duplicate 3 of an ended room only gets the stored bill).
      const a = e.action
      if (a.callAction === 3 && a.callerUserId === s.session.userId && c.closedRooms.includes(a.roomNum)) {
        cmds.push(call(s, e.seq, "callHangup", { roomNum: a.roomNum, hangupReason: 1 }))
      }
      break
    }
    case "CallMicToggled":
      if (c.micMuted === e.muted && (c.phase === "live" || c.phase === "joining")) cmds.push({ _tag: "SetMicMuted", muted: e.muted })
      break
    case "CallRemoteAudioToggled":
      if (c.remoteMuted === e.muted && (c.phase === "live" || c.phase === "joining")) cmds.push({ _tag: "SetRemoteVolume", volume: e.muted ? 0 : 100 })
      break
    case "CallFriendAddRequested":
      // m§4: added during a call, addWay 101.
      if (c.friendAddBy === e.seq) cmds.push(call(s, e.seq, "addFriend", { addWay: ADD_WAY_CALL, friendUserId: Number(c.peerId) || 0, addReally: 1 }))
      break
    case "CallDeviceSwitched":
      if (c.phase === "live" || c.phase === "joining") cmds.push({ _tag: "SwitchMediaDevice", kind: e.kind, deviceId: e.deviceId })
      break
  }
  return cmds
}
