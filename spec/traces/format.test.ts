// The trace format (infrastructure/log/trace.ts): export then import round-trips events and hashes;
// malformed lines become problems with their line numbers while the rest is kept; event migrations
// are applied on load; checkTrace finds a tampered event and names the state paths that differ.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { makeRedactor } from "../../infrastructure/log/redact"
import { EVENT_SCHEMA_VERSION, TRACE_FORMAT, checkTrace, migrate, parseTrace, serializeTrace, type HashLine } from "../../infrastructure/log/trace"
import { replay } from "../../domain/runtime/replay"
import { stateHash } from "../../domain/runtime/hash"
import { emailSignupRun } from "../fixtures/traces/make"
import { T0 } from "../support/fixtures"
import { REPO_ROOT, recordTrace } from "../support/traceRecorder"

// Export then import: a fresh run of today's domain code.
const run = emailSignupRun(5)
const SALT = "5a17ed"
const built = recordTrace(run, { salt: SALT })

// Line-level edits: the recorded fixture (fixed line numbers and sequence numbers).
const FIXTURE = readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")
const lines = FIXTURE.trimEnd().split("\n")
const header = lines[0]!
const eventOf = (l: string): AppEvent | undefined => (l.startsWith('{"kind":"event"') ? (JSON.parse(l) as { event: AppEvent }).event : undefined)
const fixtureEvents = lines.flatMap((l) => eventOf(l) ?? [])
/** Index in `lines` of the first event matching `pred`. */
const lineOf = (pred: (e: AppEvent) => boolean): number => lines.findIndex((l) => { const e = eventOf(l); return e !== undefined && pred(e) })
const answerLine = (name: string) => lineOf((e) => e._tag === "GatewayAnswered" && e.name === name)
const tagLine = (tag: AppEvent["_tag"]) => lineOf((e) => e._tag === tag)
const seqAt = (i: number): number => eventOf(lines[i]!)!.seq
const withLines = (edit: (ls: string[]) => void): string => {
  const ls = [...lines]
  edit(ls)
  return `${ls.join("\n")}\n`
}
const fixtureHashes = lines.filter((l) => l.startsWith('{"kind":"hash"')).map((l) => JSON.parse(l) as HashLine)
/** The first recorded hash at or after `seq`. */
const hashAfter = (seq: number): number => fixtureHashes.map((h) => h.seq).filter((s) => s >= seq).sort((a, b) => a - b)[0]!

describe("Given a trace exported from a harness run (e-mail sign-up)", () => {
  it("when it is parsed, then the events are the redacted events, the hashes those recorded, and no problem", () => {
    const trace = parseTrace(built.text)
    const redactor = makeRedactor({ includeText: false, salt: SALT })
    expect(trace.problems).toEqual([])
    expect(trace.header).toEqual(built.header)
    // The app exports format 1 (its preview shows each event whole); readers take every format up to TRACE_FORMAT.
    expect(trace.header).toMatchObject({ format: 1, schema: EVENT_SCHEMA_VERSION, redacted: true })
    expect(TRACE_FORMAT).toBeGreaterThanOrEqual(1)
    expect(trace.events).toEqual(run.events.map((e) => redactor.event(e)))
    const last = run.events[run.events.length - 1]!.seq
    expect(trace.hashes.map((h) => h.seq)).toEqual([...run.events.filter((e) => e.seq % 5 === 0).map((e) => e.seq), ...(last % 5 === 0 ? [] : [last])])
    expect(trace.hashes).toEqual(built.text.split("\n").filter((l) => l.startsWith('{"kind":"hash"')).map((l) => JSON.parse(l) as HashLine))
  })

  it("when it is serialized again and re-imported, then events, hashes and header are equal, and the text is a fixpoint", () => {
    const first = parseTrace(built.text)
    const again = serializeTrace(first.header, first.events, first.hashes, first.digests)
    const second = parseTrace(again)
    expect(second).toEqual(first)
    expect(again).toBe(built.text)
    expect(serializeTrace(second.header, second.events, second.hashes, second.digests)).toBe(again)
    expect(again.split("\n").length).toBe(built.text.split("\n").length)
  })

  it("when hash lines come between events, then each one follows the event it is about", () => {
    const ls = built.text.split("\n")
    ls.forEach((l, i) => {
      if (l.startsWith('{"kind":"hash"')) expect(eventOf(ls[i - 1]!)?.seq).toBe((JSON.parse(l) as HashLine).seq)
    })
  })
})

describe("Given malformed lines (parseTrace never throws)", () => {
  it("when lines are not JSON, of an unknown kind, undecodable, or from a future schema, then each is a problem with its line number and the rest is kept", () => {
    const text = withLines((ls) => {
      ls.splice(3, 0, "{not json") // line 4
      ls.splice(5, 0, '{"kind":"comment","text":"hi"}') // line 6
      ls.splice(7, 0, '{"kind":"event","v":1,"event":{"_tag":"NoSuchEvent","seq":99,"at":0}}') // line 8
      ls.splice(8, 0, '{"kind":"event","v":1,"event":{"_tag":"EmailSubmitted","seq":99,"at":0,"email":42}}') // line 9
      ls.splice(9, 0, '{"kind":"event","v":7,"event":{"_tag":"LoginClosed","seq":99,"at":0}}') // line 10
      ls.splice(10, 0, '{"kind":"hash","seq":"3"}') // line 11
      ls.splice(11, 0, "42") // line 12
      ls.splice(12, 0, "   ") // line 13: blank lines are skipped silently
    })
    const trace = parseTrace(text)
    expect(trace.problems.map((p) => p.line)).toEqual([4, 6, 8, 9, 10, 11, 12])
    expect(trace.problems[0]!.reason).toBe("not JSON")
    expect(trace.problems[1]!.reason).toBe('unknown line kind "comment"')
    expect(trace.problems[2]!.reason).toMatch(/^event does not decode/)
    expect(trace.problems[3]!.reason).toMatch(/^event does not decode/)
    expect(trace.problems[4]!.reason).toMatch(/event schema 7 is newer/)
    expect(trace.problems[5]!.reason).toMatch(/hash line/)
    expect(trace.problems[6]!.reason).toBe("not an object")
    // Everything else is still there and still checks.
    expect(trace.events).toEqual(parseTrace(FIXTURE).events)
    expect(trace.hashes).toEqual(fixtureHashes)
    expect(checkTrace(trace)).toBeNull()
  })

  it("when the header has a future format, then it is reported on line 1, defaults are assumed, and events are kept", () => {
    const future = JSON.stringify({ ...JSON.parse(header), format: TRACE_FORMAT + 1 })
    const trace = parseTrace(withLines((ls) => (ls[0] = future)))
    expect(trace.problems).toEqual([
      { line: 1, reason: "no header line; defaults assumed" },
      { line: 1, reason: `unsupported trace format ${TRACE_FORMAT + 1}` },
    ])
    expect(trace.events).toHaveLength(fixtureEvents.length)
    expect(checkTrace(trace)).toBeNull()
  })

  it("when lines end with CRLF or the file is empty, then line numbers still count every line", () => {
    const crlf = withLines((ls) => ls.splice(2, 0, "oops")).replace(/\n/g, "\r\n")
    expect(parseTrace(crlf).problems).toEqual([{ line: 3, reason: "not JSON" }])
    expect(parseTrace("").problems).toEqual([{ line: 1, reason: "no header line; defaults assumed" }])
    expect(parseTrace("\u0000\u0001").problems.map((p) => p.line)).toEqual([1, 1])
  })
})

describe("Given an event schema migration table (passed explicitly)", () => {
  // A fake version 0: `type`/`time`/`n` instead of `_tag`/`at`/`seq`, and the e-mail under `mail`.
  const v0 = { type: "EmailSubmitted", time: T0, n: 4, mail: "zoe@example.invalid" }
  const table = {
    0: (e: Record<string, unknown>) => {
      const { type, time, n, mail, ...rest } = e
      return { ...rest, _tag: type, at: time, seq: n, ...(mail !== undefined ? { email: mail } : {}) }
    },
  }

  it("when a v0 event is migrated, then it has the current shape", () => {
    expect(migrate(v0, 0, table)).toEqual({ _tag: "EmailSubmitted", at: T0, seq: 4, email: "zoe@example.invalid" })
    expect(migrate(v0, EVENT_SCHEMA_VERSION, table)).toBe(v0)
  })

  it("when steps are chained, then each applies once, in version order", () => {
    const chain = { 0: (e: Record<string, unknown>) => ({ ...e, path: [...(e["path"] as number[]), 0] }), 1: (e: Record<string, unknown>) => ({ ...e, path: [...(e["path"] as number[]), 1] }) }
    expect(migrate({ path: [] }, 0, chain, 2)).toEqual({ path: [0, 1] })
    expect(() => migrate({ path: [] }, 0, { 0: chain[0] }, 2)).toThrow("no migration from event schema 1")
  })

  it("when a trace holds v0 lines, then parseTrace applies the table to them only and they replay", () => {
    const i = tagLine("EmailSubmitted")
    const e = eventOf(lines[i]!) as Extract<AppEvent, { _tag: "EmailSubmitted" }>
    const text = withLines((ls) => (ls[i] = JSON.stringify({ kind: "event", v: 0, event: { type: e._tag, time: e.at, n: e.seq, mail: e.email } })))
    const migrated = parseTrace(text, table)
    expect(migrated.problems).toEqual([])
    expect(migrated.events).toEqual(parseTrace(FIXTURE).events)
    expect(checkTrace(migrated)).toBeNull()
    // Without the table the line is reported and skipped; the replay then differs.
    const plain = parseTrace(text)
    expect(plain.problems).toEqual([{ line: i + 1, reason: "no migration from event schema 0" }])
    expect(checkTrace(plain)).toMatchObject({ seq: hashAfter(e.seq) })
  })
})

describe("Given a tampered trace (the fixture, edited)", () => {
  it("when an answer is changed, then checkTrace names the first hash after it and the slice fields that differ", () => {
    const i = answerLine("emailExists") // status 0 (new account: send a code) becomes 4 (existing account: password)
    const text = withLines((ls) => (ls[i] = ls[i]!.replace('"status":0', '"status":4')))
    expect(checkTrace(parseTrace(text))).toMatchObject({ seq: hashAfter(seqAt(i)), paths: ["login.pending", "login.step"] })
  })

  it("when a host's name is changed on the first wall page, then the mismatch is in wall.hosts only", () => {
    const i = answerLine("hostsGuest")
    const text = withLines((ls) => (ls[i] = ls[i]!.replace('"name":"Person 2"', '"name":"Mallory"')))
    expect(text).not.toBe(FIXTURE)
    expect(checkTrace(parseTrace(text))).toMatchObject({ seq: hashAfter(seqAt(i)), paths: ["wall.hosts"] })
  })

  it("when an event line is removed, then the first hash after it differs (unless a page load erased its effect first)", () => {
    const gate = tagLine("AgeGateAccepted")
    expect(checkTrace(parseTrace(withLines((ls) => ls.splice(gate, 1))))).toMatchObject({ seq: hashAfter(seqAt(gate)), paths: ["shell.ageConfirmed"] })
    // The avatar menu opened just before logout is forgotten by the reload before the next hash.
    const menu = tagLine("AvatarMenuToggled")
    expect(hashAfter(seqAt(menu))).toBeGreaterThan(seqAt(tagLine("LogoutRequested")))
    expect(checkTrace(parseTrace(withLines((ls) => ls.splice(menu, 1))))).toBeNull()
  })

  it("when a hash line lists a path the state no longer has, then that path is named", () => {
    const text = withLines((ls) => {
      const i = ls.findIndex((l) => l.startsWith('{"kind":"hash"'))
      const h = JSON.parse(ls[i]!) as HashLine
      ls[i] = JSON.stringify({ ...h, root: "00000000000000", paths: { ...h.paths, "shell.gone": "00000000000000" } })
    })
    expect(checkTrace(parseTrace(text))).toMatchObject({ seq: fixtureHashes[0]!.seq, paths: ["shell.gone"] })
  })

  it("when a hash line lacks a path the state has now (a field added after recording), then that path is not compared and the root is checked against the recorded shape", () => {
    // A trace recorded before shell.menuOpen existed: its root hashes the state without that field.
    const text = withLines((ls) => {
      const i = ls.findIndex((l) => l.startsWith('{"kind":"hash"'))
      const h = JSON.parse(ls[i]!) as HashLine
      const { ["shell.menuOpen"]: _, ...older } = h.paths
      const state = replay(fixtureEvents.filter((e) => e.seq <= h.seq)) as unknown as Record<string, Record<string, unknown>>
      const shaped: Record<string, Record<string, unknown>> = {}
      for (const [slice, fields] of Object.entries(state))
        for (const [field, v] of Object.entries(fields)) if (`${slice}.${field}` in older) shaped[slice] = { ...shaped[slice], [field]: v }
      expect(shaped["shell"]).not.toHaveProperty("menuOpen")
      ls[i] = JSON.stringify({ ...h, root: stateHash(shaped), paths: older })
    })
    expect(checkTrace(parseTrace(text))).toBeNull()
  })

  it("when only a hash line's root is altered (every path hash intact), then the root mismatch is reported", () => {
    const h = fixtureHashes[1]!
    const text = withLines((ls) => {
      const i = ls.findIndex((l) => l.startsWith('{"kind":"hash"') && (JSON.parse(l) as HashLine).seq === h.seq)
      ls[i] = JSON.stringify({ ...h, root: "0123456789abcd" })
    })
    expect(checkTrace(parseTrace(text))).toMatchObject({ seq: h.seq, paths: [], root: { recorded: "0123456789abcd", actual: h.root } })
  })

  it("when a hash line lacks a path and its root is altered too, then the root mismatch is reported", () => {
    const h = fixtureHashes[0]!
    const text = withLines((ls) => {
      const i = ls.findIndex((l) => l.startsWith('{"kind":"hash"'))
      const { ["shell.menuOpen"]: _, ...older } = h.paths
      ls[i] = JSON.stringify({ ...h, root: h.root, paths: older })
    })
    // The unaltered root hashes the whole state, menuOpen included: it is not the root of the recorded shape.
    expect(checkTrace(parseTrace(text))).toMatchObject({ seq: h.seq, paths: [], root: { recorded: h.root } })
  })
})
