// The kernel's recipe dispatch (domain/app/makeKernel.ts `unrolled`): each event runs, in list order, the
// recipes whose feature takes its tag (`evolveOn`; none listed: every event). One function holds up to 30
// recipes (the app's full kernel has 24); longer lists are groups called in turn. Given more features than
// one group holds, the same recipes run in the same order as a plain loop over the list would run them.
import { describe, expect, it } from "vitest"
import { makeKernel } from "../../domain/app/kernel"
import { features } from "../../domain/app/features"
import type { AppEvent, Feature } from "../../domain/app/types"
import { E } from "../support/fixtures"

/** Every recipe that ran, as "feature index:event tag", in order. */
const ran: string[] = []

/** Feature `i`: its recipe notes that it ran; every third takes every event, the others AppStarted or TimerElapsed by turn. */
const probe = (i: number): Feature => ({
  evolve: (_d, e) => void ran.push(`${i}:${e._tag}`),
  ...(i % 3 === 0 ? {} : { evolveOn: [i % 2 === 0 ? "AppStarted" : "TimerElapsed"] as ReadonlyArray<AppEvent["_tag"]> }),
})

/** What a plain loop over the probes would note for `events`. */
const expected = (count: number, events: ReadonlyArray<AppEvent>): string[] =>
  events.flatMap((e) =>
    Array.from({ length: count }, (_, i) => i)
      .filter((i) => i % 3 === 0 || e._tag === (i % 2 === 0 ? "AppStarted" : "TimerElapsed"))
      .map((i) => `${i}:${e._tag}`),
  )

describe("Given a kernel of the app's features and N probe features after them", () => {
  for (const count of [1, 29, 30, 31, 45, 61])
    it(`when events are evolved one by one and folded (N = ${count}), then each probe runs for exactly the events it takes, in list order`, () => {
      const kernel = makeKernel([...features, ...Array.from({ length: count }, (_, i) => probe(i))])
      const events: ReadonlyArray<AppEvent> = [E.started("/"), E.timer("a"), E.timer("b")].map((e, i) => ({ ...e, seq: i + 1 }) as AppEvent)
      ran.length = 0
      events.reduce((s, e) => kernel.evolve(s, e), kernel.initial)
      expect(ran).toEqual(expected(count, events))
      ran.length = 0
      kernel.evolveMany(kernel.initial, events)
      expect(ran).toEqual(expected(count, events))
    })
})
