// The chat's cues end to end (m§2 chat panel): a draft typed and left at once (a reload right after
// typing, before the 500 ms debounce) is back in the composer, three times running.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test"
import { apiMember, clearBanners, secondContext } from "./helpers/member"

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

test("a draft typed and left at once (reload before the debounce) is back in the composer", async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
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
