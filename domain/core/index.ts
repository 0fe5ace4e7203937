// The kernel's shared vocabulary as the first entry of the feature list: the core events (start-up,
// gateway answers and failures, timers, rejected wire input) and commands (gateway calls, timers,
// storage, navigation). It owns no slice and has no recipe: the kernel itself handles AppStarted (a
// fresh state). It imports no feature folder, so every feature may use it.
import type { Feature } from "../app/types"
import { CoreCommands } from "./commands"
import { CoreEvents } from "./events"

/** The core, registered like a feature without a slice. */
export const core = {
  events: CoreEvents,
  commands: CoreCommands,
} as const satisfies Feature

declare module "../app/registry" {
  interface Events {
    readonly core: (typeof CoreEvents)[number]["Type"]
  }
  interface Commands {
    readonly core: (typeof CoreCommands)[number]["Type"]
  }
}
