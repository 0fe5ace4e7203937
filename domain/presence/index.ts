// The presence feature (a§4, a§7): the heartbeat, the own busy/online status, others' statuses, the dictionaries.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decidePresence } from "./decide"
import { PresenceEvents } from "./events"
import { evolvePresence } from "./evolve"
import { PresenceIntents } from "./intents"
import { reactPresence } from "./react"
import { PresenceRequests, type PresenceRequestTable } from "./requests"
import { type PresenceState, initialPresence } from "./state"

/** The presence feature. */
export const presence = {
  initial: { presence: initialPresence },
  events: PresenceEvents,
  intents: PresenceIntents,
  requests: PresenceRequests,
  evolve: evolvePresence,
  decide: decidePresence,
  react: reactPresence,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly presence: PresenceState
  }
  interface Events {
    readonly presence: (typeof PresenceEvents)[number]["Type"]
  }
  interface Intents {
    readonly presence: (typeof PresenceIntents)[number]["Type"]
  }
  interface Requests extends PresenceRequestTable {}
}
