// The friends feature (m§2 FriendPage, friend list, online-reminder panel, user menu; m§4 friend add;
// m§7 friend/*, black/addBlack): its slice, events, intents, requests and rules. Its one feature value
// (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideFriends } from "./decide"
import { FriendEvents } from "./events"
import { evolveFriends, friendsEvolveOn } from "./evolve"
import { FriendIntents } from "./intents"
import { reactFriends } from "./react"
import { FriendRequests, type FriendRequestTable } from "./requests"
import { type FriendsState, initialFriends } from "./state"

/** The friends feature. */
export const friends = {
  initial: { friends: initialFriends },
  events: FriendEvents,
  intents: FriendIntents,
  requests: FriendRequests,
  evolve: evolveFriends,
  evolveOn: friendsEvolveOn,
  decide: decideFriends,
  react: reactFriends,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly friends: FriendsState
  }
  interface Events {
    readonly friends: (typeof FriendEvents)[number]["Type"]
  }
  interface Intents {
    readonly friends: (typeof FriendIntents)[number]["Type"]
  }
  interface Requests extends FriendRequestTable {}
}
