// The friend endpoints of the contract (m§7 friend) the chat panel uses today, spread into `Api` of
// contract.ts: addFriend answers the relation after the call (a§3: 2 friends, 1 request sent). The
// friends feature (list, search, notes, reminders, one-way adds) extends this table.
import * as Schema from "effect/Schema"
import { MessagingRequests } from "../../domain/messaging/requests"
import { route } from "./endpoint"

const Num = Schema.Number

/** m§4 addWay: 101 added during a call, 102 added in chat (defined with the spec's constants). */
export { ADD_WAY_CALL, ADD_WAY_CHAT } from "../../domain/constants"

/** The friend endpoints, keyed by the client's names. */
export const FriendApi = {
  /** m§7 POST /friend/addFriend: a request to `friendUserId`, or accepting theirs (then relation 2). */
  addFriend: route(MessagingRequests.addFriend, {
    method: "POST",
    path: "/friend/addFriend",
    public: false,
    data: Schema.Struct({ relation: Num }),
  }),
} as const

/** Endpoints of {@link FriendApi} (all need a signed-in member). */
export const FRIEND_ENDPOINTS = Object.keys(FriendApi) as ReadonlyArray<keyof typeof FriendApi>
