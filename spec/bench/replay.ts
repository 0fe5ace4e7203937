// Replay throughput bench (`npm run bench`, issue 14): the domain kernel's fast fold (domain/runtime/
// replay.ts) over 100k generated events (spec/bench/events.ts), best of 5 after a warm-up, printed with
// the ratio to a trivial fold over the same events (a new three-field state per event: the floor any
// fold pays), so the figure compares across machines. Target: >= 1.5 M events/s.
import { replay } from "../../domain/runtime/replay"
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

/** Runs the bench; prints and returns the figures. */
export const replayBench = (): ReplayFigures => {
  const events = generateEvents(REPLAY_EVENTS, REPLAY_SEED)
  const r = best(() => replay(events), 5)
  const t = best(() => trivialFold(events), 20)
  const perSecond = Math.round(events.length / (r.wall / 1000))
  const trivialPerSecond = Math.round(events.length / (t.wall / 1000))
  const figures: ReplayFigures = {
    events: events.length,
    bestMs: r.wall,
    perSecond,
    bestCpuMs: r.cpu,
    perCpuSecond: Math.round(events.length / (r.cpu / 1000)),
    trivialPerSecond,
    ratio: trivialPerSecond / perSecond,
    ok: perSecond >= REPLAY_TARGET,
  }
  const m = (n: number) => `${(n / 1e6).toFixed(2)} M`
  console.log(
    `replay: ${events.length.toLocaleString("en-US")} events in ${r.wall.toFixed(1)} ms (best of 5) = ${m(perSecond)} events/s (${m(figures.perCpuSecond)} per CPU second); trivial fold ${m(trivialPerSecond)}/s, ${figures.ratio.toFixed(1)}x faster (target >= ${m(REPLAY_TARGET)}/s) ${figures.ok ? "PASS" : "MISS"}`,
  )
  return figures
}
