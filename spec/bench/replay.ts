// Replay throughput bench (`npm run bench`, issue 14): the domain kernel's fast fold (domain/runtime/
// replay.ts) over 100k generated events (spec/bench/events.ts), best of 5 after a warm-up, printed with
// the ratio to a trivial fold over the same events (a new three-field state per event: the floor any
// fold pays), so the figure compares across machines. Target: >= 1.5 M events/s.
// The fold is timed as a replay runs for its users: in a process of its own that read the events from an
// exported trace file (buildTrace, with message text) through the trace reader, as the replay CLI does
// (scripts/replay.ts: parseTrace, then replay), not in this one, which made the events by running the
// live store (immer's drafts there leave the recipes' property reads slower for a fold that follows in
// the same process: about a third, measured). Until 2026-11-29 the child read the events as one JSON
// array instead: JSON.parse leaves every string it makes uninternalized, so each `e._tag === "..."` of
// the recipes compared characters, while the trace reader's Schema decode gives each event the tag
// literal of its schema (internalized); the same fold ran ~15% slower on the JSON array (1.49-1.54 vs
// 1.77-1.84 M/s alternately, 2026-11-29 17:05 UTC), a speed no replay a user runs had.
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { replay } from "../../domain/runtime/replay"
import type { AppEvent } from "../../domain/app/types"
import { buildTrace } from "../../infrastructure/log/exportTrace"
import { parseTrace } from "../../infrastructure/log/trace"
import { generateEvents } from "./events"

/** Events of the bench log and its seed. */
export const REPLAY_EVENTS = 100_000
const REPLAY_SEED = 42
/** Target, events per second. */
export const REPLAY_TARGET = 1_500_000

/** Figures of the replay bench. */
export interface ReplayFigures {
  readonly events: number
  /** Best wall time (ms) and the events per second it gives. */
  readonly bestMs: number
  readonly perSecond: number
  /** Best CPU time of this process (ms) and the events per CPU second. */
  readonly bestCpuMs: number
  readonly perCpuSecond: number
  /** The trivial fold: events per second, and how many times faster than replay. */
  readonly trivialPerSecond: number
  readonly ratio: number
  readonly ok: boolean
}

interface Trivial {
  readonly n: number
  readonly at: number
  readonly tag: string
}

/** The trivial fold: a new small state per event, as a reducer that does almost nothing would. */
const trivialFold = (events: ReadonlyArray<{ readonly _tag: string; readonly at: number }>): Trivial => {
  let s: Trivial = { n: 0, at: 0, tag: "" }
  for (const e of events) s = { n: s.n + 1, at: e.at, tag: e._tag }
  return s
}

/** Times `f` `runs` times after a warm-up: best wall ms and best CPU ms. */
const best = (f: () => unknown, runs: number): { wall: number; cpu: number } => {
  f()
  let wall = Infinity
  let cpu = Infinity
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    f()
    wall = Math.min(wall, performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu = Math.min(cpu, (c.user + c.system) / 1000)
  }
  return { wall, cpu }
}

/** The figures of folding `events` (in this process). */
export const measureReplay = (events: ReadonlyArray<AppEvent>): ReplayFigures => {
  const r = best(() => replay(events), 5)
  const t = best(() => trivialFold(events), 20)
  const perSecond = Math.round(events.length / (r.wall / 1000))
  const trivialPerSecond = Math.round(events.length / (t.wall / 1000))
  return {
    events: events.length,
    bestMs: r.wall,
    perSecond,
    bestCpuMs: r.cpu,
    perCpuSecond: Math.round(events.length / (r.cpu / 1000)),
    trivialPerSecond,
    ratio: trivialPerSecond / perSecond,
    ok: perSecond >= REPLAY_TARGET,
  }
}

/**
 * Writes the first `count` of the bench's generated events (seed REPLAY_SEED) to `file` as an exported
 * trace with message text, as a member's export makes it; the replay CLI and the bench's children read it.
 */
export const writeBenchTrace = (file: string, count: number): void => {
  const env = { app: "replay-bench", locale: "en", userAgent: "node", timeZone: "UTC", now: 0 }
  fs.writeFileSync(file, buildTrace(generateEvents(count, REPLAY_SEED), [], env, { includeText: true }).text)
}

const HERE = fileURLToPath(import.meta.url)
const ROOT = path.resolve(path.dirname(HERE), "../..")

/**
 * Runs the bench: makes the events here and exports them as a trace file (with message text), folds them
 * in a fresh Node process (this file with `--fold <trace.ndjson>`, under tsx, reading it as the replay
 * CLI does) and prints and returns its figures. Throws when the child fails.
 */
export const replayBench = (): ReplayFigures => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-bench-"))
  try {
    const file = path.join(dir, "trace.ndjson")
    writeBenchTrace(file, REPLAY_EVENTS)
    const child = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), HERE, "--fold", file], { cwd: ROOT, encoding: "utf8" })
    const last = child.stdout.trim().split("\n").pop() ?? ""
    if (child.status !== 0 || !last.startsWith("{")) throw new Error(`replay child failed (${child.status}): ${child.stderr.trim().split("\n")[0] ?? ""}`)
    const figures = JSON.parse(last) as ReplayFigures
    const m = (n: number) => `${(n / 1e6).toFixed(2)} M`
    console.log(
      `replay (a fresh process, events read from a trace file): ${figures.events.toLocaleString("en-US")} events in ${figures.bestMs.toFixed(1)} ms (best of 5) = ${m(figures.perSecond)} events/s (${m(figures.perCpuSecond)} per CPU second); trivial fold ${m(figures.trivialPerSecond)}/s, ${figures.ratio.toFixed(1)}x faster (target >= ${m(REPLAY_TARGET)}/s) ${figures.ok ? "PASS" : "MISS"}`,
    )
    return figures
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

// The child: `tsx spec/bench/replay.ts --fold <trace.ndjson>` prints the figures as one JSON line; with
// `--folds N` it only folds the events N + 1 times (./replayInstructions.ts counts its instructions).
const fold = process.argv.indexOf("--fold")
if (fold > 0 && process.argv[1] === HERE) {
  const trace = parseTrace(fs.readFileSync(process.argv[fold + 1]!, "utf8"))
  const folds = process.argv.indexOf("--folds")
  if (folds > 0) {
    if (trace.problems.length > 0) throw new Error(`bench trace read with ${trace.problems.length} problem(s)`)
    for (let i = 0, n = Number(process.argv[folds + 1]); i <= n; i++) replay(trace.events)
  } else {
    if (trace.problems.length > 0 || trace.events.length !== REPLAY_EVENTS) throw new Error(`bench trace read with ${trace.problems.length} problem(s), ${trace.events.length} events`)
    console.log(JSON.stringify(measureReplay(trace.events)))
  }
}
