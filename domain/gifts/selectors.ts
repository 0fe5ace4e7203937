// Reads of the gifts slice (m§3 allowed gift ids, m§2 quick gifts).
import type { Gift } from "./answers"
import type { AppState } from "../app/types"
import { ALLOWED_GIFT_IDS, QUICK_GIFTS } from "../constants"

const rank = new Map(ALLOWED_GIFT_IDS.map((id, i) => [id, i]))

/**
 * The gifts the web offers (m§3): those of `list` whose id is allowed, in the allowed ids' order, each id
 * once. Pure; a new array on every call (see {@link selectOfferedGifts} for the memoized read).
 */
export const offeredGifts = (list: ReadonlyArray<Gift>): ReadonlyArray<Gift> => {
  const seen = new Set<number>()
  return list
    .filter((g) => rank.has(g.id) && !seen.has(g.id) && seen.add(g.id))
    .sort((a, b) => rank.get(a.id)! - rank.get(b.id)!)
}

let lastList: ReadonlyArray<Gift> | null = null
let lastOffered: ReadonlyArray<Gift> = []

/** The offered gifts of the loaded list (memoized on the list, so views re-render only when it changes). */
export const selectOfferedGifts = (s: AppState): ReadonlyArray<Gift> => {
  if (s.gifts.list !== lastList) {
    lastList = s.gifts.list
    lastOffered = offeredGifts(s.gifts.list)
  }
  return lastOffered
}

/** The video popup's quick gifts (m§2): the first {@link QUICK_GIFTS} offered gifts. */
export const quickGifts = (offered: ReadonlyArray<Gift>): ReadonlyArray<Gift> => offered.slice(0, QUICK_GIFTS)
