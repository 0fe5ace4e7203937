// The gifts feature (m§7): the gift list, loaded on becoming signed in, used by calls and chat.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { evolveGifts, giftsEvolveOn, giftsAnswersOn } from "./evolve"
import { GiftRequests, type GiftRequestTable } from "./requests"
import { type GiftsState, initialGifts } from "./state"

/** The gifts feature. */
export const gifts = {
  initial: { gifts: initialGifts },
  requests: GiftRequests,
  evolve: evolveGifts,
  evolveOn: giftsEvolveOn,
  answersOn: giftsAnswersOn,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly gifts: GiftsState
  }
  interface Requests extends GiftRequestTable {}
}
