// Shell events: location changes, the 18+ gate, menus and notices (toasts and message dialogs).
import * as Schema from "effect/Schema"
import { AppPath } from "../core/sensitive"
import { event } from "../core/schema"
import { UI_LANGUAGES } from "../constants"

/** Schema of an interface language (UiLanguage of ./language.ts; intents, events). */
export const UiLanguageSchema = Schema.Literals(UI_LANGUAGES)

/** The browser location changed to `path` (pathname only). */
export const PathVisited = event("PathVisited", { path: AppPath })
/** The member pressed Enter on the 18+ gate (a§4). */
export const AgeGateAccepted = event("AgeGateAccepted", { mobile: Schema.optionalKey(Schema.Boolean) })
/** The side menu (mobile toggle) was opened or closed. */
export const MenuToggled = event("MenuToggled", { open: Schema.Boolean })
/** The avatar popup was opened or closed. */
export const AvatarMenuToggled = event("AvatarMenuToggled", { open: Schema.Boolean })
/** The settings menu (gear) was opened or closed (a§2, m§2 "Settings menu"). */
export const SettingsMenuToggled = event("SettingsMenuToggled", { open: Schema.Boolean })
/** The member chose "Delete account": only a message that deletion is done in the mobile app (a§2). */
export const AccountDeletionRequested = event("AccountDeletionRequested", {})
/** The member dismissed the message dialog. */
export const DialogDismissed = event("DialogDismissed", {})
/** The member chose the interface language in settings (a§1; stored as siteLanguage). */
export const LanguageChosen = event("LanguageChosen", { language: UiLanguageSchema })

export const ShellEvents = [
  PathVisited,
  AgeGateAccepted,
  MenuToggled,
  AvatarMenuToggled,
  SettingsMenuToggled,
  AccountDeletionRequested,
  DialogDismissed,
  LanguageChosen,
] as const
