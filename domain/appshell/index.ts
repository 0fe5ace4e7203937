// The app shell feature: the service worker's life seen from the app — a new version and the "Reload to
// update" prompt (never during a call), quiet failures while offline, and clicked notifications moving
// the open app. Its one feature value (listed last in domain/app/features.ts) and its registry entries.
import type { Feature } from "../app/types"
import { AppShellCommands } from "./commands"
import { decideAppShell } from "./decide"
import { AppShellEvents } from "./events"
import { evolveAppShell, appShellEvolveOn } from "./evolve"
import { AppShellIntents } from "./intents"
import { reactAppShell } from "./react"
import { type AppShellState, initialAppShell } from "./state"

/** The app shell feature. */
export const appShell = {
  initial: { appShell: initialAppShell },
  events: AppShellEvents,
  intents: AppShellIntents,
  commands: AppShellCommands,
  evolve: evolveAppShell,
  evolveOn: appShellEvolveOn,
  decide: decideAppShell,
  react: reactAppShell,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly appShell: AppShellState
  }
  interface Events {
    readonly appShell: (typeof AppShellEvents)[number]["Type"]
  }
  interface Intents {
    readonly appShell: (typeof AppShellIntents)[number]["Type"]
  }
  interface Commands {
    readonly appShell: (typeof AppShellCommands)[number]["Type"]
  }
}
