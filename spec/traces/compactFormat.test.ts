// Trace format 2 (compact; infrastructure/log/trace.ts): records and step digests are written once and
// referred to by event lines; reading it gives what format 1 gives (round trip, property over generated
// logs), format 1 files are still read, and malformed format 2 lines are problems at their line number,
// never exceptions, while the rest of the trace is kept.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as Schema from "effect/Schema"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AppEvent } from "../../domain/app/event"
import { EventMeta } from "../../domain/core/schema"
import { checkTrace, makeHeader, metaIsPlainNumber, parseTrace, serializeTrace, traceChunks, type HashLine, type TraceHeader } from "../../infrastructure/log/trace"
import { emailSignupRun } from "../fixtures/traces/make"
import { eventLog } from "../support/arbitraries"
import { REPO_ROOT, recordTrace } from "../support/traceRecorder"

const FORMAT1 = readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")
const decode = Schema.decodeUnknownSync(AppEvent)
const OPTS = { seed: 20261128, numRuns: 150 }

/** `text` (any format) written again in format 2. */
const toFormat2 = (text: string): string => {
  const t = parseTrace(text)
  return serializeTrace({ ...t.header, format: 2 }, t.events, t.hashes, t.digests)
}

const header2 = (steps: boolean): TraceHeader =>
  makeHeader({ app: "test", locale: "en", userAgent: "vitest", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false, steps }, 2)

describe("Given the format 1 fixture trace (e-mail sign-up)", () => {
  const one = parseTrace(FORMAT1)

  it("when it is read, then its events, hashes and digests come without problems (format 1 stays readable)", () => {
    expect(one.problems).toEqual([])
    expect(one.header.format).toBe(1)
    expect(one.events.length).toBeGreaterThan(20)
    expect(checkTrace(one)).toBeNull()
  })

  it("when it is written in format 2 and read back, then events, hashes and digests are equal and the header differs only in format", () => {
    const text = toFormat2(FORMAT1)
    const two = parseTrace(text)
    expect(two.problems).toEqual([])
    expect(two.header).toEqual({ ...one.header, format: 2 })
    expect(two.events).toEqual(one.events)
    expect(two.hashes).toEqual(one.hashes)
    expect(two.digests).toEqual(one.digests)
    expect(checkTrace(two)).toBeNull()
    // Written again, the text is a fixpoint.
    expect(toFormat2(text)).toBe(text)
  })

  it("when the same session (exported with step digests) is written twice in format 2, then each record and digest is written once", () => {
    const one = parseTrace(recordTrace(emailSignupRun(5), { salt: "5a17ed" }).text)
    expect(one.digests?.size).toBeGreaterThan(10)
    const events = [...one.events, ...one.events.map((e, i) => ({ ...e, seq: one.events.length + i + 1 }))]
    const digests = new Map([...one.digests!].flatMap(([seq, d]) => [[seq, d], [seq + one.events.length, d]] as const))
    const text = serializeTrace({ ...one.header, format: 2 }, events, [], digests)
    const lines = text.trimEnd().split("\n")
    const records = lines.filter((l) => l.startsWith('["r",'))
    const eventLines = lines.filter((l) => /^\[\d/.test(l))
    expect(eventLines).toHaveLength(events.length)
    expect(records.length).toBeLessThanOrEqual(one.events.length)
    expect(lines.filter((l) => l.startsWith('["d",')).length).toBe(new Set(one.digests!.values()).size)
    expect(parseTrace(text).events).toEqual(events)
    // The events of the copy share the decoded parts of their record (one object per distinct payload).
    const back = parseTrace(text).events as ReadonlyArray<Record<string, unknown>>
    const answer = back.findIndex((e) => e["_tag"] === "GatewayAnswered" && typeof e["data"] === "object" && e["data"] !== null)
    expect(back[answer + one.events.length]!["data"]).toBe(back[answer]!["data"])
  })

  it("when a freshly exported trace is written in format 2, then it reads back equal and checks", () => {
    const built = recordTrace(emailSignupRun(5), { salt: "5a17ed" })
    const one1 = parseTrace(built.text)
    const two = parseTrace(toFormat2(built.text))
    expect(two.events).toEqual(one1.events)
    expect(two.hashes).toEqual(one1.hashes)
    expect(checkTrace(two)).toBeNull()
  })

  it("when format 2 is read in chunks (the inspector's reader), then the chunks give what one parse gives", () => {
    const text = toFormat2(FORMAT1)
    const chunks = [...traceChunks(text, 7, 3)]
    expect(chunks.flatMap((c) => c.events)).toEqual(parseTrace(text).events)
    expect(chunks.flatMap((c) => c.hashes)).toEqual(parseTrace(text).hashes)
    expect(chunks.flatMap((c) => c.problems)).toEqual([])
  })
})

describe("Given a format 2 trace with malformed lines", () => {
  const text = toFormat2(FORMAT1)
  const lines = text.trimEnd().split("\n")
  const firstEvent = lines.findIndex((l) => /^\[\d/.test(l))
  const withLine = (at: number, line: string): string => [...lines.slice(0, at), line, ...lines.slice(at)].join("\n")
  const base = parseTrace(text)
  const cases: ReadonlyArray<readonly [string, string, RegExp]> = [
    ["not JSON", "[3,17,", /^not JSON$/],
    ["an unknown record", "[99999,500,1768478400000]", /unknown record 99999/],
    ["an unknown digest", `[0,500,1768478400000,77777]`, /unknown digest 77777/],
    ["a seq that is not a number", `[0,"500",1768478400000]`, /numeric seq and at/],
    ["a record without an object", `["r",99998,1,"x"]`, /record line/],
    ["a digest without a string", `["d",99997,5]`, /digest line/],
    ["a record of a newer event schema", `["r",99996,99,{"_tag":"TimerElapsed","key":"k"}]`, /event schema 99 is newer/],
    ["an unknown array line kind", `["z",1]`, /unknown line kind "z"/],
  ]
  for (const [what, line, reason] of cases) {
    it(`when one line is ${what}, then it is a problem at its line number and every other event is kept`, () => {
      const t = parseTrace(withLine(firstEvent + 1, line))
      expect(t.problems).toHaveLength(1)
      expect(t.problems[0]!.line).toBe(firstEvent + 2)
      expect(t.problems[0]!.reason).toMatch(reason)
      expect(t.events).toEqual(base.events)
    })
  }

  it("when a record does not decode, then every event line that refers to it is a problem at its own line", () => {
    const bad = withLine(firstEvent, `["r",99990,1,{"_tag":"TimerElapsed","key":42}]`) + `\n[99990,900,1]\n[99990,901,2]\n`
    const t = parseTrace(bad)
    const n = lines.length + 1
    expect(t.problems.map((p) => p.line)).toEqual([n + 1, n + 2])
    expect(t.problems[0]!.reason).toMatch(/^event does not decode/)
    expect(t.events).toEqual(base.events)
  })

  it("when lines are written by hand (spaces, a digest with quotes and backslashes), then they read as JSON says", () => {
    // The format 2 fixture: a trace with step digests.
    const withSteps = readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format2-email-signup.ndjson"), "utf8").trimEnd()
    const t = parseTrace(`${withSteps}\n["d", 99995, "a.b=\\"q\\\\"]\n[ 0 , 900 , 7 , 99995 ]\n[0,901,8.5]\n`)
    expect(t.problems).toEqual([])
    expect(t.events.slice(-2).map((e) => [e.seq, e.at])).toEqual([[900, 7], [901, 8.5]])
    expect(t.digests?.get(900)).toBe('a.b="q\\')
    const tight = parseTrace(`${withSteps}\n["d",99995,"a.b=\\"q\\\\"]\n[0,900,7,99995]\n`)
    expect(tight.problems).toEqual([])
    expect(tight.digests?.get(900)).toBe('a.b="q\\')
  })

  it("when a record id is defined twice, then the second is a problem and the first is kept", () => {
    const rec = lines.find((l) => l.startsWith('["r",0,'))!
    const t = parseTrace(withLine(firstEvent + 1, rec.replace('"_tag"', '"other":1,"_tag"')))
    expect(t.problems.map((p) => p.reason)).toEqual(["record 0 defined twice; the first kept"])
    expect(t.events).toEqual(base.events)
  })
})

describe("Given generated event logs", () => {
  it("when written in format 2 (with repeats and digests) and read back, then events, hashes and digests are the ones written (serialize -> parse is the identity)", () => {
    fc.assert(
      fc.property(eventLog(40), fc.array(fc.option(fc.stringMatching(/^[a-z]{1,8}\.[a-z]{1,8}=[0-9a-f]{8}$/), { nil: undefined }), { minLength: 80, maxLength: 80 }), fc.nat(3), (log, digestList, repeat) => {
        const once = log.map((e) => decode(e) as AppEvent)
        const events = Array.from({ length: repeat + 1 }, (_, r) => once.map((e, i) => ({ ...e, seq: r * once.length + i + 1 }) as AppEvent)).flat()
        const digests = new Map<number, string>()
        events.forEach((e, i) => {
          const d = digestList[i % digestList.length]
          if (d !== undefined) digests.set(e.seq, d)
        })
        const hashes: HashLine[] = events.filter((_, i) => i % 7 === 6).map((e) => ({ kind: "hash", seq: e.seq, root: `r${e.seq}`, paths: { "a.b": "1" } }))
        const h = header2(true)
        const t = parseTrace(serializeTrace(h, events, hashes, digests))
        expect(t.problems).toEqual([])
        expect(t.header).toEqual(h)
        expect(t.events).toEqual(events)
        expect(t.hashes).toEqual(hashes)
        expect(t.digests).toEqual(digests)
      }),
      OPTS,
    )
  })
})

describe("Given the event meta fields (seq, at) every event's Schema has", () => {
  it("when format 2 copies a decoded record with another seq and at, then the Schema would decide the same: they are plain numbers", () => {
    expect(metaIsPlainNumber).toBe(true)
    const isMeta = Schema.is(Schema.Struct(EventMeta))
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (seq, at) => {
        expect(isMeta({ seq, at })).toBe(typeof seq === "number" && typeof at === "number")
      }),
      OPTS,
    )
  })
})
