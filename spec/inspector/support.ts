// Shared inputs of the inspector tests: generated event logs, traces with recorded hashes, BLNS.
import { blnsStrings } from "../support/blns"
import type { AppEvent } from "../../domain/app/event"
import { evolveMany } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { makeHeader, serializeTrace, stateHashes, type HashLine, type TraceHeader } from "../../infrastructure/log/trace"
import { generateEvents } from "../bench/events"

/** The Big List of Naughty Strings. */
export const blns = (): string[] => blnsStrings()

/** A header for test traces. */
export const testHeader = (over: Partial<TraceHeader> = {}): TraceHeader => ({
  ...makeHeader({
    app: "vidchat-web test",
    locale: "en",
    userAgent: "vitest",
    timeZone: "Europe/Istanbul",
    startedAt: Date.UTC(2026, 0, 15, 8),
    exportedAt: Date.UTC(2026, 0, 15, 9),
    redacted: true,
    includesText: false,
  }),
  ...over,
})

const cache = new Map<string, AppEvent[]>()
/** `n` generated events (memoised per n and seed). */
export const events = (n: number, seed = 7): AppEvent[] => {
  const key = `${n}:${seed}`
  if (!cache.has(key)) cache.set(key, generateEvents(n, seed))
  return cache.get(key)!
}

/** The recorded hashes after every `every`-th event (replayed from the events). */
export const hashesEvery = (evs: ReadonlyArray<AppEvent>, every: number): HashLine[] => {
  const out: HashLine[] = []
  let s = initialState
  let pos = 0
  for (let i = every - 1; i < evs.length; i += every) {
    s = evolveMany(s, evs.slice(pos, i + 1))
    pos = i + 1
    out.push({ kind: "hash", seq: evs[i]!.seq, ...stateHashes(s) })
  }
  return out
}

/** A trace text of `evs` with hashes every `every` events. */
export const traceText = (evs: ReadonlyArray<AppEvent>, every = 250, hashes = hashesEvery(evs, every)): string => serializeTrace(testHeader(), evs, hashes)
