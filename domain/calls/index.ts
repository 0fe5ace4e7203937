// The calls feature (m§4, m§5): placing, ringing, talking and billing a video call, and its media (RTC).
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideCalls } from "./decide"
import { CallEvents } from "./events"
import { evolveCalls } from "./evolve"
import { CallIntents } from "./intents"
import { MediaCommands, MediaEvents } from "./media"
import { reactCalls } from "./react"
import { CallRequests, type CallRequestTable } from "./requests"
import { type CallState, initialCalls } from "./state"

/** The calls feature. */
export const calls = {
  initial: { calls: initialCalls },
  events: [...CallEvents, ...MediaEvents],
  intents: CallIntents,
  commands: MediaCommands,
  requests: CallRequests,
  evolve: evolveCalls,
  decide: decideCalls,
  react: reactCalls,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly calls: CallState
  }
  interface Events {
    readonly calls: (typeof CallEvents)[number]["Type"] | (typeof MediaEvents)[number]["Type"]
  }
  interface Intents {
    readonly calls: (typeof CallIntents)[number]["Type"]
  }
  interface Commands {
    readonly calls: (typeof MediaCommands)[number]["Type"]
  }
  interface Requests extends CallRequestTable {}
}
