// Login popup and supply-info events (a§2 steps, a§4 e-mail flow). Passwords and codes appear here
// because the flow needs them until the gateway has them; trace export redacts them.
import * as Schema from "effect/Schema"
import { Birthday, Email, PersonName, Phone, SafeNumber, SafeString, Secret } from "../core/sensitive"
import { event } from "../core/schema"
// Opening and closing the popup are the startup part's (./startEvents.ts, issue 14).
export { LoginClosed, LoginOpened, LoginOrigin } from "./startEvents"

export const LoginBackPressed = event("LoginBackPressed", {})
export const EmailWayChosen = event("EmailWayChosen", {})
export const EmailSubmitted = event("EmailSubmitted", { email: Email })
export const CodeSubmitted = event("CodeSubmitted", { code: Secret })
export const CodeResendRequested = event("CodeResendRequested", {})
export const PasswordSubmitted = event("PasswordSubmitted", { password: Secret })
export const PasswordForgotten = event("PasswordForgotten", {})
/** a§4 phone flow: step 1 -> 2. */
export const PhoneWayChosen = event("PhoneWayChosen", {})
/** a§4 phone flow: the number to check; countryCode is the calling code ("90"), phone the national digits. */
export const PhoneSubmitted = event("PhoneSubmitted", { countryCode: SafeString, phone: Phone })
/** a§4 phone flow: no password now (only when the password config makes it optional). */
export const PasswordSkipped = event("PasswordSkipped", {})

/** a§1 identity providers of the social way (Google, Facebook). */
export const SocialProvider = Schema.Literals(["google", "facebook"])
export type SocialProvider = typeof SocialProvider.Type
/** a§2 step 1: Google or Facebook chosen; the SocialAuth port opens the provider's sign-in. */
export const SocialWayChosen = event("SocialWayChosen", { provider: SocialProvider })
/** The provider's sign-in finished with an access token for login/token (a§7); requestId is the SocialWayChosen seq. */
export const SocialAuthSucceeded = event("SocialAuthSucceeded", { requestId: SafeNumber, provider: SocialProvider, accessToken: Secret })
/**
 * Why the provider's sign-in ended without a token: the window was blocked or closed, the person
 * cancelled, the SDK could not load (or no client id), or its answer did not decode.
 */
export const SocialAuthFailure = Schema.Literals(["blocked", "closed", "denied", "unavailable", "invalid"])
export type SocialAuthFailure = typeof SocialAuthFailure.Type
/** The provider's sign-in ended without a token; back to step 1 with a message. */
export const SocialAuthFailed = event("SocialAuthFailed", { requestId: SafeNumber, provider: SocialProvider, reason: SocialAuthFailure })

/** Fields of the login popup that can be rejected, and why (views map reasons to catalog text). */
export const LoginField = Schema.Literals(["email", "code", "password", "phone"])
export const LoginProblem = Schema.Literals([
  "emailFormat",
  "codeFormat",
  "codeNotVerified",
  "passwordLength",
  "passwordChars",
  "resendTooSoon",
  /** a§5 phone number: digits only, 1 to 20. */
  "phoneFormat",
  /** a§5 the phone check said the number is invalid: show the phone-number hint. */
  "phoneInvalid",
  /** a§8 25502: the code was wrong; the view clears the code field and focuses it. */
  "codeWrong",
])
export type LoginProblem = typeof LoginProblem.Type
export const LoginInputRejected = event("LoginInputRejected", { field: LoginField, problem: LoginProblem })

export const SupplyProblem = Schema.Literals([
  "nicknameRequired",
  "nicknameTooLong",
  "birthdayRequired",
  "ageTooYoung",
  "genderRequired",
])
export const SupplyInfoSubmitted = event("SupplyInfoSubmitted", {
  nickname: PersonName,
  birthday: Birthday,
  gender: SafeNumber,
})
export const SupplyInfoRejected = event("SupplyInfoRejected", { problem: SupplyProblem })
export const SupplyInfoClosed = event("SupplyInfoClosed", {})

/** The feature's events but the startup part's two (./startEvents.ts LoginStartEvents). */
export const LoginEvents = [
  LoginBackPressed,
  EmailWayChosen,
  EmailSubmitted,
  CodeSubmitted,
  CodeResendRequested,
  PasswordSubmitted,
  PasswordForgotten,
  PhoneWayChosen,
  PhoneSubmitted,
  PasswordSkipped,
  SocialWayChosen,
  SocialAuthSucceeded,
  SocialAuthFailed,
  LoginInputRejected,
  SupplyInfoSubmitted,
  SupplyInfoRejected,
  SupplyInfoClosed,
] as const
