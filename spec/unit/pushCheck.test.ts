// The notification self-test's states (settings -> Check notifications) through the real kernel on the
// harness's clock: the dialog shows the permission, the push registration and when, and the last push the
// worker showed; "Send me a test notification" shows one locally — at once when permission is granted,
// after asking when not asked yet (a granted answer also registers the token), never when blocked or
// unsupported — then asks the gateway for the remote part, which is received when the worker reports the
// test push, not received after PUSH_CHECK_WAIT_MS, failed, or unavailable (production: local part only).
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import type { NewEvent } from "../../domain/app/event"
import { PUSH_CHECK_WAIT_MS } from "../../domain/constants"
import type { PushPermission } from "../../domain/push/events"
import { selectPushCheck } from "../../domain/pushcheck/selectors"
import { PUSH_CHECK_TIMER } from "../../domain/pushcheck/state"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness, type Harness } from "../support/harness"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
const pub = (h: Harness, e: Input): void => h.publish(e)

const TEXT = { title: "VidChat test notification", body: "If you can see this, notifications work on this device." }

/** A returning member, the browser at `permission`; a granted one has its token saved at T0 + 1 s. */
const member = (permission: PushPermission): Harness => {
  const h = harness({ now: T0, stored: { ...STORED_SESSION } })
  h.answer("getUserInfo", user(501, { gender: 2, countryId: 792 }))
  pub(h, { _tag: "PushPermissionChecked", permission })
  if (permission === "granted") {
    pub(h, { _tag: "PushTokenObtained", token: "local-abc" })
    h.advance(1_000)
    h.answer("savePushToken", {})
  }
  return h
}

const view = (h: Harness) => selectPushCheck(h.state())
const run = (h: Harness) => view(h)?.run ?? null
const tags = (h: Harness, from: number) => h.since(from).map((c) => c._tag)

describe("the dialog's facts", () => {
  it("given a granted member with a saved token, when the dialog opens, then it shows allowed, registered and when, and asks the worker for its last push", () => {
    const h = member("granted")
    expect(view(h)).toBeNull()
    const from = h.mark()
    h.dispatch(I.OpenPushCheck())
    expect(view(h)).toMatchObject({ permission: "granted", token: { state: "registered", at: T0 + 1_000 }, lastPush: null, run: null, busy: false })
    expect(tags(h, from)).toEqual(["ReadLastPush"])
    pub(h, { _tag: "LastPushRead", shownAt: T0 - 60_000, title: "Mia sent you a message" })
    expect(view(h)?.lastPush).toEqual({ at: T0 - 60_000, title: "Mia sent you a message" })
  })

  it("given no permission asked yet, then the token is not registered; a failed registration says so", () => {
    const h = member("default")
    h.dispatch(I.OpenPushCheck())
    expect(view(h)).toMatchObject({ permission: "default", token: { state: "none" } })
    const g = harness({ now: T0, stored: { ...STORED_SESSION } })
    g.answer("getUserInfo", user(501))
    pub(g, { _tag: "PushPermissionChecked", permission: "granted" })
    pub(g, { _tag: "PushTokenObtained", token: "local-abc" })
    g.fail("savePushToken", { code: 500, msg: "", httpStatus: 500, reason: "http" })
    g.dispatch(I.OpenPushCheck())
    expect(view(g)).toMatchObject({ permission: "granted", token: { state: "failed" } })
  })

  it("given a visitor, when Check notifications is asked for, then nothing opens (the view asks to sign in)", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenPushCheck())
    expect(view(h)).toBeNull()
  })

  it("a push the worker shows while the dialog is open becomes the last push; an older stored one does not replace it", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    pub(h, { _tag: "PushShown", shownAt: T0 + 5_000, title: "New message", kind: "im" })
    pub(h, { _tag: "LastPushRead", shownAt: T0 - 1_000, title: "older" })
    expect(view(h)?.lastPush).toEqual({ at: T0 + 5_000, title: "New message" })
  })
})

describe("Send me a test notification", () => {
  it("given permission granted, then the notification is shown through the worker, the gateway is asked, and the worker's test push completes the run", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    let from = h.mark()
    h.dispatch(I.RunPushCheck(TEXT))
    expect(h.since(from)).toEqual([{ _tag: "ShowTestNotification", ...TEXT }])
    expect(run(h)).toMatchObject({ local: "showing", remote: "waiting" })
    expect(view(h)?.busy).toBe(true)
    // A second press while a run is going does nothing.
    from = h.mark()
    h.dispatch(I.RunPushCheck(TEXT))
    expect(h.since(from)).toEqual([])

    pub(h, { _tag: "TestNotificationAnswered", ok: true, reason: "" })
    expect(run(h)).toMatchObject({ local: "shown", remote: "sending" })
    const ask = h.commands.at(-1)
    expect(ask).toMatchObject({ _tag: "RequestTestPush", ...TEXT, caller: { userId: "501" } })

    pub(h, { _tag: "TestPushAnswered", outcome: "sent", reason: "" })
    expect(run(h)?.remote).toBe("sent")
    expect(h.timers().find((t) => t.key === PUSH_CHECK_TIMER)?.due).toBe(h.now() + PUSH_CHECK_WAIT_MS)
    pub(h, { _tag: "PushShown", shownAt: h.now(), title: TEXT.title, kind: "test" })
    expect(run(h)).toMatchObject({ local: "shown", remote: "received" })
    expect(view(h)).toMatchObject({ busy: false, lastPush: { title: TEXT.title } })
    expect(h.timers().find((t) => t.key === PUSH_CHECK_TIMER)).toBeUndefined()
  })

  it("given the gateway's answer still on its way, when the worker already shows the test push (relay faster than HTTP), then the run is received and no wait starts", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    pub(h, { _tag: "TestNotificationAnswered", ok: true, reason: "" })
    expect(run(h)?.remote).toBe("sending")
    pub(h, { _tag: "PushShown", shownAt: h.now(), title: TEXT.title, kind: "test" })
    expect(run(h)).toMatchObject({ local: "shown", remote: "received" })
    pub(h, { _tag: "TestPushAnswered", outcome: "sent", reason: "" })
    expect(run(h)?.remote).toBe("received")
    expect(h.timers().find((t) => t.key === PUSH_CHECK_TIMER)).toBeUndefined()
    h.advance(PUSH_CHECK_WAIT_MS)
    expect(run(h)?.remote).toBe("received")
  })

  it("when the gateway's push does not arrive within the wait, then it is not received; a push of another kind does not count", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    pub(h, { _tag: "TestNotificationAnswered", ok: true, reason: "" })
    pub(h, { _tag: "TestPushAnswered", outcome: "sent", reason: "" })
    pub(h, { _tag: "PushShown", shownAt: h.now(), title: "New message", kind: "im" })
    h.advance(PUSH_CHECK_WAIT_MS - 1)
    expect(run(h)?.remote).toBe("sent")
    h.advance(1)
    expect(run(h)?.remote).toBe("notReceived")
    // A new run may start.
    h.dispatch(I.RunPushCheck(TEXT))
    expect(run(h)).toMatchObject({ local: "showing", remote: "waiting" })
  })

  it.each([
    ["failed", "no push token saved for this member"],
    ["unavailable", "the service has no test push endpoint"],
  ] as const)("when the gateway answers %s, then the remote part says so with its reason", (outcome, reason) => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    pub(h, { _tag: "TestNotificationAnswered", ok: true, reason: "" })
    pub(h, { _tag: "TestPushAnswered", outcome, reason })
    expect(run(h)).toMatchObject({ local: "shown", remote: outcome, reason })
    expect(h.timers().find((t) => t.key === PUSH_CHECK_TIMER)).toBeUndefined()
  })

  it("when the notification cannot be shown, then the run fails there and the gateway is not asked", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    const from = h.mark()
    pub(h, { _tag: "TestNotificationAnswered", ok: false, reason: "no active service worker" })
    expect(run(h)).toMatchObject({ local: "failed", remote: "skipped", reason: "no active service worker" })
    expect(tags(h, from)).not.toContain("RequestTestPush")
  })

  it("given permission not asked yet, then the browser is asked first; granted shows the notification and registers the token", () => {
    const h = member("default")
    h.dispatch(I.OpenPushCheck())
    let from = h.mark()
    h.dispatch(I.RunPushCheck(TEXT))
    expect(tags(h, from)).toEqual(["RequestPushPermission"])
    expect(run(h)?.local).toBe("asking")
    from = h.mark()
    pub(h, { _tag: "PushPermissionAnswered", permission: "granted" })
    expect(tags(h, from)).toEqual(["RegisterPushToken", "ShowTestNotification"])
    expect(run(h)?.local).toBe("showing")
    expect(view(h)).toMatchObject({ permission: "granted", token: { state: "registering" } })
  })

  it.each([
    ["denied", "blocked"],
    ["default", "notAllowed"],
  ] as const)("given permission not asked yet, when the browser answers %s, then the run ends %s without showing anything", (answer, local) => {
    const h = member("default")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    const from = h.mark()
    pub(h, { _tag: "PushPermissionAnswered", permission: answer })
    expect(run(h)).toMatchObject({ local, remote: "skipped" })
    expect(tags(h, from)).toEqual([])
  })

  it.each([
    ["denied", "blocked"],
    ["unsupported", "unsupported"],
  ] as const)("given permission %s, then the run ends %s at once, asking nothing", (permission, local) => {
    const h = member(permission)
    h.dispatch(I.OpenPushCheck())
    const from = h.mark()
    h.dispatch(I.RunPushCheck(TEXT))
    expect(run(h)).toMatchObject({ local, remote: "skipped" })
    expect(tags(h, from)).toEqual([])
    expect(view(h)?.busy).toBe(false)
  })

  it("closing the dialog forgets the run; reopening starts clean", () => {
    const h = member("granted")
    h.dispatch(I.OpenPushCheck())
    h.dispatch(I.RunPushCheck(TEXT))
    h.dispatch(I.ClosePushCheck())
    expect(view(h)).toBeNull()
    h.dispatch(I.OpenPushCheck())
    expect(run(h)).toBeNull()
  })
})
