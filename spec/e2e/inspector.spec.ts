// The trace inspector (issue 3 item 6) in real Chromium: served by the gateway at /inspector, a trace
// loaded through the labelled file input shows its facts, hash verdict and timeline; filter by type,
// follow a timer to the event that started it, jump to a step, see the state tree and the diff, move
// with the keyboard; a trace exported from a live app session opens with every hash matching; and the
// built page opened from disk (file://) loads and offers the open-file control.
import { type Page } from "@playwright/test"
import { expect, test } from "./helpers/csp"
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { shot } from "./helpers/screens"
import { axeOn } from "./helpers/axe"

const FIXTURE = path.resolve("spec/fixtures/traces/format1-email-signup.ndjson")
/** The built client folder (the e2e driver builds dist/ first). */
const DIST = path.resolve(process.env.INSPECTOR_DIST ?? "dist")

/** A small trace when the recorded fixture is missing: a page load, a failure, a toast timer. */
const SMALL_TRACE = [
  { kind: "header", format: 1, schema: 1, app: "e2e", locale: "en", userAgent: "e2e", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false },
  { kind: "event", v: 1, event: { _tag: "AppStarted", at: 1_000, path: "/", stored: {}, deviceId: "d", seq: 1 } },
  { kind: "event", v: 1, event: { _tag: "PathVisited", at: 2_000, path: "/livechat", seq: 2 } },
  { kind: "event", v: 1, event: { _tag: "GatewayFailed", at: 3_000, requestId: 1, name: "hostsGuest", code: 10023, msg: "", httpStatus: 200, reason: "code", seq: 3 } },
]
  .map((o) => JSON.stringify(o))
  .join("\n")

/** The trace the tests open: the recorded fixture, else the small one. */
const traceFile = () =>
  fs.existsSync(FIXTURE)
    ? { name: path.basename(FIXTURE), mimeType: "application/x-ndjson", buffer: fs.readFileSync(FIXTURE) }
    : { name: "small.ndjson", mimeType: "application/x-ndjson", buffer: Buffer.from(SMALL_TRACE) }

const timeline = (page: Page) => page.getByRole("listbox", { name: "Timeline" })
const detailsHeading = (page: Page) => page.getByRole("region", { name: "Details" }).getByRole("heading", { level: 2 })

/** Opens `file` through the labelled file input and waits until it is fully loaded. */
async function openTrace(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByLabel("Open trace file").setInputFiles(file)
  await expect(timeline(page).getByRole("option").first()).toBeVisible()
  await expect(page.getByRole("progressbar")).toHaveCount(0, { timeout: 20_000 })
}

test("opens a trace, filters, follows a timer, jumps to a step and shows the state tree and the diff", async ({ page }) => {
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  const res = await page.goto("/inspector")
  expect(res?.ok()).toBe(true)
  await expect(page.getByRole("heading", { level: 1, name: "Trace inspector" })).toBeVisible()
  await expect(page.getByRole("heading", { name: "Drop a trace file here" })).toBeVisible()

  const fixture = fs.existsSync(FIXTURE)
  await openTrace(page, traceFile())
  // The rows are virtualized: the count comes from the status line, not from the rendered options.
  const shown = page.getByText(/^\d+ of \d+ events$/)
  const total = Number((await shown.textContent())!.split(" ")[0])
  expect(total).toBeGreaterThan(2)
  await expect(shown).toHaveText(`${total} of ${total} events`)
  if (fixture) await expect(page.getByRole("status")).toHaveText(/All \d+ recorded state hash(es)? match(es)? the replay\./)

  // Filter by type: only that type is left.
  const type = fixture ? "TimerElapsed" : "GatewayFailed"
  await page.getByLabel("Type", { exact: true }).selectOption({ value: type })
  await expect(timeline(page).getByRole("option")).toHaveCount(1)
  await expect(timeline(page).getByRole("option").first()).toContainText(type)
  await timeline(page).getByRole("option").first().click()
  await expect(detailsHeading(page)).toHaveText(new RegExp(`^Step #\\d+: ${type}$`))

  if (fixture) {
    // The timer's "started by" link selects the event whose commands started it.
    const link = page.getByRole("button", { name: /^Started by #\d+$/ })
    await expect(link).toBeVisible()
    const starter = Number((await link.textContent())!.replace(/\D/g, ""))
    await link.click()
    await expect(detailsHeading(page)).toHaveText(new RegExp(`^Step #${starter}: `))
  } else {
    await expect(timeline(page).getByRole("option").first()).toContainText("Session error")
  }
  await page.getByRole("button", { name: "Clear filters" }).click()
  await expect(shown).toHaveText(`${total} of ${total} events`)

  // Jump to a step, then see the state tree (lazy: slices collapsed) and the diff.
  const step = fixture ? 16 : 2
  await page.getByLabel("Jump to step").fill(String(step))
  await page.getByRole("button", { name: "Go", exact: true }).click()
  await expect(detailsHeading(page)).toHaveText(new RegExp(`^Step #${step}: `))
  const tree = page.getByRole("tree", { name: `State after step #${step}` })
  await expect(tree).toBeVisible()
  const root = tree.getByRole("treeitem").first()
  await expect(root).toHaveAttribute("aria-expanded", "true")
  const session = tree.getByRole("treeitem", { name: /^session, / })
  await expect(session).toHaveAttribute("aria-expanded", "false")
  await session.locator(".jt-line").first().click()
  await expect(session).toHaveAttribute("aria-expanded", "true")
  await expect(session.getByRole("group")).toBeVisible()
  const diff = page.getByRole("region", { name: "Changes from the previous step" })
  await expect(diff.getByRole("listitem").first()).toBeVisible()
  await shot(page, "inspector-step")
  const axe = await axeOn(page).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])

  // Keyboard: the timeline moves the selection with the arrow keys.
  await timeline(page).focus()
  await page.keyboard.press("ArrowDown")
  await expect(detailsHeading(page)).toHaveText(new RegExp(`^Step #${step + 1}: `))
  await page.keyboard.press("Enter")
  expect(errors).toEqual([])
})

test("opens the app with the trace as a blob URL, and speaks Turkish", async ({ page }) => {
  await page.goto("/inspector")
  await openTrace(page, traceFile())
  const [app] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: "Open in app" }).click()])
  expect(app.url()).toMatch(/\/\?trace=blob%3Ahttp/)
  await app.close()
  await page.getByRole("combobox", { name: "Language" }).selectOption("tr")
  await expect(page.getByRole("heading", { level: 1, name: "İz denetleyicisi" })).toBeVisible()
  await expect(page.getByRole("listbox", { name: "Zaman çizelgesi" })).toBeVisible()
  const res = await page.request.get("/inspector/", { maxRedirects: 0 })
  expect(res.status()).toBe(301)
})

test("opens a trace exported from a live app session with every hash matching", async ({ page, context }) => {
  test.setTimeout(120_000)
  await page.goto("/")
  const gate = page.getByRole("dialog", { name: "Welcome" })
  await gate.getByRole("button", { name: "Enter" }).click()
  await expect(gate).toBeHidden()
  await expect(page.getByRole("article").first()).toBeVisible()
  await page.getByRole("tab", { name: "Goddess" }).click()
  await expect(page.getByRole("tab", { name: "Goddess" })).toHaveAttribute("aria-selected", "true")
  const text = await page.evaluate(async () => {
    const g = globalThis as unknown as { __trace: { export: () => Promise<{ text: string }> } }
    return (await g.__trace.export()).text
  })
  expect(text.split("\n").length).toBeGreaterThan(5)

  const inspector = await context.newPage()
  await inspector.goto("/inspector")
  await openTrace(inspector, { name: "live.ndjson", mimeType: "application/x-ndjson", buffer: Buffer.from(text) })
  await expect(inspector.getByRole("status")).toHaveText(/All \d+ recorded state hash(es)? match(es)? the replay\./)
  await inspector.getByLabel("Type", { exact: true }).selectOption({ value: "WallGroupSelected" })
  await expect(timeline(inspector).getByRole("option")).toHaveCount(1)
  await timeline(inspector).getByRole("option").first().click()
  const diff = inspector.getByRole("region", { name: "Changes from the previous step" })
  await expect(diff.getByRole("listitem").filter({ hasText: "wall.groupId" })).toBeVisible()
  await shot(inspector, "inspector-live-trace")
})

test("works opened from disk (file://): the page loads and opens a trace", async ({ page }) => {
  const html = path.join(DIST, "inspector.html")
  test.skip(!fs.existsSync(html), `${html} is not built`)
  const errors: string[] = []
  page.on("pageerror", (e) => errors.push(e.message))
  await page.goto(pathToFileURL(html).href)
  await expect(page.getByRole("heading", { level: 1, name: "Trace inspector" })).toBeVisible()
  await expect(page.getByLabel("Open trace file")).toBeAttached()
  await openTrace(page, traceFile())
  await expect(page.getByRole("button", { name: "Open in app" })).toBeDisabled()
  await expect(page.getByText(/works when the inspector is served by the gateway/).first()).toBeVisible()
  expect(errors).toEqual([])
})

test("in a right-to-left language a long row summary is cut at its end: its start and the hash badge stay in view", async ({ page }) => {
  await page.goto("/inspector")
  await openTrace(page, traceFile())
  await page.getByRole("combobox", { name: "Language" }).selectOption("ar")
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  const rows = page.getByRole("listbox").getByRole("option")
  await expect(rows.first()).toBeVisible()
  // Each shown row's summary: its first character painted inside its cell, and the row's hash badge too.
  const cut = await page.locator(".insp-row:not(.insp-row-head)").evaluateAll((els) =>
    els.flatMap((row) => {
      const cell = row.querySelector(".insp-c-summary")!
      const text = cell.querySelector("bdi")!
      const node = text.firstChild
      // Only the summaries longer than their place.
      if (!node || !node.textContent || cell.scrollWidth <= cell.clientWidth + 1 && text.scrollWidth <= text.clientWidth + 1) return []
      const r = document.createRange()
      r.setStart(node, 0)
      r.setEnd(node, 1)
      const first = r.getBoundingClientRect()
      const box = text.getBoundingClientRect()
      const badge = cell.querySelector(".insp-hash")?.getBoundingClientRect()
      const cellBox = cell.getBoundingClientRect()
      const inside = (b: DOMRect, o: DOMRect) => b.left >= o.left - 0.5 && b.right <= o.right + 0.5
      return [{ summary: node.textContent.slice(0, 40), start: inside(first, box) && inside(first, cellBox), badge: badge === undefined || inside(badge, cellBox) }]
    }),
  )
  // The fixture has summaries longer than their cells on this page.
  expect(cut.length).toBeGreaterThan(0)
  expect(cut.filter((c) => !c.start || !c.badge)).toEqual([])
  await shot(page, "inspector-rtl")
})
