// The social half end to end (issue 12; m§2 friend page, friend list, reminder panel, user menu; m§4 friend
// add; m§7 black/*): a member A and a host B in two browser contexts, navigating only through the UI after
// the first "/". A opens B's friend page from the wall card, is told B takes calls from friends only
// (100003) and chats; the message arrives and B opens A's page from the message avatar; A adds B (the one-way add's 9-coin confirmation) and B accepts; both see
// each other in the friend list (desktop IM panel tab, phone /friends); A stars B and gives a note name,
// which replaces B's name in the chat header and the list; A's reminder switch shows 1/50; B blocks A, and
// A can neither message nor call B and is told why, B's own name back in place of the note; B unblocks A
// from the blocked-users panel and A's messages arrive again; no banner covers the friend page's actions.
// The blocked-users panel with 21 blocked: after an unblock "Show more" lists all the rest (the gateway
// pages by offset), and a keyboard unblock keeps the focus in the dialog.
// Screenshots of the friend page, the friend list, the reminder panel and the notices.
import { type Locator, type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { apiMember, clearBanners, secondContext } from "./helpers/member"
import { shot } from "./helpers/screens"
import { HOST_COUNT } from "../../gateway/hosts"

const bar = (page: Page) => page.getByRole("navigation", { name: "Messages and friends" })
const panel = (page: Page) => page.getByRole("dialog", { name: "Messages and friends" })
const chatLog = (page: Page) => page.getByRole("log", { name: /^Messages with / })
const composer = (page: Page) => page.getByRole("textbox", { name: "Message" })
/** The message bubbles of a log whose text is exactly `text`. */
const bubbles = (log: Locator, text: string) => log.locator(".im-text").filter({ hasText: new RegExp(`^${text}$`) })

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text)
  await composer(page).press("Enter")
  await expect(composer(page)).toHaveValue("")
}

/** Whether `loc` is painted on top at its centre and its top and bottom edges, where it is now (no scrolling). */
const uncovered = (loc: Locator): Promise<boolean> =>
  loc.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const x = r.left + r.width / 2
    return [r.top + 2, r.top + r.height / 2, r.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(x, y)
      return hit !== null && el.contains(hit)
    })
  })

/**
 * Leaves an open chat (the panel's chat on the desktop, the chat route on a phone) by its Back arrow,
 * named by where it goes: "Back to messages" to the list, "Back" to the page it was opened from (a phone
 * chat opened from a friend page, e.g. after an add).
 */
async function leaveChat(page: Page): Promise<void> {
  const back = page.getByRole("button", { name: "Back to messages" }).or(page.getByRole("main").getByRole("button", { name: "Back", exact: true }))
  if (await back.isVisible()) await back.click()
  await expect(back).toBeHidden()
}

/** Opens the chat with `peer` from the IM bar's message list (desktop panel, phone /message page). */
async function openChatFromBar(page: Page, peer: string, mobile: boolean): Promise<void> {
  await leaveChat(page)
  if (!mobile && (await panel(page).isVisible())) await panel(page).getByRole("tab", { name: "Messages" }).click()
  else await bar(page).getByRole("button", { name: /^Messages/ }).click()
  await page.getByRole("button", { name: new RegExp(`^Chat with ${peer}`) }).click({ timeout: 15_000 })
  await expect(chatLog(page)).toBeVisible()
}

/** Shows the friend list: the IM panel's Friends tab on the desktop, the /friends page through the bar on a phone. */
async function openFriends(page: Page, mobile: boolean): Promise<Locator> {
  await leaveChat(page)
  if (mobile) {
    await bar(page).getByRole("button", { name: "Friends" }).click()
    await expect(page).toHaveURL(/\/friends$/)
    return page.locator("main")
  }
  if (await panel(page).isVisible()) await panel(page).getByRole("tab", { name: "Friends" }).click()
  else await bar(page).getByRole("button", { name: "Friends" }).click()
  await expect(panel(page).getByRole("tab", { name: "Friends" })).toHaveAttribute("aria-selected", "true")
  return panel(page)
}

/** Opens the chat header's more-menu for `name` and picks `item`. */
async function chatMenu(page: Page, name: string, item: string): Promise<void> {
  await page.getByRole("button", { name: `More options for ${name}` }).click()
  await page.getByRole("menu", { name: `More options for ${name}` }).getByRole("menuitem", { name: item }).click()
}

test("two members through the UI: wall -> friend page -> chat, add and accept, friend lists, star and note, reminder 1/50, block stops messages and calls, unblock", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(480_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const nameA = `Ada${run}`
  const nameB = `Bea${run}`
  const note = `Bestie${run % 1000}`
  const b = await secondContext(browser, mobile, baseURL!)
  try {
    const [idA, idB] = await Promise.all([apiMember(page.context(), baseURL!, "fra", nameA), apiMember(b.context, baseURL!, "frb", nameB)])
    // B is a host on the wall; A has coins for the one-way add and the call attempt.
    expect((await request.post(`/dev/users/${idB}/host`, { data: { price: 30, friendOnly: true } })).ok()).toBe(true)
    expect((await request.post(`/dev/users/${idA}/gold`, { data: { gold: 500 } })).ok()).toBe(true)
    for (const p of [page, b.page]) {
      const invite = p.getByRole("dialog", { name: "Turn on notifications" })
      await p.addLocatorHandler(invite, () => invite.getByRole("button", { name: "Not now" }).click())
    }
    await Promise.all([page.goto("/"), b.page.goto("/")])
    await Promise.all([clearBanners(page), clearBanners(b.page)])

    // A: the wall's New tab -> B's card name -> B's friend page.
    await page.getByRole("tab", { name: "New" }).click()
    const card = page.getByRole("article", { name: nameB })
    await card.getByRole("link", { name: nameB }).click({ timeout: 15_000 })
    await expect(page).toHaveURL(new RegExp(`/profile/${idB}$`))
    await expect(page.getByRole("heading", { name: nameB, level: 1 })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText("30 coins per minute")).toBeVisible()
    await expect(page.getByRole("button", { name: `Options for ${nameB}` })).toBeVisible()
    await shot(page, "friend-page")
    // Nothing floats over the page's actions where they first show (the download banner takes its room
    // above the page; on a 390x844 phone the docked banner covered the Add friend button).
    for (const action of [page.getByRole("button", { name: "Chat", exact: true }), page.getByRole("button", { name: /^Add friend/ })])
      expect(await uncovered(action), (await action.textContent()) ?? "").toBe(true)

    // B takes video calls from friends only: A's call is refused (m§8 100003) and the page says why, as
    // the call button's description.
    const pageCall = page.getByRole("button", { name: "Video call", exact: true })
    await pageCall.click()
    const explainer0 = page.getByRole("dialog", { name: "Allow camera and microphone" })
    const price0 = page.getByRole("dialog", { name: "Start a video call?" })
    await expect(explainer0.or(price0)).toBeVisible()
    if (await explainer0.isVisible()) await explainer0.getByRole("button", { name: "Continue" }).click()
    await price0.getByRole("button", { name: "Call", exact: true }).click()
    await expect(page.getByText(`Add ${nameB} as a friend to call them.`)).toBeVisible({ timeout: 15_000 })
    await expect(pageCall).toHaveAccessibleDescription(`Add ${nameB} as a friend to call them.`)
    await expect(page.getByRole("toolbar", { name: "Call controls" })).toHaveCount(0)
    await shot(page, "friend-page-friends-only-calls")
    // The page's more-menu shows whole (on a phone it opens near the tab bar, which hid Report).
    await page.getByRole("button", { name: `Options for ${nameB}` }).click()
    const pageMenu = page.getByRole("menu", { name: `Options for ${nameB}` })
    for (const item of ["Block", "Report"]) expect(await uncovered(pageMenu.getByRole("menuitem", { name: item })), item).toBe(true)
    await shot(page, "friend-page-menu", info, false)
    await page.keyboard.press("Escape")
    await expect(pageMenu).toBeHidden()

    // A: Chat -> writes; B gets it live and opens A's page from the message avatar, then goes back to the chat.
    await page.getByRole("button", { name: "Chat", exact: true }).click()
    await expect(chatLog(page)).toBeVisible()
    await send(page, "Hello from the wall")
    await expect(bar(b.page).getByRole("button", { name: "Messages, 1 unread" })).toBeVisible({ timeout: 15_000 })
    await openChatFromBar(b.page, nameA, mobile)
    await expect(bubbles(chatLog(b.page), "Hello from the wall")).toHaveCount(1)
    await chatLog(b.page).getByRole("button", { name: `Open the profile of ${nameA}` }).click()
    await expect(b.page).toHaveURL(new RegExp(`/profile/${idA}$`))
    await expect(b.page.getByRole("heading", { name: nameA, level: 1 })).toBeVisible({ timeout: 15_000 })
    await b.page.getByRole("button", { name: "Chat", exact: true }).click()
    await expect(bubbles(chatLog(b.page), "Hello from the wall")).toHaveCount(1)

    // A adds B from the friend page: B never wrote, so the one-way add costs 9 coins, confirmed once.
    if (mobile) await page.goBack() // the phone's chat route sits above the friend page in the history
    else {
      await page.keyboard.press("Escape")
      await expect(panel(page)).toBeHidden()
    }
    await expect(page.getByRole("heading", { name: nameB, level: 1 })).toBeVisible()
    await page.getByRole("button", { name: "Add friend (9 coins)" }).click()
    const payAttention = page.getByRole("dialog", { name: "Pay attention" })
    await expect(payAttention).toContainText("costs 9 coins")
    await payAttention.getByRole("button", { name: "Add for 9 coins" }).click()
    await expect(page.getByText("Friend request sent.")).toBeVisible()
    await expect(chatLog(page)).toBeVisible() // m§4: the chat opens after the add
    // A waits on the friend list, still empty.
    const listA = await openFriends(page, mobile)
    await expect(listA.getByText("No friends yet")).toBeVisible({ timeout: 15_000 })

    // B accepts from the request bar in the open chat.
    const requestBar = b.page.getByRole("region", { name: `${nameA} wants to be your friend` })
    await expect(requestBar).toBeVisible({ timeout: 15_000 })
    await requestBar.getByRole("button", { name: "Accept" }).click()
    await expect(requestBar).toBeHidden()
    await expect(chatLog(b.page).getByText("You are now friends")).toBeVisible({ timeout: 15_000 })

    // Both see each other in their friend lists: A's open list shows B without switching tabs.
    await expect(listA.getByRole("link", { name: `Open the profile of ${nameB}` })).toBeVisible({ timeout: 15_000 })
    const listB = await openFriends(b.page, mobile)
    await expect(listB.getByRole("link", { name: `Open the profile of ${nameA}` })).toBeVisible({ timeout: 15_000 })

    // A stars B and gives B a note name from the chat's user menu: the note replaces the name in the
    // chat header, the conversation list and the friend list, where B is in the collection.
    await openChatFromBar(page, nameB, mobile)
    await chatMenu(page, nameB, "Add to favourites")
    await chatMenu(page, nameB, "Set note name")
    const noteDialog = page.getByRole("dialog", { name: "Note name" })
    await noteDialog.getByRole("textbox", { name: `Note name for ${nameB}` }).fill(note)
    await noteDialog.getByRole("button", { name: "Save" }).click()
    const chatA = page.getByRole("region", { name: note }).filter({ has: chatLog(page) })
    await expect(chatA.getByRole("heading", { name: note })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("heading", { name: nameB })).toHaveCount(0)
    const friendsA = await openFriends(page, mobile)
    const collection = friendsA.getByRole("region", { name: "My collection" })
    await expect(collection.getByRole("link", { name: `Open the profile of ${note}` })).toBeVisible({ timeout: 15_000 })
    await expect(friendsA.getByRole("link", { name: `Open the profile of ${nameB}` })).toHaveCount(0)
    await shot(page, "friend-list")

    // A's online reminder for B: the bell's panel, one switch on, 1/50.
    await friendsA.getByRole("button", { name: "Online reminders" }).click()
    const reminders = page.getByRole("dialog", { name: "Online reminders" })
    await expect(reminders.getByLabel("0 of 50 reminders on")).toHaveText("0/50")
    const remind = reminders.getByRole("switch", { name: `Remind me when ${note} comes online` })
    await expect(remind).not.toBeChecked()
    await remind.click()
    await expect(remind).toBeChecked()
    await expect(reminders.getByLabel("1 of 50 reminders on")).toHaveText("1/50")
    await shot(page, "reminder-panel")
    await reminders.getByRole("button", { name: "Close" }).click()
    await expect(reminders).toBeHidden()

    // After a reload, B's friend page still knows A's note name, favourite and reminder for B (before the
    // friends tab or the reminder panel opens).
    await friendsA.getByRole("link", { name: `Open the profile of ${note}` }).click()
    await expect(page).toHaveURL(new RegExp(`/profile/${idB}$`))
    await page.reload()
    await expect(page.getByRole("heading", { name: note, level: 1 })).toBeVisible({ timeout: 15_000 })
    await page.getByRole("button", { name: `Options for ${note}` }).click()
    const noteMenu = page.getByRole("menu", { name: `Options for ${note}` })
    await expect(noteMenu.getByRole("menuitem", { name: "Remove from favourites" })).toBeVisible()
    await expect(noteMenu.getByRole("menuitem", { name: "Turn off online reminder" })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(noteMenu).toBeHidden()

    // B blocks A from the chat's user menu (asks first).
    await openChatFromBar(b.page, nameA, mobile)
    await chatMenu(b.page, nameA, "Block")
    const confirm = b.page.getByRole("dialog", { name: `Block ${nameA}?` })
    await expect(confirm).toContainText("You will no longer get messages or calls")
    await confirm.getByRole("button", { name: "Block" }).click()
    await expect(b.page.getByText("Blocked. They can no longer message or call you.")).toBeVisible()

    // A can no longer message B, and is told so. The block ended the friendship, so A's note name for B
    // goes with it: B's own name is back in A's chat header (no reload; the gateway tells A nothing else).
    await openChatFromBar(page, note, mobile)
    await send(page, "Are you there?")
    await expect(page.getByText("You cannot message this person.").first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("region", { name: nameB }).filter({ has: chatLog(page) }).getByRole("heading", { name: nameB })).toBeVisible()
    await expect(page.getByRole("heading", { name: note })).toHaveCount(0)
    await shot(page, "block-notice-message")
    // ... nor call B: the call is refused and the toast says why.
    await page.getByRole("button", { name: `Video call ${nameB}` }).click()
    const explainer = page.getByRole("dialog", { name: "Allow camera and microphone" })
    const price = page.getByRole("dialog", { name: "Start a video call?" })
    await expect(explainer.or(price)).toBeVisible()
    if (await explainer.isVisible()) await explainer.getByRole("button", { name: "Continue" }).click()
    await price.getByRole("button", { name: "Call", exact: true }).click()
    await expect(page.getByText(/^You cannot call .+: one of you has blocked the other\.$/)).toBeVisible({ timeout: 15_000 })
    await shot(page, "block-notice-call")
    await expect(page.getByRole("toolbar", { name: "Call controls" })).toHaveCount(0)

    // B unblocks A from the blocked-users panel (settings menu).
    await leaveChat(b.page)
    if (!mobile) {
      await panel(b.page).getByRole("button", { name: "Close the panel" }).click()
      await expect(panel(b.page)).toBeHidden()
    }
    if (mobile) await b.page.getByRole("button", { name: "Open menu" }).click()
    await b.page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
    await b.page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Blocked users" }).click()
    const blocked = b.page.getByRole("dialog", { name: "Blocked users" })
    await blocked.getByRole("button", { name: `Unblock ${nameA}` }).click()
    await expect(blocked.getByText("You have not blocked anyone.")).toBeVisible()
    await blocked.getByRole("button", { name: "Close blocked users" }).click()

    // Messages go through again.
    await send(page, "Back again")
    await openChatFromBar(b.page, nameA, mobile)
    await expect(bubbles(chatLog(b.page), "Back again")).toHaveCount(1, { timeout: 15_000 })
    await expect(bubbles(chatLog(b.page), "Are you there?")).toHaveCount(0)
  } finally {
    await b.context.close()
  }
})

test("a report ends the friendship (the report blocks), and a block from the chat ends a pending friend request", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const [nameA, nameB, nameC] = [`Ari${run}`, `Bo${run}`, `Cy${run}`]
  const others = await browser.newContext()
  try {
    const idA = await apiMember(page.context(), baseURL!, "rpa", nameA)
    const [idB, idC] = await Promise.all([apiMember(others, baseURL!, "rpb", nameB), apiMember(others, baseURL!, "rpc", nameC)])
    // B is A's friend with a chat; C asked A to be friends.
    expect((await request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(idB), count: 2 } })).ok()).toBe(true)
    expect((await request.post(`/dev/users/${idA}/friend`, { data: { friendId: Number(idB) } })).ok()).toBe(true)
    expect((await request.post(`/dev/users/${idA}/friend-request`, { data: { from: Number(idC) } })).ok()).toBe(true)
    const invite = page.getByRole("dialog", { name: "Turn on notifications" })
    await page.addLocatorHandler(invite, () => invite.getByRole("button", { name: "Not now" }).click())
    await page.goto("/")
    await clearBanners(page)

    // A reports B from the chat's user menu; the report blocks B, so the menu has no friend items any more,
    // and Unblock in place of Block.
    await openChatFromBar(page, nameB, mobile)
    await page.getByRole("button", { name: `More options for ${nameB}` }).click()
    await expect(page.getByRole("menu", { name: `More options for ${nameB}` }).getByRole("menuitem", { name: "Delete friend" })).toBeVisible()
    await page.getByRole("menu", { name: `More options for ${nameB}` }).getByRole("menuitem", { name: "Report" }).click()
    const report = page.getByRole("dialog", { name: /^Report a member/ })
    await report.getByRole("radiogroup", { name: "Why are you reporting this member?" }).getByRole("radio", { name: "Others", exact: true }).check()
    await report.getByRole("button", { name: "Next" }).click()
    await report.getByRole("button", { name: "Send report" }).click()
    await expect(page.getByText("Report sent. This member is now blocked.")).toBeVisible({ timeout: 15_000 })
    await expect(report).toBeHidden()
    await page.getByRole("button", { name: `More options for ${nameB}` }).click()
    const menuB = page.getByRole("menu", { name: `More options for ${nameB}` })
    await expect(menuB.getByRole("menuitem", { name: "Unblock" })).toBeVisible()
    for (const item of ["Block", "Delete friend", "Set note name", "Add to favourites", "Turn on online reminder"]) await expect(menuB.getByRole("menuitem", { name: item, exact: true })).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(menuB).toBeHidden()

    // A blocks C from the chat, where C's request bar shows: the block ends the request, the bar goes.
    await openChatFromBar(page, nameC, mobile)
    const requestBar = page.getByRole("region", { name: `${nameC} wants to be your friend` })
    await expect(requestBar).toBeVisible({ timeout: 15_000 })
    await chatMenu(page, nameC, "Block")
    await page.getByRole("dialog", { name: `Block ${nameC}?` }).getByRole("button", { name: "Block" }).click()
    await expect(page.getByText("Blocked. They can no longer message or call you.")).toBeVisible()
    await expect(requestBar).toBeHidden()
  } finally {
    await others.close()
  }
})

test("a long friend list: 54 friends, only the rows in view are in the page; scrolled to the end, the last one opens its friend page", async ({ page, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const me = await apiMember(page.context(), baseURL!, "longlist", `Lea${Math.floor(Math.random() * 1e6)}`)
  // Every seeded host (ids 20000001-20000054) becomes the member's friend.
  for (let i = 1; i <= HOST_COUNT; i++) {
    const r = await request.post(`/dev/users/${me}/friend`, { data: { friendId: 20_000_000 + i } })
    expect(r.ok()).toBe(true)
  }
  await page.goto("/")
  await clearBanners(page)
  const list = (await openFriends(page, mobile)).getByRole("region", { name: "All friends" })
  const links = list.getByRole("link", { name: /^Open the profile of / })
  await expect(links.first()).toBeVisible({ timeout: 15_000 })
  const first = await links.allTextContents()
  // Virtualized: a screenful and a few more, not all 54.
  expect(first.length).toBeGreaterThan(3)
  expect(first.length).toBeLessThan(HOST_COUNT)
  // A reader scrolls the list to its end: the rows there are put in, the last one uncovered.
  await list.getByRole("link").first().hover()
  // The list item says where it is in the whole list (aria-posinset), as a screen reader hears it.
  const lastItem = list.locator(`li[aria-posinset="${HOST_COUNT}"]`)
  for (let i = 0; i < 30 && !(await lastItem.isVisible()); i++) await page.mouse.wheel(0, 600)
  await expect(lastItem).toBeVisible()
  // On to the very end of the list.
  for (let i = 0; i < 3; i++) await page.mouse.wheel(0, 600)
  expect(await list.getByRole("link").count()).toBeLessThan(HOST_COUNT)
  const last = lastItem.getByRole("link")
  const name = ((await last.getAttribute("aria-label")) ?? "").replace(/^Open the profile of /, "")
  expect(first.join("|")).not.toContain(name)
  await expect.poll(() => uncovered(last)).toBe(true)
  await shot(page, "friend-list-long-end")
  await last.click()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
})

test("a window narrowed for an instant keeps the open friend list as it was: scrolled to its end, the focus on a friend", async ({ page, request, baseURL }, info) => {
  test.skip(info.project.name === "mobile", "the docked panel is the desktop layout's")
  test.setTimeout(240_000)
  const me = await apiMember(page.context(), baseURL!, "narrowed", `Nia${Math.floor(Math.random() * 1e6)}`)
  for (let i = 1; i <= 30; i++) expect((await request.post(`/dev/users/${me}/friend`, { data: { friendId: 20_000_000 + i } })).ok()).toBe(true)
  // The page's clock (running as the real one until paused below): "an instant" must not depend on how
  // long the resizes take on a busy machine (a phone layout that lasts 500 ms closes the panel, by design).
  await page.clock.install()
  await page.goto("/")
  await clearBanners(page)
  const list = (await openFriends(page, false)).getByRole("region", { name: "All friends" })
  const firstRow = list.locator('li[aria-posinset="1"]')
  await expect(firstRow).toBeVisible({ timeout: 15_000 })
  await list.getByRole("link").first().hover()
  const lastRow = list.locator('li[aria-posinset="30"]')
  for (let i = 0; i < 20 && !(await lastRow.isVisible()); i++) await page.mouse.wheel(0, 600)
  const last = lastRow.getByRole("link")
  await last.focus()
  await expect(firstRow).not.toBeInViewport()
  // A full-page capture makes the window 1 px wide for an instant; a resize across the phone width and
  // back does the same. The panel closes only when the phone layout lasts (a§9); here it stays as it was.
  const size = page.viewportSize()!
  // Paused a little ahead (the page's clock moves on while this call travels).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 3_000))
  for (let i = 0; i < 2; i++) {
    await page.setViewportSize({ width: 400, height: size.height })
    await page.setViewportSize(size)
  }
  await page.clock.resume()
  await expect(last).toBeFocused()
  await expect(last).toBeInViewport()
  await expect(firstRow).not.toBeInViewport()
})

test("a chat opened from a host's page says the host is online, as the page does (the status is asked when the chat opens)", async ({ page, baseURL }) => {
  await apiMember(page.context(), baseURL!, "chatstatus", `Cas${Math.floor(Math.random() * 1e6)}`)
  await page.goto("/")
  await clearBanners(page)
  // Mia P. (the first seeded host) is online.
  await page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Mia P.", level: 2 }) }).first().click()
  await expect(page.getByRole("heading", { name: "Mia P.", level: 1 })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("main").getByText("Online", { exact: true }).first()).toBeVisible()
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  const chat = page.getByRole("region", { name: "Mia P." }).filter({ has: page.getByRole("log") })
  await expect(chat).toBeVisible()
  await expect(chat.getByText("Online", { exact: true })).toBeVisible()
})

test("the online-reminder panel pages through every friend: 25 friends, 20 at first, the rest with Show more", async ({ page, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const me = await apiMember(page.context(), baseURL!, "remindall", `Rio${Math.floor(Math.random() * 1e6)}`)
  for (let i = 1; i <= 25; i++) expect((await request.post(`/dev/users/${me}/friend`, { data: { friendId: 20_000_000 + i } })).ok()).toBe(true)
  await page.goto("/")
  await clearBanners(page)
  await openFriends(page, mobile)
  await page.getByRole("button", { name: "Online reminders" }).click()
  const panel = page.getByRole("dialog", { name: "Online reminders" })
  const switches = panel.getByRole("switch")
  await expect(switches).toHaveCount(20, { timeout: 15_000 })
  await panel.getByRole("button", { name: "Show more" }).click()
  await expect(switches).toHaveCount(25)
  await expect(panel.getByRole("button", { name: "Show more" })).toHaveCount(0)
})

test("a host card's photo opens the friend page wherever it is clicked, the shaded lower part too", async ({ page, baseURL }) => {
  await apiMember(page.context(), baseURL!, "cardclick", `Cai${Math.floor(Math.random() * 1e6)}`)
  await page.goto("/")
  await clearBanners(page)
  const card = page.getByRole("article").first()
  await expect(card).toBeVisible({ timeout: 15_000 })
  const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? ""
  const b = (await card.boundingBox())!
  // Beside the age and flag, under the name: the shade over the photo (it used to swallow the click).
  const meta = (await card.locator(".host-card-meta").boundingBox())!
  await page.mouse.click(b.x + b.width - 8, meta.y + meta.height / 2)
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
})

test("a blocked member's friend page says so and offers Unblock in place of chat, call and add, after a reload too; unblocked, it is back to normal", async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  await apiMember(page.context(), baseURL!, "blockpage", `Bly${Math.floor(Math.random() * 1e6)}`)
  await page.goto("/")
  await clearBanners(page)
  // A host's friend page from the wall, blocked from the page's more-menu.
  const card = page.getByRole("article").first()
  await expect(card).toBeVisible({ timeout: 15_000 })
  const name = ((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").trim()
  await card.getByRole("link", { name }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
  const unblock = page.getByRole("button", { name: "Unblock", exact: true })
  const normal = [page.getByRole("button", { name: "Chat", exact: true }), page.getByRole("button", { name: "Video call", exact: true }), page.getByRole("button", { name: /^Add friend/ })]
  for (const b of normal) await expect(b).toBeVisible()
  await expect(unblock).toHaveCount(0)
  await page.getByRole("button", { name: `Options for ${name}` }).click()
  await page.getByRole("menu", { name: `Options for ${name}` }).getByRole("menuitem", { name: "Block" }).click()
  await page.getByRole("dialog", { name: `Block ${name}?` }).getByRole("button", { name: "Block" }).click()
  await expect(page.getByText("Blocked. They can no longer message or call you.")).toBeVisible({ timeout: 15_000 })
  // QA: the focus went to <body>; the Options button that opened the dialog stays and has it back.
  await expect(page.getByRole("button", { name: `Options for ${name}` })).toBeFocused()

  const blockedText = "You blocked this member. Unblock them to chat, call or add them as a friend."
  const blockedPage = async () => {
    await expect(page.getByText(blockedText)).toBeVisible({ timeout: 15_000 })
    await expect(unblock).toHaveAccessibleDescription(blockedText)
    for (const b of normal) await expect(b).toHaveCount(0)
    // The more-menu keeps Report; no second Block.
    await page.getByRole("button", { name: `Options for ${name}` }).click()
    const menu = page.getByRole("menu", { name: `Options for ${name}` })
    await expect(menu.getByRole("menuitem", { name: "Report" })).toBeVisible()
    await expect(menu.getByRole("menuitem", { name: "Block", exact: true })).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
  }
  await blockedPage()
  await shot(page, "friend-page-blocked")
  // After a reload the gateway's user info says so.
  await page.reload()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
  await blockedPage()

  await unblock.click()
  await expect(page.getByText("Unblocked.")).toBeVisible({ timeout: 15_000 })
  for (const b of normal) await expect(b).toBeVisible()
  // QA: the Unblock button goes; the Chat button in its place has the focus, not <body>.
  await expect(normal[0]!).toBeFocused()
  await expect(page.getByText(blockedText)).toHaveCount(0)
  await expect(unblock).toHaveCount(0)
})

test("a member blocked from a chat is still shown as blocked there after a reload: the chat's menu offers Unblock, not Block, and the chat offers Unblock in place of the message box", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const [nameA, nameB] = [`Abr${run}`, `Bbr${run}`]
  const others = await browser.newContext()
  try {
    const idA = await apiMember(page.context(), baseURL!, "bra", nameA)
    const idB = await apiMember(others, baseURL!, "brb", nameB)
    expect((await request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(idB), count: 2 } })).ok()).toBe(true)
    const invite = page.getByRole("dialog", { name: "Turn on notifications" })
    await page.addLocatorHandler(invite, () => invite.getByRole("button", { name: "Not now" }).click())
    await page.goto("/")
    await clearBanners(page)
    await openChatFromBar(page, nameB, mobile)
    await chatMenu(page, nameB, "Block")
    await page.getByRole("dialog", { name: `Block ${nameB}?` }).getByRole("button", { name: "Block" }).click()
    await expect(page.getByText("Blocked. They can no longer message or call you.")).toBeVisible({ timeout: 15_000 })

    // QA: after a reload the menu offered Block again (only the friend page knew of the block).
    await page.reload()
    // A phone reloads the chat's own page: open it again from the list, as a person would.
    if (mobile) await expect(chatLog(page)).toBeVisible({ timeout: 15_000 })
    await clearBanners(page)
    await openChatFromBar(page, nameB, mobile)
    const more = page.getByRole("button", { name: `More options for ${nameB}` })
    const menu = page.getByRole("menu", { name: `More options for ${nameB}` })
    await expect(async () => {
      if (!(await menu.isVisible())) await more.click()
      await expect(menu.getByRole("menuitem", { name: "Unblock" })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(menu.getByRole("menuitem", { name: "Block", exact: true })).toHaveCount(0)
    await page.keyboard.press("Escape")
    await expect(menu).toBeHidden()
    // The chat says so too: the note and Unblock in place of the message box; unblocked, it is back.
    const composer = page.getByRole("textbox", { name: "Message" })
    await expect(page.getByText("You blocked this member. Unblock them to chat, call or add them as a friend.")).toBeVisible()
    await expect(composer).toHaveCount(0)
    await page.getByRole("button", { name: "Unblock", exact: true }).click()
    await expect(composer).toBeVisible({ timeout: 15_000 })
    await expect(composer).toBeFocused()
  } finally {
    await others.close()
  }
})

test("after a reload the message list (and the bar's unread avatar) shows a friend's note name before any chat, friend page or the Friends tab opens", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const [nameA, nameB, note] = [`Nia${run}`, `Ned${run}`, `Neddy${run % 1000}`]
  const others = await browser.newContext()
  try {
    const idA = await apiMember(page.context(), baseURL!, "notelist", nameA)
    const idB = await apiMember(others, baseURL!, "notelistb", nameB)
    expect((await request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(idB), count: 2 } })).ok()).toBe(true)
    expect((await request.post(`/dev/users/${idA}/friend`, { data: { friendId: Number(idB) } })).ok()).toBe(true)
    await page.goto("/")
    await clearBanners(page)
    // A gives B a note name from the chat's user menu, then leaves the chat for the message list.
    await openChatFromBar(page, nameB, mobile)
    await chatMenu(page, nameB, "Set note name")
    const noteDialog = page.getByRole("dialog", { name: "Note name" })
    await noteDialog.getByRole("textbox", { name: `Note name for ${nameB}` }).fill(note)
    await noteDialog.getByRole("button", { name: "Save" }).click()
    await expect(page.getByRole("heading", { name: note })).toBeVisible({ timeout: 15_000 })
    await leaveChat(page)
    if (!mobile) {
      await panel(page).getByRole("button", { name: "Close the panel" }).click()
      await expect(panel(page)).toBeHidden()
    }
    // A message from B that A has not read: the bar's avatar for it is named by the note too.
    expect((await request.post(`/dev/users/${idA}/seed-conversation`, { data: { with: Number(idB), count: 1, read: false } })).ok()).toBe(true)
    await page.reload()
    await clearBanners(page)
    if (!mobile) {
      await expect(bar(page).getByRole("button", { name: `Unread messages from ${note}` })).toBeVisible({ timeout: 15_000 })
      await expect(bar(page).getByRole("button", { name: `Unread messages from ${nameB}` })).toHaveCount(0)
      await bar(page).getByRole("button", { name: /^Messages/ }).click()
    }
    await expect(page.getByRole("button", { name: new RegExp(`^Chat with ${note}`) })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByRole("button", { name: new RegExp(`^Chat with ${nameB}`) })).toHaveCount(0)
  } finally {
    await others.close()
  }
})

test("the blocked users panel: after an unblock Show more lists all the rest, and a keyboard unblock keeps the focus in the dialog", async ({ page, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const id = await apiMember(page.context(), baseURL!, "blocker21", "Blocker", "Male")
  await clearBanners(page)
  // 21 blocked: one more than a page (m§9 20). The first blocked is the oldest, the last row of page 2.
  for (let i = 1; i <= 21; i++) expect((await request.post(`/dev/users/${id}/block`, { data: { userId: 20_000_000 + i } })).ok()).toBe(true)
  await page.goto("/")
  const openPanel = async () => {
    if (info.project.name === "mobile") await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
    await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Blocked users" }).click()
  }
  await openPanel()
  const blockedPanel = page.getByRole("dialog", { name: "Blocked users" })
  const unblock = blockedPanel.getByRole("button", { name: /^Unblock / })
  await expect(unblock).toHaveCount(20)
  const names = () => unblock.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""))
  const first = await names()

  // Unblock the second row with the keyboard: the focus goes to the row now in its place, inside the dialog.
  await unblock.nth(1).focus()
  await page.keyboard.press("Enter")
  await expect(unblock).toHaveCount(19)
  await expect(blockedPanel.getByRole("button", { name: first[2]!, exact: true })).toBeFocused()
  await shot(page, `blocked-users-keyboard-${info.project.name}`)

  // Show more asks from where the list now is: the 19 left of page 1 and the oldest one, 20 in all.
  await blockedPanel.getByRole("button", { name: "Show more" }).click()
  await expect(unblock).toHaveCount(20)
  await expect(blockedPanel.getByRole("button", { name: "Show more" })).toHaveCount(0)
  const all = await names()
  expect(all.slice(0, 19)).toEqual(first.filter((_, i) => i !== 1))
  expect(new Set(all).size).toBe(20)

  // The gateway's own first page now holds the same 20, in the same order.
  await blockedPanel.getByRole("button", { name: "Close blocked users" }).click()
  await expect(blockedPanel).toBeHidden()
  await openPanel()
  await expect(unblock).toHaveCount(20)
  expect(await names()).toEqual(all)
})
