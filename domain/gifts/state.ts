// The gift list (m§7 GET /gift), loaded on becoming signed in (a§4); used by the call and chat features.
import type { Gift } from "./answers"

/** The gifts slice: the list as the gateway sent it, and whether it has loaded. */
export interface GiftsState {
  readonly list: ReadonlyArray<Gift>
  readonly loaded: boolean
}

/** The state before the list loads. */
export const initialGifts: GiftsState = { list: [], loaded: false }
