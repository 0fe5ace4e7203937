// Model-based test of the call machine (m§4) for both roles: fast-check drives the real kernel through
// the harness with random member actions (place, explainer, devices, confirm, accept, refuse, cancel,
// hang up, mute, hide the page), call actions 1/2/3/5/6/7/101 for current, old and unknown rooms
// (duplicated, late, reordered), media reports, gateway answers (also stale and duplicate) and timer
// firings (steps: spec/support/callModelSteps.ts), checking after every step: at most one call, the ring
// timer exactly while ringing, call timers only for the current call, a closed call never reopens, coins
// never negative on show, presence busy exactly while ringing or in a call, whatever the slice awaits is
// really pending, and no recipe throws. Failing runs are written as traces
// (spec/regressions/traces/callModel-<seed>.ndjson).
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { evolveStrict } from "../../domain/app/kernel"
import type { AppEvent } from "../../domain/app/event"
import type { AppState } from "../../domain/app/state"
import { BUSY_PHASES, callTimer, initialCalls } from "../../domain/calls/state"
import { selectCallCoins, selectMinutesLeft } from "../../domain/calls/selectors"
import { replay } from "../../domain/runtime/replay"
import { isSignedIn } from "../../domain/session/state"
import { T0, user } from "../support/fixtures"
import type { Harness } from "../support/harness"
import { STORED_SESSION } from "../support/flows"
import { ME } from "../support/callFlows"
import { callCommands, type Model } from "../support/callModelSteps"
import { failureTraces, recordingHarness } from "../support/traceRecorder"

const reached = { callerRinging: 0, calleeRinging: 0, joining: 0, live: 0, receipt: 0, recharge: 0, insufficient: 0, closedByAction: 0 }

// ---- invariants ----

const callTimers = (h: Harness) => h.timers().filter((t) => t.key.startsWith("call:"))

const checkInvariants = (h: Harness, m: Model) => {
  const s = h.state()
  const c = s.calls
  const active = c.phase === "ringing" || c.phase === "joining" || c.phase === "live"
  // One call at a time: the slice names one room, media is joined at most for that room.
  if (c.phase === "idle") expect({ roomNum: c.roomNum, role: c.role, pending: c.pending }).toEqual({ roomNum: "", role: null, pending: null })
  if (active) {
    expect(c.roomNum).not.toBe("")
    expect(c.role).not.toBeNull()
  }
  expect(m.joined.size).toBeLessThanOrEqual(1)
  for (const r of m.joined) {
    expect(r).toBe(c.roomNum)
    expect(c.phase === "joining" || c.phase === "live").toBe(true)
  }
  // The ring timer runs exactly while ringing, for the ringing room; other call timers only in the video.
  const ring = callTimers(h).filter((t) => t.key.startsWith("call:ring:"))
  expect(ring.map((t) => t.key)).toEqual(c.phase === "ringing" ? [callTimer("ring", c.roomNum)] : [])
  for (const t of callTimers(h).filter((x) => !x.key.startsWith("call:ring:"))) {
    expect(c.phase === "joining" || c.phase === "live").toBe(true)
    expect(t.key.endsWith(`:${c.roomNum}`)).toBe(true)
  }
  if (c.recharge !== null) expect(h.timers().map((t) => t.key)).toContain(callTimer("recharge", c.roomNum))
  if (c.phase !== "joining" && c.phase !== "live") expect({ notice: c.deviceNotice, recharge: c.recharge, tips: c.tipsShown, friend: c.friendAdd }).toEqual({ notice: null, recharge: null, tips: false, friend: "none" })
  // A closed call never reopens.
  if (active) expect(m.closed.has(c.roomNum)).toBe(false)
  // Coins never negative on show.
  const coins = selectCallCoins(s)
  if (coins !== null) expect(coins).toBeGreaterThanOrEqual(0)
  const left = selectMinutesLeft(s)
  if (left !== null) expect(left).toBeGreaterThanOrEqual(0)
  if (s.session.coinBalance !== null) expect(s.session.coinBalance).toBeGreaterThanOrEqual(0)
  // Presence follows the phase, and the last status uploaded says the same.
  expect(s.presence.busy).toBe(BUSY_PHASES.has(c.phase))
  const uploads = h.calls().filter((x) => x.name === "uploadStatus")
  if (uploads.length > 0 && isSignedIn(s.session)) expect(uploads[uploads.length - 1]!.params["status"]).toBe(s.presence.busy ? 1 : 2)
  // What the slice awaits was asked and is unanswered (the flow cannot get stuck).
  if (c.pending !== null) {
    expect(h.pendingCalls().some((x) => x.requestId === c.pending!.requestId && x.name === c.pending!.name)).toBe(true)
  }
  if (++m.steps % 15 === 0) expect(replay(h.events)).toEqual(s)
  if (c.phase === "ringing") c.role === "caller" ? reached.callerRinging++ : reached.calleeRinging++
  if (c.phase === "joining") reached.joining++
  if (c.phase === "live") reached.live++
  if (c.phase === "insufficient") reached.insufficient++
  if (c.receipt !== null) reached.receipt++
  if (c.recharge !== null) reached.recharge++
}

/** Harness whose every event is also evolved strictly (a recipe that throws fails the run) and noted for the model. */
const start = (m: Model): Harness =>
  recordingHarness(
    {
      now: T0,
      stored: { ...STORED_SESSION },
      onEvent: (e: AppEvent, s: AppState) => {
        expect(evolveStrict(m.prev, e)).toEqual(s)
        m.prev = s
        if (s.calls.ending !== null) {
          m.closed.add(s.calls.ending.roomNum)
          if (e._tag === "CallActionReceived") reached.closedByAction++
        }
      },
    },
    5,
  )

/** Notes media joins and leaves among the commands since `from`. */
/** The pinned seed; CALL_MODEL_SEED=<n> explores others (pin what fails as a regression test). */
const SEED = Number(process.env.CALL_MODEL_SEED ?? 20261206)

const property = (traces?: ReturnType<typeof failureTraces>, replayPath?: string) =>
  fc.property(fc.commands([callCommands], { maxCommands: 60, size: "max", ...(replayPath ? { replayPath } : {}) }), fc.constantFrom(1, 2), (cmds, gender) => {
    const body = (use: (h: Harness) => Harness) =>
      fc.modelRun(() => {
        // `prev` before AppStarted is never read (a page load evolves from the initial state).
        const m: Model = { closed: new Set(), delivered: [], joined: new Set(), steps: 0, prev: { calls: initialCalls } as AppState, check: checkInvariants }
        const h = use(start(m))
        h.answer("getUserInfo", user(Number(ME), { gender, coinBalance: 500 }))
        checkInvariants(h, m)
        return { model: m, real: h }
      }, cmds)
    if (traces) traces.run(body)
    else body((h) => h)
  })

describe("Given random member actions, call actions, media reports, answers and timers on the call machine (m§4)", () => {
  it("when any sequence runs, then at most one call, ring timer only while ringing, closed calls stay closed, coins never negative, presence follows the phase, nothing throws", () => {
    for (const k of Object.keys(reached)) reached[k as keyof typeof reached] = 0
    const traces = failureTraces(`callModel-${SEED}`)
    traces.report(() => fc.assert(property(traces), { seed: SEED, numRuns: 250 }))
    // The runs really went through both roles and the whole lifecycle.
    for (const [k, v] of Object.entries(reached)) expect(v, k).toBeGreaterThan(0)
  })
})
