// The bench's event generator: deterministic by seed, numbered 1..n, decodable, and realistic enough
// to sign members in and out and to fill the wall.
import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import { AppEvent } from "../../domain/app/event"
import { evolve } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { replay } from "../../domain/runtime/replay"
import { isSignedIn } from "../../domain/session/state"
import { generateEvents } from "../bench/events"

describe("Given generateEvents(n, seed)", () => {
  const log = generateEvents(5_000, 1)

  it("when called twice with the same seed, then the same log; another seed gives another log", () => {
    expect(generateEvents(5_000, 1)).toEqual(log)
    expect(generateEvents(5_000, 2)).not.toEqual(log)
  })

  it("when generated, then exactly n events numbered 1..n with non-decreasing `at`, each decoding with the AppEvent Schema", () => {
    expect(log).toHaveLength(5_000)
    log.forEach((e, i) => expect(e.seq).toBe(i + 1))
    for (let i = 1; i < log.length; i++) expect(log[i]!.at).toBeGreaterThanOrEqual(log[i - 1]!.at)
    const decode = Schema.decodeUnknownSync(AppEvent)
    for (const e of log) decode(e)
  })

  it("when replayed, then members sign in and out, the wall fills, toasts time out, and most event kinds occur", () => {
    let s = initialState
    let signIns = 0
    let maxHosts = 0
    let toastsCleared = 0
    for (const e of log) {
      const before = s
      s = evolve(s, e)
      if (!isSignedIn(before.session) && isSignedIn(s.session)) signIns++
      if (before.shell.toast && !s.shell.toast && e._tag === "TimerElapsed") toastsCleared++
      maxHosts = Math.max(maxHosts, s.wall.hosts.length)
    }
    expect(signIns).toBeGreaterThan(20)
    expect(maxHosts).toBeGreaterThanOrEqual(40)
    expect(toastsCleared).toBeGreaterThan(5)
    expect(new Set(log.map((e) => e._tag)).size).toBeGreaterThanOrEqual(20)
    expect(replay(log)).toEqual(s)
  })
})
