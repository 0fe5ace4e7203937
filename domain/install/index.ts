// The install feature (a§1, a§2, a§4): install as an app from the banner, the mini button or the menu, and its bonus.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideInstall } from "./decide"
import { InstallEvents } from "./events"
import { evolveInstall, installEvolveOn, installAnswersOn } from "./evolve"
import { InstallIntents } from "./intents"
import { reactInstall } from "./react"
import { InstallRequests, type InstallRequestTable } from "./requests"
import { type InstallState, initialInstall } from "./state"

/** The install feature. */
export const install = {
  initial: { install: initialInstall },
  events: InstallEvents,
  intents: InstallIntents,
  requests: InstallRequests,
  evolve: evolveInstall,
  evolveOn: installEvolveOn,
  answersOn: installAnswersOn,
  decide: decideInstall,
  react: reactInstall,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly install: InstallState
  }
  interface Events {
    readonly install: (typeof InstallEvents)[number]["Type"]
  }
  interface Intents {
    readonly install: (typeof InstallIntents)[number]["Type"]
  }
  interface Requests extends InstallRequestTable {}
}
