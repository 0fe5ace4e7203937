// The trace format (NDJSON) and the one module through which tools read it (inspector, trace mode, replay
// CLI). Format 1: a header line, one line per event ({kind:"event", v, event, d?}) and hash lines
// ({kind:"hash", seq, root, paths}: the state after event `seq`, every 1,000 events and at the end);
// `d` is the step digest (the state fields the event changed and their hashes). Format 2 (compact, for
// long traces): the same header and hash lines, events as `[record, seq, at, digest?]` referring to
// record lines `["r", id, v, event without seq and at]` and digest lines `["d", id, digest]`, each
// written once; a record is Schema-decoded once and its events share the result. Reading never throws.
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { AppEvent } from "../../domain/app/event"
import { EventMeta } from "../../domain/core/schema"
import type { AppState } from "../../domain/app/state"
import { cyrb53, canonicalJson } from "../../domain/runtime/hash"
import { evolve } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"

/** Newest version of the file format (header and line kinds) this code reads and writes; 1 is still both. */
export const TRACE_FORMAT = 2
/** Version of the event schemas; bump it with a migration when events change shape. */
export const EVENT_SCHEMA_VERSION = 1

/** The first line of a trace. Times in epoch ms. */
export interface TraceHeader {
  readonly kind: "header"
  readonly format: number
  readonly schema: number
  readonly app: string
  readonly locale: string
  readonly userAgent: string
  readonly timeZone: string
  readonly startedAt: number
  readonly exportedAt: number
  readonly redacted: boolean
  readonly includesText: boolean
  /** Event lines carry step digests (`d`); absent in older traces. */
  readonly steps?: boolean
}

/** Hashes of a state: the whole (`root`) and each slice field (`paths`, e.g. "wall.hosts"). */
export interface StateHashes {
  readonly root: string
  readonly paths: Readonly<Record<string, string>>
}

/** A hash line: the state after event `seq`. */
export interface HashLine extends StateHashes {
  readonly kind: "hash"
  readonly seq: number
}

/** A line that could not be used, with its 1-based number. */
export interface TraceProblem {
  readonly line: number
  readonly reason: string
}

/** A parsed trace. */
export interface Trace {
  readonly header: TraceHeader
  readonly events: ReadonlyArray<AppEvent>
  readonly hashes: ReadonlyArray<HashLine>
  readonly problems: ReadonlyArray<TraceProblem>
  /** Step digests by event seq (events that changed no state field have none); empty without `steps`. */
  readonly digests?: ReadonlyMap<number, string>
}

/** Events between two hash checkpoints of an exported trace. */
export const CHECKPOINT_EVERY = 1_000

/**
 * The step digest of one event: every slice field whose value changed from `before` to `after`
 * (by reference: recipes share what they do not touch), as "slice.field=hash" joined by ";" in state
 * order; "" when nothing changed. Hashes are the first 8 hex digits of the field's cyrb53.
 */
export const stepDigest = (before: AppState, after: AppState): string => {
  if (before === after) return ""
  const parts: string[] = []
  const b = before as unknown as Record<string, Record<string, unknown>>
  for (const [slice, value] of Object.entries(after as unknown as Record<string, Record<string, unknown>>)) {
    const prev = b[slice]
    if (prev === value) continue
    for (const [field, v] of Object.entries(value)) if (prev?.[field] !== v) parts.push(`${slice}.${field}=${cyrb53(canonicalJson(v)).slice(-8)}`)
  }
  return parts.join(";")
}

/** The slice fields on which two step digests disagree (sorted). */
export const digestDifference = (recorded: string, actual: string): ReadonlyArray<string> => {
  const toMap = (d: string) => new Map(d === "" ? [] : d.split(";").map((p) => p.split("=", 2) as [string, string]))
  const a = toMap(recorded)
  const b = toMap(actual)
  return [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort()
}

/**
 * Migrations of event objects from schema version v to v+1, by v. Empty while only version 1 exists;
 * a change to an event adds one here and a fixture trace of the old version in spec/fixtures/traces/.
 */
export const migrations: Record<number, (event: Record<string, unknown>) => Record<string, unknown>> = {}

/** Brings an event object of version `v` to the current schema version; throws on a missing migration. */
export const migrate = (event: Record<string, unknown>, v: number, table = migrations, to = EVENT_SCHEMA_VERSION): Record<string, unknown> => {
  let e = event
  for (let at = v; at < to; at++) {
    const step = table[at]
    if (!step) throw new Error(`no migration from event schema ${at}`)
    e = step(e)
  }
  return e
}

const decodeEvent = Schema.decodeUnknownResult(AppEvent)
/**
 * `seq` and `at` of a format 2 event line: every event's Schema takes them as plain numbers (EventMeta:
 * `Schema.Number`, no check or transformation), so a JSON value passes exactly when it is a number;
 * `metaIsPlainNumber` (asserted by spec/traces/compactFormat.test.ts) holds while that is so, and the
 * reader falls back to decoding each event whole if it ever stops holding.
 */
export const metaIsPlainNumber = [EventMeta.seq, EventMeta.at].every((s) => s.ast._tag === "Number" && s.ast.checks === undefined && s.ast.encoding === undefined)

/** Hashes of a state, at the root and for every field of every slice. */
export const stateHashes = (state: AppState): StateHashes => {
  const paths: Record<string, string> = {}
  for (const [slice, value] of Object.entries(state)) {
    for (const [field, v] of Object.entries(value as Record<string, unknown>)) paths[`${slice}.${field}`] = cyrb53(canonicalJson(v))
  }
  return { root: cyrb53(canonicalJson(state)), paths }
}

/** A header for a trace exported now, of file format `format` (1: one JSON object per event; 2: compact). */
export const makeHeader = (fields: Omit<TraceHeader, "kind" | "format" | "schema">, format: 1 | 2 = 1): TraceHeader => ({
  kind: "header",
  format,
  schema: EVENT_SCHEMA_VERSION,
  ...fields,
})

/** The line of an event (with its step digest when given). */
export const eventLine = (e: AppEvent, digest?: string): string =>
  JSON.stringify(digest === undefined || digest === "" ? { kind: "event", v: EVENT_SCHEMA_VERSION, event: e } : { kind: "event", v: EVENT_SCHEMA_VERSION, event: e, d: digest })

/**
 * A writer of one trace in the format its header names: `header()` gives the header line, `event(e,
 * digest?)` the line(s) of an event (format 2: a record line and a digest line before the event line
 * when they are new), `hash(h)` a hash line; each ends with "\n". Format 2 writes each distinct event
 * body (the event without `seq` and `at`) and each distinct step digest once.
 */
export const makeTraceWriter = (header: TraceHeader) => {
  const compact = header.format >= 2
  const records = new Map<string, number>()
  const digestIds = new Map<string, number>()
  const event = (e: AppEvent, digest?: string): string => {
    if (!compact) return `${eventLine(e, digest)}\n`
    const { seq, at, ...body } = e
    const key = JSON.stringify(body)
    let out = ""
    let r = records.get(key)
    if (r === undefined) {
      r = records.size
      records.set(key, r)
      out += `["r",${r},${EVENT_SCHEMA_VERSION},${key}]\n`
    }
    if (digest === undefined || digest === "") return `${out}[${r},${seq},${at}]\n`
    let d = digestIds.get(digest)
    if (d === undefined) {
      d = digestIds.size
      digestIds.set(digest, d)
      out += `["d",${d},${JSON.stringify(digest)}]\n`
    }
    return `${out}[${r},${seq},${at},${d}]\n`
  }
  return {
    header: (): string => `${JSON.stringify(header)}\n`,
    event,
    hash: (h: HashLine): string => `${JSON.stringify(h)}\n`,
  }
}

/**
 * Serialises a trace in the format its header names: header, then events with their hash lines after
 * the event they follow. `digests`: step digests by seq (written only when the header says `steps`).
 */
export const serializeTrace = (header: TraceHeader, events: ReadonlyArray<AppEvent>, hashes: ReadonlyArray<HashLine>, digests?: ReadonlyMap<number, string>): string => {
  const bySeq = new Map<number, HashLine[]>()
  for (const h of hashes) bySeq.set(h.seq, [...(bySeq.get(h.seq) ?? []), h])
  const w = makeTraceWriter(header)
  const parts = [w.header()]
  for (const e of events) {
    parts.push(w.event(e, header.steps ? digests?.get(e.seq) : undefined))
    for (const h of bySeq.get(e.seq) ?? []) parts.push(w.hash(h))
  }
  return parts.join("")
}

const DEFAULT_HEADER: TraceHeader = makeHeader({
  app: "unknown",
  locale: "en",
  userAgent: "",
  timeZone: "UTC",
  startedAt: 0,
  exportedAt: 0,
  redacted: true,
  includesText: false,
})

/** What one line of a trace holds: the header, an event, a hash line, or a problem (blank lines: nothing). */
export type TraceItem =
  | { readonly kind: "header"; readonly header: TraceHeader }
  | { readonly kind: "event"; readonly event: AppEvent; readonly digest?: string }
  | { readonly kind: "hash"; readonly hash: HashLine }
  | { readonly kind: "problem"; readonly problem: TraceProblem }

/** The item of a problem at `line` (a module function: no closure per line). */
const problemItem = (line: number, reason: string): TraceItem => ({ kind: "problem", problem: { line, reason } })

/** The problem of a trace without a (supported) header line, reported once at line 1. */
export const NO_HEADER: TraceProblem = { line: 1, reason: "no header line; defaults assumed" }

/**
 * A line reader holding the one piece of state between lines, the header: the first header line of a
 * supported format wins, any header line after it is a problem. `table`: the event migrations to apply.
 */
export const makeTraceReader = (table: typeof migrations = migrations) => {
  let header: TraceHeader | null = null
  /** Format 2 tables: records by id (their body, schema version, and decoded event once known) and digests. */
  const records = new IdTable<CompactRecord>()
  const digests = new IdTable<string>()
  /** Changes of the record and digest tables (a line that changed them is a table line). */
  let tableChanges = 0
  /** The item of a format 2 event line `[record, seq, at(, digest)]` (`digest` undefined: 3 elements), or why it is a problem. */
  const compactItem = (record: number, seq: unknown, at: unknown, hasDigest: boolean, digestRef: unknown): TraceItem | string => {
    const rec = records.get(record)
    if (rec === undefined) return `event line refers to unknown record ${record}`
    if (metaIsPlainNumber && (typeof seq !== "number" || typeof at !== "number")) return "event line without a numeric seq and at"
    let digest: string | undefined
    if (hasDigest) {
      digest = typeof digestRef === "number" ? digests.get(digestRef) : undefined
      if (digest === undefined) return `event line refers to unknown digest ${JSON.stringify(digestRef)}`
    }
    const event = compactEvent(rec, seq, at, table)
    if (typeof event === "string") return event
    return digest === undefined ? { kind: "event", event } : { kind: "event", event, digest }
  }
  /** Defines digest `id` as `d` (a digest line); why not, or null. */
  const defineDigest = (id: number, d: string): string | null => {
    if (digests.has(id)) return `digest ${id} defined twice; the first kept`
    digests.set(id, d)
    tableChanges++
    return null
  }
  /** Reads a format 2 line (a JSON array). */
  const readCompact = (text: string): TraceItem | string | null => {
    let a: unknown = scanEventLine(text) ?? scanDigestLine(text)
    if (a === null) {
      try {
        a = JSON.parse(text)
      } catch {
        return "not JSON"
      }
    }
    if (!Array.isArray(a)) return "not an array"
    const first: unknown = a[0]
    if (typeof first === "number") return compactItem(first, a[1], a[2], a.length > 3, a[3])
    if (first === "r") {
      const [, id, v, body] = a as [unknown, unknown, unknown, unknown]
      if (typeof id !== "number" || typeof v !== "number" || body === null || typeof body !== "object" || Array.isArray(body)) return "record line needs a numeric id and version and an object"
      if (records.has(id)) return `record ${id} defined twice; the first kept`
      if (v > EVENT_SCHEMA_VERSION) return `event schema ${v} is newer than this code (${EVENT_SCHEMA_VERSION})`
      records.set(id, { body: body as Record<string, unknown>, v, event: null })
      tableChanges++
      return null
    }
    if (first === "d") {
      const [, id, d] = a as [unknown, unknown, unknown]
      if (typeof id !== "number" || typeof d !== "string") return "digest line needs a numeric id and a string"
      return defineDigest(id, d)
    }
    return `unknown line kind ${JSON.stringify(first)}`
  }
  /** Reads `raw`, line number `line` (1-based); null for a blank line or a format 2 table line. Never throws. */
  const read = (raw: string, line: number): TraceItem | null => {
    const first = raw.charCodeAt(0)
    const last = raw.charCodeAt(raw.length - 1)
    const text = first === 91 && last === 93 ? raw : raw.trim()
    if (text === "") return null
    if (text.charCodeAt(0) === 91) {
      const item = readCompact(text)
      return typeof item === "string" ? problemItem(line, item) : item
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return problemItem(line, "not JSON")
    }
    const o = json as Record<string, unknown>
    if (o === null || typeof o !== "object") return problemItem(line, "not an object")
    if (o["kind"] === "header") {
      if (header) return problemItem(line, "second header ignored")
      if (typeof o["format"] !== "number" || o["format"] > TRACE_FORMAT) return problemItem(line, `unsupported trace format ${String(o["format"])}`)
      header = { ...DEFAULT_HEADER, ...(o as Partial<TraceHeader>), kind: "header" }
      return { kind: "header", header }
    }
    if (o["kind"] === "event") {
      const v = typeof o["v"] === "number" ? o["v"] : 1
      if (v > EVENT_SCHEMA_VERSION) return problemItem(line, `event schema ${v} is newer than this code (${EVENT_SCHEMA_VERSION})`)
      try {
        const r = decodeEvent(migrate(o["event"] as Record<string, unknown>, v, table))
        if (!Result.isSuccess(r)) return problemItem(line, `event does not decode: ${String(r.failure).split("\n")[0]}`)
        return typeof o["d"] === "string" ? { kind: "event", event: r.success, digest: o["d"] } : { kind: "event", event: r.success }
      } catch (err) {
        return problemItem(line, err instanceof Error ? err.message : "bad event")
      }
    }
    if (o["kind"] === "hash" && typeof o["seq"] === "number" && typeof o["root"] === "string") {
      return { kind: "hash", hash: { kind: "hash", seq: o["seq"], root: o["root"], paths: (o["paths"] as Record<string, string>) ?? {} } }
    }
    if (o["kind"] === "hash") return problemItem(line, "hash line without a numeric seq and a string root")
    return problemItem(line, `unknown line kind ${JSON.stringify(o["kind"])}`)
  }
  return {
    read,
    /** The header read so far (null before one). */
    header: (): TraceHeader | null => header,
    /**
     * What `read` gives for a format 2 event line whose numbers were already scanned (the byte reader of
     * infrastructure/log/segments.ts): `[record, seq, at]`, or `[record, seq, at, digest]` when `digest` is given.
     */
    event: (record: number, seq: number, at: number, digest: number | undefined, line: number): TraceItem => {
      const item = compactItem(record, seq, at, digest !== undefined, digest)
      return typeof item === "string" ? problemItem(line, item) : item
    },
    /** What `read` gives for a digest line `["d",id,"text"]` already scanned: null, or a problem. */
    digest: (id: number, text: string, line: number): TraceItem | null => {
      const why = defineDigest(id, text)
      return why === null ? null : problemItem(line, why)
    },
    /** How many times the record and digest tables changed so far. */
    tableChanges: (): number => tableChanges,
  }
}

/**
 * A table by numeric id: ids counted up from 0 (what the writer writes) in a packed array, any other
 * number in a Map; reads look in both, so the order of definition does not matter.
 */
class IdTable<T> {
  private readonly dense: T[] = []
  private readonly sparse = new Map<number, T>()
  get(id: number): T | undefined {
    const v = id >= 0 && id < this.dense.length && Number.isInteger(id) ? this.dense[id] : undefined
    return v !== undefined || this.sparse.size === 0 ? v : this.sparse.get(id)
  }
  has(id: number): boolean {
    return this.get(id) !== undefined
  }
  /** Sets a value for an id without one. */
  set(id: number, value: T): void {
    if (id === this.dense.length && !this.sparse.has(id)) this.dense.push(value)
    else this.sparse.set(id, value)
  }
}

/** Numbers of the `[record, seq, at(, digest)]` line being scanned (reused: read at once by the caller). */
const scanned: number[] = []

/**
 * The numbers of a format 2 event line of 3 or 4 non-negative whole numbers of at most 15 digits and
 * no spaces (what the writer writes), read without JSON.parse (the most frequent line); null for any
 * other line, which JSON.parse then reads. Equal to JSON.parse for the lines it accepts.
 */
const scanEventLine = (text: string): number[] | null => {
  const len = text.length
  if (len < 7 || text.charCodeAt(len - 1) !== 93) return null
  scanned.length = 0
  let i = 1
  for (;;) {
    let n = 0
    const from = i
    for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) n = n * 10 + (c - 48)
    const digits = i - from
    if (digits === 0 || digits > 15 || (digits > 1 && text.charCodeAt(from) === 48)) return null
    scanned.push(n)
    const c = text.charCodeAt(i++)
    if (c === 93) return i === len && (scanned.length === 3 || scanned.length === 4) ? scanned : null
    if (c !== 44 || scanned.length === 4) return null
  }
}

/**
 * A format 2 digest line `["d",<id>,"<text>"]` whose text has no quote or backslash (what step digests
 * are: slice.field=hash;...), read without JSON.parse; null for any other line. Equal to JSON.parse for
 * the lines it accepts.
 */
const scanDigestLine = (text: string): [string, number, string] | null => {
  if (!text.startsWith('["d",')) return null
  let i = 5
  let n = 0
  for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) n = n * 10 + (c - 48)
  const digits = i - 5
  if (digits === 0 || digits > 15 || (digits > 1 && text.charCodeAt(5) === 48)) return null
  if (text.charCodeAt(i) !== 44 || text.charCodeAt(i + 1) !== 34 || i + 4 > text.length || !text.endsWith('"]')) return null
  const body = text.slice(i + 2, text.length - 2)
  return body.includes('"') || body.includes("\\") ? null : ["d", n, body]
}

/** A format 2 record: an event without `seq` and `at`, its schema version, and its decoded event (or why it fails) once decoded. */
interface CompactRecord {
  readonly body: Record<string, unknown>
  readonly v: number
  event: AppEvent | string | null
}

/**
 * The event of a record at `seq` and `at` (numbers), or why it does not decode. The record is migrated
 * and decoded by the AppEvent Schema once (with the first event's seq and at); later events copy the
 * decoded event with their own seq and at, which gives what decoding them would: seq and at are plain
 * numbers in every event's Schema (EventMeta), checked per line. Records of an older schema version are
 * migrated and decoded per event (a migration may look at seq or at).
 */
const compactEvent = (rec: CompactRecord, seq: unknown, at: unknown, table: typeof migrations): AppEvent | string => {
  if (rec.event !== null && rec.v === EVENT_SCHEMA_VERSION && metaIsPlainNumber) return typeof rec.event === "string" ? rec.event : (Object.assign({}, rec.event, { seq, at }) as AppEvent)
  let result: AppEvent | string
  try {
    const r = decodeEvent(migrate({ ...rec.body, seq, at }, rec.v, table))
    result = Result.isSuccess(r) ? r.success : `event does not decode: ${String(r.failure).split("\n")[0]}`
  } catch (err) {
    result = err instanceof Error ? err.message : "bad event"
  }
  rec.event = result
  return result
}

/**
 * Parses NDJSON text; never throws. Unknown line kinds, undecodable events and events of a newer
 * schema become problems. `table`: the event migrations to apply (default `migrations`).
 */
export const parseTrace = (text: string, table: typeof migrations = migrations): Trace => {
  const reader = makeTraceReader(table)
  const events: AppEvent[] = []
  const hashes: HashLine[] = []
  const problems: TraceProblem[] = []
  const digests = new Map<number, string>()
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const item = reader.read(lines[i]!, i + 1)
    if (item?.kind === "event") {
      events.push(item.event)
      if (item.digest !== undefined) digests.set(item.event.seq, item.digest)
    } else if (item?.kind === "hash") hashes.push(item.hash)
    else if (item?.kind === "problem") problems.push(item.problem)
  }
  const header = reader.header()
  if (!header) problems.unshift(NO_HEADER)
  return { header: header ?? DEFAULT_HEADER, events, hashes, problems, ...(header?.steps ? { digests } : {}) }
}

/**
 * Why `text`, read as `trace`, is not a trace file at all, or null when it is one: a trace starts with a
 * header line, so a file without one (empty, plain text, broken JSON, JSON of another kind) is not a
 * trace. Looks only at the start of the text (no per-event work). E.g. "the file is empty",
 * "line 1 is not a trace header line (not JSON)".
 */
export const notATrace = (text: string, trace: Pick<Trace, "problems">): string | null => {
  if (trace.problems[0] !== NO_HEADER) return null
  const at = /\S/.exec(text)?.index
  if (at === undefined) return text === "" ? "the file is empty" : "the file holds only blank lines"
  const line = lineAt(text, at)
  const why = trace.problems.find((p) => p !== NO_HEADER && p.line === line)?.reason === "not JSON" ? "not JSON" : 'not {"kind":"header",...}'
  return `line ${line} is not a trace header line (${why})`
}

/**
 * Why a trace file looks cut short or damaged, for a check of its integrity, or null: the first line that
 * could not be read, or, when there is none, a trace that does not end with the state hash after its
 * last event (every export ends with one). `lastLine`: the number of the text's last non-blank line.
 */
export const looksDamaged = (trace: Pick<Trace, "problems" | "events" | "hashes">, lastLine: number): string | null => {
  const bad = trace.problems.find((p) => p !== NO_HEADER)
  if (bad) return `line ${bad.line}: ${bad.reason}`
  const lastSeq = trace.events.length > 0 ? trace.events[trace.events.length - 1]!.seq : null
  let lastHash = -Infinity
  for (const h of trace.hashes) if (h.seq > lastHash) lastHash = h.seq
  if (lastSeq === null ? trace.hashes.length === 0 : lastHash < lastSeq) {
    const after = lastSeq === null ? "" : ` after event #${lastSeq}`
    return `line ${lastLine} is the last line and there is no final state hash${after}`
  }
  return null
}

/** The number (1-based) of the last line of `text` that is not blank; 0 for a blank text. */
export const lastLineNumber = (text: string): number => {
  let end = text.length - 1
  while (end >= 0 && /\s/.test(text[end]!)) end--
  return end < 0 ? 0 : lineAt(text, end)
}

/** The 1-based number of the line holding character `at` of `text`. */
const lineAt = (text: string, at: number): number => {
  let line = 1
  for (let i = text.indexOf("\n"); i >= 0 && i < at; i = text.indexOf("\n", i + 1)) line++
  return line
}

/** One piece of a trace read by {@link traceChunks}: what it holds, and where the text is read up to. */
export interface TraceChunk extends Omit<Trace, "header"> {
  /** The header, when this chunk holds the trace's first one. */
  readonly header: TraceHeader | null
  /** For each event of the chunk: where its line starts and ends in the text (character offsets). */
  readonly spans: ReadonlyArray<readonly [number, number]>
  /** Characters of the text read so far (for progress). */
  readonly end: number
}

/**
 * Where the lines of one piece of a trace are and how each reads, for {@link makeLineChunker}: `size` of
 * the piece (characters or bytes); `bounds(start)`: the end of the line's text (CR and LF left out) and
 * the start of the next line (at most `size`); `read`: the line as an item (lines numbered from 1).
 */
export interface LineSource<P> {
  readonly size: (piece: P) => number
  readonly bounds: (piece: P, start: number) => readonly [end: number, next: number]
  readonly read: (piece: P, start: number, end: number, lineNo: number) => TraceItem | null
  /** The trace's header, once read. */
  readonly header: () => TraceHeader | null
}

/**
 * Cuts pieces of a trace (text or bytes, each ending at a line end) into chunks of `lines` lines (the
 * first chunk of the whole trace `firstLines`), numbering lines across pieces; spans and `end` are
 * offsets in the piece. `finish()` gives the last chunk of a trace without header ({@link NO_HEADER}),
 * else null. The one chunking loop of {@link makeChunkReader} and the byte reader of segments.ts.
 */
export const makeLineChunker = <P>(source: LineSource<P>, lines: number, firstLines: number) => {
  let lineNo = 0
  let first = true
  function* chunks(piece: P): Generator<TraceChunk> {
    let start = 0
    const size = source.size(piece)
    while (start < size) {
      const limit = first ? firstLines : lines
      first = false
      let header: TraceHeader | null = null
      const events: AppEvent[] = []
      const hashes: HashLine[] = []
      const problems: TraceProblem[] = []
      const spans: Array<readonly [number, number]> = []
      for (let n = 0; n < limit && start < size; n++) {
        const [end, next] = source.bounds(piece, start)
        const item = source.read(piece, start, end, ++lineNo)
        if (item?.kind === "header") header = item.header
        else if (item?.kind === "event") {
          events.push(item.event)
          spans.push([start, end])
        } else if (item?.kind === "hash") hashes.push(item.hash)
        else if (item?.kind === "problem") problems.push(item.problem)
        start = next
      }
      yield { header, events, hashes, problems, spans, end: start }
    }
  }
  const finish = (): TraceChunk | null => (source.header() === null ? { header: null, events: [], hashes: [], problems: [NO_HEADER], spans: [], end: 0 } : null)
  return { chunks, finish }
}

/**
 * A chunked reader of a trace given piece by piece (a file read as a stream: each piece ends at a line
 * end): `chunks(piece)` parses one piece in chunks of `lines` lines (the first chunk of the whole trace
 * `firstLines`), numbering lines across pieces (spans and `end` are offsets in that piece); `finish()`
 * gives the last chunk of a trace without header ({@link NO_HEADER}), else null.
 */
export const makeChunkReader = (lines = 2_000, firstLines = lines, table: typeof migrations = migrations) => {
  const reader = makeTraceReader(table)
  return makeLineChunker<string>(
    {
      size: (text) => text.length,
      bounds: (text, start) => {
        const nl = text.indexOf("\n", start)
        return nl < 0 ? [text.length, text.length] : [nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl, nl + 1]
      },
      read: (text, start, end, lineNo) => reader.read(text.slice(start, end), lineNo),
      header: () => reader.header(),
    },
    lines,
    firstLines,
  )
}

/**
 * Parses `text` in chunks of `lines` lines (the first chunk `firstLines`), so a large file can be read
 * between frames; each event's line is known (views search the event's own text). The header comes
 * with the chunk that has it; a trace without header gets {@link NO_HEADER} once, in a last empty
 * chunk. Concatenating the chunks gives what one `parseTrace(text)` gives (problems sorted by line).
 */
export function* traceChunks(text: string, lines = 2_000, firstLines = lines, table: typeof migrations = migrations): Generator<TraceChunk> {
  const r = makeChunkReader(lines, firstLines, table)
  yield* r.chunks(text)
  const last = r.finish()
  if (last) yield { ...last, end: text.length }
}

/**
 * Compares a recorded hash line with a state by the rule of {@link compareHash}: null when they agree,
 * else the differing slice fields (sorted; empty when only the root disagrees or no paths are recorded).
 */
export const hashMismatch = (h: StateHashes, state: AppState): ReadonlyArray<string> | null =>
  compareHash({ ...h, kind: "hash", seq: 0 }, state)?.paths ?? null

/**
 * The first place a replay diverges from what the trace recorded: the event `seq` (of type `tag`) whose
 * step digest differs (`at: "event"`, paths: the slice fields it changed differently), or, for traces
 * without step digests, the first hash checkpoint that differs (`at: "checkpoint"`, `tag` the type of
 * the event the checkpoint follows).
 * `root` is set when every recorded path of a checkpoint matches but its root hash does not (the hash
 * line was altered, or its root and paths disagree): the recorded root and the one replay gives for the
 * recorded fields.
 */
export interface HashMismatch {
  readonly seq: number
  readonly tag: string | null
  readonly at: "event" | "checkpoint"
  readonly paths: ReadonlyArray<string>
  readonly root?: { readonly recorded: string; readonly actual: string }
}

/** The root hash of `state` cut down to the slice fields `paths` lists (the state as it was shaped when recorded). */
const recordedShapeRoot = (state: AppState, paths: ReadonlyArray<string>): string => {
  const shaped: Record<string, Record<string, unknown>> = {}
  for (const p of paths) {
    const dot = p.indexOf(".")
    const slice = p.slice(0, dot)
    const field = p.slice(dot + 1)
    const value = (state as unknown as Record<string, Record<string, unknown> | undefined>)[slice]?.[field]
    shaped[slice] = { ...shaped[slice], [field]: value }
  }
  return cyrb53(canonicalJson(shaped))
}

/**
 * Replays the trace and compares every step digest (when the trace has them) and every hash checkpoint
 * ({@link compareHash}); null when all match. `onProgress(done)` is called every 10,000 events.
 */
export const checkTrace = (trace: Trace, onProgress?: (done: number) => void): HashMismatch | null => {
  const hashes = [...trace.hashes].sort((a, b) => a.seq - b.seq)
  const digests = trace.header.steps ? (trace.digests ?? new Map<number, string>()) : null
  let state = initialState
  let h = 0
  let lastTag: string | null = null
  const checkHashesUpTo = (seq: number): HashMismatch | null => {
    for (; h < hashes.length && hashes[h]!.seq <= seq; h++) {
      const mismatch = compareHash(hashes[h]!, state, lastTag)
      if (mismatch) return mismatch
    }
    return null
  }
  for (let i = 0; i < trace.events.length; i++) {
    const e = trace.events[i]!
    const before = checkHashesUpTo(e.seq - 1)
    if (before) return before
    const prev = state
    state = evolve(state, e)
    lastTag = e._tag
    if (digests) {
      const recorded = digests.get(e.seq) ?? ""
      const actual = stepDigest(prev, state)
      if (recorded !== actual) {
        const paths = digestDifference(recorded, actual)
        if (paths.length > 0) return { seq: e.seq, tag: e._tag, at: "event", paths }
      }
    }
    if (onProgress && (i + 1) % 10_000 === 0) onProgress(i + 1)
  }
  return checkHashesUpTo(Infinity)
}

/** Redaction as a reader sees it: the image pseudonyms an exported trace holds (written by redact.ts). */
export { redactedImageNumber } from "./redact"

/**
 * Compares one hash checkpoint with the replayed state after its event (the rule of {@link checkTrace});
 * null when it matches. `tag`: the type of the event the checkpoint follows, for the report.
 */
export const compareHash = (h: HashLine, state: AppState, tag: string | null = null): HashMismatch | null => {
  const actual = stateHashes(state)
  if (actual.root === h.root) return null
  const at = "checkpoint" as const
  const recorded = Object.keys(h.paths)
  if (recorded.length === 0) return { seq: h.seq, tag, at, paths: [] }
  const paths = recorded.filter((p) => h.paths[p] !== actual.paths[p])
  if (paths.length > 0) return { seq: h.seq, tag, at, paths: paths.sort() }
  const shaped = recordedShapeRoot(state, recorded)
  return shaped === h.root ? null : { seq: h.seq, tag, at, paths: [], root: { recorded: h.root, actual: shaped } }
}
