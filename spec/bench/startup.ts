// Startup as the browser sees it (`npm run bench`, issue 14): the built client served by the reference
// gateway (brotli), `/` loaded in Chromium at 1280x800 and 390x844 until the network is idle, every script
// fetched listed with its bytes over the wire. Budget of the first visit: <= 120 KiB of scripts and <= 12
// script requests; Agora, Firebase, emoji data, QR, country tables and the IM/call layers never on it. The
// signed-in wall (a seeded member signs in, then the page is reloaded with an empty HTTP cache) is
// measured the same way and reported. Runs alone too: `npx tsx spec/bench/startup.ts [staticDir]`.
import { chromium, type Browser, type Page } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"
import { startBenchGateway } from "./gateway"

/** Budget of the first visit, per viewport: script bytes over the wire (brotli) and script requests. */
export const STARTUP_BUDGET = { scriptBytes: 120 * 1024, scriptRequests: 12 } as const

/** The viewports measured: Playwright's e2e desktop and phone. */
export const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, mobile: false },
  { name: "mobile", width: 390, height: 844, mobile: true },
] as const
export type ViewportName = (typeof VIEWPORTS)[number]["name"]

/** The seeded member the signed-in wall is measured with (gateway/seed.ts). */
export const BENCH_MEMBER = { email: "alex@example.com", password: "password1" } as const

/** Files of the IM bar (on every page, so part of startup) inside the IM folders. */
const IM_BAR = ["ui/components/im/ImBar.tsx", "ui/app/im/names.ts"]

/**
 * Code that a first visit must not fetch (loaded only when its feature is used), by the build inputs a
 * script holds (paths relative to the repository, as in dist/meta.json).
 */
export const ONLY_WHEN_USED: ReadonlyArray<{ readonly name: string; readonly test: (input: string) => boolean }> = [
  { name: "Agora", test: (i) => i.includes("node_modules/agora-") },
  { name: "Firebase", test: (i) => /node_modules\/(@firebase|firebase)\//.test(i) },
  { name: "emoji data", test: (i) => i.includes("node_modules/@twemoji/") || /^ui\/components\/im\/emoji/.test(i) },
  { name: "QR", test: (i) => i.includes("node_modules/qrcode/") },
  // The wall's cards show each host's flag and country name from the compact code table in the startup
  // file (ui/app/countryCodes.ts), the browser's own names and flag URLs made from codes: no country
  // table of a library (phone numbers and dialing codes, names, codes) is fetched. node_modules may sit
  // under a path (a worktree's symlinked node_modules: `../main/node_modules/...`).
  { name: "country tables", test: (i) => /node_modules\/(i18n-iso-countries|libphonenumber-js|diacritics)\//.test(i) || /^ui\/app\/phoneCountries/.test(i) },
  // The IM bar shows on every page (ui/app/ImBarContainer.tsx with these two files); the rest is the layer.
  { name: "IM layer", test: (i) => (i.startsWith("ui/app/im/") || i.startsWith("ui/components/im/")) && !IM_BAR.includes(i) },
  { name: "call layer", test: (i) => i.startsWith("ui/app/call/") },
  // The install and web-push prompts come after the browser's install offer or the member's activity.
  { name: "install and push prompts", test: (i) => i === "ui/components/AppPrompts.tsx" },
  // Icons that only parts loaded on demand draw (ui/components/icons.tsx holds the first screen's).
  { name: "on-demand parts' icons", test: (i) => i === "ui/components/partIcons.tsx" || i === "ui/components/SettingsMenuIcons.tsx" },
]

/** One script the page fetched: its file, bytes over the wire (body, as encoded) and Content-Encoding. */
export interface ScriptFetch {
  readonly file: string
  readonly bytes: number
  readonly encoding: string
}

/** What one load fetched. Bytes are response bodies as transferred (brotli when the file has a .br). */
export interface StartupLoad {
  readonly visit: "first" | "signedIn"
  readonly viewport: ViewportName
  readonly scripts: ReadonlyArray<ScriptFetch>
  readonly scriptBytes: number
  readonly styleRequests: number
  readonly styleBytes: number
  readonly imageRequests: number
  readonly requests: number
  /** ONLY_WHEN_USED groups found in the fetched scripts, with the files that hold them. */
  readonly onlyWhenUsed: ReadonlyArray<{ readonly group: string; readonly files: ReadonlyArray<string> }>
}

interface Metafile {
  readonly outputs: Record<string, { readonly inputs: Record<string, unknown> }>
}

const kib = (n: number): string => `${(n / 1024).toFixed(1)} KiB`

/** Build inputs of each output file, by file name (`main-HASH.js`). */
const inputsByFile = (staticDir: string): Map<string, string[]> => {
  const meta = JSON.parse(fs.readFileSync(path.join(staticDir, "meta.json"), "utf8")) as Metafile
  return new Map(Object.entries(meta.outputs).map(([k, o]) => [path.basename(k), Object.keys(o.inputs)]))
}

/**
 * Waits until the app has replaced the static first paint and the network has then been quiet for
 * `quietMs` (no request started or ended): Playwright's "networkidle" alone can come while the
 * JavaScript still runs on a loaded machine, before the app asks the gateway for anything.
 */
const settle = async (page: Page, quietMs = 1_000, timeoutMs = 120_000): Promise<void> => {
  await page.waitForFunction(() => document.querySelector("#root .fp-paint") === null && document.querySelector("#root")?.childElementCount !== 0, undefined, {
    timeout: timeoutMs,
  })
  let last = Date.now()
  let inFlight = 0
  const start = () => ((inFlight += 1), (last = Date.now()))
  const end = () => ((inFlight = Math.max(0, inFlight - 1)), (last = Date.now()))
  page.on("request", start)
  page.on("requestfinished", end)
  page.on("requestfailed", end)
  try {
    const until = Date.now() + timeoutMs
    while (Date.now() < until && (inFlight > 0 || Date.now() - last < quietMs)) await page.waitForTimeout(100)
  } finally {
    page.off("request", start)
    page.off("requestfinished", end)
    page.off("requestfailed", end)
  }
}

/** Records every finished request of the next load of `page` until `stop()`; returns the tally. */
const recorder = (page: Page) => {
  const done: Promise<{ type: string; file: string; bytes: number; encoding: string }>[] = []
  // Only the requests of the load that follows (its document's and those made after it): a request the
  // page before it made (a lazy file loaded when idle after the sign-in) may finish after this starts.
  const ours = new WeakSet<import("@playwright/test").Request>()
  let navigated = false
  const onRequest = (req: import("@playwright/test").Request) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame()) navigated = true
    if (navigated) ours.add(req)
  }
  const onFinished = (req: import("@playwright/test").Request) => {
    if (!ours.has(req)) return
    done.push(
      (async () => {
        const res = await req.response()
        const sizes = await req.sizes().catch(() => ({ responseBodySize: 0 }))
        const url = new URL(req.url())
        return {
          type: req.resourceType(),
          file: url.pathname.slice(1) || "/",
          bytes: sizes.responseBodySize,
          encoding: (await res?.headerValue("content-encoding").catch(() => null)) ?? "identity",
        }
      })(),
    )
  }
  page.on("request", onRequest)
  page.on("requestfinished", onFinished)
  return async () => {
    page.off("request", onRequest)
    page.off("requestfinished", onFinished)
    return Promise.all(done)
  }
}

/** Tallies one load's requests into a StartupLoad. */
const tally = (
  visit: StartupLoad["visit"],
  viewport: ViewportName,
  all: ReadonlyArray<{ type: string; file: string; bytes: number; encoding: string }>,
  inputs: Map<string, string[]>,
): StartupLoad => {
  const scripts = all.filter((r) => r.type === "script" || r.file.endsWith(".js")).filter((r) => r.file !== "sw.js")
  const styles = all.filter((r) => r.type === "stylesheet")
  // Stylesheets imported by code go to the page's CSS bundle: only code inputs count.
  const code = (file: string) => (inputs.get(path.basename(file)) ?? []).filter((i) => !i.endsWith(".css"))
  const onlyWhenUsed = ONLY_WHEN_USED.map((g) => ({
    group: g.name,
    files: scripts.filter((s) => code(s.file).some(g.test)).map((s) => s.file),
  })).filter((g) => g.files.length > 0)
  return {
    visit,
    viewport,
    scripts: scripts.map(({ file, bytes, encoding }) => ({ file, bytes, encoding })),
    scriptBytes: scripts.reduce((a, s) => a + s.bytes, 0),
    styleRequests: styles.length,
    styleBytes: styles.reduce((a, s) => a + s.bytes, 0),
    imageRequests: all.filter((r) => r.type === "image").length,
    requests: all.length,
    onlyWhenUsed,
  }
}

/** Signs the bench member in through the login popup, the way a person does (role and name). */
export const signIn = async (page: Page): Promise<void> => {
  const gate = page.getByRole("dialog", { name: "Welcome" })
  await gate.getByRole("button", { name: "Log in" }).click()
  const dialog = page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Close" }) }).last()
  await dialog.getByRole("button", { name: "Continue with e-mail" }).click()
  await dialog.getByRole("textbox", { name: "E-mail" }).fill(BENCH_MEMBER.email)
  await dialog.getByRole("button", { name: "Continue" }).click()
  await dialog.getByLabel("Password", { exact: true }).fill(BENCH_MEMBER.password)
  await dialog.getByRole("button", { name: "Log in" }).click()
  await dialog.waitFor({ state: "hidden", timeout: 60_000 })
}

/** Throws unless the page shows a signed-in member: no visible "Sign in" button, no 18+ gate. */
const expectSignedIn = async (page: Page): Promise<void> => {
  const signInButtons = await page.getByRole("button", { name: "Sign in", exact: true }).filter({ visible: true }).count()
  const gates = await page.getByRole("dialog", { name: "Welcome" }).filter({ visible: true }).count()
  if (signInButtons + gates > 0) throw new Error(`the signed-in wall shows ${signInButtons} "Sign in" button(s) and ${gates} 18+ gate(s)`)
}

/** The first visit and the signed-in wall at one viewport, each in a fresh browser context. */
const measureViewport = async (browser: Browser, url: string, vp: (typeof VIEWPORTS)[number], inputs: Map<string, string[]>): Promise<StartupLoad[]> => {
  const context = await browser.newContext({
    // Bytes over the network: the service worker (registered when the first page is idle) would serve
    // the reload from its precache (no bytes at all for a returning member, and Playwright reports no
    // body size for such answers), so it is kept out of this count; Lighthouse measures with it.
    serviceWorkers: "block",
    viewport: { width: vp.width, height: vp.height },
    isMobile: vp.mobile,
    hasTouch: vp.mobile,
    locale: "en-US",
    timezoneId: "UTC",
  })
  try {
    const page = await context.newPage()
    let stop = recorder(page)
    await page.goto(url, { waitUntil: "networkidle", timeout: 120_000 })
    await settle(page)
    const first = tally("first", vp.name, await stop(), inputs)

    await signIn(page)
    await page.waitForLoadState("networkidle")
    const cdp = await context.newCDPSession(page)
    await cdp.send("Network.clearBrowserCache")
    stop = recorder(page)
    await page.reload({ waitUntil: "networkidle", timeout: 120_000 })
    await settle(page)
    const signedIn = tally("signedIn", vp.name, await stop(), inputs)
    await expectSignedIn(page)
    return [first, signedIn]
  } finally {
    await context.close()
  }
}

/** Measures every viewport against the gateway at `url`, serving the build in `staticDir`. */
export const measureStartup = async (url: string, staticDir: string): Promise<StartupLoad[]> => {
  const inputs = inputsByFile(staticDir)
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS], headless: true })
  try {
    const loads: StartupLoad[] = []
    for (const vp of VIEWPORTS) loads.push(...(await measureViewport(browser, url, vp, inputs)))
    return loads
  } finally {
    await browser.close()
  }
}

/** The budget verdicts of a first visit: one line per check, `ok` false when it fails. */
export const firstVisitChecks = (load: StartupLoad): Array<{ readonly ok: boolean; readonly text: string }> => [
  {
    ok: load.scriptBytes <= STARTUP_BUDGET.scriptBytes,
    text: `${load.viewport} first visit: scripts ${kib(load.scriptBytes)} <= ${kib(STARTUP_BUDGET.scriptBytes)} over the wire`,
  },
  {
    ok: load.scripts.length <= STARTUP_BUDGET.scriptRequests,
    text: `${load.viewport} first visit: ${load.scripts.length} script requests <= ${STARTUP_BUDGET.scriptRequests}`,
  },
  {
    ok: load.onlyWhenUsed.length === 0,
    text:
      `${load.viewport} first visit: no ${ONLY_WHEN_USED.map((g) => g.name).join(", ")}` +
      (load.onlyWhenUsed.length > 0 ? ` (found ${load.onlyWhenUsed.map((g) => `${g.group} in ${g.files.join(" ")}`).join("; ")})` : ""),
  },
]

/** Prints one load: a line per script, then the totals. */
export const printLoad = (load: StartupLoad, verbose: boolean): void => {
  const label = load.visit === "first" ? "first visit" : "signed-in wall (reload, empty HTTP cache)"
  console.log(
    `${load.viewport} ${label}: ${load.scripts.length} scripts ${kib(load.scriptBytes)}, ${load.styleRequests} stylesheets ${kib(load.styleBytes)}, ` +
      `${load.imageRequests} images, ${load.requests} requests`,
  )
  if (verbose) for (const s of load.scripts) console.log(`  ${s.file.padEnd(40)} ${kib(s.bytes).padStart(10)} ${s.encoding}`)
  if (load.visit === "signedIn" && load.onlyWhenUsed.length > 0)
    console.log(`  loaded for the signed-in member: ${load.onlyWhenUsed.map((g) => g.group).join(", ")}`)
}

/** Measures against the gateway at `url` (serving `staticDir`), prints, checks; ok when every first-visit check passes. */
export const startupBenchAt = async (url: string, staticDir: string): Promise<{ ok: boolean; loads: StartupLoad[] }> => {
  const loads = await measureStartup(url, staticDir)
  console.log(`startup as the browser sees it (${url}, brotli, until network idle):`)
  for (const load of loads) printLoad(load, load.visit === "first" && load.viewport === "mobile")
  let ok = true
  for (const load of loads.filter((l) => l.visit === "first")) {
    for (const c of firstVisitChecks(load)) {
      ok &&= c.ok
      console.log(`${c.ok ? "PASS" : "FAIL"}: ${c.text}`)
    }
  }
  return { ok, loads }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dir = path.resolve(process.argv[2] ?? "dist")
  const gateway = await startBenchGateway(dir)
  try {
    const { ok } = await startupBenchAt(gateway.url, dir)
    process.exitCode = ok ? 0 : 1
  } finally {
    await gateway.stop()
  }
}
