// What the static first paint in index.html shows before the app's JavaScript runs (issue 14), decided
// from storage the way the app decides it once started: the 18+ gate (a§4 overlays: signed out and no
// RC_POP_18 acknowledgement; on /login too, where the app shows it until the login popup opens). Pure;
// ui/boot/boot.ts applies the result as classes on <html> (ui/theme/firstPaint.css reads them).

/** Storage as the boot script sees it: a key's value from the cookies or local storage, "" when absent. */
export type StoredValue = (key: string) => string

/** The value of cookie `key` in a `document.cookie` string, "" when absent. */
export const cookieValue = (cookies: string, key: string): string => {
  for (const part of cookies.split(";")) {
    const i = part.indexOf("=")
    if (i >= 0 && part.slice(0, i).trim() === key) return part.slice(i + 1).trim()
  }
  return ""
}

/**
 * The classes for <html>: "fp-gate" when the 18+ gate will show (the rule of selectShowAgeGate in
 * domain/shell/selectors.ts over the stored keys AppStarted reads: isSignedIn = userId and loginToken,
 * ageConfirmed = RC_POP_18).
 */
export const firstPaintClasses = (stored: StoredValue): string[] => {
  const signedIn = stored("userId") !== "" && stored("loginToken") !== ""
  const acknowledged = stored("RC_POP_18") !== ""
  return !signedIn && !acknowledged ? ["fp-gate"] : []
}
