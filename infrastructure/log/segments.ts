// A trace read as bytes in chunks that threads (Node worker_threads, Web Workers) take in any order and
// replay on their own: the fold restarts at every page load (AppStarted starts from the initial state),
// so chunk c owns the lines from its first kept AppStarted line to the next chunk's; a thread keeps the
// format 2 tables (records, digests) up to its chunk by reading only the table lines before it. Merging
// the chunk results in chunk order gives what the sequential reader and `replay` give (see mergeChunks).
import type { AppEvent } from "../../domain/app/event"
import { evolveMany, type EvolveFailure } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { mergeChunks, planChunks, type ChunkCheck, type ChunkResult, type MergedReplay } from "./chunkMerge"
import { hashMismatch, makeLineChunker, makeTraceReader, migrations, type HashLine, type TraceItem, type TraceProblem } from "./trace"

/** Options of a chunked replay: `until` keeps only events with seq <= until (as `replay --until`). */
export interface ChunkOptions {
  readonly until: number | null
  /** Also keep the owned events of each chunk (tests; the inspector's worker does not). */
  readonly keepEvents?: boolean
  /** Keep the text of digest lines (else "" is stored: replay does not read them). */
  readonly keepDigests?: boolean
  /**
   * Check each hash line that follows an event of the same seq against the state after that event
   * (the inspector's worker): `checks` of the result.
   */
  readonly verify?: boolean
}

export { mergeChunks, planChunks, type ChunkCheck, type ChunkResult, type MergedReplay }

/** The position of the first line at or after `from` (a line start) and before `to` that starts with `["`; `to` when none. */
export type FindTableLine = (bytes: Uint8Array, from: number, to: number) => number

/** {@link FindTableLine} with the typed array's indexOf (Node passes Buffer's pattern search). */
export const findTableLine: FindTableLine = (bytes, from, to) => {
  for (let q = from; q < to; ) {
    if (bytes[q] === 91 && bytes[q + 1] === 34) return q
    const nl = bytes.indexOf(10, q)
    if (nl < 0) return to
    q = nl + 1
  }
  return to
}

/** One thread's reading state across the chunks it takes (in increasing order). */
export interface ChunkThread {
  readonly reader: ReturnType<typeof makeTraceReader>
  /** Every line before `pos` that can change the tables was read. */
  pos: number
  fresh: boolean
}

export const makeChunkThread = (): ChunkThread => ({ reader: makeTraceReader(), pos: 0, fresh: true })

const decoder = new TextDecoder("utf-8", { ignoreBOM: true })

/** Numbers of a `[a,b,c(,d)]` line, as the reader's scanEventLine reads its text (reused). */
const nums = [0, 0, 0, 0]

/**
 * Reads the line [start, end) (end before "\n" and one "\r") as `read(text)` would: event lines of whole
 * numbers and digest lines without escapes from the bytes, anything else decoded and read.
 */
const readLine = (t: { readonly reader: ReturnType<typeof makeTraceReader> }, bytes: Uint8Array, start: number, end: number, line: number, keepDigests: boolean): TraceItem | null => {
  if (bytes[start] === 91) {
    const len = end - start
    if (len >= 7 && bytes[end - 1] === 93 && bytes[start + 1]! >= 48 && bytes[start + 1]! <= 57) {
      let i = start + 1
      let count = 0
      for (;;) {
        let n = 0
        const from = i
        for (let c = bytes[i]!; c >= 48 && c <= 57 && i < end; c = bytes[++i]!) n = n * 10 + (c - 48)
        const digits = i - from
        if (digits === 0 || digits > 15 || (digits > 1 && bytes[from] === 48)) break
        nums[count++] = n
        const c = bytes[i++]
        if (c === 93) {
          if (i === end && (count === 3 || count === 4)) return t.reader.event(nums[0]!, nums[1]!, nums[2]!, count === 4 ? nums[3] : undefined, line)
          break
        }
        if (c !== 44 || count === 4 || i >= end) break
      }
    } else if (len >= 10 && bytes[start + 1] === 34 && bytes[start + 2] === 100 && bytes[start + 3] === 34 && bytes[start + 4] === 44) {
      // ["d",<id>,"<text>"]
      let i = start + 5
      let n = 0
      for (let c = bytes[i]!; c >= 48 && c <= 57 && i < end; c = bytes[++i]!) n = n * 10 + (c - 48)
      const digits = i - start - 5
      if (digits > 0 && digits <= 15 && !(digits > 1 && bytes[start + 5] === 48) && bytes[i] === 44 && bytes[i + 1] === 34 && i + 4 <= end && bytes[end - 2] === 34 && bytes[end - 1] === 93) {
        let clean = true
        for (let k = i + 2; k < end - 2; k++) {
          const c = bytes[k]
          if (c === 34 || c === 92) {
            clean = false
            break
          }
        }
        if (clean) return t.reader.digest(n, keepDigests ? decoder.decode(bytes.subarray(i + 2, end - 2)) : "", line)
      }
    }
  }
  return t.reader.read(decoder.decode(bytes.subarray(start, end)), line)
}

/** End of the line starting at `q` (the "\n" or the end) and the end of its text (before a "\r"). */
const lineEnd = (bytes: Uint8Array, q: number): number => {
  const nl = bytes.indexOf(10, q)
  return nl < 0 ? bytes.length : nl
}
const textEnd = (bytes: Uint8Array, q: number, nl: number): number => (nl > q && bytes[nl - 1] === 13 && nl < bytes.length ? nl - 1 : nl)

/** Events folded per evolveMany call. */
const BATCH = 8_192

/**
 * Reads and replays chunk `c` of `bytes` (chunk starts from {@link planChunks}) on thread `t`, which
 * must take its chunks in increasing order. Never throws on bad lines (they are problems).
 */
export const readChunk = (t: ChunkThread, bytes: Uint8Array, starts: ReadonlyArray<number>, c: number, opts: ChunkOptions, find: FindTableLine = findTableLine): ChunkResult => {
  const from = starts[c]!
  const to = starts[c + 1]!
  const until = opts.until
  const keepDigests = opts.keepDigests ?? false
  const size = bytes.length
  const t0 = performance.now()
  let foldMs = 0
  const fold = (events: ReadonlyArray<AppEvent>) => {
    const f0 = performance.now()
    state = evolveMany(state, events, onFailed)
    foldMs += performance.now() - f0
  }
  const keptAppStarted = (item: TraceItem | null): boolean => item?.kind === "event" && item.event._tag === "AppStarted" && (until === null || item.event.seq <= until)
  let q: number
  let skipped: readonly [number, number] = [0, 0]
  if (c === 0) {
    if (!t.fresh) throw new Error("chunk 0 must be a thread's first")
    q = 0
  } else {
    if (t.fresh) {
      // The header line: a later header line is then a problem, as in the sequential reader.
      const nl = lineEnd(bytes, 0)
      t.reader.read(decoder.decode(bytes.subarray(0, textEnd(bytes, 0, nl))), 1)
      t.pos = Math.min(size, nl + 1)
    }
    // The table lines up to the chunk, then every line until the chunk's first kept AppStarted.
    if (t.pos < from) skipped = [t.pos, from]
    for (let p = find(bytes, t.pos, from); p < from; p = find(bytes, p, from)) {
      const nl = lineEnd(bytes, p)
      readLine(t, bytes, p, textEnd(bytes, p, nl), 0, keepDigests)
      p = nl + 1
      if (p >= from) break
    }
    q = Math.max(t.pos, from)
    while (q < size) {
      const nl = lineEnd(bytes, q)
      if (keptAppStarted(readLine(t, bytes, q, textEnd(bytes, q, nl), 0, keepDigests))) break
      q = nl + 1
    }
    q = Math.min(q, size)
  }
  t.fresh = false
  const owns = c === 0 || q < to
  const problems: TraceProblem[] = []
  const tags = new Map<string, { n: number }>()
  const recorded: AppEvent[] = []
  const failures: EvolveFailure[] = []
  const hashes: HashLine[] = []
  const checks: ChunkCheck[] = []
  const all: AppEvent[] | undefined = opts.keepEvents ? [] : undefined
  let batch: AppEvent[] = []
  let state: AppState = initialState
  let lines = 0
  let keptCount = 0
  let total = 0
  let firstSeq: number | null = null
  let lastSeq: number | null = null
  let sawUntil = false
  const unusual: number[] = []
  const onFailed = (f: EvolveFailure) => void failures.push(f)
  if (owns) {
    while (q < size) {
      const nl = lineEnd(bytes, q)
      const changes = t.reader.tableChanges()
      const item = readLine(t, bytes, q, textEnd(bytes, q, nl), lines + 1, keepDigests)
      if (q >= to && lines > 0 && keptAppStarted(item)) break
      // A header after line 1 (none there) too: threads that skipped it would read later headers differently.
      if ((t.reader.tableChanges() !== changes && !(bytes[q] === 91 && bytes[q + 1] === 34)) || (item?.kind === "header" && q > 0)) unusual.push(q)
      lines++
      q = nl + 1
      if (item === null) continue
      if (item.kind === "event") {
        const e = item.event
        total++
        if (until !== null && e.seq === until) sawUntil = true
        if (until !== null && e.seq > until) continue
        keptCount++
        if (firstSeq === null) firstSeq = e.seq
        lastSeq = e.seq
        const counter = tags.get(e._tag)
        if (counter) counter.n++
        else tags.set(e._tag, { n: 1 })
        if (e._tag === "EvolveFailed") recorded.push(e)
        all?.push(e)
        batch.push(e)
        if (batch.length >= BATCH) {
          fold(batch)
          batch = []
        }
      } else if (item.kind === "hash") {
        hashes.push(item.hash)
        if (opts.verify && lastSeq === item.hash.seq && until === null) {
          if (batch.length > 0) fold(batch)
          batch = []
          checks.push({ seq: item.hash.seq, ordinal: total - 1, paths: hashMismatch(item.hash, state) })
        }
      } else if (item.kind === "problem") problems.push({ line: lines - 1, reason: item.problem.reason })
    }
    if (batch.length > 0) fold(batch)
  }
  q = Math.min(q, size)
  t.pos = q
  const toEnd = owns && q >= size
  return {
    index: c,
    lines,
    problems,
    kept: keptCount,
    total,
    firstSeq,
    lastSeq,
    tags: [...tags].map(([tag, c]) => [tag, c.n] as const),
    recorded,
    failures,
    hashes,
    checks,
    sawUntil,
    unusual,
    skipped,
    toEnd,
    state: toEnd ? (keptCount === 0 ? evolveMany(initialState, []) : state) : null,
    ...(all ? { events: all } : {}),
    ...(c === 0 ? { header: t.reader.header() } : {}),
    ms: performance.now() - t0,
    foldMs,
  }
}

/**
 * Replays `bytes` in `n` chunks in this thread, chunk c on thread `assign(c)` (threads take chunks in
 * increasing order): what parallel threads give, for tests and small inputs. Null as mergeChunks.
 */
export const replayChunks = (bytes: Uint8Array, n: number, opts: ChunkOptions, assign: (c: number) => number = () => 0): MergedReplay | null => {
  const starts = planChunks(bytes, n)
  const threads = new Map<number, ChunkThread>()
  const results: ChunkResult[] = []
  for (let c = 0; c < n; c++) {
    const k = assign(c)
    let t = threads.get(k)
    if (!t) threads.set(k, (t = makeChunkThread()))
    results.push(readChunk(t, bytes, starts, c, opts))
  }
  return mergeChunks(results)
}

/**
 * {@link makeChunkReader} (trace.ts) over bytes: a file read as a byte stream, each piece ending at a
 * line end; spans and `end` are byte offsets in the piece. The same chunks as the text reader gives for
 * the decoded text (event lines of whole numbers and digest lines are read from the bytes, any other
 * line decoded and read as text); digest texts are not kept (the inspector does not show them).
 */
export const makeByteChunkReader = (lines = 2_000, firstLines = lines, table: typeof migrations = migrations) => {
  const t = { reader: makeTraceReader(table) }
  return makeLineChunker<Uint8Array>(
    {
      size: (bytes) => bytes.length,
      bounds: (bytes, start) => {
        const nl = lineEnd(bytes, start)
        return [textEnd(bytes, start, nl), Math.min(nl + 1, bytes.length)]
      },
      read: (bytes, start, end, lineNo) => readLine(t, bytes, start, end, lineNo, false),
      header: () => t.reader.header(),
    },
    lines,
    firstLines,
  )
}
