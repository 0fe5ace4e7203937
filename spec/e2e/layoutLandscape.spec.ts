// Short screens (phones on their side: 667x375 with the phone layout, 844x390 with the desktop one) and
// touch targets, from the landscape QA sweep: the more-menus fit the screen and every item can be reached
// (the chat's in the IM panel, the friend page's above the tab bar), the chat's pickers start below its
// header, the chrome leaves the message list and the wall most of the screen, a toast does not hide an
// open dialog's text, touch screens get 44 px tabs, filter and emoji, and the small dialogs (note pop-up,
// confirmations, the call's explainer and price) keep their main action in view, also with large text;
// without CSS anchor positioning (emulated: helpers/anchor.ts) the more-menus still open beside their
// buttons. Members are made over HTTP (apiMember); screens are reached by clicking, as a person would.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test"
import { test } from "./helpers/csp"
import { freshEmail, loginDialog, submitEmail } from "./helpers/app"
import { withoutAnchorPositioning } from "./helpers/anchor"
import { expectActionAlwaysInView, uncovered } from "./helpers/geometry"
import { apiMember, clearBanners } from "./helpers/member"
import { latestCode } from "./helpers/outbox"

/** A member A signed in on `page`, friends with a host B who wrote to A (seeded history, so the chat has B's avatar). */
async function withHostFriend(page: Page, context: BrowserContext, browser: Browser, baseURL: string): Promise<string> {
  const run = Math.floor(Math.random() * 1e6)
  const nameB = `Bea${run}`
  const other = await browser.newContext({ baseURL })
  const idB = await apiMember(other, baseURL, "landb", nameB)
  await other.close()
  const idA = await apiMember(context, baseURL, "landa", `Ada${run}`)
  for (const [path, data] of [[`/dev/users/${idB}/host`, { price: 30 }], [`/dev/users/${idA}/friend`, { friendId: Number(idB) }], [`/dev/users/${idA}/seed-conversation`, { with: Number(idB), count: 6 }]] as const)
    expect((await page.request.post(path, { data })).ok()).toBe(true)
  await clearBanners(page)
  return nameB
}

/** From the wall: B's card in the New tab, then B's friend page. */
async function openFriendPage(page: Page, name: string): Promise<void> {
  await page.goto("/")
  await page.getByRole("tab", { name: "New" }).click()
  await page.getByRole("article", { name }).getByRole("link", { name }).click({ timeout: 15_000 })
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
}

const overlaps = (a: { y: number; height: number }, b: { y: number; height: number }) => a.y < b.y + b.height && b.y < a.y + a.height

test("844x390: the chat's more-menu in the IM panel fits the screen and Delete conversation can be reached", async ({ page, context, browser, baseURL }) => {
  await page.setViewportSize({ width: 844, height: 390 })
  const name = await withHostFriend(page, context, browser, baseURL!)
  await openFriendPage(page, name)
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  await expect(page.getByRole("log", { name: `Messages with ${name}` })).toBeVisible({ timeout: 15_000 })
  await page.getByRole("button", { name: `More options for ${name}` }).click()
  const menu = page.getByRole("menu", { name: `More options for ${name}` })
  const box = (await menu.boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(390)
  // The last item: scrolled into view inside the menu, on the screen and not covered.
  const last = menu.getByRole("menuitem", { name: "Delete conversation" })
  await last.scrollIntoViewIfNeeded()
  const item = (await last.boundingBox())!
  expect(item.y + item.height).toBeLessThanOrEqual(390)
  expect(await uncovered(last)).toBe(true)
  await last.click()
  await expect(page.getByRole("dialog", { name: "Delete this conversation?" })).toBeVisible()
})

test("667x375: the friend page's menu keeps Delete friend above the tab bar; the chat's menu does not make the page taller", async ({ page, context, browser, baseURL }) => {
  await page.setViewportSize({ width: 667, height: 375 })
  const name = await withHostFriend(page, context, browser, baseURL!)
  await openFriendPage(page, name)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole("button", { name: `Options for ${name}` }).click()
  const menu = page.getByRole("menu", { name: `Options for ${name}` })
  const last = menu.getByRole("menuitem", { name: "Delete friend" })
  await last.scrollIntoViewIfNeeded()
  const bar = (await page.getByRole("navigation", { name: "Messages and friends" }).boundingBox())!
  const item = (await last.boundingBox())!
  expect(item.y + item.height).toBeLessThanOrEqual(bar.y)
  expect(await uncovered(last)).toBe(true)
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()

  // The phone's chat route fills the screen; its open menu stays inside it (the header stays in place).
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  await expect(page.getByRole("log", { name: `Messages with ${name}` })).toBeVisible({ timeout: 15_000 })
  await page.getByRole("button", { name: `More options for ${name}` }).click()
  await expect(page.getByRole("menu", { name: `More options for ${name}` })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(375)
  expect((await page.getByRole("heading", { name, level: 1 }).boundingBox())!.y).toBeGreaterThanOrEqual(0)
})

test("short screens: the gift and emoji pickers start below the chat's header", async ({ page, context, browser, baseURL }) => {
  await page.setViewportSize({ width: 667, height: 375 })
  const name = await withHostFriend(page, context, browser, baseURL!)
  await openFriendPage(page, name)
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  const log = page.getByRole("log", { name: `Messages with ${name}` })
  await expect(log).toBeVisible({ timeout: 15_000 })
  for (const size of [{ width: 667, height: 375 }, { width: 844, height: 390 }]) {
    await page.setViewportSize(size)
    await expect(log).toBeVisible()
    // A resize across 680 px moves the chat between the phone page and the desktop panel: the log the
    // check saw may be replaced right after (CI at bb5a67b: boundingBox null). Measured once it stands.
    let logTop = 0
    await expect(async () => {
      logTop = await log.evaluate((el) => el.getBoundingClientRect().top, undefined, { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await page.getByRole("button", { name: "Send a gift" }).click()
    const gifts = page.getByRole("dialog", { name: "Send a gift" })
    await expect(gifts.getByRole("button").first()).toBeVisible()
    expect((await gifts.boundingBox())!.y, `gift picker at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(logTop)
    await page.keyboard.press("Escape")
    await expect(gifts).toBeHidden()
    await page.getByRole("button", { name: "Emoji" }).click()
    const emoji = page.getByRole("dialog", { name: "Emoji" })
    await expect(emoji).toBeVisible()
    expect((await emoji.boundingBox())!.y, `emoji picker at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(logTop)
    await page.keyboard.press("Escape")
    await expect(emoji).toBeHidden()
  }
})

test("667x375: the message list keeps most of the screen and the wall's header scrolls away", async ({ page, context, browser, baseURL }) => {
  await page.setViewportSize({ width: 667, height: 375 })
  const name = await withHostFriend(page, context, browser, baseURL!)
  await page.goto("/")
  const tabs = page.getByRole("tablist", { name: "Host groups" })
  await expect(tabs.getByRole("tab").first()).toBeVisible()
  await page.mouse.wheel(0, 300)
  await expect.poll(async () => (await tabs.boundingBox())!.y + (await tabs.boundingBox())!.height).toBeLessThanOrEqual(0)

  const bar = page.getByRole("navigation", { name: "Messages and friends" })
  await bar.getByRole("button", { name: /^Messages/ }).click()
  const row = page.getByRole("button", { name: new RegExp(`^Chat with ${name}`) })
  await expect(row).toBeVisible({ timeout: 15_000 })
  // Was 59 px between the first row's top and the tab bar (top bar, download strip, title, coin offer).
  const room = (await bar.boundingBox())!.y - (await row.boundingBox())!.y
  expect(room).toBeGreaterThanOrEqual(150)
})

test("a toast shown while a dialog is open does not hide the dialog's text", async ({ page, request }) => {
  await page.setViewportSize({ width: 667, height: 375 })
  const email = freshEmail("landtoast")
  await page.goto("/")
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Log in" }).click()
  await submitEmail(page, email)
  const dialog = loginDialog(page)
  await latestCode(request, email)
  const toast = page.getByRole("status").filter({ hasText: "The verification code has been sent." })
  await expect(toast).toBeVisible()
  const text = dialog.getByText(/^We sent a 6-digit code to /)
  await expect(text).toBeVisible()
  const t = (await toast.boundingBox())!
  for (const covered of [text, dialog.getByRole("heading").first(), dialog.getByRole("textbox", { name: "Verification code" })])
    expect(overlaps(t, (await covered.boundingBox())!)).toBe(false)
})

test("touch screens: wall tabs, country filter and emoji buttons are 44 px", async ({ page, context, browser, baseURL }, info) => {
  test.skip(info.project.name !== "mobile", "touch targets: the phone project is the touch screen")
  const name = await withHostFriend(page, context, browser, baseURL!)
  await page.goto("/")
  const tab = page.getByRole("tablist", { name: "Host groups" }).getByRole("tab").first()
  await expect(tab).toBeVisible()
  expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  expect((await page.getByRole("combobox", { name: "Country" }).boundingBox())!.height).toBeGreaterThanOrEqual(44)

  await page.getByRole("tab", { name: "New" }).click()
  await page.getByRole("article", { name }).getByRole("link", { name }).click({ timeout: 15_000 })
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  await expect(page.getByRole("log", { name: `Messages with ${name}` })).toBeVisible({ timeout: 15_000 })
  // B's avatar beside B's messages (28 px) answers a press 8 px outside it.
  const avatar = page.getByRole("button", { name: `Open the profile of ${name}` }).first()
  const a = (await avatar.boundingBox())!
  expect(await avatar.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), { x: a.x + a.width / 2, y: a.y + a.height + 7 })).toBe(true)
  await page.getByRole("button", { name: "Emoji" }).click()
  const emoji = page.getByRole("dialog", { name: "Emoji" }).getByRole("button").first()
  const e = (await emoji.boundingBox())!
  expect(Math.min(e.width, e.height)).toBeGreaterThanOrEqual(44)
})

test("short screens and large text: the note pop-up, the block confirmation and the call's explainer and price keep their main action in view", async ({ page, context, browser, baseURL }) => {
  const name = await withHostFriend(page, context, browser, baseURL!)
  await openFriendPage(page, name)
  const options = page.getByRole("button", { name: `Options for ${name}` })

  // TextInputPopup: Set note name.
  await options.click()
  await page.getByRole("menu", { name: `Options for ${name}` }).getByRole("menuitem", { name: "Set note name" }).click()
  const note = page.getByRole("dialog", { name: "Note name" })
  await expectActionAlwaysInView(page, note, note.getByRole("button", { name: "Save" }), "note")
  await note.getByRole("button", { name: "Cancel" }).click()
  await expect(note).toBeHidden()

  // MessageDialog (ConfirmDialog): Block.
  await page.setViewportSize({ width: 390, height: 844 })
  await options.click()
  await page.getByRole("menu", { name: `Options for ${name}` }).getByRole("menuitem", { name: "Block" }).click()
  const block = page.getByRole("dialog", { name: `Block ${name}?` })
  await expectActionAlwaysInView(page, block, block.getByRole("button", { name: "Block" }), "block")
  await block.getByRole("button", { name: "Cancel" }).click()
  await expect(block).toBeHidden()

  // The call dialogs: the camera explainer, then the price.
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto("/")
  await page.getByRole("tab", { name: "New" }).click()
  await page.getByRole("button", { name: `Video call ${name}, 30 coins per minute` }).click()
  const explainer = page.getByRole("dialog", { name: "Allow camera and microphone" })
  await expectActionAlwaysInView(page, explainer, explainer.getByRole("button", { name: "Continue" }), "explainer")
  await explainer.getByRole("button", { name: "Continue" }).click()
  const price = page.getByRole("dialog", { name: "Start a video call?" })
  await expectActionAlwaysInView(page, price, price.getByRole("button", { name: "Call", exact: true }), "price")
  await price.getByRole("button", { name: "Cancel" }).click()
  await expect(price).toBeHidden()
})

/**
 * Where `menu` is against `button`: "" when it is beside it and inside the window (4 px below or above it,
 * ± 1; sharing its inline-end edge, spanning towards the inline start, or, where that would leave the
 * window, its inline-start edge, or, where neither fits, 4 px from the window's edge, across the button),
 * else what is wrong.
 */
async function besideButton(page: Page, menu: Locator, button: Locator): Promise<string> {
  const m = (await menu.boundingBox())!
  const b = (await button.boundingBox())!
  const view = page.viewportSize()!
  const rtl = await button.evaluate((el) => getComputedStyle(el).direction === "rtl")
  const boxes = `menu x ${m.x} to ${m.x + m.width}, y ${m.y} to ${m.y + m.height}; button x ${b.x} to ${b.x + b.width}, y ${b.y} to ${b.y + b.height}`
  const below = Math.abs(m.y - (b.y + b.height + 4)) <= 1
  const above = Math.abs(m.y + m.height - (b.y - 4)) <= 1
  if (!below && !above) return `not right below or above its button (${boxes})`
  const endEdge = rtl ? Math.abs(m.x - b.x) <= 1 : Math.abs(m.x + m.width - (b.x + b.width)) <= 1
  const startEdge = rtl ? Math.abs(m.x + m.width - (b.x + b.width)) <= 1 : Math.abs(m.x - b.x) <= 1
  const clamped = (Math.abs(m.x - 4) <= 1 || Math.abs(m.x + m.width - (view.width - 4)) <= 1) && m.x <= b.x && m.x + m.width >= b.x + b.width
  if (!endEdge && !startEdge && !clamped) return `not aligned with its button (${boxes})`
  if (m.x < 0 || m.y < 0 || m.x + m.width > view.width || m.y + m.height > view.height) return `not inside the ${view.width}x${view.height} window (${boxes})`
  return ""
}

test("without CSS anchor positioning the friend page's and the chat's more-menus open beside their buttons and follow them, left to right and right to left", async ({ page, context, browser, baseURL }) => {
  await withoutAnchorPositioning(page)
  const name = await withHostFriend(page, context, browser, baseURL!)
  await openFriendPage(page, name)
  const options = page.getByRole("button", { name: `Options for ${name}` })
  // The emulation holds: the script sees no support and no stylesheet gives the button an anchor name.
  expect(await page.evaluate(() => CSS.supports("anchor-name: --a") || CSS.supports("(position-area: block-end) and (anchor-scope: all)"))).toBe(false)
  expect(await options.evaluate((el) => getComputedStyle(el).getPropertyValue("anchor-name"))).toBe("none")

  const menu = page.getByRole("menu", { name: `Options for ${name}` })
  const size = page.viewportSize()!
  for (const dir of ["ltr", "rtl"] as const) {
    await page.evaluate((d) => { document.documentElement.dir = d }, dir)
    await options.click()
    await expect(menu.getByRole("menuitem").first()).toBeFocused()
    expect(await besideButton(page, menu, options), `friend page, ${dir}, ${size.width}x${size.height}`).toBe("")
    // It follows the button when the window changes size and the page scrolls (the button back in view),
    // and when the page scrolls again.
    await page.setViewportSize({ width: 667, height: 375 })
    await options.evaluate((el) => el.scrollIntoView({ block: "center" }))
    await expect.poll(() => besideButton(page, menu, options), { message: `friend page, ${dir}, resized to 667x375` }).toBe("")
    const before = (await options.boundingBox())!.y
    await page.evaluate(() => window.scrollBy(0, -20))
    await expect.poll(async () => (await options.boundingBox())!.y, { message: "the page scrolled" }).toBeGreaterThan(before)
    await expect.poll(() => besideButton(page, menu, options), { message: `friend page, ${dir}, 667x375 scrolled` }).toBe("")
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    await page.setViewportSize(size)
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  await page.evaluate(() => { document.documentElement.dir = "ltr" })

  await page.getByRole("button", { name: "Chat", exact: true }).click()
  await expect(page.getByRole("log", { name: `Messages with ${name}` })).toBeVisible({ timeout: 15_000 })
  const more = page.getByRole("button", { name: `More options for ${name}` })
  await more.click()
  const chatMenu = page.getByRole("menu", { name: `More options for ${name}` })
  await expect(chatMenu.getByRole("menuitem").first()).toBeFocused()
  expect(await besideButton(page, chatMenu, more), `chat at ${size.width}x${size.height}`).toBe("")
  await chatMenu.getByRole("menuitem", { name: "Delete conversation" }).click()
  await expect(page.getByRole("dialog", { name: "Delete this conversation?" })).toBeVisible()
})
