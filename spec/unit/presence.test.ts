// Presence (a§4, a§7): the heartbeat loop on a test clock, busy status and its upload, batch online
// status, the RTM token and gift list on becoming signed in, and abnormal call recovery exactly once.
import { describe, expect, it } from "vitest"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { HEARTBEAT_MS } from "../../domain/constants"
import { HEARTBEAT_TIMER } from "../../domain/presence/state"
import { genderCodesOf, selectGenderCodes } from "../../domain/presence/selectors"
import { E, T0, signIn } from "../support/fixtures"
import { PASSWORD, STORED_SESSION, atPasswordStep, signedInByEmail } from "../support/flows"
import { given } from "../support/gwt"
import { HTTP_401, harness, type Harness } from "../support/harness"

const beats = (h: Harness) => h.calls().filter((c) => c.name === "heartbeat")
const publish = (h: Harness, e: NewEvent) => h.publish(e)
let room = 0
/** Busy follows the call slice (a§4): an incoming invite rings (busy); the caller's cancel (action 2) ends it. */
const busy = (h: Harness, value: boolean) => {
  const action = { callAction: value ? 1 : 2, roomNum: `room-${room}`, callerUserId: "9", calleeUserId: h.state().session.userId || "501", sendUserId: "9", sentAt: h.now() }
  publish(h, { _tag: "CallActionReceived", at: h.now(), frameId: `f-${room}-${value}`, from: "9", action })
  if (!value) room += 1
}

describe("Given a member who becomes signed in (a§4 presence: heartbeat every 20 s)", () => {
  it("when the e-mail sign-in answers, then one heartbeat {status 2, type 0} at once and then one every 20 s", () => {
    const h = signedInByEmail()
    expect(beats(h).map((c) => c.params)).toEqual([{ status: 2, type: 0 }])
    expect(h.timers()).toContainEqual({ key: HEARTBEAT_TIMER, due: T0 + HEARTBEAT_MS })
    h.advance(HEARTBEAT_MS - 1)
    expect(beats(h)).toHaveLength(1)
    h.advance(1)
    expect(beats(h)).toHaveLength(2)
    h.advance(HEARTBEAT_MS * 3)
    expect(beats(h).map((c) => c.params)).toEqual(Array(5).fill({ status: 2, type: 0 }))
    expect(beats(h).every((c) => c.caller.token === "tok-501")).toBe(true)
  })

  it("when the app starts with a stored session, then the heartbeat starts too", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    expect(beats(h)).toHaveLength(1)
    h.advance(HEARTBEAT_MS)
    expect(beats(h)).toHaveLength(2)
  })

  it("when a visitor waits, then no heartbeat and no timer", () => {
    const h = harness({ now: T0 })
    h.advance(HEARTBEAT_MS * 3)
    expect(beats(h)).toEqual([])
    expect(h.timers().map((t) => t.key)).not.toContain(HEARTBEAT_TIMER)
  })

  it("when the member is busy (ringing or in a call), then the heartbeat reports 1; back to 2 when not", () => {
    const h = signedInByEmail()
    busy(h, true)
    h.advance(HEARTBEAT_MS)
    expect(beats(h).at(-1)!.params).toEqual({ status: 1, type: 0 })
    busy(h, false)
    h.advance(HEARTBEAT_MS)
    expect(beats(h).at(-1)!.params).toEqual({ status: 2, type: 0 })
  })
})

describe("Given a running heartbeat, it stops (a§4: on logout; and when the session ends)", () => {
  it("when the member logs out, then CancelTimer heartbeat and no more heartbeats", () => {
    const h = signedInByEmail()
    const from = h.mark()
    h.dispatch(I.Logout())
    expect(h.since(from)).toContainEqual({ _tag: "CancelTimer", key: HEARTBEAT_TIMER })
    h.advance(HEARTBEAT_MS * 3)
    expect(beats(h)).toHaveLength(1)
    expect(h.state().presence.heartbeat).toBe(false)
  })

  it.each([
    ["banned (10115)", { code: 10115 }],
    ["login expired (HTTP 401)", HTTP_401],
    ["different device (10023)", { code: 10023 }],
  ])("when the session ends as %s, then CancelTimer heartbeat and no more heartbeats", (_name, failure) => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    const from = h.mark()
    h.fail("getUserInfo", failure)
    expect(h.since(from)).toContainEqual({ _tag: "CancelTimer", key: HEARTBEAT_TIMER })
    h.advance(HEARTBEAT_MS * 2)
    expect(beats(h)).toHaveLength(1)
  })

  it("when a stale heartbeat timer fires after the end, then nothing is sent", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getUserInfo", { code: 10115 })
    const from = h.mark()
    publish(h, { _tag: "TimerElapsed", at: h.now(), key: HEARTBEAT_TIMER })
    expect(h.since(from)).toEqual([])
  })

  it("when the member signs in again after the end, then the loop starts again", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.fail("getUserInfo", HTTP_401)
    h.dispatch(I.CloseSessionScreen({ action: "login" }))
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: "ada@example.com" }))
    h.answer("emailExists", { status: 4, userId: 501 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(501))
    expect(beats(h)).toHaveLength(2)
    h.advance(HEARTBEAT_MS)
    expect(beats(h)).toHaveLength(3)
  })
})

describe("Given a signed-in member, busy changes upload status (a§4: ringing or video opens 1, closes 2)", () => {
  it("when busy turns on and off, then uploadStatus 1 then 2, once per change", () => {
    const h = signedInByEmail()
    busy(h, true)
    busy(h, true)
    busy(h, false)
    expect(h.calls().filter((c) => c.name === "uploadStatus").map((c) => c.params)).toEqual([{ status: 1 }, { status: 2 }])
  })

  it("when a visitor receives a call action, then nothing rings and nothing is uploaded", () => {
    const h = harness({ now: T0 })
    busy(h, true)
    expect(h.lastCall("uploadStatus")).toBeUndefined()
    expect(h.state().presence.busy).toBe(false)
  })

  it("given a stored session, when an invite rings, then busy and one uploadStatus 1", () => {
    const s = given(E.started("/", STORED_SESSION)).state
    expect(s.presence.busy).toBe(false)
    const h = harness({ now: T0, stored: STORED_SESSION })
    const from = h.mark()
    busy(h, true)
    expect(h.since(from).filter((c) => c._tag === "CallGateway")).toMatchObject([{ _tag: "CallGateway", name: "uploadStatus", params: { status: 1 } }])
    expect(h.state().presence.busy).toBe(true)
  })
})

describe("Given RefreshOnlineStatus (a§7 batch online status)", () => {
  it("when ids are asked, then one batch call with a comma list of distinct valid ids", () => {
    given(E.started())
      .when(I.RefreshOnlineStatus({ userIds: [3, 5, 3, -1, 1.5, 8] }))
      .then({ _tag: "OnlineStatusRequested", at: T0, userIds: [3, 5, 8] })
      .thenCommandsMatch({ _tag: "CallGateway", name: "onlineStatusBatch", params: { userIds: "3,5,8" } })
  })

  it("when no valid id is asked, then nothing", () => {
    given(E.started()).when(I.RefreshOnlineStatus({ userIds: [0, -2] })).then()
  })

  it("when the answer arrives, then statuses are stored by id and later answers update them", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.RefreshOnlineStatus({ userIds: [3, 5] }))
    h.answer("onlineStatusBatch", [{ userId: 3, status: 2 }, { userId: 5, status: 0 }])
    h.dispatch(I.RefreshOnlineStatus({ userIds: [5] }))
    h.answer("onlineStatusBatch", [{ userId: 5, status: 1 }])
    expect(h.state().presence.statuses).toEqual({ "3": 2, "5": 1 })
  })
})

describe("Given a member with a chat open (m§2: the chat's header shows the other's status)", () => {
  const asked = (h: Harness) => h.calls().filter((c) => c.name === "onlineStatusBatch").map((c) => c.params)

  it("when the chat opens, then the other's status is asked, again with each heartbeat while it is open, and no more once it is closed", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.OpenConversation({ peerId: "20000002", name: "Daria", avatar: "" }))
    expect(asked(h)).toEqual([{ userIds: "20000002" }])
    h.answer("onlineStatusBatch", [{ userId: 20000002, status: 2 }])
    expect(h.state().presence.statuses["20000002"]).toBe(2)
    h.advance(HEARTBEAT_MS)
    expect(asked(h)).toHaveLength(2)
    h.dispatch(I.CloseConversation())
    h.advance(HEARTBEAT_MS)
    expect(asked(h)).toHaveLength(2)
  })

  it("when a system sender's chat opens (a negative id), then nothing is asked", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.OpenConversation({ peerId: "-1", name: "", avatar: "" }))
    h.advance(HEARTBEAT_MS)
    expect(asked(h)).toEqual([])
  })
})

describe("Given becoming signed in, the RTM token and the gift list are fetched (a§4)", () => {
  it("when the sign-in answers, then rtmToken and giftList calls; their answers are stored", () => {
    const h = signedInByEmail()
    expect(h.lastCall("rtmToken")).toMatchObject({ caller: { token: "tok-501" } })
    h.answer("rtmToken", { token: "rtm-secret", expiresAt: T0 + 86_400_000 })
    h.answer("giftList", [{ id: 1, name: "Rose", price: 10, img: "/media/gift/1.svg" }])
    expect(h.state().session.rtm).toEqual({ token: "rtm-secret", expiresAt: T0 + 86_400_000 })
    expect(h.state().gifts).toEqual({ list: [{ id: 1, name: "Rose", price: 10, img: "/media/gift/1.svg" }], loaded: true })
  })

  it("when a stored session starts, then both are fetched; a visitor fetches neither", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    expect(h.lastCall("rtmToken")).toBeDefined()
    expect(h.lastCall("giftList")).toBeDefined()
    const v = harness({ now: T0 })
    expect(v.lastCall("rtmToken")).toBeUndefined()
    expect(v.lastCall("giftList")).toBeUndefined()
  })

  it("when the session ends, then the RTM token is dropped", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.answer("rtmToken", { token: "rtm-secret", expiresAt: T0 + 1 })
    h.fail("getUserInfo", { code: 10115 })
    expect(h.state().session.rtm).toBeNull()
  })
})

describe("Given a stored room and role, abnormal call recovery on sign-in (a§4)", () => {
  const endCalls = (h: Harness) => h.calls().filter((c) => c.name === "callEndCaller" || c.name === "callEndCallee")

  it.each([
    ["caller", "callEndCaller", "caller"],
    ["callee", "callEndCallee", "callee"],
    ["anything else", "callEndCallee", "callee"],
  ])("when the stored role is %s and a stored session starts, then one %s and both keys forgotten", (role, name, side) => {
    const h = harness({ now: T0, stored: { ...STORED_SESSION, roomNum: "R-42", callRole: role } })
    expect(endCalls(h)).toMatchObject([{ name, params: { roomNum: "R-42", side }, caller: { token: "tok-501" } }])
    expect(h.commands).toContainEqual({ _tag: "Forget", keys: ["roomNum", "callRole"] })
  })

  it("when a visitor signs in later, then the end-call is sent then, exactly once, even if the sign-in answer repeats", () => {
    const h = atPasswordStep(4, { stored: { roomNum: "R-7", callRole: "caller" } })
    expect(endCalls(h)).toEqual([])
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    const login = h.lastCall("emailLogin")!
    h.answerTo(login, signIn(501))
    h.answerTo(login, signIn(501))
    h.dispatch(I.Logout())
    expect(endCalls(h)).toMatchObject([{ name: "callEndCaller", params: { roomNum: "R-7", side: "caller" } }])
    expect(h.commands.filter((c) => c._tag === "Forget")).toEqual([{ _tag: "Forget", keys: ["roomNum", "callRole"] }])
    expect(h.state().presence.storedCall).toBeNull()
  })

  it("when no room is stored, then no end-call", () => {
    const h = harness({ now: T0, stored: { ...STORED_SESSION, callRole: "caller" } })
    expect(endCalls(h)).toEqual([])
    expect(h.commands.some((c) => c._tag === "Forget")).toBe(false)
  })
})

describe("Given the app starts, the user status and gender dictionaries (m§3, m§7 dict)", () => {
  it("when a visitor or a member starts, then both dictionaries are asked once and kept", () => {
    for (const stored of [{}, STORED_SESSION]) {
      const h = harness({ now: T0, stored })
      expect(h.calls().filter((c) => c.name === "dictOnlineStatus" || c.name === "dictUserGender").map((c) => c.name)).toEqual(["dictOnlineStatus", "dictUserGender"])
      h.answer("dictOnlineStatus", [{ id: 0, name: "offline" }, { id: 2, name: "online" }])
      h.answer("dictUserGender", [{ id: 1, name: "male" }, { id: 2, name: "female" }])
      expect(h.state().presence.dictionaries).toEqual({
        onlineStatus: [{ id: 0, name: "offline" }, { id: 2, name: "online" }],
        userGender: [{ id: 1, name: "male" }, { id: 2, name: "female" }],
      })
      h.advance(HEARTBEAT_MS * 2)
      expect(h.calls().filter((c) => c.name === "dictUserGender")).toHaveLength(1)
    }
  })

  it("then the gender dictionary decides which code the forms send for female and male (the two readings of m§3)", () => {
    const h = harness({ now: T0 })
    expect(selectGenderCodes(h.state())).toEqual({ female: 2, male: 1 })
    h.answer("dictUserGender", [{ id: 1, name: "Female" }, { id: 2, name: "Male" }])
    expect(selectGenderCodes(h.state())).toEqual({ female: 1, male: 2 })
  })

  it("when the dictionary is unusable (missing names, other codes, a failure), then the client's reading stays", () => {
    for (const dict of [[], [{ id: 1, name: "Female" }], [{ id: 3, name: "female" }, { id: 1, name: "male" }], [{ id: 1, name: "female" }, { id: 1, name: "male" }]])
      expect(genderCodesOf(dict)).toEqual({ female: 2, male: 1 })
    const h = harness({ now: T0 })
    h.fail("dictUserGender", { code: 500, msg: "down" })
    expect(selectGenderCodes(h.state())).toEqual({ female: 2, male: 1 })
  })
})
