// Overlay decisions: the member's answers to the banners, the download popup and welcome notices
// become events; answers to overlays that are not on screen decide nothing.
import type { AppState, Intent, NewEvent } from "../app/types"
import { isSignedIn } from "../session/state"

/** Events for overlay intents; [] for intents of other features. */
export const decideOverlays = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const o = s.overlays
  switch (i._tag) {
    case "AcceptCookies":
      return o.cookieAccepted ? [] : [{ _tag: "CookiesAccepted", at }]
    case "AgreePrivacy":
      return o.privacyBanner && isSignedIn(s.session) ? [{ _tag: "PrivacyAgreed", at }] : []
    case "CloseRegisterBanner":
      return o.registerBanner ? [{ _tag: "RegisterBannerClosed", at, via: i.via }] : []
    case "ToggleDownloadPopup":
      return o.downloadPopupOpen === i.open ? [] : [{ _tag: "DownloadPopupToggled", at, open: i.open }]
    case "CloseDownloadBanner":
      return o.downloadBanner ? [{ _tag: "DownloadBannerClosed", at }] : []
    case "DismissWelcomeNotice":
      return o.welcome[i.index]?.phase === "shown" ? [{ _tag: "WelcomeNoticeDismissed", at, index: i.index }] : []
  }
  return []
}
