// Accessibility and look of every main screen in real Chromium, light and dark, signed out and signed
// in (a fresh member), on the desktop and phone projects: each screen is opened the way a person would,
// axe-core checks it against WCAG 2.1 A and AA, it must fit its viewport's width (no sideways
// scrolling: catches cut-off text, overlapping bars and fixed-width boxes), and a viewport screenshot
// is saved (<E2E_OUT>/screens/<project>-tour-<scheme>-<name>.png) for people to look at. The colour
// scheme is CSS only (prefers-color-scheme), so on the desktop each screen is checked in light and then,
// switched in place, in dark with axe's colour rules (the other rules cannot differ between schemes): one
// tour covers both (colours do not depend on the viewport, so the phone tour checks light only).
import { type APIRequestContext, type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { clickSignIn, enterGate, loginDialog, openAccountMenu, submitPassword } from "./helpers/app"
import { answerFirstBanners, signUpMember } from "./helpers/member"
import { shot } from "./helpers/screens"
import { WCAG21AA, axeOn } from "./helpers/axe"


/** Waits for finite animations (popups rising, toasts) to end, so colours are measured at rest. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity))

/** The schemes each screen is checked in on this project: both on the desktop, light on the phone. */
const schemesOf = (project: string): ReadonlyArray<"light" | "dark"> => (project === "mobile" ? ["light"] : ["light", "dark"])

/**
 * The axe rules whose results depend on colours: all a second scheme can change, since the schemes
 * differ in CSS colours only (the other rules give the same answer in both, so one pass checks them).
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"]

/**
 * Checks screen `name` in one scheme with axe (violations reported softly, so one run lists every
 * screen's): every WCAG 2.1 A/AA rule, or with `coloursOnly` the colour rules; its width; and saves it.
 */
async function lookIn(page: Page, scheme: "light" | "dark", name: string, coloursOnly = false): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme })
  await page.evaluate(() => document.fonts.ready)
  await settled(page)
  const axe = axeOn(page)
  const { violations } = await (coloursOnly ? axe.withRules(COLOUR_RULES) : axe.withTags(WCAG21AA)).analyze()
  const found = violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 4).join(" | ")}`)
  expect.soft(found, `axe on ${scheme} ${name}`).toEqual([])
  await shot(page, `tour-${scheme}-${name}`, test.info(), false)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect.soft(overflow, `${name} (${scheme}) scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0)
}

/**
 * Checks screen `name` in every scheme of the project, ending in light (the scheme the tour goes on in,
 * checked with every rule; dark with the colour rules).
 */
async function look(page: Page, name: string): Promise<void> {
  const schemes = schemesOf(test.info().project.name)
  for (const scheme of [...schemes].reverse()) await lookIn(page, scheme, name, scheme !== "light")
}

test.use({ colorScheme: "light" })

// The visitor's tour is two tests (the wall; sign-in and pages), each with its own time limit.

test("visitor screens: the gate and the wall", async ({ page }) => {
  test.setTimeout(600_000)
  // The wall while its first page is on the way: skeleton cards.
  let release: () => void = () => {}
  const held = new Promise<void>((r) => (release = r))
  await page.route("**/homepage/userlist/exempt/list/part/users/guest*", async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/")
  await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible()
  await look(page, "gate")
  await enterGate(page)
  await look(page, "wall-loading")
  release()
  // Checking the loading screen can outlast the 50 s request timeout (a§8) on a slow machine: the
  // held request then ends in the failure screen, and its "Try again" loads the wall as a person would.
  const retry = page.getByRole("button", { name: "Try again" })
  await expect(page.getByRole("article").first().or(retry)).toBeVisible({ timeout: 15_000 })
  if (await retry.isVisible()) await retry.click()
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  await look(page, "wall-visitor")
  // Scrolling to the bottom loads the next pages until the end of the list shows.
  const end = page.getByText("You have seen everyone here")
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      return end.isVisible()
    })
    .toBe(true)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await look(page, "wall-visitor-end")
})

test("visitor screens: sign-in steps and pages", async ({ page }, info) => {
  test.setTimeout(600_000)
  const mobile = info.project.name === "mobile"
  await page.goto("/")
  await enterGate(page)
  await expect(page.getByRole("article").first()).toBeVisible()
  await clickSignIn(page)
  const dialog = loginDialog(page)
  await expect(dialog.getByRole("button", { name: "Continue with e-mail" })).toBeVisible()
  await look(page, "login-1")
  await dialog.getByRole("button", { name: "Continue with phone" }).click()
  await expect(dialog.getByRole("heading", { name: "Continue with phone" })).toBeVisible()
  await look(page, "login-2")
  await dialog.getByRole("button", { name: /^Country code/ }).click()
  await expect(dialog.getByRole("option").first()).toBeVisible()
  await look(page, "login-2-picker")
  await page.keyboard.press("Escape")
  await dialog.getByRole("button", { name: "Back" }).click()
  await dialog.getByRole("button", { name: "Continue with e-mail" }).click()
  await dialog.getByRole("textbox", { name: "E-mail" }).fill("not-an-address")
  await dialog.getByRole("button", { name: "Continue" }).click()
  await look(page, "login-5-invalid")
  await dialog.getByRole("textbox", { name: "E-mail" }).fill("alex@example.com")
  await dialog.getByRole("button", { name: "Continue" }).click()
  await expect(dialog.getByLabel("Password", { exact: true })).toBeVisible()
  await look(page, "login-7")
  await dialog.getByRole("button", { name: "Close" }).click()
  await expect(dialog).toBeHidden()

  for (const [path, name] of [
    ["/vidchat-about-us", "page-about"],
    ["/vidchat-terms-of-use", "page-terms"],
    ["/livechat", "page-placeholder"],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible()
    await look(page, name)
  }
  if (mobile) {
    await page.goto("/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await look(page, "menu-open")
  }
})

// The signed-in tour is three tests, each with a fresh member, so that each part has its own time limit
// and the parts can run side by side (the desktop checks every screen twice, light and dark).

/** Signs up a fresh member and answers the first banners; the wall is shown. Returns the member's id. */
async function signedIn(page: Page, request: APIRequestContext, tag: string, nickname: string): Promise<string> {
  const id = await signUpMember(page, request, tag, nickname)
  await answerFirstBanners(page)
  await expect(page.getByRole("article").first()).toBeVisible()
  return id
}

test("signed-in screens: the wall and its menus", async ({ page, request }) => {
  test.setTimeout(600_000)
  await signUpMember(page, request, "tour", "Tour Robin")
  const cookie = page.getByRole("region", { name: "Cookie notice" })
  await expect(cookie).toBeVisible()
  await look(page, "banner-cookie")
  await answerFirstBanners(page)
  await expect(page.getByRole("article").first()).toBeVisible()
  await page.waitForLoadState("networkidle")
  await look(page, "wall-signed-in")

  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await expect(page.getByRole("menu", { name: "Settings" })).toBeVisible()
  await look(page, "settings-menu")
  await page.keyboard.press("Escape")
  await openAccountMenu(page)
  await expect(page.getByRole("menuitem", { name: "Profile" })).toBeVisible()
  await look(page, "avatar-menu")
  await page.keyboard.press("Escape")
})

test("signed-in screens: messages, chat and friends", async ({ page, request }, info) => {
  test.setTimeout(600_000)
  const mobile = info.project.name === "mobile"
  const id = await signedIn(page, request, "tourchat", "Tour Chat")
  // Messages: a system message, a friend request and an own message to a host.
  await request.post(`/dev/users/${id}/system-message`, { data: { from: -1, text: "Welcome to VidChat! Say hello to someone new today." } })
  await request.post(`/dev/users/${id}/friend-request`, { data: { from: 20_000_003 } })
  const bar = page.getByRole("navigation", { name: "Messages and friends" })
  await bar.getByRole("button", { name: /^Messages/ }).click()
  await expect(page.getByRole("button", { name: /^Chat with / }).first()).toBeVisible()
  await look(page, "message-list")
  await page.getByRole("button", { name: /^Chat with / }).first().click()
  await expect(page.getByRole("log", { name: /^Messages with / })).toBeVisible()
  await look(page, "chat-system")
  await page.goto("/message/20000001")
  const composer = page.getByRole("textbox", { name: "Message" })
  await composer.fill("Hi! How is your day going? 👋")
  await composer.press("Enter")
  await composer.fill("A much longer message to see how a bubble wraps when it carries more than one line of text in the chat view.")
  await composer.press("Enter")
  await expect(page.getByRole("log", { name: /^Messages with / }).getByText(/A much longer message/)).toBeVisible()
  await look(page, "chat")
  await page.getByRole("button", { name: "Emoji" }).click()
  await look(page, "chat-emoji")
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Send a gift" }).click()
  await look(page, "chat-gift")
  await page.keyboard.press("Escape")
  if (mobile) await page.goto("/friends")
  else {
    await page.goto("/")
    await bar.getByRole("button", { name: "Friends" }).click()
  }
  await expect(page.getByRole("searchbox").first()).toBeVisible()
  await look(page, "friends")
})

test("signed-in screens: shop, profile and the settings dialogs", async ({ page, request }, info) => {
  test.setTimeout(600_000)
  const mobile = info.project.name === "mobile"
  const id = await signedIn(page, request, "tourshop", "Tour Shop")
  await page.goto("/shop")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await page.waitForLoadState("networkidle")
  await look(page, "shop")
  await page.goto("/profile/edit")
  await expect(page.getByRole("heading", { name: "Edit profile", level: 1 })).toBeVisible()
  await page.waitForLoadState("networkidle")
  await look(page, "profile-edit")

  await request.post(`/dev/users/${id}/block`, { data: { userId: 20_000_002 } })
  await page.goto("/")
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Blocked users" }).click()
  await expect(page.getByRole("dialog", { name: "Blocked users" }).getByRole("button", { name: /^Unblock / })).toBeVisible()
  await look(page, "blocked-users")
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Delete account" }).click()
  await expect(page.getByRole("dialog").last()).toBeVisible()
  await look(page, "delete-account")
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Download app" }).click()
  if (!mobile) {
    // Desktop: the settings entry opens the download page, the side menu's link the popup.
    await expect(page.getByRole("heading", { name: "Download the app", level: 1 })).toBeVisible()
    await look(page, "page-download")
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Download the app" }).click()
  }
  await expect(page.getByRole("dialog", { name: "Download the app" })).toBeVisible()
  await look(page, "download-popup")
  await page.keyboard.press("Escape")
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Export diagnostic trace" }).click()
  await expect(page.getByRole("dialog", { name: "Export diagnostic trace" })).toBeVisible()
  await look(page, "export-trace")
})

test("settings menu on a landscape phone: it scrolls, and keyboard users reach every item", async ({ page, request }, info) => {
  test.skip(info.project.name !== "mobile", "a phone turned sideways (844x390)")
  await page.setViewportSize({ width: 844, height: 390 })
  await signUpMember(page, request, "landscape", "Lana Scape")
  await answerFirstBanners(page)
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  const menu = page.getByRole("menu", { name: "Settings" })
  await expect(menu).toBeVisible()
  await settled(page)
  expect(await menu.evaluate((m) => m.scrollHeight > m.clientHeight), "the menu is taller than the screen and scrolls").toBe(true)
  const { violations } = await axeOn(page).include('[role="menu"]').withTags(WCAG21AA).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([])
  // The focused item is the menu's tabbable one (roving tabindex); End reaches the last, scrolled into view.
  const first = menu.getByRole("menuitem").first()
  await expect(first).toBeFocused()
  await expect(first).toHaveAttribute("tabindex", "0")
  await page.keyboard.press("End")
  const last = menu.getByRole("menuitem").last()
  await expect(last).toBeFocused()
  await expect(last).toHaveAttribute("tabindex", "0")
  await expect(first).toHaveAttribute("tabindex", "-1")
  await expect(last).toBeInViewport()
})

test("session screens", async ({ page }) => {
  await page.goto("/")
  await enterGate(page)
  await clickSignIn(page)
  await submitPassword(page, "suspended@example.com", "password4")
  await expect(page.getByRole("dialog", { name: "Account suspended" })).toBeVisible()
  await look(page, "session-suspended")
})
