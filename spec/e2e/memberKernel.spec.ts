// Issue 14, the member features' kernel in real Chromium: a visitor's first visit runs the startup kernel
// and fetches the full one (domain/app/kernel.ts, a lazy chunk) only when it is needed; the paths from
// visitor to member work across the swap: a member control (the IM bar, a host's card) opens the login popup, a sign-in
// from the wall opens a host's chat and sends, and a signed-in reload starts with the full kernel; a
// signed-in reload whose kernel file fails to load waits under a progress bar until a retry brings it.
// The boot script's preloads (ui/boot/preloads.ts): a signed-in reload's member texts, a Turkish
// visitor's catalog, and no member file for a visitor.
import { expect, test, type Page } from "@playwright/test"
import { clickSignIn, enterGate, loginDialog, submitPassword } from "./helpers/app"

/** The full kernel's file (the lazy chunk's entry), by its hashed name. */
const FULL_KERNEL = /\/kernel-[A-Z0-9]{8}\.js/

/** Every script URL the page requests, as it requests it. */
const scripts = (page: Page): string[] => {
  const urls: string[] = []
  page.on("request", (r) => {
    if (r.resourceType() === "script") urls.push(r.url())
  })
  return urls
}

/** The hrefs of the page's modulepreload links. */
const preloads = (page: Page): Promise<string[]> => page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))

/** The file the boot script's `data-<attribute>` pairs ("<code> <file> ...", build.mjs) give language `code`. */
const bootFile = async (page: Page, attribute: "catalogs" | "memberTexts", code: string): Promise<string> => {
  const pairs = await page.locator("script[data-entry]").evaluate((el, key) => (el as HTMLScriptElement).dataset[key] ?? "", attribute)
  const words = pairs.split(" ")
  const at = words.indexOf(code)
  return at >= 0 ? (words[at + 1] ?? "") : ""
}

/** The wall's first host card. */
const firstCard = (page: Page) => page.getByRole("main").getByRole("article").first()

test("a visitor's first visit does not fetch the member kernel; the IM bar's Messages loads it and opens the login popup", async ({ page }) => {
  const urls = scripts(page)
  await page.goto("/")
  await enterGate(page)
  await expect(firstCard(page)).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState("networkidle")
  expect(urls.filter((u) => FULL_KERNEL.test(u))).toEqual([])
  expect(await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href))).not.toContainEqual(expect.stringMatching(FULL_KERNEL))
  // A member control: the IM bar's Messages (a messaging intent, held until the full kernel is in).
  await page.getByRole("navigation", { name: "Messages and friends" }).getByRole("button", { name: /^Messages/ }).click()
  await expect(loginDialog(page)).toBeVisible()
  expect(urls.filter((u) => FULL_KERNEL.test(u))).toHaveLength(1)
  // After the swap the app goes on: the popup closes, and a host's card (a member's page) asks to log in too.
  await loginDialog(page).getByRole("button", { name: "Close" }).click()
  await expect(loginDialog(page)).toBeHidden()
  await firstCard(page).getByRole("link").first().click()
  await expect(loginDialog(page)).toBeVisible()
})

test("a visitor's first press of a host's card (a member's page) loads the member kernel and opens the login popup", async ({ page }) => {
  const urls = scripts(page)
  await page.goto("/")
  await enterGate(page)
  await expect(firstCard(page)).toBeVisible({ timeout: 15_000 })
  expect(urls.filter((u) => FULL_KERNEL.test(u))).toEqual([])
  await firstCard(page).getByRole("link").first().click()
  await expect(loginDialog(page)).toBeVisible()
  expect(urls.filter((u) => FULL_KERNEL.test(u))).toHaveLength(1)
})

test("a visitor signs in from the wall, opens a host's chat and sends; a reload starts signed in", async ({ page }) => {
  test.setTimeout(240_000)
  const urls = scripts(page)
  await page.goto("/")
  await enterGate(page)
  await expect(firstCard(page)).toBeVisible({ timeout: 15_000 })
  await clickSignIn(page)
  await expect(loginDialog(page)).toBeVisible()
  await submitPassword(page, "alex@example.com", "password1")
  await expect(loginDialog(page)).toBeHidden({ timeout: 15_000 })
  expect(urls.filter((u) => FULL_KERNEL.test(u))).toHaveLength(1)
  // A host's chat, reached as a member does: the wall's first card, then Chat on the host's page.
  await firstCard(page).getByRole("link").first().click()
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  const composer = page.getByRole("textbox", { name: "Message" })
  const text = `kernel swap ${Date.now()}`
  await composer.fill(text)
  await composer.press("Enter")
  const log = page.getByRole("log", { name: /^Messages with / })
  await expect(log.getByText(text)).toBeVisible({ timeout: 15_000 })

  // A returning member: the stored session starts the page with the full kernel, and the chat is there.
  // The boot script asks for the full kernel with the startup's files (modulepreload), not after them.
  await page.reload()
  await expect.poll(() => preloads(page)).toContainEqual(expect.stringMatching(FULL_KERNEL))
  // And the member texts of its language (English), which its first render shows (ui/boot/preloads.ts).
  const englishTexts = await bootFile(page, "memberTexts", "en")
  expect(englishTexts).toMatch(/\/member-[A-Z0-9]{8}\.js$/)
  expect(await preloads(page)).toContainEqual(expect.stringMatching(new RegExp(`${englishTexts}$`)))
  // The reload is still the host's page; its Chat opens the chat with the text sent before the reload.
  await page.getByRole("button", { name: "Chat", exact: true }).click()
  await expect(page.getByRole("log", { name: /^Messages with / }).getByText(text)).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible()
})

test.describe(() => {
  // The service worker would serve the kernel's file from its cache (it keeps what the page used).
  test.use({ serviceWorkers: "block" })
  test("a signed-in reload whose member kernel fails to load waits under a progress bar, and goes on signed in when a retry brings it", async ({ page }) => {
    await page.goto("/")
    await enterGate(page)
    await expect(firstCard(page)).toBeVisible({ timeout: 15_000 })
    await clickSignIn(page)
    await submitPassword(page, "alex@example.com", "password1")
    await expect(loginDialog(page)).toBeHidden({ timeout: 15_000 })
    const account = page.getByRole("button", { name: /^Account menu/ })
    await expect(account).toBeVisible()
    // The member kernel's file fails (a dropped connection): the page starts without it, and what it would
    // do first (start as the member) is kept until a retry brings the file.
    let failing = true
    await page.route(FULL_KERNEL, (route) => (failing ? route.abort("connectionreset") : route.continue()))
    await page.reload()
    const waiting = page.getByRole("progressbar", { name: "Loading…" })
    await expect(waiting).toBeVisible({ timeout: 15_000 })
    // Whether the member is signed in is not known while the start waits: no visitor's Sign in meanwhile.
    await expect(page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true })).toHaveCount(0)
    await expect(page.getByRole("button", { name: "Log in to chat" })).toHaveCount(0)
    failing = false
    await expect(waiting).toBeHidden({ timeout: 15_000 })
    await expect(account).toBeVisible()
    await expect(page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true })).toHaveCount(0)
  })
})

test("the login popup's code on a slow network: the waiting bar shows until the popup does", async ({ page }) => {
  // The member kernel's file (which the popup's code imports) comes only when the test lets it.
  let release: () => void = () => {}
  const released = new Promise<void>((r) => (release = r))
  await page.route(FULL_KERNEL, async (route) => {
    await released
    await route.continue()
  })
  await page.goto("/")
  await enterGate(page)
  await expect(firstCard(page)).toBeVisible({ timeout: 15_000 })
  await clickSignIn(page)
  const waiting = page.getByRole("progressbar", { name: "Loading…" })
  await expect(waiting).toBeVisible()
  await expect(loginDialog(page)).toBeHidden()
  release()
  await expect(loginDialog(page)).toBeVisible({ timeout: 15_000 })
  await expect(waiting).toBeHidden()
})

test("a Turkish visitor's catalog is asked for with the app's files, not after its start; a visitor's page preloads no member texts", async ({ page }) => {
  await page.goto("/tr")
  // The app shows Turkish (its 18+ gate, in Turkish, is up).
  await expect(page.locator("html")).toHaveAttribute("lang", "tr")
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 })
  const turkish = await bootFile(page, "catalogs", "tr")
  expect(turkish).toMatch(/\/tr-[A-Z0-9]{8}\.js$/)
  const links = await preloads(page)
  expect(links).toContainEqual(expect.stringMatching(new RegExp(`${turkish}$`)))
  expect(links.filter((u) => /\/member-[A-Z0-9]{8}\.js$/.test(u))).toEqual([])
})
