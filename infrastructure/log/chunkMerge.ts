// Merging the results of a chunked replay (segments.ts) in chunk order: what the sequential reader and
// `replay` give. Imports only types, so a thread that merges (the replay CLI's main thread, while its
// workers replay) loads no domain code.
import type { AppEvent } from "../../domain/app/event"
import type { EvolveFailure } from "../../domain/app/kernel"
import type { AppState } from "../../domain/app/state"
import type { HashLine, TraceHeader, TraceProblem } from "./trace"

/** Where chunk c starts (c = 0..n-1; `starts[n]` is the end): line starts near equal byte offsets. Here, a module without runtime imports, so the replay pool plans chunks without loading the domain. */
export const planChunks = (bytes: Uint8Array, n: number): number[] => {
  const starts = [0]
  for (let c = 1; c < n; c++) {
    const nl = bytes.indexOf(10, Math.max(starts[c - 1]!, Math.floor((bytes.length * c) / n)))
    starts.push(nl < 0 ? bytes.length : nl + 1)
  }
  starts.push(bytes.length)
  return starts
}

/** A hash line checked by a chunk's owner: the event it follows (its index among the chunk's events), and the differing fields (null: match). */
export interface ChunkCheck {
  readonly seq: number
  readonly ordinal: number
  readonly paths: ReadonlyArray<string> | null
}

/** What one chunk's owner found; problems are numbered from its first owned line (0). */
export interface ChunkResult {
  readonly index: number
  /** Lines owned (the chunk's first kept AppStarted line up to the next chunk's). */
  readonly lines: number
  readonly problems: ReadonlyArray<TraceProblem>
  /** Events kept (seq <= until) and all events read, in the owned lines. */
  readonly kept: number
  readonly total: number
  readonly firstSeq: number | null
  readonly lastSeq: number | null
  /** Event counts by _tag (kept events), in order of first appearance. */
  readonly tags: ReadonlyArray<readonly [string, number]>
  /** The kept EvolveFailed events (recorded failures). */
  readonly recorded: ReadonlyArray<AppEvent>
  /** Events whose recipe throws in this replay, in order. */
  readonly failures: ReadonlyArray<EvolveFailure>
  readonly hashes: ReadonlyArray<HashLine>
  /** With `verify`: the hash lines checked here, in order (the others are left to the caller). */
  readonly checks: ReadonlyArray<ChunkCheck>
  /** An event with seq === until was read (kept or not). */
  readonly sawUntil: boolean
  /**
   * Where lines that did not start with `["` changed the format 2 tables or set the header (byte
   * offsets): a thread that skipped over one to reach its chunk may have misread.
   */
  readonly unusual: ReadonlyArray<number>
  /** The bytes this thread skipped to reach the chunk, reading only lines that start with `["`: [from, to). */
  readonly skipped: readonly [number, number]
  /** The owned lines run to the end of the text. */
  readonly toEnd: boolean
  /** The state after the owned events (when `toEnd`), else null. */
  readonly state: AppState | null
  /** The owned events, with `keepEvents`. */
  readonly events?: ReadonlyArray<AppEvent>
  /** Chunk 0: the trace's header (null when line 1 is none). */
  readonly header?: TraceHeader | null
  /** Time this chunk took (ms): all of it, and the fold (evolveMany) part. */
  readonly ms: number
  readonly foldMs: number
}

/** What a chunked replay gives, as the sequential reader and `replay` would (see mergeChunks). */
export interface MergedReplay {
  readonly problems: ReadonlyArray<TraceProblem>
  readonly kept: number
  readonly total: number
  readonly firstSeq: number | null
  readonly lastSeq: number | null
  readonly tags: ReadonlyMap<string, number>
  readonly recorded: ReadonlyArray<AppEvent>
  readonly failures: ReadonlyArray<EvolveFailure>
  readonly hashes: ReadonlyArray<HashLine>
  readonly sawUntil: boolean
  readonly state: AppState
  readonly events?: ReadonlyArray<AppEvent>
  /** The header (line 1), when it is one. */
  readonly header: TraceHeader | null
}

/**
 * Merges the results of every chunk (any order in, chunk order used): problems renumbered to file lines,
 * counts summed, failures and hashes concatenated, the state of the chunk that reads to the end. Null
 * when a thread may have misread (an unusual table line: the caller reads sequentially instead) or a
 * chunk is missing.
 */
export const mergeChunks = (results: ReadonlyArray<ChunkResult>): MergedReplay | null => {
  const sorted = [...results].sort((a, b) => a.index - b.index)
  const unusual = sorted.flatMap((r) => r.unusual)
  if (unusual.some((at) => sorted.some((r) => r.skipped[0] <= at && at < r.skipped[1]))) return null
  const problems: TraceProblem[] = []
  const tags = new Map<string, number>()
  const recorded: AppEvent[] = []
  const failures: EvolveFailure[] = []
  const hashes: HashLine[] = []
  const events: AppEvent[] | undefined = sorted.every((r) => r.events) ? [] : undefined
  let base = 1
  let kept = 0
  let total = 0
  let firstSeq: number | null = null
  let lastSeq: number | null = null
  let sawUntil = false
  let state: AppState | null = null
  for (const r of sorted) {
    for (const p of r.problems) problems.push({ line: base + p.line, reason: p.reason })
    base += r.lines
    kept += r.kept
    total += r.total
    if (r.firstSeq !== null && firstSeq === null) firstSeq = r.firstSeq
    if (r.lastSeq !== null) lastSeq = r.lastSeq
    for (const [tag, n] of r.tags) tags.set(tag, (tags.get(tag) ?? 0) + n)
    recorded.push(...r.recorded)
    failures.push(...r.failures)
    hashes.push(...r.hashes)
    sawUntil ||= r.sawUntil
    if (r.toEnd && (r.lines > 0 || r.index === 0)) state = r.state
    if (events && r.events) events.push(...r.events)
  }
  if (state === null) return null
  return { problems, kept, total, firstSeq, lastSeq, tags, recorded, failures, hashes, sawUntil, state, header: sorted[0]?.header ?? null, ...(events ? { events } : {}) }
}

