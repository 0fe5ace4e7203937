// Helpers shared by the npm scripts: run a command with inherited output, install dependencies when
// they are missing or stale, and read test counts from the runners' JSON reports.
import { spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

/** Repository root (the scripts cd here so they work from any folder). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")

/**
 * Forwards SIGTERM, and SIGINT, to `child` until the returned function is called. Ctrl-C in a terminal
 * already sends SIGINT to the whole foreground process group, child included, so SIGINT is forwarded
 * only when stdin is not a terminal (a single process was signalled, e.g. by a supervisor or CI).
 */
function forwardSignals(child) {
  const forward = (sig) => {
    if (sig === "SIGINT" && process.stdin.isTTY) return
    if (child.exitCode === null && child.signalCode === null) child.kill(sig)
  }
  process.on("SIGINT", forward)
  process.on("SIGTERM", forward)
  return () => {
    process.off("SIGINT", forward)
    process.off("SIGTERM", forward)
  }
}

/**
 * Runs `cmd args` in ROOT with inherited stdio; resolves to its exit code (signals -> 128+n).
 * SIGINT/SIGTERM received meanwhile are forwarded to the child (see forwardSignals).
 */
export function run(cmd, args, { env = {}, quiet = false } = {}) {
  if (!quiet) console.log(`$ ${[path.relative(ROOT, cmd).startsWith("node_modules") ? path.basename(cmd) : cmd, ...args].join(" ")}`)
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } })
    const stop = forwardSignals(child)
    const done = (code) => {
      stop()
      resolve(code)
    }
    child.on("error", (err) => {
      console.error(`${cmd}: ${err.message}`)
      done(127)
    })
    child.on("exit", (code, signal) => done(code ?? 128 + (signal === "SIGINT" ? 2 : 15)))
  })
}

/**
 * Runs `cmd args` in ROOT with its output captured (stdout and stderr interleaved); resolves to
 * `{ code, output }`. For a stage that runs beside another and prints its output afterwards.
 */
export function capture(cmd, args, { env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } })
    const chunks = []
    child.stdout.on("data", (c) => chunks.push(c))
    child.stderr.on("data", (c) => chunks.push(c))
    const stop = forwardSignals(child)
    const done = (code) => {
      stop()
      resolve({ code, output: Buffer.concat(chunks).toString("utf8") })
    }
    child.on("error", (err) => {
      chunks.push(Buffer.from(`${cmd}: ${err.message}\n`))
      done(127)
    })
    child.on("close", (code, signal) => done(code ?? 128 + (signal === "SIGINT" ? 2 : 15)))
  })
}

/**
 * Command for a package binary of node_modules/.bin (like `npx name`, but run directly, without npm
 * and a shell in between, so that forwarded signals reach it).
 */
export const bin = (name) => path.join(ROOT, "node_modules", ".bin", name)

/** True when node_modules is missing or older than package-lock.json. */
export function depsStale() {
  const marker = path.join(ROOT, "node_modules", ".package-lock.json")
  const lock = path.join(ROOT, "package-lock.json")
  if (!fs.existsSync(marker)) return true
  return fs.existsSync(lock) && fs.statSync(lock).mtimeMs > fs.statSync(marker).mtimeMs
}

/** Runs `npm install` when depsStale(); throws when it fails. */
export async function ensureDeps() {
  if (!depsStale()) return
  // A worktree borrowing another checkout's node_modules through a symlink: installing here would
  // rewrite the other checkout's packages under its running tests. Its owner installs.
  if (fs.lstatSync(path.join(ROOT, "node_modules"), { throwIfNoEntry: false })?.isSymbolicLink()) {
    console.log("node_modules is a symlink to another checkout: not installing (run npm ci there if packages are missing)")
    return
  }
  console.log("Installing dependencies (node_modules missing or older than package-lock.json)...")
  const code = await run("npm", ["install", "--no-audit", "--no-fund"])
  if (code !== 0) throw new Error(`npm install failed (exit ${code})`)
  // npm leaves the hidden lockfile untouched when nothing changed: mark node_modules as fresh.
  const marker = path.join(ROOT, "node_modules", ".package-lock.json")
  if (fs.existsSync(marker)) {
    const now = new Date()
    fs.utimesSync(marker, now, now)
  }
}

/** Reads a JSON file, or null when it is missing or not JSON. */
export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(path.resolve(ROOT, file), "utf8"))
  } catch {
    return null
  }
}

/**
 * Counts of a Vitest JSON report ({ numPassedTests, numFailedTests, numPendingTests, numTodoTests,
 * numFailedTestSuites }); a file that failed to load counts as one failure. Null without a report.
 */
export function vitestCounts(file) {
  const r = readJson(file)
  if (!r || typeof r.numPassedTests !== "number") return null
  const emptyFailedSuites = (r.testResults ?? []).filter(
    (s) => s.status === "failed" && (s.assertionResults ?? []).length === 0,
  ).length
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + emptyFailedSuites,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  }
}

/**
 * Counts of a Playwright JSON report (stats.expected/unexpected/flaky/skipped; a flaky test passed on
 * retry and counts as passed); errors outside tests (e.g. the web server did not start) count as
 * failures. Null without a report.
 */
export function playwrightCounts(file) {
  const r = readJson(file)
  if (!r || !r.stats) return null
  const s = r.stats
  return {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: (s.unexpected ?? 0) + (s.unexpected ? 0 : (r.errors ?? []).length),
    skipped: s.skipped ?? 0,
  }
}
