// The login popup and supply-info slices (a§2 steps 0-7, a§4 e-mail flow). `pending` is the request
// id of the one gateway call the flow waits for; answers with another id are stale and ignored.
import type { LoginOrigin, LoginProblem, SocialProvider } from "./events"

/** a§2 login popup steps (2 phone number, 3 phone password, 4 phone code). */
export type LoginStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
/** Step 3 and 7 modes: sign in, set a first password, or set a new one after a reset code. */
export type PasswordMode = "login" | "create" | "reset"

/**
 * a§2 the popup's history entry: "pushed" when opening it asked for /login (every origin but the router's,
 * which keeps the blocked route), "on" once the location is /login; closing it then goes back one entry.
 */
export type LoginHistory = "none" | "pushed" | "on"

/** The login popup slice. resendAt: epoch ms from which a code may be sent again. */
export interface LoginState {
  readonly open: boolean
  readonly origin: LoginOrigin | null
  readonly history: LoginHistory
  /** Seq of the event that closed a popup whose /login entry was on (react goes back one entry), or null. */
  readonly backBy: number | null
  /**
   * The router's popup opened on a blocked route reached in the app (a link, Back or Forward), not by the
   * page load: closing it goes back one entry to the page the visitor was on (a§2), else to the wall. Kept
   * while the supply-info popup that took over from it is open: closing that one goes back the same way.
   */
  readonly routerInApp: boolean
  readonly step: LoginStep
  readonly email: string
  readonly accountId: number | null
  /** a§4 e-mail status 1: the account exists but never verified, so codes are "user verify" codes. */
  readonly unverified: boolean
  readonly mode: PasswordMode
  readonly reset: boolean
  /** The reset code of step 6, kept for resetPassword (which checks it; a§7). */
  readonly code: string
  /** Kept only between a password call and the sign-in that follows it. */
  readonly password: string
  readonly pending: number | null
  readonly resendAt: number
  readonly problem: LoginProblem | null
  /** Sequence number of the event that set `problem` (views re-run effects, e.g. 25502 clear + focus). */
  readonly problemId: number
  /** a§4 phone flow: calling code ("90") and national digits of the number being used. */
  readonly countryCode: string
  readonly phone: string
  /** a§4 checkMobile facts: the account exists; password config (PHONE_PASSWORD_CONFIG). */
  readonly existent: boolean
  readonly passwordConfig: number
  /** The provider of the social sign-in in progress (its window or SDK is open while `pending` is set), or null. */
  readonly provider: SocialProvider | null
  /** Sequence number of the event that left a provider's sign-in still open (popup closed, Back): react cancels it. */
  readonly cancelAuthBy: number | null
  /** a§5 last SMS code request, tracked locally (kept across closing the popup): number and epoch ms. */
  readonly sms: { readonly to: string; readonly at: number }
}

export const initialLogin: LoginState = {
  open: false,
  origin: null,
  history: "none",
  backBy: null,
  routerInApp: false,
  step: 0,
  email: "",
  accountId: null,
  unverified: false,
  mode: "login",
  reset: false,
  code: "",
  password: "",
  pending: null,
  resendAt: 0,
  problem: null,
  problemId: 0,
  countryCode: "",
  phone: "",
  existent: false,
  passwordConfig: 0,
  provider: null,
  cancelAuthBy: null,
  sms: { to: "", at: 0 },
}

/** Problems of the supply form, including the server's (20101 sensitive, 10025 update failed). */
export type SupplyError =
  | "nicknameRequired"
  | "nicknameTooLong"
  | "birthdayRequired"
  | "ageTooYoung"
  | "genderRequired"
  | "nicknameSensitive"
  | "updateFailed"

/** The supply-info popup slice: prefilled values (a§4) and the pending register call. */
export interface SupplyState {
  readonly open: boolean
  readonly nickname: string
  readonly birthday: string
  readonly gender: number | null
  readonly complementKey: string
  readonly pending: number | null
  readonly error: SupplyError | null
  /** Which registration the form completes: e-mail (register), phone (exempt/login/phone) or a Google/Facebook 10042 (complementInfo). */
  readonly via: "email" | "phone" | "social"
}

export const initialSupply: SupplyState = {
  open: false,
  nickname: "",
  birthday: "",
  gender: null,
  complementKey: "",
  pending: null,
  error: null,
  via: "email",
}
