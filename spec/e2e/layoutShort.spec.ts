// Layout at the awkward sizes of the QA sweep: phones on their side (667x375, 844x390, touch), a tablet
// (768x1024) and the desktop layout's narrow main column. Each check measures boxes the way a person sees
// them: the download banner keeps one row, the phone's sheets fill the screen, dialogs show their main
// action without scrolling, the edit-profile page does not scroll sideways, a long nickname does not widen
// the rail, touch targets are 44 px, and the sign-in popup's four choices show without scrolling on a
// phone upright (360x640) and on its side (640x360, 568x320), in both directions, as do the 18+ gate's two.
import { type BrowserContext, type Locator, type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { loginDialog, openAccountMenu } from "./helpers/app"
import { box, inside, uncovered, type Box } from "./helpers/geometry"
import { apiMember, clearBanners } from "./helpers/member"
import { shot } from "./helpers/screens"

/** The page scrolls sideways (its content is wider than the window). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** A fresh member (`nickname`) on the wall, in a window of `size` when given, the first-sign-in banners answered. */
async function memberOnWall(page: Page, context: BrowserContext, baseURL: string, tag: string, nickname: string, size?: { width: number; height: number }): Promise<void> {
  await apiMember(context, baseURL, tag, nickname)
  if (size) await page.setViewportSize(size)
  await page.goto("/")
  await clearBanners(page)
}

/** From the wall, the first host's profile page; returns the host's name. */
async function openFirstHost(page: Page): Promise<string> {
  const card = page.getByRole("main").getByRole("article").first()
  const name = (await card.getByRole("heading").innerText()).trim()
  await card.getByRole("link", { name }).click()
  await expect(page.getByRole("main").getByRole("heading", { level: 1, name })).toBeVisible()
  return name
}

/** From the wall, the first host's report dialog: its profile page, then the more menu. */
async function openReport(page: Page): Promise<Locator> {
  const name = await openFirstHost(page)
  await page.getByRole("main").getByRole("button", { name: `Options for ${name}` }).click()
  await page.getByRole("menuitem", { name: "Report" }).click()
  const dialog = page.getByRole("dialog", { name: /^Report a member/ })
  await expect(dialog.getByRole("heading", { name: "Why are you reporting this member?" })).toBeVisible()
  return dialog
}

async function openSettingsItem(page: Page, item: string): Promise<void> {
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: item }).click()
}

test.describe("on a phone on its side and other touch sizes", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's touch screen (isMobile, coarse pointer)")

  test("the download banner keeps one 60 px row from 360 to 680 px wide, and its buttons can be clicked", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "banner", "Bea", { width: 667, height: 375 })
    const banner = page.getByRole("region", { name: "Get the app" })
    const buttons = banner.getByRole("button")
    await expect(buttons).toHaveCount(2)
    for (const [width, height] of [[667, 375], [600, 375], [640, 360], [680, 390], [390, 844], [360, 740]] as const) {
      await page.setViewportSize({ width, height })
      const strip = await box(banner)
      expect(Math.round(strip.height), `banner height at ${width} px`).toBe(60)
      for (const b of await buttons.all()) expect(inside(await box(b), strip), `${await b.getAttribute("aria-label") ?? await b.innerText()} inside the banner at ${width} px`).toBe(true)
    }
    // At 667x375 the buttons are in front (the wall's sticky tab bar caught the click when they spilled below).
    await page.setViewportSize({ width: 667, height: 375 })
    await banner.getByRole("button", { name: "Get the app" }).click({ trial: true, timeout: 5_000 })
    await banner.getByRole("button", { name: "Close the app banner" }).click()
    await expect(banner).toBeHidden()
  })

  test("at 667x375 the phone's full-screen panels fill the screen: report and blocked users", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "sheets", "Sia", { width: 667, height: 375 })
    const report = await openReport(page)
    const whole = async (l: Locator) => Object.values(await box(l)).map(Math.round)
    // Polled: the panel rises in (a short transform) before it settles.
    await expect.poll(() => whole(report), { message: "report dialog: x, y, width, height" }).toEqual([0, 0, 667, 375])
    // Its actions are in view at the bottom without scrolling.
    const next = report.getByRole("button", { name: "Next" })
    expect(inside(await box(next), await box(report)), "Next in view").toBe(true)
    await report.getByRole("button", { name: "Close" }).or(report.getByRole("button", { name: "Cancel" })).first().click()
    await expect(report).toBeHidden()
    await page.goto("/")
    await openSettingsItem(page, "Blocked users")
    const blocked = page.getByRole("dialog", { name: "Blocked users" })
    await expect(blocked).toBeVisible()
    await expect.poll(() => whole(blocked), { message: "blocked users panel: x, y, width, height" }).toEqual([0, 0, 667, 375])
  })

  test("at 667x375 the download popup opens at its top with both codes side by side, and its store links are 44 px targets", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "download", "Dee", { width: 667, height: 375 })
    await openSettingsItem(page, "Download app")
    const popup = page.getByRole("dialog", { name: "Download the app" })
    await expect(popup.getByRole("img", { name: /QR/ })).toHaveCount(2)
    const card = await box(popup)
    // The title is in view (it opened scrolled to the bottom, title and first code above the view) ...
    expect(inside(await box(popup.getByRole("heading", { name: "Download the app" })), card), "title in view").toBe(true)
    // ... and so is Close, the focused button at the end.
    const close = popup.getByRole("button", { name: "Close" })
    await expect(close).toBeFocused()
    expect(inside(await box(close), card), "Close in view").toBe(true)
    const [android, ios] = await popup.getByRole("img", { name: /QR/ }).all()
    expect(Math.abs((await box(android!)).y - (await box(ios!)).y), "codes on one row").toBeLessThan(1)
    const links = popup.getByRole("link")
    await expect(links).toHaveCount(2)
    for (const h of await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().height))) expect(h, "store link height").toBeGreaterThanOrEqual(44)
  })

  test("on a phone upright (360x740, 390x844) the download popup shows both store links without scrolling, none under Close", async ({ page, context, baseURL }) => {
    // QA RTL #12: at 360x740 the codes were stacked and the App Store link began under the sticky Close row.
    await memberOnWall(page, context, baseURL!, "dlphone", "Dia", { width: 360, height: 740 })
    await openSettingsItem(page, "Download app")
    const popup = page.getByRole("dialog", { name: "Download the app" })
    await expect(popup.getByRole("img", { name: /QR/ })).toHaveCount(2)
    for (const size of [{ width: 360, height: 740 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size)
      const card = await box(popup)
      for (const name of ["Get it on Google Play", "Download on the App Store"]) {
        const link = popup.getByRole("link", { name })
        expect(inside(await box(link), card), `${name} in view at ${size.width}x${size.height}`).toBe(true)
        expect(await uncovered(link), `${name} uncovered at ${size.width}x${size.height}`).toBe(true)
      }
      const [android, ios] = await popup.getByRole("img", { name: /QR/ }).all()
      expect(Math.abs((await box(android!)).width - (await box(ios!)).width), `codes of one size at ${size.width}x${size.height}`).toBeLessThan(1)
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme })
        await shot(page, `download-popup-${size.width}x${size.height}-${colorScheme}`, undefined, false)
      }
    }
    // For people to look at: the same card on a wide window (the codes keep their 176 px boxes).
    await page.setViewportSize({ width: 1280, height: 800 })
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme })
      await shot(page, `download-popup-1280x800-${colorScheme}`, undefined, false)
    }
  })

  test("on a touch screen the profile's language and interest chips are 44 px targets", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "chips", "Chi")
    await openAccountMenu(page)
    await page.getByRole("menuitem", { name: "Profile" }).click()
    const about = page.getByRole("form", { name: "About you" })
    const english = about.getByRole("group", { name: /^Languages I speak/ }).getByRole("checkbox", { name: "English" })
    const music = about.getByRole("group", { name: /^Interests/ }).getByRole("checkbox", { name: "Music" })
    for (const chip of [english, music]) {
      // The chip is the checkbox's label: the whole pill is the target.
      const label = chip.locator("xpath=ancestor::label[1]")
      expect((await box(label)).height, "chip height").toBeGreaterThanOrEqual(44)
    }
  })
})

/** A phone upright and on its side: the sizes the dialogs' choice tests walk through. */
const PHONE_SIZES = [[360, 640], [640, 360], [568, 320]] as const

/**
 * At each of PHONE_SIZES, left to right and right to left: `card` does not scroll, and each of `choices`
 * lies inside it and the window, 44 px high and uncovered, with no sideways page scroll; `more` adds a
 * dialog's own checks (the card's box, the size's name).
 */
async function expectChoicesFit(page: Page, card: Locator, choices: ReadonlyArray<Locator>, more?: (cardBox: Box, where: string) => Promise<void>): Promise<void> {
  for (const dir of ["ltr", "rtl"] as const) {
    await page.evaluate((d) => { document.documentElement.dir = d }, dir)
    for (const [width, height] of PHONE_SIZES) {
      await page.setViewportSize({ width, height })
      const where = `${width}x${height} ${dir}`
      // Polled: the card settles after the resize.
      await expect.poll(() => card.evaluate((d) => d.scrollHeight - d.clientHeight), { message: `the card scrolls at ${where}` }).toBeLessThanOrEqual(0)
      const cardBox = await box(card)
      for (const choice of choices) {
        const b = await box(choice)
        const name = await choice.textContent()
        expect(inside(b, cardBox) && inside(b, { x: 0, y: 0, width, height }), `${name} in view at ${where}`).toBe(true)
        expect(b.height, `${name} height at ${where}`).toBeGreaterThanOrEqual(44)
        expect(await uncovered(choice), `${name} uncovered at ${where}`).toBe(true)
      }
      expect(await sideways(page), `sideways scroll at ${where}`).toBe(false)
      await more?.(cardBox, where)
    }
  }
  await page.evaluate(() => { document.documentElement.dir = "ltr" })
}

test.describe("the sign-in choices on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's screen sizes, with touch")

  test("at 360x640 upright and 640x360 and 568x320 on its side, all four ways to sign in show without scrolling, left to right and right to left", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto("/")
    await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Log in" }).click()
    const dialog = loginDialog(page)
    const ways = ["Continue with Google", "Continue with Facebook", "Continue with phone", "Continue with e-mail"].map((name) => dialog.getByRole("button", { name }))
    await expect(ways[3]!).toBeVisible()
    await expectChoicesFit(page, dialog, ways, async (card, where) => {
      expect(await counterInView(dialog, card), `users counter in view at ${where}`).toBe(true)
      expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), `card scrolls sideways at ${where}`).toBeLessThanOrEqual(0)
    })
  })
})

test.describe("the 18+ gate on a phone", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's screen sizes, with touch")

  test("at 360x640 upright and 640x360 and 568x320 on its side, Enter and Log in show without scrolling, left to right and right to left", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 })
    await page.goto("/")
    // The app's gate: the static first paint's gate (same markup and styles) is replaced when the app
    // renders, and a box measured across that swap is a detached element's.
    await expect(page.locator("#root .fp-paint")).toHaveCount(0)
    const gate = page.getByRole("dialog", { name: "Welcome" })
    const choices = [gate.getByRole("button", { name: "Enter" }), gate.getByRole("button", { name: "Log in" })]
    await expect(choices[1]!).toBeVisible()
    await expectChoicesFit(page, gate, choices)
  })
})

/** The login popup's users counter (the number with "people online with us") lies inside the card. */
async function counterInView(dialog: Locator, card: Box): Promise<boolean> {
  const counter = dialog.getByText("people online with us").locator("xpath=..")
  return inside(await box(counter), card)
}

test.describe("in the desktop layout's narrow and short windows", () => {
  test.skip(({ isMobile }) => isMobile, "sets its own window sizes in the desktop layout (> 680 px)")

  test("a 28-character nickname ends in an ellipsis and the side rail keeps its 232 px", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "longname", "AlexandrinaKonstantinopoulou")
    const rail = page.getByRole("navigation", { name: "Main menu" })
    const account = page.getByRole("button", { name: "Account menu for AlexandrinaKonstantinopoulou" })
    for (const width of [1280, 800]) {
      await page.setViewportSize({ width, height: 800 })
      const r = await box(rail)
      expect(Math.round(r.width), `rail width at ${width} px`).toBe(232)
      expect(r.x, `rail start at ${width} px`).toBe(0)
      expect(inside(await box(account), r), `account button inside the rail at ${width} px`).toBe(true)
      // The name is cut with an ellipsis, not overflowing.
      const cut = await account.evaluate((b) => {
        const n = [...b.querySelectorAll("span")].find((s) => s.textContent === "AlexandrinaKonstantinopoulou")!
        return { clipped: n.scrollWidth > n.clientWidth, within: n.getBoundingClientRect().right <= b.getBoundingClientRect().right + 0.5 }
      })
      expect(cut, `name at ${width} px`).toEqual({ clipped: true, within: true })
    }
  })

  test("edit profile does not scroll sideways at 768x1024 and 844x390, and 'Link a phone' keeps one line", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "editwide", "Eda")
    await page.getByRole("button", { name: "Account menu for Eda" }).click()
    await page.getByRole("menuitem", { name: "Profile" }).click()
    await expect(page.getByRole("heading", { name: "Edit profile", level: 1 })).toBeVisible()
    const about = page.getByRole("form", { name: "About you" })
    const link = page.getByRole("region", { name: "Linked e-mail and phone" }).getByRole("button", { name: "Link a phone" })
    for (const [width, height] of [[768, 1024], [844, 390], [1280, 800]] as const) {
      await page.setViewportSize({ width, height })
      expect(await sideways(page), `sideways scroll at ${width}x${height}`).toBe(false)
      const form = await box(about)
      expect(form.x + form.width, `form's end at ${width} px`).toBeLessThanOrEqual(width)
      // The birthday's three fields sit inside the form.
      for (const field of ["Year", "Month", "Day"]) expect(inside(await box(about.getByRole("combobox", { name: field })), form), `${field} inside the form at ${width} px`).toBe(true)
      expect((await box(link)).height, `'Link a phone' at ${width} px`).toBeLessThanOrEqual(48)
    }
  })

  test("at 844x390 the report dialog shows Cancel and Next without scrolling", async ({ page, context, baseURL }) => {
    await memberOnWall(page, context, baseURL!, "reportshort", "Rae", { width: 844, height: 390 })
    const report = await openReport(page)
    // The card scrolls inside (its six reasons do not fit) and its actions stay at its bottom.
    expect(await report.evaluate((d) => d.scrollHeight > d.clientHeight), "content taller than the card").toBe(true)
    const card = await box(report)
    for (const action of ["Cancel", "Next"]) expect(inside(await box(report.getByRole("button", { name: action })), card), `${action} in view`).toBe(true)
    expect(card.y + card.height, "card within the window").toBeLessThanOrEqual(390)
  })
})
