// The browser part of `npm run bench` (issue 14): builds the client into a temp folder (production:
// minified, precompressed), starts the reference gateway on it (spec/bench/gateway.ts), measures startup
// as Chromium fetches it (spec/bench/startup.ts), a first visit on an emulated slow phone
// (spec/bench/slowPhone.ts) and runs Lighthouse (spec/bench/lighthouse.ts); records
// both in the bench figures (spec/bench/figures.ts) with the machine load. `--no-lighthouse` skips
// Lighthouse (the budget checks only). True when every check passes.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { build } from "../../build.mjs"
import { machineLoad, recordFigures } from "./figures"
import { startBenchGateway } from "./gateway"
import { lighthouseBenchAt } from "./lighthouse"
import { slowPhoneBenchAt } from "./slowPhone"
import { startupBenchAt } from "./startup"

/** Builds, serves and measures; prints as it goes. */
export const browserBench = async (options: { readonly lighthouse?: boolean } = {}): Promise<boolean> => {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), "vidchat-bench-"))
  try {
    await build({ outdir, compress: true, quiet: true })
    const gateway = await startBenchGateway(outdir)
    try {
      const before = machineLoad()
      console.log(`machine load ${before.loadavg.join(" ")} (1/5/15 min) on ${before.cpus} cores`)
      const startup = await startupBenchAt(gateway.url, outdir)
      recordFigures("startup", { ok: startup.ok, loads: startup.loads })
      console.log("\nfirst visit on an emulated slow phone (150 ms, 1.6 Mbps, 4x CPU; median of 3; reported, no target):")
      recordFigures("slowPhone", { ...(await slowPhoneBenchAt(gateway.url)), loadavg: machineLoad().loadavg })
      if (options.lighthouse === false) return startup.ok
      console.log("")
      const lh = await lighthouseBenchAt(gateway.url)
      const after = machineLoad()
      console.log(`machine load ${after.loadavg.join(" ")} (1/5/15 min) after Lighthouse`)
      recordFigures("lighthouse", { ok: lh.ok, loadBefore: before.loadavg, loadAfter: after.loadavg, pages: lh.pages })
      return startup.ok && lh.ok
    } finally {
      await gateway.stop()
    }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}
