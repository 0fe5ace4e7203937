// Overlay intents (a§2, a§4): answers to the cookie and privacy banners, the register banner, the
// download popup and banner, and welcome notices.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { RegisterBannerButton } from "./events"

/** Overlays (a§2, a§4): answers to the banners, the download popup, welcome notices. */
export const AcceptCookies = message("AcceptCookies", {})
export const AgreePrivacy = message("AgreePrivacy", {})
export const CloseRegisterBanner = message("CloseRegisterBanner", { via: RegisterBannerButton })
export const ToggleDownloadPopup = message("ToggleDownloadPopup", { open: Schema.Boolean })
export const CloseDownloadBanner = message("CloseDownloadBanner", {})
export const DismissWelcomeNotice = message("DismissWelcomeNotice", { index: Schema.Number })

/** The overlays intents. */
export const OverlayIntents = [AcceptCookies, AgreePrivacy, CloseRegisterBanner, ToggleDownloadPopup, CloseDownloadBanner, DismissWelcomeNotice] as const
