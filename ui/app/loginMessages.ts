// The login popup's catalog keys (./messages.ts has the rest of the domain-to-catalog maps): the error
// key of each login-field problem and supply-form error. Loaded with the login popup's part.
import type { ErrorKey } from "../../i18n"
import type { LoginProblem } from "../../domain/login/events"
import type { SupplyError } from "../../domain/login/state"

/** Catalog error key of a login-field problem. */
export const LOGIN_PROBLEM: Record<LoginProblem, ErrorKey> = {
  emailFormat: "emailFormat",
  codeFormat: "codeWrong",
  codeNotVerified: "codeNotVerified",
  passwordLength: "errorPassword",
  passwordChars: "passwordInvalid",
  resendTooSoon: "sendBusy",
  phoneFormat: "phoneFormat",
  phoneInvalid: "phoneInvalid",
  codeWrong: "codeWrong",
}

/** Catalog error key of a supply-form error. */
export const SUPPLY_ERROR: Record<SupplyError, ErrorKey> = {
  nicknameRequired: "nicknameRequired",
  nicknameTooLong: "nicknameRequired",
  birthdayRequired: "birthdayRequired",
  ageTooYoung: "ageTooYoung",
  genderRequired: "genderRequired",
  nicknameSensitive: "nicknameSensitive",
  updateFailed: "updateFailed",
}
