// The timer link: for each TimerElapsed, the event whose react() output started that timer key —
// checked against a forward replay that records every StartTimer as the store would have run it.
import { describe, expect, it } from "vitest"
import { evolve, react } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { Checkpoints } from "../../ui/inspector/checkpoints"
import { timerStarter } from "../../ui/inspector/timers"
import { events } from "./support"

const evs = events(6_000, 11)

/** Forward: the latest event (since the last page load) whose commands started each key. */
const expected = (): Map<number, number | null> => {
  const out = new Map<number, number | null>()
  let s: AppState = initialState
  let started = new Map<string, number>()
  evs.forEach((e, i) => {
    if (e._tag === "AppStarted") started = new Map()
    if (e._tag === "TimerElapsed") out.set(i, started.get(e.key) ?? null)
    s = evolve(s, e)
    for (const c of react(s, e)) if (c._tag === "StartTimer") started.set(c.key, i)
  })
  return out
}

describe("timerStarter", () => {
  const cps = new Checkpoints(evs, 500)
  while (cps.covered + 500 <= evs.length) cps.advance(cps.covered + 500)
  const want = expected()

  it("finds the starter of every elapsed timer of a generated log", () => {
    expect(want.size).toBeGreaterThan(10)
    expect([...want.values()].filter((v) => v !== null).length).toBeGreaterThan(10)
    for (const [i, starter] of want) expect(timerStarter(evs, i, cps.stateAt)).toBe(starter)
  })

  it("points at an event whose commands start that key", () => {
    for (const [i, starter] of want) {
      if (starter === null) continue
      const key = (evs[i] as { key: string }).key
      expect(react(cps.stateAt(starter), evs[starter]!).some((c) => c._tag === "StartTimer" && c.key === key)).toBe(true)
      expect(starter).toBeLessThan(i)
    }
  })

  it("is null for other events and for timers no earlier event started", () => {
    const path = evs.findIndex((e) => e._tag === "PathVisited")
    expect(timerStarter(evs, path, cps.stateAt)).toBeNull()
    const lone = [{ _tag: "TimerElapsed", key: "nobody", seq: 1, at: 0 }] as unknown as typeof evs
    expect(timerStarter(lone, 0, () => initialState)).toBeNull()
  })
})
