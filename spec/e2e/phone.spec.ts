// Phone sign-in end to end against the reference gateway (a§4 phone flow, a§5, a§8): sign-up with the
// SMS code from the dev outbox (channel sms), password sign-in of the seeded phone member, and a wrong
// code (25502) that clears and refocuses the field, and the reset path (forgot password -> SMS code ->
// new password -> signed in). Screenshots of steps 2, 3 and 4.
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { enterGate, clickSignIn, loginDialog, openAccountMenu } from "./helpers/app"
import { latestCode } from "./helpers/outbox"
import { shot } from "./helpers/screens"

/** A fresh UK mobile number (national digits) for one test run. */
const freshMobile = (): string => `74${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`

/** Opens the login popup at step 2 (phone). */
async function openPhoneStep(page: Page) {
  await page.goto("/")
  await enterGate(page)
  await clickSignIn(page)
  const dialog = loginDialog(page)
  await dialog.getByRole("button", { name: "Continue with phone" }).click()
  await expect(dialog.getByRole("heading", { name: "Continue with phone" })).toBeVisible()
  return dialog
}

/** Picks a calling code through the searchable picker. */
async function pickCountry(page: Page, query: string, expected: RegExp) {
  const dialog = loginDialog(page)
  await dialog.getByRole("button", { name: /^Country code/ }).click()
  await dialog.getByRole("combobox", { name: "Choose your country code" }).fill(query)
  await expect(dialog.getByRole("option").first()).toContainText(expected)
  await dialog.getByRole("combobox", { name: "Choose your country code" }).press("Enter")
}

test("sign up by phone: number, SMS code from the outbox, password, supply info, signed in", async ({ page, request }) => {
  const mobile = freshMobile()
  const dialog = await openPhoneStep(page)

  // The picker lists ~240 regions with names, flags and calling codes, and searches them (the country
  // tables are a chunk of their own: the list fills when it has arrived).
  await dialog.getByRole("button", { name: /^Country code/ }).click()
  await expect.poll(() => dialog.getByRole("option").count()).toBeGreaterThan(200)
  await dialog.getByRole("combobox", { name: "Choose your country code" }).fill("united k")
  await expect(dialog.getByRole("option", { name: /United Kingdom.*\+44/ })).toBeVisible()
  await shot(page, "login-step2-picker")
  await dialog.getByRole("combobox", { name: "Choose your country code" }).press("Enter")
  await expect(dialog.getByRole("button", { name: "Country code: +44" })).toBeVisible()

  // Digits only, up to 20.
  const number = dialog.getByRole("textbox", { name: "Phone number" })
  await number.fill(`${mobile}abc`)
  await expect(number).toHaveValue(mobile)
  await shot(page, "login-step2")
  await dialog.getByRole("button", { name: "Continue" }).click()

  // Step 4: the code arrives by "SMS" (dev outbox, channel sms); resend waits 60 s.
  // The number is a left-to-right isolate (<bdi dir="ltr">) so it keeps its order in RTL text.
  await expect(dialog.getByText(`We sent a 6-digit code by SMS to +44 ${mobile}.`)).toBeVisible()
  await expect(dialog.locator('bdi[dir="ltr"]', { hasText: `+44 ${mobile}` })).toBeVisible()
  await expect(dialog.getByRole("button", { name: /Resend in \d+ seconds?/ })).toBeDisabled()
  await shot(page, "login-step4")
  const code = await latestCode(request, `44${mobile}`)
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(code) // submits itself at 6

  // Step 3: create the password (8 to 30; the button needs more than 7 characters).
  await expect(dialog.getByRole("heading", { name: "Create a password" })).toBeVisible()
  const password = dialog.getByLabel("Password", { exact: true })
  await password.fill("abc1234")
  await expect(dialog.getByRole("button", { name: "Create account" })).toBeDisabled()
  await password.fill("Secret~123")
  await shot(page, "login-step3-create")
  await dialog.getByRole("button", { name: "Create account" }).click()

  // The supply popup completes the registration.
  const supply = page.getByRole("dialog", { name: "Complete your profile" })
  await expect(supply).toBeVisible()
  await supply.getByRole("textbox", { name: "Nickname" }).fill("Phone Robin")
  await supply.getByRole("radio", { name: "Female" }).check()
  await supply.getByRole("button", { name: "Save and continue" }).click()
  await expect(supply).toBeHidden()
  // a§4 new-user coin check: a phone registration is told about its register bonus too.
  await expect(page.getByRole("status").getByText("You got 120 coins")).toBeVisible()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()
})

test("the seeded phone member signs in with the password; a wrong one shows the message", async ({ page }) => {
  const dialog = await openPhoneStep(page)
  await pickCountry(page, "+90", /\+90/)
  await dialog.getByRole("textbox", { name: "Phone number" }).fill("5321234567")
  await dialog.getByRole("button", { name: "Continue" }).click()
  await expect(dialog.getByRole("heading", { name: "Enter your password" })).toBeVisible()
  await expect(dialog.getByRole("button", { name: "Forgot password?" })).toBeVisible()
  const password = dialog.getByLabel("Password", { exact: true })
  await password.fill("wrongpass1")
  await shot(page, "login-step3")
  await dialog.getByRole("button", { name: "Log in" }).click()
  const message = page.getByRole("dialog").filter({ hasText: "Wrong password. Please try again." })
  await expect(message).toBeVisible()
  await message.getByRole("button", { name: "OK" }).click()
  await password.fill("phonepass1")
  await dialog.getByRole("button", { name: "Log in" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("Coin balance: 300").first()).toBeAttached()
})

test("a wrong SMS code (25502) clears the field and focuses it again", async ({ page, request }) => {
  const mobile = freshMobile()
  const dialog = await openPhoneStep(page)
  await pickCountry(page, "44", /\+44/)
  await dialog.getByRole("textbox", { name: "Phone number" }).fill(mobile)
  await dialog.getByRole("button", { name: "Continue" }).click()
  const field = dialog.getByRole("textbox", { name: "Verification code" })
  await expect(field).toBeVisible()
  const right = await latestCode(request, `44${mobile}`)
  const wrong = right === "000000" ? "111111" : "000000"
  await field.fill(wrong)
  const message = page.getByRole("dialog").filter({ hasText: "Wrong verification code." }).filter({ hasNot: page.getByRole("textbox") })
  await expect(message).toBeVisible()
  await shot(page, "login-step4-wrong-code")
  await message.getByRole("button", { name: "OK" }).click()
  await expect(field).toHaveValue("")
  await expect(field).toBeFocused()
  await field.fill(right)
  await expect(dialog.getByRole("heading", { name: "Create a password" })).toBeVisible()
})

test("a forgotten phone password is reset with an SMS code: number, code from the outbox, new password, signed in", async ({ page, request }) => {
  const mobile = freshMobile()
  // A phone member of its own (the seeded one is shared by other tests).
  const made = await request.post("/dev/members/phone", { data: { countryCode: "44", mobileNo: mobile, password: "OldSecret~1" } })
  expect(made.ok()).toBe(true)
  const dialog = await openPhoneStep(page)
  await pickCountry(page, "44", /\+44/)
  await dialog.getByRole("textbox", { name: "Phone number" }).fill(mobile)
  await dialog.getByRole("button", { name: "Continue" }).click()
  await expect(dialog.getByRole("heading", { name: "Enter your password" })).toBeVisible()
  await dialog.getByRole("button", { name: "Forgot password?" }).click()

  // Step 4 in the reset path: the SMS code from the dev outbox.
  await expect(dialog.getByRole("heading", { name: "Reset your password" })).toBeVisible()
  await shot(page, "login-step4-reset")
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(await latestCode(request, `44${mobile}`))

  // Step 3 sets the new password and signs in.
  await expect(dialog.getByRole("heading", { name: "Set a new password" })).toBeVisible()
  await dialog.getByLabel("Password", { exact: true }).fill("NewSecret~2")
  await shot(page, "login-step3-reset")
  await dialog.getByRole("button", { name: "Save password" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole("status").getByText("Your password has been changed.")).toBeVisible()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()

  // The new password is the one that works now.
  await openAccountMenu(page)
  await page.getByRole("menuitem", { name: "Log out" }).click()
  await clickSignIn(page)
  await dialog.getByRole("button", { name: "Continue with phone" }).click()
  await pickCountry(page, "44", /\+44/)
  await dialog.getByRole("textbox", { name: "Phone number" }).fill(mobile)
  await dialog.getByRole("button", { name: "Continue" }).click()
  await dialog.getByLabel("Password", { exact: true }).fill("NewSecret~2")
  await dialog.getByRole("button", { name: "Log in" }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText("Coin balance: 120").first()).toBeAttached()
})
