// `npm run faults -- [--schedules N] [--seed S] [--no-build]`: a long run of the seeded messaging fault
// schedules (spec/e2e/faults.spec.ts, desktop project) against a fresh gateway: production build unless
// --no-build, then Playwright with FAULT_SCHEDULES / FAULT_SEED; the test prints the figures (schedules,
// messages, lost, duplicated, out of order, faults applied) and fails on any loss, duplicate or reorder.
// E2E_PORT chooses the gateway port as for the other e2e runs.
import { ROOT, bin, ensureDeps, run } from "./lib.mjs"
import { findChromium } from "./chromium.mjs"

const HELP = `Usage: npm run faults -- [--schedules N] [--seed S] [--no-build]

  --schedules N  how many seeded schedules (default 1000; the test command runs 50)
  --seed S       the seed (default: the test command's, 20261125)
  --no-build     use the dist/ already built
`

const args = process.argv.slice(2)
const value = (name) => {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`))
  if (i < 0) return undefined
  return args[i].includes("=") ? args[i].slice(args[i].indexOf("=") + 1) : args[i + 1]
}
if (args.includes("--help") || args.includes("-h")) {
  process.stdout.write(HELP)
  process.exit(0)
}
const schedules = value("schedules") ?? "1000"
const seed = value("seed")
for (const [name, v] of [["schedules", schedules], ["seed", seed]]) {
  if (v !== undefined && !/^\d+$/.test(v)) {
    process.stderr.write(`faults: --${name} needs a whole number, got ${JSON.stringify(v)}\n${HELP}`)
    process.exit(2)
  }
}

process.chdir(ROOT)
await ensureDeps()
if (!args.includes("--no-build")) {
  const built = await run("node", ["build.mjs"])
  if (built !== 0) process.exit(built)
}
const env = { CHROMIUM_PATH: findChromium(), FAULT_SCHEDULES: schedules, ...(seed !== undefined ? { FAULT_SEED: seed } : {}) }
process.exit(await run(bin("playwright"), ["test", "spec/e2e/faults.spec.ts", "--project=desktop", "--reporter=list"], { env }))
