// `npm test`: every test on a fresh machine, stopping at the first failing stage:
// install -> typecheck + dependency check + vitest (side by side: tsc uses one core) -> production
// build -> Chromium -> Playwright e2e. Ends with the line `N passed, N failed`: Vitest plus Playwright test counts from their
// JSON reports; a failed stage that counted no failing test (typecheck, build, a runner that could not
// start) adds one failure. Exits 1 on any failure. The dependency check is `npm run depcheck`
// (dependency-cruiser with .dependency-cruiser.cjs: no import circles, no wrong-way imports).
import fs from "node:fs"
import path from "node:path"
import { ROOT, bin, capture, ensureDeps, playwrightCounts, run, vitestCounts } from "./lib.mjs"

const VITEST_REPORT = "test-results/vitest.json"
const PLAYWRIGHT_REPORT = "test-results/playwright.json"

const total = { passed: 0, failed: 0, skipped: 0 }
const timings = []

const header = (name) => console.log(`\n=== ${name} ===`)
const since = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)}s`

function add(counts) {
  if (!counts) return
  total.passed += counts.passed
  total.failed += counts.failed
  total.skipped += counts.skipped
}

/** Prints the stage times and the summary line, then exits. */
function finish(code) {
  console.log("")
  console.log(`stages: ${timings.join(", ")}`)
  if (total.skipped > 0) console.log(`${total.skipped} skipped`)
  console.log(`${total.passed} passed, ${total.failed} failed`)
  process.exit(code)
}

/** Ends the run after a failed stage; `counted` = failing tests that stage already added. */
function fail(name, counted = 0) {
  console.error(`\n${name} failed`)
  if (counted === 0) total.failed += 1
  finish(1)
}

/** Runs a test runner, then reads its JSON report: { ok, counts } (counts null without a report). */
async function runner(cmd, args, report, count, env) {
  fs.rmSync(path.join(ROOT, report), { force: true })
  const code = await run(cmd, args, { env })
  const counts = count(path.join(ROOT, report))
  if (!counts) console.error(`no report at ${report}`)
  return { ok: code === 0 && counts !== null && counts.failed === 0, counts }
}

process.chdir(ROOT)
fs.mkdirSync("test-results", { recursive: true })

// 1. Dependencies.
header("install")
let t0 = performance.now()
try {
  await ensureDeps()
} catch (err) {
  console.error(err.message)
  fail("install")
}
timings.push(`install ${since(t0)}`)

// 2. Typecheck and dependency check beside the unit and property tests; they are reported first.
header("unit + property tests (typecheck and dependency check running beside them)")
t0 = performance.now()
const typecheck = capture(bin("tsc"), ["--noEmit", "-p", "tsconfig.json"])
const DEPCHECK_ARGS = ["domain", "infrastructure", "ui", "gateway", "--config", ".dependency-cruiser.cjs"]
const depcheck = capture(bin("depcruise"), DEPCHECK_ARGS)
const unit = await runner(
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
  VITEST_REPORT,
  vitestCounts,
)
timings.push(`unit ${since(t0)}`)
add(unit.counts)

header("typecheck")
console.log("$ tsc --noEmit -p tsconfig.json")
const tsc = await typecheck
const tscOutput = tsc.output.split("\n").filter((l) => !l.startsWith("npm warn")).join("\n").trim()
if (tscOutput) console.log(tscOutput)
timings.push(`typecheck ${since(t0)}`)
if (tsc.code !== 0) fail("typecheck")
console.log("no type errors")

header("dependency check")
console.log(`$ depcruise ${DEPCHECK_ARGS.join(" ")}`)
const deps = await depcheck
console.log(deps.output.trim())
timings.push(`depcheck ${since(t0)}`)
if (deps.code !== 0) fail("dependency check")
if (!unit.ok) fail("unit + property tests", unit.counts?.failed ?? 0)

// 3. Production build.
header("build")
t0 = performance.now()
if ((await run("node", ["build.mjs"])) !== 0) fail("build")
timings.push(`build ${since(t0)}`)

// 4. Chromium (Debian's; installed with apt-get when missing and allowed).
header("chromium")
let chromium
try {
  const { findChromium, chromiumVersion } = await import("./chromium.mjs")
  chromium = findChromium()
  console.log(`${chromium} (${chromiumVersion(chromium) ?? "version unknown"})`)
} catch (err) {
  console.error(err.message)
  fail("chromium")
}

// 5. Playwright e2e against the reference gateway.
header("e2e")
t0 = performance.now()
// Named screenshots (spec/e2e/helpers/screens.ts) are for people looking at a run, not assertions: `npm test`
// leaves them out unless E2E_SCREENS says otherwise (measured: 5% of the messaging file's CPU); `npm run
// test:e2e` takes them by default.
const e2e = await runner(bin("playwright"), ["test"], PLAYWRIGHT_REPORT, playwrightCounts, { CHROMIUM_PATH: chromium, E2E_SCREENS: process.env.E2E_SCREENS ?? "0" })
timings.push(`e2e ${since(t0)}`)
add(e2e.counts)
if (!e2e.ok) fail("e2e", e2e.counts?.failed ?? 0)

finish(0)
