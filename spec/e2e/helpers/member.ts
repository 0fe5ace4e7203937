// Fresh members for multi-context e2e tests: sign up by e-mail from the 18+ gate (code from the dev
// outbox), clear the first-sign-in banners, and open a second context with the project's viewport.
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { freshEmail, loginDialog } from "./app"
import { latestCode } from "./outbox"

export const MEMBER_PASSWORD = "callSecret77"

/** Signs up a fresh member and returns its user id (from the userId cookie). */
export async function signUpMember(page: Page, request: APIRequestContext, tag: string, nickname: string, gender: "Female" | "Male" = "Female"): Promise<string> {
  const email = freshEmail(tag)
  await page.goto("/")
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Log in" }).click()
  const dialog = loginDialog(page)
  await dialog.getByRole("button", { name: "Continue with e-mail" }).click()
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email)
  await dialog.getByRole("button", { name: "Continue" }).click()
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
  const id = (await page.context().cookies()).find((c) => c.name === "userId")?.value ?? ""
  expect(id).toMatch(/^\d+$/)
  return id
}

/** Answers the banners of a fresh sign-in (cookies, privacy, welcome gift) so they cover nothing. */
export async function clearBanners(page: Page): Promise<void> {
  await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click({ timeout: 8_000 }).catch(() => {})
  await page.getByRole("region", { name: "Privacy policy agreement" }).getByRole("button", { name: "Agree" }).click({ timeout: 5_000 }).catch(() => {})
  await page.getByRole("dialog", { name: "Your welcome gift" }).getByRole("button", { name: "Close" }).click({ timeout: 5_000 }).catch(() => {})
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
