// The session feature (a§3, a§4, a§8): who is signed in, the device, the coin balance, and why a session ended.
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry.
import type { Feature } from "../app/types"
import { decideSession } from "./decide"
import { SessionEvents } from "./events"
import { evolveSession, sessionAnswersOn } from "./evolve"
import { SessionIntents } from "./intents"
import { reactSession } from "./react"
import { SessionRequests, type SessionRequestTable } from "./requests"
import { SESSION_EVENTS, type SessionState, initialSession } from "./state"

/** The session feature. */
export const session = {
  initial: { session: initialSession },
  events: SessionEvents,
  intents: SessionIntents,
  requests: SessionRequests,
  evolve: evolveSession,
  evolveOn: SESSION_EVENTS,
  answersOn: sessionAnswersOn,
  decide: decideSession,
  react: reactSession,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly session: SessionState
  }
  interface Events {
    readonly session: (typeof SessionEvents)[number]["Type"]
  }
  interface Intents {
    readonly session: (typeof SessionIntents)[number]["Type"]
  }
  interface Requests extends SessionRequestTable {}
}
