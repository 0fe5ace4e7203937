// States at any step of a trace without replaying from the start: the state after every EVERY events
// is kept as a checkpoint (built incrementally with `evolveMany`, a slice at a time), and the state
// after event i is replayed from the nearest checkpoint at or before it. Recorded state hashes are
// checked on the way.
import type { AppEvent } from "../../domain/app/event"
import { evolveMany } from "../../domain/app/kernel"
import { initialState, type AppState } from "../../domain/app/state"
import { hashMismatch, type HashLine } from "./compose"

/** Events between checkpoints. */
export const EVERY = 1_000

/** The result of comparing a recorded hash with the replayed state after its event. */
export interface HashCheck {
  readonly seq: number
  /** "match", "mismatch", or "missing" (no event with that seq in the trace). */
  readonly status: "match" | "mismatch" | "missing"
  /** Slice fields whose hashes differ (mismatch only). */
  readonly paths: ReadonlyArray<string>
}

/** Compares a recorded hash line with a state, the way `checkTrace` does (the log format's `hashMismatch`). */
export const checkHash = (h: HashLine, state: AppState): HashCheck => {
  const paths = hashMismatch(h, state)
  return paths === null ? { seq: h.seq, status: "match", paths: [] } : { seq: h.seq, status: "mismatch", paths }
}

/** Checkpoint states over a growing list of events. */
export class Checkpoints {
  /** checkpoints[k] is the state after the first k * every events. */
  readonly states: AppState[] = [initialState]
  private readonly recent = new Map<number, AppState>()
  /** The replay front: the state after the first `replayed` events (between checkpoints). */
  private tip: AppState = initialState
  private tipCount = 0

  constructor(
    private readonly events: ReadonlyArray<AppEvent>,
    readonly every = EVERY,
  ) {}

  /** Events covered by checkpoints (a multiple of `every`). */
  get covered(): number {
    return (this.states.length - 1) * this.every
  }

  /** Events replayed so far (checkpoints plus the front beyond the last one). */
  get replayed(): number {
    return this.tipCount
  }

  /**
   * Replays on from the front up to event count `to` (never past the next checkpoint), calling
   * `onStop(i, state)` with the state after each event index in `stops` (sorted) on the way, and
   * stores the checkpoint when the front reaches the next multiple of `every`. Small steps keep each
   * call short. Returns false when there was nothing to do.
   */
  advance(to: number, stops: ReadonlyArray<number> = [], onStop?: (i: number, state: AppState) => void): boolean {
    const from = this.tipCount
    const end = Math.min(to, this.covered + this.every, this.events.length)
    if (end <= from) return false
    let state = this.tip
    let at = from
    for (const i of stops) {
      if (i < from || i >= end) continue
      state = evolveMany(state, this.events.slice(at, i + 1))
      at = i + 1
      onStop?.(i, state)
    }
    state = evolveMany(state, this.events.slice(at, end))
    this.tip = state
    this.tipCount = end
    if (end === this.covered + this.every) this.states.push(state)
    return true
  }

  /** Indices of the AppStarted events (a page load: the fold starts afresh there), ascending; the session adds them. */
  readonly starts: number[] = []

  /** The last page load at or before index i, else -1. */
  private startAtOrBefore(i: number): number {
    let lo = 0
    let hi = this.starts.length - 1
    let found = -1
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if (this.starts[mid]! <= i) {
        found = this.starts[mid]!
        lo = mid + 1
      } else hi = mid - 1
    }
    return found
  }

  /**
   * The state after event index `i` (-1: before any event), replayed from the nearest of: the state
   * after i - 1 (recently asked for), a checkpoint, or the page load (AppStarted) at or before i. When
   * each is more than a few checkpoints away (a long session whose checkpoints are not built yet: the
   * inspector's worker checks hashes and the page builds none while loading), checkpoints are built up
   * to i first.
   */
  stateAt = (i: number): AppState => {
    if (i < 0) return initialState
    const cached = this.recent.get(i)
    if (cached) return cached
    const prev = this.recent.get(i - 1)
    let state: AppState
    if (prev) state = evolveMany(prev, [this.events[i]!])
    else {
      const fromStart = this.startAtOrBefore(i)
      let k = Math.min(Math.floor((i + 1) / this.every), this.states.length - 1)
      const viaCheckpoint = i + 1 - k * this.every
      const viaStart = fromStart < 0 ? Infinity : i + 1 - fromStart
      if (Math.min(viaCheckpoint, viaStart) > 4 * this.every) {
        while (this.advance(Math.min(i + 1, this.covered + this.every))) {
          // build checkpoints up to i
        }
        k = Math.min(Math.floor((i + 1) / this.every), this.states.length - 1)
      }
      state =
        viaStart < i + 1 - k * this.every
          ? evolveMany(initialState, this.events.slice(fromStart, i + 1))
          : evolveMany(this.states[k]!, this.events.slice(k * this.every, i + 1))
    }
    this.recent.set(i, state)
    if (this.recent.size > 8) this.recent.delete(this.recent.keys().next().value!)
    return state
  }
}
