// The kernel's fast fold (evolveMany) runs the recipes on a one-level copy of the deep-frozen initial
// state, so a recipe must replace a nested value rather than mutate it; one that mutates throws there and
// the whole fold silently falls back to immer, about 15 times slower (a connectivity recipe once did).
// This test folds generated sessions the fast way, with nothing to fall back to: a throw names the recipe.
import { describe, expect, it } from "vitest"
import type { Draft } from "immer"
import { app } from "../../domain/app/kernel"
import { features as list } from "../../domain/app/features"
import type { AppState, Feature } from "../../domain/app/types"
import { generateEvents } from "../bench/events"

const features: ReadonlyArray<Feature> = list

/** What the kernel's `fresh` makes: each slice copied one level deep, nested values still frozen. */
const oneLevelCopy = (): Draft<AppState> => Object.fromEntries(Object.entries(app.initial).map(([k, v]) => [k, { ...(v as object) }])) as Draft<AppState>

describe("Given generated sessions folded the fast way (no immer)", () => {
  it("when every feature's recipe runs on every event, then none mutates a frozen nested value, and the state equals the careful fold's", () => {
    const events = generateEvents(20_000, 7)
    let d = oneLevelCopy()
    for (const e of events) {
      if (e._tag === "AppStarted") d = oneLevelCopy()
      for (const f of features) {
        try {
          f.evolve?.(d, e)
        } catch (err) {
          throw new Error(`the recipe of the feature with slice(s) ${Object.keys(f.initial ?? {}).join(",")} threw on ${e._tag} #${e.seq}: ${String(err)}`)
        }
      }
    }
    expect(JSON.parse(JSON.stringify(d))).toEqual(JSON.parse(JSON.stringify(events.reduce((s, e) => app.evolve(s, e), app.initial))))
  })
})
