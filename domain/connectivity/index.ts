// The connectivity feature: whether the app can reach the service (the browser's network events, failed
// requests, the real-time channel). Its one feature value (listed once in domain/app/features.ts) and
// its entries in the registry.
import type { Feature } from "../app/types"
import { ConnectivityCommands } from "./commands"
import { ConnectivityEvents } from "./events"
import { evolveConnectivity } from "./evolve"
import { reactConnectivity } from "./react"
import { CONNECTIVITY_EVENTS, type ConnectivityState, initialConnectivity } from "./state"

/** The connectivity feature. */
export const connectivity = {
  initial: { connectivity: initialConnectivity },
  events: ConnectivityEvents,
  commands: ConnectivityCommands,
  evolve: evolveConnectivity,
  evolveOn: CONNECTIVITY_EVENTS,
  react: reactConnectivity,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly connectivity: ConnectivityState
  }
  interface Events {
    readonly connectivity: (typeof ConnectivityEvents)[number]["Type"]
  }
  interface Commands {
    readonly connectivity: (typeof ConnectivityCommands)[number]["Type"]
  }
}
