// The login feature (a§2, a§4, a§5): the login popup's e-mail, phone and social ways (slice `login`) and the
// supplementary-info form (slice `supply`).
// Its one feature value (listed once in domain/app/features.ts) and its entries in the registry. Its
// startup part (./start.ts, issue 14) opens and closes the popup; the rest is the full kernel's.
import type { Feature } from "../app/types"
import { LoginCommands } from "./commands"
import { decideLogin } from "./decide"
import { LoginEvents } from "./events"
import { evolveLogin, loginAnswersOn, loginEvolveOn } from "./evolve"
import { LoginIntents } from "./intents"
import { reactLogin } from "./react"
import { LoginRequests, type LoginRequestTable } from "./requests"
import type { LoginStartEvents } from "./startEvents"
import type { LoginStartIntents } from "./startIntents"
import { type LoginState, type SupplyState, initialLogin, initialSupply } from "./state"

/** The login feature. */
export const login = {
  initial: { login: initialLogin, supply: initialSupply },
  events: LoginEvents,
  intents: LoginIntents,
  commands: LoginCommands,
  requests: LoginRequests,
  evolve: evolveLogin,
  evolveOn: loginEvolveOn,
  answersOn: loginAnswersOn,
  decide: decideLogin,
  react: reactLogin,
} as const satisfies Feature

declare module "../app/registry" {
  interface Slices {
    readonly login: LoginState
    readonly supply: SupplyState
  }
  interface Events {
    readonly login: (typeof LoginEvents)[number]["Type"] | (typeof LoginStartEvents)[number]["Type"]
  }
  interface Intents {
    readonly login: (typeof LoginIntents)[number]["Type"] | (typeof LoginStartIntents)[number]["Type"]
  }
  interface Commands {
    readonly login: (typeof LoginCommands)[number]["Type"]
  }
  interface Requests extends LoginRequestTable {}
}
