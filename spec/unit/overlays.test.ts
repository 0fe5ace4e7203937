// Timing rules of the global overlays (a§4, a§9) on the harness's test clock: cookie banner exactly
// 1.2 s after login unless accepted; privacy banner only after cookies and when the server says
// showPop; register-coins and download banners back only after 24 h; welcome notices once per user,
// login counts 2..20, 50 ms stagger and 5-minute expiry. Nothing waits on a real clock.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { BANNER_RESHOW_MS, COOKIE_BANNER_DELAY_MS, WELCOME_NOTICE_STAGGER_MS, WELCOME_NOTICE_TTL_MS } from "../../domain/constants"
import {
  selectCookieBanner,
  selectDownloadBanner,
  selectDownloadPopupOpen,
  selectPrivacyBanner,
  selectRegisterBanner,
  selectWelcomeNotices,
} from "../../domain/overlays/selectors"
import { E, T0, user } from "../support/fixtures"
import { signedInByEmail, STORED_SESSION } from "../support/flows"
import { given } from "../support/gwt"
import { harness, type Harness } from "../support/harness"

const HOUR = 3_600_000
const ACCEPTED = { acceptCookie: "1" }
const POPUP = { status: 1, img1: "/media/banner/register.svg", gold: 120, callCount: 1 }

/** A returning member whose stored session is restored at start (user info answered). */
const restored = (stored: Record<string, string> = {}, name = "user501"): Harness => {
  const h = harness({ now: T0, stored: { ...STORED_SESSION, ...stored } })
  h.answer("getUserInfo", user(501, { name }))
  return h
}

const persisted = (h: Harness, key: string) => h.commands.filter((c) => c._tag === "Persist" && c.key === key)

describe("cookie banner (a§4, a§9: 1.2 s after login)", () => {
  it("given a sign-in without acceptCookie, when 1199 ms pass it is hidden, and at exactly 1200 ms it shows", () => {
    const h = signedInByEmail()
    expect(h.timers()).toContainEqual({ key: "overlays:cookie", due: T0 + COOKIE_BANNER_DELAY_MS })
    h.advance(COOKIE_BANNER_DELAY_MS - 1)
    expect(selectCookieBanner(h.state())).toBe(false)
    h.advance(1)
    expect(selectCookieBanner(h.state())).toBe(true)
  })

  it("given a restored session without acceptCookie, it shows 1.2 s after start", () => {
    const h = restored()
    h.advance(COOKIE_BANNER_DELAY_MS)
    expect(selectCookieBanner(h.state())).toBe(true)
  })

  it("given acceptCookie is stored, no timer starts and it never shows", () => {
    const h = signedInByEmail({ stored: { acceptCookie: "1" } })
    expect(h.timers().map((t) => t.key)).not.toContain("overlays:cookie")
    h.advance(10_000)
    expect(selectCookieBanner(h.state())).toBe(false)
  })

  it("given a visitor, nothing shows", () => {
    const h = harness({ now: T0 })
    h.advance(10_000)
    expect(selectCookieBanner(h.state())).toBe(false)
  })

  it("when Accept is pressed it hides and stores acceptCookie as a 365-day cookie; a second Accept decides nothing", () => {
    const h = signedInByEmail()
    h.advance(COOKIE_BANNER_DELAY_MS)
    h.dispatch(I.AcceptCookies())
    expect(selectCookieBanner(h.state())).toBe(false)
    expect(persisted(h, "acceptCookie")).toEqual([{ _tag: "Persist", key: "acceptCookie", value: "1", days: 365 }])
    const n = h.events.length
    h.dispatch(I.AcceptCookies())
    expect(h.events.length).toBe(n)
  })

  it("when Accept comes before the timer, the timer is cancelled and the banner never shows", () => {
    const h = signedInByEmail()
    h.dispatch(I.AcceptCookies())
    h.advance(COOKIE_BANNER_DELAY_MS)
    expect(selectCookieBanner(h.state())).toBe(false)
  })
})

describe("privacy-agreement banner (a§4: after cookies, when the server says showPop)", () => {
  it("given cookies not accepted, protocol status is not asked until Accept", () => {
    const h = signedInByEmail()
    expect(h.lastCall("protocolStatus")).toBeUndefined()
    h.advance(COOKIE_BANNER_DELAY_MS)
    h.dispatch(I.AcceptCookies())
    expect(h.lastCall("protocolStatus")?.params).toEqual({ protocolType: 3 })
    h.answer("protocolStatus", { showPop: true })
    expect(selectPrivacyBanner(h.state())).toBe(true)
  })

  it("given cookies accepted at sign-in, it asks at once; showPop false shows nothing", () => {
    const h = signedInByEmail({ stored: { acceptCookie: "1" } })
    h.answer("protocolStatus", { showPop: false })
    expect(selectPrivacyBanner(h.state())).toBe(false)
  })

  it("given a restored session with cookies accepted, it asks at start", () => {
    const h = restored({ acceptCookie: "1" })
    h.answer("protocolStatus", { showPop: true })
    expect(selectPrivacyBanner(h.state())).toBe(true)
  })

  it("a visitor is never asked, even with cookies accepted", () => {
    const h = harness({ now: T0, stored: { acceptCookie: "1" } })
    expect(h.lastCall("protocolStatus")).toBeUndefined()
  })

  it("when Agree is pressed it hides and sends {agreeButton 1, protocolType 3, userId}", () => {
    const h = signedInByEmail({ stored: { acceptCookie: "1" } })
    h.answer("protocolStatus", { showPop: true })
    h.dispatch(I.AgreePrivacy())
    expect(selectPrivacyBanner(h.state())).toBe(false)
    expect(h.lastCall("protocolSave")?.params).toEqual({ agreeButton: 1, protocolType: 3, userId: 501 })
  })

  it("Agree without a banner decides nothing; a failed status call shows nothing", () => {
    given(E.started("/", { ...STORED_SESSION, acceptCookie: "1" })).when(I.AgreePrivacy()).then()
    const h = restored({ acceptCookie: "1" })
    h.fail("protocolStatus", { code: 500 })
    expect(selectPrivacyBanner(h.state())).toBe(false)
  })
})

describe("register-coins banner (a§2, a§9: toast on either button, back after 24 h)", () => {
  it("shows for a signed-in member when popup/get says status 1, not for status 0", () => {
    const h = signedInByEmail({ stored: ACCEPTED })
    h.answer("popupGet", POPUP)
    expect(selectRegisterBanner(h.state())).toEqual({ img: POPUP.img1, gold: 120, callCount: 1 })
    const h2 = signedInByEmail({ stored: ACCEPTED })
    h2.answer("popupGet", { ...POPUP, status: 0 })
    expect(selectRegisterBanner(h2.state())).toBeNull()
  })

  it.each(["claim", "dismiss"] as const)("closing with %s hides it with a toast and stores the time", (via) => {
    const h = signedInByEmail({ stored: ACCEPTED })
    h.answer("popupGet", POPUP)
    h.dispatch(I.CloseRegisterBanner({ via }))
    expect(selectRegisterBanner(h.state())).toBeNull()
    expect(h.state().shell.toast?.key).toBe("registerBannerClosed")
    expect(persisted(h, "registerPopAt")).toEqual([{ _tag: "Persist", key: "registerPopAt", value: String(T0) }])
  })

  it("is asked again and re-shown only after 24 h in the same session", () => {
    const h = signedInByEmail({ stored: ACCEPTED })
    h.answer("popupGet", POPUP)
    h.dispatch(I.CloseRegisterBanner({ via: "dismiss" }))
    h.advance(BANNER_RESHOW_MS - 1)
    expect(h.pendingCalls().filter((c) => c.name === "popupGet")).toHaveLength(0)
    h.advance(1)
    h.answer("popupGet", POPUP)
    expect(selectRegisterBanner(h.state())).not.toBeNull()
  })

  it("after a reload, a close less than 24 h ago keeps it hidden; 24 h or more shows it", () => {
    const early = restored({ ...ACCEPTED, registerPopAt: String(T0 - BANNER_RESHOW_MS + 1) })
    early.answer("popupGet", POPUP)
    expect(selectRegisterBanner(early.state())).toBeNull()
    const late = restored({ ...ACCEPTED, registerPopAt: String(T0 - BANNER_RESHOW_MS) })
    late.answer("popupGet", POPUP)
    expect(selectRegisterBanner(late.state())).not.toBeNull()
  })

  it("waits for consent: hidden until cookies are accepted and while the privacy banner is up", () => {
    const h = signedInByEmail()
    h.answer("popupGet", POPUP)
    expect(selectRegisterBanner(h.state())).toBeNull()
    h.advance(COOKIE_BANNER_DELAY_MS)
    h.dispatch(I.AcceptCookies())
    h.answer("protocolStatus", { showPop: true })
    expect(selectRegisterBanner(h.state())).toBeNull()
    h.dispatch(I.AgreePrivacy())
    expect(selectRegisterBanner(h.state())).not.toBeNull()
  })

  it("a visitor is never asked", () => {
    expect(harness({ now: T0 }).lastCall("popupGet")).toBeUndefined()
  })
})

describe("download banner and popup (a§2, a§4: banner back after 24 h)", () => {
  it("shows on a first visit; closing stores downloadPop and hides it for exactly 24 h", () => {
    const h = harness({ now: T0 })
    expect(selectDownloadBanner(h.state())).toBe(true)
    h.dispatch(I.CloseDownloadBanner())
    expect(selectDownloadBanner(h.state())).toBe(false)
    expect(persisted(h, "downloadPop")).toEqual([{ _tag: "Persist", key: "downloadPop", value: String(T0) }])
    h.advance(BANNER_RESHOW_MS - 1)
    expect(selectDownloadBanner(h.state())).toBe(false)
    h.advance(1)
    expect(selectDownloadBanner(h.state())).toBe(true)
  })

  it("after a reload 23 h after closing, it comes back at the 24 h mark", () => {
    const h = harness({ now: T0, stored: { downloadPop: String(T0 - 23 * HOUR) } })
    expect(selectDownloadBanner(h.state())).toBe(false)
    h.advance(HOUR - 1)
    expect(selectDownloadBanner(h.state())).toBe(false)
    h.advance(1)
    expect(selectDownloadBanner(h.state())).toBe(true)
  })

  it("the popup opens and closes; navigation closes it", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.ToggleDownloadPopup({ open: true }))
    expect(selectDownloadPopupOpen(h.state())).toBe(true)
    h.dispatch(I.ToggleDownloadPopup({ open: false }))
    expect(selectDownloadPopupOpen(h.state())).toBe(false)
    h.dispatch(I.ToggleDownloadPopup({ open: true }))
    h.dispatch(I.VisitPath({ path: "/livechat" }))
    expect(selectDownloadPopupOpen(h.state())).toBe(false)
  })
})

describe("welcome notices (a§4, a§9: once per user, login count 2..20, 5 min, 50 ms stagger)", () => {
  const withCount = (count: number, extra: Record<string, string> = {}) => restored({ loginCount_501: String(count), ...extra })

  it("given login count 2, they appear 50 ms apart and each expires 5 min after it appeared", () => {
    const h = withCount(2)
    expect(selectWelcomeNotices(h.state()).map((n) => n.key)).toEqual(["welcomeBack"])
    h.advance(WELCOME_NOTICE_STAGGER_MS - 1)
    expect(selectWelcomeNotices(h.state())).toHaveLength(1)
    h.advance(1)
    expect(selectWelcomeNotices(h.state()).map((n) => n.key)).toEqual(["welcomeBack", "hostsOnline"])
    h.advance(WELCOME_NOTICE_STAGGER_MS)
    expect(selectWelcomeNotices(h.state())).toHaveLength(3)
    h.setNow(T0 + WELCOME_NOTICE_TTL_MS - 1)
    expect(selectWelcomeNotices(h.state())).toHaveLength(3)
    h.advance(1)
    expect(selectWelcomeNotices(h.state()).map((n) => n.key)).toEqual(["hostsOnline", "addFriends"])
    h.advance(WELCOME_NOTICE_STAGGER_MS)
    expect(selectWelcomeNotices(h.state()).map((n) => n.key)).toEqual(["addFriends"])
    h.advance(WELCOME_NOTICE_STAGGER_MS)
    expect(selectWelcomeNotices(h.state())).toEqual([])
  })

  it.each([
    [1, false],
    [2, true],
    [20, true],
    [21, false],
  ])("given login count %i, shown: %s", (count, shown) => {
    expect(selectWelcomeNotices(withCount(count).state()).length > 0).toBe(shown)
  })

  it("is skipped when the name is missing", () => {
    const h = restored({ loginCount_501: "3" }, "")
    expect(selectWelcomeNotices(h.state())).toEqual([])
  })

  it("is shown once per user: stored welcomeShown_<id> and repeated user info don't show it again", () => {
    const h = withCount(3)
    expect(persisted(h, "welcomeShown_501")).toHaveLength(1)
    h.advance(WELCOME_NOTICE_TTL_MS + 1000)
    h.answerTo({ ...h.lastCall("getUserInfo")! }, user(501))
    expect(selectWelcomeNotices(h.state())).toEqual([])
    expect(selectWelcomeNotices(withCount(3, { welcomeShown_501: "1" }).state())).toEqual([])
  })

  it("on a sign-in, the count after the increment decides (second login shows them)", () => {
    const h = signedInByEmail({ stored: { loginCount_501: "1" } })
    expect(selectWelcomeNotices(h.state()).map((n) => n.key)).toEqual(["welcomeBack"])
    expect(selectWelcomeNotices(signedInByEmail().state())).toEqual([])
  })

  it("a dismissed notice goes at once and its expiry timer is cancelled", () => {
    const h = withCount(2)
    h.dispatch(I.DismissWelcomeNotice({ index: 0 }))
    expect(selectWelcomeNotices(h.state())).toEqual([])
    expect(h.timers().map((t) => t.key)).not.toContain("overlays:welcome:expire:0")
    given(E.started()).when(I.DismissWelcomeNotice({ index: 0 })).then()
  })
})
