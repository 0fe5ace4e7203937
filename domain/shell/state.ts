// The shell slice: where the member is (route and language), the 18+ gate, menus, and the one
// toast and one message dialog on screen. Notice texts are catalog keys; the server's own message
// text is carried separately when a§8 says to show it.
import type { UiLanguage } from "./language"
import { parseRoute, type Route } from "./routes"

/** Catalog keys of notices the domain can raise (views map them to i18n text). */
export type NoticeKey =
  | "banned"
  | "bannedDevice"
  | "suspended"
  | "loginExpired"
  | "differentDevice"
  | "updateInfoFailed"
  | "dataInvalid"
  | "invalidEmail"
  // a§5 toasts of the login fields: e-mail format (auth_email_send_err_4), e-mail password 6-16
  // (error_password), phone password 8-30 (the length toast); a§8 'Email address unavailable.'
  | "enterCorrectEmail"
  | "passwordLength"
  | "phonePasswordLength"
  | "emailUnavailable"
  | "passwordInvalid"
  | "passwordWrong"
  | "codeSent"
  | "accountMissing"
  | "genericError"
  | "connectionError"
  | "infoFailedLogInAgain"
  | "signedIn"
  | "deleteAccountInApp"
  // a§8 phone codes and the phone flow's messages
  | "codeExpired"
  | "codeWrong"
  | "codeLimit"
  | "sendBusy"
  | "operationBusy"
  | "codeMore"
  | "phonePasswordWrong"
  | "resetTimedOut"
  | "tooManyPasswords"
  | "serverError"
  | "cannotRegister"
  | "passwordChanged"
  | "coinsAdded"
  | "registerBannerClosed"
  // a§1 first-time bonuses (params: coins); the install one stays 4000 ms (a§9)
  | "pushBonus"
  | "installBonus"
  // the social way (Google, Facebook): why the provider's sign-in ended without a token
  | "socialBlocked"
  | "socialClosed"
  | "socialDenied"
  | "socialUnavailable"
  | "socialInvalid"
  // sign-up refusals told in the member's words with the step that follows (a§4, a§8): setPassword's 10008
  // (the account has a password: sign in or reset it), register's 60005 and the phone registration's 25501
  // (the 30-minute proof of the e-mail or number passed)
  | "passwordAlreadySet"
  | "verificationExpired"
  | "phoneVerificationExpired"

/** A toast or dialog. `text` is the server's message when it must be shown, else "". */
export interface Notice {
  readonly id: number
  readonly key: NoticeKey
  readonly text: string
  readonly params: Readonly<Record<string, string | number>>
}

/** The shell slice. */
export interface ShellState {
  readonly started: boolean
  readonly route: Route
  /** a§1 the interface language in use (chooseLanguage of the route, preferredLanguage and browserLanguages). */
  readonly language: UiLanguage
  /** The stored siteLanguage, or the one chosen in settings since; null when neither (a§3 cleanup). */
  readonly preferredLanguage: UiLanguage | null
  /** The browser's languages at start, most preferred first. */
  readonly browserLanguages: ReadonlyArray<string>
  /** The route is protected and the member is signed out: render nothing but the login prompt. */
  readonly blocked: boolean
  /** RC_POP_18 is stored (a§4 18+ gate). */
  readonly ageConfirmed: boolean
  readonly menuOpen: boolean
  readonly avatarMenuOpen: boolean
  /** The settings (gear) menu is open; at most one of the avatar and settings menus is. */
  readonly settingsMenuOpen: boolean
  readonly toast: Notice | null
  readonly dialog: Notice | null
}

/** The state before AppStarted. */
export const initialShell: ShellState = {
  started: false,
  route: parseRoute("/"),
  language: "en",
  preferredLanguage: null,
  browserLanguages: [],
  blocked: false,
  ageConfirmed: false,
  menuOpen: false,
  avatarMenuOpen: false,
  settingsMenuOpen: false,
  toast: null,
  dialog: null,
}

/** Timer key of the toast raised by event `seq`. */
export const toastTimer = (seq: number): string => `toast:${seq}`
