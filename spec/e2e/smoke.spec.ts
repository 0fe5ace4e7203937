// Pipeline smoke test: the built app is served by the gateway, paints its static first paint from
// index.html (a skeleton, hidden from assistive technology and inert, and the 18+ gate a visitor can
// answer before the app is in) and replaces it with the app.
import type { Page } from "@playwright/test"
import { i18nObject } from "../../i18n/i18n-util"
import { loadAllLocales } from "../../i18n/i18n-util.sync"
import { expect, test } from "./helpers/csp"
import { enterGate } from "./helpers/app"
import { apiMember, clearBanners } from "./helpers/member"

test("the app loads and replaces the static first paint in #root", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  // The first paint as the HTML brings it, before any script of the app has run.
  const res = await page.request.get("/")
  expect(res.ok()).toBe(true)
  const html = await res.text()
  expect(html).toMatch(/<div id="root">.*<div class="fp-paint" aria-hidden="true" inert>/s)

  await page.goto("/")
  await expect(page.locator("#root .fp-paint")).toHaveCount(0)
  await expect(page.getByRole("main")).toBeVisible()
  await expect(page.getByRole("dialog", { name: "Welcome" })).toBeVisible()
  expect(errors).toEqual([])
})

/** The 18+ gate's title and Enter button in catalog `lang`. */
const gateTexts = (lang: "en" | "iw" | "tr") => {
  loadAllLocales()
  const LL = i18nObject(lang)
  return { title: LL.gate.title(), enter: LL.gate.enter() }
}

/**
 * Holds the app's file, checks the first row of photos in the static first paint, lets the app run, and
 * checks that its first cards show the same photos in the same places and that it asked nothing twice.
 */
const checkFirstRow = async (page: Page, lang: "en" | "iw" | "tr") => {
  const asked: string[] = []
  page.on("request", (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith("/facade/api/homepage/")) asked.push(url.pathname.split("/").pop() + (url.searchParams.get("page") ? `?page=${url.searchParams.get("page")}` : ""))
  })
  // The app's file waits until the first paint has been looked at.
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  await page.route(/\/main-[A-Z0-9]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await page.goto("/", { waitUntil: "domcontentloaded" })
  const photos = page.locator("#root .fp-paint .fp-card img.fp-photo")
  // One row: as many photos as the skeleton's grid has columns, each loaded. The columns are read once
  // the photos are in: the boot script puts them in at the first paint, when the stylesheet is in; at
  // DOMContentLoaded it may not be yet (the grid is no grid then: "none", one "column"; CI at 3c3a402).
  await expect(photos.first()).toBeAttached()
  const columns = await page.locator("#root .fp-grid").evaluate((g) => getComputedStyle(g).gridTemplateColumns.split(" ").length)
  expect(columns).toBeGreaterThan(1)
  await expect(photos).toHaveCount(columns)
  await expect.poll(() => photos.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0))).toBe(true)
  const early = await photos.evaluateAll((imgs) => imgs.map((i) => ({ src: i.getAttribute("src"), box: i.getBoundingClientRect().toJSON() as DOMRect })))
  await expect(page.getByRole("main")).toHaveCount(0)

  release()
  await expect(page.locator("#root .fp-paint")).toHaveCount(0)
  const gate = gateTexts(lang)
  const dialog = page.getByRole("dialog", { name: gate.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole("button", { name: gate.enter, exact: true }).click()
  // The app's first row shows the same hosts' photos in the same places (no larger paint after it).
  const cards = page.getByRole("main").getByRole("article")
  for (const [i, e] of early.entries()) {
    const photo = cards.nth(i).getByRole("img").first()
    await expect(photo).toHaveAttribute("src", e.src!)
    const box = (await photo.boundingBox())!
    expect(Math.abs(box.width - e.box.width)).toBeLessThan(1)
    expect(Math.abs(box.height - e.box.height)).toBeLessThan(1)
    expect(Math.abs(box.x - e.box.x)).toBeLessThan(1)
    expect(Math.abs(box.y - e.box.y)).toBeLessThan(1)
  }
  // The boot script's requests were the app's: groups and the first page were asked once.
  expect(asked.filter((a) => a === "groups")).toHaveLength(1)
  expect(asked.filter((a) => a === "guest?page=1")).toHaveLength(1)
}

/** Holds the app's file until the returned function is called. */
const holdApp = async (page: Page): Promise<() => void> => {
  let release!: () => void
  const released = new Promise<void>((r) => (release = r))
  await page.route(/\/main-[A-Z0-9]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe("the static first paint's 18+ gate, answered before the app has run (issue 14)", () => {
  for (const lang of ["en", "tr"] as const) {
    test(`Enter (${lang}): the gate goes at once; the app then shows the wall without it, and the answer is kept`, async ({ page, context }) => {
      const release = await holdApp(page)
      await page.goto(lang === "tr" ? "/tr" : "/", { waitUntil: "domcontentloaded" })
      const { title, enter } = gateTexts(lang)
      const gate = page.getByRole("dialog", { name: title })
      await expect(gate).toBeVisible()
      // The app is not in: the first paint's skeleton is still there, no main landmark.
      await expect(page.locator("#root .fp-paint")).toHaveCount(1)
      await expect(page.getByRole("main")).toHaveCount(0)
      await expect(gate.getByRole("button", { name: enter, exact: true })).toBeFocused()
      await gate.getByRole("button", { name: enter, exact: true }).click()
      await expect(gate).toBeHidden()
      release()
      await expect(page.locator("#root .fp-paint")).toHaveCount(0)
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
      await expect(page.getByRole("dialog")).toHaveCount(0)
      // The app took the answer as its own gate's: the acknowledgement stored, the event in its log.
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === "RC_POP_18")?.value).toBe("1")
      expect(await page.evaluate(() => (globalThis as { __events?: () => ReadonlyArray<{ _tag: string }> }).__events?.().some((e) => e._tag === "AgeGateAccepted"))).toBe(true)
      await page.reload()
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
      await expect(page.getByRole("dialog")).toHaveCount(0)
    })
  }

  test("Enter, then a reload before the app is in: the gate is not asked again, and the app then takes the answer as its own", async ({ page, context }) => {
    const release = await holdApp(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const gate = page.getByRole("dialog", { name: "Welcome" })
    await gate.getByRole("button", { name: "Enter", exact: true }).click()
    await expect(gate).toBeHidden()
    // Reloaded while the app's file is still held: the static first paint comes again, without the gate.
    await page.reload({ waitUntil: "domcontentloaded" })
    await expect(page.locator("#root .fp-paint")).toHaveCount(1)
    await expect(page.getByRole("main")).toHaveCount(0)
    await expect(page.getByRole("dialog")).toHaveCount(0)
    release()
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
    await expect(page.getByRole("dialog")).toHaveCount(0)
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "RC_POP_18")?.value).toBe("1")
    expect(await page.evaluate(() => (globalThis as { __events?: () => ReadonlyArray<{ _tag: string }> }).__events?.().filter((e) => e._tag === "AgeGateAccepted").length)).toBe(1)
  })

  test("a press on Enter released after the app replaced the first paint still enters (the browser sends no click then)", async ({ page, isMobile }) => {
    test.skip(isMobile, "a mouse press and release; a phone's tap is one event")
    const release = await holdApp(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const gate = page.getByRole("dialog", { name: "Welcome" })
    const enter = gate.getByRole("button", { name: "Enter", exact: true })
    await expect(enter).toBeFocused()
    // Pressed on the static gate's Enter, released once the app's own gate stands in its place
    const box = (await enter.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    release()
    await expect(page.locator("#root .fp-paint")).toHaveCount(0)
    await page.mouse.up()
    await expect(gate).toBeHidden()
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
  })

  test("Log in: busy until the app is in, which then opens its login popup", async ({ page }) => {
    const release = await holdApp(page)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    const gate = page.getByRole("dialog", { name: "Welcome" })
    const logIn = gate.getByRole("button", { name: "Log in", exact: true })
    await logIn.click()
    await expect(logIn).toHaveAttribute("aria-busy", "true")
    release()
    await expect(page.getByRole("dialog", { name: "Sign in or create an account" })).toBeVisible()
  })
})

test("a first visit asks for the app's file only once the first row's photos are on screen: the largest paint needs no app code", async ({ page }) => {
  // ui/boot/boot.ts: with the static gate live, the module waits until the browser reports the photos
  // painted (Element Timing), so no app file comes in before that paint (Lighthouse then counts it), or
  // for 300 ms after the first paint at the most (photos slow to come: the app does not wait longer).
  // Waiting for their load event alone failed this 8 times in 12, two frames after it 4 in 16.
  await page.addInitScript(
    `new PerformanceObserver((l) => { for (const e of l.getEntries()) (globalThis.__lcp ??= []).push({ t: e.startTime, url: e.url, size: e.size, cls: e.element ? e.element.className : "?", load: e.loadTime }) }).observe({ type: "largest-contentful-paint", buffered: true })`,
  )
  await page.goto("/")
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible()
  const { paint, asked, parsed, entries } = (await page.evaluate(`(() => {
    const photo = (globalThis.__lcp || []).find((e) => e.url.includes("/media/avatar/"))
    const app = performance.getEntriesByType("resource").find((r) => /\\/main-[A-Z0-9]+\\.js$/.test(r.name))
    const parsed = performance.getEntriesByType("navigation")[0]
    return { paint: photo ? photo.t : null, asked: app ? app.startTime : null, parsed: parsed ? parsed.domContentLoadedEventStart : null, entries: globalThis.__lcp || [] }
  })()`)) as { paint: number | null; asked: number | null; parsed: number | null; entries: unknown[] }
  expect(paint, "a first-row photo was the largest paint").not.toBeNull()
  expect(asked, "the app's file was fetched").not.toBeNull()
  expect(parsed).not.toBeNull()
  // The cap counts from the frame after the document is parsed (not from the first paint's presentation,
  // which a loaded machine shows later): an ask 300 ms after the parse may be the cap's.
  const capped = asked! >= parsed! + 300
  expect(asked! > paint! || capped, `app's file asked at ${asked} ms, photo painted at ${paint} ms, document parsed at ${parsed} ms; largest paints ${JSON.stringify(entries)}`).toBe(true)
})

test("a visitor's first paint shows the first row's photos before the app has run, and the app shows those hosts without asking again", async ({ page }) => {
  await checkFirstRow(page, "en")
})

test.describe("in Hebrew (right to left)", () => {
  test.use({ locale: "he-IL" })
  test("a visitor's first paint is laid out right to left, with the first row's photos where the app shows them", async ({ page }) => {
    await checkFirstRow(page, "iw")
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  })
})

// The download banner's room: its height is one token at every width and in every language (its text
// takes at most two lines), so the first row does not move when the app renders, also where the banner
// is narrow: the desktop layout's main column at 681-959 px, and a 360 px phone in a long language.
test.describe("in narrow windows", () => {
  test.skip(({ isMobile }) => isMobile, "sets its own window sizes")
  test.describe("the desktop layout at 720 px", () => {
    test.use({ viewport: { width: 720, height: 800 } })
    test("a visitor's first paint keeps the download banner's room: the first row's photos are where the app shows them", async ({ page }) => {
      await checkFirstRow(page, "en")
    })
  })
  test.describe("a 360 px phone in Turkish", () => {
    test.use({ viewport: { width: 360, height: 780 }, locale: "tr-TR" })
    test("a visitor's first paint keeps the download banner's room: the first row's photos are where the app shows them", async ({ page }) => {
      await checkFirstRow(page, "tr")
    })
  })
  test("a member's call buttons show each host's whole price, with its icons, in the desktop layout's narrow widths", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 700, height: 800 })
    await apiMember(context, baseURL!, "prices", "Pia")
    await page.goto("/")
    await clearBanners(page)
    const calls = page.getByRole("main").getByRole("article").getByRole("button", { name: /^Video call / })
    for (const width of [700, 767, 768, 900, 959, 1000]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(calls.first()).toBeVisible()
      // Each price label is whole (not cut with an ellipsis) and each icon keeps its size.
      const cut = await calls.evaluateAll((buttons) =>
        buttons.slice(0, 8).flatMap((b) => [
          ...[...b.querySelectorAll("span")].filter((t) => t.scrollWidth > t.clientWidth + 0.5).map((t) => `text "${t.textContent}"`),
          ...[...b.querySelectorAll("svg")].filter((i) => i.getBoundingClientRect().width > 0 && i.getBoundingClientRect().width < 14).map(() => "icon"),
          ...(b.getBoundingClientRect().right > b.closest("article")!.getBoundingClientRect().right + 0.5 ? ["button overflows its card"] : []),
        ]),
      )
      expect(cut, `at ${width} px`).toEqual([])
    }
  })
  test("a host's profile page at 700 and 800 px stacks the photo above the info, so the name and the actions read whole", async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 700, height: 800 })
    await apiMember(context, baseURL!, "profile", "Pat")
    await page.goto("/")
    await clearBanners(page)
    const card = page.getByRole("main").getByRole("article").first()
    const name = (await card.getByRole("heading").innerText()).trim()
    await card.getByRole("link", { name }).click()
    const heading = page.getByRole("main").getByRole("heading", { level: 1, name })
    await expect(heading).toBeVisible()
    for (const width of [700, 800]) {
      await page.setViewportSize({ width, height: 800 })
      // The name is one line (it was broken into 3 at 700 px beside the photo) and each action is one line high.
      const lineHeight = await heading.evaluate((h) => parseFloat(getComputedStyle(h).lineHeight))
      expect((await heading.boundingBox())!.height, `name at ${width} px`).toBeLessThan(lineHeight * 1.5)
      for (const action of [page.getByRole("button", { name: "Chat", exact: true }), page.getByRole("button", { name: /^Video call/ }).last()]) {
        expect((await action.boundingBox())!.height, `action at ${width} px`).toBeLessThanOrEqual(48)
      }
    }
  })
  test("the wall's group tabs get a row of their own above the country filter where the main column is narrow, and show whole beside it from 960 px", async ({ page }) => {
    await page.goto("/")
    await enterGate(page)
    const main = page.getByRole("main")
    const tabs = main.getByRole("tablist")
    const filter = main.getByRole("combobox")
    await expect(tabs.getByRole("tab").first()).toBeVisible()
    for (const width of [700, 800, 959, 960, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      const strip = (await tabs.boundingBox())!
      const select = (await filter.boundingBox())!
      if (width < 960) {
        // The strip spans the wall's width (beside the filter it had 205 px at 700 px) and the filter is below it.
        const wall = (await main.boundingBox())!
        expect(strip.width, `tab strip at ${width} px`).toBeGreaterThan(wall.width - 48)
        expect(select.y, `filter at ${width} px`).toBeGreaterThanOrEqual(strip.y + strip.height)
      } else {
        const cut = await tabs.getByRole("tab").evaluateAll((all, right) => all.filter((t) => t.getBoundingClientRect().right > right + 0.5).map((t) => t.textContent), strip.x + strip.width)
        expect(cut, `tabs cut at ${width} px`).toEqual([])
      }
    }
  })
})

test.describe("on a touch screen", () => {
  test.skip(({ isMobile }) => !isMobile, "a phone's coarse pointer")
  test("small buttons still give a 44 px target: the app banner's buttons and the chat's header and composer tools", async ({ page, context, baseURL }) => {
    await apiMember(context, baseURL!, "touch", "Tia")
    await page.goto("/")
    await clearBanners(page)
    const banner = page.getByRole("region", { name: "Get the app" })
    const sizes = async (buttons: ReturnType<Page["getByRole"]>) =>
      buttons.evaluateAll((all) => all.map((b) => `${b.getAttribute("aria-label") ?? b.textContent}: ${Math.round(b.getBoundingClientRect().width)}x${Math.round(b.getBoundingClientRect().height)}`))
    const small = (list: string[]) => list.filter((s) => /: (\d+)x(\d+)$/.exec(s)!.slice(1).some((n) => Number(n) < 44))
    // Both of the banner's buttons are measured (an empty list would pass), then none is under 44 px.
    await expect(banner.getByRole("button")).toHaveCount(2)
    expect(small(await sizes(banner.getByRole("button")))).toEqual([])
    const card = page.getByRole("main").getByRole("article").first()
    const name = (await card.getByRole("heading").innerText()).trim()
    await card.getByRole("link", { name }).click()
    await page.getByRole("button", { name: "Chat", exact: true }).click()
    const composer = page.getByRole("textbox", { name: "Message" })
    await expect(composer).toBeVisible()
    const chat = page.locator("section.im-chat")
    // The peer's name is a text button whose target is the whole peer block (avatar, name and status).
    const chatButtons = chat.getByRole("button").filter({ hasNotText: name })
    // The buttons measured include the header's and the composer's (an empty list would pass).
    for (const tool of ["Emoji", "Send an image", "Send a gift", `More options for ${name}`]) await expect(chat.getByRole("button", { name: tool, exact: true })).toBeVisible()
    expect(small(await sizes(chatButtons))).toEqual([])
    const peer = chat.locator(".im-chat-peer")
    expect((await peer.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    // A tap on the avatar (over which the name's button lies) opens the profile.
    const avatar = (await chat.locator(".im-avatar-wrap").boundingBox())!
    await page.touchscreen.tap(avatar.x + avatar.width / 2, avatar.y + avatar.height / 2)
    await expect(page.getByRole("main").getByRole("heading", { level: 1, name })).toBeVisible()
  })
})

test("a member's coin balance opens the coin shop, on the desktop rail and a phone's top bar alike", async ({ page, context, baseURL, request }) => {
  const id = await apiMember(context, baseURL!, "balance", "Bea")
  // A two-digit balance: the pill keeps three digits' room, and the number still sits by its coin.
  expect((await request.post(`/dev/users/${id}/gold`, { data: { gold: 45 } })).ok()).toBe(true)
  await page.goto("/")
  await clearBanners(page)
  const balance = page.getByRole("link", { name: "Coin balance: 45" }).filter({ visible: true })
  await expect(balance).toHaveCount(1)
  const gap = await balance.evaluate((link) => {
    const coin = link.querySelector("svg")!.getBoundingClientRect()
    const range = document.createRange()
    range.selectNodeContents(link.querySelector(".coin-balance-value")!)
    return range.getBoundingClientRect().left - coin.right
  })
  expect(gap).toBeGreaterThanOrEqual(0)
  expect(gap).toBeLessThanOrEqual(8)
  await balance.click()
  await expect(page.getByRole("heading", { level: 1, name: "Coin shop" })).toBeVisible()
  await expect(page).toHaveURL(/\/shop$/)
})

test("the desktop rail shows each English menu item on one line", async ({ page, isMobile }) => {
  test.skip(isMobile, "phones have no rail; the menu is a drawer as wide as the screen")
  await page.goto("/")
  await enterGate(page)
  const menu = page.getByRole("navigation", { name: "Main menu" })
  for (const name of ["Live chat", "Safety center", "Privacy center", "Random video chat", "Download the app"]) {
    expect((await menu.getByRole("link", { name }).boundingBox())!.height, name).toBeLessThanOrEqual(44)
  }
})
