// Install decisions (a§2, a§4): Install from the banner, the mini button or the side menu while the
// install is offered and no prompt is open; closing the banner while it is on screen.
import type { AppState, Intent, NewEvent } from "../app/types"
import { installOffered } from "./evolve"

/** Events for install intents; [] for intents of other features. */
export const decideInstall = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "AcceptInstall":
      return installOffered(s) && !s.install.prompting ? [{ _tag: "InstallAccepted", at, via: i.via }] : []
    case "DismissInstallBanner":
      return s.install.banner ? [{ _tag: "InstallBannerDismissed", at }] : []
  }
  return []
}
