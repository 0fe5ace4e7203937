// Web push rules (a§4, a§9) on the harness's test clock: the invitation is polled every 2 s once the
// member matched today (a call reached ringing), shows only on the wall, livechat, friend, friends and
// message pages with no call, ringing or chat active, and once in total; confirm asks the browser,
// granted registers and saves the token and claims the first-time coins once, denied does nothing, an
// already granted permission registers directly, and a token failure is tracked with the permission.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { DAY_MS, PUSH_DEFAULT_GIFT, PUSH_POLL_MS } from "../../domain/constants"
import type { PushPermission } from "../../domain/push/events"
import { selectPushInvitation } from "../../domain/push/selectors"
import { PUSH_POLL_TIMER } from "../../domain/push/state"
import { toastTimer } from "../../domain/shell/state"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION, signedInByEmail } from "../support/flows"
import { harness, type Harness } from "../support/harness"
import type { NewEvent } from "../../domain/app/event"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
/** Publishes an adapter event at the harness clock. */
const pub = (h: Harness, e: Input): void => h.publish(e)

const BONUS = { claimed: false, coins: 200, img: "/media/push.svg" }
const today = Math.floor(T0 / DAY_MS)

/** A returning member (stored session, profile answered) on `path`, the browser at `permission`. */
const member = (permission: PushPermission = "default", stored: Record<string, string> = {}, path = "/"): Harness => {
  const h = harness({ now: T0, path, stored: { ...STORED_SESSION, ...stored } })
  h.answer("getUserInfo", user(501, { gender: 2, countryId: 792 }))
  pub(h, { _tag: "PushPermissionChecked", permission })
  return h
}

let room = 0
/** A call to the member rings (a match) and, with `end`, the caller cancels it at once. */
const match = (h: Harness, end = true): void => {
  room += 1
  const base = { roomNum: `room-${room}`, callerUserId: "9", calleeUserId: "501", sendUserId: "9", sentAt: h.now() }
  pub(h, { _tag: "CallActionReceived", frameId: `f-${room}-1`, from: "9", action: { callAction: 1, ...base } })
  if (end) pub(h, { _tag: "CallActionReceived", frameId: `f-${room}-2`, from: "9", action: { callAction: 2, ...base } })
}
const endCall = (h: Harness): void => {
  const base = { roomNum: `room-${room}`, callerUserId: "9", calleeUserId: "501", sendUserId: "9", sentAt: h.now() }
  pub(h, { _tag: "CallActionReceived", frameId: `f-${room}-2`, from: "9", action: { callAction: 2, ...base } })
}

const shown = (h: Harness): boolean => selectPushInvitation(h.state()) !== null
const pollDue = (h: Harness): number | undefined => h.timers().find((t) => t.key === PUSH_POLL_TIMER)?.due
const cmdTags = (h: Harness, from: number): string[] => h.since(from).map((c) => c._tag)

describe("the invitation poll (a§4, a§9: every 2 s once the member matched today)", () => {
  it("given a signed-in member who has not matched today, no poll runs and nothing shows", () => {
    const h = member()
    expect(pollDue(h)).toBeUndefined()
    h.advance(10 * 60_000)
    expect(shown(h)).toBe(false)
  })

  it("when a call rings, the poll starts; ticks every 2 s while ringing show nothing; the first tick after the call ended shows it", () => {
    const h = member()
    match(h, false)
    expect(pollDue(h)).toBe(T0 + PUSH_POLL_MS)
    h.advance(PUSH_POLL_MS * 3)
    expect(shown(h)).toBe(false)
    expect(pollDue(h)).toBe(T0 + PUSH_POLL_MS * 4)
    h.advance(500)
    endCall(h)
    h.advance(PUSH_POLL_MS - 501)
    expect(shown(h)).toBe(false)
    h.advance(1)
    expect(shown(h)).toBe(true)
    expect(pollDue(h)).toBeUndefined()
  })

  it("the matched day is stored; a reload the same day polls at once, a reload the next day does not", () => {
    const h = member()
    match(h)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "pushMatchedDay", value: String(today) })
    const sameDay = member("default", { pushMatchedDay: String(today) })
    expect(pollDue(sameDay)).toBe(T0 + PUSH_POLL_MS)
    const nextDay = member("default", { pushMatchedDay: String(today - 1) })
    expect(pollDue(nextDay)).toBeUndefined()
  })

  it("a match late in the local day stops polling at local midnight (UTC+3)", () => {
    // 23:59:57 in Istanbul (UTC+3) is 20:59:57 UTC.
    const start = Date.UTC(2026, 0, 15, 20, 59, 57)
    const h = harness({ now: start, path: "/shop", stored: STORED_SESSION, utcOffsetMin: 180 })
    pub(h, { _tag: "PushPermissionChecked", permission: "default" })
    match(h)
    h.advance(PUSH_POLL_MS) // 23:59:59, still on /shop
    expect(pollDue(h)).toBe(start + 2 * PUSH_POLL_MS)
    h.dispatch(I.VisitPath({ path: "/" }))
    h.advance(PUSH_POLL_MS) // 00:00:01: another day, the poll ends
    expect(shown(h)).toBe(false)
    expect(pollDue(h)).toBeUndefined()
  })

  it("a visitor never polls, and a member whose permission is granted, denied or unsupported is not invited", () => {
    const visitor = harness({ now: T0 })
    pub(visitor, { _tag: "PushPermissionChecked", permission: "default" })
    match(visitor)
    expect(pollDue(visitor)).toBeUndefined()
    for (const p of ["granted", "denied", "unsupported"] as const) {
      const h = member(p)
      match(h)
      h.advance(PUSH_POLL_MS * 5)
      expect(shown(h)).toBe(false)
    }
  })
})

describe("where the invitation may appear (a§4: pages, no call, chat or ringing)", () => {
  it.each(["/", "/livechat", "/profile/abc", "/friends", "/message", "/tr/friends"])("shows on %s", (path) => {
    const h = member("default", {}, path)
    match(h)
    h.advance(PUSH_POLL_MS)
    expect(shown(h)).toBe(true)
  })

  it.each(["/shop", "/download", "/videos", "/random-video-chat", "/message/502", "/profile/edit"])("waits on %s and shows once the member is on the wall", (path) => {
    const h = member("default", {}, path)
    match(h)
    h.advance(PUSH_POLL_MS * 3)
    expect(shown(h)).toBe(false)
    h.dispatch(I.VisitPath({ path: "/" }))
    h.advance(PUSH_POLL_MS)
    expect(shown(h)).toBe(true)
  })

  it("waits while a chat is open and shows at the next tick after it closed", () => {
    const h = member()
    h.dispatch(I.OpenConversation({ peerId: "502", name: "Friend" }))
    match(h)
    h.advance(PUSH_POLL_MS * 2)
    expect(shown(h)).toBe(false)
    h.dispatch(I.CloseConversation())
    h.advance(PUSH_POLL_MS)
    expect(shown(h)).toBe(true)
  })
})

describe("once in total (a§4)", () => {
  it("showing stores webPushInvited and stops the poll; cancel closes it and nothing asks the browser", () => {
    const h = member()
    match(h)
    h.advance(PUSH_POLL_MS)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "webPushInvited", value: "1" })
    const from = h.mark()
    h.dispatch(I.DismissPushInvitation())
    expect(shown(h)).toBe(false)
    match(h)
    h.advance(PUSH_POLL_MS * 5)
    expect(shown(h)).toBe(false)
    expect(cmdTags(h, from)).not.toContain("RequestPushPermission")
    expect(pollDue(h)).toBeUndefined()
  })

  it("given webPushInvited is stored, it never shows again", () => {
    const h = member("default", { webPushInvited: "1", pushMatchedDay: String(today) })
    match(h)
    h.advance(PUSH_POLL_MS * 10)
    expect(shown(h)).toBe(false)
    expect(pollDue(h)).toBeUndefined()
  })

  it("answers to an invitation that is not on screen decide nothing", () => {
    const h = member()
    const n = h.events.length
    h.dispatch(I.ConfirmPushInvitation())
    h.dispatch(I.DismissPushInvitation())
    expect(h.events.length).toBe(n)
  })
})

describe("the invitation offers the first-time coins (a§3, a§9: default gift value 200)", () => {
  it("shows 200 coins until isInitNotification answers, then its amount; 0 once given", () => {
    const h = member()
    match(h)
    h.advance(PUSH_POLL_MS)
    expect(selectPushInvitation(h.state())).toEqual({ coins: PUSH_DEFAULT_GIFT, img: "" })
    h.answer("isInitNotification", { ...BONUS, coins: 150 })
    expect(selectPushInvitation(h.state())).toEqual({ coins: 150, img: "/media/push.svg" })
    const given = member()
    given.answer("isInitNotification", { ...BONUS, claimed: true })
    match(given)
    given.advance(PUSH_POLL_MS)
    expect(selectPushInvitation(given.state())?.coins).toBe(0)
  })
})

describe("confirm, permission and token (a§4)", () => {
  const invited = (): Harness => {
    const h = member()
    h.answer("isInitNotification", BONUS)
    match(h)
    h.advance(PUSH_POLL_MS)
    return h
  }

  it("confirm asks the browser; granted gets the token, saves it with gender and country, claims the coins once with a 3000 ms toast", () => {
    const h = invited()
    let from = h.mark()
    h.dispatch(I.ConfirmPushInvitation())
    expect(shown(h)).toBe(false)
    expect(cmdTags(h, from)).toEqual(["RequestPushPermission"])
    from = h.mark()
    pub(h, { _tag: "PushPermissionAnswered", permission: "granted" })
    expect(cmdTags(h, from)).toEqual(["RegisterPushToken"])
    pub(h, { _tag: "PushTokenObtained", token: "fcm-token-1" })
    expect(h.lastCall("savePushToken")?.params).toEqual({ pushToken: "fcm-token-1", gender: 2, countryId: 792 })
    expect(h.lastCall("initNotificationGiveCoin")).toBeUndefined()
    h.answer("savePushToken", null)
    expect(h.lastCall("initNotificationGiveCoin")?.params).toEqual({ countryId: 792 })
    h.answer("initNotificationGiveCoin", { coins: 200 })
    expect(h.state().shell.toast).toMatchObject({ key: "pushBonus", params: { coins: 200 } })
    expect(h.timers()).toContainEqual({ key: toastTimer(h.state().shell.toast!.id), due: h.now() + 3000 })
    expect(h.calls().some((c) => c.name === "getCurrentGoldNum" && c.requestId === h.state().shell.toast!.id)).toBe(true)
    // The next page load: granted registers and saves the token again, the coins are not claimed again.
    const next = member("granted", { webPushInvited: "1" })
    next.answer("isInitNotification", { ...BONUS, claimed: true })
    expect(next.commands.map((c) => c._tag)).toContain("RegisterPushToken")
    pub(next, { _tag: "PushTokenObtained", token: "fcm-token-2" })
    next.answer("savePushToken", null)
    expect(next.lastCall("initNotificationGiveCoin")).toBeUndefined()
  })

  it("denied does nothing: no token, no call", () => {
    const h = invited()
    h.dispatch(I.ConfirmPushInvitation())
    const from = h.mark()
    pub(h, { _tag: "PushPermissionAnswered", permission: "denied" })
    expect(h.since(from)).toEqual([])
    expect(h.state().push.permission).toBe("denied")
  })

  it("a prompt closed without an answer (still default) does nothing either", () => {
    const h = invited()
    h.dispatch(I.ConfirmPushInvitation())
    const from = h.mark()
    pub(h, { _tag: "PushPermissionAnswered", permission: "default" })
    expect(h.since(from)).toEqual([])
  })

  it("permission already granted registers the token directly on sign-in, without any invitation", () => {
    const h = signedInByEmail()
    const from = h.mark()
    pub(h, { _tag: "PushPermissionChecked", permission: "granted" })
    expect(cmdTags(h, from)).toEqual(["RegisterPushToken"])
    expect(h.state().push.invitation).toBe(false)
    expect(pollDue(h)).toBeUndefined()
  })

  it("permission granted before sign-in registers when the sign-in answers (a§4: on sign-in success, turn web push on)", () => {
    const visitor = harness({ now: T0 })
    pub(visitor, { _tag: "PushPermissionChecked", permission: "granted" })
    expect(cmdTags(visitor, 0)).not.toContain("RegisterPushToken")
    const h = signedInByEmail()
    expect(h.lastCall("isInitNotification")).toBeDefined()
  })

  it("a token failure is tracked through bury with the permission status; no save, no coins", () => {
    const h = member("granted")
    h.answer("isInitNotification", BONUS)
    pub(h, { _tag: "PushTokenFailed", reason: "AbortError: Registration failed - push service error", permission: "granted" })
    expect(h.lastCall("buryRecord")?.params).toEqual({
      userId: 501,
      deviceId: "dev-1",
      time: T0,
      eventId: "webPushTokenFailed",
      targetUserId: 0,
      freeName1: "granted",
      freeName2: "AbortError: Registration failed - push service error",
      country: 792,
      model: "web",
    })
    expect(h.state().push.stage).toBe("failed")
    expect(h.lastCall("savePushToken")).toBeUndefined()
    expect(h.lastCall("initNotificationGiveCoin")).toBeUndefined()
  })

  it("the service refusing the coins (already given elsewhere) leaves no toast and no retry", () => {
    const h = member("granted")
    h.answer("isInitNotification", BONUS)
    pub(h, { _tag: "PushTokenObtained", token: "t" })
    h.answer("savePushToken", null)
    h.fail("initNotificationGiveCoin", { code: 10040, msg: "already given" })
    expect(h.state().shell.toast).toBeNull()
    pub(h, { _tag: "PushTokenObtained", token: "t2" })
    expect(h.calls().filter((c) => c.name === "initNotificationGiveCoin")).toHaveLength(1)
  })
})
