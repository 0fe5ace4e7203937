// Shell intents (a§1, a§2, a§4): visit a path, pass the 18+ gate, the menus, the account-deletion request,
// dismissing a dialog, logging out, and choosing the interface language in settings.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { UiLanguageSchema } from "./events"

export const VisitPath = message("VisitPath", { path: Schema.String })
/** Enter on the 18+ gate (a§4); `mobile`: the phone layout is shown (a§7 deviceType 1, else 2). */
export const AcceptAgeGate = message("AcceptAgeGate", { mobile: Schema.optionalKey(Schema.Boolean) })
export const ToggleMenu = message("ToggleMenu", { open: Schema.Boolean })
export const ToggleAvatarMenu = message("ToggleAvatarMenu", { open: Schema.Boolean })
export const ToggleSettingsMenu = message("ToggleSettingsMenu", { open: Schema.Boolean })
export const RequestAccountDeletion = message("RequestAccountDeletion", {})
export const DismissDialog = message("DismissDialog", {})
export const Logout = message("Logout", {})
/** Show the interface in `language` (a spec code, "iw" for Hebrew) and remember it (siteLanguage, a§1). */
export const ChooseLanguage = message("ChooseLanguage", { language: UiLanguageSchema })

/** The shell intents. */
export const ShellIntents = [VisitPath, AcceptAgeGate, ToggleMenu, ToggleAvatarMenu, ToggleSettingsMenu, RequestAccountDeletion, DismissDialog, Logout, ChooseLanguage] as const
