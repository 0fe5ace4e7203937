// The messaging feature (m§2-m§7): conversations, the outbox, the local chat database, the badge, friend requests in chat.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { MessagingCommands } from "./commands"
import { decideMessaging } from "./decide"
import { MessagingEvents } from "./events"
import { evolveMessaging } from "./evolve"
import { MessagingIntents } from "./intents"
import { reactMessaging } from "./react"
import { MessagingRequests, type MessagingRequestTable } from "./requests"
import { type MessagingState, initialMessaging } from "./state"

/** The messaging feature. */
export const messaging = {
  initial: { messaging: initialMessaging },
  events: MessagingEvents,
  intents: MessagingIntents,
  commands: MessagingCommands,
  requests: MessagingRequests,
  evolve: evolveMessaging,
  decide: decideMessaging,
  react: reactMessaging,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly messaging: MessagingState
  }
  interface Events {
    readonly messaging: (typeof MessagingEvents)[number]["Type"]
  }
  interface Intents {
    readonly messaging: (typeof MessagingIntents)[number]["Type"]
  }
  interface Commands {
    readonly messaging: (typeof MessagingCommands)[number]["Type"]
  }
  interface Requests extends MessagingRequestTable {}
}
