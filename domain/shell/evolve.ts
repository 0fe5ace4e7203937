// Shell reducer: route and language from the location, the access rule (protected route while
// signed out is blocked), the 18+ gate acknowledgement, menus, and the toast's lifetime.
import { dialog } from "./notices"
import type { AppEvent, Recipe, RequestName } from "../app/types"
import { SESSION_ANSWERS } from "../session/answers"
import { isSignedIn } from "../session/state"
import { SITE_LANGUAGE_KEY } from "../constants"
import { chooseLanguage, uiLanguageOf } from "./language"
import { parseRoute, sameRoute, type Route } from "./routes"
import { toastTimer } from "./state"

/** The events evolveShell acts on (Feature.evolveOn: it is called for no other). */
export const shellEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["AppStarted", "PathVisited", "AgeGateAccepted", "MenuToggled", "AvatarMenuToggled", "SettingsMenuToggled", "AccountDeletionRequested", "DialogDismissed", "LanguageChosen", "LogoutRequested", "TimerElapsed", "GatewayAnswered", "GatewayFailed"]

/**
 * The gateway answers evolveShell acts on (Feature.answersOn): those that sign a member in or out (the
 * 18+ acknowledgement on sign-in, whether the route is blocked); no other answer changes the shell.
 */
export const shellAnswersOn: ReadonlyArray<RequestName> = SESSION_ANSWERS

/** Sets the route of `path`, keeping the route object it has when that is the same place (a parse of it again may be a new object). */
const visit = (s: { route: Route }, path: string): void => {
  const next = parseRoute(path)
  if (!sameRoute(s.route, next)) s.route = next
}

/** The shell recipe. */
export const evolveShell: Recipe = (d, e) => {
  const s = d.shell
  switch (e._tag) {
    case "AppStarted":
      s.started = true
      visit(s, e.path)
      s.ageConfirmed = (e.stored["RC_POP_18"] ?? "") !== ""
      s.preferredLanguage = uiLanguageOf(e.stored[SITE_LANGUAGE_KEY] ?? "")
      s.browserLanguages = [...(e.browserLanguages ?? [])]
      s.language = chooseLanguage(s.route, s.preferredLanguage, s.browserLanguages)
      break
    case "PathVisited":
      visit(s, e.path)
      s.language = chooseLanguage(s.route, s.preferredLanguage, s.browserLanguages)
      s.menuOpen = false
      s.avatarMenuOpen = false
      s.settingsMenuOpen = false
      break
    case "AgeGateAccepted":
      s.ageConfirmed = true
      break
    case "MenuToggled":
      s.menuOpen = e.open
      break
    case "AvatarMenuToggled":
      s.avatarMenuOpen = e.open
      if (e.open) s.settingsMenuOpen = false
      break
    case "SettingsMenuToggled":
      s.settingsMenuOpen = e.open
      if (e.open) {
        // One popup at a time: the avatar menu and the phone's menu drawer close.
        s.avatarMenuOpen = false
        s.menuOpen = false
      }
      break
    case "AccountDeletionRequested":
      s.settingsMenuOpen = false
      dialog(d, e, "deleteAccountInApp")
      break
    case "DialogDismissed":
      s.dialog = null
      break
    case "LanguageChosen":
      // The choice shows at once; the Navigate of react drops a prefix that would override it.
      s.preferredLanguage = e.language
      s.language = e.language
      s.settingsMenuOpen = false
      break
    case "LogoutRequested":
      s.avatarMenuOpen = false
      s.settingsMenuOpen = false
      break
    case "TimerElapsed":
      if (s.toast && e.key === toastTimer(s.toast.id)) s.toast = null
      break
    case "GatewayAnswered":
      // a§4: logging in also sets the 18+ acknowledgement.
      if (d.session.signedInBy === e.seq) s.ageConfirmed = true
      break
  }
  if (affectsAccess(e._tag)) s.blocked = !s.route.open && !isSignedIn(d.session)
}

/** Events that can change the route or the session, and so whether the route is blocked. */
const affectsAccess = (tag: AppEvent["_tag"]): boolean =>
  tag === "GatewayAnswered" || tag === "PathVisited" || tag === "AppStarted" || tag === "GatewayFailed" || tag === "LogoutRequested"
