// Login decisions: each intent is checked against the popup's state and the rules of a§5; invalid
// input becomes LoginInputRejected / SupplyInfoRejected with a reason, never a gateway call.
import type { AppState, Intent, NewEvent } from "../app/types"
import { PHONE_PASSWORD_CONFIG } from "../constants"
import { emailPasswordProblem, isCode, isEmail, isPhoneNumber, phonePasswordProblem, sanitizeNickname, supplyProblem } from "./rules"

/**
 * Events for login and supply-info intents; [] for others or when the intent does not apply now. OpenLogin
 * and CloseLogin are the startup part's (./start.ts, issue 14).
 */
export const decideLogin = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const l = s.login
  const idle = l.open && l.pending === null
  switch (i._tag) {
    case "LoginBack":
      return l.open ? [{ _tag: "LoginBackPressed", at }] : []
    case "ChooseEmail":
      return idle && l.step === 1 ? [{ _tag: "EmailWayChosen", at }] : []
    case "ChooseSocial":
      return idle && l.step === 1 ? [{ _tag: "SocialWayChosen", at, provider: i.provider }] : []
    case "SubmitEmail": {
      if (!idle || l.step !== 5) return []
      const email = i.email.trim()
      return isEmail(email)
        ? [{ _tag: "EmailSubmitted", at, email }]
        : [{ _tag: "LoginInputRejected", at, field: "email", problem: "emailFormat" }]
    }
    case "ChoosePhone":
      return idle && l.step === 1 ? [{ _tag: "PhoneWayChosen", at }] : []
    case "SubmitPhone": {
      if (!idle || l.step !== 2) return []
      const phone = i.phone.trim()
      return isPhoneNumber(i.countryCode, phone)
        ? [{ _tag: "PhoneSubmitted", at, countryCode: i.countryCode, phone }]
        : [{ _tag: "LoginInputRejected", at, field: "phone", problem: "phoneFormat" }]
    }
    case "SkipPassword":
      return idle && l.step === 3 && l.mode === "create" && l.passwordConfig === PHONE_PASSWORD_CONFIG.optional ? [{ _tag: "PasswordSkipped", at }] : []
    case "SubmitCode":
      if (!idle || (l.step !== 6 && l.step !== 4)) return []
      return isCode(i.code)
        ? [{ _tag: "CodeSubmitted", at, code: i.code }]
        : [{ _tag: "LoginInputRejected", at, field: "code", problem: "codeFormat" }]
    case "ResendCode":
      if (!idle || (l.step !== 6 && l.step !== 4)) return []
      return at >= l.resendAt
        ? [{ _tag: "CodeResendRequested", at }]
        : [{ _tag: "LoginInputRejected", at, field: "code", problem: "resendTooSoon" }]
    case "SubmitPassword": {
      if (!idle || (l.step !== 7 && l.step !== 3)) return []
      const problem = l.step === 3 ? phonePasswordProblem(i.password) : emailPasswordProblem(i.password)
      return problem
        ? [{ _tag: "LoginInputRejected", at, field: "password", problem }]
        : [{ _tag: "PasswordSubmitted", at, password: i.password }]
    }
    case "ForgotPassword":
      return idle && (l.step === 7 || l.step === 3) && l.mode === "login" ? [{ _tag: "PasswordForgotten", at }] : []
    case "SubmitSupplyInfo": {
      if (!s.supply.open || s.supply.pending !== null) return []
      const form = { nickname: i.nickname, birthday: i.birthday, gender: i.gender }
      const problem = supplyProblem(form, at)
      return problem
        ? [{ _tag: "SupplyInfoRejected", at, problem }]
        : [{ _tag: "SupplyInfoSubmitted", at, nickname: sanitizeNickname(i.nickname), birthday: i.birthday, gender: i.gender! }]
    }
    case "CloseSupplyInfo":
      return s.supply.open ? [{ _tag: "SupplyInfoClosed", at }] : []
  }
  return []
}
