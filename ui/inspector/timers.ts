// Links a TimerElapsed event to the event that started its timer. Commands are not in the trace, but
// `react` is pure: re-running it on the replayed state after each earlier event tells which events
// produced a `StartTimer` with the key. The starter is the latest such event; timers do not outlive a
// page load, so the search starts at the last AppStarted (or at most MAX_BACK events back).
import type { AppEvent } from "../../domain/app/event"
import { evolve, react } from "../../domain/app/kernel"
import type { AppState } from "../../domain/app/state"

/** How far back the search goes when no AppStarted bounds it. */
export const MAX_BACK = 5_000

/** True when `cmds` start a timer with `key`. */
const startsTimer = (state: AppState, event: AppEvent, key: string): boolean =>
  react(state, event).some((c) => c._tag === "StartTimer" && c.key === key)

/**
 * Index of the event whose commands started the timer reported by `events[index]` (a TimerElapsed),
 * or null when none did. `stateAfter(i)` gives the replayed state after event index i (-1: initial).
 */
export const timerStarter = (
  events: ReadonlyArray<AppEvent>,
  index: number,
  stateAfter: (i: number) => AppState,
  maxBack = MAX_BACK,
): number | null => {
  const elapsed = events[index]
  if (!elapsed || elapsed._tag !== "TimerElapsed") return null
  const limit = Math.max(0, index - maxBack)
  let from = Math.max(0, index - 1)
  while (from > limit && events[from]!._tag !== "AppStarted") from--
  let state = stateAfter(from - 1)
  let found: number | null = null
  for (let j = from; j < index; j++) {
    const e = events[j]!
    state = evolve(state, e)
    if (startsTimer(state, e, elapsed.key)) found = j
  }
  return found
}
