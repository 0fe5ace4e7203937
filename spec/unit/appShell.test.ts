// Offline and updates through the real kernel: connectivity (the browser's reports, a request that found
// no network, a relay that could not connect; back on any answer, a connected relay or the browser's
// `online`), offline is not a failed session (no 'Login has expired', no sign-out, no error toast for a
// request that could not be sent; an answered 401 still ends the session; the login popup keeps its a§4
// message), the outbox sends what was written offline once the relay is back, and the update prompt
// (a waiting version; Reload to update applies it, never during a call; Later puts it off); a clicked
// notification moves the open app; the worker and the network watch start with the app.
import { describe, expect, it } from "vitest"
import type { NewEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { selectCanReload, selectUpdatePrompt } from "../../domain/appshell/selectors"
import { selectOffline } from "../../domain/connectivity/selectors"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness, HTTP_401, NETWORK, TIMEOUT, type Harness } from "../support/harness"
import { given } from "../support/gwt"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
const pub = (h: Harness, e: Input): void => h.publish(e)

/** A returning member (stored session) at start, before the profile answer. */
const returning = (): Harness => harness({ now: T0, stored: { ...STORED_SESSION } })
const offline = (h: Harness) => selectOffline(h.state())

describe("connectivity", () => {
  it("starts the network watch and the worker with the app", () => {
    const h = harness({ now: T0 })
    expect(h.commands.map((c) => c._tag)).toEqual(expect.arrayContaining(["WatchNetwork", "StartWorker"]))
    expect(offline(h)).toBe(false)
  })

  it("the browser's reports decide both ways", () => {
    const h = harness({ now: T0 })
    pub(h, { _tag: "NetworkReported", online: false })
    expect(h.state().connectivity).toMatchObject({ online: false, since: T0, source: "browser" })
    pub(h, { _tag: "NetworkReported", online: true })
    expect(offline(h)).toBe(false)
  })

  it("a request that found no network makes the app offline even when the browser says online; the next answer brings it back", () => {
    const h = returning()
    h.fail("getUserInfo", NETWORK)
    expect(h.state().connectivity).toMatchObject({ online: false, source: "request" })
    pub(h, { _tag: "NetworkReported", online: true })
    expect(offline(h)).toBe(false)
    h.fail("rtmToken", NETWORK)
    expect(offline(h)).toBe(true)
    // Any answer proves the way is open, an error code too.
    h.fail("heartbeat", { code: 500, msg: "", httpStatus: 500, reason: "http" })
    expect(offline(h)).toBe(false)
  })

  it("a wall that failed offline loads again by itself when the connection comes back", () => {
    const h = harness({ now: T0 })
    h.fail("hostGroups", NETWORK)
    h.fail("hostCountries", NETWORK)
    expect(h.state().wall.failed).toBe(true)
    expect(h.pendingCalls().filter((c) => c.name === "hostGroups")).toHaveLength(0)
    // Still offline: nothing happens.
    pub(h, { _tag: "NetworkReported", online: false })
    expect(h.pendingCalls().filter((c) => c.name === "hostGroups")).toHaveLength(0)
    pub(h, { _tag: "NetworkReported", online: true })
    expect(h.state().wall.failed).toBe(false)
    expect(h.pendingCalls().filter((c) => c.name === "hostGroups")).toHaveLength(1)
    expect(h.pendingCalls().filter((c) => c.name === "hostCountries")).toHaveLength(1)
  })

  it("given a member's page opened offline, when the connection comes back, then their own profile and balance are asked again (and not when they are known)", () => {
    const h = returning()
    h.fail("getUserInfo", NETWORK)
    h.fail("getCurrentGoldNum", NETWORK)
    expect(h.state().session.user).toBeNull()
    pub(h, { _tag: "NetworkReported", online: true })
    expect(h.pendingCalls().filter((c) => c.name === "getUserInfo")).toHaveLength(1)
    expect(h.pendingCalls().filter((c) => c.name === "getCurrentGoldNum")).toHaveLength(1)
    // Known by then: going offline and back asks nothing more.
    const known = returning()
    known.answer("getUserInfo", { id: 501, userName: "Al", headImg: "", goldNum: 500 })
    known.answer("getCurrentGoldNum", { goldNum: 500 })
    pub(known, { _tag: "NetworkReported", online: false })
    pub(known, { _tag: "NetworkReported", online: true })
    expect(known.pendingCalls().filter((c) => c.name === "getUserInfo" || c.name === "getCurrentGoldNum")).toHaveLength(0)
  })

  it("a timeout proves nothing either way", () => {
    const h = returning()
    h.fail("getUserInfo", TIMEOUT)
    expect(offline(h)).toBe(false)
    pub(h, { _tag: "NetworkReported", online: false })
    h.fail("rtmToken", TIMEOUT)
    expect(offline(h)).toBe(true)
  })

  it("a relay that could not connect makes it offline; a connected relay brings it back; a closed one changes nothing", () => {
    const h = harness({ now: T0 })
    pub(h, { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "closed" })
    expect(offline(h)).toBe(false)
    pub(h, { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "network" })
    expect(h.state().connectivity).toMatchObject({ online: false, source: "realtime" })
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    expect(offline(h)).toBe(false)
  })
})

describe("offline is not a failed session", () => {
  it("a restored session whose profile cannot load offline stays signed in, with no toast", () => {
    const h = returning()
    h.fail("getUserInfo", NETWORK)
    expect(h.state().session.token).toBe("tok-501")
    expect(h.state().session.screen).toBeNull()
    expect(h.state().shell.toast).toBeNull()
  })

  it("online, a timed-out profile still says 'Connection error. Please refresh.' (a§8)", () => {
    const h = returning()
    h.fail("getUserInfo", TIMEOUT)
    expect(h.state().shell.toast?.key).toBe("connectionError")
  })

  it("an answered 401 still ends the session while the app was offline before", () => {
    const h = returning()
    pub(h, { _tag: "NetworkReported", online: false })
    h.fail("getUserInfo", HTTP_401)
    expect(h.state().session.token).toBe("")
    expect(h.state().session.screen?.reason).toBe("loginExpired")
  })

  it("a sign-in that fails for lack of network keeps its a§4 message (the member is acting)", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenLogin({ origin: "menu" }))
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: "ada@example.com" }))
    h.fail("emailExists", NETWORK)
    expect(offline(h)).toBe(true)
    expect(h.state().shell.toast?.key).toBe("updateInfoFailed")
  })

  it("a message written offline waits in the outbox and is sent once when the relay is back", () => {
    const h = returning()
    h.answer("getUserInfo", user(501))
    pub(h, { _tag: "ChatStoreLoaded", userId: "501", conversations: [], outbox: [] })
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    pub(h, { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "network" })
    h.dispatch(I.OpenConversation({ peerId: "502" }))
    h.dispatch(I.SendText({ clientId: "c1", text: "written offline" }))
    h.fail("imSend", NETWORK)
    expect(offline(h)).toBe(true)
    expect(h.state().shell.toast).toBeNull()
    expect(h.pendingCalls().filter((c) => c.name === "imSend")).toHaveLength(0)
    pub(h, { _tag: "RealtimeStatusChanged", status: "online", attempt: 0 })
    expect(offline(h)).toBe(false)
    const sends = h.pendingCalls().filter((c) => c.name === "imSend")
    expect(sends).toHaveLength(1)
    expect(sends[0]!.params).toMatchObject({ clientMsgId: "c1" })
  })
})

describe("the update prompt", () => {
  it("a waiting version shows the prompt; Reload to update applies it once", () => {
    given({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "d" }, { _tag: "AppUpdateReady", at: T0 })
      .when(I.ReloadToUpdate())
      .then({ _tag: "AppUpdateAccepted", at: T0 })
      .thenCommands({ _tag: "ApplyUpdate" })
      .thenState((s) => {
        expect(selectUpdatePrompt(s)).toBe(false)
        expect(selectCanReload(s)).toBe(false)
      })
  })

  it("never during a call: the prompt waits for the call to end and Reload to update is refused", () => {
    const h = harness({ now: T0, stored: { ...STORED_SESSION } })
    pub(h, { _tag: "AppUpdateReady" })
    expect(selectUpdatePrompt(h.state())).toBe(true)
    const base = { roomNum: "room-1", callerUserId: "9", calleeUserId: "501", sendUserId: "9", sentAt: T0 }
    pub(h, { _tag: "CallActionReceived", frameId: "f-1", from: "9", action: { callAction: 1, ...base } })
    expect(h.state().calls.phase).not.toBe("idle")
    expect(selectUpdatePrompt(h.state())).toBe(false)
    expect(selectCanReload(h.state())).toBe(false)
    const from = h.mark()
    h.dispatch(I.ReloadToUpdate())
    expect(h.since(from).map((c) => c._tag)).not.toContain("ApplyUpdate")
    pub(h, { _tag: "CallActionReceived", frameId: "f-2", from: "9", action: { callAction: 2, ...base } })
    expect(h.state().calls.phase).toBe("idle")
    expect(selectUpdatePrompt(h.state())).toBe(true)
  })

  it("Later puts it off for this page; a chunk that failed can still reload", () => {
    given({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "d" }, { _tag: "AppUpdateReady", at: T0 })
      .when(I.PostponeUpdate())
      .then({ _tag: "AppUpdatePostponed", at: T0 })
      .thenState((s) => expect(selectUpdatePrompt(s)).toBe(false))
    given({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "d" }).when(I.PostponeUpdate()).then()
    // No waiting version (a part failed to load): Reload to update reloads the page.
    given({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "d" })
      .when(I.ReloadToUpdate())
      .then({ _tag: "AppUpdateAccepted", at: T0 })
      .thenCommands({ _tag: "ApplyUpdate" })
  })

  it("a clicked notification moves the open app to its place", () => {
    const h = harness({ now: T0, stored: { ...STORED_SESSION } })
    const from = h.mark()
    pub(h, { _tag: "NotificationOpened", path: "/message/502" })
    expect(h.since(from)).toContainEqual({ _tag: "Navigate", to: "/message/502", replace: false })
  })
})
