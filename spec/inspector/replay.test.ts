// Checkpoint replay equals full replay at every step; chunked parsing equals one parseTrace call; a
// loaded session checks recorded hashes and names the first mismatch with its differing paths.
import { describe, expect, it } from "vitest"
import { evolve, evolveMany } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { stateHash } from "../../domain/runtime/hash"
import { parseTrace, serializeTrace, traceChunks } from "../../infrastructure/log/trace"
import { Checkpoints } from "../../ui/inspector/checkpoints"
import { TraceSession } from "../../ui/inspector/model"
import { events, hashesEvery, traceText } from "./support"

const evs = events(2_500)

describe("Checkpoints", () => {
  it("gives the same state as a full replay at every step, across checkpoint boundaries", () => {
    const cps = new Checkpoints(evs, 100)
    while (cps.advance(cps.covered + 100)) if (cps.covered + 100 > evs.length) break
    expect(cps.states.length).toBe(Math.floor(evs.length / 100) + 1)
    let s: AppState = initialState
    for (let i = 0; i < evs.length; i++) {
      s = evolve(s, evs[i]!)
      if (i % 7 === 0 || i % 100 === 99 || i % 100 === 0) expect(stateHash(cps.stateAt(i))).toBe(stateHash(s))
    }
    expect(cps.stateAt(-1)).toBe(initialState)
  })

  it("answers random steps in any order (cache included) like evolveMany from the start", () => {
    const cps = new Checkpoints(evs, 250)
    for (let k = 0; k < 5; k++) cps.advance(cps.covered + 250)
    const picks = [2_499, 0, 1_249, 1_250, 1_251, 600, 599, 601, 2_000]
    for (const i of picks) expect(stateHash(cps.stateAt(i))).toBe(stateHash(evolveMany(initialState, evs.slice(0, i + 1))))
  })

  it("stops at the given indices on the way", () => {
    const cps = new Checkpoints(evs, 100)
    const seen: number[] = []
    cps.advance(100, [5, 50, 99, 150], (i, state) => {
      seen.push(i)
      expect(stateHash(state)).toBe(stateHash(evolveMany(initialState, evs.slice(0, i + 1))))
    })
    expect(seen).toEqual([5, 50, 99])
  })
})

describe("traceChunks", () => {
  const text = traceText(evs.slice(0, 700), 50)
  const broken = text.split("\n")
  broken.splice(3, 0, "{not json", '{"kind":"event","v":1,"event":{"_tag":"Nope","seq":1,"at":1}}', '{"kind":"other"}', "")
  broken.splice(400, 0, '{"kind":"header","format":1}', "[1,2]", '{"kind":"header","format":99}', "   ")
  const variants = { clean: text, broken: broken.join("\n"), noHeader: text.split("\n").slice(1).join("\n"), crlf: text.replace(/\n/g, "\r\n"), empty: "" }
  for (const [name, t] of Object.entries(variants)) {
    it(`gives the same events, hashes and problems as parseTrace (${name})`, () => {
      const whole = parseTrace(t)
      for (const [lines, first] of [[37, 5], [100, 100], [5_000, 1]] as const) {
        const chunks = [...traceChunks(t, lines, first)]
        expect(chunks.flatMap((c) => c.events)).toEqual(whole.events)
        expect(chunks.flatMap((c) => c.hashes)).toEqual(whole.hashes)
        expect(chunks.flatMap((c) => c.problems).sort((a, b) => a.line - b.line)).toEqual([...whole.problems].sort((a, b) => a.line - b.line))
        expect(chunks.find((c) => c.header)?.header ?? null).toEqual(name === "noHeader" || name === "empty" ? null : whole.header)
        expect(chunks[chunks.length - 1]!.end).toBe(t.length)
        // Each event's span is its own line.
        const spans = chunks.flatMap((c) => c.spans)
        expect(spans).toHaveLength(whole.events.length)
        spans.forEach(([a, b], k) => expect((JSON.parse(t.slice(a, b)) as { event: { seq: number } }).event.seq).toBe(whole.events[k]!.seq))
      }
    })
  }
})

describe("TraceSession", () => {
  it("loads a trace, builds checkpoints and finds every recorded hash matching", async () => {
    const t = traceText(evs, 100)
    const session = new TraceSession("t.ndjson", t)
    let notified = 0
    session.subscribe(() => notified++)
    await session.load()
    expect(session.loaded).toBe(true)
    expect(notified).toBeGreaterThan(0)
    expect(session.events).toHaveLength(evs.length)
    expect(session.hashes).toHaveLength(Math.floor(evs.length / 100))
    expect(session.hashChecks.size).toBe(session.hashes.length)
    expect([...session.hashChecks.values()].every((c) => c.status === "match")).toBe(true)
    expect(session.firstMismatch).toBeNull()
    expect(session.checkpoints.states.length).toBe(Math.floor(evs.length / 1000) + 1)
    expect(stateHash(session.stateAt(evs.length - 1))).toBe(stateHash(evolveMany(initialState, evs)))
    expect(session.indexBySeq.get(evs[10]!.seq)).toBe(10)
    expect(session.header?.timeZone).toBe("Europe/Istanbul")
  })

  it("loads the same trace written in format 2 (also as a streamed file) to the same events, checks and states; the free-text filter reads each event's JSON", async () => {
    const one = parseTrace(traceText(evs, 100))
    const text2 = serializeTrace({ ...one.header, format: 2 }, one.events, one.hashes, one.digests)
    for (const source of [text2, new Blob([text2])]) {
      const session = new TraceSession("t2.ndjson", source)
      await session.load()
      expect(session.header?.format).toBe(2)
      expect(session.problems).toEqual([])
      expect(session.events).toEqual(one.events)
      expect(session.hashChecks.size).toBe(one.hashes.length)
      expect(session.firstMismatch).toBeNull()
      expect(stateHash(session.stateAt(evs.length - 1))).toBe(stateHash(evolveMany(initialState, evs)))
      expect(session.textOf(10)).toBe(JSON.stringify(session.events[10]))
    }
  })

  it("names the first mismatching hash and its differing paths; a hash of a missing step is reported", async () => {
    const hashes = hashesEvery(evs, 300)
    const bad = { ...hashes[3]!, root: "00000000000000", paths: { ...hashes[3]!.paths, "wall.hosts": "00000000000000" } }
    const later = { ...hashes[5]!, root: "00000000000001" }
    const t = traceText(evs, 300, [hashes[0]!, hashes[1]!, hashes[2]!, bad, hashes[4]!, later]) + '{"kind":"hash","seq":999999,"root":"x","paths":{}}\n'
    const session = new TraceSession("t.ndjson", t)
    await session.load()
    expect(session.firstMismatch).toEqual({ seq: bad.seq, status: "mismatch", paths: ["wall.hosts"] })
    expect(session.hashChecks.get(hashes[0]!.seq)?.status).toBe("match")
    // Only the root differs while every recorded path matches: the root of the state cut to the recorded
    // paths must still equal it, so an altered root is a mismatch (the rule of checkTrace / replay --check).
    expect(session.hashChecks.get(later.seq)?.status).toBe("mismatch")
    expect(session.hashChecks.get(999999)?.status).toBe("missing")
  })

  it("reports unreadable lines with their numbers and keeps the rest", async () => {
    const lines = traceText(evs.slice(0, 50), 10).split("\n")
    lines.splice(2, 0, "garbage")
    const session = new TraceSession("t.ndjson", lines.join("\n"))
    await session.load()
    expect(session.problems).toEqual([{ line: 3, reason: "not JSON" }])
    expect(session.events).toHaveLength(50)
  })

  it("reads a file as a stream, piece by piece, to the same events, checks, problems and line texts as the text", async () => {
    const lines = traceText(evs, 100).split("\n")
    lines.splice(7, 0, "garbage")
    const t = lines.join("\n")
    // More than the first piece (64 KiB): lines are cut across pieces and numbered on.
    expect(t.length).toBeGreaterThan(3 * (64 << 10))
    const fromText = new TraceSession("t.ndjson", t)
    const fromFile = new TraceSession("t.ndjson", new Blob([t], { type: "application/x-ndjson" }))
    await Promise.all([fromText.load(), fromFile.load()])
    expect(fromFile.loaded).toBe(true)
    expect(fromFile.events).toEqual(fromText.events)
    expect(fromFile.problems).toEqual([{ line: 8, reason: "not JSON" }])
    expect([...fromFile.hashChecks.entries()]).toEqual([...fromText.hashChecks.entries()])
    expect(fromFile.header).toEqual(fromText.header)
    for (const i of [0, 1, 500, 1_234, evs.length - 1]) expect(fromFile.textOf(i)).toBe(fromText.textOf(i))
  })
})
