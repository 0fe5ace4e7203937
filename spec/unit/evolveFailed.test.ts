// A recipe that throws no longer disappears: the kernel keeps the state as it was, the store records an
// EvolveFailed (seq and tag of the failing event, the error message) right after the failing event, a
// log holding it replays to the same state, and the replay CLI prints a line for it. The throwing
// recipe is a test-only feature injected into the app's own feature list with makeKernel.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { features } from "../../domain/app/features"
import { makeKernel } from "../../domain/app/kernel"
import type { AppEvent, Feature, NewEvent } from "../../domain/app/types"
import { EVOLVE_ERROR_MAX } from "../../domain/core/events"
import { createStore } from "../../domain/runtime/store"
import { main } from "../../scripts/replay"
import { E, T0 } from "../support/fixtures"
import { REPO_ROOT } from "../support/traceRecorder"

/** A feature whose recipe opens a toast, then throws on TimerElapsed "boom" (the toast must not stay). */
const boom = (message = "boom"): Feature => ({
  evolve: (d, e) => {
    if (e._tag === "TimerElapsed" && e.key === "boom") {
      d.shell.toast = { id: e.seq, key: "genericError", text: "half-done", params: {} }
      throw new Error(message)
    }
  },
})

/** A store over `kernel`'s store view, logging every event. */
const storeOf = (kernel: ReturnType<typeof makeKernel>) => {
  const log: AppEvent[] = []
  const store = createStore(kernel.store, { now: () => T0, run: () => {}, onEvent: (e) => log.push(e) })
  return { store, log }
}

describe("Given a feature recipe that throws for one event", () => {
  const kernel = makeKernel([...features, boom()])

  it("when the store handles that event, then the state stays as it was and EvolveFailed follows it with its seq, tag and message", () => {
    const { store, log } = storeOf(kernel)
    store.publish(E.started("/"))
    const before = store.getSnapshot()
    store.publish(E.timer("boom", T0 + 5))
    store.publish(E.timer("later", T0 + 6))
    expect(store.getSnapshot().shell.toast).toBeNull()
    expect(store.getSnapshot()).toEqual(before)
    expect(log.map((e) => [e.seq, e._tag])).toEqual([
      [1, "AppStarted"],
      [2, "TimerElapsed"],
      [3, "EvolveFailed"],
      [4, "TimerElapsed"],
    ])
    expect(log[2]).toEqual({ _tag: "EvolveFailed", seq: 3, at: T0 + 5, eventSeq: 2, eventTag: "TimerElapsed", message: "Error: boom" })
  })

  it("when the log holding the EvolveFailed is replayed, then it gives the live state, one by one and in one fold", () => {
    const { store, log } = storeOf(kernel)
    store.publish(E.started("/"))
    store.publish(E.timer("boom", T0 + 5))
    store.publish(E.timer("later", T0 + 6))
    const oneByOne = log.reduce((s, e) => kernel.evolve(s, e), kernel.initial)
    expect(oneByOne).toEqual(store.getSnapshot())
    const heard: NewEvent[] = []
    expect(kernel.evolveMany(kernel.initial, log, (f) => heard.push(f))).toEqual(store.getSnapshot())
    expect(heard).toEqual([{ _tag: "EvolveFailed", at: T0 + 5, eventSeq: 2, eventTag: "TimerElapsed", message: "Error: boom" }])
  })

  it("when evolved directly, then evolve keeps the state, tryEvolve names the failure and evolveStrict throws", () => {
    const s0 = kernel.evolve(kernel.initial, { ...E.started("/"), seq: 1 } as AppEvent)
    const failing = { ...E.timer("boom", T0 + 5), seq: 2 } as AppEvent
    expect(kernel.evolve(s0, failing)).toBe(s0)
    expect(kernel.tryEvolve(s0, failing)).toEqual({ state: s0, failure: { _tag: "EvolveFailed", at: T0 + 5, eventSeq: 2, eventTag: "TimerElapsed", message: "Error: boom" } })
    expect(() => kernel.evolveStrict(s0, failing)).toThrow("boom")
  })

  it("when the error message is long, then EvolveFailed keeps at most EVOLVE_ERROR_MAX characters", () => {
    const long = makeKernel([...features, boom("x".repeat(5000))])
    const { store, log } = storeOf(long)
    store.publish(E.timer("boom"))
    const failed = log.find((e) => e._tag === "EvolveFailed")
    expect(failed?._tag === "EvolveFailed" && failed.message.length).toBe(EVOLVE_ERROR_MAX)
    expect(failed?._tag === "EvolveFailed" && failed.message.startsWith("Error: xxx")).toBe(true)
  })
})

describe("Given a recipe that throws for every event", () => {
  it("when events arrive, then each is followed by one EvolveFailed and an EvolveFailed that throws records nothing more", () => {
    const always: Feature = {
      evolve: () => {
        throw new TypeError("always")
      },
    }
    const { store, log } = storeOf(makeKernel([...features, always]))
    store.publish(E.timer("a"))
    store.publish(E.timer("b"))
    expect(log.map((e) => e._tag)).toEqual(["TimerElapsed", "EvolveFailed", "TimerElapsed", "EvolveFailed"])
    expect(log.map((e) => (e._tag === "EvolveFailed" ? e.eventSeq : null))).toEqual([null, 1, null, 3])
  })
})

describe("Given a trace with a recorded EvolveFailed and an answer whose recipe throws in replay", () => {
  const tmp = mkdtempSync(join(tmpdir(), "evolve-failed-"))
  afterAll(() => rmSync(tmp, { recursive: true, force: true }))
  const text = readFileSync(join(REPO_ROOT, "spec/fixtures/traces/format1-email-signup.ndjson"), "utf8")
  // The guest host page answered `{}` (page.hosts is not iterable), and the live app's EvolveFailed after it.
  const lines = text.trimEnd().split("\n")
  const at = lines.findIndex((l) => l.includes('"name":"hostsGuest"'))
  const answer = JSON.parse(lines[at]!) as { event: { seq: number; at: number; data: unknown } }
  answer.event.data = {}
  const recorded = { kind: "event", v: 1, event: { _tag: "EvolveFailed", at: answer.event.at, eventSeq: answer.event.seq, eventTag: "GatewayAnswered", message: "TypeError: page.hosts is not iterable", seq: 1000 } }
  const file = join(tmp, "broken.ndjson")
  writeFileSync(file, [...lines.slice(0, at), JSON.stringify(answer), JSON.stringify(recorded), ...lines.slice(at + 1)].join("\n") + "\n")

  it("when replayed, then stderr has one line for the recorded failure and one for the event that throws now, and the summary counts them", async () => {
    let stdout = ""
    let stderr = ""
    const code = await main([file], { out: { write: (s: string) => (stdout += s) }, err: { write: (s: string) => (stderr += s) } })
    expect(code).toBe(0)
    expect(stderr).toBe(
      `evolve failed: #1000 recorded that #${answer.event.seq} GatewayAnswered threw: TypeError: page.hosts is not iterable\n` +
        `evolve throws: #${answer.event.seq} GatewayAnswered: TypeError: page.hosts is not iterable (state kept as before it)\n`,
    )
    expect(stdout).toContain("evolve      1 recorded EvolveFailed, 1 event throwing in this replay (see stderr)")
  })

  it("when replayed with --diff, then the throwing event's step says so and changes nothing", async () => {
    let stdout = ""
    await main([file, "--diff"], { out: { write: (s: string) => (stdout += s) }, err: { write: () => {} } })
    const steps = stdout.split("\n")
    const i = steps.findIndex((l) => l.startsWith(`#${answer.event.seq} GatewayAnswered hostsGuest`))
    expect(steps.slice(i + 1, i + 3)).toEqual(["  evolve threw: TypeError: page.hosts is not iterable (no change)", "  (no change)"])
    expect(steps).toContain(`#1000 EvolveFailed #${answer.event.seq} GatewayAnswered threw`)
  })
})
