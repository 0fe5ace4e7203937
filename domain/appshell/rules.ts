// The app shell's rules, read by its decider, reducer and selectors.
import type { AppState } from "../app/types"

/** A call is going on (placement, ringing, joining or live): code is never swapped then. */
export const inCall = (s: AppState): boolean => s.calls.phase !== "idle"
