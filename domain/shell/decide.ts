// Shell decisions: intents about location, the gate, menus, dialogs and logout become events.
import type { AppState, Intent, NewEvent } from "../app/types"
import { isSignedIn } from "../session/state"

/** Events for shell intents; [] for intents of other features. */
export const decideShell = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "VisitPath":
      return [{ _tag: "PathVisited", at, path: i.path }]
    case "AcceptAgeGate":
      return s.shell.ageConfirmed ? [] : [{ _tag: "AgeGateAccepted", at, ...(i.mobile !== undefined ? { mobile: i.mobile } : {}) }]
    case "ToggleMenu":
      return s.shell.menuOpen === i.open ? [] : [{ _tag: "MenuToggled", at, open: i.open }]
    case "ToggleAvatarMenu":
      return s.shell.avatarMenuOpen === i.open ? [] : [{ _tag: "AvatarMenuToggled", at, open: i.open }]
    case "ToggleSettingsMenu":
      return s.shell.settingsMenuOpen === i.open ? [] : [{ _tag: "SettingsMenuToggled", at, open: i.open }]
    case "RequestAccountDeletion":
      return [{ _tag: "AccountDeletionRequested", at }]
    case "ChooseLanguage":
      return i.language === s.shell.language && i.language === s.shell.preferredLanguage ? [] : [{ _tag: "LanguageChosen", at, language: i.language }]
    case "DismissDialog":
      return s.shell.dialog ? [{ _tag: "DialogDismissed", at }] : []
    case "Logout":
      return isSignedIn(s.session) && s.session.loggingOut === null ? [{ _tag: "LogoutRequested", at }] : []
  }
  return []
}
