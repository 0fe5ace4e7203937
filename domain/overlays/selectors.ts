// Reads of the overlays for views: each banner only while its rule holds (signed in where a§4 says
// "after login"), and the welcome notices on screen with their index (memoised on the list).
import type { AppState } from "../app/types"
import { isSignedIn } from "../session/state"
import type { RegisterBanner, WelcomeKey, WelcomeNotice } from "./state"

/** a§4: the cookie banner (signed in, not accepted, its 1.2 s timer fired). */
export const selectCookieBanner = (s: AppState): boolean => s.overlays.cookieBanner && !s.overlays.cookieAccepted && isSignedIn(s.session)

/** a§4: the privacy-agreement banner (after cookies, when the server said showPop). */
export const selectPrivacyBanner = (s: AppState): boolean =>
  s.overlays.privacyBanner && s.overlays.cookieAccepted && isSignedIn(s.session)

/**
 * a§2: the register-coins banner for signed-in members, or null. Consent comes first: it waits while
 * cookies are not accepted or the privacy banner is up (a modal over them would hide them).
 */
export const selectRegisterBanner = (s: AppState): RegisterBanner | null =>
  isSignedIn(s.session) && s.overlays.cookieAccepted && !s.overlays.privacyBanner ? s.overlays.registerBanner : null

/** a§4: the download banner (not closed in the last 24 h). */
export const selectDownloadBanner = (s: AppState): boolean => s.overlays.downloadBanner

/** a§2: the download popup with the QR codes. */
export const selectDownloadPopupOpen = (s: AppState): boolean => s.overlays.downloadPopupOpen

/** A welcome notice on screen. */
export interface ShownWelcome {
  readonly index: number
  readonly key: WelcomeKey
}

let lastList: ReadonlyArray<WelcomeNotice> | null = null
let lastShown: ReadonlyArray<ShownWelcome> = []

/** a§4: welcome notices on screen now, in order (same array while the list is unchanged). */
export const selectWelcomeNotices = (s: AppState): ReadonlyArray<ShownWelcome> => {
  const list = s.overlays.welcome
  if (list !== lastList) {
    lastList = list
    lastShown = list.flatMap((n, index) => (n.phase === "shown" ? [{ index, key: n.key }] : []))
  }
  return lastShown
}
