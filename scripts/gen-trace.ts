// Trace generator (issue 18 scale work): `npx tsx scripts/gen-trace.ts [--events <n>] [--out <file>]
// [--format 1|2]` writes an n-event trace (default 1,000,000; format 2, compact) made of recorded sessions: the fixture traces of
// spec/fixtures/traces/ and generated visits (spec/bench/events.ts), repeated with fresh sequence
// numbers and times, each copy starting at a page load. The file is written streaming, with each
// event's step digest and a hash checkpoint every 1,000 events and at the end, as the app exports.
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs"
import { join } from "node:path"
import type { AppEvent } from "../domain/app/event"
import { evolve } from "../domain/app/kernel"
import { initialState } from "../domain/app/state"
import { CHECKPOINT_EVERY, makeHeader, makeTraceWriter, parseTrace, stateHashes, stepDigest } from "../infrastructure/log/trace"
import { generateEvents } from "../spec/bench/events"
import { REPO_ROOT } from "../spec/support/traceRecorder"
import { UsageError, isEntry, parseArgs } from "./trace-lib"

/** The recorded sessions a generated trace repeats: fixture traces, then `generated` events of visits. */
export const recordedSessions = (generated = 20_000, seed = 7): AppEvent[] => {
  const dir = join(REPO_ROOT, "spec/fixtures/traces")
  const fixtures = readdirSync(dir)
    .filter((f) => f.endsWith(".ndjson"))
    .sort()
    .flatMap((f) => parseTrace(readFileSync(join(dir, f), "utf8")).events)
  const out = [...fixtures, ...generateEvents(generated, seed)]
  const first = out.findIndex((e) => e._tag === "AppStarted")
  return out.slice(first < 0 ? 0 : first)
}

/**
 * Writes an `n`-event trace of repeated `sessions` in file format `format` through `write` (called with
 * text pieces of about 1 MiB); returns the number of hash lines written.
 */
export const generateTrace = (n: number, sessions: ReadonlyArray<AppEvent>, write: (text: string) => void, format: 1 | 2 = 2): number => {
  const span = sessions[sessions.length - 1]!.at - sessions[0]!.at + 60_000
  const header = makeHeader({
    app: "vidchat-web gen-trace",
    locale: "en",
    userAgent: "gen-trace",
    timeZone: "UTC",
    startedAt: sessions[0]!.at,
    exportedAt: sessions[0]!.at + span * Math.ceil(n / sessions.length),
    redacted: true,
    includesText: false,
    steps: true,
  }, format)
  const w = makeTraceWriter(header)
  let buf = w.header()
  let state = initialState
  let hashes = 0
  for (let i = 0; i < n; i++) {
    const base = sessions[i % sessions.length]!
    const round = Math.floor(i / sessions.length)
    const e = { ...base, seq: i + 1, at: base.at + round * span } as AppEvent
    const before = state
    state = evolve(state, e)
    buf += w.event(e, stepDigest(before, state))
    if ((i + 1) % CHECKPOINT_EVERY === 0 || i === n - 1) {
      buf += w.hash({ kind: "hash", seq: e.seq, ...stateHashes(state) })
      hashes++
    }
    if (buf.length > 1 << 20) {
      write(buf)
      buf = ""
    }
  }
  write(buf)
  return hashes
}

const main = (argv: ReadonlyArray<string>): void => {
  const args = parseArgs(argv, { flags: [], values: ["events", "out", "format"] })
  const n = Number(args.values.get("events") ?? 1_000_000)
  if (!Number.isInteger(n) || n < 1) throw new UsageError("--events needs a positive whole number")
  const format = Number(args.values.get("format") ?? 2)
  if (format !== 1 && format !== 2) throw new UsageError("--format is 1 or 2")
  const out = args.values.get("out") ?? `trace-${n}.ndjson`
  const t0 = performance.now()
  const sessions = recordedSessions()
  const fd = openSync(out, "w")
  const hashes = generateTrace(n, sessions, (t) => void writeSync(fd, t), format)
  closeSync(fd)
  process.stdout.write(`${out}: ${n.toLocaleString("en-US")} events, ${hashes} hash lines, from ${sessions.length.toLocaleString("en-US")} recorded events, in ${Math.round(performance.now() - t0)} ms\n`)
}

if (isEntry(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (e) {
    process.stderr.write(`gen-trace: ${e instanceof Error ? e.message : String(e)}\n`)
    process.exitCode = 2
  }
}
