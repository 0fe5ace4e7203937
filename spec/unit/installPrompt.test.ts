// Install-as-app rules (a§4, a§9) on the harness's test clock: offered only when not installed, signed
// in and the browser signals installability; the banner first 3 s after the check, back 8 h after a
// dismissal (also across reloads), at most 2 a local day (then only the mini button, and the banner again
// the next day); acceptance claims the install coins once, with the 4000 ms bonus toast.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { INSTALL_FIRST_MS, INSTALL_RESHOW_MS } from "../../domain/constants"
import { selectInstallBanner, selectInstallCoins, selectInstallMenu, selectInstallMini } from "../../domain/install/selectors"
import { INSTALL_TIMER } from "../../domain/install/state"
import { toastTimer } from "../../domain/shell/state"
import { T0, user } from "../support/fixtures"
import { STORED_SESSION, signedInByEmail } from "../support/flows"
import { harness, type Harness } from "../support/harness"
import type { NewEvent } from "../../domain/app/event"

type Input = NewEvent extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never
/** Publishes an adapter event at the harness clock. */
const pub = (h: Harness, e: Input): void => h.publish(e)

const BONUS = { claimed: false, coins: 100, img: "" }
const MIDNIGHT = Date.UTC(2026, 0, 15, 0, 0, 0)
const day = (at: number) => Math.floor(at / 86_400_000)

/** A returning member whose browser reports `installed` / `installable`. */
const member = (stored: Record<string, string> = {}, now = T0, installable = true, installed = false): Harness => {
  const h = harness({ now, stored: { ...STORED_SESSION, ...stored } })
  h.answer("getUserInfo", user(501))
  pub(h, { _tag: "InstallStateChanged", installed, installable })
  return h
}
const banner = (h: Harness) => selectInstallBanner(h.state())
const timerDue = (h: Harness) => h.timers().find((t) => t.key === INSTALL_TIMER)?.due

describe("when the install is offered (a§4: not installed, signed in, installable)", () => {
  it("shows the banner exactly 3 s after the check, not before", () => {
    const h = member()
    expect(timerDue(h)).toBe(T0 + INSTALL_FIRST_MS)
    h.advance(INSTALL_FIRST_MS - 1)
    expect(banner(h)).toBe(false)
    h.advance(1)
    expect(banner(h)).toBe(true)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "installPopShows", value: `${day(T0)}:1` })
  })

  it("the check happens when the browser signals installability later, or when the member signs in", () => {
    const late = member({}, T0, false)
    late.advance(60_000)
    expect(banner(late)).toBe(false)
    pub(late, { _tag: "InstallStateChanged", installed: false, installable: true })
    late.advance(INSTALL_FIRST_MS)
    expect(banner(late)).toBe(true)

    const visitor = harness({ now: T0 })
    pub(visitor, { _tag: "InstallStateChanged", installed: false, installable: true })
    visitor.advance(60_000)
    expect(banner(visitor)).toBe(false)
    expect(selectInstallMini(visitor.state())).toBe(false)
    expect(selectInstallMenu(visitor.state())).toBe(false)
  })

  it("is never offered when installed (standalone) or not installable", () => {
    for (const h of [member({}, T0, true, true), member({}, T0, false, false)]) {
      h.advance(60_000)
      expect(banner(h)).toBe(false)
      expect(selectInstallMini(h.state())).toBe(false)
      expect(selectInstallMenu(h.state())).toBe(false)
    }
  })

  it("the browser installing the app (appinstalled) removes the banner and the buttons", () => {
    const h = member()
    h.advance(INSTALL_FIRST_MS)
    pub(h, { _tag: "AppInstalled" })
    expect(banner(h)).toBe(false)
    expect(selectInstallMini(h.state())).toBe(false)
  })
})

describe("dismissal and the daily limit (a§4, a§9: back after 8 h, at most 2 a day)", () => {
  it("a dismissed banner comes back exactly 8 h later and the time is stored", () => {
    const h = member()
    h.advance(INSTALL_FIRST_MS)
    h.dispatch(I.DismissInstallBanner())
    const closedAt = h.now()
    expect(banner(h)).toBe(false)
    expect(h.commands).toContainEqual({ _tag: "Persist", key: "installPopClosedAt", value: String(closedAt) })
    h.advance(INSTALL_RESHOW_MS - 1)
    expect(banner(h)).toBe(false)
    h.advance(1)
    expect(banner(h)).toBe(true)
  })

  it("after a reload within the 8 h it waits for what is left of them, not 3 s", () => {
    const closedAt = T0 - 2 * 3_600_000
    const h = member({ installPopClosedAt: String(closedAt) })
    expect(timerDue(h)).toBe(closedAt + INSTALL_RESHOW_MS)
    h.advance(INSTALL_FIRST_MS)
    expect(banner(h)).toBe(false)
    h.setNow(closedAt + INSTALL_RESHOW_MS)
    expect(banner(h)).toBe(true)
  })

  it("shows at most twice a local day; the third time only the mini button is offered, and the banner returns the next day", () => {
    const h = member({}, MIDNIGHT)
    h.advance(INSTALL_FIRST_MS) // 00:00:03, first
    expect(banner(h)).toBe(true)
    h.dispatch(I.DismissInstallBanner())
    h.advance(INSTALL_RESHOW_MS) // 08:00:03, second
    expect(banner(h)).toBe(true)
    h.dispatch(I.DismissInstallBanner())
    h.advance(INSTALL_RESHOW_MS) // 16:00:03: two shows today already
    expect(banner(h)).toBe(false)
    expect(selectInstallMini(h.state())).toBe(true)
    expect(timerDue(h)).toBe(MIDNIGHT + 86_400_000)
    h.setNow(MIDNIGHT + 86_400_000)
    expect(banner(h)).toBe(true)
    expect(h.state().install.shows).toEqual({ day: day(MIDNIGHT) + 1, count: 1 })
  })

  it("the stored count is per day: two shows stored for today block a reload; two for yesterday do not", () => {
    const blocked = member({ installPopShows: `${day(T0)}:2` })
    blocked.advance(INSTALL_FIRST_MS)
    expect(banner(blocked)).toBe(false)
    expect(selectInstallMini(blocked.state())).toBe(true)
    const fresh = member({ installPopShows: `${day(T0) - 1}:2` })
    fresh.advance(INSTALL_FIRST_MS)
    expect(banner(fresh)).toBe(true)
  })
})

describe("the mini button (phones) and the side-menu button (desktop)", () => {
  it("the mini button shows whenever the install is offered and the banner is not up; the menu button whenever offered", () => {
    const h = member()
    expect(selectInstallMini(h.state())).toBe(true)
    expect(selectInstallMenu(h.state())).toBe(true)
    h.advance(INSTALL_FIRST_MS)
    expect(selectInstallMini(h.state())).toBe(false)
    expect(selectInstallMenu(h.state())).toBe(true)
    h.dispatch(I.AcceptInstall({ via: "banner" }))
    expect(selectInstallMini(h.state())).toBe(false)
    expect(selectInstallMenu(h.state())).toBe(false)
  })
})

describe("acceptance and the install reward (a§4: claimed once; a§9: 4000 ms toast)", () => {
  it("Install shows the browser prompt; accepted claims the coins with countryId; the toast lasts 4000 ms", () => {
    const h = member()
    h.answer("isInitWebapp", BONUS)
    expect(selectInstallCoins(h.state())).toBe(100)
    h.advance(INSTALL_FIRST_MS)
    const from = h.mark()
    h.dispatch(I.AcceptInstall({ via: "banner" }))
    expect(h.since(from).map((c) => c._tag)).toEqual(["PromptInstall"])
    expect(banner(h)).toBe(false)
    pub(h, { _tag: "InstallPromptAnswered", outcome: "accepted" })
    expect(h.lastCall("initWebappGiveCoin")?.params).toEqual({ countryId: 792 })
    h.answer("initWebappGiveCoin", { coins: 100 })
    const toast = h.state().shell.toast!
    expect(toast).toMatchObject({ key: "installBonus", params: { coins: 100 } })
    expect(h.timers()).toContainEqual({ key: toastTimer(toast.id), due: h.now() + 4000 })
    // The balance is refreshed after the grant.
    expect(h.calls().some((c) => c.name === "getCurrentGoldNum" && c.requestId === toast.id)).toBe(true)
    expect(selectInstallCoins(h.state())).toBe(0)
    // appinstalled follows the accepted prompt: no second claim.
    pub(h, { _tag: "AppInstalled" })
    expect(h.calls().filter((c) => c.name === "initWebappGiveCoin")).toHaveLength(1)
  })

  it("acceptance before the bonus info arrived claims when it arrives; already given claims nothing", () => {
    const h = member()
    h.dispatch(I.AcceptInstall({ via: "mini" }))
    pub(h, { _tag: "InstallPromptAnswered", outcome: "accepted" })
    expect(h.lastCall("initWebappGiveCoin")).toBeUndefined()
    h.answer("isInitWebapp", BONUS)
    expect(h.lastCall("initWebappGiveCoin")).toBeDefined()

    const given = member()
    given.answer("isInitWebapp", { ...BONUS, claimed: true })
    given.dispatch(I.AcceptInstall({ via: "menu" }))
    pub(given, { _tag: "InstallPromptAnswered", outcome: "accepted" })
    expect(given.lastCall("initWebappGiveCoin")).toBeUndefined()
  })

  it("installing from the browser's own menu (appinstalled) also claims, once", () => {
    const h = member()
    h.answer("isInitWebapp", BONUS)
    pub(h, { _tag: "AppInstalled" })
    pub(h, { _tag: "AppInstalled" })
    expect(h.calls().filter((c) => c.name === "initWebappGiveCoin")).toHaveLength(1)
  })

  it("a dismissed browser prompt counts as a dismissal (8 h); an unavailable one withdraws the offer", () => {
    const h = member()
    h.dispatch(I.AcceptInstall({ via: "menu" }))
    pub(h, { _tag: "InstallPromptAnswered", outcome: "dismissed" })
    expect(h.state().install.dismissedAt).toBe(T0)
    expect(timerDue(h)).toBe(T0 + INSTALL_RESHOW_MS)
    expect(h.lastCall("initWebappGiveCoin")).toBeUndefined()
    const gone = member()
    gone.dispatch(I.AcceptInstall({ via: "menu" }))
    pub(gone, { _tag: "InstallPromptAnswered", outcome: "unavailable" })
    expect(selectInstallMenu(gone.state())).toBe(false)
  })

  it("Install while not offered, or twice while the prompt is open, decides nothing", () => {
    const visitor = harness({ now: T0 })
    const n = visitor.events.length
    visitor.dispatch(I.AcceptInstall({ via: "menu" }))
    expect(visitor.events.length).toBe(n)
    const h = signedInByEmail()
    pub(h, { _tag: "InstallStateChanged", installed: false, installable: true })
    h.dispatch(I.AcceptInstall({ via: "menu" }))
    const m = h.events.length
    h.dispatch(I.AcceptInstall({ via: "menu" }))
    expect(h.events.length).toBe(m)
  })
})
