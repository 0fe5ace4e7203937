// The kernel runs every feature's recipe once per event, in list order, whatever the list's length:
// lists longer than its unrolled group of 20 (the app has 19 recipes today) are split into groups, and
// the order and count must not change with that.
import { describe, expect, it } from "vitest"
import { features } from "../../domain/app/features"
import { makeKernel } from "../../domain/app/kernel"
import type { AppEvent, Feature } from "../../domain/app/types"
import { E } from "../support/fixtures"

/** A feature whose recipe appends `n` to the toast's text on TimerElapsed "order" (a slice every state has). */
const mark = (n: number): Feature => ({
  evolve: (d, e) => {
    if (e._tag === "TimerElapsed" && e.key === "order") {
      const before = d.shell.toast?.text ?? ""
      d.shell.toast = { id: e.seq, key: "genericError", text: `${before}${before ? "," : ""}${n}`, params: {} }
    }
  },
})

describe("Given feature lists of any length", () => {
  for (const extra of [1, 2, 20, 21, 45]) {
    it(`when ${extra} recipes follow the app's own, then each runs once per event, in list order (evolve and evolveMany)`, () => {
      const marks = Array.from({ length: extra }, (_, i) => mark(i))
      const kernel = makeKernel([...features, ...marks])
      const events = [E.started("/"), E.timer("order")].map((e, i) => ({ ...e, seq: i + 1 }) as AppEvent)
      const want = marks.map((_, i) => i).join(",")
      const one = events.reduce((s, e) => kernel.evolve(s, e), kernel.initial)
      expect(one.shell.toast?.text).toBe(want)
      expect(kernel.evolveMany(kernel.initial, events).shell.toast?.text).toBe(want)
    })
  }
})
