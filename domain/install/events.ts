// Install-as-app events (a§1, a§2, a§4): what the browser says (installable: it fired
// beforeinstallprompt; installed: running as an installed app), the member's answers to the banner, the
// mini button and the side-menu button, and the browser prompt's outcome.
import * as Schema from "effect/Schema"
import { event } from "../core/schema"

/** The browser's install state now (reported at start and on every change). */
export const InstallStateChanged = event("InstallStateChanged", { installed: Schema.Boolean, installable: Schema.Boolean })
/** The browser installed the app (appinstalled), however the member asked for it. */
export const AppInstalled = event("AppInstalled", {})
/** Which control asked to install: the banner, the mini button (phones) or the side menu (desktop). */
export const InstallVia = Schema.Literals(["banner", "mini", "menu"])
export type InstallVia = typeof InstallVia.Type
/** The member pressed Install: the browser's prompt is shown. */
export const InstallAccepted = event("InstallAccepted", { via: InstallVia })
/** The member closed the install banner (a§4: back after 8 hours). */
export const InstallBannerDismissed = event("InstallBannerDismissed", {})
/** The browser's install prompt closed: accepted, dismissed, or unavailable (no captured prompt). */
export const InstallOutcome = Schema.Literals(["accepted", "dismissed", "unavailable"])
export type InstallOutcome = typeof InstallOutcome.Type
export const InstallPromptAnswered = event("InstallPromptAnswered", { outcome: InstallOutcome })

export const InstallEvents = [InstallStateChanged, AppInstalled, InstallAccepted, InstallBannerDismissed, InstallPromptAnswered] as const
