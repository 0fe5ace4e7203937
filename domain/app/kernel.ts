// The combined kernel: one evolve (immer, feature recipes in a fixed order: session first so the
// others see who is signed in), one decide and one react over all features.
import { produce, type Draft } from "immer"
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

const recipe = (d: Draft<AppState>, event: AppEvent): void => {
  evolveSession(d, event)
  evolveShell(d, event)
  evolveLogin(d, event)
  evolveWall(d, event)
}

/**
 * (state, event) -> state; total: unknown, late or malformed events (e.g. answer data of the wrong
 * shape in an imported trace) leave the state unchanged. A page load (AppStarted) starts afresh.
 */
export const evolve = (state: AppState, event: AppEvent): AppState => {
  try {
    return produce(event._tag === "AppStarted" ? initialState : state, (d) => recipe(d, event))
  } catch {
    return state
  }
}

/**
 * Folds many events in one immer draft (fast replay): same result as evolving one by one. A page
 * load (AppStarted) starts a new batch from the initial state; a batch with a malformed event is
 * redone one event at a time so that event alone is skipped.
 */
export const evolveMany = (state: AppState, events: ReadonlyArray<AppEvent>): AppState => {
  let s = state
  let start = 0
  const flush = (end: number) => {
    if (end <= start) return
    const batch = events.slice(start, end)
    try {
      s = produce(s, (d) => {
        for (const e of batch) recipe(d, e)
      })
    } catch {
      for (const e of batch) s = evolve(s, e)
    }
  }
  for (let i = 0; i < events.length; i++) {
    if (events[i]!._tag === "AppStarted") {
      flush(i)
      s = evolve(s, events[i]!)
      start = i + 1
    }
  }
  flush(events.length)
  return s
}

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
