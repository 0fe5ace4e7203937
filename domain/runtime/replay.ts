// Replay: rebuild the state from events alone, in Node or the browser, running no command.
import { evolve } from "../app/kernel"
import type { AppEvent } from "../app/event"
import { initialState, type AppState } from "../app/state"

/** Folds `events` (in order) over `from` (default: the initial state) with the app's evolve. */
export const replay = (events: Iterable<AppEvent>, from: AppState = initialState): AppState => {
  let s = from
  for (const e of events) s = evolve(s, e)
  return s
}
