// Finds a Chromium for Playwright. Browser downloads (`npx playwright install`) do not work on the
// project's machines, Debian's chromium package does: when none is found and we are root on Debian,
// it is installed with apt-get. Run directly (`node scripts/chromium.mjs`) to install and print the path.
import { execFileSync, spawnSync } from "node:child_process"
import fs from "node:fs"
import { pathToFileURL } from "node:url"
import { fakeCameraFile } from "./fakeCamera.mjs"

/**
 * Command-line flags of every Chromium the project starts (Playwright's e2e projects, `npm run bench`'s
 * startup and Lighthouse runs): no sandbox or GPU in containers, no background traffic, fake camera and
 * microphone granted without a prompt, loopback WebRTC (two pages of one machine in a call).
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
  "--allow-loopback-in-peer-connection",
]

/**
 * Flags of the e2e browsers (playwright.config.ts and any spec that sets its own launch options): the
 * project's, with the small fake camera clip of scripts/fakeCamera.mjs instead of Chromium's 720p one.
 * A function, so the clip is written only by the processes that start an e2e browser.
 */
export const e2eChromiumArgs = () => [...CHROMIUM_ARGS, `--use-file-for-fake-video-capture=${fakeCameraFile()}`]

/** Places looked at, in order, after env CHROMIUM_PATH. */
export const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]

const isExecutable = (p) => {
  try {
    fs.accessSync(p, fs.constants.X_OK)
    return fs.statSync(p).isFile()
  } catch {
    return false
  }
}

const isDebian = () => fs.existsSync("/etc/debian_version")
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0

/** Runs a command with inherited stdio, printing it first; throws when it fails. */
function run(cmd, args) {
  console.log(`[chromium] $ ${cmd} ${args.join(" ")}`)
  const r = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } })
  if (r.status !== 0) throw new Error(`[chromium] '${cmd} ${args.join(" ")}' failed (exit ${r.status ?? r.signal})`)
}

/**
 * Path of a Chromium executable: env CHROMIUM_PATH, else the first of CANDIDATES that exists; else,
 * as root on Debian, installs Debian's `chromium` with apt-get and returns /usr/bin/chromium.
 * Throws with instructions otherwise. Cached per process.
 */
export function findChromium() {
  if (findChromium.cached) return findChromium.cached
  const fromEnv = process.env.CHROMIUM_PATH
  if (fromEnv) {
    if (!isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`)
    return (findChromium.cached = fromEnv)
  }
  const found = CANDIDATES.find(isExecutable)
  if (found) return (findChromium.cached = found)
  if (isRoot() && isDebian()) {
    console.log("[chromium] no Chromium found; installing Debian's chromium package (takes a minute or two)")
    run("apt-get", ["update"])
    run("apt-get", ["install", "-y", "chromium", "fonts-noto-color-emoji"])
    if (isExecutable("/usr/bin/chromium")) return (findChromium.cached = "/usr/bin/chromium")
    throw new Error("[chromium] apt-get installed chromium but /usr/bin/chromium is missing")
  }
  throw new Error(
    "No Chromium found for the e2e tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) " +
      `or set CHROMIUM_PATH to its executable. Looked at: ${CANDIDATES.join(", ")}.`,
  )
}

/** `Chromium 156.0...` of the found browser, or null when it cannot say. */
export function chromiumVersion(exe = findChromium()) {
  try {
    return execFileSync(exe, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const exe = findChromium()
    console.log(`${exe} (${chromiumVersion(exe) ?? "version unknown"})`)
  } catch (err) {
    console.error(err.message)
    process.exit(1)
  }
}
