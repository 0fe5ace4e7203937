// The browser rig of the runtime benches (`npm run bench`): a production build in a temporary folder, the
// reference gateway serving it as its own process on BENCH_PORT (8294 unless env BENCH_PORT; a fresh
// DATA_DIR, local mode, the friend-verification limits lifted as in the e2e config) and Chromium (the
// Debian one, as the e2e tests use) driven by Playwright. `close()` stops all three and removes the folders.
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromium, type Browser, type BrowserContext } from "@playwright/test"
import { build } from "../../build.mjs"
import { CHROMIUM_ARGS, findChromium } from "../../scripts/chromium.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
/** Port of the bench's gateway. */
export const BENCH_PORT = Number(process.env["BENCH_PORT"] ?? 8294)

/** A running rig. */
export interface Rig {
  readonly baseURL: string
  readonly outdir: string
  readonly browser: Browser
  /** A new context on the app (desktop 1280x800, English, UTC). */
  readonly context: (over?: Parameters<Browser["newContext"]>[0]) => Promise<BrowserContext>
  readonly close: () => Promise<void>
}

/** Waits until `url` answers (any status), at most `ms`. */
const waitFor = async (url: string, ms: number, child: ChildProcess): Promise<void> => {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 250))
    }
  }
  throw new Error(`${url} did not answer in ${ms} ms`)
}

/** Builds the app, starts the gateway and Chromium. `env` adds gateway settings (e.g. CALL_BILLING_MS). */
export async function startRig(env: Record<string, string> = {}): Promise<Rig> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-rig-dist-"))
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-rig-data-"))
  await build({ outdir, compress: true, quiet: true })
  const baseURL = `http://127.0.0.1:${BENCH_PORT}`
  const gateway = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["gateway/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(BENCH_PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STATIC_DIR: outdir,
      GATEWAY_MODE: "local",
      PRE_REPLY_LIMIT: "1000000",
      SAY_HI_DAILY_LIMIT: "1000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let stderr = ""
  gateway.stderr?.on("data", (b: Buffer) => void (stderr = (stderr + b.toString()).slice(-4_000)))
  const cleanup = () => {
    if (gateway.exitCode === null) gateway.kill("SIGTERM")
    fs.rmSync(outdir, { recursive: true, force: true })
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitFor(`${baseURL}/`, 90_000, gateway)
  } catch (err) {
    cleanup()
    throw new Error(`${(err as Error).message}\n${stderr}`)
  }
  const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS], headless: true })
  return {
    baseURL,
    outdir,
    browser,
    context: async (over = {}) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: "en-US", timezoneId: "UTC", ...over })
      // tsx compiles the benches with esbuild's keepNames: functions sent to page.evaluate call its __name helper.
      await context.addInitScript("globalThis.__name = (f) => f")
      return context
    },
    close: async () => {
      await browser.close().catch(() => {})
      const exited = new Promise((r) => gateway.once("exit", r))
      cleanup()
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))])
    },
  }
}
