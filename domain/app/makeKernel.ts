// Folds an ordered list of features (./order.ts, the ordering rule is written there) into one initial
// state, one evolve (a page load, AppStarted, starts afresh), one decide and one react: `makeKernel(list)`
// folds any list (tests inject a feature that throws); the app's own kernels are ./kernel.ts (every
// feature) and ./startupKernel.ts (the startup features, issue 14). It imports no feature.
// The recipes are immer recipes (they mutate a Draft): the live evolve runs them on immer's draft of the
// state (structural sharing, frozen results); the fast fold (replay) on one private plain copy
// (./stateCopy.ts) for many events. Each recipe is called only for the events its feature lists in
// `evolveOn` and, of the gateway answers, for the requests it lists in `answersOn`. A recipe that throws
// leaves the state as it was and, in the store, is recorded as an EvolveFailed event right after the
// failing one (never silently skipped).
import { produce, type Draft } from "immer"
import { EVOLVE_ERROR_MAX } from "../core/events"
import type { Kernel } from "../runtime/store"
import { copyState } from "./stateCopy"
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

const noop: Recipe = () => {}

/**
 * A recipe, the event tags it is called for (null: every event; see Feature.evolveOn) and the answers it
 * is called for (null: every answer; Feature.answersOn).
 */
interface Handler {
  readonly recipe: Recipe
  readonly on: ReadonlySet<string> | null
  readonly answers: ReadonlySet<string> | null
}

/**
 * One function calling, for an event, the recipes of `handlers` that take its tag, in order, each from its
 * own call site (the engine can inline each). Which ones take a tag is a bit mask per tag, worked out the
 * first time the tag is seen; for a gateway answer, per request name (Feature.answersOn: of a replay's
 * answers, most go to a few recipes: ~7.5% fewer instructions per event, docs/testing.md). More than 30
 * recipes are split into groups of 30 called in turn (a loop over them would be one megamorphic call
 * site for every recipe). 30: the app's full kernel has 24 (the member features' startup parts are
 * recipes of their own), and one group is one mask lookup per event (the replay bench: ~10% faster than
 * groups of 20).
 */
const unrolled = (handlers: ReadonlyArray<Handler>): Recipe => {
  if (handlers.length > 30) {
    const head = unrolled(handlers.slice(0, 30))
    const tail = unrolled(handlers.slice(30))
    return (d, e) => {
      head(d, e)
      tail(d, e)
    }
  }
  const masks = new Map<string, number>()
  const maskOf = (tag: string): number => {
    let m = masks.get(tag)
    if (m === undefined) {
      m = 0
      for (let i = 0; i < handlers.length; i++) if (handlers[i]!.on?.has(tag) ?? true) m |= 1 << i
      masks.set(tag, m)
    }
    return m
  }
  const answerMasks = new Map<string, number>()
  const answerMaskOf = (name: string): number => {
    let m = answerMasks.get(name)
    if (m === undefined) {
      m = maskOf("GatewayAnswered")
      for (let i = 0; i < handlers.length; i++) if (!(handlers[i]!.answers?.has(name) ?? true)) m &= ~(1 << i)
      answerMasks.set(name, m)
    }
    return m
  }
  const [r0 = noop, r1 = noop, r2 = noop, r3 = noop, r4 = noop, r5 = noop, r6 = noop, r7 = noop, r8 = noop, r9 = noop, r10 = noop, r11 = noop, r12 = noop, r13 = noop, r14 = noop, r15 = noop, r16 = noop, r17 = noop, r18 = noop, r19 = noop, r20 = noop, r21 = noop, r22 = noop, r23 = noop, r24 = noop, r25 = noop, r26 = noop, r27 = noop, r28 = noop, r29 = noop] = handlers.map((h) => h.recipe)
  return (d, e) => {
    const m = e._tag === "GatewayAnswered" ? answerMaskOf(e.name) : maskOf(e._tag)
    if (m & 0x1) r0(d, e); if (m & 0x2) r1(d, e); if (m & 0x4) r2(d, e); if (m & 0x8) r3(d, e); if (m & 0x10) r4(d, e)
    if (m & 0x20) r5(d, e); if (m & 0x40) r6(d, e); if (m & 0x80) r7(d, e); if (m & 0x100) r8(d, e); if (m & 0x200) r9(d, e)
    if (m & 0x400) r10(d, e); if (m & 0x800) r11(d, e); if (m & 0x1000) r12(d, e); if (m & 0x2000) r13(d, e); if (m & 0x4000) r14(d, e)
    if (m & 0x8000) r15(d, e); if (m & 0x10000) r16(d, e); if (m & 0x20000) r17(d, e); if (m & 0x40000) r18(d, e); if (m & 0x80000) r19(d, e)
    if (m & 0x100000) r20(d, e); if (m & 0x200000) r21(d, e); if (m & 0x400000) r22(d, e); if (m & 0x800000) r23(d, e); if (m & 0x1000000) r24(d, e)
    if (m & 0x2000000) r25(d, e); if (m & 0x4000000) r26(d, e); if (m & 0x8000000) r27(d, e); if (m & 0x10000000) r28(d, e); if (m & 0x20000000) r29(d, e)
  }
}

const none: [string, object] = ["", {}]
/**
 * A function returning `{ [key]: { ...value } }` for the given pairs, each slice copied at its own
 * spread (a single spread site seeing every slice's shape is several times slower), except the slices
 * whose `shared[i]` is set: those get `frozen[i]` (the initial slice itself) instead of a copy. `made[i]`
 * is set to what slot i got.
 */
const unrolledCopy = (
  pairs: ReadonlyArray<[string, object]>,
  frozen: ReadonlyArray<object>,
  shared: ReadonlyArray<boolean>,
  made: object[],
): (() => Record<string, object>) => {
  if (pairs.length > 24)
    return () => Object.fromEntries(pairs.map(([k, v], i) => [k, (made[i] = shared[i] ? frozen[i]! : { ...v })]))
  const [p0 = none, p1 = none, p2 = none, p3 = none, p4 = none, p5 = none, p6 = none, p7 = none, p8 = none, p9 = none, p10 = none, p11 = none] = pairs
  const [p12 = none, p13 = none, p14 = none, p15 = none, p16 = none, p17 = none, p18 = none, p19 = none, p20 = none, p21 = none, p22 = none, p23 = none] = pairs.slice(12)
  const [k0, v0] = p0, [k1, v1] = p1, [k2, v2] = p2, [k3, v3] = p3, [k4, v4] = p4, [k5, v5] = p5, [k6, v6] = p6, [k7, v7] = p7
  const [k8, v8] = p8, [k9, v9] = p9, [k10, v10] = p10, [k11, v11] = p11, [k12, v12] = p12, [k13, v13] = p13, [k14, v14] = p14, [k15, v15] = p15
  const [k16, v16] = p16, [k17, v17] = p17, [k18, v18] = p18, [k19, v19] = p19, [k20, v20] = p20, [k21, v21] = p21, [k22, v22] = p22, [k23, v23] = p23
  const f = (i: number): object => frozen[i] ?? none[1]
  const [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12, f13, f14, f15, f16, f17, f18, f19, f20, f21, f22, f23] = Array.from({ length: 24 }, (_, i) => f(i))
  return () => {
    const o: Record<string, object> = {}
    if (k0 !== "") o[k0] = made[0] = shared[0] ? f0! : { ...v0 }
    if (k1 !== "") o[k1] = made[1] = shared[1] ? f1! : { ...v1 }
    if (k2 !== "") o[k2] = made[2] = shared[2] ? f2! : { ...v2 }
    if (k3 !== "") o[k3] = made[3] = shared[3] ? f3! : { ...v3 }
    if (k4 !== "") o[k4] = made[4] = shared[4] ? f4! : { ...v4 }
    if (k5 !== "") o[k5] = made[5] = shared[5] ? f5! : { ...v5 }
    if (k6 !== "") o[k6] = made[6] = shared[6] ? f6! : { ...v6 }
    if (k7 !== "") o[k7] = made[7] = shared[7] ? f7! : { ...v7 }
    if (k8 !== "") o[k8] = made[8] = shared[8] ? f8! : { ...v8 }
    if (k9 !== "") o[k9] = made[9] = shared[9] ? f9! : { ...v9 }
    if (k10 !== "") o[k10] = made[10] = shared[10] ? f10! : { ...v10 }
    if (k11 !== "") o[k11] = made[11] = shared[11] ? f11! : { ...v11 }
    if (k12 !== "") o[k12] = made[12] = shared[12] ? f12! : { ...v12 }
    if (k13 !== "") o[k13] = made[13] = shared[13] ? f13! : { ...v13 }
    if (k14 !== "") o[k14] = made[14] = shared[14] ? f14! : { ...v14 }
    if (k15 !== "") o[k15] = made[15] = shared[15] ? f15! : { ...v15 }
    if (k16 !== "") o[k16] = made[16] = shared[16] ? f16! : { ...v16 }
    if (k17 !== "") o[k17] = made[17] = shared[17] ? f17! : { ...v17 }
    if (k18 !== "") o[k18] = made[18] = shared[18] ? f18! : { ...v18 }
    if (k19 !== "") o[k19] = made[19] = shared[19] ? f19! : { ...v19 }
    if (k20 !== "") o[k20] = made[20] = shared[20] ? f20! : { ...v20 }
    if (k21 !== "") o[k21] = made[21] = shared[21] ? f21! : { ...v21 }
    if (k22 !== "") o[k22] = made[22] = shared[22] ? f22! : { ...v22 }
    if (k23 !== "") o[k23] = made[23] = shared[23] ? f23! : { ...v23 }
    return o
  }
}

/** Folds `list` (in order) into a kernel. */
export const makeKernel = (list: ReadonlyArray<Feature>): AppKernel => {
  const initialState = deepFreeze(Object.assign({}, ...list.map((f) => f.initial ?? {})) as AppState)
  /** Unfrozen copies of the initial slices, only ever spread (fast) by `fresh`. */
  const templates = Object.entries(initialState).map(([k, v]): [string, object] => [k, { ...v }])
  const handlers = list.flatMap((f): Handler[] =>
    f.evolve ? [{ recipe: f.evolve, on: f.evolveOn ? new Set(f.evolveOn) : null, answers: f.answersOn ? new Set(f.answersOn) : null }] : [],
  )
  const deciders = list.flatMap((f) => (f.decide ? [f.decide] : []))
  const reactors = list.flatMap((f) => (f.react ? [f.react] : []))

  const recipe = unrolled(handlers)

  /** One event on an immer draft of the state before (the initial state for AppStarted). */
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

  /** The slice keys, in order, and the initial slices (frozen). */
  const sliceKeys = templates.map(([k]) => k)
  const initialSlices = sliceKeys.map((k) => (initialState as unknown as Record<string, object>)[k]!)
  /**
   * Slices every page load so far replaced (their recipe builds a new slice on AppStarted): the fast
   * fold's fresh state then holds the frozen initial slice there instead of a copy that would be thrown
   * away. Learned per kernel; forgotten when any event of a fast fold throws (a recipe may have changed
   * such a slice in place; the event is redone on a deep copy, so the result is the same either way).
   */
  const replacedAtStart: boolean[] = sliceKeys.map(() => false)
  const freshSlices: object[] = []
  /**
   * A mutable copy of the initial state, one level deep: recipes replace nested values rather than
   * mutate them, and the initial state is frozen, so a recipe that did mutate one would throw here and
   * that event be redone the careful way (spec/unit/fastFold.test.ts keeps that from happening).
   */
  const fresh = unrolledCopy(templates, initialSlices, replacedAtStart, freshSlices) as () => Draft<AppState>
  /** After a page load's recipes: notes the slices they replaced. */
  const learnStart = (d: Draft<AppState>): void => {
    const o = d as unknown as Record<string, object>
    for (let i = 0; i < sliceKeys.length; i++) if (o[sliceKeys[i]!] !== freshSlices[i]) replacedAtStart[i] = true
  }

  /**
   * Fast replay: the recipes mutate one private deep copy of the state directly, since no intermediate
   * state is kept. When an event throws (malformed data, or a recipe that mutated a frozen initial value),
   * the events since the last such one are folded again from a copy of the state before them, the
   * throwing one is evolved the careful way (on a deep copy: the state stays as it was if it throws there
   * too, and `onFailed` hears of it), and the fold goes on fast after it. Each event is folded at most twice.
   */
  const evolveMany = (state: AppState, events: ReadonlyArray<AppEvent>, onFailed?: OnEvolveFailed): AppState => {
    /** The state before events[start], never mutated. */
    let from = state
    let start = 0
    for (;;) {
      let d = copyState(from, true) as Draft<AppState>
      let i = start
      try {
        for (; i < events.length; i++) {
          const e = events[i]!
          if (e._tag === "AppStarted") {
            d = fresh()
            recipe(d, e)
            learnStart(d)
          } else recipe(d, e)
        }
        return d as AppState
      } catch {
        replacedAtStart.fill(false)
        d = copyState(from, true) as Draft<AppState>
        for (let k = start; k < i; k++) {
          const e = events[k]!
          if (e._tag === "AppStarted") d = fresh()
          recipe(d, e)
        }
        const e = events[i]!
        const c = copyState(e._tag === "AppStarted" ? initialState : d, true) as Draft<AppState>
        try {
          recipe(c, e)
          from = c as AppState
        } catch (error) {
          const failure = evolveFailed(e, error)
          if (failure && onFailed) onFailed(failure)
          from = d as AppState
        }
        start = i + 1
      }
    }
  }

  const decide = (state: AppState, intent: Intent, at: number): NewEvent[] => deciders.flatMap((f) => f(state, intent, at))
  const react = (state: AppState, event: AppEvent): Cmd[] => reactors.flatMap((f) => f(state, event))

  const store = { initial: initialState, evolve: evolveStrict, failed: evolveFailed, decide, react }
  return { initial: initialState, evolve, tryEvolve, evolveStrict, evolveMany, evolveFailed, decide, react, store }
}
