// The profile feature (a§5): the own profile editor, photo upload and review, linked e-mail and phone.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideProfile } from "./decide"
import { ProfileEvents } from "./events"
import { evolveProfile, profileEvolveOn, profileAnswersOn } from "./evolve"
import { ProfileIntents } from "./intents"
import { reactProfile } from "./react"
import { ProfileRequests, type ProfileRequestTable } from "./requests"
import { type ProfileState, initialProfile } from "./state"

/** The profile feature. */
export const profile = {
  initial: { profile: initialProfile },
  events: ProfileEvents,
  intents: ProfileIntents,
  requests: ProfileRequests,
  evolve: evolveProfile,
  evolveOn: profileEvolveOn,
  answersOn: profileAnswersOn,
  decide: decideProfile,
  react: reactProfile,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly profile: ProfileState
  }
  interface Events {
    readonly profile: (typeof ProfileEvents)[number]["Type"]
  }
  interface Intents {
    readonly profile: (typeof ProfileIntents)[number]["Type"]
  }
  interface Requests extends ProfileRequestTable {}
}
