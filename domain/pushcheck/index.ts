// The notification self-test feature (settings -> Check notifications): permission, push token, last
// push, and "Send me a test notification" (locally through the service worker, and through the
// reference gateway's push path where it has one). Its one feature value (listed after push in
// domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { PushCheckCommands } from "./commands"
import { decidePushCheck } from "./decide"
import { PushCheckEvents } from "./events"
import { evolvePushCheck, pushCheckAnswersOn } from "./evolve"
import { PushCheckIntents } from "./intents"
import { reactPushCheck } from "./react"
import { type PushCheckState, initialPushCheck } from "./state"

/** The notification self-test feature. */
export const pushCheck = {
  initial: { pushCheck: initialPushCheck },
  events: PushCheckEvents,
  intents: PushCheckIntents,
  commands: PushCheckCommands,
  evolve: evolvePushCheck,
  answersOn: pushCheckAnswersOn,
  decide: decidePushCheck,
  react: reactPushCheck,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly pushCheck: PushCheckState
  }
  interface Events {
    readonly pushCheck: (typeof PushCheckEvents)[number]["Type"]
  }
  interface Intents {
    readonly pushCheck: (typeof PushCheckIntents)[number]["Type"]
  }
  interface Commands {
    readonly pushCheck: (typeof PushCheckCommands)[number]["Type"]
  }
}
