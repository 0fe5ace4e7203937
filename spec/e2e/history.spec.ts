// Older history and drafts end to end (issue 17; m§3, m§7 im/v1/details, m§9 page 100): a fresh member with
// a conversation of 1,000 seeded messages (dev seed-conversation of the reference gateway) opens it from the
// conversation list and scrolls from the newest message to the first: every message is seen once and in
// order, the message being read keeps its place while each older page is inserted above, at most 120
// message nodes are in the DOM, and the start of the conversation is marked. Then a draft: typed, the chat
// closed and reopened, shown as "Draft: ..." in the list, kept across a reload, cleared by sending. And
// the reader's scroll stands when the chat renders between it and its scroll event (a CI race). A chat
// opened far down a long conversation list gives the focus back to its row, scrolled into view; the
// offline strip leaves an open chat's header reachable.
// Screenshots of the loading row, the start marker and a draft in the list.
import { expect, test, type Locator, type Page } from "@playwright/test"
import { apiMember, clearBanners } from "./helpers/member"
import { messageOffset } from "./helpers/geometry"
import { shot } from "./helpers/screens"

/** A seeded host of the reference gateway (ids from 20,000,001), the other side of the conversation. */
const HOST_ID = 20_000_003
const COUNT = 1000

const bar = (page: Page) => page.getByRole("navigation", { name: "Messages and friends" })
const chatLog = (page: Page) => page.getByRole("log", { name: /^Messages with / })
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" })

/** Opens the message list from the IM bar (the panel on desktop, the /message page on phones). */
async function openList(page: Page, mobile: boolean): Promise<Locator> {
  await bar(page).getByRole("button", { name: /^Messages/ }).click()
  if (mobile) await expect(page).toHaveURL(/\/message$/)
  const list = page.getByRole("list", { name: "Conversations" })
  await expect(list).toBeVisible()
  return list
}

/** Opens the (only) conversation from the list; returns the chat log. */
async function openChat(page: Page, mobile: boolean): Promise<Locator> {
  const list = await openList(page, mobile)
  await list.getByRole("button", { name: /^Chat with / }).first().click()
  const log = chatLog(page)
  await expect(log).toBeVisible()
  return log
}

/** Back from the chat to the list. */
async function closeChat(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Back to messages" }).click()
  await expect(chatLog(page)).toBeHidden()
}

/** What the log shows now: the message numbers in the DOM (in order), and the top-most message in view. */
interface Snapshot {
  readonly numbers: ReadonlyArray<number>
  readonly top: { readonly text: string; readonly offset: number } | null
  readonly scrollTop: number
}

/** Scrolls the log up by `by` px (0: stays) and reads the snapshot in the same task (before any page can land). */
const scrollAndRead = (log: Locator, by: number): Promise<Snapshot> =>
  log.evaluate((el, by) => {
    el.scrollTop = Math.max(0, el.scrollTop - by)
    const box = el.getBoundingClientRect()
    const msgs = [...el.querySelectorAll<HTMLElement>(".im-msg")]
    const numbers = msgs.map((m) => Number((m.textContent ?? "").match(/Message (\d+)/)?.[1] ?? NaN))
    const first = msgs.find((m) => m.getBoundingClientRect().bottom > box.top + 1)
    const top = first ? { text: (first.querySelector(".im-text")?.textContent ?? "").trim(), offset: first.getBoundingClientRect().top - box.top } : null
    return { numbers, top, scrollTop: el.scrollTop }
  }, by)

test("scrolls back through 1,000 messages page by page, keeping the place; drafts are kept, listed, restored and cleared", async ({ page, request, baseURL }, info) => {
  test.setTimeout(840_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e5)
  const id = await apiMember(page.context(), baseURL!, "hist", `Hal${run}`)
  await clearBanners(page)
  const seeded = await request.post(`/dev/users/${id}/seed-conversation`, { data: { with: HOST_ID, count: COUNT } })
  expect(seeded.ok()).toBe(true)
  await page.goto("/")

  // The chat opens on the newest page.
  const log = await openChat(page, mobile)
  await expect(log.getByText(`Message ${COUNT}`, { exact: true })).toBeVisible({ timeout: 15_000 })
  const seen = new Set<number>()
  let pages = 0
  let loadingShot = false
  let firstShown = Number.POSITIVE_INFINITY
  const height = await log.evaluate((el) => el.clientHeight)
  let snap = await scrollAndRead(log, 0)
  for (let step = 0; step < 2000; step++) {
    // In order, each once: the rendered rows are consecutive message numbers; the DOM stays small.
    expect(snap.numbers.length).toBeLessThanOrEqual(120)
    snap.numbers.forEach((n, i) => {
      expect(Number.isInteger(n)).toBe(true)
      if (i > 0) expect(n).toBe(snap.numbers[i - 1]! + 1)
      seen.add(n)
    })
    if (!loadingShot && (await log.getByRole("status").count()) > 0) {
      await shot(page, "history-loading-row", info, false)
      loadingShot = true
    }
    // Whatever page lands meanwhile, the message at the top of the view keeps its place (+-4 px).
    const top = snap.top
    await page.waitForTimeout(150)
    await expect(log.getByRole("status")).toHaveCount(0, { timeout: 15_000 })
    if (top) await expect.poll(async () => Math.abs(((await messageOffset(log, top.text)) ?? 1e9) - top.offset), { timeout: 10_000 }).toBeLessThanOrEqual(4)
    const now = await scrollAndRead(log, 0)
    const lowest = Math.min(...now.numbers)
    if (lowest < firstShown) {
      if (Number.isFinite(firstShown)) pages++
      firstShown = lowest
    }
    if (snap.scrollTop === 0 && now.scrollTop === 0 && (await log.getByText(/^This is the start of your conversation/).count()) > 0) break
    snap = await scrollAndRead(log, Math.round(height * 0.8))
  }
  await expect(log.getByText(/^This is the start of your conversation with /)).toBeVisible()
  await expect(log.getByText("Message 1", { exact: true })).toBeVisible()
  expect(seen.size).toBe(COUNT)
  expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: COUNT }, (_, i) => i + 1))
  // 1,000 messages at 100 a page: nine older pages, each one inserted with the place kept.
  expect(pages).toBeGreaterThanOrEqual(9)
  await shot(page, "history-start-marker", info, false)

  // A draft: typed, the chat closed -> listed as "Draft: ..."; reopened -> restored.
  const draft = `Half a thought ${run}`
  await composer(page).fill(draft)
  await closeChat(page)
  const row = page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: /^Chat with / }).first()
  await expect(row).toContainText(`Draft: ${draft}`)
  await shot(page, "history-draft-in-list", info, false)
  await row.click()
  await expect(composer(page)).toHaveValue(draft)

  // Kept across a reload (the chat database), restored when the chat opens from the list again.
  await page.waitForTimeout(700)
  await page.reload()
  if (mobile) {
    // A phone reloads into the open chat (the chat is its own page): the draft is back in the composer.
    await expect(composer(page)).toHaveValue(draft)
    await closeChat(page)
  }
  const list = mobile ? page.getByRole("list", { name: "Conversations" }) : await openList(page, mobile)
  await expect(list.getByRole("button", { name: /^Chat with / }).first()).toContainText(`Draft: ${draft}`)
  await list.getByRole("button", { name: /^Chat with / }).first().click()
  await expect(composer(page)).toHaveValue(draft)

  // Sending clears it.
  await composer(page).press("Enter")
  await expect(composer(page)).toHaveValue("")
  await expect(chatLog(page).locator(".im-text").filter({ hasText: draft })).toBeVisible()
  await closeChat(page)
  const after = page.getByRole("list", { name: "Conversations" }).getByRole("button", { name: /^Chat with / }).first()
  await expect(after).toContainText(draft)
  await expect(after).not.toContainText("Draft:")
  await page.reload()
  const again = await openList(page, mobile)
  await expect(again.getByRole("button", { name: /^Chat with / }).first()).not.toContainText("Draft:")
})

/**
 * Diagnostics for an intermittent failure of the scroll test below (CI only, on phones, exactly 200 px
 * off; never reproduced in targeted runs): records every write to a chat log's scroll position (with
 * the writer's stack) and every scroll event of the log, for the failure's report. Records only.
 */
const recordLogScrolls = (page: Page) =>
  page.addInitScript(() => {
    const log: unknown[] = []
    ;(window as unknown as { __logScrolls: unknown[] }).__logScrolls = log
    const own = Object.getOwnPropertyDescriptor(Element.prototype, "scrollTop")!
    const stack = () => new Error().stack?.split("\n").slice(2, 8).join(" | ")
    Object.defineProperty(Element.prototype, "scrollTop", {
      configurable: true,
      get() {
        return own.get!.call(this)
      },
      set(v: number) {
        if ((this as Element).classList?.contains("im-log")) log.push({ set: v, was: own.get!.call(this), t: performance.now(), by: stack() })
        own.set!.call(this, v)
      },
    })
    const proto = Element.prototype as unknown as Record<string, (...a: unknown[]) => unknown>
    for (const m of ["scrollTo", "scrollBy", "scrollIntoView"]) {
      const orig = proto[m]!
      proto[m] = function (this: Element, ...a: unknown[]) {
        log.push({ call: m, args: JSON.stringify(a), on: this.className, t: performance.now(), by: stack() })
        return orig.apply(this, a)
      }
    }
    document.addEventListener("scroll", (e) => {
      const el = e.target as Element
      if (el.classList?.contains("im-log")) log.push({ event: el.scrollTop, t: performance.now() })
    }, true)
  })

test("the reader's scroll stands when the chat renders before its scroll event (a page or a toggle landing in between)", async ({ page, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const id = await apiMember(page.context(), baseURL!, "race", `Rae${Math.floor(Math.random() * 1e5)}`)
  await clearBanners(page)
  expect((await request.post(`/dev/users/${id}/seed-conversation`, { data: { with: HOST_ID, count: 200 } })).ok()).toBe(true)
  await recordLogScrolls(page)
  await page.goto("/")
  const log = await openChat(page, mobile)
  await expect(log.getByText("Message 200", { exact: true })).toBeVisible({ timeout: 15_000 })
  // Away from the bottom and from the top (no page asked for), the log at rest.
  await log.evaluate((el) => (el.scrollTop = el.scrollHeight / 2))
  await page.waitForTimeout(300)
  const translate = page.getByRole("button", { name: "Translate messages" })
  const pressed = await translate.getAttribute("aria-pressed")
  // The reader scrolls up 200 px and, in the same task, the chat renders: pressing the translate toggle
  // (a click React handles at once) re-renders the chat before the browser sends the scroll event.
  const top = await log.evaluate((el) => {
    el.scrollTop = el.scrollTop - 200
    // What the reader now sees at the top: that message must stay there.
    const box = el.getBoundingClientRect()
    const first = [...el.querySelectorAll<HTMLElement>(".im-msg")].find((m) => m.getBoundingClientRect().bottom > box.top + 1)!
    const seen = { text: (first.querySelector(".im-text")?.textContent ?? "").trim(), offset: first.getBoundingClientRect().top - box.top }
    // The toggle by its accessible name (a Playwright click would wait for the scroll event).
    ;(document.querySelector('button[aria-label="Translate messages"]') as HTMLButtonElement).click()
    return seen
  })
  await expect(translate).not.toHaveAttribute("aria-pressed", pressed ?? "")
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
  // Not scrolled back to where the reader was before (200 px off): the message read stays (+-4 px).
  try {
    await expect.poll(async () => Math.abs(((await messageOffset(log, top.text)) ?? 1e9) - top.offset), { timeout: 5_000 }).toBeLessThanOrEqual(4)
  } catch (err) {
    const scrolls = JSON.stringify(await page.evaluate(() => (window as unknown as { __logScrolls: unknown[] }).__logScrolls.slice(-40)), null, 1)
    console.log(`the log's last scroll writes and events (seen: ${JSON.stringify(top)}):\n${scrolls}`)
    throw err
  }
})

test("a chat opened far down a long message list: Back puts the focus on its row, in view", async ({ page, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const id = await apiMember(page.context(), baseURL!, "far", `Far${Math.floor(Math.random() * 1e5)}`)
  await clearBanners(page)
  // 20 conversations of one message each, the first host's the oldest: the list's last row.
  for (let i = 0; i < 20; i++) {
    expect((await page.request.post(`/dev/users/${id}/seed-conversation`, { data: { with: 20_000_001 + i, count: 1 } })).ok()).toBe(true)
  }
  await page.goto("/")
  const list = await openList(page, mobile)
  await expect(list.getByRole("button", { name: /^Chat with / }).first()).toBeVisible({ timeout: 15_000 })
  // The member scrolls to the end of the list and opens its last chat.
  const last = list.getByRole("button", { name: /^Chat with Mia / })
  await list.hover()
  while (!(await last.isVisible())) await page.mouse.wheel(0, 600)
  await last.click()
  await expect(chatLog(page)).toBeVisible()
  await closeChat(page)
  await expect(last).toBeFocused()
  await expect(last).toBeInViewport()
})

test("the connection drops in an open chat: the offline strip leaves the chat's header and Back reachable", async ({ page, context, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const id = await apiMember(context, baseURL!, "strip", `Sid${Math.floor(Math.random() * 1e5)}`)
  await clearBanners(page)
  expect((await page.request.post(`/dev/users/${id}/seed-conversation`, { data: { with: HOST_ID, count: 30 } })).ok()).toBe(true)
  await page.goto("/")
  const log = await openChat(page, mobile)
  await expect(log.getByText("Message 30", { exact: true })).toBeVisible({ timeout: 15_000 })
  await composer(page).click()
  try {
    await context.setOffline(true)
    const strip = page.getByRole("status").filter({ hasText: "You are offline." })
    await expect(strip).toBeVisible({ timeout: 20_000 })
    // The phone's full-screen chat runs nothing past the screen (the strip, sticky, would then cover the
    // chat's header), and the header's Back is what a tap on it hits.
    if (mobile) expect(await page.evaluate(() => document.documentElement.scrollHeight - innerHeight)).toBeLessThanOrEqual(0)
    const back = page.getByRole("button", { name: "Back to messages" })
    const hit = await back.evaluate((el) => {
      const r = el.getBoundingClientRect()
      return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2))
    })
    expect(hit).toBe(true)
    await shot(page, "chat-offline", info, false)
    await back.click()
    await expect(log).toBeHidden()
  } finally {
    await context.setOffline(false)
  }
})
