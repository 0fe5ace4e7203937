// Call lifecycle (m§4): join starts the mm:ss timer and the 30 s first-frame timer, the remote gone
// 20 s hangs up, tips after 3 s, mute as volume 0/100, device switches, presence 1 while ringing or in
// a call and 2 after, hang-up with statistics, logout and session end, abnormal call recovery.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import type { Draft } from "immer"
import type { AppEvent } from "../../domain/app/types"
import { FriendCode } from "../../domain/constants"
import { callTimer, type CallState, initialCalls } from "../../domain/calls/state"
import { reset } from "../../domain/calls/transitions"
import { selectCallFriendAdd, selectCallTimerStart, selectVideoOpen } from "../../domain/calls/selectors"
import { HTTP_401 } from "../support/harness"
import { acceptAsCallee, action, emit, goLive, invite, ME, member, PEER, ringAsCaller, ROOM, timerKeys } from "../support/callFlows"

const SEEN = { callPermissionSeen: "1" }
/** The callee in a joined call (answer answered, media asked to join). */
const joining = () => {
  const h = member()
  invite(h)
  acceptAsCallee(h)
  return h
}

describe("Given an answered call whose media joins (m§4 lifecycle)", () => {
  it("when the media joins, then the timer starts, the gateway is told, and the first-frame timer (30 s) runs", () => {
    const h = joining()
    expect(selectVideoOpen(h.state())).toBe(true)
    expect(selectCallTimerStart(h.state())).toBeNull()
    const from = h.mark()
    emit(h, { _tag: "RtcJoined", roomNum: ROOM })
    expect(selectCallTimerStart(h.state())).toBe(h.now())
    expect(h.since(from)).toEqual(
      expect.arrayContaining([
        { _tag: "StartTimer", key: callTimer("firstFrame", ROOM), ms: 30_000 },
        expect.objectContaining({ _tag: "CallGateway", name: "callNotifyJoin", params: { roomNum: ROOM } }),
      ]),
    )
  })

  it("when the video opens, then the face-show and web-tips messages are due 3 s later (m§4: from the opening, not from the media's join)", () => {
    const h = member()
    invite(h)
    const from = h.mark()
    acceptAsCallee(h)
    expect(selectVideoOpen(h.state())).toBe(true)
    expect(h.since(from)).toContainEqual({ _tag: "StartTimer", key: callTimer("tips", ROOM), ms: 3_000 })
    h.advance(2_999)
    expect(h.state().calls.tipsShown).toBe(false)
    h.advance(1)
    expect(h.state().calls.tipsShown).toBe(true)
  })

  it("when no remote frame arrives in 30 s, then the call hangs up (no video), leaves the media and tells the gateway", () => {
    const h = joining()
    emit(h, { _tag: "RtcJoined", roomNum: ROOM })
    h.advance(29_999)
    expect(h.state().calls.phase).toBe("live")
    const from = h.mark()
    h.advance(1)
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast?.key).toBe("noVideo")
    expect(h.since(from)).toContainEqual({ _tag: "LeaveRtc", roomNum: ROOM })
    expect(h.lastCall("callHangup")?.params).toEqual({ roomNum: ROOM, hangupReason: 1 })
  })

  it("when the first frame arrives (even twice), then the 30 s timer stops and the start is notified once", () => {
    const h = joining()
    goLive(h)
    emit(h, { _tag: "RemoteFirstFrame", roomNum: ROOM })
    expect(timerKeys(h)).not.toContain(callTimer("firstFrame", ROOM))
    expect(h.calls().filter((c) => c.name === "callNotifyStart")).toHaveLength(1)
    h.advance(60_000)
    expect(h.state().calls.phase).toBe("live")
  })

  it("when the first frame comes before the join report, then no 30 s hang-up follows", () => {
    const h = joining()
    emit(h, { _tag: "RemoteFirstFrame", roomNum: ROOM })
    emit(h, { _tag: "RtcJoined", roomNum: ROOM })
    expect(timerKeys(h)).not.toContain(callTimer("firstFrame", ROOM))
    h.advance(45_000)
    expect(h.state().calls.phase).toBe("live")
    expect(h.calls().filter((c) => c.name === "callNotifyStart")).toHaveLength(1)
  })

  it("when the remote leaves, then after 20 s the call hangs up; coming back in time keeps it", () => {
    const back = joining()
    goLive(back)
    emit(back, { _tag: "RemoteLeft", roomNum: ROOM, reason: "failed" })
    emit(back, { _tag: "RemoteLeft", roomNum: ROOM, reason: "closed" })
    expect(timerKeys(back)).toContain(callTimer("remoteLeft", ROOM))
    back.advance(19_000)
    emit(back, { _tag: "RemoteJoined", roomNum: ROOM })
    expect(timerKeys(back)).not.toContain(callTimer("remoteLeft", ROOM))
    back.advance(30_000)
    expect(back.state().calls.phase).toBe("live")

    const gone = joining()
    goLive(gone)
    emit(gone, { _tag: "RemoteLeft", roomNum: ROOM, reason: "bye" })
    gone.advance(19_999)
    expect(gone.state().calls.phase).toBe("live")
    gone.advance(1)
    expect(gone.state().calls.phase).toBe("idle")
    expect(gone.state().calls.toast?.key).toBe("remoteLeft")
  })

  it("when the member mutes the microphone and the remote, then the media gets muted and volume 0, then 100 again", () => {
    const h = joining()
    goLive(h)
    const from = h.mark()
    h.dispatch(I.ToggleMic())
    h.dispatch(I.ToggleRemoteAudio())
    h.dispatch(I.ToggleRemoteAudio())
    expect(h.since(from)).toEqual([
      { _tag: "SetMicMuted", muted: true },
      { _tag: "SetRemoteVolume", volume: 0 },
      { _tag: "SetRemoteVolume", volume: 100 },
    ])
    expect(h.state().calls).toMatchObject({ micMuted: true, remoteMuted: false })
  })

  it("when the camera in use stops, then the notice asks for another; picking one switches the media and clears it", () => {
    const h = joining()
    goLive(h)
    emit(h, { _tag: "MediaDeviceLost", kind: "camera" })
    expect(h.state().calls.deviceNotice).toBe("cameraLost")
    const from = h.mark()
    h.dispatch(I.SwitchMediaDevice({ kind: "camera", deviceId: "usb-cam" }))
    expect(h.since(from)).toEqual([{ _tag: "SwitchMediaDevice", kind: "camera", deviceId: "usb-cam" }])
    expect(h.state().calls.deviceNotice).toBeNull()
  })

  it("when a microphone is plugged in during the call, then the member is told; the notice can be closed", () => {
    const h = joining()
    goLive(h)
    emit(h, { _tag: "MediaDevicesChanged", cameras: 1, microphones: 1, speakers: 1 })
    expect(h.state().calls.deviceNotice).toBeNull()
    emit(h, { _tag: "MediaDevicesChanged", cameras: 1, microphones: 2, speakers: 1 })
    expect(h.state().calls.deviceNotice).toBe("microphoneAdded")
    h.dispatch(I.DismissDeviceNotice())
    expect(h.state().calls.deviceNotice).toBeNull()
    // Outside a call device reports change nothing.
    const idle = member()
    emit(idle, { _tag: "MediaDeviceLost", kind: "microphone" })
    expect(idle.state().calls.deviceNotice).toBeNull()
  })

  it("when another camera is picked, then the media switches to it; nothing outside a call", () => {
    const h = joining()
    goLive(h)
    const from = h.mark()
    h.dispatch(I.SwitchMediaDevice({ kind: "camera", deviceId: "cam-2" }))
    expect(h.since(from)).toEqual([{ _tag: "SwitchMediaDevice", kind: "camera", deviceId: "cam-2" }])
    const idle = member()
    const mark = idle.mark()
    idle.dispatch(I.SwitchMediaDevice({ kind: "microphone", deviceId: "mic-2" }))
    expect(idle.since(mark)).toEqual([])
  })
})

describe("Given a call in video, adding the other as a friend (m§4: addWay 101; requested, or accepted when the other had asked)", () => {
  it("when the member asks, then addFriend goes out once with addWay 101; relation 1 shows requested, 2 friends", () => {
    const h = joining()
    goLive(h)
    h.dispatch(I.AddFriendInCall())
    h.dispatch(I.AddFriendInCall())
    expect(h.calls().filter((c) => c.name === "addFriend").map((c) => c.params)).toEqual([{ addWay: 101, friendUserId: Number(PEER), addReally: 1 }])
    expect(h.state().calls.friendAdd).toBe("asking")
    h.answer("addFriend", { relation: 1 })
    expect(h.state().calls.friendAdd).toBe("requested")
    expect(h.state().calls.toast?.key).toBe("friendRequested")
    const other = joining()
    goLive(other)
    other.dispatch(I.AddFriendInCall())
    other.answer("addFriend", { relation: 2 })
    expect(other.state().calls.friendAdd).toBe("friends")
    expect(other.state().calls.toast?.key).toBe("friendAdded")
  })

  it("when the other is already the member's friend, then the control says so and Add friend sends nothing", () => {
    const h = joining()
    h.dispatch(I.LoadFriends())
    h.answer("friendList", { friends: [{ id: Number(PEER), name: "Mia", avatar: "", countryId: 356, starred: false, status: 2 }], page: 1, hasMore: false })
    goLive(h)
    expect(selectCallFriendAdd(h.state())).toBe("friends")
    h.dispatch(I.AddFriendInCall())
    expect(h.calls().filter((c) => c.name === "addFriend")).toEqual([])
  })

  it("when the request fails, then the member is told and may ask again", () => {
    const h = joining()
    goLive(h)
    h.dispatch(I.AddFriendInCall())
    h.fail("addFriend", { code: 500 })
    expect(h.state().calls.friendAdd).toBe("none")
    expect(h.state().calls.toast?.key).toBe("friendAddFailed")
    expect(h.state().shop.paying).toBeNull()
  })

  it("when the request is refused for want of coins (m§8 20001), then the member is told so and the call's recharge sheet opens, which closes with the call", () => {
    const h = joining()
    goLive(h)
    h.dispatch(I.AddFriendInCall())
    h.fail("addFriend", { code: FriendCode.notEnoughGold })
    expect(h.state().calls.friendAdd).toBe("none")
    expect(h.state().calls.toast?.key).toBe("friendAddNoGold")
    expect(h.state().shop.paying).toEqual({ packageId: null })
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().shop.paying).toBeNull()
  })
})

describe("Given presence (a§4: 1 while ringing or in a call, 2 after)", () => {
  it("when a call rings, joins, goes live and ends, then status 1 is uploaded once at ringing and 2 once at the end", () => {
    const h = member({ extra: SEEN })
    const statuses = () => h.calls().filter((c) => c.name === "uploadStatus").map((c) => c.params["status"])
    ringAsCaller(h)
    expect(h.state().presence.busy).toBe(true)
    action(h, 3, "caller")
    goLive(h)
    expect(statuses()).toEqual([1])
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().presence.busy).toBe(false)
    expect(statuses()).toEqual([1, 2])
  })
})

describe("Given a member in a call who leaves it another way", () => {
  it("when they hang up, then leave, hang-up, end notice and statistics are sent, and the stored room is forgotten", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h)
    action(h, 3, "caller")
    goLive(h)
    h.advance(10_000)
    const from = h.mark()
    h.dispatch(I.HangUp())
    expect(h.state().calls.hangUpConfirm).toBe(true)
    h.dispatch(I.ConfirmHangUp())
    const cmds = h.since(from)
    expect(cmds).toContainEqual({ _tag: "LeaveRtc", roomNum: ROOM })
    expect(cmds).toContainEqual({ _tag: "Forget", keys: ["roomNum", "callRole"] })
    expect(h.lastCall("callHangup")?.params).toEqual({ roomNum: ROOM, hangupReason: 1 })
    expect(h.lastCall("callNotifyEnd")?.params).toEqual({ roomNum: ROOM })
    expect(h.lastCall("callStats")?.params).toEqual({ matchId: ROOM, matchUserId: Number(PEER), roomId: ROOM, gold: 60, feeType: 1, isPay: 1, videoTime: 10, requestType: 1 })
    expect(h.state().calls.toast?.key).toBe("hungUpByYou")
  })

  it("when the page would close, then the gateway would be told what a hang-up tells it: cancel while the caller rings, hang up once answered, nothing after", () => {
    const leaveOf = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.filter((c) => c._tag === "SendOnLeave").at(-1)
    const h = member({ extra: SEEN })
    let from = h.mark()
    ringAsCaller(h)
    expect(leaveOf(h.since(from))).toEqual({
      _tag: "SendOnLeave",
      key: "call",
      request: { name: "callCancel", params: { roomNum: ROOM }, caller: expect.objectContaining({ userId: ME }) },
    })
    from = h.mark()
    action(h, 3, "caller")
    goLive(h)
    expect(leaveOf(h.since(from))).toEqual({
      _tag: "SendOnLeave",
      key: "call",
      request: { name: "callHangup", params: { roomNum: ROOM, hangupReason: 1 }, caller: expect.objectContaining({ userId: ME }) },
    })
    from = h.mark()
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(leaveOf(h.since(from))).toEqual({ _tag: "SendOnLeave", key: "call", request: null })
  })
  it("when a call rings for the member, then closing the page would tell nothing (another device may answer); once answered, it would hang up", () => {
    const h = member({ extra: SEEN })
    let from = h.mark()
    invite(h)
    expect(h.since(from).some((c) => c._tag === "SendOnLeave")).toBe(false)
    from = h.mark()
    acceptAsCallee(h)
    expect(h.since(from)).toContainEqual(expect.objectContaining({ _tag: "SendOnLeave", key: "call", request: expect.objectContaining({ name: "callHangup", params: { roomNum: ROOM, hangupReason: 1 } }) }))
  })

  it("when they cancel the hang-up confirmation, then the call goes on", () => {
    const h = joining()
    goLive(h)
    h.dispatch(I.HangUp())
    h.dispatch(I.DismissHangUp())
    expect(h.state().calls).toMatchObject({ phase: "live", hangUpConfirm: false })
  })

  it("when they log out, then the call is hung up and the media left", () => {
    const h = joining()
    goLive(h)
    const from = h.mark()
    h.dispatch(I.Logout())
    expect(h.since(from)).toContainEqual({ _tag: "LeaveRtc", roomNum: ROOM })
    expect(h.lastCall("callHangup")?.params).toEqual({ roomNum: ROOM, hangupReason: 1 })
  })

  it("when the session ends (401), then the call ends and the media is left, with nothing sent for it", () => {
    const h = joining()
    goLive(h)
    const from = h.mark()
    h.fail("callNotifyStart", HTTP_401)
    expect(h.state().calls.phase).toBe("idle")
    expect(h.since(from)).toContainEqual({ _tag: "LeaveRtc", roomNum: ROOM })
    expect(h.lastCall("callHangup")).toBeUndefined()
  })
})

describe("Given abnormal call recovery (a§4: a room left in storage by a closed page)", () => {
  it("when the page opens signed in with a stored room, then it is ended once and forgotten", () => {
    const h = member({ extra: { roomNum: "old-room", callRole: "caller" } })
    expect(h.calls().filter((c) => c.name === "callEndCaller").map((c) => c.params)).toEqual([{ roomNum: "old-room", side: "caller" }])
    expect(h.commands).toContainEqual({ _tag: "Forget", keys: ["roomNum", "callRole"] })
    expect(h.state().calls.phase).toBe("idle")
  })

  it("when a call rings, then its room is stored; when it ends, the room is forgotten", () => {
    const h = member()
    invite(h)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "roomNum", value: ROOM })
    const from = h.mark()
    action(h, 2, "callee")
    expect(h.since(from)).toContainEqual({ _tag: "Forget", keys: ["roomNum", "callRole"] })
    expect(ME).toBe(h.state().session.userId)
  })
})

describe("Given the call slice's reset (domain/calls/transitions.ts: one assignment per field)", () => {
  it("when it runs, then every field is back to its initial value except the kept ones, the call chat is removed, and a field added to the slice is not forgotten", () => {
    const KEPT = ["explainerSeen", "pricePopSeen", "closedRooms", "toast", "receipt", "ending", "orphanLaunch"]
    const sentinel = (k: string) => ({ sentinel: k })
    const c = Object.fromEntries([...Object.keys(initialCalls), "chat"].map((k) => [k, sentinel(k)])) as unknown as Draft<CallState>
    reset(c, { _tag: "TimerElapsed", at: 1, seq: 7, key: "x" } as AppEvent)
    for (const k of Object.keys(initialCalls) as Array<keyof CallState>) {
      if (KEPT.includes(k)) expect(c[k]).toEqual(sentinel(k))
      else if (k === "prevPhase") expect(c.prevPhase).toEqual(sentinel("phase"))
      else if (k === "phaseBy") expect(c.phaseBy).toBe(7)
      else expect(c[k]).toBe(initialCalls[k])
    }
    expect(c).not.toHaveProperty("chat")
  })
})
