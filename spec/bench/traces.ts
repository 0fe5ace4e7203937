// Trace scale bench (`npm run bench`, issue 18): a generated trace (scripts/gen-trace.ts: recorded
// sessions repeated, step digests, a checkpoint every 1,000 events; format 2, compact) of
// TRACE_BENCH_EVENTS events written to a file; read back in Node streaming (the file may exceed one JavaScript string, ~512 MiB), each
// line parsed and decoded as the replay CLI does (makeTraceReader), the events folded by the kernel's
// fast replay piece by piece; the final state checked against the last checkpoint. Printed: bytes per
// event, read + parse + decode time, fold time, CPU time. The Chromium inspector figures of the same file
// come from spec/bench/inspectorBrowser.ts. Targets (issue 18, at 1,000,000 events): replay <= 1 s.
import fs from "node:fs"
import path from "node:path"
import type { AppEvent } from "../../domain/app/event"
import { initialState } from "../../domain/app/state"
import type { AppState } from "../../domain/app/types"
import { replay } from "../../domain/runtime/replay"
import { compareHash, makeTraceReader, type HashLine } from "../../infrastructure/log/trace"
import { recordedSessions } from "../../scripts/gen-trace"
import { writeTrace } from "./inspectorBrowser"

/** Events of the bench trace (env TRACE_BENCH_EVENTS; 1,000,000 is the target size). */
export const TRACE_BENCH_EVENTS = Number(process.env["TRACE_BENCH_EVENTS"] ?? 1_000_000)
/** Characters read per piece. */
const PIECE = 16 << 20

/** Figures of the trace scale bench (ms). */
export interface TraceFigures {
  readonly events: number
  readonly bytes: number
  readonly bytesPerEvent: number
  readonly generateMs: number
  /** Reading, splitting, JSON.parse and Schema decoding of every line. */
  readonly parseMs: number
  /** The kernel's fold of the decoded events. */
  readonly foldMs: number
  readonly totalMs: number
  readonly cpuMs: number
  readonly lastCheckpointMatches: boolean
  readonly file: string
}

/**
 * Reads trace `file` streaming: parses every line as the replay CLI does and folds the events piece by
 * piece. Returns the final state, the last hash line, and the split of the time.
 */
export const streamReplay = async (file: string): Promise<{ state: AppState; events: number; last: HashLine | null; parseMs: number; foldMs: number }> => {
  const reader = makeTraceReader()
  let state = initialState
  let events = 0
  let last: HashLine | null = null
  let parseMs = 0
  let foldMs = 0
  let rest = ""
  let line = 0
  const take = (text: string) => {
    const t0 = performance.now()
    const batch: AppEvent[] = []
    let start = 0
    while (start < text.length) {
      const nl = text.indexOf("\n", start)
      const end = nl < 0 ? text.length : nl
      const item = reader.read(text.slice(start, end), ++line)
      if (item?.kind === "event") batch.push(item.event)
      else if (item?.kind === "hash") last = item.hash
      start = end + 1
    }
    const t1 = performance.now()
    state = replay(batch, state)
    events += batch.length
    parseMs += t1 - t0
    foldMs += performance.now() - t1
  }
  const stream = fs.createReadStream(file, { encoding: "utf8", highWaterMark: PIECE })
  const t0 = performance.now()
  let readMs = 0
  for await (const chunk of stream) {
    const text = rest + (chunk as string)
    const cut = text.lastIndexOf("\n")
    rest = text.slice(cut + 1)
    readMs -= performance.now()
    take(text.slice(0, cut + 1))
    readMs += performance.now()
  }
  if (rest !== "") take(rest)
  // Time outside `take` is reading and UTF-8 decoding: counted with parsing.
  parseMs += performance.now() - t0 - readMs
  return { state, events, last, parseMs, foldMs }
}

/** Generates the trace file, replays it streaming in Node; prints and returns the figures (the file stays for the inspector). */
export async function traceScaleBench(n = TRACE_BENCH_EVENTS): Promise<TraceFigures> {
  let t0 = performance.now()
  const { file, bytes } = writeTrace(n, recordedSessions(5_000))
  const generateMs = performance.now() - t0
  console.log(`trace scale: ${n.toLocaleString("en-US")} events, ${(bytes / 1_048_576).toFixed(1)} MiB (${Math.round(bytes / n)} bytes/event), generated in ${Math.round(generateMs)} ms (${path.basename(file)})`)
  const c0 = process.cpuUsage()
  t0 = performance.now()
  const r = await streamReplay(file)
  const totalMs = performance.now() - t0
  const c = process.cpuUsage(c0)
  const matches = r.last !== null && compareHash(r.last, r.state) === null
  const figures: TraceFigures = {
    events: r.events,
    bytes,
    bytesPerEvent: Math.round(bytes / n),
    generateMs,
    parseMs: r.parseMs,
    foldMs: r.foldMs,
    totalMs,
    cpuMs: (c.user + c.system) / 1000,
    lastCheckpointMatches: matches,
    file,
  }
  console.log(
    `trace replay (Node, streaming): ${r.events.toLocaleString("en-US")} events in ${Math.round(totalMs)} ms = read + parse + decode ${Math.round(r.parseMs)} ms + fold ${Math.round(r.foldMs)} ms (CPU ${Math.round(figures.cpuMs)} ms; target <= 1000 ms at 1M); last checkpoint ${matches ? "matches" : "DOES NOT MATCH"}`,
  )
  return figures
}
