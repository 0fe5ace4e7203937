// Gifts reducer: the gift list answer replaces the list; a page load starts empty.
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe, AppEvent, RequestName } from "../app/types"
import { initialGifts } from "./state"

/** The events evolveGifts acts on (Feature.evolveOn: it is called for no other). */
export const giftsEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "GatewayAnswered"]

/**
 * The gateway answers evolveGifts acts on (Feature.answersOn: it is called for no other answer): the gift
 * list.
 */
export const giftsAnswersOn: ReadonlyArray<RequestName> = ["giftList"]

/** The gifts recipe. */
export const evolveGifts: Recipe = (d, e) => {
  if (e._tag === "AppStarted") d.gifts = castDraft(initialGifts)
  const list = answerOf(e, "giftList")
  if (list) d.gifts = castDraft({ list, loaded: true })
}
