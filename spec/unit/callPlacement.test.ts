// Call placement (m§4 steps 1-5, m§5 devices, m§8 call codes): login check, first-use explainer,
// device check, pre-check with the price and the 80-coin check for gender 1, purchase prompt or price
// confirmation, free calls, the location-11 price pop once, launch, ringing and the 30 s no-answer.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { CallCode, Relation } from "../../domain/constants"
import { callTimer, EXPLAINER_KEY, PRICE_POP_KEY } from "../../domain/calls/state"
import { selectMinutesLeft } from "../../domain/calls/selectors"
import { E, T0 } from "../support/fixtures"
import { given } from "../support/gwt"
import { NETWORK } from "../support/harness"
import { devicesOk, emit, invite, ME, member, PEER, precheck, ringAsCaller, ROOM, room, timerKeys } from "../support/callFlows"

const SEEN = { [EXPLAINER_KEY]: "1" }

describe("Given a visitor (m§4 step 1)", () => {
  it("when they press a call button, then the login popup opens with origin call and no call starts", () => {
    given(E.started()).when(I.PlaceCall({ calleeId: PEER, location: 1 })).then({ _tag: "LoginOpened", at: T0, origin: "call" })
  })
})

describe("Given a signed-in member placing a first call (m§5 permission explainer, device check)", () => {
  it("when they press call, then the explainer shows first; continuing stores it and checks the devices", () => {
    const h = member()
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    expect(h.state().calls).toMatchObject({ phase: "checking", step: "explainer", role: "caller", peerId: PEER })
    expect(h.commands.filter((c) => c._tag === "CheckDevices")).toHaveLength(0)
    const from = h.mark()
    h.dispatch(I.AcceptCallExplainer())
    expect(h.since(from)).toEqual([{ _tag: "Persist", key: EXPLAINER_KEY, value: "1" }, { _tag: "CheckDevices" }])
  })

  it("when the explainer was seen before, then the devices are checked at once", () => {
    const h = member({ extra: SEEN })
    const from = h.mark()
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    expect(h.since(from)).toContainEqual({ _tag: "CheckDevices" })
    expect(h.state().calls.step).toBe("devices")
  })

  it.each([
    ["the camera", { camera: false, microphone: true, speakers: "present" as const }, ["camera"]],
    ["camera and microphone", { camera: false, microphone: false, speakers: "unknown" as const }, ["camera", "microphone"]],
    ["the speakers", { camera: true, microphone: true, speakers: "absent" as const }, ["speakers"]],
  ])("when %s is missing, then the access popup names it and no price is asked", (_n, found, missing) => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    emit(h, { _tag: "DevicesChecked", ...found, permission: "granted" })
    expect(h.state().calls.devicePopup).toEqual({ missing, denied: false })
    expect(h.state().calls.phase).toBe("idle")
    expect(h.lastCall("callPrecheck")).toBeUndefined()
    h.dispatch(I.CancelCallPlacement())
    expect(h.state().calls.devicePopup).toBeNull()
  })

  it("when the browser blocked the devices, then the popup says access is denied", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "present", permission: "denied" })
    expect(h.state().calls.devicePopup).toEqual({ missing: [], denied: true })
  })

  it("when speakers cannot be listed (Safari, Firefox), then they count as present and the price is asked", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 4 }))
    emit(h, { _tag: "DevicesChecked", camera: true, microphone: true, speakers: "unknown", permission: "prompt" })
    expect(h.lastCall("callPrecheck")?.params).toEqual({ calleeUserId: Number(PEER), callLocation: 4 })
  })

  it("when a call is already being placed or the callee is the member, then PlaceCall decides nothing", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: ME, location: 1 }))
    expect(h.state().calls.phase).toBe("idle")
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    const n = h.events.length
    h.dispatch(I.PlaceCall({ calleeId: "20000002", location: 1 }))
    expect(h.events).toHaveLength(n)
  })
})

describe("Given the pre-check answered (m§4 steps 3-4: price and coins)", () => {
  it("when the coins pay the price, then the price confirmation shows with about N minutes left", () => {
    const h = member({ extra: SEEN })
    precheck(h, { price: 60, coins: 500 })
    expect(h.state().calls).toMatchObject({ phase: "confirming", pricePerMinute: 60 })
    expect(h.state().calls.remote?.userName).toBe("Mia")
    expect(h.state().session.coinBalance).toBe(500)
    expect(selectMinutesLeft(h.state())).toBe(8)
    expect(h.lastCall("callLaunch")).toBeUndefined()
  })

  it("when the coins are below the price, then the coin-purchase prompt shows and nothing is launched", () => {
    const h = member({ extra: SEEN })
    precheck(h, { price: 60, coins: 59 })
    expect(h.state().calls.phase).toBe("insufficient")
    expect(h.lastCall("callLaunch")).toBeUndefined()
    h.dispatch(I.CancelCallPlacement())
    expect(h.state().calls.phase).toBe("idle")
  })

  it("when the member's gender is 1, then the check uses 80 coins, not the price", () => {
    const low = member({ extra: SEEN, gender: 1 })
    precheck(low, { price: 50, coins: 79 })
    expect(low.state().calls.phase).toBe("insufficient")
    const high = member({ extra: SEEN, gender: 1 })
    precheck(high, { price: 200, coins: 80 })
    expect(high.state().calls.phase).toBe("confirming")
    const other = member({ extra: SEEN, gender: 2 })
    precheck(other, { price: 50, coins: 79 })
    expect(other.state().calls.phase).toBe("confirming")
  })

  it("when the price is 0, then the call is free: no purchase prompt, no confirmation, launched at once", () => {
    const h = member({ extra: SEEN, gender: 1 })
    precheck(h, { price: 0, coins: 0 })
    expect(h.state().calls.phase).toBe("launching")
    expect(h.lastCall("callLaunch")?.params).toEqual({ calleeUserId: Number(PEER), callLocation: 1 })
    expect(selectMinutesLeft(h.state())).toBeNull()
  })

  it("when placed from location 11 the first time, then the price pop shows once and is stored; the next time it is skipped", () => {
    const h = member({ extra: SEEN })
    const from = h.mark()
    precheck(h, { location: 11 })
    expect(h.state().calls.phase).toBe("confirming")
    expect(h.since(from)).toContainEqual({ _tag: "Persist", key: PRICE_POP_KEY, value: "1" })
    const again = member({ extra: { ...SEEN, [PRICE_POP_KEY]: "1" } })
    precheck(again, { location: 11 })
    expect(again.state().calls.phase).toBe("launching")
    // Other places always confirm.
    const wall = member({ extra: { ...SEEN, [PRICE_POP_KEY]: "1" } })
    precheck(wall, { location: 1 })
    expect(wall.state().calls.phase).toBe("confirming")
  })

  it("when the pre-check fails, then the try-again toast shows and the placement ends", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.PlaceCall({ calleeId: PEER, location: 1 }))
    devicesOk(h)
    h.fail("callPrecheck", NETWORK)
    expect(h.state().calls.phase).toBe("idle")
    expect(h.state().calls.toast?.key).toBe("tryAgain")
  })
})

describe("Given the price confirmed (m§4 step 5: launch, invitation, ringing)", () => {
  it("when the launch answers, then the caller rings: ring timer 30 s, room and role stored, RTC prepared, busy", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    const from = h.mark()
    h.dispatch(I.ConfirmCallPrice())
    expect(h.lastCall("callLaunch")?.params).toEqual({ calleeUserId: Number(PEER), callLocation: 1 })
    h.answer("callLaunch", room())
    expect(h.state().calls).toMatchObject({ phase: "ringing", role: "caller", roomNum: ROOM })
    const cmds = h.since(from)
    expect(cmds).toContainEqual({ _tag: "StartTimer", key: callTimer("ring", ROOM), ms: 30_000 })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "roomNum", value: ROOM })
    expect(cmds).toContainEqual({ _tag: "Persist", key: "callRole", value: "caller" })
    expect(cmds).toContainEqual({ _tag: "PrepareRtc" })
    expect(h.lastCall("uploadStatus")?.params).toEqual({ status: 1 })
  })

  it.each([
    [CallCode.calleeOffline, "noAnswer"],
    [CallCode.calleeBusy, "noAnswer"],
    [CallCode.needFriend, "needFriend"],
    [CallCode.blocked, "blocked"],
    [CallCode.tryAgain, "tryAgain"],
  ])("when the launch answers %i, then toast %s and no call", (code, key) => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.fail("callLaunch", { code })
    expect(h.state().calls).toMatchObject({ phase: "idle", roomNum: "" })
    expect(h.state().calls.toast?.key).toBe(key)
  })

  it("when the launch answers 100005 (blocked) for a friend with a note name, then the friendship is forgotten here too (issue 12)", () => {
    const h = member({ extra: SEEN })
    h.dispatch(I.LoadFriends())
    h.answer("friendList", { friends: [{ id: Number(PEER), name: "My Mia", avatar: "", countryId: 356, starred: true, status: 2 }], page: 1, hasMore: false })
    expect(h.state().friends.names[PEER]).toBe("My Mia")
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.fail("callLaunch", { code: CallCode.blocked })
    expect(h.state().calls.toast).toMatchObject({ key: "blocked", peerId: PEER })
    expect(h.state().friends.names[PEER]).toBeUndefined()
    expect(h.state().friends.relations[PEER]).toBe(Relation.none)
  })

  it("when the launch answers 100003 (need to add friend), then the friend page knows to explain it; not for other peers", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.fail("callLaunch", { code: CallCode.needFriend })
    expect(h.state().calls.toast).toMatchObject({ key: "needFriend", peerId: PEER })
    expect(h.state().friends.friendOnlyCalls).toEqual({ [PEER]: true })
  })

  it("when the launch answers 100004, then the coin-purchase prompt shows", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.fail("callLaunch", { code: CallCode.insufficientCoins })
    expect(h.state().calls.phase).toBe("insufficient")
  })

  it("when the launch fails on the network, then try again", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.fail("callLaunch", NETWORK)
    expect(h.state().calls.toast?.key).toBe("tryAgain")
  })

  it("when the member closes the placement while the launch is out, then its room is cancelled once it answers and never rings", () => {
    const h = member({ extra: SEEN })
    precheck(h)
    h.dispatch(I.ConfirmCallPrice())
    h.dispatch(I.CancelCallPlacement())
    expect(h.state().calls.phase).toBe("idle")
    h.answer("callLaunch", room("late-room"))
    expect(h.state().calls.phase).toBe("idle")
    expect(h.lastCall("callCancel")?.params).toEqual({ roomNum: "late-room" })
    expect(timerKeys(h)).not.toContain(callTimer("ring", "late-room"))
  })
})

describe("Given the recorded placement events, the deciders (given/when/then)", () => {
  it("when the price is confirmed, then CallPriceConfirmed, and the launch goes out for the callee and place", () => {
    const h = member({ extra: SEEN })
    precheck(h, { location: 3 })
    given(...h.events)
      .when(I.ConfirmCallPrice())
      .then({ _tag: "CallPriceConfirmed", at: h.now() })
      .thenCommandsMatch({ _tag: "CallGateway", name: "callLaunch", params: { calleeUserId: Number(PEER), callLocation: 3 } })
  })

  it("when the purchase prompt is on show, then confirming decides nothing; closing it ends the placement", () => {
    const h = member({ extra: SEEN })
    precheck(h, { coins: 10 })
    given(...h.events).when(I.ConfirmCallPrice()).then()
    given(...h.events).when(I.CancelCallPlacement()).then({ _tag: "CallPlacementCancelled", at: h.now() }).thenCommands()
  })

  it("when the callee accepts a ringing invite, then CallAccepted for its room: the ring timer stops and answer goes out", () => {
    const h = member()
    invite(h)
    given(...h.events)
      .when(I.AcceptCall())
      .then({ _tag: "CallAccepted", at: h.now(), roomNum: ROOM })
      .thenCommandsMatch(
        // Answered: closing the page from now on hangs up (m§4).
        { _tag: "SendOnLeave", key: "call", request: expect.objectContaining({ name: "callHangup", params: { roomNum: ROOM, hangupReason: 1 } }) },
        // The video opens: the tips are due 3 s later (m§4).
        { _tag: "StartTimer", key: callTimer("tips", ROOM), ms: 3_000 },
        { _tag: "CancelTimer", key: callTimer("ring", ROOM) },
        { _tag: "CallGateway", name: "callAnswer", params: { roomNum: ROOM } },
      )
  })
})

describe("Given the caller ringing", () => {
  it("when nobody answers in 30 s, then the call is timed out at the gateway, the no-answer toast shows and the state resets", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h)
    h.advance(29_999)
    expect(h.state().calls.phase).toBe("ringing")
    const from = h.mark()
    h.advance(1)
    expect(h.state().calls).toMatchObject({ phase: "idle", roomNum: "", role: null })
    expect(h.state().calls.toast?.key).toBe("noAnswer")
    expect(h.lastCall("callTimeout")?.params).toEqual({ roomNum: ROOM })
    expect(h.since(from)).toContainEqual({ _tag: "Forget", keys: ["roomNum", "callRole"] })
    expect(h.lastCall("uploadStatus")?.params).toEqual({ status: 2 })
    expect(h.state().calls.receipt).toBeNull()
  })

  it("when the caller cancels, then cancel is sent with the room, the ring timer stops and no toast shows", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h)
    h.dispatch(I.CancelCall())
    expect(h.lastCall("callCancel")?.params).toEqual({ roomNum: ROOM })
    expect(timerKeys(h)).not.toContain(callTimer("ring", ROOM))
    expect(h.state().calls.toast).toBeNull()
    expect(h.state().calls.phase).toBe("idle")
  })

  it("when a phone hides the page, then the ringing call is cancelled; a desktop keeps ringing", () => {
    const phone = member({ extra: SEEN })
    ringAsCaller(phone)
    phone.dispatch(I.ReportPageHidden({ mobile: true }))
    expect(phone.lastCall("callCancel")?.params).toEqual({ roomNum: ROOM })
    const desk = member({ extra: SEEN })
    ringAsCaller(desk)
    desk.dispatch(I.ReportPageHidden({ mobile: false }))
    expect(desk.state().calls.phase).toBe("ringing")
  })

  it("when another call is placed meanwhile, then nothing happens (one call at a time)", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h)
    const n = h.events.length
    h.dispatch(I.PlaceCall({ calleeId: "20000002", location: 1 }))
    expect(h.events).toHaveLength(n)
  })
})
