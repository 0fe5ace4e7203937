// Profile edit, blocked users, static pages and page metadata in real Chromium against the reference
// gateway (a§2, a§5, a§8, a§9, m§2): a fresh member uploads a photo (progress under a throttled network,
// then "under review", approved or not approved through the dev review), changes nickname, birthday
// (once), languages (3) and interests (5) and sees the gender and link rules; the blocked-users panel
// unblocks; the static pages open with their text, titles, descriptions, canonical and hreflang links.
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { enterGate, openAccountMenu } from "./helpers/app"
import { answerFirstBanners, apiMember, clearBanners, signUpMember } from "./helpers/member"
import { portraitPng } from "./helpers/png"
import { shot } from "./helpers/screens"
import { i18nObject } from "../../i18n/i18n-util"
import { loadAllLocales } from "../../i18n/i18n-util.sync"

loadAllLocales()

const photo = (name: string, from: readonly [number, number, number], to: readonly [number, number, number], size = 600) => ({
  name,
  mimeType: "image/png",
  buffer: portraitPng(size, Math.round((size * 4) / 3), from, to),
})

async function openProfile(page: Page): Promise<void> {
  await openAccountMenu(page)
  await page.getByRole("menuitem", { name: "Profile" }).click()
  await expect(page).toHaveURL(/\/profile\/edit$/)
  await expect(page.getByRole("heading", { name: "Edit profile", level: 1 })).toBeVisible()
}

async function choosePhoto(page: Page, file: ReturnType<typeof photo>): Promise<void> {
  const chooser = page.waitForEvent("filechooser")
  await page.getByRole("button", { name: "Choose a new photo" }).click()
  await (await chooser).setFiles(file)
}

test("the profile edit with an avatar upload", async ({ page, request }, info) => {
  test.setTimeout(240_000)
  const id = await signUpMember(page, request, "profile", "Ada", "Female")
  await answerFirstBanners(page)
  await openProfile(page)
  const about = page.getByRole("form", { name: "About you" })

  // a§5 rules as the member sees them: gender fixed, birthday changeable once, the 7-day link lock.
  await expect(about.getByRole("radio", { name: "Female", exact: true })).toBeChecked()
  await expect(about.getByRole("radio", { name: "Male", exact: true })).toBeDisabled()
  await expect(about.getByText("Gender cannot be changed after it is chosen.")).toBeVisible()
  await expect(about.getByText("You can change your birthday once.")).toBeVisible()
  const links = page.getByRole("region", { name: "Linked e-mail and phone" })
  await expect(links.getByText(/^Can be changed after /)).toBeVisible()
  await expect(links.getByRole("button", { name: "Link a phone" })).toBeVisible()

  // The photo: upload progress under a slow network, then under review.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: -1, uploadThroughput: 400 * 1024 })
  await choosePhoto(page, photo("me.png", [214, 79, 224], [46, 216, 255]))
  const progress = page.getByRole("progressbar", { name: "Photo upload" })
  await expect(progress).toBeVisible()
  await expect(page.getByText(/^Uploading… \d+%$/)).toBeVisible()
  await shot(page, "profile-uploading")
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
  await expect(progress).toBeHidden({ timeout: 30_000 })
  await expect(page.getByText("Your new photo is under review.", { exact: false })).toBeVisible()
  await expect(page.getByText("Under review", { exact: true })).toBeVisible()
  await expect(page.getByRole("img", { name: "Your new profile photo, under review" })).toBeVisible()
  await shot(page, "profile-reviewing")

  // The stand-in review approves it; the page checks again every 5 s and shows the approved photo.
  expect((await request.post(`/dev/users/${id}/avatar-review`, { data: { verdict: "approve" } })).ok()).toBe(true)
  const approved = page.getByRole("img", { name: "Your profile photo" })
  await expect(approved).toHaveAttribute("src", new RegExp(`/media/avatar/${id}-[0-9a-f]{32}_270X360\\.png$`), { timeout: 15_000 })
  await expect(page.getByText("Under review", { exact: true })).toBeHidden()

  // Nickname with its counter, birthday (once), 3 languages and 5 interests at most.
  const nick = about.getByRole("textbox", { name: "Nickname" })
  await nick.fill("Ada Lovelace")
  await expect(about.getByText("12/30")).toBeVisible()
  await about.getByRole("combobox", { name: "Year" }).selectOption("1990")
  const languages = about.getByRole("group", { name: /^Languages I speak/ })
  for (const name of ["English", "Turkish", "Dutch"]) await languages.getByRole("checkbox", { name }).check()
  await expect(languages.getByText("3 of 3 chosen")).toBeVisible()
  await expect(languages.getByRole("checkbox", { name: "German" })).toBeDisabled()
  const interests = about.getByRole("group", { name: /^Interests/ })
  for (const name of ["Music", "Travel", "Coffee", "Photography", "Cat"]) await interests.getByRole("checkbox", { name }).check()
  await expect(interests.getByText("5 of 5 chosen")).toBeVisible()
  await expect(interests.getByRole("checkbox", { name: "Dance" })).toBeDisabled()
  await about.getByRole("button", { name: "Save changes" }).click()
  await expect(about.getByText("Your profile has been saved.")).toBeVisible()
  await expect(about.getByText("You have already changed your birthday once, so it cannot change again.")).toBeVisible()
  await expect(about.getByRole("combobox", { name: "Year" })).toBeDisabled()
  await shot(page, "profile-saved")
  // The shell shows the new name (on phones behind the menu toggle).
  const phone = !(await page.getByRole("button", { name: /^Account menu/ }).isVisible())
  if (phone) await page.getByRole("button", { name: "Open menu" }).click()
  await expect(page.getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeVisible()
  if (phone) await page.getByRole("button", { name: "Close menu" }).click()

  // A photo that the review refuses (a§8 not approved) keeps the approved one.
  await choosePhoto(page, photo("other.png", [255, 176, 32], [216, 79, 224], 240))
  await expect(page.getByText("Under review", { exact: true })).toBeVisible({ timeout: 15_000 })
  expect((await request.post(`/dev/users/${id}/avatar-review`, { data: { verdict: "reject" } })).ok()).toBe(true)
  await expect(page.getByRole("alert").filter({ hasText: "Your new photo was not approved" })).toBeVisible({ timeout: 15_000 })
  await expect(approved).toHaveAttribute("src", new RegExp(`/media/avatar/${id}-`))

  // After a reload the saved values are what the form shows.
  await page.reload()
  await expect(about.getByRole("textbox", { name: "Nickname" })).toHaveValue("Ada Lovelace")
  await expect(languages.getByRole("checkbox", { name: "Turkish" })).toBeChecked()
  await expect(interests.getByRole("checkbox", { name: "Photography" })).toBeChecked()
  await shot(page, "profile-edit")
  expect(info.project.name).toMatch(/desktop|mobile/)
})

test("profile edit keeps the focus: on Save after saving, and with the link-a-phone form", async ({ page, baseURL }, info) => {
  await apiMember(page.context(), baseURL!, "focus", "Fay")
  await clearBanners(page)
  await page.goto("/")
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached()
  await openProfile(page)
  const form = page.getByRole("form", { name: "About you" })
  const save = form.getByRole("button", { name: "Save changes" })
  await form.getByRole("textbox", { name: "Nickname" }).fill("Fay Saved")
  await save.click()
  await expect(form.getByRole("status")).toHaveText("Your profile has been saved.")
  // Nothing left to save, yet the button that was pressed still holds the focus (was: the page's body).
  await expect(save).toBeDisabled()
  await expect(save).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(form.getByRole("textbox", { name: "Nickname" })).toHaveValue("Fay Saved")

  const linked = page.getByRole("region", { name: "Linked e-mail and phone" })
  await linked.getByRole("button", { name: "Link a phone" }).click()
  await expect(linked.getByRole("textbox", { name: "Calling code" })).toBeFocused()
  await linked.getByRole("button", { name: "Cancel" }).click()
  await expect(linked.getByRole("button", { name: "Link a phone" })).toBeFocused()
  await linked.getByRole("button", { name: "Link a phone" }).click()
  await linked.getByRole("textbox", { name: "Calling code" }).fill("44")
  await linked.getByRole("textbox", { name: "Phone number" }).fill(`7700${String(Date.now()).slice(-6)}`)
  await linked.getByRole("button", { name: "Save" }).click()
  await expect(linked.getByRole("status")).toHaveText("Your phone number was linked.")
  // The form is gone and the number is locked for 7 days: the focus goes to the phone's row.
  await expect(linked.getByRole("definition").filter({ hasText: "+44" })).toBeFocused()
  await shot(page, `profile-focus-${info.project.name}`)
})

test("the blocked users panel lists, pages and unblocks", async ({ page, request, baseURL }, info) => {
  test.setTimeout(180_000)
  const id = await apiMember(page.context(), baseURL!, "blocker", "Blocker", "Male")
  await clearBanners(page)
  for (const other of [20_000_001, 20_000_002]) expect((await request.post(`/dev/users/${id}/block`, { data: { userId: other } })).ok()).toBe(true)
  await page.goto("/")
  // On a phone the gear is in the side menu the top bar opens.
  if (info.project.name === "mobile") await page.getByRole("button", { name: "Open menu" }).click()
  await page.getByRole("button", { name: "Settings" }).filter({ visible: true }).first().click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Blocked users" }).click()
  const panel = page.getByRole("dialog", { name: "Blocked users" })
  await expect(panel).toBeVisible()
  const unblock = panel.getByRole("button", { name: /^Unblock / })
  await expect(unblock).toHaveCount(2)
  await shot(page, "blocked-users")
  await unblock.first().click()
  await expect(unblock).toHaveCount(1)
  await unblock.first().click()
  await expect(panel.getByText("You have not blocked anyone.")).toBeVisible()
  await shot(page, "blocked-users-empty")
  await panel.getByRole("button", { name: "Close blocked users" }).click()
  await expect(panel).toBeHidden()
})

const description = (page: Page) => page.locator('meta[name="description"]')
const link = (page: Page, sel: string) => page.locator(`link${sel}`)

test("static pages open from the side menu and each other with their text, title, description and language links", async ({ page }, info) => {
  test.setTimeout(180_000)
  await page.goto("/")
  await enterGate(page)
  // Reached as a visitor does: the side menu (behind "Open menu" on phones), then the pages' own links.
  const menu = page.getByRole("navigation", { name: "Main menu" })
  const fromMenu = async (name: string) => {
    if (info.project.name === "mobile") await page.getByRole("button", { name: "Open menu" }).click()
    await menu.getByRole("link", { name }).click()
  }
  await fromMenu("Safety center")
  await expect(page.getByRole("heading", { name: "Safety center", level: 1 })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Block and report", level: 2 })).toBeVisible()
  await expect(page).toHaveTitle("Safety center - VidChat")
  await expect(description(page)).toHaveAttribute("content", /How to stay safe on VidChat/)
  await expect(link(page, '[rel="canonical"]')).toHaveAttribute("href", /\/vidchat-safety-center$/)
  await expect(link(page, '[hreflang="tr"]')).toHaveAttribute("href", /\/tr\/vidchat-safety-center$/)
  await expect(link(page, '[hreflang="nl"]')).toHaveAttribute("href", /\/nl\/vidchat-safety-center$/)
  await expect(link(page, '[hreflang="en-GB"]')).toHaveAttribute("href", /\/gb\/vidchat-safety-center$/)
  await expect(link(page, '[hreflang="x-default"]')).toHaveAttribute("href", /\/vidchat-safety-center$/)
  await shot(page, "static-safety-center")
  const terms = page.getByRole("navigation", { name: "More from VidChat" }).getByRole("link", { name: /Terms of use/ })
  await expect(terms).toHaveAttribute("target", "_blank")

  await fromMenu("Privacy center")
  await expect(page).toHaveURL(/\/vidchat-privacy-center$/)
  await expect(page).toHaveTitle("Privacy center - VidChat")
  await expect(description(page)).toHaveAttribute("content", /Your privacy on VidChat/)
  // a§2: about opens in a new tab, from the page's related links.
  const [about] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("navigation", { name: "More from VidChat" }).getByRole("link", { name: /^About us/ }).click(),
  ])
  await expect(about).toHaveURL(/\/vidchat-about-us$/)
  await expect(about).toHaveTitle("About us - VidChat")
  await expect(about.getByRole("heading", { name: "About us", level: 1 })).toBeVisible()
  await about.close()
  await fromMenu("Random video chat")
  await expect(page).toHaveURL(/\/random-video-chat$/)
  await expect(page).toHaveTitle("Random video chat - VidChat")
  await expect(description(page)).toHaveAttribute("content", /random video chat/)
  await page.goto("/")
  await expect(page).toHaveTitle("VidChat - Live video chat with new people online")

  // Policies: English, Turkish (its own catalog, its own page title), British English, Dutch.
  for (const [path, heading] of [["/vidchat-cookie-policy", "Cookie policy"], ["/vidchat-terms-of-use", "Terms of use"], ["/vidchat-privacy-policy", "Privacy policy"]] as const) {
    await page.goto(path)
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(`${heading} · VidChat`)
  }
  await shot(page, "static-privacy-policy")
  await page.goto("/tr/vidchat-privacy-policy")
  await expect(page.getByRole("heading", { name: "Gizlilik politikası", level: 1 })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Haklarınız", level: 2 })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "tr")
  await shot(page, "static-privacy-policy-tr")
  await page.goto("/gb/vidchat-safety-center")
  await expect(page.getByRole("heading", { name: "Safety center", level: 1 })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB")
  await expect(link(page, '[rel="canonical"]')).toHaveAttribute("href", /\/gb\/vidchat-safety-center$/)
  // Dutch has its own catalog: the page, its language and its title are Dutch.
  const nl = i18nObject("nl")
  await page.goto("/nl/vidchat-about-us")
  await expect(page.getByRole("heading", { name: nl.pages.aboutUs(), level: 1 })).toBeVisible()
  await expect(page.locator("html")).toHaveAttribute("lang", "nl")
  // (Each catalog writes page titles its own way; Dutch joins them with a middle dot.)
  await expect(page).toHaveTitle(new RegExp(`^${nl.pages.aboutUs()} [-·] VidChat$`))
})
