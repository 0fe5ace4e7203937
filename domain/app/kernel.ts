// The kernel: folds an ordered list of features (./features.ts, the ordering rule is written there) into
// one initial state, one evolve (immer; a page load, AppStarted, starts afresh), one decide and one
// react. `makeKernel(list)` folds any list (tests inject a feature that throws); the app's own is
// `appKernel`. A recipe that throws leaves the state as it was and, in the store, is recorded as an
// EvolveFailed event right after the failing one (never silently skipped).
import { produce, type Draft } from "immer"
import { EVOLVE_ERROR_MAX } from "../core/events"
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

/** An EvolveFailed before the store numbered it. */
export type EvolveFailure = Extract<NewEvent, { _tag: "EvolveFailed" }>

/** Reports an event whose evolve threw (replay tools print it): the EvolveFailed it would be recorded as. */
export type OnEvolveFailed = (failure: EvolveFailure) => void

/** The kernel functions of one feature list. */
export interface AppKernel {
  /** The state before any event: the features' initial slices merged, deeply frozen. */
  readonly initial: AppState
  /**
   * (state, event) -> state; total: a recipe that throws (e.g. answer data of the wrong shape in an
   * imported trace) leaves the state unchanged.
   */
  readonly evolve: (state: AppState, event: AppEvent) => AppState
  /** `evolve` that also says what threw: the state, and the EvolveFailed it would be recorded as (else null). */
  readonly tryEvolve: (state: AppState, event: AppEvent) => { readonly state: AppState; readonly failure: EvolveFailure | null }
  /** `evolve` without its safety net (property tests: "nothing throws"): a recipe that throws throws here. */
  readonly evolveStrict: (state: AppState, event: AppEvent) => AppState
  /** Folds many events (fast replay); the same result as evolving one by one, `onFailed` included. */
  readonly evolveMany: (state: AppState, events: ReadonlyArray<AppEvent>, onFailed?: OnEvolveFailed) => AppState
  /** The EvolveFailed recording that evolving `event` threw `error`; null for an EvolveFailed itself (no loop). */
  readonly evolveFailed: (event: AppEvent, error: unknown) => EvolveFailure | null
  /** (state, intent, at epoch ms) -> events. */
  readonly decide: (state: AppState, intent: Intent, at: number) => NewEvent[]
  /** (state after the event, event) -> commands. */
  readonly react: (state: AppState, event: AppEvent) => Cmd[]
  /** The functions the store runs: evolveStrict, with the store recording an EvolveFailed when it throws. */
  readonly store: Kernel<AppState, AppEvent, Intent, Cmd>
}

/** An error as one short line: its name and message, at most EVOLVE_ERROR_MAX characters. */
const describeError = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.length > EVOLVE_ERROR_MAX ? `${text.slice(0, EVOLVE_ERROR_MAX - 1)}…` : text
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

  const evolveFailed = (event: AppEvent, error: unknown): EvolveFailure | null =>
    event._tag === "EvolveFailed" ? null : { _tag: "EvolveFailed", at: event.at, eventSeq: event.seq, eventTag: event._tag, message: describeError(error) }

  const tryEvolve = (state: AppState, event: AppEvent): { readonly state: AppState; readonly failure: EvolveFailure | null } => {
    try {
      return { state: evolveStrict(state, event), failure: null }
    } catch (error) {
      return { state, failure: evolveFailed(event, error) }
    }
  }

  const evolve = (state: AppState, event: AppEvent): AppState => tryEvolve(state, event).state

  /** evolve, telling `onFailed` of a recipe that threw. */
  const evolveTelling = (state: AppState, event: AppEvent, onFailed?: OnEvolveFailed): AppState => {
    const r = tryEvolve(state, event)
    if (r.failure && onFailed) onFailed(r.failure)
    return r.state
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
  const evolveManyImmer = (state: AppState, events: ReadonlyArray<AppEvent>, onFailed?: OnEvolveFailed): AppState => {
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
        for (const e of batch) s = evolveTelling(s, e, onFailed)
      }
    }
    for (let i = 0; i < events.length; i++) {
      if (events[i]!._tag === "AppStarted") {
        flush(i)
        s = evolveTelling(s, events[i]!, onFailed)
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
  const evolveMany = (state: AppState, events: ReadonlyArray<AppEvent>, onFailed?: OnEvolveFailed): AppState => {
    let d = structuredClone(state) as Draft<AppState>
    try {
      for (const e of events) {
        if (e._tag === "AppStarted") d = fresh()
        recipe(d, e)
      }
      return d as AppState
    } catch {
      return evolveManyImmer(state, events, onFailed)
    }
  }

  const decide = (state: AppState, intent: Intent, at: number): NewEvent[] => deciders.flatMap((f) => f(state, intent, at))
  const react = (state: AppState, event: AppEvent): Cmd[] => reactors.flatMap((f) => f(state, event))

  const store = { initial: initialState, evolve: evolveStrict, failed: evolveFailed, decide, react }
  return { initial: initialState, evolve, tryEvolve, evolveStrict, evolveMany, evolveFailed, decide, react, store }
}

/** The kernel of the app's features (./features.ts). */
export const app: AppKernel = makeKernel(features)

/** The app kernel for the store (records an EvolveFailed when a recipe throws). */
export const appKernel: Kernel<AppState, AppEvent, Intent, Cmd> = app.store

/** The app's kernel functions (see {@link AppKernel}). */
export const { evolve, tryEvolve, evolveStrict, evolveMany, evolveFailed, decide, react } = app
