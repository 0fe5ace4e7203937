// Builds an exported trace from a recorded log: starts at the first page load (AppStarted) so it
// replays from the initial state, redacts every event by schema, and records the hashes of the live
// snapshots projected through the same substitutions, so `--check` proves replay equals what ran.
// The projection is guided by the replay of the redacted events, so that ordinary values that merely
// equal a replaced one (a nickname "en", the route's language "en") are not replaced.
import type { AppEvent } from "../../domain/app/event"
import { evolveMany } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { makeRedactor } from "./redact"
import { makeHeader, serializeTrace, stateHashes, type HashLine, type TraceHeader } from "./trace"

/** A state recorded live after event `seq`. */
export interface Snapshot {
  readonly seq: number
  readonly state: AppState
}

/** What the export preview shows and the file holds. */
export interface BuiltTrace {
  readonly text: string
  readonly header: TraceHeader
  /** Events per type, most frequent first. */
  readonly counts: ReadonlyArray<readonly [string, number]>
  /** The first redacted lines, as shown in the preview. */
  readonly sample: ReadonlyArray<string>
  readonly eventCount: number
}

/** Environment facts for the header. */
export interface TraceEnv {
  readonly app: string
  readonly locale: string
  readonly userAgent: string
  readonly timeZone: string
  readonly now: number
}

/** Builds the redacted trace of `events` (oldest first) with hashes at the given snapshots. */
export const buildTrace = (
  events: ReadonlyArray<AppEvent>,
  snapshots: ReadonlyArray<Snapshot>,
  env: TraceEnv,
  opts: { readonly includeText: boolean },
): BuiltTrace => {
  const first = events.findIndex((e) => e._tag === "AppStarted")
  const kept = first < 0 ? [] : events.slice(first)
  const redactor = makeRedactor(opts)
  const redacted = kept.map((e) => redactor.event(e))
  const firstSeq = kept[0]?.seq ?? Infinity
  const lastSeq = kept[kept.length - 1]?.seq ?? -Infinity
  const inRange = snapshots.filter((s) => s.seq >= firstSeq && s.seq <= lastSeq).sort((a, b) => a.seq - b.seq)
  let replayed = initialState
  let next = 0
  const hashes: HashLine[] = inRange.map((s) => {
    const start = next
    while (next < redacted.length && redacted[next]!.seq <= s.seq) next++
    replayed = evolveMany(replayed, redacted.slice(start, next))
    return { kind: "hash", seq: s.seq, ...stateHashes(redactor.project(s.state, replayed)) }
  })
  const header = makeHeader({
    app: env.app,
    locale: env.locale,
    userAgent: env.userAgent,
    timeZone: env.timeZone,
    startedAt: kept[0]?.at ?? env.now,
    exportedAt: env.now,
    redacted: true,
    includesText: opts.includeText,
  })
  const text = serializeTrace(header, redacted, hashes)
  const counts = new Map<string, number>()
  for (const e of redacted) counts.set(e._tag, (counts.get(e._tag) ?? 0) + 1)
  return {
    text,
    header,
    counts: [...counts].sort((a, b) => b[1] - a[1]),
    sample: text.split("\n").slice(0, 8),
    eventCount: redacted.length,
  }
}
