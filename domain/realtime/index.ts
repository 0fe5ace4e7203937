// The real-time channel (m§4, m§7) as an entry of the feature list: its events (status, decoded peer
// messages) and its commands (connect, disconnect). It owns no slice: messaging, calls and presence
// read its events in their own recipes.
import type { Feature } from "../app/types"
import { RealtimeCommands } from "./commands"
import { RealtimeEvents } from "./events"

/** The real-time channel's vocabulary. */
export const realtime = {
  events: RealtimeEvents,
  commands: RealtimeCommands,
} as const satisfies Feature

declare module "../app/registry" {
  interface Events {
    readonly realtime: (typeof RealtimeEvents)[number]["Type"]
  }
  interface Commands {
    readonly realtime: (typeof RealtimeCommands)[number]["Type"]
  }
}
