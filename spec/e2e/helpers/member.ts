// Fresh members for multi-context e2e tests: sign up by e-mail from the 18+ gate (code from the dev
// outbox), clear the first-sign-in banners, and open a second context with the project's viewport.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test"
import { freshEmail, loginDialog, submitEmail } from "./app"
import { latestCode } from "./outbox"

export const MEMBER_PASSWORD = "callSecret77"

/** Signs up a fresh member and returns its user id (from the userId cookie). */
export async function signUpMember(page: Page, request: APIRequestContext, tag: string, nickname: string, gender: "Female" | "Male" = "Female"): Promise<string> {
  const email = freshEmail(tag)
  await page.goto("/")
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Log in" }).click()
  await submitEmail(page, email)
  const dialog = loginDialog(page)
  const code = await latestCode(request, email)
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(code)
  await dialog.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD)
  await dialog.getByRole("button", { name: "Create account" }).click()
  const supply = page.getByRole("dialog", { name: "Complete your profile" })
  await supply.getByRole("textbox", { name: "Nickname" }).fill(nickname)
  await supply.getByRole("radio", { name: gender, exact: true }).check()
  await supply.getByRole("button", { name: "Save and continue" }).click()
  await expect(supply).toBeHidden()
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached()
  return userIdCookie(page)
}

/**
 * The signed-in member's id from the session cookie the app keeps. The app writes it a moment after the
 * sign-in shows (its commands run in short tasks of their own), so it is polled, not read once.
 */
export async function userIdCookie(page: Page): Promise<string> {
  let id = ""
  await expect
    .poll(async () => (id = (await page.context().cookies()).find((c) => c.name === "userId")?.value ?? ""), { timeout: 10_000 })
    .toMatch(/^\d+$/)
  return id
}

/** Pages whose first-sign-in banners are already answered by locator handlers (clearBanners). */
const answered = new WeakSet<Page>()

/**
 * Answers the banners of a fresh sign-in (cookie notice, privacy agreement, welcome gift) whenever one
 * comes up in front of the test's next action or assertion (Playwright locator handlers), so they cover
 * nothing and no test waits for a banner that never comes (a member made by `apiMember` has accepted the
 * cookies and the privacy agreement already). Registered once per page; tests about the banners
 * themselves (overlays.spec.ts, the a11y tour's banner screens) answer them by hand instead.
 */
export async function clearBanners(page: Page): Promise<void> {
  if (answered.has(page)) return
  answered.add(page)
  await answerWhenShown(page, page.getByRole("region", { name: "Cookie notice" }), "Accept")
  await answerWhenShown(page, page.getByRole("region", { name: "Privacy policy agreement" }), "Agree")
  await answerWhenShown(page, page.getByRole("dialog", { name: "Your welcome gift" }), "Close")
}

/**
 * After a sign-up in the UI: answers the first-sign-in banners in the order they always come for a new
 * member (a§4): the cookie notice (1.2 s after sign-in), the privacy agreement (asked once cookies are
 * accepted), then the welcome gift (shown once cookies are accepted and no privacy banner is up). Done
 * before the test goes on, none comes later over an open menu or a 3 s toast. Not with `clearBanners`'
 * handlers on the same page (a handler would answer first and this click would wait for nothing).
 */
export async function answerFirstBanners(page: Page): Promise<void> {
  const cookie = page.getByRole("region", { name: "Cookie notice" })
  await cookie.getByRole("button", { name: "Accept" }).click()
  await expect(cookie).toBeHidden()
  const privacy = page.getByRole("region", { name: "Privacy policy agreement" })
  await privacy.getByRole("button", { name: "Agree" }).click()
  await expect(privacy).toBeHidden()
  const gift = page.getByRole("dialog", { name: "Your welcome gift" })
  await gift.getByRole("button", { name: "Close" }).click()
  await expect(gift).toBeHidden()
}

/**
 * Clicks `button` of `overlay` whenever the overlay is in front of the test's next action or assertion.
 * A banner can sit behind a modal dialog (the push invitation, a call): a person answers the dialog
 * first, and so does the test: the handler leaves a banner it cannot reach and runs again before the
 * next action. A banner can also go away by itself (another takes its place) while being clicked.
 */
export async function answerWhenShown(page: Page, overlay: Locator, button: string): Promise<void> {
  await page.addLocatorHandler(
    overlay,
    async () => {
      const answer = overlay.getByRole("button", { name: button })
      try {
        await answer.click({ trial: true, timeout: 1_000 })
      } catch {
        return // covered by a dialog, or gone: nothing to answer now
      }
      await answer.click({ timeout: 5_000 }).catch(() => undefined)
      await overlay.waitFor({ state: "hidden", timeout: 5_000 }).catch(() => undefined)
    },
    { noWaitAfter: true },
  )
}

/** A second browser context with the same viewport as the project's. */
export async function secondContext(browser: Browser, mobile: boolean, baseURL: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext(
    mobile
      ? { baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: "en-US", timezoneId: "UTC" }
      : { baseURL, viewport: { width: 1280, height: 800 }, locale: "en-US", timezoneId: "UTC" },
  )
  return { context, page: await context.newPage() }
}

/** The visible coin balance number (side rail on desktop, top bar on phones). */
export async function coinBalance(page: Page): Promise<number> {
  const text = (await page.getByText(/^Coin balance: /).first().textContent()) ?? ""
  return Number(text.replace(/[^\d]/g, ""))
}

/**
 * A fresh member made over HTTP (the e-mail sign-up calls with the code from the dev outbox, register,
 * the privacy agreement saved) and signed in in `context` by the session cookies the app keeps
 * (deviceId, userId, loginToken, 18+ gate, cookie notice accepted; the welcome gift closed): for tests about something after
 * sign-up, in a second instead of a UI sign-up's many. Returns the member's id.
 */
export async function apiMember(context: BrowserContext, baseURL: string, tag: string, nickname: string, gender: "Female" | "Male" = "Female"): Promise<string> {
  const { makeWireClient } = await import("../../support/wireClient")
  const base = baseURL.replace(/\/$/, "")
  const api = makeWireClient(base)
  const email = freshEmail(tag)
  const deviceId = `e2e-${tag}-${Math.random().toString(36).slice(2, 10)}`
  const who = { deviceId }
  const ok = <T>(a: { code: number; msg: string; data: T }, what: string): T => {
    if (a.code !== 200) throw new Error(`${what}: ${a.code} ${a.msg}`)
    return a.data
  }
  const userId = ok(await api.call("sendVerifyEmail", { email }, who), "sendVerifyEmail") as { userId: number }
  const outbox = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ code: string }>
  ok(await api.call("alreadyVerifyEmail", { email, userId: userId.userId, code: outbox[0]!.code }, who), "alreadyVerifyEmail")
  ok(await api.call("setPassword", { email, userId: userId.userId, password: MEMBER_PASSWORD }, who), "setPassword")
  ok(await api.call("register", { threePartyEmail: email, userName: nickname, gender: gender === "Female" ? 2 : 1, birthday: "1995-05-05", countryId: 840 }, who), "register")
  const login = ok(await api.call("emailLogin", { userAccount: email, password: MEMBER_PASSWORD, deviceType: 4, deviceName: "e2e" }, who), "emailLogin") as { userId: number; loginToken: string }
  const me = { deviceId, token: login.loginToken, userId: login.userId }
  ok(await api.call("protocolSave", { agreeButton: 1, protocolType: 3, userId: login.userId }, me), "protocolSave")
  const cookies = { deviceId, userId: String(login.userId), loginToken: login.loginToken, RC_POP_18: "1", acceptCookie: "1" }
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })))
  // The register-coins banner ("Your welcome gift", a§4) counts as closed just now, so it does not come
  // up over whatever the test does next (a ringing popup covered it once); overlays.spec.ts tests it.
  await context.addInitScript(() => {
    try {
      if (localStorage.getItem("registerPopAt") === null) localStorage.setItem("registerPopAt", String(Date.now()))
    } catch {
      // A frame without storage of its own (about:blank, a sandboxed frame): nothing to mark there.
    }
  })
  return String(login.userId)
}
