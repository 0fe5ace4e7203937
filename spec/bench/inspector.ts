// Inspector load bench (`npm run bench`): a 100,000-event trace (generated visits, a hash line every
// 1,000 events as the persistent log records them) loaded by the inspector's TraceSession in Node:
// time to the first screen (first chunk parsed, first 50 summaries) and to the full load (every line
// parsed, checkpoints every 1,000 events, recorded hashes checked). Target: first screen < 1 s.
import v8 from "node:v8"
import vm from "node:vm"
import type { AppEvent } from "../../domain/app/event"
import { evolveMany } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { makeHeader, serializeTrace, stateHashes, type HashLine } from "../../infrastructure/log/trace"
import { TraceSession } from "../../ui/inspector/model"
import { generateEvents } from "./events"

/** Events in the bench trace. */
export const INSPECTOR_BENCH_EVENTS = 100_000
/** Rows on the first screen. */
const FIRST_ROWS = 50

/** Timings of one inspector load, in ms. */
export interface InspectorLoadTimes {
  readonly events: number
  readonly bytes: number
  /** Until the first rows and their summaries are ready. */
  readonly firstScreenMs: number
  /** Until every line is parsed, every checkpoint built and every hash checked. */
  readonly fullLoadMs: number
  readonly hashesChecked: number
  readonly hashMismatches: number
}

/** The trace text of `events` with a hash line after every 1,000th event. */
export const benchTraceText = (events: ReadonlyArray<AppEvent>, every = 1_000): string => {
  const hashes: HashLine[] = []
  let state = initialState
  for (let at = 0; at + every <= events.length; at += every) {
    state = evolveMany(state, events.slice(at, at + every))
    hashes.push({ kind: "hash", seq: events[at + every - 1]!.seq, ...stateHashes(state) })
  }
  const header = makeHeader({
    app: "vidchat-web bench",
    locale: "en",
    userAgent: "bench",
    timeZone: "UTC",
    startedAt: events[0]?.at ?? 0,
    exportedAt: events[events.length - 1]?.at ?? 0,
    redacted: true,
    includesText: false,
  })
  return serializeTrace(header, events, hashes)
}

/**
 * A full garbage collection, so a load is not charged for the garbage of building the trace (the
 * page starts with a small heap). Uses the `--expose-gc` trick; a no-op if unavailable.
 */
const collectGarbage = (): void => {
  try {
    v8.setFlagsFromString("--expose-gc")
    ;(vm.runInNewContext("gc") as () => void)()
  } catch {
    // not available: measure as is
  }
}

/** Loads `text` once as the inspector does and times the first screen and the full load. */
export const timeInspectorLoad = async (text: string): Promise<InspectorLoadTimes> => {
  collectGarbage()
  const session = new TraceSession("bench.ndjson", text)
  const t0 = performance.now()
  let firstScreenMs = -1
  const unsubscribe = session.subscribe(() => {
    if (firstScreenMs >= 0 || session.events.length < FIRST_ROWS) return
    for (let i = 0; i < FIRST_ROWS; i++) session.summaryOf(i)
    firstScreenMs = performance.now() - t0
  })
  await session.load()
  const fullLoadMs = performance.now() - t0
  unsubscribe()
  const checks = [...session.hashChecks.values()]
  return {
    events: session.events.length,
    bytes: text.length,
    firstScreenMs,
    fullLoadMs,
    hashesChecked: checks.length,
    hashMismatches: checks.filter((c) => c.status !== "match").length,
  }
}

/**
 * Builds a 100k-event trace and loads it twice (cold: first use of the decoders in this process; then
 * warm); prints and returns both timings.
 */
export async function inspectorLoadBench(n = INSPECTOR_BENCH_EVENTS): Promise<{ cold: InspectorLoadTimes; warm: InspectorLoadTimes }> {
  // A flat string, as File.text() gives in the browser (not the rope the serializer's concatenation makes).
  const text = Buffer.from(benchTraceText(generateEvents(n, 42))).toString("utf8")
  const cold = await timeInspectorLoad(text)
  const warm = await timeInspectorLoad(text)
  const k = `${Math.round(n / 1000)}k`
  console.log(`inspector trace: ${cold.events.toLocaleString("en-US")} events, ${(cold.bytes / 1_048_576).toFixed(1)} MiB, ${cold.hashesChecked} hash lines (${cold.hashMismatches} mismatches)`)
  console.log(`inspector first screen: ${Math.round(cold.firstScreenMs)} ms for ${k} events (target < 1000 ms) [warm: ${Math.round(warm.firstScreenMs)} ms]`)
  console.log(`inspector full load (parse + checkpoints + hash checks): ${Math.round(cold.fullLoadMs)} ms cold, ${Math.round(warm.fullLoadMs)} ms warm`)
  return { cold, warm }
}
