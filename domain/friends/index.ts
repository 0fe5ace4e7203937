// The friends feature (m§2 friend list, online-reminder panel, user menu; m§7 friend/*): for now only
// its gateway requests and their answer shapes (the contract); its slice, events and intents follow.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { FriendRequests, type FriendRequestTable } from "./requests"

/** The friends feature. */
export const friends = {
  requests: FriendRequests,
} as const satisfies Feature

declare module "../app/registry" {
  interface Requests extends FriendRequestTable {}
}
