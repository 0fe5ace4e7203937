// The friends feature's startup part (issue 14; listed right before `friends` in domain/app/order.ts):
// its initial slice and what its recipe does at AppStarted (whether the one-way add was confirmed
// before, m§4 oneWayAFPop, from storage), which a visitor's page does too.
import { castDraft } from "immer"
import type { Feature, Recipe } from "../app/types"
import { template } from "../core/template"
import { type FriendsState, initialFriendPage, initialFriends, ONE_WAY_KEY } from "./state"

/** Unfrozen twin of initialFriends to spread (../core/template.ts). */
const initialFriendsTemplate = template(initialFriends)

/**
 * A fresh friends slice (a page load, a logout) with the one-way confirmation `oneWayOk`. Its nested
 * records are new objects, since the friends recipe changes them in place (a page asked: `list.loading`);
 * the kernel's fast fold copies a slice one level deep, so the initial (frozen) ones made it throw and
 * fold the event again (issue 14: at each chat opened, up to twice the replay's time;
 * spec/unit/fastFold.test.ts).
 */
export const freshFriends = (oneWayOk: boolean): FriendsState => {
  const i = initialFriends
  return {
    ...initialFriendsTemplate,
    page: { ...initialFriendPage },
    list: { ...i.list },
    search: { ...i.search },
    remind: { ...i.remind },
    relations: {},
    names: {},
    blocking: {},
    blockingAsked: {},
    starred: {},
    reminding: {},
    friendOnlyCalls: {},
    pending: {},
    oneWayOk,
  }
}

/** AppStarted: a fresh slice with the stored one-way confirmation. */
export const startFriends: Recipe = (d, e) => {
  if (e._tag === "AppStarted") d.friends = castDraft(freshFriends(e.stored[ONE_WAY_KEY] === "1"))
}

/** The startup part of friends: `{ initial, evolve on AppStarted }`. */
export const friendsStart = {
  initial: { friends: initialFriends },
  evolve: startFriends,
  evolveOn: ["AppStarted"],
} as const satisfies Feature
