// One opened trace: parsed in chunks (rows appear while the rest loads), checkpoint states built as
// events arrive, recorded hashes checked against the replay, and memoised per-row facts (domain,
// severity, summary, timer starter). Views subscribe to `version`, which changes after each slice.
// A file is read as a stream, piece by piece (the first piece small, so the first rows show at once;
// a file larger than one JavaScript string, ~512 MiB, opens too).
import type { AppEvent } from "../../domain/app/event"
import type { AppState } from "../../domain/app/state"
import { Checkpoints, checkHash, type HashCheck } from "./checkpoints"
import { makeChunkReader, type HashLine, type TraceHeader, type TraceProblem } from "./compose"
import { domainOf, type Domain } from "./domains"
import { severityOf, summarize, type Severity } from "./summary"
import { timerStarter } from "./timers"
import { nextFrame, SLICE_MS, yieldNow } from "./yieldNow"

/** Where loading is: reading lines, replaying the tail and checking hashes, done, or failed. */
export interface Progress {
  readonly phase: "parsing" | "replaying" | "done"
  /** 0..1 */
  readonly fraction: number
}

/** Lines per chunk after the first; the first chunk is small so the first rows show at once. */
const CHUNK_LINES = 100
const FIRST_CHUNK_LINES = 120
/** Events replayed per step (checkpoints are built in several steps). */
const REPLAY_STEP = 200
/** Views are told about progress at most this often while loading (ms). */
const NOTIFY_MS = 100
/** Characters of a file's first piece (the first rows), then of each later piece. */
const FIRST_PIECE = 64 << 10
const PIECE = 4 << 20
/** Format 1 files up to this size (bytes) keep their text for the free-text filter; others search each event's JSON. */
const KEEP_TEXT_BYTES = 256 << 20

/** The pieces of `source` in order, each ending at a line end (the last may not): text once, a file streamed. */
async function* piecesOf(source: string | Blob): AsyncGenerator<string> {
  if (typeof source === "string") {
    if (source !== "") yield source
    return
  }
  const reader = source.stream().pipeThrough(new TextDecoderStream()).getReader()
  let buf = ""
  let want = FIRST_PIECE
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    buf += value
    if (buf.length < want) continue
    const cut = buf.lastIndexOf("\n")
    if (cut < 0) continue
    yield buf.slice(0, cut + 1)
    buf = buf.slice(cut + 1)
    want = PIECE
  }
  if (buf !== "") yield buf
}

/** A loaded (or loading) trace and everything the views read from it. */
export class TraceSession {
  header: TraceHeader | null = null
  readonly events: AppEvent[] = []
  readonly hashes: HashLine[] = []
  readonly problems: TraceProblem[] = []
  readonly domains: Domain[] = []
  readonly severities: Severity[] = []
  /** The piece each event's line is in and its start and end offsets there (flat triples: 3i, 3i + 1, 3i + 2). */
  private readonly spans: number[] = []
  /** The text pieces read so far (kept for the free-text filter unless the file is large). */
  private readonly pieces: Array<string | undefined> = []
  readonly indexBySeq = new Map<number, number>()
  readonly tagCounts = new Map<string, number>()
  readonly hashChecks = new Map<number, HashCheck>()
  readonly checkpoints = new Checkpoints(this.events)
  errorCount = 0
  firstMismatch: HashCheck | null = null
  progress: Progress = { phase: "parsing", fraction: 0 }
  version = 0

  private readonly summaries: Array<string | undefined> = []
  private readonly starters = new Map<number, number | null>()
  private readonly hashStops = new Map<number, HashLine[]>()
  private readonly listeners = new Set<() => void>()
  private cancelled = false
  private blobUrl: string | null = null

  /** `source`: the trace text, or a file (read as a stream by `load`). */
  constructor(
    readonly fileName: string,
    readonly source: string | Blob,
  ) {}

  /** Size of the source: characters of a text, bytes of a file. */
  private get size(): number {
    return typeof this.source === "string" ? this.source.length : this.source.size
  }

  /** Subscribes to changes (for useSyncExternalStore); returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The change counter views render from. */
  getVersion = (): number => this.version

  private notify(): void {
    this.version++
    for (const l of this.listeners) l()
  }

  /** The memoised one-line summary of event index i. */
  summaryOf = (i: number): string => (this.summaries[i] ??= summarize(this.events[i]!))

  /** The replayed state after event index i (-1: the initial state). */
  stateAt = (i: number): AppState => this.checkpoints.stateAt(i)

  /** For a TimerElapsed at index i: the index of the event that started the timer (memoised), else null. */
  starterOf = (i: number): number | null => {
    if (!this.starters.has(i)) this.starters.set(i, timerStarter(this.events, i, this.stateAt))
    return this.starters.get(i) ?? null
  }

  /** The recorded-hash result for event index i, if a hash line names its seq. */
  hashCheckAt = (i: number): HashCheck | undefined => this.hashChecks.get(this.events[i]!.seq)

  /** True once every line is read and replayed. */
  get loaded(): boolean {
    return this.progress.phase === "done"
  }

  /** A blob: URL of the trace text (made once, revoked by dispose). */
  blobUrlOf(): string {
    this.blobUrl ??= URL.createObjectURL(typeof this.source === "string" ? new Blob([this.source], { type: "application/x-ndjson" }) : this.source)
    return this.blobUrl
  }

  /** Stops loading and frees the blob URL. */
  dispose(): void {
    this.cancelled = true
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl)
    this.blobUrl = null
    this.listeners.clear()
  }

  private record(check: HashCheck): void {
    this.hashChecks.set(check.seq, check)
    if (check.status !== "match" && (this.firstMismatch === null || check.seq < this.firstMismatch.seq)) this.firstMismatch = check
  }

  /** The event's own line of the trace text (what the free-text filter searches); its JSON when the text was not kept. */
  textOf = (i: number): string => {
    const piece = this.pieces[this.spans[3 * i]!]
    return piece === undefined ? JSON.stringify(this.events[i]) : piece.slice(this.spans[3 * i + 1], this.spans[3 * i + 2])
  }

  private addEvents(events: ReadonlyArray<AppEvent>, spans: ReadonlyArray<readonly [number, number]>, piece: number): void {
    for (const [a, b] of spans) this.spans.push(piece, a, b)
    for (const e of events) {
      const i = this.events.length
      this.events.push(e)
      this.domains.push(domainOf(e._tag))
      const sev = severityOf(e)
      this.severities.push(sev)
      if (sev) this.errorCount++
      if (!this.indexBySeq.has(e.seq)) this.indexBySeq.set(e.seq, i)
      this.tagCounts.set(e._tag, (this.tagCounts.get(e._tag) ?? 0) + 1)
    }
  }

  private addHashes(hashes: ReadonlyArray<HashLine>): void {
    for (const h of hashes) {
      this.hashes.push(h)
      const i = this.indexBySeq.get(h.seq)
      if (i === undefined) continue // resolved (or reported missing) at the end
      if (i < this.checkpoints.replayed) this.record(checkHash(h, this.stateAt(i)))
      else this.hashStops.set(i, [...(this.hashStops.get(i) ?? []), h])
    }
  }

  /** Replays on to `to` events, checking the hashes met on the way. */
  private advance(to: number): boolean {
    const from = this.checkpoints.replayed
    const stops = [...this.hashStops.keys()].filter((i) => i >= from && i < to).sort((a, b) => a - b)
    return this.checkpoints.advance(to, stops, (i, state) => {
      for (const h of this.hashStops.get(i) ?? []) this.record(checkHash(h, state))
      this.hashStops.delete(i)
    })
  }

  /** Reads the whole source in slices, yielding to the browser between them. Resolves when done. */
  async load(): Promise<void> {
    const total = Math.max(1, this.size)
    const keepText = this.size <= KEEP_TEXT_BYTES
    let deadline = performance.now() + SLICE_MS
    let lastNotify = -Infinity
    const pause = async (): Promise<boolean> => {
      if (performance.now() < deadline) return this.cancelled
      const now = performance.now()
      if (now - lastNotify >= NOTIFY_MS) {
        lastNotify = now
        this.notify()
        await nextFrame() // let the views render what is there
      } else await yieldNow()
      deadline = performance.now() + SLICE_MS
      return this.cancelled
    }
    let first = true
    let read = 0
    const progress = (phase: Progress["phase"]) => {
      const replayed = this.checkpoints.replayed / Math.max(1, this.events.length)
      this.progress = { phase, fraction: Math.min(0.99, 0.8 * (read / total) + 0.2 * replayed) }
    }
    const reader = makeChunkReader(CHUNK_LINES, FIRST_CHUNK_LINES)
    let before = 0
    for await (const text of piecesOf(this.source)) {
      if (this.cancelled) return
      const piece = this.pieces.length
      // Format 2 lines refer to records: the free-text filter searches each event's JSON instead.
      const compact = (this.header?.format ?? 1) >= 2
      this.pieces.push(keepText && !compact ? text : undefined)
      for (const chunk of reader.chunks(text)) {
        if (chunk.header) {
          this.header = chunk.header
          if (chunk.header.format >= 2) this.pieces[piece] = undefined
        }
        this.addEvents(chunk.events, chunk.spans, piece)
        this.addHashes(chunk.hashes)
        this.problems.push(...chunk.problems)
        read = before + chunk.end
        progress("parsing")
        if (first) {
          first = false
          deadline = 0 // show the first rows at once
        }
        if (await pause()) return
        // Replay up to the last event but one: the hash lines of those events are read already.
        while (this.advance(Math.min(this.checkpoints.replayed + REPLAY_STEP, this.events.length - 1))) {
          progress("parsing")
          if (await pause()) return
        }
      }
      before += text.length
    }
    this.problems.push(...(reader.finish()?.problems ?? []))
    while (this.advance(this.checkpoints.replayed + REPLAY_STEP)) {
      progress("replaying")
      if (await pause()) return
    }
    for (const h of this.hashes) if (!this.indexBySeq.has(h.seq)) this.record({ seq: h.seq, status: "missing", paths: [] })
    this.problems.sort((a, b) => a.line - b.line)
    this.progress = { phase: "done", fraction: 1 }
    this.notify()
  }
}
