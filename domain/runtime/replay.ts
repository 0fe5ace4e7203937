// Replay: rebuild the state from events alone, in Node or the browser, running no command.
import { evolveMany } from "../app/kernel"
import type { AppEvent, AppState } from "../app/types"
import { initialState } from "../app/state"

/** Folds `events` (in order) over `from` (default: the initial state); equal to evolving one by one. */
export const replay = (events: ReadonlyArray<AppEvent>, from: AppState = initialState): AppState => evolveMany(from, events)
