// The shell feature (a§2, a§4): the route, the 18+ gate, menus, toasts and dialogs.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideShell } from "./decide"
import { ShellEvents } from "./events"
import { evolveShell, shellAnswersOn, shellEvolveOn } from "./evolve"
import { ShellIntents } from "./intents"
import { reactShell } from "./react"
import { ShellRequests, type ShellRequestTable } from "./requests"
import { type ShellState, initialShell } from "./state"

/** The shell feature. */
export const shell = {
  initial: { shell: initialShell },
  events: ShellEvents,
  intents: ShellIntents,
  requests: ShellRequests,
  evolve: evolveShell,
  evolveOn: shellEvolveOn,
  answersOn: shellAnswersOn,
  decide: decideShell,
  react: reactShell,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly shell: ShellState
  }
  interface Events {
    readonly shell: (typeof ShellEvents)[number]["Type"]
  }
  interface Intents {
    readonly shell: (typeof ShellIntents)[number]["Type"]
  }
  interface Requests extends ShellRequestTable {}
}
