// Install intents (a§2, a§4): install as an app from the banner, the mini button or the side menu; close the banner.
import { message } from "../core/schema"
import { InstallVia } from "./events"

/** Install as an app (a§2, a§4) from the banner, the mini button or the side menu; close the banner. */
export const AcceptInstall = message("AcceptInstall", { via: InstallVia })
export const DismissInstallBanner = message("DismissInstallBanner", {})

/** The install intents. */
export const InstallIntents = [AcceptInstall, DismissInstallBanner] as const
