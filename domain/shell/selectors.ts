// Reads of the shell for views.
import type { AppState } from "../app/types"
import { isSignedIn } from "../session/state"

/** a§4: the 18+ gate shows when signed out and not yet acknowledged. */
export const selectShowAgeGate = (s: AppState): boolean =>
  s.shell.started && !isSignedIn(s.session) && !s.shell.ageConfirmed && !s.login.open && !s.supply.open
