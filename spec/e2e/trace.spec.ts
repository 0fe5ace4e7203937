// Event traces end to end (issue 3 items 4 and 7, issue 4 item 6): a member signs up (a fresh account:
// the seeded ones are shared with tests running in parallel, and a second sign-in ends the first
// session), browses, opens Settings -> Export diagnostic trace, sees the preview and downloads the
// file; the file holds no password, code, e-mail or login token; the replay CLI verifies every
// recorded hash in Node; and the app opened with `?trace=<url>` replays it read-only, step by step,
// without a single gateway call.
import { type APIRequestContext, type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import { checkTrace, parseTrace } from "../../infrastructure/log/trace"
import { freshEmail, loginDialog, submitEmail } from "./helpers/app"
import { latestCode } from "./helpers/outbox"
import { SCREENS_DIR } from "./helpers/screens"

const PASSWORD = "tr4ceSecret9"
const NICKNAME = "Tracy Tester"

/** Saves what is on screen (not the full page: dialogs and the fixed trace bar are the subject). */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(SCREENS_DIR, `${test.info().project.name}-${name}.png`), animations: "disabled" })

/** Signs up a fresh account by e-mail (code from the dev outbox), from the 18+ gate's Log in. */
async function signUp(page: Page, request: APIRequestContext, email: string): Promise<string> {
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Log in" }).click()
  await submitEmail(page, email)
  const dialog = loginDialog(page)
  const code = await latestCode(request, email)
  await dialog.getByRole("textbox", { name: "Verification code" }).fill(code)
  await dialog.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await dialog.getByRole("button", { name: "Create account" }).click()
  const supply = page.getByRole("dialog", { name: "Complete your profile" })
  await supply.getByRole("textbox", { name: "Nickname" }).fill(NICKNAME)
  await supply.getByRole("radio", { name: "Female" }).check()
  await supply.getByRole("button", { name: "Save and continue" }).click()
  await expect(supply).toBeHidden()
  return code
}

/** The settings gear that is on screen (rail on desktop, top bar on phones). */
const gear = (page: Page) => page.getByRole("button", { name: "Settings" }).filter({ visible: true })

test("export a diagnostic trace from settings, check it in Node and replay it read-only in the app", async ({ page, context, request }, info) => {
  test.setTimeout(480_000)
  const mobile = info.project.name === "mobile"

  // Sign up, reload (so the stored login token is in the log too), browse another wall group.
  const email = freshEmail("trace")
  await page.goto("/")
  const code = await signUp(page, request, email)
  await expect(page.getByText(/^Coin balance: /).first()).toBeAttached()
  await page.reload()
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 })
  await page.getByRole("tab", { name: "Goddess" }).click()
  await expect(page.getByRole("tab", { name: "Goddess" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("article").first()).toBeVisible()
  const token = decodeURIComponent((await context.cookies()).find((c) => c.name === "loginToken")?.value ?? "")
  expect(token.length).toBeGreaterThan(8)

  // The settings menu: a menu button, the entries of a§2, Escape closes and returns focus.
  await expect(gear(page)).toHaveAttribute("aria-haspopup", "menu")
  await gear(page).click()
  const menu = page.getByRole("menu", { name: "Settings" })
  await expect(menu).toBeVisible()
  await expect(gear(page)).toHaveAttribute("aria-expanded", "true")
  const entries = ["Terms of service", "Privacy policy", "Blocked users", "Delete account", "Download app", "Export diagnostic trace"]
  for (const name of entries) await expect(menu.getByRole("menuitem", { name })).toBeVisible()
  await expect(menu.getByRole("menuitem", { name: "Log out" })).toHaveCount(mobile ? 1 : 0)
  await expect(menu.getByRole("menuitem", { name: "Terms of service" })).toHaveAttribute("target", "_blank")
  await expect(menu.getByRole("menuitem", { name: "Blocked users" })).not.toHaveAttribute("aria-disabled", "true")
  await shot(page, "settings-menu")
  await page.keyboard.press("ArrowDown")
  await expect(menu.getByRole("menuitem", { name: "Privacy policy" })).toBeFocused()
  await page.keyboard.press("Escape")
  await expect(menu).toBeHidden()
  await expect(gear(page)).toBeFocused()

  // Delete account only explains where deletion is done.
  await gear(page).click()
  await menu.getByRole("menuitem", { name: "Delete account" }).click()
  const info1 = page.getByRole("dialog").filter({ hasText: "mobile app" })
  await expect(info1).toBeVisible()
  await info1.getByRole("button", { name: "OK" }).click()
  await expect(info1).toBeHidden()

  // Download app: the QR popup on phones, the download page otherwise (a§2).
  await gear(page).click()
  await menu.getByRole("menuitem", { name: "Download app" }).click()
  if (mobile) {
    const popup = page.getByRole("dialog", { name: "Download the app" })
    await expect(popup).toBeVisible()
    await popup.getByRole("button", { name: "Close" }).click()
    await expect(popup).toBeHidden()
  } else {
    await expect(page).toHaveURL(/\/download$/)
    await expect(page.getByRole("heading", { name: "Download the app", level: 1 })).toBeVisible()
    await expect(page.getByRole("img", { name: "QR code to download the app for Android" })).toBeVisible()
    await expect(page.getByRole("img", { name: "QR code to download the app for iOS" })).toBeVisible()
    await shot(page, "download-page")
    await page.goBack()
    await expect(page.getByRole("tab", { name: "Goddess" })).toHaveAttribute("aria-selected", "true")
  }

  // Export: the preview, then the download.
  await gear(page).click()
  await menu.getByRole("menuitem", { name: "Export diagnostic trace" }).click()
  const dialog = page.getByRole("dialog", { name: "Export diagnostic trace" })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/^Total events: \d+ · Values masked or replaced: \d+$/)).toBeVisible()
  await expect(dialog.getByRole("checkbox", { name: "Include message text" })).not.toBeChecked()
  await expect(dialog).toContainText("Passwords, verification codes and login tokens are removed")
  // The whole file, one item per line, starting with the header; the values the redaction changed are marked.
  const lines = dialog.getByRole("list", { name: "The whole file, as it will be shared" })
  await expect(lines.getByRole("listitem").first()).toContainText('"kind":"header"')
  await expect(lines.getByRole("listitem").filter({ hasText: '"_tag":"AppStarted"' }).first()).toContainText(/Masked: .*\bdeviceId\b/)
  await shot(page, "export-dialog")
  // Search: the sign-in (the page load with the stored login, the profile answer) with its masked fields.
  const search = dialog.getByRole("searchbox", { name: "Search the trace" })
  const found = new Map<string, string>()
  for (const [needle, field] of [['"loginToken":"[redacted]"', "stored.loginToken"], ['"name":"getUserInfo"', "data.name"]] as const) {
    await search.fill(needle)
    const item = lines.getByRole("listitem").first()
    await expect(item).toContainText(needle)
    await expect(item).toContainText(new RegExp(`Masked: .*${field.replace(".", "\\.")}\\b`))
    await expect(item.locator("mark").first()).toBeVisible()
    found.set(needle, (await item.locator("code").textContent()) ?? "")
  }
  await expect(dialog.getByText(/^Matching lines: \d+ of \d+$/)).toBeVisible()
  const totalLines = Number(/of (\d+)$/.exec((await dialog.getByText(/^Matching lines: /).textContent()) ?? "")?.[1])
  await search.fill('"name":"getUserInfo"')
  await shot(page, "export-dialog-search")
  await search.fill("")
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()])
  expect(download.suggestedFilename()).toMatch(/^trace-\d{4}-\d{2}-\d{2}\.ndjson$/)
  await expect(dialog).toBeHidden()
  const file = path.resolve("test-results", `${info.project.name}-${download.suggestedFilename()}`)
  await download.saveAs(file)
  const text = fs.readFileSync(file, "utf8")
  // The download equals the preview: the same number of lines, and each line looked at in the preview.
  const fileLines = text.trimEnd().split("\n")
  expect(fileLines.length).toBe(totalLines)
  for (const shown of found.values()) expect(fileLines).toContain(shown)

  // Nothing secret or identifying leaves in the file.
  expect(text).not.toContain(PASSWORD)
  expect(text).not.toContain(email)
  expect(text).not.toContain(email.split("@")[0]!)
  expect(text).not.toContain(`"${code}"`)
  expect(text).not.toContain(NICKNAME)
  expect(text).not.toContain(token)
  const trace = parseTrace(text)
  expect(trace.problems).toEqual([])
  expect(trace.events.map((e) => e._tag)).toEqual(expect.arrayContaining(["AppStarted", "EmailSubmitted", "CodeSubmitted", "PasswordSubmitted", "SupplyInfoSubmitted", "WallGroupSelected"]))
  expect(trace.hashes.length).toBeGreaterThan(0)

  // Replay in Node equals what ran in the browser: every recorded hash matches.
  expect(checkTrace(trace)).toBeNull()
  const cli = await promisify(execFile)("npx", ["tsx", "scripts/replay.ts", file, "--check"], { cwd: process.cwd(), timeout: 60_000 }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err: { code?: number; stdout?: string; stderr?: string }) => ({ code: err.code ?? -1, out: `${err.stdout ?? ""}${err.stderr ?? ""}` }),
  )
  expect(cli.out, "replay --check output").toBeDefined()
  expect(cli.code, cli.out).toBe(0)

  // Reproduce in the app: the same file served at a same-origin path, opened with ?trace=.
  await page.goto("about:blank")
  const apiCalls: string[] = []
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/facade/api")) apiCalls.push(r.url())
  })
  await page.route((u) => u.pathname === "/fixture-trace.ndjson", (route) => route.fulfill({ body: text, contentType: "application/x-ndjson" }))
  await page.goto("/?trace=/fixture-trace.ndjson")
  const bar = page.getByRole("region", { name: "Trace replay" })
  await expect(bar).toBeVisible({ timeout: 15_000 })
  await expect(bar).toContainText("Read-only replay")
  const total = trace.events.length
  await expect(bar).toContainText(`Step ${total} of ${total}`)
  // The wall at the last step, as the member left it.
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole("tab", { name: "Goddess" })).toHaveAttribute("aria-selected", "true")
  await shot(page, "trace-mode")

  // Moving the slider changes the step; the keyboard stays on the slider while popups replay.
  const slider = bar.getByRole("slider", { name: "Step" })
  await slider.focus()
  await page.keyboard.press("Home")
  await expect(bar).toContainText(`Step 1 of ${total}`)
  await expect(bar).toContainText("AppStarted")
  const loginAt = trace.events.findIndex((e) => e._tag === "LoginOpened") + 1
  for (let k = 1; k < loginAt + 1; k++) await page.keyboard.press("ArrowRight")
  await expect(bar).toContainText(`Step ${loginAt + 1} of ${total}`)
  await expect(loginDialog(page)).toBeVisible()
  await expect(slider).toBeFocused()
  await shot(page, "trace-mode-login")
  await bar.getByRole("button", { name: "Next step" }).click()
  await expect(bar).toContainText(`Step ${loginAt + 2} of ${total}`)
  await slider.fill(String(total))
  await expect(bar).toContainText(`Step ${total} of ${total}`)
  await expect(page.getByRole("article").first()).toBeVisible()

  // Read-only: the live app was never loaded and no gateway call left the page.
  expect(await page.evaluate(() => "__trace" in window || "__events" in window)).toBe(false)
  expect(apiCalls).toEqual([])
})

test("a trace that cannot be fetched shows a message instead of the app", async ({ page }) => {
  const apiCalls: string[] = []
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/facade/api")) apiCalls.push(r.url())
  })
  await page.goto("/?trace=/no-such-trace.ndjson")
  await expect(page.getByRole("heading", { name: "The trace could not be opened" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Open the app without the trace" })).toHaveAttribute("href", "/")
  await shot(page, "trace-mode-error")
  expect(apiCalls).toEqual([])
})

test("a reload whose IndexedDB answers late numbers its events after the stored ones, so the export keeps the page before", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto("/")
  await page.getByRole("dialog", { name: "Welcome" }).getByRole("button", { name: "Enter" }).click()
  await page.getByRole("tab", { name: "Goddess" }).click()
  await expect(page.getByRole("tab", { name: "Goddess" })).toHaveAttribute("aria-selected", "true")
  // From the reload on, every IndexedDB open answers 800 ms late (a busy phone): longer than the app waits
  // for the stored log's last number before it starts.
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory["open"]>) {
      const request = open.apply(this, args)
      const listen = request.addEventListener.bind(request)
      request.addEventListener = ((type: string, listener: EventListener, options?: AddEventListenerOptions) =>
        listen(type, (e) => setTimeout(() => listener.call(request, e), 800), options)) as typeof request.addEventListener
      return request
    }
  })
  await page.reload()
  await expect(page.getByRole("article").first()).toBeVisible({ timeout: 15_000 })
  await gear(page).click()
  await page.getByRole("menu", { name: "Settings" }).getByRole("menuitem", { name: "Export diagnostic trace" }).click()
  const dialog = page.getByRole("dialog", { name: "Export diagnostic trace" })
  const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Download" }).click()])
  const trace = parseTrace(fs.readFileSync(await download.path(), "utf8"))
  expect(trace.problems).toEqual([])
  // Both page loads, the first with its group change, in one order: no number used twice.
  const tags = trace.events.map((e) => e._tag)
  expect(tags.filter((t) => t === "AppStarted")).toHaveLength(2)
  expect(tags).toContain("WallGroupSelected")
  const seqs = trace.events.map((e) => e.seq)
  expect(new Set(seqs).size).toBe(seqs.length)
  expect(tags.lastIndexOf("AppStarted")).toBeGreaterThan(tags.indexOf("WallGroupSelected"))
})
