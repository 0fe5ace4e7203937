// The kernel: folds an ordered list of features (./features.ts, the ordering rule is written there) into
// one initial state, one evolve (immer; a page load, AppStarted, starts afresh), one decide and one
// react. `makeKernel(list)` folds any list (tests inject a feature that throws); the app's own is
// `appKernel`. evolve is total: a recipe that throws leaves the state as it was.
import { produce, type Draft } from "immer"
import type { Kernel } from "../runtime/store"
import { features } from "./features"
import type { AppEvent, AppState, Cmd, Feature, Intent, NewEvent, Recipe } from "./types"

const deepFreeze = <T>(o: T): T => {
  if (o !== null && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o)
    for (const v of Object.values(o)) deepFreeze(v)
  }
  return o
}

/** The kernel functions of one feature list. */
export interface AppKernel extends Kernel<AppState, AppEvent, Intent, Cmd> {
  /** The state before any event: the features' initial slices merged, deeply frozen. */
  readonly initial: AppState
  /** (state, event) -> state; total: a recipe that throws (e.g. answer data of the wrong shape in an imported trace) leaves the state unchanged. */
  readonly evolve: (state: AppState, event: AppEvent) => AppState
  /** `evolve` without its safety net (tests: "nothing throws"): a recipe that throws throws here. */
  readonly evolveStrict: (state: AppState, event: AppEvent) => AppState
  /** Folds many events (fast replay); the same result as evolving one by one. */
  readonly evolveMany: (state: AppState, events: ReadonlyArray<AppEvent>) => AppState
  /** (state, intent, at epoch ms) -> events. */
  readonly decide: (state: AppState, intent: Intent, at: number) => NewEvent[]
  /** (state after the event, event) -> commands. */
  readonly react: (state: AppState, event: AppEvent) => Cmd[]
}

/** Folds `list` (in order) into a kernel. */
export const makeKernel = (list: ReadonlyArray<Feature>): AppKernel => {
  const initialState = deepFreeze(Object.assign({}, ...list.map((f) => f.initial ?? {})) as AppState)
  const recipes = list.flatMap((f): Recipe[] => (f.evolve ? [f.evolve] : []))
  const deciders = list.flatMap((f) => (f.decide ? [f.decide] : []))
  const reactors = list.flatMap((f) => (f.react ? [f.react] : []))

  const recipe = (d: Draft<AppState>, event: AppEvent): void => {
    for (const r of recipes) r(d, event)
  }

  const evolveStrict = (state: AppState, event: AppEvent): AppState =>
    produce(event._tag === "AppStarted" ? initialState : state, (d) => recipe(d, event))

  const evolve = (state: AppState, event: AppEvent): AppState => {
    try {
      return evolveStrict(state, event)
    } catch {
      return state
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

  /**
   * The recipes mutate one private deep copy of the state directly, without immer's proxies, since no
   * intermediate state is kept; if any event throws (malformed data), the whole fold is redone the
   * careful way with immer.
   */
  const evolveMany = (state: AppState, events: ReadonlyArray<AppEvent>): AppState => {
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

  const decide = (state: AppState, intent: Intent, at: number): NewEvent[] => deciders.flatMap((f) => f(state, intent, at))
  const react = (state: AppState, event: AppEvent): Cmd[] => reactors.flatMap((f) => f(state, event))

  return { initial: initialState, evolve, evolveStrict, evolveMany, decide, react }
}

/** The app kernel for the store: the features of ./features.ts. */
export const appKernel: AppKernel = makeKernel(features)

/** The app's kernel functions (see {@link AppKernel}). */
export const { evolve, evolveStrict, evolveMany, decide, react } = appKernel
