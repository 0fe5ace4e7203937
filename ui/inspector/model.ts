// One opened trace: parsed in chunks (rows appear while the rest loads), checkpoint states built as
// events arrive, recorded hashes checked against the replay, and memoised per-row facts (domain,
// severity, summary, timer starter). Views subscribe to `version`, which changes after each slice.
// A file is read as a stream, piece by piece (the first piece small, so the first rows show at once;
// a file larger than one JavaScript string, ~512 MiB, opens too). With a verifier (the page's Web
// Worker), the worker replays the file and checks its hashes while this thread only reads the lines;
// states for the views are then replayed on demand from the nearest page load or checkpoint.
import type { AppEvent } from "../../domain/app/event"
import type { AppState } from "../../domain/app/state"
import { Checkpoints, checkHash, type HashCheck } from "./checkpoints"
import { makeByteChunkReader, makeChunkReader, type HashLine, type TraceChunk, type TraceHeader, type TraceProblem, type Verification, type Verifier, type VerifyMessage } from "./compose"
import { domainOf, type Domain } from "./domains"
import { isProblem, severityOf, summarize, type Severity } from "./summary"
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
/** Views are told about progress at most this often while loading (ms); past LONG_TRACE events, NOTIFY_LONG_MS. */
const NOTIFY_MS = 100
const LONG_TRACE = 200_000
const NOTIFY_LONG_MS = 300
/** Characters of a file's first piece (the first rows), then of each later piece. */
const FIRST_PIECE = 64 << 10
const PIECE = 4 << 20
/** Format 1 files up to this size (bytes) keep their text for the free-text filter; others search each event's JSON. */
const KEEP_TEXT_BYTES = 256 << 20

/**
 * The pieces of `source` in order, each ending at a line end (the last may not): a text once, a file
 * streamed as bytes (read by the byte reader: no decoding of the lines it reads from the bytes).
 */
async function* piecesOf(source: string | Blob): AsyncGenerator<string | Uint8Array> {
  if (typeof source === "string") {
    if (source !== "") yield source
    return
  }
  const reader = source.stream().getReader()
  // The stream's chunks are joined once a piece's worth has come (not at every chunk: that copies a lot).
  let parts: Uint8Array[] = []
  let length = 0
  let want = FIRST_PIECE
  const join = (): Uint8Array => {
    if (parts.length === 1) return parts[0]!
    const joined = new Uint8Array(length)
    let at = 0
    for (const p of parts) {
      joined.set(p, at)
      at += p.length
    }
    return joined
  }
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value)
    length += value.length
    if (length < want) continue
    const buf = join()
    const cut = buf.lastIndexOf(10)
    if (cut < 0) {
      parts = [buf]
      continue
    }
    yield buf.subarray(0, cut + 1)
    parts = [buf.subarray(cut + 1)]
    length = buf.length - cut - 1
    want = PIECE
  }
  if (length > 0) yield join()
}

const decoder = new TextDecoder()

/**
 * The index of the first event with a given seq. While seqs only grow (what the app writes) it is a
 * binary search over them; at the first seq that does not, a Map of every seq is built once and kept
 * up (a Map of a million entries costs more than the rest of reading a line).
 */
export class SeqIndex {
  private readonly seqs: number[] = []
  private map: Map<number, number> | null = null

  /** Notes the event at index `i` (indices given in order). */
  add(seq: number, i: number): void {
    if (this.map) {
      if (!this.map.has(seq)) this.map.set(seq, i)
      return
    }
    const n = this.seqs.length
    if (n === 0 || seq > this.seqs[n - 1]!) {
      this.seqs.push(seq)
      return
    }
    this.map = new Map()
    this.seqs.forEach((s, k) => this.map!.set(s, k))
    if (!this.map.has(seq)) this.map.set(seq, i)
  }

  /** The index of the first event numbered `seq`, else undefined. */
  get(seq: number): number | undefined {
    if (this.map) return this.map.get(seq)
    let lo = 0
    let hi = this.seqs.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      const v = this.seqs[mid]!
      if (v === seq) return mid
      if (v < seq) lo = mid + 1
      else hi = mid - 1
    }
    return undefined
  }

  has(seq: number): boolean {
    return this.get(seq) !== undefined
  }
}

/** A loaded (or loading) trace and everything the views read from it. */
export class TraceSession {
  header: TraceHeader | null = null
  readonly events: AppEvent[] = []
  readonly hashes: HashLine[] = []
  readonly problems: TraceProblem[] = []
  readonly domains: Domain[] = []
  readonly severities: Severity[] = []
  /** The piece each event's line is in and its start and end offsets there (flat triples: 3i, 3i + 1, 3i + 2), for the first `spanned` events. */
  private readonly spans: number[] = []
  private spanned = 0
  /** The pieces read so far, text or bytes (kept for the free-text filter unless the file is large). */
  private readonly pieces: Array<string | Uint8Array | undefined> = []
  readonly indexBySeq = new SeqIndex()
  /** Events per type, counted in one lookup per event (a counter object per type); `tagCounts` reads them. */
  private readonly tagCounters = new Map<string, { n: number }>()
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

  /** Hash checks of the worker, in arrival order: the hash line's seq, the index of the event it follows, the differing fields (null: match). */
  private readonly workerChecks: Array<{ readonly seq: number; readonly index: number; readonly paths: ReadonlyArray<string> | null }> = []
  private workerApplied = 0
  private verification: Verification | null = null

  /**
   * `source`: the trace text, or a file (read as a stream by `load`). `verifier`: replays a file and
   * checks its hashes off this thread (the inspector's worker); without one, this thread does.
   */
  constructor(
    readonly fileName: string,
    readonly source: string | Blob,
    private readonly verifier: Verifier | null = null,
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

  /** Events per type, in order of first appearance. */
  get tagCounts(): ReadonlyMap<string, number> {
    return new Map([...this.tagCounters].map(([tag, c]) => [tag, c.n]))
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
    this.verification?.stop()
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
    const piece = i < this.spanned ? this.pieces[this.spans[3 * i]!] : undefined
    if (piece === undefined) return JSON.stringify(this.events[i])
    const [a, b] = [this.spans[3 * i + 1]!, this.spans[3 * i + 2]!]
    return typeof piece === "string" ? piece.slice(a, b) : decoder.decode(piece.subarray(a, b))
  }

  private addEvents(events: ReadonlyArray<AppEvent>, spans: ReadonlyArray<readonly [number, number]>, piece: number): void {
    // Spans are read only where the piece's text is kept (format 1, not too large): from the first event on, until a piece is not kept.
    if (this.pieces[piece] !== undefined && this.spanned === this.events.length) {
      for (const [a, b] of spans) this.spans.push(piece, a, b)
      this.spanned += events.length
    }
    for (const e of events) {
      const i = this.events.length
      this.events.push(e)
      this.domains.push(domainOf(e._tag))
      const sev = severityOf(e)
      this.severities.push(sev)
      if (isProblem(sev)) this.errorCount++
      this.indexBySeq.add(e.seq, i)
      if (e._tag === "AppStarted") this.checkpoints.starts.push(i)
      const counter = this.tagCounters.get(e._tag)
      if (counter) counter.n++
      else this.tagCounters.set(e._tag, { n: 1 })
    }
  }

  private addHashes(hashes: ReadonlyArray<HashLine>, byWorker: boolean): void {
    for (const h of hashes) {
      this.hashes.push(h)
      if (byWorker) continue
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

  /** Shows the worker's checks whose event this thread has read (a check names the event's index: it counts if that index is the first with its seq). */
  private applyWorkerChecks(): void {
    for (; this.workerApplied < this.workerChecks.length; this.workerApplied++) {
      const c = this.workerChecks[this.workerApplied]!
      if (c.index >= this.events.length) return
      if (this.indexBySeq.get(c.seq) === c.index) this.record({ seq: c.seq, status: c.paths === null ? "match" : "mismatch", paths: c.paths ?? [] })
    }
  }

  /**
   * Starts the verifier on a file: its checks are collected (and shown once this thread has read their
   * events); resolves true when it is done, false when it failed (this thread then replays).
   */
  private startWorker(file: Blob, onProgress: (end: number) => void): Promise<boolean> | null {
    if (!this.verifier) return null
    let offset = 0
    let next = 0
    let bytes = 0
    // Chunks may come in any order (several workers): taken in chunk order, each after the events of the previous ones.
    const waiting = new Map<number, Extract<VerifyMessage, { kind: "chunk" }>>()
    let settle: (ok: boolean) => void = () => {}
    const finished = new Promise<boolean>((resolve) => (settle = resolve))
    const onMessage = (m: VerifyMessage) => {
      if (m.kind === "chunk") {
        waiting.set(m.index, m)
        bytes += m.end
        onProgress(bytes)
        for (let c = waiting.get(next); c; c = waiting.get(next)) {
          waiting.delete(next++)
          for (const k of c.checks) this.workerChecks.push({ seq: k.seq, index: offset + k.ordinal, paths: k.paths })
          offset += c.events
        }
      } else settle(m.kind === "done")
    }
    this.verification = this.verifier(file, onMessage)
    return this.verification ? finished : null
  }

  /** Reads the whole source in slices, yielding to the browser between them. Resolves when done. */
  async load(): Promise<void> {
    let workerRead = 0
    // With a worker, this thread only reads lines; the worker starts once the first rows are painted.
    const file = typeof this.source === "string" ? null : this.source
    const wantWorker = file !== null && this.verifier !== null
    let worker: Promise<boolean> | null = null
    const total = Math.max(1, this.size)
    const keepText = this.size <= KEEP_TEXT_BYTES
    let deadline = performance.now() + SLICE_MS
    let lastNotify = -Infinity
    const pause = async (): Promise<boolean> => {
      if (performance.now() < deadline) return this.cancelled
      const now = performance.now()
      // Each render measures every row of the timeline: fewer renders while a long trace loads.
      if (now - lastNotify >= (this.events.length > LONG_TRACE ? NOTIFY_LONG_MS : NOTIFY_MS)) {
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
      const replayed = wantWorker ? workerRead / total : this.checkpoints.replayed / Math.max(1, this.events.length)
      this.progress = { phase, fraction: Math.min(0.99, wantWorker ? 0.5 * (read / total) + 0.5 * replayed : 0.8 * (read / total) + 0.2 * replayed) }
    }
    const reader = typeof this.source === "string" ? makeChunkReader(CHUNK_LINES, FIRST_CHUNK_LINES) : makeByteChunkReader(CHUNK_LINES, FIRST_CHUNK_LINES)
    const chunksOf = reader.chunks as (piece: string | Uint8Array) => Generator<TraceChunk>
    let before = 0
    for await (const text of piecesOf(this.source)) {
      if (this.cancelled) return
      const piece = this.pieces.length
      // Format 2 lines refer to records: the free-text filter searches each event's JSON instead.
      const compact = (this.header?.format ?? 1) >= 2
      this.pieces.push(keepText && !compact ? text : undefined)
      for (const chunk of chunksOf(text)) {
        if (chunk.header) {
          this.header = chunk.header
          if (chunk.header.format >= 2) this.pieces[piece] = undefined
        }
        this.addEvents(chunk.events, chunk.spans, piece)
        this.addHashes(chunk.hashes, wantWorker)
        if (wantWorker) this.applyWorkerChecks()
        this.problems.push(...chunk.problems)
        read = before + chunk.end
        progress("parsing")
        if (first) {
          first = false
          deadline = 0 // show the first rows at once
        }
        if (await pause()) return
        if (wantWorker && file && !worker) worker = this.startWorker(file, (end) => (workerRead = end)) ?? Promise.resolve(false)
        // Replay up to the last event but one: the hash lines of those events are read already.
        while (!wantWorker && this.advance(Math.min(this.checkpoints.replayed + REPLAY_STEP, this.events.length - 1))) {
          progress("parsing")
          if (await pause()) return
        }
      }
      before += text.length
    }
    this.problems.push(...(reader.finish()?.problems ?? []))
    if (wantWorker && file && !worker) worker = this.startWorker(file, (end) => (workerRead = end)) ?? Promise.resolve(false)
    if (worker) {
      // Wait for the worker (the page stays responsive), showing its checks as they come.
      let ok: boolean | null = null
      void worker.then((r) => (ok = r))
      while (ok === null) {
        this.applyWorkerChecks()
        progress("replaying")
        this.notify()
        await Promise.race([worker, new Promise((resolve) => setTimeout(resolve, NOTIFY_MS))])
        if (this.cancelled) return
      }
      this.applyWorkerChecks()
      if (ok) {
        this.finishWorkerChecks()
        this.finish()
        return
      }
      // The worker failed: this thread replays and checks every hash, as without one.
      this.hashChecks.clear()
      this.firstMismatch = null
      for (const h of this.hashes) {
        const i = this.indexBySeq.get(h.seq)
        if (i === undefined) continue
        if (i < this.checkpoints.replayed) this.record(checkHash(h, this.stateAt(i)))
        else this.hashStops.set(i, [...(this.hashStops.get(i) ?? []), h])
      }
    }
    while (this.advance(this.checkpoints.replayed + REPLAY_STEP)) {
      progress("replaying")
      if (await pause()) return
    }
    this.finish()
  }

  /**
   * After the worker: every hash line gets the worker's check of the first event with its seq, or (a hash
   * line far from its event, or with a seq seen twice) a check against the state replayed here.
   */
  private finishWorkerChecks(): void {
    const byKey = new Map<string, Array<ReadonlyArray<string> | null>>()
    for (const c of this.workerChecks) {
      const key = `${c.seq}@${c.index}`
      byKey.set(key, [...(byKey.get(key) ?? []), c.paths])
    }
    for (const h of this.hashes) {
      const i = this.indexBySeq.get(h.seq)
      if (i === undefined) continue
      const found = byKey.get(`${h.seq}@${i}`)
      if (found && found.length > 0) {
        const paths = found.shift()!
        this.record({ seq: h.seq, status: paths === null ? "match" : "mismatch", paths: paths ?? [] })
      } else this.record(checkHash(h, this.stateAt(i)))
    }
  }

  /** Missing steps, problems in line order, done. */
  private finish(): void {
    for (const h of this.hashes) if (!this.indexBySeq.has(h.seq)) this.record({ seq: h.seq, status: "missing", paths: [] })
    this.problems.sort((a, b) => a.line - b.line)
    this.progress = { phase: "done", fraction: 1 }
    this.notify()
  }
}
