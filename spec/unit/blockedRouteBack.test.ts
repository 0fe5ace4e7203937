// a§2 a members-only route visited by a visitor: the login popup opens on it (origin router); closing the
// popup "goes back one history entry". QA bug: it always replaced the blocked route with the wall, a new
// entry at the top of the page, so a visitor who had scrolled the wall, tapped a host and closed the
// popup lost their place (and the wall was twice in the history). Reached in the app (a link, Back or
// Forward), the popup now goes back to the page before; opened by a page load, there is none, so it still
// goes to the wall.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { EMAIL, PASSWORD } from "../support/flows"
import { signIn, T0 } from "../support/fixtures"
import { harness } from "../support/harness"

const navigations = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.filter((c) => c._tag === "Navigate" || c._tag === "NavigateBack")

/** The e-mail way from the open login popup up to the supply-info popup: setPassword answered, still signed out. */
const signUpToSupply = (h: ReturnType<typeof harness>): void => {
  h.dispatch(I.ChooseEmail())
  h.dispatch(I.SubmitEmail({ email: EMAIL }))
  h.answer("emailExists", { status: 5, userId: 77 })
  h.dispatch(I.SubmitPassword({ password: PASSWORD }))
  h.answer("setPassword", { profileComplete: false })
}

describe("Given a visitor on the wall who opens a host's friend page (members only)", () => {
  const blocked = (path = "/", to = "/profile/20000047") => {
    const h = harness({ now: T0, path })
    h.dispatch(I.VisitPath({ path: to }))
    expect(h.state().shell.blocked).toBe(true)
    expect(h.state().login).toMatchObject({ open: true, origin: "router" })
    return h
  }

  it("when they close the login popup, then the app goes back one entry (to the wall they scrolled), not to a new wall entry", () => {
    const h = blocked()
    const from = h.mark()
    h.dispatch(I.CloseLogin())
    expect(navigations(h.since(from))).toEqual([{ _tag: "NavigateBack" }])
    expect(h.state().login.open).toBe(false)
  })

  it("when the route was reached under /tr, then the same", () => {
    const h = blocked("/tr", "/tr/shop")
    const from = h.mark()
    h.dispatch(I.CloseLogin())
    expect(navigations(h.since(from))).toEqual([{ _tag: "NavigateBack" }])
  })

  it("when they sign in instead, then they stay on the friend page (no navigation)", () => {
    const h = blocked()
    const from = h.mark()
    h.dispatch(I.ChooseEmail())
    h.dispatch(I.SubmitEmail({ email: EMAIL }))
    h.answer("emailExists", { status: 4, userId: 77 })
    h.dispatch(I.SubmitPassword({ password: PASSWORD }))
    h.answer("emailLogin", signIn(77))
    expect(h.state().shell.blocked).toBe(false)
    expect(navigations(h.since(from))).toEqual([])
  })

  it("when the supply-info popup takes over from the login (a new profile), then no navigation: the visitor completes it", () => {
    const h = blocked()
    const from = h.mark()
    signUpToSupply(h)
    expect(h.state().supply.open).toBe(true)
    expect(h.state().login.open).toBe(false)
    expect(navigations(h.since(from))).toEqual([])
  })

  // QA finding 3: the supply popup closed on the still-blocked route left an empty page with no popup.
  it("when the supply-info popup that took over is closed (still signed out), then the app goes back one entry, as the login popup's close", () => {
    const h = blocked()
    signUpToSupply(h)
    expect(h.state().shell.blocked).toBe(true)
    const from = h.mark()
    h.dispatch(I.CloseSupplyInfo())
    expect(h.state().supply.open).toBe(false)
    expect(navigations(h.since(from))).toEqual([{ _tag: "NavigateBack" }])
  })
})

describe("Given a visitor whose page load is a members-only route (no page of the app before it)", () => {
  it("when they close the login popup, then the route is replaced by the wall, as before", () => {
    const h = harness({ now: T0, path: "/tr/shop" })
    h.dispatch(I.VisitPath({ path: "/tr/shop" }))
    const from = h.mark()
    h.dispatch(I.CloseLogin())
    expect(navigations(h.since(from))).toEqual([{ _tag: "Navigate", to: "/tr", replace: true }])
  })

  it("when they sign up instead and close the supply-info popup (still signed out), then the route is replaced by the wall", () => {
    const h = harness({ now: T0, path: "/tr/shop" })
    h.dispatch(I.VisitPath({ path: "/tr/shop" }))
    signUpToSupply(h)
    expect(h.state().supply.open).toBe(true)
    const from = h.mark()
    h.dispatch(I.CloseSupplyInfo())
    expect(navigations(h.since(from))).toEqual([{ _tag: "Navigate", to: "/tr", replace: true }])
  })
})
