// The fault schedule generator of the messaging fault run (spec/support/faultSchedule.ts): the same seed
// gives the same schedules, every kind of fault appears in the fixed 50, offline windows stay in 5-60 s
// with some past the 50 s request timeout, and the judge counts lost, duplicated and reordered messages.
import { describe, expect, it } from "vitest"
import { describeSchedule, judgeView, messagesOf, REQUEST_TIMEOUT_MS, schedules } from "../support/faultSchedule"

describe("Given the fixed seed of the test command", () => {
  const fixed = schedules(20_261_125, 50)
  it("then the schedules are the same every time, and a later slice equals the same part of a longer run", () => {
    expect(schedules(20_261_125, 50).map(describeSchedule)).toEqual(fixed.map(describeSchedule))
    expect(schedules(20_261_125, 10, 40).map(describeSchedule)).toEqual(fixed.slice(40).map(describeSchedule))
  })
  it("then every fault kind appears, each schedule sends at least one message, and offline windows are 5-60 s, some longer than the request timeout", () => {
    const kinds = new Set(fixed.flatMap((s) => s.steps.map((st) => st.t)))
    for (const k of ["send", "wsDrop", "abortSends", "loseAnswers", "slow", "hang", "reload", "dupFrames", "reorderFrames", "offline"]) expect(kinds).toContain(k)
    for (const s of fixed) expect(messagesOf(s).length).toBeGreaterThan(0)
    const windows = fixed.flatMap((s) => s.steps.flatMap((st) => (st.t === "offline" ? [st.seconds] : [])))
    expect(Math.min(...windows)).toBeGreaterThanOrEqual(5)
    expect(Math.max(...windows)).toBeLessThanOrEqual(60)
    expect(windows.some((w) => w * 1000 > REQUEST_TIMEOUT_MS)).toBe(true)
  })
  it("then messages are tagged with the schedule and numbered per sender in the order sent", () => {
    const s = { index: 7, steps: [{ t: "send" as const, from: "b" as const }, { t: "offline" as const, side: "a" as const, seconds: 9, during: [{ t: "send" as const, from: "a" as const }, { t: "send" as const, from: "b" as const }] }] }
    expect(messagesOf(s)).toEqual([{ from: "b", text: "f7-b1" }, { from: "a", text: "f7-a1" }, { from: "b", text: "f7-b2" }])
  })
})

describe("judgeView", () => {
  const expected = [{ from: "a" as const, text: "f1-a1" }, { from: "b" as const, text: "f1-b1" }, { from: "a" as const, text: "f1-a2" }]
  it("finds nothing wrong in a view with every message once, each sender in order (other texts ignored)", () => {
    expect(judgeView(["hello", "f1-b1", "f1-a1", "f0-a9", "f1-a2"], expected)).toEqual({ lost: [], duplicated: [], outOfOrder: [], order: ["f1-b1", "f1-a1", "f1-a2"] })
  })
  it("names lost, duplicated and reordered messages", () => {
    const j = judgeView(["f1-a2", "f1-a1", "f1-a2"], expected)
    expect(j.lost).toEqual(["f1-b1"])
    expect(j.duplicated).toEqual(["f1-a2"])
    expect(j.outOfOrder).toEqual(["a: shown f1-a2 f1-a1 sent f1-a1 f1-a2"])
  })
})
