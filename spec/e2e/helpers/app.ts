// Shared steps of the account e2e tests, written the way a person (or a screen reader) finds things:
// by role and accessible name.
import { expect, type Page } from "@playwright/test"

/** Passes the 18+ gate with Enter if it is shown. */
export async function enterGate(page: Page): Promise<void> {
  const gate = page.getByRole("dialog", { name: "Welcome" })
  await expect(gate).toBeVisible()
  await gate.getByRole("button", { name: "Enter" }).click()
  await expect(gate).toBeHidden()
}

/** Clicks the visible "Sign in" button (top bar on phones, side rail on desktop). */
export async function clickSignIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }).first().click()
}

/** The login dialog. */
export const loginDialog = (page: Page) => page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Close" }) }).last()

/** Opens the account menu (the avatar button), opening the mobile menu first when needed. */
export async function openAccountMenu(page: Page): Promise<void> {
  const avatar = page.getByRole("button", { name: /^Account menu/ })
  if (!(await avatar.isVisible())) await page.getByRole("button", { name: "Open menu" }).click()
  await avatar.click()
}

/** In the open login popup: Continue with e-mail, the address, Continue (a new address gets a code; a known one the password step). */
export async function submitEmail(page: Page, email: string): Promise<void> {
  const dialog = loginDialog(page)
  await dialog.getByRole("button", { name: "Continue with e-mail" }).click()
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(email)
  await dialog.getByRole("button", { name: "Continue" }).click()
}

/** Goes through the open login popup's e-mail steps and submits `password` (the answer is the caller's to check). */
export async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await submitEmail(page, email)
  const dialog = loginDialog(page)
  await dialog.getByLabel("Password", { exact: true }).fill(password)
  await dialog.getByRole("button", { name: "Log in" }).click()
}

/** Signs in through the e-mail steps with an existing account's password. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await submitPassword(page, email, password)
  await expect(loginDialog(page)).toBeHidden()
}

/** A fresh e-mail address for one test run. */
export const freshEmail = (tag: string): string => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
