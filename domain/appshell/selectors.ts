// Reads of the app shell for views: the update prompt (a new version waits, not put off, no call going
// on) and whether reloading is possible now (not during a call).
import type { AppState } from "../app/types"
import { inCall } from "./rules"

/** The update prompt is on show: a new version waits, the member did not put it off, no call is going on. */
export const selectUpdatePrompt = (s: AppState): boolean => s.appShell.update === "ready" && !s.appShell.postponed && !inCall(s)

/** Reloading into a new version is possible now (no call going on, not already reloading). */
export const selectCanReload = (s: AppState): boolean => !inCall(s) && s.appShell.update !== "applying"
