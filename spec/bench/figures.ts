// The figures of one `npm run bench` as JSON (bench/latest.json, committed with the README's table), so
// runs compare between commits: each bench part adds its section; the file also says where and when it
// was measured (commit, Node, Chromium, machine load from os.loadavg()). Sections are plain data.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { chromiumVersion } from "../../scripts/chromium.mjs"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** Where `npm run bench` writes its figures (env BENCH_JSON overrides). */
export const BENCH_JSON = path.resolve(ROOT, process.env.BENCH_JSON ?? "bench/latest.json")

const sections: Record<string, unknown> = {}

/** Adds (or replaces) one section of the figures, e.g. `recordFigures("startup", loads)`. */
export const recordFigures = (name: string, data: unknown): void => {
  sections[name] = data
}

const commit = (): string | null => {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

/** The machine's state now: 1/5/15-minute load averages and the core count (figures depend on them). */
export const machineLoad = (): { readonly loadavg: number[]; readonly cpus: number } => ({
  loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
  cpus: os.cpus().length,
})

/**
 * Writes every recorded section with the run's context to BENCH_JSON; returns the path. Sections this
 * run did not measure keep their last figures (each section carries its own machine load and time).
 */
export const writeFigures = (ok: boolean): string => {
  let previous: Record<string, unknown> = {}
  try {
    previous = JSON.parse(fs.readFileSync(BENCH_JSON, "utf8")) as Record<string, unknown>
  } catch {
    // none yet, or unreadable: start afresh
  }
  const out = {
    ...previous,
    measuredAt: new Date().toISOString(),
    commit: commit(),
    node: process.version,
    chromium: chromiumVersion(),
    machine: machineLoad(),
    ok,
    ...sections,
  }
  fs.mkdirSync(path.dirname(BENCH_JSON), { recursive: true })
  fs.writeFileSync(BENCH_JSON, JSON.stringify(out, null, 2) + "\n")
  return BENCH_JSON
}
