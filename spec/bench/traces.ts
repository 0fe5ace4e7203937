// Trace scale bench (`npm run bench`, issue 18): a generated trace (scripts/gen-trace.ts: recorded
// sessions repeated, step digests, a checkpoint every 1,000 events) of TRACE_BENCH_EVENTS events:
// bytes per event, the Node replay (`npm run replay`: parse + replay) and `--check` times, and the
// inspector's first screen and full load. Targets (issue 18, at 1,000,000 events): inspector first
// screen < 100 ms, full load <= 3 s, replay <= 1 s. Figures only; nothing here fails the bench.
import type { AppEvent } from "../../domain/app/event"
import { replay } from "../../domain/runtime/replay"
import { checkTrace, parseTrace } from "../../infrastructure/log/trace"
import { generateTrace, recordedSessions } from "../../scripts/gen-trace"
import { timeInspectorLoad } from "./inspector"

/** Events of the bench trace (env TRACE_BENCH_EVENTS; 1,000,000 is the issue's target size). */
export const TRACE_BENCH_EVENTS = Number(process.env["TRACE_BENCH_EVENTS"] ?? 100_000)

/** Generates the trace, times the Node replay, the check and the inspector load; prints the figures. */
export async function traceScaleBench(n = TRACE_BENCH_EVENTS): Promise<void> {
  const sessions: AppEvent[] = recordedSessions(5_000)
  const parts: string[] = []
  let t0 = performance.now()
  const hashes = generateTrace(n, sessions, (t) => parts.push(t))
  const genMs = performance.now() - t0
  const bytes = parts.reduce((s, p) => s + p.length, 0)
  console.log(`trace scale: ${n.toLocaleString("en-US")} events, ${(bytes / 1_048_576).toFixed(1)} MiB (${Math.round(bytes / n)} bytes/event), ${hashes} checkpoints, generated in ${Math.round(genMs)} ms`)
  if (bytes > 500 * 1_048_576) {
    console.log("trace scale: the file exceeds one JavaScript string (~512 MiB); the replay and inspector figures need streaming input (not measured)")
    return
  }
  const text = Buffer.from(parts.join("")).toString("utf8")
  parts.length = 0
  t0 = performance.now()
  const trace = parseTrace(text)
  const parseMs = performance.now() - t0
  t0 = performance.now()
  replay(trace.events)
  const replayMs = performance.now() - t0
  t0 = performance.now()
  const mismatch = checkTrace(trace)
  const checkMs = performance.now() - t0
  const per1M = (ms: number) => Math.round((ms * 1_000_000) / n)
  console.log(`trace replay (Node): parse ${Math.round(parseMs)} ms + replay ${Math.round(replayMs)} ms (~${per1M(parseMs + replayMs)} ms per 1M events; target <= 1000 ms at 1M)`)
  console.log(`trace --check: ${Math.round(checkMs)} ms, ${mismatch ? `MISMATCH at #${mismatch.seq}` : "every digest and checkpoint matches"}`)
  const load = await timeInspectorLoad(text)
  console.log(
    `trace inspector: first screen ${Math.round(load.firstScreenMs)} ms (target < 100 ms), full load ${Math.round(load.fullLoadMs)} ms (~${per1M(load.fullLoadMs)} ms per 1M; target <= 3000 ms at 1M)`,
  )
}
