// The combined kernel: one evolve (immer, feature recipes in a fixed order: session first so the
// others see who is signed in), one decide and one react over all features.
import { produce } from "immer"
import type { Kernel } from "../runtime/store"
import { decideLogin } from "../login/decide"
import { evolveLogin } from "../login/evolve"
import { reactLogin } from "../login/react"
import { evolveSession } from "../session/evolve"
import { reactSession } from "../session/react"
import { decideShell } from "../shell/decide"
import { evolveShell } from "../shell/evolve"
import { reactShell } from "../shell/react"
import { decideWall } from "../wall/decide"
import { evolveWall } from "../wall/evolve"
import { reactWall } from "../wall/react"
import type { Cmd } from "./commands"
import type { AppEvent, NewEvent } from "./event"
import type { Intent } from "./intents"
import { initialState, type AppState } from "./state"

/** (state, event) -> state; total: unknown or late events leave the state unchanged. */
export const evolve = (state: AppState, event: AppEvent): AppState =>
  produce(state, (d) => {
    evolveSession(d, event)
    evolveShell(d, event)
    evolveLogin(d, event)
    evolveWall(d, event)
  })

/** (state, intent, at) -> events. */
export const decide = (state: AppState, intent: Intent, at: number): NewEvent[] => [
  ...decideShell(state, intent, at),
  ...decideLogin(state, intent, at),
  ...decideWall(state, intent, at),
]

/** (state after the event, event) -> commands. */
export const react = (state: AppState, event: AppEvent): Cmd[] => [
  ...reactSession(state, event),
  ...reactShell(state, event),
  ...reactLogin(state, event),
  ...reactWall(state, event),
]

/** The app kernel for the store. */
export const appKernel: Kernel<AppState, AppEvent, Intent, Cmd> = { initial: initialState, evolve, decide, react }
