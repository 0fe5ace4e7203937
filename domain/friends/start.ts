// The friends feature's startup part (issue 14; listed right before `friends` in domain/app/order.ts):
// its initial slice and what its recipe does at AppStarted (whether the one-way add was confirmed
// before, m§4 oneWayAFPop, from storage), which a visitor's page does too.
import type { Feature, Recipe } from "../app/types"
import { initialFriends, ONE_WAY_KEY } from "./state"

/** AppStarted: the stored one-way confirmation (the slice is otherwise the initial one). */
export const startFriends: Recipe = (d, e) => {
  if (e._tag === "AppStarted") d.friends.oneWayOk = e.stored[ONE_WAY_KEY] === "1"
}

/** The startup part of friends: `{ initial, evolve on AppStarted }`. */
export const friendsStart = {
  initial: { friends: initialFriends },
  evolve: startFriends,
  evolveOn: ["AppStarted"],
} as const satisfies Feature
