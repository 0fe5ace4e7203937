// What the static first paint in index.html shows before the app's JavaScript runs (issue 14), decided
// from storage the way the app decides it once started: the 18+ gate (a§4 overlays: signed out and no
// RC_POP_18 acknowledgement; on /login too, where the app shows it until the login popup opens) and the
// room of the download banner above the wall (a§4: shown until closed, again 24 h after). Pure;
// ui/boot/boot.ts applies the result as classes on <html> (ui/theme/firstPaint.css reads them).
import { BANNER_RESHOW_MS } from "../../domain/constants"

/** Storage as the boot script sees it: a key's value from the cookies or local storage, "" when absent. */
export type StoredValue = (key: string) => string

/**
 * The classes for <html> at `now` (ms): "fp-gate" when the 18+ gate will show (the rule of
 * selectShowAgeGate in domain/shell/selectors.ts over the stored keys AppStarted reads: isSignedIn =
 * userId and loginToken, ageConfirmed = RC_POP_18); "fp-banner" when the download banner will (the
 * rule of domain/overlays/evolve.ts: never closed, or closed (stored downloadPop, ms) 24 h ago or more).
 */
export const firstPaintClasses = (stored: StoredValue, now: number): string[] => {
  const signedIn = stored("userId") !== "" && stored("loginToken") !== ""
  const acknowledged = stored("RC_POP_18") !== ""
  const closedAt = stored("downloadPop")
  const banner = !/^\d+$/.test(closedAt) || now - Number(closedAt) >= BANNER_RESHOW_MS
  return [...(!signedIn && !acknowledged ? ["fp-gate"] : []), ...(banner ? ["fp-banner"] : [])]
}
