// The blacklist feature (m§2 blacklist panel, m§7): the blocked users, a page at a time, and unblocking.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideBlocked } from "./decide"
import { BlockedEvents } from "./events"
import { evolveBlocked, blockedEvolveOn } from "./evolve"
import { BlockedIntents } from "./intents"
import { reactBlocked } from "./react"
import { BlockedRequests, type BlockedRequestTable } from "./requests"
import { type BlockedState, initialBlocked } from "./state"

/** The blocked feature. */
export const blocked = {
  initial: { blocked: initialBlocked },
  events: BlockedEvents,
  intents: BlockedIntents,
  requests: BlockedRequests,
  evolve: evolveBlocked,
  evolveOn: blockedEvolveOn,
  decide: decideBlocked,
  react: reactBlocked,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly blocked: BlockedState
  }
  interface Events {
    readonly blocked: (typeof BlockedEvents)[number]["Type"]
  }
  interface Intents {
    readonly blocked: (typeof BlockedIntents)[number]["Type"]
  }
  interface Requests extends BlockedRequestTable {}
}
