// The calls feature's startup part (issue 14; listed right before `calls` in domain/app/order.ts): its
// initial slice and what its recipe does at AppStarted (the explainer and price pop-up seen before, from
// storage), which a visitor's page does too. The rest of the feature is loaded for members only.
import { castDraft } from "immer"
import type { Feature, Recipe } from "../app/types"
import { template } from "../core/template"
import { EXPLAINER_KEY, initialCalls, PRICE_POP_KEY } from "./state"

const initialTemplate = template(initialCalls)

/** m§4 AppStarted: a fresh call slice that remembers whether the explainer and the price pop-up were seen. */
export const startCalls: Recipe = (d, e) => {
  if (e._tag === "AppStarted")
    d.calls = castDraft({ ...initialTemplate, explainerSeen: e.stored[EXPLAINER_KEY] === "1", pricePopSeen: e.stored[PRICE_POP_KEY] === "1" })
}

/** The startup part of calls: `{ initial, evolve on AppStarted }`. */
export const callsStart = {
  initial: { calls: initialCalls },
  evolve: startCalls,
  evolveOn: ["AppStarted"],
} as const satisfies Feature
