// The web push feature (a§1, a§4): the invitation, the browser permission, the token and its first-time bonus.
// Its commands also carry the install prompt's (run by the same device program).
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { PushCommands } from "./commands"
import { decidePush } from "./decide"
import { PushEvents } from "./events"
import { evolvePush } from "./evolve"
import { PushIntents } from "./intents"
import { reactPush } from "./react"
import { PushRequests, type PushRequestTable } from "./requests"
import { type PushState, initialPush } from "./state"

/** The push feature. */
export const push = {
  initial: { push: initialPush },
  events: PushEvents,
  intents: PushIntents,
  commands: PushCommands,
  requests: PushRequests,
  evolve: evolvePush,
  decide: decidePush,
  react: reactPush,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly push: PushState
  }
  interface Events {
    readonly push: (typeof PushEvents)[number]["Type"]
  }
  interface Intents {
    readonly push: (typeof PushIntents)[number]["Type"]
  }
  interface Commands {
    readonly push: (typeof PushCommands)[number]["Type"]
  }
  interface Requests extends PushRequestTable {}
}
