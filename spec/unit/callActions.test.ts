// Call actions received by message (m§4 table): 1 invite (30 s expiry), 2 cancelled, 3 answered
// (unless cancelled locally), 5 refused, 6 timeout, 7 hang-up with who hung up, 101 balance update;
// duplicates and out-of-order actions leave a closed room closed.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { callTimer } from "../../domain/calls/state"
import { T0 } from "../support/fixtures"
import { acceptAsCallee, action, devicesOk, emit, goLive, host, invite, ME, member, PEER, precheck, ringAsCaller, ROOM, room, timerKeys } from "../support/callFlows"

const SEEN = { callPermissionSeen: "1" }
const caller = () => {
  const h = member({ extra: SEEN })
  ringAsCaller(h)
  return h
}

describe("Given a member placing a call of their own, action 1 (invite) from someone else", () => {
  const OTHER = "10000077"
  const inviteFrom = (h: ReturnType<typeof member>, roomNum = "room-in") =>
    action(h, 1, "callee", { roomNum, callerUserId: OTHER, sendUserId: OTHER, pricePerMinute: 0, remoteUserInfo: { id: OTHER, userName: "Ola", headImg: "" } })

  it("when the price confirmation is open, then it rings instead (the confirmation goes), and the placement's late answers change nothing", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    expect(h.state().calls.phase).toBe("confirming")
    inviteFrom(h)
    expect(h.state().calls).toMatchObject({ phase: "ringing", role: "callee", roomNum: "room-in", peerId: OTHER })
    expect(h.state().calls.remote?.userName).toBe("Ola")
    // The confirmation cannot launch the abandoned call any more.
    h.dispatch(I.ConfirmCallPrice())
    expect(h.lastCall("callLaunch")).toBeUndefined()
    expect(h.state().calls.phase).toBe("ringing")
  })

  it("when the permission explainer is open, then it rings instead", () => {
    const h = member()
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    expect(h.state().calls).toMatchObject({ phase: "checking", step: "explainer" })
    inviteFrom(h)
    expect(h.state().calls).toMatchObject({ phase: "ringing", role: "callee", step: null })
  })

  it("when the pre-check is out, then it rings, and the pre-check's answer that comes later changes nothing", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    devicesOk(h)
    inviteFrom(h)
    h.answer("callPrecheck", { coinBalance: 500, pricePerMinute: 60, callee: host })
    expect(h.state().calls).toMatchObject({ phase: "ringing", role: "callee", peerId: OTHER })
  })

  it("when the coin prompt is open, then it rings instead", () => {
    const h = member({ extra: SEEN, coins: 10 })
    precheck(h, { coins: 10 })
    expect(h.state().calls.phase).toBe("insufficient")
    inviteFrom(h)
    expect(h.state().calls.phase).toBe("ringing")
  })

  it("when the launch is out, then it rings, and the launch's room, once numbered, is cancelled at the gateway", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    expect(h.state().calls.phase).toBe("launching")
    inviteFrom(h)
    expect(h.state().calls).toMatchObject({ phase: "ringing", roomNum: "room-in" })
    h.answer("callLaunch", room("room-out"))
    expect(h.state().calls).toMatchObject({ phase: "ringing", roomNum: "room-in" })
    expect(h.lastCall("callCancel")?.params).toEqual({ roomNum: "room-out" })
  })
})

describe("Given a member who is not in a call, action 1 (invite)", () => {
  it("when it is fresh, then it rings: room and role stored, the other member shown, ring timer for what is left of 30 s", () => {
    const h = member()
    const from = h.mark()
    invite(h, ROOM, 4_000)
    expect(h.state().calls).toMatchObject({ phase: "ringing", role: "callee", roomNum: ROOM, peerId: PEER, pricePerMinute: 60 })
    expect(h.state().calls.remote?.userName).toBe("Sam")
    const cmds = h.since(from)
    expect(cmds).toContainEqual({ _tag: "StartTimer", key: callTimer("ring", ROOM), ms: 26_000 })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "roomNum", value: ROOM })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "callRole", value: "callee" })
    expect(h.lastCall("uploadStatus")?.params).toEqual({ status: 1 })
  })

  it("when it is older than 30 s, then it is ignored", () => {
    const h = member()
    invite(h, ROOM, 30_001)
    expect(h.state().calls.phase).toBe("idle")
    invite(h, "room-2", 30_000)
    expect(h.state().calls.phase).toBe("ringing")
  })

  it("when it comes twice, or a second invite arrives while ringing, then nothing changes", () => {
    const h = member()
    invite(h)
    const before = h.state().calls
    invite(h)
    invite(h, "room-2")
    expect(h.state().calls).toBe(before)
  })

  it("when the callee lets it ring 30 s, then the ringing closes and the gateway is told (timeout)", () => {
    const h = member()
    invite(h)
    h.advance(30_000)
    expect(h.state().calls.phase).toBe("idle")
    expect(h.lastCall("callTimeout")?.params).toEqual({ roomNum: ROOM })
    expect(h.lastCall("uploadStatus")?.params).toEqual({ status: 2 })
  })

  it("when it rings here and the member answers on another device (3, sent by the member), then the ringing closes quietly: no toast, no receipt, nothing sent", () => {
    const h = member()
    invite(h)
    const from = h.mark()
    action(h, 3, "callee", { sendUserId: ME })
    const c = h.state().calls
    expect(c.phase).toBe("idle")
    expect(c.toast).toBeNull()
    expect(c.receipt).toBeNull()
    expect(c.closedRooms).toContain(ROOM)
    const cmds = h.since(from)
    for (const name of ["callRefuse", "callCancel", "callHangup", "callTimeout"]) expect(h.lastCall(name)).toBeUndefined()
    expect(cmds).toContainEqual({ _tag: "CancelTimer", key: callTimer("ring", ROOM) })
  })

  it("when the member answered here (joining) and their own 3 comes back, then the call goes on", () => {
    const h = member({ extra: SEEN })
    invite(h)
    acceptAsCallee(h)
    const before = h.state().calls
    action(h, 3, "callee", { sendUserId: ME })
    expect(h.state().calls.phase).toBe(before.phase)
    expect(h.state().calls.roomNum).toBe(ROOM)
  })

  it("when an action names neither side as the member, then it is ignored", () => {
    const h = member()
    action(h, 1, "callee", { calleeUserId: "999", remoteUserInfo: undefined })
    expect(h.state().calls.phase).toBe("idle")
  })
})

describe("Given the callee ringing", () => {
  it("when action 2 arrives (caller cancelled), then the ringing closes with the cancelled toast and nothing is sent back", () => {
    const h = member()
    invite(h)
    const from = h.mark()
    action(h, 2, "callee")
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast).toMatchObject({ key: "cancelled", name: "Sam" })
    expect(h.since(from).filter((c) => c._tag === "CallGateway").map((c) => (c as { name: string }).name)).toEqual(["uploadStatus"])
    expect(timerKeys(h)).not.toContain(callTimer("ring", ROOM))
  })

  it("when the callee declines, then refuse is sent and the callee sees the cancelled toast", () => {
    const h = member()
    invite(h)
    h.dispatch(I.RefuseCall())
    expect(h.lastCall("callRefuse")?.params).toEqual({ roomNum: ROOM })
    expect(h.state().calls.toast?.key).toBe("cancelled")
  })

  it("when the callee accepts, then answer is sent; its answer joins the media with the room's credentials", () => {
    const h = member()
    invite(h)
    h.dispatch(I.AcceptCall())
    expect(h.state().calls.phase).toBe("joining")
    expect(h.lastCall("callAnswer")?.params).toEqual({ roomNum: ROOM })
    expect(timerKeys(h)).not.toContain(callTimer("ring", ROOM))
    const from = h.mark()
    h.answer("callAnswer", room(ROOM, 60, { callerId: PEER, calleeId: ME, appId: "app", token: "tok" }))
    expect(h.since(from)).toContainEqual({ _tag: "JoinRtc", roomNum: ROOM, appId: "app", token: "tok", uid: ME, role: "callee", peerUserId: PEER })
  })

  it("when the answer is refused by the gateway (the caller left), then the call closes with try again and no receipt", () => {
    const h = member()
    invite(h)
    h.dispatch(I.AcceptCall())
    h.fail("callAnswer", { code: 100000 })
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast?.key).toBe("tryAgain")
    expect(h.state().calls.receipt).toBeNull()
  })
})

describe("Given the caller ringing", () => {
  it("when action 3 arrives (answered), then the ring timer stops and the media joins", () => {
    const h = caller()
    const from = h.mark()
    action(h, 3, "caller")
    expect(h.state().calls.phase).toBe("joining")
    expect(h.state().calls.answeredAt).toBe(T0)
    expect(h.since(from)).toContainEqual({ _tag: "CancelTimer", key: callTimer("ring", ROOM) })
    expect(h.since(from)).toContainEqual({ _tag: "JoinRtc", roomNum: ROOM, appId: "", token: "", uid: ME, role: "caller", peerUserId: PEER })
  })

  it("when action 3 arrives for a room the caller already cancelled, then no video opens and the room is hung up at the gateway", () => {
    const h = caller()
    h.dispatch(I.CancelCall())
    const from = h.mark()
    action(h, 3, "caller")
    expect(h.state().calls.phase).toBe("idle")
    expect(h.since(from).some((c) => c._tag === "JoinRtc")).toBe(false)
    expect(h.lastCall("callHangup")?.params).toEqual({ roomNum: ROOM, hangupReason: 1 })
  })

  it("when action 5 arrives (refused), then the no-answer toast shows and the state resets", () => {
    const h = caller()
    action(h, 5, "caller")
    expect(h.state().calls).toMatchObject({ phase: "idle", roomNum: "" })
    expect(h.state().calls.toast?.key).toBe("noAnswer")
    expect(h.lastCall("callRefuse")).toBeUndefined()
  })

  it("when action 6 arrives (timeout), then the no-answer toast shows", () => {
    const h = caller()
    action(h, 6, "caller")
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast?.key).toBe("noAnswer")
  })

  // Counterexample of spec/property/callModel.test.ts (seed 20261206): a recharge timer ran while ringing.
  it("when a 101 saying not enough overtakes its 3, then the balance follows but no recharge countdown runs while ringing", () => {
    const h = caller()
    action(h, 101, "caller", { goldNum: 10, enough: false })
    expect(h.state().session.coinBalance).toBe(10)
    expect(h.state().calls.recharge).toBeNull()
    expect(timerKeys(h)).not.toContain(callTimer("recharge", ROOM))
  })

  it("when action 3 overtakes the launch answer, then the launch answer goes straight to the video", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "present", permission: "granted" })
    h.answer("callPrecheck", { coinBalance: 500, pricePerMinute: 60, callee: { id: PEER, userName: "Mia", headImg: "" } })
    h.dispatch(I.ConfirmCallPrice())
    action(h, 3, "caller")
    h.answer("callLaunch", room())
    expect(h.state().calls.phase).toBe("joining")
    expect(timerKeys(h)).not.toContain(callTimer("ring", ROOM))
    expect(h.commands).toContainEqual(expect.objectContaining({ _tag: "JoinRtc", roomNum: ROOM }))
  })

  it("when an ending (2/5/6/7) for the room overtakes the launch answer, then the room never rings", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "present", permission: "granted" })
    h.answer("callPrecheck", { coinBalance: 500, pricePerMinute: 60, callee: { id: PEER, userName: "Mia", headImg: "" } })
    h.dispatch(I.ConfirmCallPrice())
    action(h, 5, "caller")
    h.answer("callLaunch", room())
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast?.key).toBe("noAnswer")
    expect(timerKeys(h)).not.toContain(callTimer("ring", ROOM))
  })
})

describe("Given a call in video", () => {
  const live = (role: "caller" | "callee") => {
    const h = role === "caller" ? caller() : member()
    if (role === "caller") action(h, 3, "caller")
    else {
      invite(h)
      acceptAsCallee(h)
    }
    goLive(h)
    return h
  }

  it("when action 7 arrives from the other, then the video closes, the media is left and the toast names who hung up", () => {
    const h = live("callee")
    const from = h.mark()
    action(h, 7, "callee", { hangupUserId: PEER, hangupReason: 1, videoTime: 12 })
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast).toMatchObject({ key: "hungUpByRemote", name: "Sam" })
    expect(h.since(from)).toContainEqual({ _tag: "LeaveRtc", roomNum: ROOM })
    expect(h.lastCall("callHangup")).toBeUndefined()
  })

  it("when action 7 says the member hung up (another tab), then the toast says so", () => {
    const h = live("caller")
    action(h, 7, "caller", { hangupUserId: ME, hangupReason: 1 })
    expect(h.state().calls.toast?.key).toBe("hungUpByYou")
  })

  it("when action 7 carries no hangupUserId, then the sender decides (m§4): the member's own from another device says so, the other's names them", () => {
    const mine = live("caller")
    action(mine, 7, "caller", { sendUserId: ME, hangupReason: 1 })
    expect(mine.state().calls.toast?.key).toBe("hungUpByYou")
    const theirs = live("caller")
    action(theirs, 7, "caller", { hangupReason: 1 })
    expect(theirs.state().calls.toast?.key).toBe("hungUpByRemote")
  })

  it("when action 7 says the coins ran out (reason 5), then the toast says so", () => {
    const h = live("caller")
    action(h, 7, "caller", { hangupUserId: ME, hangupReason: 5 })
    expect(h.state().calls.toast?.key).toBe("noCoins")
  })

  it("when action 6 arrives after the answer, then the video closes too", () => {
    const h = live("caller")
    action(h, 6, "caller")
    expect(h.state().calls.phase).toBe("idle")
  })

  it("when action 101 arrives, then the balance follows it; not enough starts the recharge prompt", () => {
    const h = live("caller")
    action(h, 101, "caller", { goldNum: 440, enough: true })
    expect(h.state().session.coinBalance).toBe(440)
    expect(h.state().calls.recharge).toBeNull()
    action(h, 101, "caller", { goldNum: 50, enough: false })
    expect(h.state().session.coinBalance).toBe(50)
    expect(h.state().calls.recharge).toEqual({ stage: 1, endsAt: h.now() + 58_000 })
  })

  it("when action 101 reaches the callee, or names another room, then nothing changes", () => {
    const h = live("callee")
    const before = h.state().session.coinBalance
    action(h, 101, "callee", { goldNum: 1 })
    action(h, 101, "caller", { goldNum: 1, roomNum: "room-9" })
    expect(h.state().session.coinBalance).toBe(before)
  })

  it("when endings come twice and a 3 and a 1 for the closed room come late, then the room stays closed", () => {
    const h = live("callee")
    action(h, 7, "callee", { hangupUserId: PEER })
    const after = h.state()
    action(h, 7, "callee", { hangupUserId: PEER })
    action(h, 2, "callee")
    invite(h)
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast).toEqual(after.calls.toast)
  })
})
