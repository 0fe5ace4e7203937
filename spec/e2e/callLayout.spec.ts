// Layout of the call screens at the sizes a QA sweep found broken (ui/components/Call.css): one call per
// project, the viewport resized through the screens. Phones (mobile project, touch): ringing on a
// phone on its side, the profile panel above the controls, the chat panel beside the thumbnail, the top
// bar, touch targets, the recharge sheet and a receipt with a long name; small phones on their side
// (533x320 to 667x375, left to right and right to left): one row of controls, each whole or scrolled out
// of view (none half under Hang up), panels between the top bar and the controls, the
// low-balance banner covering neither the self-view nor the controls, with a panel open or not. Wide screens (desktop
// project, with the scrollbars a desktop shows): the call covers the scrollbar's gutter, panels leave
// the banner and the thumbnail clear, the low-balance banner keeps one line, the recharge sheet sits
// between the banner and the controls, the swapped full-screen self-view has no frame.
import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test"
import { e2eChromiumArgs, findChromium } from "../../scripts/chromium.mjs"
import { expect, test } from "./helpers/csp"
import { box, overlap, visiblePart } from "./helpers/geometry"
import { apiMember, clearBanners, secondContext } from "./helpers/member"

// Headless Chromium hides scrollbars unless told otherwise; a desktop browser shows them (the gutter).
test.use({ launchOptions: { executablePath: findChromium(), args: e2eChromiumArgs(), ignoreDefaultArgs: ["--hide-scrollbars"] } })

const PRICE = 30
/** Below one minute's price after the first minute is charged: the low-balance banner comes at once. */
const LOW_GOLD = PRICE + 29
const LANDSCAPE = { width: 844, height: 390 }

interface Call {
  readonly a: Page
  readonly b: Page
  readonly bContext: BrowserContext
  readonly nameA: string
  readonly nameB: string
  /** Stops the top-ups that keep the caller's balance low but payable. */
  readonly stop: () => void
}

/** The ringing popup on `page` for a call with `peer`. */
const ringing = (page: Page, peer: string) => page.getByRole("dialog", { name: peer }).filter({ has: page.getByRole("status") })
/** The video popup with `peer`. */
const videoPopup = (page: Page, peer: string) => page.getByRole("dialog", { name: peer }).filter({ has: page.getByRole("toolbar", { name: "Call controls" }) })

/**
 * A (caller, LOW_GOLD coins) calls host B (a long unbreakable name) from the wall, through the explainer
 * and the price; returns once B's ringing is up. Every second A's coins are set back to LOW_GOLD, so each
 * billed minute (4 s here) is paid and leaves less than the price: the banner stays and the call goes on.
 */
async function startCall(page: Page, request: APIRequestContext, browser: Browser, mobile: boolean, baseURL: string): Promise<Call> {
  const run = Math.floor(Math.random() * 1e6)
  const nameA = `Caller${run}`
  const nameB = `AlexandrinaKonstantinou${run}`
  const b = await secondContext(browser, mobile, baseURL)
  for (const x of [page, b.page]) await x.addInitScript(() => localStorage.setItem("webPushInvited", "1"))
  const [idA, idB] = await Promise.all([apiMember(page.context(), baseURL, "cla", nameA), apiMember(b.context, baseURL, "clb", nameB)])
  expect((await request.post(`/dev/users/${idB}/host`, { data: { price: PRICE } })).ok()).toBe(true)
  expect((await request.post(`/dev/users/${idA}/gold`, { data: { gold: LOW_GOLD } })).ok()).toBe(true)
  await Promise.all([clearBanners(page), clearBanners(b.page)])
  await Promise.all([page.goto("/"), b.page.goto("/")])
  await page.getByRole("tab", { name: "New" }).click()
  await page.getByRole("button", { name: `Video call ${nameB}, ${PRICE} coins per minute` }).click()
  await page.getByRole("dialog", { name: "Allow camera and microphone" }).getByRole("button", { name: "Continue" }).click()
  await page.getByRole("dialog", { name: "Start a video call?" }).getByRole("button", { name: "Call", exact: true }).click()
  await expect(ringing(b.page, nameA)).toBeVisible({ timeout: 15_000 })
  const topUp = setInterval(() => void request.post(`/dev/users/${idA}/gold`, { data: { gold: LOW_GOLD } }).catch(() => undefined), 1_000)
  return { a: page, b: b.page, bContext: b.context, nameA, nameB, stop: () => clearInterval(topUp) }
}

/** A call control's accessible name: the Chat button adds its unread count ("Chat, 2 unread") once the tips are in, 3 s into the call. */
const control = (name: string) => new RegExp(`^${name}(, \\d+ unread)?$`)

/** `l` lies wholly inside the viewport. */
async function expectOnScreen(page: Page, l: Locator): Promise<void> {
  const b = await box(l)
  const v = page.viewportSize()!
  expect(b.x, "left edge").toBeGreaterThanOrEqual(-0.5)
  expect(b.y, "top edge").toBeGreaterThanOrEqual(-0.5)
  expect(b.x + b.width, "right edge").toBeLessThanOrEqual(v.width + 0.5)
  expect(b.y + b.height, "bottom edge").toBeLessThanOrEqual(v.height + 0.5)
}

/** A tap anywhere in the 44 px square (--tap-min) centred on `l` reaches `l` (its visible size may be smaller). */
async function expectTouchArea(l: Locator): Promise<void> {
  const b = await box(l)
  const cx = b.x + b.width / 2
  const cy = b.y + b.height / 2
  const r = 21
  const points = [[cx - r, cy], [cx + r, cy], [cx, cy - r], [cx, cy + r]]
  expect(await l.evaluate((el, pts) => pts.map(([x, y]) => { const hit = document.elementFromPoint(x!, y!); return !!hit && el.contains(hit) }), points)).toEqual([true, true, true, true])
}

/** Hangs up (confirmed) from the video popup. */
async function hangUp(c: Call): Promise<void> {
  await videoPopup(c.a, c.nameB).getByRole("button", { name: "Hang up" }).click()
  await c.a.getByRole("dialog", { name: "Hang up" }).getByRole("button", { name: "Hang up" }).click()
}

test("a phone: ringing on its side, the profile and chat panels, the top bar, touch targets, the recharge sheet and a long name's receipt fit", async ({ page, request, browser, baseURL }, info) => {
  test.skip(info.project.name !== "mobile", "phone layouts, with touch")
  test.setTimeout(240_000)
  const c = await startCall(page, request, browser, true, baseURL!)
  try {
    // On its side (844x390), both ringing screens show the photo and their buttons whole.
    for (const x of [c.a, c.b]) await x.setViewportSize(LANDSCAPE)
    const outgoing = ringing(c.a, c.nameB)
    const incoming = ringing(c.b, c.nameA)
    await expectOnScreen(c.a, outgoing.getByRole("img", { name: `Photo of ${c.nameB}` }))
    await expectOnScreen(c.a, outgoing.getByRole("button", { name: "Hang up" }))
    await expectOnScreen(c.b, incoming.getByRole("img", { name: `Photo of ${c.nameA}` }))
    for (const name of ["Decline", "Accept"]) await expectOnScreen(c.b, incoming.getByRole("button", { name }))
    await incoming.getByRole("button", { name: "Accept" }).click()

    // The profile panel stays above the controls (Hang up can be pressed) and scrolls to Block.
    const popup = videoPopup(c.a, c.nameB)
    await expect(popup).toBeVisible({ timeout: 15_000 })
    const controls = popup.getByRole("toolbar", { name: "Call controls" })
    await popup.getByRole("button", { name: `Profile of ${c.nameB}` }).click()
    const profile = popup.getByRole("complementary", { name: c.nameB })
    const panelBox = await box(profile)
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual((await box(controls)).y + 0.5)
    await popup.getByRole("button", { name: "Hang up" }).click({ trial: true, timeout: 3_000 })
    // The wheel over the panel's top (a pointer move, no scrolling into view) scrolls the panel itself.
    await c.a.mouse.move(panelBox.x + panelBox.width / 2, panelBox.y + 60)
    await c.a.mouse.wheel(0, 600)
    const block = profile.getByRole("button", { name: `Block ${c.nameB}` })
    await expect.poll(async () => { const b = await box(block); return b.y + b.height }).toBeLessThanOrEqual(panelBox.y + panelBox.height + 0.5)
    await expectOnScreen(c.a, block)
    await block.click({ trial: true, timeout: 3_000 })
    // Only the panel scrolled: the call screen still ends with the controls at the window's bottom.
    const controlsBox = await box(controls)
    expect(Math.round(controlsBox.y + controlsBox.height)).toBe(LANDSCAPE.height)
    await profile.getByRole("button", { name: "Close" }).click()

    // Upright at 360 px: only the name gives way in the top bar; the recharge button stays round and
    // answers a tap across 44 px.
    await c.a.setViewportSize({ width: 360, height: 740 })
    const plus = popup.getByRole("button", { name: "Recharge coins" }).first()
    const plusBox = await box(plus)
    expect(plusBox.width).toBeGreaterThanOrEqual(plusBox.height - 0.5)
    await expectTouchArea(plus)
    const title = popup.getByRole("heading", { level: 2, name: c.nameB })
    expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
    const titleBox = await box(title)
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual((await box(popup.getByRole("timer"))).x)

    // The low-balance banner, its Recharge coins button with a 44 px touch area; the thumbnail below it.
    const alert = popup.getByRole("alert").filter({ hasText: "Coins are running out" })
    await expect(alert).toBeVisible()
    const self = popup.getByLabel("Your video")
    expect(overlap(await box(alert), await box(self))).toBe(0)
    await expectTouchArea(alert.getByRole("button", { name: "Recharge coins" }))

    // The chat panel leaves the thumbnail visible and stops above the controls.
    await popup.getByRole("button", { name: control("Chat") }).click()
    const chat = popup.getByRole("complementary", { name: "Chat" })
    await expect(chat.getByRole("textbox", { name: "Message" })).toBeVisible()
    const chatBox = await box(chat)
    expect(overlap(chatBox, await box(self))).toBe(0)
    expect(chatBox.y + chatBox.height).toBeLessThanOrEqual((await box(controls)).y + 0.5)
    const close = chat.getByRole("button", { name: "Close" })
    for (const side of ["width", "height"] as const) expect((await box(close))[side]).toBeGreaterThanOrEqual(44)
    await close.click()

    // Touch targets of the callee's profile panel (a short name, its link on one line): the link,
    // Report and Block.
    const calleePopup = videoPopup(c.b, c.nameA)
    await calleePopup.getByRole("button", { name: `Profile of ${c.nameA}` }).click()
    const calleeProfile = calleePopup.getByRole("complementary", { name: c.nameA })
    for (const target of [
      calleeProfile.getByRole("link", { name: `Open the profile of ${c.nameA}` }),
      calleeProfile.getByRole("button", { name: `Report ${c.nameA}` }),
      calleeProfile.getByRole("button", { name: `Block ${c.nameA}` }),
    ]) expect((await box(target)).height).toBeGreaterThanOrEqual(44)

    // The recharge sheet sits below the banner and above the controls.
    await alert.getByRole("button", { name: "Recharge coins" }).click()
    const sheet = popup.getByRole("region", { name: "Recharge coins" })
    const sheetBox = await box(sheet)
    const alertBox = await box(alert)
    expect(sheetBox.y).toBeGreaterThanOrEqual(alertBox.y + alertBox.height)
    expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual((await box(controls)).y + 0.5)
    await sheet.getByRole("button", { name: "Close recharge" }).click()

    // The receipt wraps the long name instead of scrolling sideways.
    await hangUp(c)
    const receipt = c.a.getByRole("dialog", { name: `Call with ${c.nameB} ended` })
    await expect(receipt).toBeVisible()
    expect(await receipt.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  } finally {
    c.stop()
    await c.bContext.close()
  }
})

/** Small phones on their side: below about 590x500 the eleven controls wrapped to two rows, which rose over the side panels (at 533 px the one row scrolls sideways). */
const SMALL_LANDSCAPES = [{ width: 533, height: 320 }, { width: 568, height: 320 }, { width: 640, height: 360 }, { width: 667, height: 375 }] as const

/**
 * The call controls lie in one row inside the toolbar, each a 44 px target at least, and Hang up is on
 * screen (the row may scroll sideways; Hang up stays at its end).
 */
async function expectOneRowOfControls(page: Page, controls: Locator, where: string): Promise<void> {
  const buttons = await controls.getByRole("button").all()
  expect(buttons.length, "controls").toBeGreaterThanOrEqual(10)
  const bar = await box(controls)
  const boxes = await Promise.all(buttons.map((b) => box(b)))
  const tops = boxes.map((b) => Math.round(b.y))
  expect(Math.max(...tops) - Math.min(...tops), `one row of controls at ${where}`).toBeLessThanOrEqual(1)
  for (const b of boxes) {
    expect(b.width, `control width at ${where}`).toBeGreaterThanOrEqual(44)
    expect(b.height, `control height at ${where}`).toBeGreaterThanOrEqual(44)
    expect(b.y, `control inside the bar at ${where}`).toBeGreaterThanOrEqual(bar.y - 0.5)
    expect(b.y + b.height, `control inside the bar at ${where}`).toBeLessThanOrEqual(bar.y + bar.height + 0.5)
  }
  const hangUp = controls.getByRole("button", { name: "Hang up" })
  await expectOnScreen(page, hangUp)
  await hangUp.click({ trial: true, timeout: 3_000 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth), `sideways scroll at ${where}`).toBe(false)
}

/**
 * With the row of controls scrolled to its start and to its end, each control before Hang up is wholly
 * visible and clear of Hang up, or wholly scrolled out of view: none lies half under the sticky Hang up
 * or half cut off at the row's edge.
 */
async function expectWholeControls(controls: Locator, where: string): Promise<void> {
  const buttons = await controls.getByRole("button").all()
  const hangUp = buttons.at(-1)!
  await expect(hangUp).toHaveAccessibleName("Hang up")
  const others = buttons.slice(0, -1)
  for (const end of ["start", "end"] as const) {
    // As far as a swipe takes the row (the nearest ancestor that scrolls sideways), then how it rests.
    await others[0]!.evaluate((el, e) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        if (a.scrollWidth <= a.clientWidth) continue
        const forward = getComputedStyle(a).direction === "rtl" ? -1 : 1
        a.scrollBy({ left: (e === "end" ? forward : -forward) * a.scrollWidth, behavior: "instant" })
        return
      }
    }, end)
    const covered = async (): Promise<string[]> => {
      const h = await box(hangUp)
      const each = await Promise.all(others.map(async (b): Promise<string[]> => {
        const [seen, whole, name] = await Promise.all([visiblePart(b), box(b), b.getAttribute("aria-label")])
        if (seen === null) return []
        return [...(seen.width < whole.width - 0.5 || seen.height < whole.height - 0.5 ? [`${name} partly cut off`] : []), ...(overlap(whole, h) > 0 ? [`${name} under Hang up`] : [])]
      }))
      return each.flat()
    }
    // Soft: a failing run lists every size and direction.
    await expect.configure({ soft: true }).poll(covered, `controls whole or out of view at ${where}, row scrolled to its ${end}`).toEqual([])
  }
}

/** The side panel `panel` lies between the call's top bar and its controls. */
async function expectBetweenBars(popup: Locator, panel: Locator, controls: Locator, where: string): Promise<void> {
  const p = await box(panel)
  const top = await box(popup.getByRole("banner"))
  expect(p.y, `panel below the top bar at ${where}`).toBeGreaterThanOrEqual(top.y + top.height - 0.5)
  expect(p.y + p.height, `panel above the controls at ${where}`).toBeLessThanOrEqual((await box(controls)).y + 0.5)
}

/**
 * The low-balance banner is on screen below the top bar and covers neither the self-view nor the
 * controls; its Recharge coins answers a tap across 44 px. With a side panel `panel` open, the panel
 * covers neither the banner nor the self-view.
 */
async function expectBannerClear(page: Page, popup: Locator, panel: Locator | null, controls: Locator, where: string): Promise<void> {
  const alert = popup.getByRole("alert").filter({ hasText: "Coins are running out" })
  await expect(alert).toBeVisible()
  const [a, self, bar, top] = await Promise.all([box(alert), box(popup.getByLabel("Your video")), box(controls), box(popup.getByRole("banner"))])
  expect.soft(overlap(a, self), `banner over the self-view at ${where}`).toBe(0)
  expect.soft(overlap(a, bar), `banner over the controls at ${where}`).toBe(0)
  expect.soft(overlap(self, bar), `self-view over the controls at ${where}`).toBe(0)
  if (panel) {
    const p = await box(panel)
    expect.soft(overlap(a, p), `panel over the banner at ${where}`).toBe(0)
    expect.soft(overlap(self, p), `panel over the self-view at ${where}`).toBe(0)
  }
  expect.soft(a.y, `banner below the top bar at ${where}`).toBeGreaterThanOrEqual(top.y + top.height - 0.5)
  const v = page.viewportSize()!
  for (const [what, b] of [["banner", a], ["self-view", self]] as const) {
    expect.soft(b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= v.width + 0.5 && b.y + b.height <= v.height + 0.5, `${what} on screen at ${where}`).toBe(true)
  }
  await expectTouchArea(alert.getByRole("button", { name: "Recharge coins" }))
}

test("a small phone on its side (533x320 to 667x375): one row of 44 px controls with Hang up on screen, each whole or scrolled out (none half under Hang up), the chat and profile panels between the top bar and the controls, the low-balance banner clear of the self-view, left to right and right to left", async ({ page, request, browser, baseURL }, info) => {
  test.skip(info.project.name !== "mobile", "phone layouts, with touch")
  test.setTimeout(360_000)
  const c = await startCall(page, request, browser, true, baseURL!)
  try {
    await ringing(c.b, c.nameA).getByRole("button", { name: "Accept" }).click()
    const popup = videoPopup(c.a, c.nameB)
    await expect(popup).toBeVisible({ timeout: 15_000 })
    const controls = popup.getByRole("toolbar", { name: "Call controls" })
    for (const dir of ["ltr", "rtl"] as const) {
      // Right to left (ar, he) as the app lays it out: the document's direction flipped in place.
      await c.a.evaluate((d) => { document.documentElement.dir = d }, dir)
      for (const size of SMALL_LANDSCAPES) {
        await c.a.setViewportSize(size)
        const where = `${size.width}x${size.height} ${dir}`
        await expectOneRowOfControls(c.a, controls, where)
        await expectWholeControls(controls, where)
        await expectBannerClear(c.a, popup, null, controls, where)
        for (const [name, panel] of [[control("Chat"), popup.getByRole("complementary", { name: "Chat" })], [`Profile of ${c.nameB}`, popup.getByRole("complementary", { name: c.nameB })]] as const) {
          await controls.getByRole("button", { name }).click()
          await expect(panel).toBeVisible()
          await expectBetweenBars(popup, panel, controls, `${where}, ${String(name)}`)
          await expectBannerClear(c.a, popup, panel, controls, `${where}, ${String(name)}`)
          // Hang up can still be pressed with the panel open.
          await controls.getByRole("button", { name: "Hang up" }).click({ trial: true, timeout: 3_000 })
          await panel.getByRole("button", { name: "Close" }).click()
          await expect(panel).toBeHidden()
        }
      }
    }
    await c.a.evaluate(() => { document.documentElement.dir = "ltr" })
    await hangUp(c)
  } finally {
    c.stop()
    await c.bContext.close()
  }
})

test("wide screens: the call covers the scrollbar's gutter, panels leave the banner and the thumbnail clear, the banner keeps one line, the recharge sheet fits", async ({ page, request, browser, baseURL }, info) => {
  test.skip(info.project.name !== "desktop", "desktop layouts, with scrollbars")
  test.setTimeout(240_000)
  const c = await startCall(page, request, browser, false, baseURL!)
  try {
    // The call is as wide as the window: no strip of the page's scrollbar gutter beside it.
    const outgoing = ringing(c.a, c.nameB)
    expect((await box(outgoing)).width).toBe(await c.a.evaluate(() => window.innerWidth))
    await ringing(c.b, c.nameA).getByRole("button", { name: "Accept" }).click()
    const popup = videoPopup(c.a, c.nameB)
    await expect(popup).toBeVisible({ timeout: 15_000 })
    const alert = popup.getByRole("alert").filter({ hasText: "Coins are running out" })
    await expect(alert).toBeVisible()
    const self = popup.getByLabel("Your video")
    const controls = popup.getByRole("toolbar", { name: "Call controls" })

    // 800x900: a side panel covers neither the banner nor the thumbnail, short or tall.
    await c.a.setViewportSize({ width: 800, height: 900 })
    for (const name of ["Gifts", "Chat"]) {
      await popup.getByRole("button", { name: control(name) }).click()
      const panel = popup.getByRole("complementary", { name })
      const panelBox = await box(panel)
      expect(overlap(panelBox, await box(alert)), `${name} panel over the banner`).toBe(0)
      expect(overlap(panelBox, await box(self)), `${name} panel over the thumbnail`).toBe(0)
      await popup.getByRole("button", { name: control(name) }).click()
      await expect(panel).toBeHidden()
    }

    // The low-balance banner keeps one line where the screen has room for it.
    for (const size of [LANDSCAPE, { width: 700, height: 800 }]) {
      await c.a.setViewportSize(size)
      expect((await box(alert)).height, `banner at ${size.width}x${size.height}`).toBeLessThanOrEqual(44)
    }

    // The recharge sheet leaves the top bar and the banner visible and stops above the controls.
    for (const size of [LANDSCAPE, { width: 1280, height: 800 }]) {
      await c.a.setViewportSize(size)
      await alert.getByRole("button", { name: "Recharge coins" }).click()
      const sheet = popup.getByRole("region", { name: "Recharge coins" })
      const sheetBox = await box(sheet)
      const alertBox = await box(alert)
      const timerBox = await box(popup.getByRole("timer"))
      expect(sheetBox.y, `sheet below the banner at ${size.width}x${size.height}`).toBeGreaterThanOrEqual(alertBox.y + alertBox.height)
      expect(sheetBox.y).toBeGreaterThanOrEqual(timerBox.y + timerBox.height)
      expect(sheetBox.y + sheetBox.height, `sheet above the controls at ${size.width}x${size.height}`).toBeLessThanOrEqual((await box(controls)).y + 0.5)
      await sheet.getByRole("button", { name: "Close recharge" }).click()
      await expect(sheet).toBeHidden()
    }

    // Swapped, the full-screen self-view has no thumbnail frame.
    await popup.getByRole("button", { name: "Swap videos" }).click()
    await expect(self).toHaveCSS("border-top-width", "0px")
    await expect(self).toHaveCSS("box-shadow", "none")
    await hangUp(c)
  } finally {
    c.stop()
    await c.bContext.close()
  }
})
