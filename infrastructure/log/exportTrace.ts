// Builds an exported trace from a recorded log: starts at the first page load (AppStarted) so it
// replays from the initial state, redacts every event by schema (deny by default), writes each event's
// step digest from the replay of the redacted events, and hash checkpoints every 1,000 events and at
// the end: from the live snapshots (projected through the same substitutions, guided by the replay, so
// `--check` proves replay equals what ran) where the log kept one, else from the replay itself.
// Built in chunks (a generator) so that the app can export a large log between frames.
import type { AppEvent } from "../../domain/app/event"
import { evolve } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { makeRedactor } from "./redact"
import { CHECKPOINT_EVERY, eventLine, makeHeader, stateHashes, stepDigest, type HashLine, type TraceHeader } from "./trace"

/** A state recorded live after event `seq`. */
export interface Snapshot {
  readonly seq: number
  readonly state: AppState
}

/** What the export preview shows and the file holds: `text` is `lines` joined, each ended by "\n". */
export interface BuiltTrace {
  readonly text: string
  /** Every line of the file, in order (the preview shows exactly these). */
  readonly lines: ReadonlyArray<string>
  /** For a line index, the paths of the event's values the redaction changed ("email", "data.user.name"). */
  readonly masked: ReadonlyMap<number, ReadonlyArray<string>>
  readonly header: TraceHeader
  /** Events per type, most frequent first. */
  readonly counts: ReadonlyArray<readonly [string, number]>
  readonly eventCount: number
  readonly hashCount: number
}

/** Environment facts for the header. */
export interface TraceEnv {
  readonly app: string
  readonly locale: string
  readonly userAgent: string
  readonly timeZone: string
  readonly now: number
}

/** Options of an export: keep message text; the pseudonym salt (random per export when absent). */
export interface ExportOptions {
  readonly includeText: boolean
  readonly salt?: string
}

/**
 * Builds the redacted trace of `events` (oldest first) in chunks of `chunk` events: yields the number
 * of events done so far after each chunk, returns the trace. Hash checkpoints: every live snapshot in
 * range, every {@link CHECKPOINT_EVERY}-th event of the trace (from the replay when no snapshot is
 * there) and the last event.
 */
export function* buildTraceChunks(
  events: ReadonlyArray<AppEvent>,
  snapshots: ReadonlyArray<Snapshot>,
  env: TraceEnv,
  opts: ExportOptions,
  chunk = 2_000,
): Generator<number, BuiltTrace> {
  const first = events.findIndex((e) => e._tag === "AppStarted")
  const kept = first < 0 ? [] : events.slice(first)
  const redactor = makeRedactor(opts)
  const live = new Map(snapshots.map((s) => [s.seq, s.state] as const))
  const lastSeq = kept[kept.length - 1]?.seq
  const header = makeHeader({
    app: env.app,
    locale: env.locale,
    userAgent: env.userAgent,
    timeZone: env.timeZone,
    startedAt: kept[0]?.at ?? env.now,
    exportedAt: env.now,
    redacted: true,
    includesText: opts.includeText,
    steps: true,
  })
  const lines: string[] = [JSON.stringify(header)]
  const masked = new Map<number, ReadonlyArray<string>>()
  const counts = new Map<string, number>()
  let hashCount = 0
  let replayed = initialState
  for (let i = 0; i < kept.length; i++) {
    const original = kept[i]!
    const { event, masked: paths } = redactor.redact(original)
    const before = replayed
    replayed = evolve(replayed, event)
    if (paths.length > 0) masked.set(lines.length, paths)
    lines.push(eventLine(event, stepDigest(before, replayed)))
    counts.set(event._tag, (counts.get(event._tag) ?? 0) + 1)
    const state = live.get(event.seq)
    if (state !== undefined || (i + 1) % CHECKPOINT_EVERY === 0 || event.seq === lastSeq) {
      const hashes = stateHashes(state !== undefined ? redactor.project(state, replayed) : replayed)
      const line: HashLine = { kind: "hash", seq: event.seq, ...hashes }
      lines.push(JSON.stringify(line))
      hashCount++
    }
    if ((i + 1) % chunk === 0) yield i + 1
  }
  return {
    text: `${lines.join("\n")}\n`,
    lines,
    masked,
    header,
    counts: [...counts].sort((a, b) => b[1] - a[1]),
    eventCount: kept.length,
    hashCount,
  }
}

/** Builds the redacted trace of `events` at once ({@link buildTraceChunks} run to its end). */
export const buildTrace = (events: ReadonlyArray<AppEvent>, snapshots: ReadonlyArray<Snapshot>, env: TraceEnv, opts: ExportOptions): BuiltTrace => {
  const gen = buildTraceChunks(events, snapshots, env, opts)
  for (;;) {
    const r = gen.next()
    if (r.done) return r.value
  }
}
