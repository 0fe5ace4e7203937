// The test recorder (spec/support/traceRecorder.ts): a harness run becomes a trace with hash lines at
// its snapshots and at the end; a failing property writes the trace of its shrunk run (and a green one
// writes nothing).
import fc from "fast-check"
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it, vi } from "vitest"
import { I } from "../../domain/app/intents"
import { checkTrace, parseTrace } from "../../infrastructure/log/trace"
import { T0, groups } from "../support/fixtures"
import { harness, type Harness } from "../support/harness"
import { failureTraces, recordTrace, recordingHarness } from "../support/traceRecorder"

const tmp = mkdtempSync(join(tmpdir(), "trace-recorder-"))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

const visit = (h: Harness): Harness => {
  h.answer("hostGroups", groups)
  h.dispatch(I.OpenLogin({ origin: "menu" }))
  h.dispatch(I.ChooseEmail())
  h.dispatch(I.SubmitEmail({ email: "ada@example.com" }))
  h.advance(5_000)
  return h
}

describe("Given harness runs", () => {
  it("when a recording harness keeps a snapshot every 2 events, then the trace hashes those and the last event, and checks clean", () => {
    const h = visit(recordingHarness({ now: T0 }, 2))
    const trace = parseTrace(recordTrace(h).text)
    const last = h.events[h.events.length - 1]!.seq
    expect(trace.hashes.map((x) => x.seq)).toEqual([...h.events.filter((e) => e.seq % 2 === 0).map((e) => e.seq), ...(last % 2 ? [last] : [])])
    expect(trace.events).toHaveLength(h.events.length)
    expect(checkTrace(trace)).toBeNull()
  })

  it("when a plain harness is recorded, then the one hash is its current state at the last event", () => {
    const h = visit(harness({ now: T0 }))
    const trace = parseTrace(recordTrace(h).text)
    expect(trace.hashes.map((x) => x.seq)).toEqual([h.events[h.events.length - 1]!.seq])
    expect(trace.header).toMatchObject({ app: "spec", exportedAt: h.now(), startedAt: T0 })
    expect(checkTrace(trace)).toBeNull()
  })
})

describe("Given a property that fails once the e-mail step is reached", () => {
  type Step = "open" | "email" | "wait" | "close"
  const steps = fc.array(fc.constantFrom<Step>("wait", "open", "close", "email"), { minLength: 0, maxLength: 12 })
  const apply = (h: Harness, s: Step) =>
    s === "open" ? h.dispatch(I.OpenLogin({ origin: "menu" })) : s === "email" ? h.dispatch(I.ChooseEmail()) : s === "close" ? h.dispatch(I.CloseLogin()) : h.advance(1_000)
  const property = (traces: ReturnType<typeof failureTraces>, failAtStep: number) =>
    fc.property(steps, (ss) =>
      traces.run((use) => {
        const h = use(recordingHarness({ now: T0 }, 3))
        for (const s of ss) {
          apply(h, s)
          expect(h.state().login.step).not.toBe(failAtStep)
        }
      }),
    )

  it("when fast-check shrinks the failure, then the trace file holds the smallest failing run, replays, and is named once", () => {
    const traces = failureTraces("demo-1", tmp)
    const said = vi.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      expect(() => traces.report(() => fc.assert(property(traces, 5), { seed: 1, numRuns: 100 }))).toThrow()
      expect(said).toHaveBeenCalledTimes(1)
      expect(String(said.mock.calls[0]![0])).toContain(`npm run trace:test -- ${traces.written()}`)
    } finally {
      said.mockRestore()
    }
    expect(readdirSync(tmp)).toContain("demo-1.ndjson")
    const trace = parseTrace(readFileSync(join(tmp, "demo-1.ndjson"), "utf8"))
    expect(trace.problems).toEqual([])
    expect(trace.events.map((e) => e._tag)).toEqual(["AppStarted", "LoginOpened", "EmailWayChosen"])
    expect(trace.hashes.length).toBeGreaterThan(0)
    expect(checkTrace(trace)).toBeNull()
  })

  it("when the property holds, then no trace is written", () => {
    const traces = failureTraces("demo-green", tmp)
    traces.report(() => fc.assert(property(traces, 4), { seed: 1, numRuns: 50 }))
    expect(traces.written()).toBe("")
    expect(readdirSync(tmp)).not.toContain("demo-green.ndjson")
  })
})
