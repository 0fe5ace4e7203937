// Google and Facebook sign-in end to end with the reference gateway's stand-in identity provider (local
// mode, a§2 step 1, a§4 supplementary info, a§7 login/token and complementInfo): a fresh Google identity
// gets the complement-info popup prefilled, completes it and is signed in with the register bonus; the
// same identity then signs in directly; a Facebook identity signs in; closing the stand-in window returns
// to step 1 with a message. Screenshots of step 1, the waiting state, the stand-in page and the supply form.
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { clickSignIn, enterGate, loginDialog, openAccountMenu } from "./helpers/app"
import { shot } from "./helpers/screens"

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

/** Opens the login popup at step 1 and chooses `way`; returns the dialog and the stand-in window. */
async function chooseProvider(page: Page, way: "Google" | "Facebook", screenshot?: string) {
  await clickSignIn(page)
  const dialog = loginDialog(page)
  const button = dialog.getByRole("button", { name: `Continue with ${way}` })
  await expect(button).toBeEnabled()
  if (screenshot) await shot(page, screenshot)
  const [idp] = await Promise.all([page.waitForEvent("popup"), button.click()])
  await idp.waitForLoadState()
  await expect(idp.getByRole("heading", { name: `Sign in with ${way}` })).toBeVisible()
  return { dialog, idp }
}

/**
 * Clicks a button of the stand-in window that closes that window, and waits until it is closed. The
 * window can close before Chromium acknowledges the click, so the click's "target closed" error is
 * expected then and only then (any other error, or one while the window is still open, fails the test).
 */
async function clickClosing(idp: Page, name: string | RegExp): Promise<void> {
  const closed = idp.waitForEvent("close")
  await idp.getByRole("button", { name }).click().catch((err: unknown) => {
    if (!idp.isClosed()) throw err
  })
  await closed
}

async function logOut(page: Page) {
  await openAccountMenu(page)
  await page.getByRole("menuitem", { name: "Log out" }).click()
  await expect(page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }).first()).toBeVisible()
}

test("a fresh Google identity completes its profile, is signed in with the bonus, and signs in directly next time", async ({ page }) => {
  const name = `Ada ${unique()}`
  await page.goto("/")
  await enterGate(page)
  const { dialog, idp } = await chooseProvider(page, "Google", "login-step1-social")

  // While the stand-in window is open, Google is busy and the other ways wait.
  await expect(dialog.getByRole("button", { name: "Continue with Google" })).toHaveAttribute("aria-busy", "true")
  await expect(dialog.getByRole("button", { name: "Continue with e-mail" })).toBeDisabled()
  await expect(dialog.getByText("Finish signing in in the Google window.")).toBeVisible()
  await shot(page, "login-google-waiting")

  // The stand-in provider: create a test identity (name, e-mail, gender; no birthday).
  await idp.getByRole("textbox", { name: "Name" }).fill(name)
  await idp.getByRole("textbox", { name: "E-mail" }).fill(`${unique()}@gmail.example`)
  await idp.getByRole("combobox", { name: "Gender" }).selectOption({ label: "Female" })
  await shot(idp, "idp-google-create")
  await clickClosing(idp, "Create and continue")

  // 10042: the supply popup comes prefilled with what the provider knew.
  const supply = page.getByRole("dialog", { name: "Complete your profile" })
  await expect(supply).toBeVisible()
  await expect(supply.getByRole("textbox", { name: "Nickname" })).toHaveValue(name)
  await expect(supply.getByRole("radio", { name: "Female" })).toBeChecked()
  await shot(page, "supply-from-google")
  await supply.getByRole("combobox", { name: "Year" }).selectOption("1994")
  await supply.getByRole("button", { name: "Save and continue" }).click()
  await expect(supply).toBeHidden()
  await expect(page.getByRole("status").getByText("You got 120 coins")).toBeVisible()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()
  const cookies = await page.context().cookies()
  const userId = cookies.find((c) => c.name === "userId")?.value
  expect(userId).toMatch(/^\d+$/)
  expect(await page.evaluate((id) => localStorage.getItem(`loginCount_${id}`), userId)).toBe("1")

  // Next time the same identity signs in directly: no profile form, the same account.
  await logOut(page)
  const again = await chooseProvider(page, "Google")
  await shot(again.idp, "idp-google-choose")
  await clickClosing(again.idp, new RegExp(name))
  await expect(again.dialog).toBeHidden()
  await expect(page.getByRole("dialog", { name: "Complete your profile" })).toBeHidden()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()
  expect((await page.context().cookies()).find((c) => c.name === "userId")?.value).toBe(userId)
})

test("a Facebook identity with a full profile signs in at once", async ({ page }) => {
  await page.goto("/")
  await enterGate(page)
  const { dialog, idp } = await chooseProvider(page, "Facebook")
  await idp.getByRole("textbox", { name: "Name" }).fill(`Grace ${unique()}`)
  await idp.getByRole("textbox", { name: "E-mail" }).fill(`${unique()}@facebook.example`)
  await idp.getByRole("combobox", { name: "Gender" }).selectOption({ label: "Male" })
  await idp.getByLabel("Birthday (optional)").fill("1990-07-14")
  await clickClosing(idp, "Create and continue")
  await expect(dialog).toBeHidden()
  await expect(page.getByRole("dialog", { name: "Complete your profile" })).toBeHidden()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()
})

test("closing the stand-in window returns to step 1 with a message; cancelling says so too", async ({ page }) => {
  await page.goto("/")
  await enterGate(page)
  const { dialog, idp } = await chooseProvider(page, "Google")
  await idp.close()
  await expect(page.getByRole("status").getByText("The sign-in window was closed. Choose a way to sign in.")).toBeVisible()
  await expect(dialog.getByRole("heading", { name: "Sign in or create an account" })).toBeVisible()
  const google = dialog.getByRole("button", { name: "Continue with Google" })
  await expect(google).toBeEnabled()
  await expect(google).not.toHaveAttribute("aria-busy", "true")
  await shot(page, "login-social-closed")

  const [idp2] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("button", { name: "Continue with Facebook" }).click()])
  await idp2.waitForLoadState()
  await clickClosing(idp2, "Cancel")
  await expect(page.getByRole("status").getByText("Sign-in was cancelled.")).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Continue with e-mail" })).toBeEnabled()
})

test("closing the login popup while the stand-in window is open closes that window too; signing in again works", async ({ page }) => {
  await page.goto("/")
  await enterGate(page)
  const { dialog, idp } = await chooseProvider(page, "Facebook")
  const closed = idp.waitForEvent("close")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()
  await closed
  expect(idp.isClosed()).toBe(true)
  // No message about a closed window: the member closed the popup themselves.
  await expect(page.getByText("The sign-in window was closed. Choose a way to sign in.")).toHaveCount(0)
  const again = await chooseProvider(page, "Facebook")
  await expect(again.dialog.getByRole("button", { name: "Continue with Facebook" })).toHaveAttribute("aria-busy", "true")
  await again.idp.close()
})
