// `npm run test:e2e`: production build, then the Playwright e2e suite in Chromium against the gateway.
// Extra arguments go to Playwright: `npm run test:e2e -- --project=desktop spec/e2e/login.spec.ts`.
import { ROOT, bin, ensureDeps, run } from "./lib.mjs"
import { findChromium } from "./chromium.mjs"

process.chdir(ROOT)
await ensureDeps()
const built = await run("node", ["build.mjs"])
if (built !== 0) process.exit(built)
const chromium = findChromium()
process.exit(await run(bin("playwright"), ["test", ...process.argv.slice(2)], { env: { CHROMIUM_PATH: chromium } }))
