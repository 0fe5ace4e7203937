// A read-only store over a parsed trace: its snapshot is the state after the first `step` events
// (evolveMany from the initial state), dispatch and publish do nothing, so the real views render any
// step without running a command. States at every CHECKPOINT-th step are kept, so a jump costs at
// most CHECKPOINT events of replay; a step forward from the current one costs one event. The snapshot
// shows redacted image URLs as inline placeholders, so the page requests nothing.
import type { AppEvent } from "../../../domain/app/event"
import { evolveMany } from "../../../domain/app/kernel"
import { initialState, type AppState } from "../../../domain/app/state"
import type { AppStore } from "../services"
import type { Trace } from "./compose"
import { withPlaceholders } from "./placeholders"

/** Steps between kept states. */
export const CHECKPOINT = 256

/** A replay of one trace: the read-only store and the step control. */
export interface ReplayController {
  readonly store: AppStore
  readonly trace: Trace
  /** Number of events, the last step. */
  readonly total: number
  /** Events applied in the current snapshot (0..total). */
  readonly step: () => number
  /** Moves to `step` (clamped to 0..total) and tells subscribers. */
  readonly setStep: (step: number) => void
  /** The event of a step (the `step`-th event), or null at step 0. */
  readonly eventAt: (step: number) => AppEvent | null
  /** The state after `step` events (memoised at checkpoints), as replayed (no placeholders). */
  readonly stateAt: (step: number) => AppState
}

const clamp = (n: number, max: number): number => (Number.isFinite(n) ? Math.min(max, Math.max(0, Math.trunc(n))) : max)

/** Creates the replay of `trace`, showing `initialStep` first (default: the last step). */
export const createReplay = (trace: Trace, initialStep?: number): ReplayController => {
  const events = trace.events
  const total = events.length
  const checkpoints: AppState[] = [initialState] // checkpoints[i]: state after i * CHECKPOINT events
  let last = { step: 0, state: initialState }
  let view = initialState

  const stateAt = (k: number): AppState => {
    const step = clamp(k, total)
    if (step === last.step) return last.state
    if (step === last.step + 1) return evolveMany(last.state, events.slice(last.step, step))
    const c = Math.floor(step / CHECKPOINT)
    while (checkpoints.length <= c) {
      const i = checkpoints.length
      checkpoints.push(evolveMany(checkpoints[i - 1]!, events.slice((i - 1) * CHECKPOINT, i * CHECKPOINT)))
    }
    return step === c * CHECKPOINT ? checkpoints[c]! : evolveMany(checkpoints[c]!, events.slice(c * CHECKPOINT, step))
  }

  const listeners = new Set<() => void>()
  const start = clamp(initialStep ?? total, total)
  last = { step: start, state: stateAt(start) }
  view = withPlaceholders(last.state)

  const setStep = (k: number) => {
    const step = clamp(k, total)
    if (step === last.step) return
    last = { step, state: stateAt(step) }
    view = withPlaceholders(last.state)
    for (const l of listeners) l()
  }

  const store: AppStore = {
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    getSnapshot: () => view,
    dispatch: () => {},
    publish: () => {},
  }

  return {
    store,
    trace,
    total,
    step: () => last.step,
    setStep,
    eventAt: (k) => (k >= 1 && k <= total ? events[k - 1]! : null),
    stateAt,
  }
}

/**
 * The step to show first from the page's query: `step=<n>` (events applied) or `seq=<n>` (the last
 * event with a sequence number at most n, as the inspector numbers them); else the last step.
 */
export const initialStepFrom = (params: URLSearchParams, events: ReadonlyArray<AppEvent>): number | undefined => {
  const step = params.get("step")
  if (step !== null && /^\d+$/.test(step)) return Number(step)
  const seq = params.get("seq")
  if (seq !== null && /^\d+$/.test(seq)) {
    const n = Number(seq)
    let k = 0
    while (k < events.length && events[k]!.seq <= n) k++
    return k
  }
  return undefined
}
