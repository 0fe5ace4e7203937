// Reads of the blacklist panel slice.
import type { AppState } from "../app/types"
import type { BlockedState } from "./state"

/** The blacklist slice. */
export const selectBlocked = (s: AppState): BlockedState => s.blocked
/** The panel is open. */
export const selectBlockedOpen = (s: AppState): boolean => s.blocked.open
