// The chunked replay of infrastructure/log/segments.ts (what the replay CLI's worker threads and the
// inspector's worker run) gives exactly what the sequential reader and `replay` give: the same events,
// problems at the same line numbers, the same recorded and replay EvolveFailed reports in the same order,
// the same hash lines and final state, for any cut into chunks and any assignment of chunks to threads;
// a trace whose table lines the threads could misread is handed back to the sequential reader (null).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import fc from "fast-check"
import { afterAll, describe, expect, it } from "vitest"
import type { AppEvent, NewEvent } from "../../domain/app/event"
import { parseIm } from "../../domain/messaging/parse"
import { evolveMany, type EvolveFailure } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { replay } from "../../domain/runtime/replay"
import { replayChunks } from "../../infrastructure/log/segments"
import { makeHeader, parseTrace, serializeTrace, stateHashes, type HashLine, type TraceHeader } from "../../infrastructure/log/trace"
import * as cli from "../../scripts/replay"
import { eventLog } from "../support/arbitraries"
import { T0 } from "../support/fixtures"
import { ME, PEER, wire } from "../support/imDriver"
import { REPO_ROOT } from "../support/traceRecorder"

const OPTS = { seed: 20261128, numRuns: 120 }
const bytesOf = (text: string) => new TextEncoder().encode(text)

const header = (format: 1 | 2): TraceHeader =>
  makeHeader({ app: "test", locale: "en", userAgent: "vitest", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false }, format)

/** The trace text of `events` with a hash line after every `every` events and at the end. */
const traceText = (events: ReadonlyArray<AppEvent>, format: 1 | 2, every = 7): string => {
  const hashes: HashLine[] = []
  let state = initialState
  for (let i = 0; i < events.length; i++) {
    state = evolveMany(state, [events[i]!])
    if ((i + 1) % every === 0 || i === events.length - 1) hashes.push({ kind: "hash", seq: events[i]!.seq, ...stateHashes(state) })
  }
  return serializeTrace(header(format), events, hashes)
}

/** What the sequential reader and replay give for `text`, in the shape of a merged chunked replay. */
const sequential = (text: string, until: number | null) => {
  const trace = parseTrace(text)
  const events = until === null ? trace.events : trace.events.filter((e) => e.seq <= until)
  const failures: EvolveFailure[] = []
  const state = replay(events, undefined, (f) => failures.push(f))
  const tags = new Map<string, number>()
  for (const e of events) tags.set(e._tag, (tags.get(e._tag) ?? 0) + 1)
  return {
    problems: trace.problems,
    kept: events.length,
    total: trace.events.length,
    firstSeq: events[0]?.seq ?? null,
    lastSeq: events[events.length - 1]?.seq ?? null,
    tags,
    recorded: events.filter((e) => e._tag === "EvolveFailed"),
    failures,
    hashes: trace.hashes,
    sawUntil: until !== null && trace.events.some((e) => e.seq === until),
    state: JSON.parse(JSON.stringify(state)) as unknown,
    events,
    header: trace.header,
  }
}

/** The chunked replay of `text` in the shape of `sequential`. */
const chunked = (text: string, until: number | null, chunks: number, assign: (c: number) => number) => {
  const r = replayChunks(bytesOf(text), chunks, { until, keepEvents: true, keepDigests: true }, assign)
  if (r === null) return null
  return { ...r, state: JSON.parse(JSON.stringify(r.state)) as unknown }
}

/** Sessions (each an eventLog, usually starting with AppStarted) numbered one after the other. */
const sessions = (wild: boolean) =>
  fc.array(eventLog(25, wild), { minLength: 1, maxLength: 6 }).map((logs) => logs.flat().map((e, i) => ({ ...e, seq: i + 1 }) as AppEvent))

/** Lines a trace may carry besides the writer's: each is a problem (or nothing) for every reader. */
const noise = fc.constantFrom("", "   ", "not json", "[12345678,1,2]", '["x",1]', '{"kind":"nope"}', '{"kind":"header","format":2}', "[0,1]", '["d",1,"]', "[01,2,3]", '["r",0,1,{"_tag":"AppStarted"}]')

/** `text` with noise lines inserted and some line ends made CRLF (never the header line). */
const noisy = (text: string, extra: ReadonlyArray<readonly [number, string]>, crlf: ReadonlyArray<number>): string => {
  const lines = text.split("\n")
  for (const [at, line] of extra) lines.splice(1 + (at % lines.length), 0, line)
  for (const i of crlf) if (i % lines.length > 0 && i % lines.length < lines.length - 1) lines[i % lines.length] += "\r"
  return lines.join("\n")
}

describe("Given traces of several page loads, cut into chunks read by several threads", () => {
  it("when replayed by chunks, then events, problems, EvolveFailed reports, hashes and state equal the sequential reading (formats 1 and 2, noise, --until)", () => {
    fc.assert(
      fc.property(
        sessions(true),
        fc.constantFrom<1 | 2>(1, 2, 2),
        fc.array(fc.tuple(fc.nat(), noise), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 }),
        fc.option(fc.nat(200), { nil: null }),
        (events, format, extra, crlf, chunks, threads, until) => {
          const text = noisy(traceText(events, format), extra, crlf)
          const got = chunked(text, until, chunks, (c) => threads[c]!)
          expect(got).not.toBeNull()
          expect(got).toEqual(sequential(text, until))
        },
      ),
      OPTS,
    )
  })

  it("when a table line is spelled so that threads skipping to their chunk would miss it, then the chunked replay declines (null) and every thread reading all lines still agrees", () => {
    const events = [...Array(4)].flatMap(() => parseTrace(readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")).events)
    const numbered = events.map((e, i) => ({ ...e, seq: i + 1 }) as AppEvent)
    // A record line with a leading space: the sequential reader trims it, a thread skipping lines does not look at it.
    const text = traceText(numbered, 2).replace(/\n\["r",(\d+),/, '\n ["r",$1,')
    expect(chunked(text, null, 6, (c) => c % 2)).toBeNull()
    expect(chunked(text, null, 6, () => 0)).toEqual(sequential(text, null))
  })
})

describe("Given a trace of repeated sessions with an answer whose recipe throws and a recorded EvolveFailed", () => {
  // The recorded session from its page load on (as scripts/gen-trace.ts repeats sessions).
  const recorded = parseTrace(readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")).events
  const base = recorded.slice(recorded.findIndex((e) => e._tag === "AppStarted"))
  const events: AppEvent[] = []
  for (let round = 0; round < 12; round++) {
    // Each copy's answers name the requests of that copy (request ids count in event seqs).
    const offset = events.length
    for (const e of base) {
      const seq = events.length + 1
      const copy = { ...e, seq, ...(e._tag === "GatewayAnswered" ? { requestId: e.requestId + offset } : {}) } as AppEvent
      // Every third copy: the guest host page answered `{}` (page.hosts is not iterable), and the live app recorded it.
      if (round % 3 === 1 && copy._tag === "GatewayAnswered" && copy.name === "hostsGuest") {
        events.push({ ...copy, data: {} } as AppEvent)
        events.push({ _tag: "EvolveFailed", seq: seq + 1, at: e.at, eventSeq: seq, eventTag: "GatewayAnswered", message: "TypeError: page.hosts is not iterable" } as AppEvent)
      } else events.push(copy)
    }
  }
  const text = traceText(events, 2, 50)

  it("when replayed by chunks, then the replay failures come in the sequential order, with the recorded ones, and the state is the same", () => {
    const seq = sequential(text, null)
    expect(seq.failures.length).toBeGreaterThanOrEqual(4)
    expect(seq.recorded.length).toBeGreaterThanOrEqual(4)
    for (const chunks of [1, 2, 3, 5, 8, 13]) {
      expect(chunked(text, null, chunks, (c) => c % 2)).toEqual(seq)
      expect(chunked(text, null, chunks, (c) => (c * 7) % 3)).toEqual(seq)
    }
  })
})

/** Runs the replay CLI on `argv`, in parallel from `minBytes` of file on: exit code, stdout, stderr and the path it took. */
const run = async (argv: string[], minBytes: string) => {
  let stdout = ""
  let stderr = ""
  const before = process.env["REPLAY_PARALLEL_MIN_BYTES"]
  process.env["REPLAY_PARALLEL_MIN_BYTES"] = minBytes
  try {
    const code = await cli.main(argv, { out: { write: (s: string) => (stdout += s) }, err: { write: (s: string) => (stderr += s) } })
    return { code, stdout, stderr, path: cli.lastPath }
  } finally {
    if (before === undefined) delete process.env["REPLAY_PARALLEL_MIN_BYTES"]
    else process.env["REPLAY_PARALLEL_MIN_BYTES"] = before
  }
}

describe("Given the replay CLI on that trace with bad lines, run sequentially and with worker threads", () => {
  const tmp = mkdtempSync(join(tmpdir(), "parallel-replay-"))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))
  const recorded = parseTrace(readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")).events
  const base = recorded.slice(recorded.findIndex((e) => e._tag === "AppStarted"))
  const events: AppEvent[] = []
  for (let round = 0; round < 40; round++) {
    const offset = events.length
    for (const e of base) {
      const copy = { ...e, seq: events.length + 1, ...(e._tag === "GatewayAnswered" ? { requestId: e.requestId + offset } : {}) } as AppEvent
      events.push(round % 7 === 3 && copy._tag === "GatewayAnswered" && copy.name === "hostsGuest" ? ({ ...copy, data: {} } as AppEvent) : copy)
    }
  }
  const lines = traceText(events, 2, 100).split("\n")
  lines.splice(500, 0, "not json", "[999999,1,2]")
  const file = join(tmp, "bad.ndjson")
  writeFileSync(file, lines.join("\n"))

  it("when summarised, with --state and with --until, then stdout, stderr and the exit code are the same", async () => {
    for (const argv of [[file], [file, "--state"], [file, "--until", "777", "--state"], [file, "--until", "100000"]]) {
      const seq = await run(argv, "1000000000")
      const par = await run(argv, "0")
      expect(seq.path).toBe("sequential")
      expect(par.path).toBe("parallel")
      expect({ ...par, path: null }).toEqual({ ...seq, path: null })
      expect(seq.stderr).toMatch(/^line 501: not JSON\nline 502: event line refers to unknown record 999999\n/)
      expect(seq.stderr).toContain("evolve throws: #")
    }
  }, 60_000)
})

describe("Given a trace of sessions with conversations (chunked message lists), replayed by worker threads", () => {
  const tmp = mkdtempSync(join(tmpdir(), "parallel-replay-im-"))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))
  // Each session: a signed-in start, a conversation of 300 messages (two chunks) and live messages.
  const events: AppEvent[] = []
  const push = (e: NewEvent) => events.push({ ...e, seq: events.length + 1 } as AppEvent)
  for (let round = 0; round < 12; round++) {
    const at = T0 + round * 3_600_000
    push({ _tag: "AppStarted", at, path: "/", stored: { deviceId: "dev-1", userId: ME, loginToken: "tok-501", RC_POP_18: "1" }, deviceId: "dev-1" } as NewEvent)
    const history = Array.from({ length: 300 }, (_, i) => parseIm(wire(`r${round}h${i}`, i % 2 ? ME : PEER, i % 2 ? PEER : ME, at + i * 1_000), ME)!)
    push({ _tag: "ChatHistoryLoaded", at, userId: ME, peerId: PEER, messages: history } as NewEvent)
    for (let k = 0; k < 5; k++) push({ _tag: "ImFrameReceived", at: at + 400_000 + k, frameId: `r${round}l${k}`, from: PEER, message: wire(`r${round}l${k}`, PEER, ME, at + 400_000 + k) } as NewEvent)
  }
  const file = join(tmp, "im.ndjson")
  writeFileSync(file, traceText(events, 2, 50))

  it("when printed with --state and summarised, then the output equals the sequential replay's (the lists print as their messages)", async () => {
    for (const argv of [[file, "--state"], [file]]) {
      const seq = await run(argv, "1000000000")
      const par = await run(argv, "0")
      expect(par.path).toBe("parallel")
      expect({ ...par, path: null }).toEqual({ ...seq, path: null })
    }
    const state = JSON.parse((await run([file, "--state"], "0")).stdout) as { messaging: { messages: Record<string, Array<{ id: string }>> } }
    expect(state.messaging.messages[PEER]).toHaveLength(305)
  }, 60_000)
})
