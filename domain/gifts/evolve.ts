// Gifts reducer: the gift list answer replaces the list; a page load starts empty.
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe } from "../app/types"
import { initialGifts } from "./state"

/** The gifts recipe. */
export const evolveGifts: Recipe = (d, e) => {
  if (e._tag === "AppStarted") d.gifts = castDraft(initialGifts)
  const list = answerOf(e, "giftList")
  if (list) d.gifts = castDraft({ list, loaded: true })
}
