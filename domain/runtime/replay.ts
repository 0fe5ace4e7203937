// Replay: rebuild the state from events alone, in Node or the browser, running no command. An event
// whose recipe throws leaves the state as it was (as it did when recorded); `onFailed` hears of it.
import { evolveMany, type OnEvolveFailed } from "../app/kernel"
import { initialState } from "../app/state"
import type { AppEvent, AppState } from "../app/types"

/** Folds `events` (in order) over `from` (default: the initial state); equal to evolving one by one. */
export const replay = (events: ReadonlyArray<AppEvent>, from: AppState = initialState, onFailed?: OnEvolveFailed): AppState =>
  evolveMany(from, events, onFailed)
