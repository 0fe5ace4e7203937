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

/**
 * A deep copy of a state for the fast fold to mutate: plain objects and arrays are copied; any other
 * object is a frozen immutable value (a conversation's MessageList) and is shared, or else structured-cloned.
 * (structuredClone of the whole state would turn a MessageList into a plain object and copy every message.)
 */
const copyState = (v: unknown): unknown => {
  if (v === null || typeof v !== "object") return v
  if (Array.isArray(v)) return v.map(copyState)
  const proto: unknown = Object.getPrototypeOf(v)
  if (proto === Object.prototype || proto === null) {
    const o: Record<string, unknown> = proto === null ? Object.create(null) : {}
    for (const k of Object.keys(v)) o[k] = copyState((v as Record<string, unknown>)[k])
    return o
  }
  return Object.isFrozen(v) ? v : structuredClone(v)
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

const noop: Recipe = () => {}
/**
 * One function calling `recipes` in order, each from its own call site (the engine can inline each);
 * more than 20 are split into groups of 20 called in turn (a loop over them would be one megamorphic
 * call site for every recipe).
 */
const unrolled = (recipes: ReadonlyArray<Recipe>): Recipe => {
  if (recipes.length > 20) {
    const head = unrolled(recipes.slice(0, 20))
    const tail = unrolled(recipes.slice(20))
    return (d, e) => {
      head(d, e)
      tail(d, e)
    }
  }
  const [r0 = noop, r1 = noop, r2 = noop, r3 = noop, r4 = noop, r5 = noop, r6 = noop, r7 = noop, r8 = noop, r9 = noop, r10 = noop, r11 = noop, r12 = noop, r13 = noop, r14 = noop, r15 = noop, r16 = noop, r17 = noop, r18 = noop, r19 = noop] = recipes
  return (d, e) => {
    r0(d, e); r1(d, e); r2(d, e); r3(d, e); r4(d, e); r5(d, e); r6(d, e); r7(d, e); r8(d, e); r9(d, e)
    r10(d, e); r11(d, e); r12(d, e); r13(d, e); r14(d, e); r15(d, e); r16(d, e); r17(d, e); r18(d, e); r19(d, e)
  }
}

const none: [string, object] = ["", {}]
/**
 * A function returning `{ [key]: { ...value } }` for the given pairs, each slice copied at its own
 * spread (a single spread site seeing every slice's shape is several times slower).
 */
const unrolledCopy = (pairs: ReadonlyArray<[string, object]>): (() => Record<string, object>) => {
  if (pairs.length > 24) return () => Object.fromEntries(pairs.map(([k, v]) => [k, { ...v }]))
  const [p0 = none, p1 = none, p2 = none, p3 = none, p4 = none, p5 = none, p6 = none, p7 = none, p8 = none, p9 = none, p10 = none, p11 = none] = pairs
  const [p12 = none, p13 = none, p14 = none, p15 = none, p16 = none, p17 = none, p18 = none, p19 = none, p20 = none, p21 = none, p22 = none, p23 = none] = pairs.slice(12)
  const [k0, v0] = p0, [k1, v1] = p1, [k2, v2] = p2, [k3, v3] = p3, [k4, v4] = p4, [k5, v5] = p5, [k6, v6] = p6, [k7, v7] = p7
  const [k8, v8] = p8, [k9, v9] = p9, [k10, v10] = p10, [k11, v11] = p11, [k12, v12] = p12, [k13, v13] = p13, [k14, v14] = p14, [k15, v15] = p15
  const [k16, v16] = p16, [k17, v17] = p17, [k18, v18] = p18, [k19, v19] = p19, [k20, v20] = p20, [k21, v21] = p21, [k22, v22] = p22, [k23, v23] = p23
  return () => {
    const o: Record<string, object> = {}
    if (k0 !== "") o[k0] = { ...v0 }
    if (k1 !== "") o[k1] = { ...v1 }
    if (k2 !== "") o[k2] = { ...v2 }
    if (k3 !== "") o[k3] = { ...v3 }
    if (k4 !== "") o[k4] = { ...v4 }
    if (k5 !== "") o[k5] = { ...v5 }
    if (k6 !== "") o[k6] = { ...v6 }
    if (k7 !== "") o[k7] = { ...v7 }
    if (k8 !== "") o[k8] = { ...v8 }
    if (k9 !== "") o[k9] = { ...v9 }
    if (k10 !== "") o[k10] = { ...v10 }
    if (k11 !== "") o[k11] = { ...v11 }
    if (k12 !== "") o[k12] = { ...v12 }
    if (k13 !== "") o[k13] = { ...v13 }
    if (k14 !== "") o[k14] = { ...v14 }
    if (k15 !== "") o[k15] = { ...v15 }
    if (k16 !== "") o[k16] = { ...v16 }
    if (k17 !== "") o[k17] = { ...v17 }
    if (k18 !== "") o[k18] = { ...v18 }
    if (k19 !== "") o[k19] = { ...v19 }
    if (k20 !== "") o[k20] = { ...v20 }
    if (k21 !== "") o[k21] = { ...v21 }
    if (k22 !== "") o[k22] = { ...v22 }
    if (k23 !== "") o[k23] = { ...v23 }
    return o
  }
}

/** Folds `list` (in order) into a kernel. */
export const makeKernel = (list: ReadonlyArray<Feature>): AppKernel => {
  const initialState = deepFreeze(Object.assign({}, ...list.map((f) => f.initial ?? {})) as AppState)
  /** Unfrozen copies of the initial slices, only ever spread (fast) by `fresh`. */
  const templates = Object.entries(initialState).map(([k, v]): [string, object] => [k, { ...v }])
  const recipes = list.flatMap((f): Recipe[] => (f.evolve ? [f.evolve] : []))
  const deciders = list.flatMap((f) => (f.decide ? [f.decide] : []))
  const reactors = list.flatMap((f) => (f.react ? [f.react] : []))

  const recipe = unrolled(recipes)

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
  const fresh = unrolledCopy(templates) as () => Draft<AppState>

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
    let d = copyState(state) as Draft<AppState>
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
