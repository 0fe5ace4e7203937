// The inspector with its worker (infrastructure/log/verifier.ts; run in-process here, the page runs it in
// a Web Worker): the page only reads lines, the worker replays and checks hashes, and the session ends
// with the same events, hash verdicts (matches, a diverging checkpoint, an altered root, a missing step,
// a hash line far from its event), first mismatch and states at any step as without a worker; a worker
// that fails leaves the page to replay itself, to the same result.
import { describe, expect, it } from "vitest"
import { stateHash } from "../../domain/runtime/hash"
import { parseTrace, serializeTrace } from "../../infrastructure/log/trace"
import { verifyFile, type Verifier } from "../../infrastructure/log/verifier"
import { TraceSession } from "../../ui/inspector/model"
import { events, hashesEvery, testHeader } from "./support"

const evs = events(6_000, 11)

/**
 * The workers' work in this process (`parts` of them, the later parts' messages first), messages
 * delivered asynchronously as a Worker's are, "done" once all are.
 */
const inline =
  (chunks: number, parts = 1): Verifier =>
  (file, onMessage) => {
    let stopped = false
    let done = 0
    for (let part = parts - 1; part >= 0; part--) {
      void verifyFile(file, (m) => setTimeout(() => !stopped && (m.kind !== "done" || ++done === parts) && onMessage(m), (parts - part) * 3), chunks, part, parts)
    }
    return { stop: () => (stopped = true) }
  }

/** A verifier whose worker fails after its first chunk. */
const failing: Verifier = (file, onMessage) => {
  let n = 0
  void verifyFile(file, (m) => setTimeout(() => onMessage(n++ === 0 ? m : { kind: "failed", message: "worker crashed" }), 0), 4)
  return { stop: () => {} }
}

/** A trace of `evs` with hashes every 300 events: one altered (a differing path), one with only its root altered, one of a missing step, one far after its event. */
const text = (() => {
  const hashes = hashesEvery(evs, 300)
  const bad = { ...hashes[3]!, root: "00000000000000", paths: { ...hashes[3]!.paths, "wall.hosts": "00000000000000" } }
  const rootOnly = { ...hashes[9]!, root: "00000000000001" }
  const kept = hashes.map((h, k) => (k === 3 ? bad : k === 9 ? rootOnly : h)).filter((_, k) => k !== 12)
  const body = serializeTrace(testHeader({ format: 2 }), evs, kept)
  // The 13th hash line moved to the end (the worker checks only hash lines that follow their event), and a step that is not there.
  return `${body}${JSON.stringify(hashes[12])}\n{"kind":"hash","seq":99999999,"root":"x","paths":{}}\n`
})()

const load = async (verifier: Verifier | null) => {
  const session = new TraceSession("t.ndjson", new Blob([text]), verifier)
  await session.load()
  return session
}

describe("Given a trace of several page loads opened from a file, with a worker checking its hashes", () => {
  it("when it loads, then events, problems, every hash verdict, the first mismatch and the states equal the page replaying alone", async () => {
    const alone = await load(null)
    expect(alone.firstMismatch?.status).toBe("mismatch")
    expect(alone.hashChecks.get(99999999)?.status).toBe("missing")
    for (const [chunks, parts] of [[1, 1], [3, 1], [8, 1], [8, 2], [9, 3]] as const) {
      const withWorker = await load(inline(chunks, parts))
      expect(withWorker.loaded).toBe(true)
      expect(withWorker.events).toEqual(alone.events)
      expect(withWorker.problems).toEqual(alone.problems)
      expect(new Map([...withWorker.hashChecks].sort((a, b) => a[0] - b[0]))).toEqual(new Map([...alone.hashChecks].sort((a, b) => a[0] - b[0])))
      expect(withWorker.firstMismatch).toEqual(alone.firstMismatch)
      expect([...withWorker.tagCounts]).toEqual([...alone.tagCounts])
      // States at any step (the worker builds no checkpoints here: replayed from the page load before the step).
      for (const i of [0, 1, 299, 2_345, 3_999, 5_998, 5_999, 17]) expect(stateHash(withWorker.stateAt(i))).toBe(stateHash(alone.stateAt(i)))
      expect(withWorker.checkpoints.states.length).toBe(1)
    }
  })

  it("when the worker fails, then the page replays and checks itself, to the same verdicts", async () => {
    const alone = await load(null)
    const recovered = await load(failing)
    expect(new Map([...recovered.hashChecks].sort((a, b) => a[0] - b[0]))).toEqual(new Map([...alone.hashChecks].sort((a, b) => a[0] - b[0])))
    expect(recovered.firstMismatch).toEqual(alone.firstMismatch)
  })

  it("when a step is looked up by its seq, then the index of its event comes back (the first, when a seq repeats)", async () => {
    const session = await load(inline(2))
    const parsed = parseTrace(text)
    for (const k of [0, 10, 4_321, parsed.events.length - 1]) expect(session.indexBySeq.get(parsed.events[k]!.seq)).toBe(k)
    expect(session.indexBySeq.get(-5)).toBeUndefined()
    const repeated = new TraceSession("r.ndjson", serializeTrace(testHeader(), [evs[0]!, evs[1]!, { ...evs[2]!, seq: evs[0]!.seq }, evs[3]!], []))
    await repeated.load()
    expect(repeated.indexBySeq.get(evs[0]!.seq)).toBe(0)
    expect(repeated.indexBySeq.get(evs[3]!.seq)).toBe(3)
  })
})
