// Playwright e2e: real Chromium (Debian's, found or installed by scripts/chromium.mjs) against the
// reference gateway started fresh on port 8181 with an empty data folder per run. Two projects:
// desktop (1280x800, every spec) and mobile (390x844, touch: the specs in MOBILE_SPECS). Reports: list on the console, JSON in test-results/.
import { defineConfig } from "@playwright/test"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { e2eChromiumArgs, findChromium } from "./scripts/chromium.mjs"

/** Gateway port; E2E_PORT lets parallel runs on one machine use different ports. */
const PORT = Number(process.env.E2E_PORT ?? 8181)
export const BASE_URL = `http://127.0.0.1:${PORT}/`
const CI = !!process.env.CI

/**
 * The gateway's DATA_DIR for this run: .data/e2e-<timestamp>. Computed once in the runner process and
 * handed to workers (which re-load this file) through the environment. Run folders untouched for an
 * hour are pruned.
 */
function runDataDir(): string {
  const known = process.env.E2E_DATA_DIR
  if (known) return known
  const base = path.join(path.dirname(fileURLToPath(import.meta.url)), ".data")
  if (fs.existsSync(base)) {
    const hourAgo = Date.now() - 3_600_000
    for (const d of fs.readdirSync(base).filter((n) => n.startsWith("e2e-"))) {
      const dir = path.join(base, d)
      if (fs.statSync(dir).mtimeMs < hourAgo) fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  const dir = path.join(base, `e2e-${new Date().toISOString().replace(/[:.]/g, "-")}-${process.pid}`)
  process.env.E2E_DATA_DIR = dir
  return dir
}

const DATA_DIR = runDataDir()

/** Specs run on the phone project too (the others run on the desktop only). */
const MOBILE_SPECS = ["a11y", "album", "appPrompts", "callLayout", "chatCue", "friends", "i18n", "layoutLandscape", "layoutShort", "messaging", "offline", "overlays", "phone", "report", "shell", "smoke", "trace", "videoCall", "history"]

/**
 * Playwright traces of failed tests: DOM snapshots and sources of every action, without the screencast
 * (its frames cost about a third of a test's CPU time on a 2-core machine; a failed test still gets its
 * screenshot). E2E_TRACE=full records the screencast too, E2E_TRACE=off nothing.
 */
const TRACE =
  process.env.E2E_TRACE === "off"
    ? ("off" as const)
    : { mode: "retain-on-failure" as const, screenshots: process.env.E2E_TRACE === "full", snapshots: true, sources: true }

export default defineConfig({
  testDir: "spec/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: process.env.E2E_OUT ? `${process.env.E2E_OUT}/artifacts` : "test-results/artifacts",
  // Three workers by default, on two cores too: measured on a quiet 2-core machine, the whole suite took
  // 17.5 min with three and 19.5 min with two (tests wait on browsers, a gateway and timers as well as
  // compute). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  // Generous limits: a slow or shared CI machine takes several times longer than a developer's, and a
  // limit only decides when a test that is failing anyway gives up (passing tests are not slowed). Every
  // limit (this default and each test's own) was doubled on 2026-12-02: on a 2-core AMD EPYC host the e2e
  // stage took 55 min where a Xeon host took 28, and the slowest tests used 60-104% of their limits.
  timeout: 360_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: `${process.env.E2E_OUT ?? "test-results"}/playwright.json` }]],
  use: {
    baseURL: BASE_URL,
    browserName: "chromium",
    headless: true,
    launchOptions: { executablePath: findChromium(), args: e2eChromiumArgs() },
    screenshot: "only-on-failure",
    trace: TRACE,
    locale: "en-US",
    timezoneId: "UTC",
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    // The phone project runs the specs whose flows or layout differ on a phone (full-screen chat, the
    // top bar, bottom sheets, popups instead of pages); the rest behave the same and run on the desktop.
    {
      name: "mobile",
      testMatch: MOBILE_SPECS.map((s) => `**/${s}.spec.ts`),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "npx tsx gateway/main.ts",
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
    // The gateway's warnings and errors only (GATEWAY_LOG=warn): e.g. a call it ended because a member's
    // real-time session was gone, with how that session ended.
    stdout: "pipe",
    stderr: "pipe",
    env: { PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR, GATEWAY_MODE: "local", GATEWAY_LOG: "warn", CALL_BILLING_MS: process.env.CALL_BILLING_MS ?? "4000",
      // The friend-verification limits (5 messages before a reply, 20 new chats a day) would cut the long
      // message exchanges of the messaging and fault specs short; their codes are tested in spec/gateway.
      PRE_REPLY_LIMIT: "1000000", SAY_HI_DAILY_LIMIT: "1000000", ...(process.env.OUT_DIR ? { STATIC_DIR: process.env.OUT_DIR } : {}) },
  },
})
