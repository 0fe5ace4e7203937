// Overlay events (a§2 global overlays, a§4 timing rules): the member's answers to the cookie,
// privacy, register-coins and download banners, the download popup, and welcome notices.
import * as Schema from "effect/Schema"
import { SafeNumber } from "../core/sensitive"
import { event } from "../core/schema"

/** The member pressed Accept on the cookie banner (a§4: stores acceptCookie). */
export const CookiesAccepted = event("CookiesAccepted", {})
/** The member pressed Agree on the privacy-agreement banner (a§4: sends the agreement). */
export const PrivacyAgreed = event("PrivacyAgreed", {})
/** Which button closed the register-coins banner: its main action or the close button. */
export const RegisterBannerButton = Schema.Literals(["claim", "dismiss"])
export type RegisterBannerButton = typeof RegisterBannerButton.Type
/** The register-coins banner was closed (a§2: with a toast on either button; a§9: back after 24 h). */
export const RegisterBannerClosed = event("RegisterBannerClosed", { via: RegisterBannerButton })
/** The download popup (Android and iOS QR codes) was opened or closed (a§2). */
export const DownloadPopupToggled = event("DownloadPopupToggled", { open: Schema.Boolean })
/** The download banner was closed (a§4: it comes back after 24 h). */
export const DownloadBannerClosed = event("DownloadBannerClosed", {})
/** The member closed welcome notice number `index` before it expired. */
export const WelcomeNoticeDismissed = event("WelcomeNoticeDismissed", { index: SafeNumber })

export const OverlayEvents = [
  CookiesAccepted,
  PrivacyAgreed,
  RegisterBannerClosed,
  DownloadPopupToggled,
  DownloadBannerClosed,
  WelcomeNoticeDismissed,
] as const
