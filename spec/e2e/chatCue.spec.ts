// The chat's cues end to end (m§2 chat panel): a member reading 140 messages up a 350-message chat while
// the peer sends two keeps the place, and a "Jump to newest messages" button says "2 new messages";
// pressing it brings the newest into view with the focus on the log. And a draft typed and left at once
// (a reload right after typing, before the 500 ms debounce) is back in the composer, three times running.
// Screenshots of the button with its count (desktop and the 390 px phone).
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test"
import { apiMember, clearBanners, secondContext } from "./helpers/member"
import { messageOffset } from "./helpers/geometry"
import { shot } from "./helpers/screens"

const chatLog = (page: Page) => page.getByRole("log", { name: /^Messages with / })
const composer = (page: Page) => page.locator("section.im-chat").getByRole("textbox", { name: "Message" })

/** Opens the chat with `peerId` on its route and waits for the composer. */
async function openChat(page: Page, peerId: string): Promise<Locator> {
  await page.goto(`/message/${peerId}`)
  await expect(chatLog(page)).toBeVisible({ timeout: 20_000 })
  await expect(composer(page)).toBeEditable()
  return chatLog(page)
}

/** A second member, signed in in a context of its own (desktop size). */
async function peer(browser: Browser, baseURL: string, nickname: string) {
  const { page, context } = await secondContext(browser, false, baseURL)
  const id = await apiMember(context, baseURL, "cue", nickname)
  await clearBanners(page)
  return { page, context, id }
}

test("a message arriving while the reader is scrolled up: the place is kept, the jump button counts it and brings the newest", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(360_000)
  const run = Math.floor(Math.random() * 1e5)
  const me = await apiMember(page.context(), baseURL!, "cue", `Cue${run}`)
  await clearBanners(page)
  const other = await peer(browser, baseURL!, `Pia${run}`)
  try {
    expect((await request.post(`/dev/users/${me}/seed-conversation`, { data: { with: Number(other.id), count: 350 } })).ok()).toBe(true)
    const log = await openChat(page, other.id)
    await expect(log.getByText("Message 350", { exact: true })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("button", { name: /^Jump to newest messages/ })).toHaveCount(0)
    // Up about 140 messages (older pages land on the way, the place kept by the view).
    for (let i = 0; i < 200; i++) {
      const lowest = await log.evaluate((el) => Math.min(...[...el.querySelectorAll(".im-msg .im-text")].map((t) => Number((t.textContent ?? "").match(/Message (\d+)/)?.[1] ?? 1e9))))
      if (lowest <= 210) break
      await log.evaluate((el) => (el.scrollTop = Math.max(0, el.scrollTop - el.clientHeight * 0.5)))
      await page.waitForTimeout(120)
    }
    await page.waitForTimeout(400)
    const jump = page.getByRole("button", { name: /^Jump to newest messages/ })
    await expect(jump).toBeVisible()
    await expect(jump).toHaveAccessibleName("Jump to newest messages")
    const top = await log.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const first = [...el.querySelectorAll<HTMLElement>(".im-msg")].find((m) => m.getBoundingClientRect().top >= box.top)!
      return { text: (first.querySelector(".im-text")?.textContent ?? "").trim(), offset: first.getBoundingClientRect().top - box.top }
    })

    // The peer sends two.
    const theirs = await openChat(other.page, me)
    for (const text of [`First news ${run}`, `Second news ${run}`]) {
      await composer(other.page).fill(text)
      await composer(other.page).press("Enter")
      await expect(theirs.getByText(text, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole("button", { name: "Jump to newest messages 2 new messages" })).toBeVisible({ timeout: 15_000 })
    // The reader's place stands (+-4 px), and the new messages are not in view.
    expect(Math.abs(((await messageOffset(log, top.text)) ?? 1e9) - top.offset)).toBeLessThanOrEqual(4)
    await expect(log.getByText(`Second news ${run}`, { exact: true })).not.toBeInViewport()
    // Told once, politely: the count is in the status region.
    await expect(page.getByRole("status").filter({ hasText: "2 new messages" })).toHaveCount(1, { timeout: 5_000 })
    await shot(page, "chat-jump-to-newest", info, false)

    await jump.click()
    await expect(log.getByText(`Second news ${run}`, { exact: true })).toBeInViewport({ timeout: 5_000 })
    await expect(jump).toHaveCount(0)
    await expect(log).toBeFocused()
    // At the bottom, a third message follows into view with no button.
    await composer(other.page).fill(`Third news ${run}`)
    await composer(other.page).press("Enter")
    await expect(log.getByText(`Third news ${run}`, { exact: true })).toBeInViewport({ timeout: 15_000 })
    await expect(jump).toHaveCount(0)
  } finally {
    await other.context.close()
  }
})

test("a draft typed and left at once (reload before the debounce) is back in the composer", async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000)
  const run = Math.floor(Math.random() * 1e5)
  await apiMember(page.context(), baseURL!, "cue", `Dra${run}`)
  await clearBanners(page)
  const other = await peer(browser, baseURL!, `Dru${run}`)
  try {
    await openChat(page, other.id)
    for (let i = 1; i <= 3; i++) {
      const draft = `Left in a hurry ${run} #${i}`
      await composer(page).fill(draft)
      await page.reload()
      await expect(chatLog(page)).toBeVisible({ timeout: 20_000 })
      await expect(composer(page)).toHaveValue(draft, { timeout: 10_000 })
    }
  } finally {
    await other.context.close()
  }
})
