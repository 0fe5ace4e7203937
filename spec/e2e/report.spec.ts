// The report flow end to end (issue 12 deliverable 7; m§2 report menu, m§3, m§4, m§9): a member reports
// another from the chat (category, sub-reason, text, e-mail; an invalid e-mail refused first, the text
// kept) and from a video call (the remote video's screenshot uploaded first), in two browser contexts;
// the reference gateway stores both reports (GET /dev/reports) and the sender blocks the reported member.
// The chat report is opened from the chat header's user menu (ui/app/social/usePeerActions.tsx).
import { type APIRequestContext, type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { apiMember, clearBanners, secondContext } from "./helpers/member"
import { shot } from "./helpers/screens"

interface StoredReport {
  readonly kind: string
  readonly reported_id: number
  readonly reason: number
  readonly report_type: number
  readonly two_reason: number
  readonly text: string
  readonly email: string
  readonly site: number
  readonly img: string | null
}

const reportsBy = async (request: APIRequestContext, id: string): Promise<StoredReport[]> => (await (await request.get(`/dev/reports?reporter=${id}`)).json()) as StoredReport[]
const reportDialog = (page: Page) => page.getByRole("dialog", { name: /^Report a member/ })

/** Picks `option` in the step's radio group (named by the step heading), then Next. */
async function choose(page: Page, heading: string, option: string): Promise<void> {
  const dialog = reportDialog(page)
  await expect(dialog.getByRole("heading", { name: heading })).toBeVisible()
  const group = dialog.getByRole("radiogroup", { name: heading })
  await group.getByRole("radio", { name: option, exact: true }).check()
  await dialog.getByRole("button", { name: "Next" }).click()
}

test("a member reports a chat partner: harassment, unwanted contact, text and e-mail; the gateway stores it and the partner is blocked", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(240_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const other = await secondContext(browser, mobile, baseURL!)
  try {
    const nameB = `Pest${run}`
    const [idA, idB] = await Promise.all([apiMember(page.context(), baseURL!, "rpa", `Ada${run}`), apiMember(other.context, baseURL!, "rpb", nameB)])
    await clearBanners(page)
    await page.goto("/")
    // B writes to A first (a friend request), so A has a conversation with B.
    expect((await request.post(`/dev/users/${idA}/friend-request`, { data: { from: Number(idB) } })).ok()).toBe(true)

    // A opens the chat from the message list and its more-menu's Report entry.
    await page.getByRole("navigation", { name: "Messages and friends" }).getByRole("button", { name: /^Messages/ }).click()
    await page.getByRole("button", { name: new RegExp(`^Chat with ${nameB}`) }).click({ timeout: 15_000 })
    const more = page.getByRole("button", { name: `More options for ${nameB}` })
    await more.click()
    await page.getByRole("menuitem", { name: "Report" }).click()
    const dialog = reportDialog(page)
    await expect(dialog).toBeVisible()
    // Step 1: the six categories in the spec's order; focus is in the dialog.
    const categories = dialog.getByRole("radiogroup", { name: "Why are you reporting this member?" }).getByRole("radio")
    await expect(categories).toHaveCount(6)
    expect(await categories.evaluateAll((els) => els.map((e) => e.closest("label")?.textContent ?? ""))).toEqual([
      "Adult content", "Suspicious or fraud", "Does not match the profile", "Harassment", "Under-age", "Others",
    ])
    await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled()
    await shot(page, "report-step1-chat")
    await choose(page, "Why are you reporting this member?", "Harassment")
    // Step 2: harassment's five sub-reasons.
    await expect(dialog.getByRole("radiogroup", { name: "What happened?" }).getByRole("radio")).toHaveCount(5)
    await shot(page, "report-step2-chat")
    await choose(page, "What happened?", "Unwanted contact")

    // Step 3: text with a live counter, e-mail; an invalid e-mail is refused by the check, input kept.
    await expect(dialog.getByRole("heading", { name: "Tell us more" })).toBeVisible()
    const text = dialog.getByRole("textbox", { name: "Describe what happened (optional)" })
    await text.fill("Keeps writing after I said stop. <b>not bold</b>")
    await expect(dialog.getByText("48 of 200 characters")).toBeVisible()
    const email = dialog.getByRole("textbox", { name: "Your e-mail (optional)" })
    await email.fill("nope@")
    await dialog.getByRole("button", { name: "Send report" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("This e-mail address does not look right. Check it or leave the field empty.")
    await expect(text).toHaveValue("Keeps writing after I said stop. <b>not bold</b>")
    expect(await reportsBy(request, idA)).toEqual([])
    await email.fill(`ada${run}@example.com`)
    await shot(page, "report-step3-chat")
    await dialog.getByRole("button", { name: "Send report" }).click()

    // Sent: the dialog closes, the confirmation says the member is blocked, focus is back in the page.
    await expect(dialog).toBeHidden({ timeout: 15_000 })
    await expect(page.getByRole("status").filter({ hasText: "Report sent. This member is now blocked." })).toBeVisible()
    const [stored] = await reportsBy(request, idA)
    expect(stored).toMatchObject({
      kind: "profile", reported_id: Number(idB), report_type: 6, two_reason: 640, reason: 640, site: 1,
      text: "Keeps writing after I said stop. <b>not bold</b>", email: `ada${run}@example.com`, img: null,
    })
    // Blocked: A's chat with B says so and offers Unblock in place of the message box.
    await expect(page.getByText("You blocked this member. Unblock them to chat, call or add them as a friend.")).toBeVisible()
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Unblock", exact: true })).toBeVisible()
  } finally {
    await other.context.close()
  }
})

// Once a known failure: the video popup's inline callback refs re-attached both videos on every render
// (its 1 s timer), each detach emptying the remote video, so the screenshot sometimes found no picture and
// a profile report went out. The report must be a video one with a JPEG, every run.
test("a caller reports a host from the video call: the dark dialog, adult content, nudity; the screenshot is uploaded with the report", async ({ page, browser, request, baseURL }, info) => {
  test.setTimeout(600_000)
  const mobile = info.project.name === "mobile"
  const run = Math.floor(Math.random() * 1e6)
  const nameB = `Host${run}`
  const b = await secondContext(browser, mobile, baseURL!)
  try {
    const [idA, idB] = await Promise.all([apiMember(page.context(), baseURL!, "rva", `Caller${run}`), apiMember(b.context, baseURL!, "rvb", nameB)])
    expect((await request.post(`/dev/users/${idB}/host`, { data: { price: 30 } })).ok()).toBe(true)
    // Enough coins that a slow run never ends the call for want of them (a 4 s minute bills 30 coins).
    expect((await request.post(`/dev/users/${idA}/gold`, { data: { gold: 6_000 } })).ok()).toBe(true)
    await Promise.all([clearBanners(page), clearBanners(b.page)])
    for (const p of [page, b.page]) {
      const invite = p.getByRole("dialog", { name: "Turn on notifications" })
      await p.addLocatorHandler(invite, () => invite.getByRole("button", { name: "Not now" }).click())
    }
    // Wall -> B's card -> call (both pages load after B became a host).
    await Promise.all([page.goto("/"), b.page.goto("/")])
    await page.getByRole("tab", { name: "New" }).click()
    const call = page.getByRole("button", { name: `Video call ${nameB}, 30 coins per minute` })
    await expect(call).toBeVisible({ timeout: 15_000 })
    await call.click()
    await page.getByRole("dialog", { name: "Allow camera and microphone" }).getByRole("button", { name: "Continue" }).click()
    await page.getByRole("dialog", { name: "Start a video call?" }).getByRole("button", { name: "Call", exact: true }).click()
    // The ringing popup's profile card links to the caller's friend page (m§2), which opens under the
    // ringing popup; the call is still there to accept.
    await b.page.getByRole("button", { name: `Profile of Caller${run}` }).click({ timeout: 20_000 })
    await shot(b.page, "call-ringing-profile-card")
    await b.page.getByRole("dialog", { name: `Caller${run}` }).getByRole("link", { name: `Open the profile of Caller${run}` }).click()
    await expect(b.page).toHaveURL(new RegExp(`/profile/${idA}$`))
    await b.page.getByRole("button", { name: "Accept" }).click()
    const popup = page.getByRole("dialog", { name: nameB }).filter({ has: page.getByRole("toolbar", { name: "Call controls" }) })
    await expect(popup).toBeVisible({ timeout: 15_000 })
    await expect.poll(() => page.getByLabel(`Video of ${nameB}`).evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0)
    // The in-call profile panel links to the host's friend page too: it opens under the call, which goes on.
    await popup.getByRole("button", { name: `Profile of ${nameB}` }).click()
    await expect(popup.getByRole("link", { name: `Open the profile of ${nameB}` })).toBeVisible()
    await shot(page, "call-profile-panel")
    await popup.getByRole("link", { name: `Open the profile of ${nameB}` }).click()
    await expect(page).toHaveURL(new RegExp(`/profile/${idB}$`))
    await expect(popup.getByRole("link", { name: `Open the profile of ${nameB}` })).toBeHidden()
    await expect(popup).toBeVisible()

    // The in-call Report control opens the report dialog over the call, in the dark theme.
    await popup.getByRole("button", { name: "Report" }).click()
    const dialog = reportDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog.locator("xpath=..")).toHaveClass(/theme-dark/)
    await shot(page, "report-step1-call")
    await choose(page, "Why are you reporting this member?", "Adult content")
    await expect(dialog.getByRole("radiogroup", { name: "What happened?" }).getByRole("radio")).toHaveCount(5)
    await shot(page, "report-step2-call")
    await choose(page, "What happened?", "Nudity")
    await expect(dialog.getByText(/A picture of the video is sent with the report\./)).toBeVisible()
    await dialog.getByRole("textbox", { name: "Describe what happened (optional)" }).fill("Undressed on camera")
    await shot(page, "report-step3-call")
    // Escape does not lose the call: it closes the dialog; the report is opened again from the control.
    // (pressed through the text box: an action, so the notification invitation's handler runs first)
    await dialog.getByRole("textbox", { name: "Describe what happened (optional)" }).press("Escape")
    await expect(dialog).toBeHidden()
    await expect(popup.getByRole("button", { name: "Report" })).toBeFocused()
    await popup.getByRole("button", { name: "Report" }).click()
    await choose(page, "Why are you reporting this member?", "Adult content")
    await choose(page, "What happened?", "Nudity")
    await dialog.getByRole("textbox", { name: "Describe what happened (optional)" }).fill("Undressed on camera")
    await dialog.getByRole("button", { name: "Send report" }).click()
    await expect(dialog).toBeHidden({ timeout: 15_000 })
    await expect(page.getByRole("status").filter({ hasText: "Report sent. This member is now blocked." })).toBeVisible()

    const [stored] = await reportsBy(request, idA)
    expect(stored).toMatchObject({ kind: "video", reported_id: Number(idB), reason: 210, report_type: 2, site: 3, text: "Undressed on camera", email: "" })
    expect(stored!.img).toMatch(/^\/media\/uploads\/[\w-]+\.\w+$/)
    // The stored screenshot is a JPEG.
    const img = await request.get(stored!.img!)
    expect(img.ok()).toBe(true)
    expect([...(await img.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  } finally {
    await b.context.close()
  }
})

test("a member reports a host from the host's page: the page then says the member is blocked, and the focus is back on the page's options, not on <body>", async ({ page, baseURL }) => {
  test.setTimeout(240_000)
  await apiMember(page.context(), baseURL!, "rpp", `Rpp${Math.floor(Math.random() * 1e6)}`)
  await page.goto("/")
  await clearBanners(page)
  const card = page.getByRole("article").nth(1)
  await expect(card).toBeVisible({ timeout: 15_000 })
  const name = ((await card.getByRole("heading", { level: 2 }).textContent()) ?? "").trim()
  await card.getByRole("link", { name }).click()
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible({ timeout: 15_000 })
  const options = page.getByRole("button", { name: `Options for ${name}` })
  await options.click()
  await page.getByRole("menu", { name: `Options for ${name}` }).getByRole("menuitem", { name: "Report" }).click()
  const dialog = reportDialog(page)
  await expect(dialog).toBeVisible()
  await choose(page, "Why are you reporting this member?", "Harassment")
  await choose(page, "What happened?", "Unwanted contact")
  await expect(dialog.getByRole("heading", { name: "Tell us more" })).toBeVisible()
  await dialog.getByRole("button", { name: "Send report" }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await expect(page.getByRole("status").filter({ hasText: "Report sent. This member is now blocked." })).toBeVisible()
  await expect(page.getByText("You blocked this member. Unblock them to chat, call or add them as a friend.")).toBeVisible({ timeout: 15_000 })
  await expect(options).toBeFocused()
})
