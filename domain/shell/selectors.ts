// Reads of the shell for views.
import type { AppState } from "../app/types"
import { isSignedIn } from "../session/state"
import type { UiLanguage } from "./language"

/** a§4: the 18+ gate shows when signed out and not yet acknowledged. */
export const selectShowAgeGate = (s: AppState): boolean =>
  s.shell.started && !isSignedIn(s.session) && !s.shell.ageConfirmed && !s.login.open && !s.supply.open

/** a§1 the interface language in use (a spec code: "iw" for Hebrew); what the server is told (a§7, m§7). */
export const selectLanguage = (s: AppState): UiLanguage => s.shell.language

/**
 * Whether a member is signed in (a§4), or null before the page's start is folded: a stored session's
 * AppStarted waits while the member features' code loads (issue 14), and the shell shows neither a
 * visitor's Sign in nor a member's account meanwhile.
 */
export const selectSignedInOrUnknown = (s: AppState): boolean | null => (s.shell.started ? isSignedIn(s.session) : null)
