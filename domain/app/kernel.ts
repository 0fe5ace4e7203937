// The combined kernel: one evolve (immer, feature recipes in a fixed order: session first so the
// others see who is signed in), one decide and one react over all features.
import { produce, type Draft } from "immer"
import type { Kernel } from "../runtime/store"
import { decideLogin } from "../login/decide"
import { evolveLogin } from "../login/evolve"
import { reactLogin } from "../login/react"
import { decideOverlays } from "../overlays/decide"
import { evolveOverlays } from "../overlays/evolve"
import { reactOverlays } from "../overlays/react"
import { decidePresence } from "../presence/decide"
import { evolvePresence } from "../presence/evolve"
import { reactPresence } from "../presence/react"
import { evolveGifts } from "../gifts/evolve"
import { decideMessaging } from "../messaging/decide"
import { evolveMessaging } from "../messaging/evolve"
import { reactMessaging } from "../messaging/react"
import { decideShop } from "../shop/decide"
import { evolveShop } from "../shop/evolve"
import { reactShop } from "../shop/react"
import { decideCalls } from "../calls/decide"
import { evolveCalls } from "../calls/evolve"
import { reactCalls } from "../calls/react"
import { decideProfile } from "../profile/decide"
import { evolveProfile } from "../profile/evolve"
import { reactProfile } from "../profile/react"
import { decideBlocked } from "../blocked/decide"
import { evolveBlocked } from "../blocked/evolve"
import { reactBlocked } from "../blocked/react"
import { decideSession } from "../session/decide"
import { evolveSession } from "../session/evolve"
import { reactSession } from "../session/react"
import { decideShell } from "../shell/decide"
import { evolveShell } from "../shell/evolve"
import { reactShell } from "../shell/react"
import { decideWall } from "../wall/decide"
import { evolveWall } from "../wall/evolve"
import { reactWall } from "../wall/react"
import { decidePush } from "../push/decide"
import { evolvePush } from "../push/evolve"
import { reactPush } from "../push/react"
import { decideInstall } from "../install/decide"
import { evolveInstall } from "../install/evolve"
import { reactInstall } from "../install/react"
import type { Cmd } from "./commands"
import type { AppEvent, NewEvent } from "./event"
import type { Intent } from "./intents"
import { initialState, type AppState } from "./state"

const recipe = (d: Draft<AppState>, event: AppEvent): void => {
  evolveSession(d, event)
  evolveCalls(d, event)
  evolvePresence(d, event)
  evolveGifts(d, event)
  evolveShell(d, event)
  evolveLogin(d, event)
  evolveWall(d, event)
  evolveOverlays(d, event)
  evolveMessaging(d, event)
  evolveShop(d, event)
  // After calls, shell and messaging: web push reads their state after the event.
  evolvePush(d, event)
  evolveInstall(d, event)
  evolveProfile(d, event)
  evolveBlocked(d, event)
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

/** `evolve` without its safety net (tests: "nothing throws"): a recipe that throws throws here. */
export const evolveStrict = (state: AppState, event: AppEvent): AppState =>
  produce(event._tag === "AppStarted" ? initialState : state, (d) => recipe(d, event))

/**
 * Folds many events (fast replay): the recipes mutate one private deep copy of the state directly,
 * without immer's proxies, since no intermediate state is kept. Same result as evolving one by one;
 * if any event throws (malformed data), the whole fold is redone the careful way with immer.
 */
export const evolveMany = (state: AppState, events: ReadonlyArray<AppEvent>): AppState => {
  let d = structuredClone(state) as Draft<AppState>
  try {
    for (const e of events) {
      if (e._tag === "AppStarted") d = fresh()
      recipe(d, e)
    }
    return d as AppState
  } catch {
    return evolveManyImmer(state, events)
  }
}

/**
 * A mutable copy of the initial state, one level deep: recipes replace nested values rather than
 * mutate them, and the initial state is frozen, so a recipe that did mutate one would throw and the
 * fold would fall back to immer.
 */
const fresh = (): Draft<AppState> => {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(initialState)) out[k] = { ...v }
  return out as Draft<AppState>
}

/** evolveMany with immer drafts per batch; a batch with a malformed event is redone event by event. */
const evolveManyImmer = (state: AppState, events: ReadonlyArray<AppEvent>): AppState => {
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
  ...decideSession(state, intent, at),
  ...decidePresence(state, intent, at),
  ...decideLogin(state, intent, at),
  ...decideWall(state, intent, at),
  ...decideOverlays(state, intent, at),
  ...decideMessaging(state, intent, at),
  ...decideShop(state, intent, at),
  ...decideCalls(state, intent, at),
  ...decidePush(state, intent, at),
  ...decideInstall(state, intent, at),
  ...decideProfile(state, intent, at),
  ...decideBlocked(state, intent, at),
]

/** (state after the event, event) -> commands. */
export const react = (state: AppState, event: AppEvent): Cmd[] => [
  ...reactSession(state, event),
  ...reactPresence(state, event),
  ...reactShell(state, event),
  ...reactLogin(state, event),
  ...reactWall(state, event),
  ...reactOverlays(state, event),
  ...reactMessaging(state, event),
  ...reactShop(state, event),
  ...reactCalls(state, event),
  ...reactPush(state, event),
  ...reactInstall(state, event),
  ...reactProfile(state, event),
  ...reactBlocked(state, event),
]

/** The app kernel for the store. */
export const appKernel: Kernel<AppState, AppEvent, Intent, Cmd> = { initial: initialState, evolve, decide, react }
