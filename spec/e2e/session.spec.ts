// Session-error screens (a§8 account states) in real Chromium against the reference gateway: the seeded
// banned member sees the banned screen and stays signed out; the suspended member sees the 48-hour
// suspension screen with the server's message (its action in view on short screens and with large text)
// and continues as a visitor.
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { clickSignIn, enterGate, submitPassword } from "./helpers/app"
import { expectActionAlwaysInView } from "./helpers/geometry"
import { shot } from "./helpers/screens"

/** Tries an e-mail + password sign-in that the gateway refuses with a session error. */
async function trySignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/")
  await enterGate(page)
  await clickSignIn(page)
  await submitPassword(page, email, password)
}

const signedOut = async (page: Page) => {
  await expect(page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }).first()).toBeVisible()
  await expect(page.getByRole("button", { name: /^Account menu/ })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem("loginToken") ?? document.cookie.includes("loginToken="))).toBeFalsy()
}

test("the banned member sees the banned screen and stays signed out", async ({ page }) => {
  await trySignIn(page, "banned@example.com", "password3")
  const screen = page.getByRole("dialog", { name: "Account banned" })
  await expect(screen).toBeVisible()
  await expect(screen).toContainText("Your account has been banned.")
  await expect(screen.getByRole("button")).toHaveCount(1)
  await shot(page, "session-banned")
  await screen.getByRole("button", { name: "OK" }).click()
  await expect(screen).toBeHidden()
  await expect(page).toHaveURL(/\/$/)
  await signedOut(page)
  await page.reload()
  await signedOut(page)
})

test("the suspended member sees the suspension screen and can continue as a visitor", async ({ page }) => {
  await trySignIn(page, "suspended@example.com", "password4")
  const screen = page.getByRole("dialog", { name: "Account suspended" })
  await expect(screen).toBeVisible()
  await expect(screen).toContainText("suspended for 48 hours")
  // 10117 also shows the server's own message.
  await expect(screen.getByText(/suspended until/i)).toBeVisible()
  await shot(page, "session-suspended")
  // On short screens and with large text its action stays in view.
  await expectActionAlwaysInView(page, screen, screen.getByRole("button", { name: "Continue as visitor" }), "suspension screen")
  await screen.getByRole("button", { name: "Continue as visitor" }).click()
  await expect(screen).toBeHidden()
  await signedOut(page)
  // A visitor still browses the wall.
  await expect(page.getByRole("article").first()).toBeVisible()
})
