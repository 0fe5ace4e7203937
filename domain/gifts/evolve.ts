// Gifts reducer: the gift list answer replaces the list; a page load starts empty.
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe, AppEvent } from "../app/types"
import { initialGifts } from "./state"

/** The events evolveGifts acts on (Feature.evolveOn: it is called for no other). */
export const giftsEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "GatewayAnswered"]

/** The gifts recipe. */
export const evolveGifts: Recipe = (d, e) => {
  if (e._tag === "AppStarted") d.gifts = castDraft(initialGifts)
  const list = answerOf(e, "giftList")
  if (list) d.gifts = castDraft({ list, loaded: true })
}
