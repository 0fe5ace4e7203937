// Trace scale bench (`npm run bench`, issue 18): a generated trace (scripts/gen-trace.ts: recorded
// sessions repeated, step digests, a checkpoint every 1,000 events; format 2, compact) of
// TRACE_BENCH_EVENTS events written to a file, then replayed in Node twice: the sequential reference
// (streamed as text, line by line, one thread) and the figure, the parallel replay the replay CLI runs
// (scripts/replay-pool.ts: the file's bytes in shared memory, chunks cut at page loads, this thread and
// worker threads, started while the trace is generated as the CLI starts them while it loads; a first
// run with the workers' code cold, printed, then the median of 3); the final
// state checked against the last checkpoint and against the sequential one. Printed: bytes per event,
// wall time, thread time of read + parse + decode and of the fold, CPU time. The Chromium inspector
// figures of the same file come from spec/bench/inspectorBrowser.ts. Target (issue 18, 1M events): <= 1 s.
import fs from "node:fs"
import path from "node:path"
import type { AppEvent } from "../../domain/app/event"
import { initialState } from "../../domain/app/state"
import type { AppState } from "../../domain/app/types"
import { replay } from "../../domain/runtime/replay"
import { canonicalJson } from "../../domain/runtime/hash"
import { mergeChunks } from "../../infrastructure/log/segments"
import { compareHash, makeTraceReader, type HashLine } from "../../infrastructure/log/trace"
import { defaultWorkers, readShared, startReplayPool, type ReplayPool } from "../../scripts/replay-pool"
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
  /** The sequential reference (one thread, line by line), and whether the parallel state equals it. */
  readonly sequentialMs: number
  /** The first parallel run (the workers' code cold), ms; `totalMs` is the median of the 3 after it. */
  readonly coldMs: number
  readonly sameAsSequential: boolean
  readonly file: string
}

/**
 * Reads trace `file` streaming, one line at a time, as the sequential reader does, and folds the events
 * piece by piece (the reference the parallel replay is compared with). Returns the final state, the
 * last hash line, and the split of the time.
 */
export const streamReplaySequential = async (file: string): Promise<{ state: AppState; events: number; last: HashLine | null; parseMs: number; foldMs: number }> => {
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

/**
 * Replays trace `file` as the replay CLI does: read as bytes into shared memory, cut into chunks at page
 * loads, read and folded by this thread and the workers of `pool` (scripts/replay-pool.ts), merged.
 * `parseMs` and `foldMs` are thread time summed over the threads (CPU, not wall time).
 */
export const streamReplay = async (file: string, pool: ReplayPool): Promise<{ state: AppState; events: number; last: HashLine | null; parseMs: number; foldMs: number }> => {
  const results = await pool.run(readShared(file), { until: null })
  const merged = mergeChunks(results)
  if (!merged) throw new Error("the bench trace needs the sequential reader (an unusual table line)")
  const foldMs = results.reduce((a, r) => a + r.foldMs, 0)
  const parseMs = results.reduce((a, r) => a + r.ms, 0) - foldMs
  return { state: merged.state, events: merged.kept, last: merged.hashes[merged.hashes.length - 1] ?? null, parseMs, foldMs }
}

/** Generates the trace file, replays it streaming in Node; prints and returns the figures (the file stays for the inspector). */
export async function traceScaleBench(n = TRACE_BENCH_EVENTS): Promise<TraceFigures> {
  // The workers start while the trace is generated, as the CLI starts them while its own code loads.
  let t0 = performance.now()
  const pool = startReplayPool()
  try {
    const { file, bytes } = writeTrace(n, recordedSessions(5_000))
    const generateMs = performance.now() - t0
    console.log(`trace scale: ${n.toLocaleString("en-US")} events, ${(bytes / 1_048_576).toFixed(1)} MiB (${Math.round(bytes / n)} bytes/event), generated in ${Math.round(generateMs)} ms (${path.basename(file)})`)
    // Sequential reference (one thread, line by line), then the parallel replay (the figure).
    const s0 = performance.now()
    const seq = await streamReplaySequential(file)
    const sequentialMs = performance.now() - s0
    // The first parallel run starts the workers' code cold; then the median of 3, as the replay bench
    // measures warm code (best of 5 after a warm-up).
    t0 = performance.now()
    await streamReplay(file, pool)
    const coldMs = performance.now() - t0
    const runs: Array<{ r: Awaited<ReturnType<typeof streamReplay>>; ms: number; cpu: NodeJS.CpuUsage }> = []
    for (let i = 0; i < 3; i++) {
      const c0 = process.cpuUsage()
      t0 = performance.now()
      const r = await streamReplay(file, pool)
      runs.push({ r, ms: performance.now() - t0, cpu: process.cpuUsage(c0) })
    }
    runs.sort((a, b) => a.ms - b.ms)
    const { r, ms: totalMs, cpu: c } = runs[1]!
    const matches = r.last !== null && compareHash(r.last, r.state) === null
    const sameAsSequential = canonicalJson(r.state) === canonicalJson(seq.state) && r.events === seq.events
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
      sequentialMs,
      coldMs,
      sameAsSequential,
      file,
    }
    console.log(
      `trace replay (Node, sequential reference): ${seq.events.toLocaleString("en-US")} events in ${Math.round(sequentialMs)} ms = read + parse + decode ${Math.round(seq.parseMs)} ms + fold ${Math.round(seq.foldMs)} ms`,
    )
    console.log(
      `trace replay (Node, parallel, ${defaultWorkers() + 1} threads): ${r.events.toLocaleString("en-US")} events in ${Math.round(totalMs)} ms, median of 3 after a first run of ${Math.round(coldMs)} ms with cold workers (thread time: read + parse + decode ${Math.round(r.parseMs)} ms + fold ${Math.round(r.foldMs)} ms; process CPU ${Math.round(figures.cpuMs)} ms; target <= 1000 ms at 1M); last checkpoint ${matches ? "matches" : "DOES NOT MATCH"}; ${sameAsSequential ? "same state as sequential" : "STATE DIFFERS FROM SEQUENTIAL"}`,
    )
    return figures
  } finally {
    await pool.close()
  }
}
