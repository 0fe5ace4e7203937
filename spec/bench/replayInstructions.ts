// The replay's instructions per event (`npm run bench`, issue 14), counted by valgrind's callgrind: a
// figure that does not follow the host. Wall-clock replay figures on this project's shared 2-core machines
// spread by a factor of two between minutes (the trivial fold alone ran at 28-79 M events/s within one
// quarter of an hour on 2026-12-03), so two commits compared by their M events/s often tell the host
// apart, not the commits. Callgrind counts the instructions the process ran: the same build and events
// gave totals within 0.1% of each other (the per-event figure within ~0.5%). The count includes reading
// the trace and starting Node, so the fold is run 10 and 30 times in two processes and the difference,
// 20 folds, is divided by 20 times the events. Node runs with --single-threaded (compilation and garbage
// collection on the one thread callgrind sees). No target: compare it between commits (bench/latest.json
// `replayInstructions`).
// Reported as skipped where valgrind is not installed (it is on this project's machines).
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import * as esbuild from "esbuild"
import { writeBenchTrace } from "./replay"

/** Events folded (the first of the replay bench's events): 20 folds of them take ~35 s under callgrind. */
export const INSTRUCTION_EVENTS = 10_000
const FEW = 10
const MANY = 30

/** Figures of the instruction count. */
export type ReplayInstructions =
  | { readonly skipped: string }
  | {
      readonly events: number
      /** Instructions per event of one fold (x86-64 instructions, Node's optimised code included). */
      readonly perEvent: number
      /** The two processes' totals (FEW and MANY folds). */
      readonly totals: readonly [number, number]
      readonly seconds: number
    }

const HERE = path.dirname(fileURLToPath(import.meta.url))

/** Total instructions of `node --single-threaded <bundle> --fold <trace> --folds <n>` under callgrind. */
const countOf = (bundle: string, trace: string, n: number): number => {
  const run = spawnSync("valgrind", ["--tool=callgrind", "--callgrind-out-file=/dev/null", process.execPath, "--single-threaded", bundle, "--fold", trace, "--folds", String(n)], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  const m = /I\s+refs:\s+([\d,]+)/.exec(run.stderr ?? "")
  if (run.status !== 0 || !m) throw new Error(`callgrind run failed (${run.status}): ${(run.stderr ?? "").trim().split("\n").pop() ?? ""}`)
  return Number(m[1]!.replace(/,/g, ""))
}

/** Counts and prints the replay's instructions per event; skipped without valgrind. */
export const replayInstructionsBench = async (): Promise<ReplayInstructions> => {
  if (spawnSync("valgrind", ["--version"], { encoding: "utf8" }).status !== 0) {
    console.log("replay instructions: skipped (valgrind is not installed)")
    return { skipped: "no valgrind" }
  }
  const started = performance.now()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-instructions-"))
  try {
    const trace = path.join(dir, "trace.ndjson")
    writeBenchTrace(trace, INSTRUCTION_EVENTS)
    // One plain file for Node (no tsx under callgrind: its loader would be counted in both runs alike, but slowly).
    const bundle = path.join(dir, "replay.mjs")
    await esbuild.build({ entryPoints: [path.join(HERE, "replay.ts")], bundle: true, platform: "node", format: "esm", outfile: bundle, logLevel: "warning", external: ["esbuild"] })
    const few = countOf(bundle, trace, FEW)
    const many = countOf(bundle, trace, MANY)
    const perEvent = Math.round((many - few) / ((MANY - FEW) * INSTRUCTION_EVENTS))
    const seconds = Math.round((performance.now() - started) / 100) / 10
    console.log(`replay instructions (callgrind, ${MANY - FEW} folds of ${INSTRUCTION_EVENTS.toLocaleString("en-US")} events): ${perEvent.toLocaleString("en-US")} per event (${seconds} s; compare between commits, no target)`)
    return { events: INSTRUCTION_EVENTS, perEvent, totals: [few, many], seconds }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// Alone: `npx tsx spec/bench/replayInstructions.ts`.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void replayInstructionsBench()
