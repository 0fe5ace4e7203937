// Login decisions: each intent is checked against the popup's state and the rules of a§5; invalid
// input becomes LoginInputRejected / SupplyInfoRejected with a reason, never a gateway call.
import type { NewEvent } from "../app/event"
import type { Intent } from "../app/intents"
import type { AppState } from "../app/state"
import { isSignedIn } from "../session/state"
import { emailPasswordProblem, isCode, isEmail, sanitizeNickname, supplyProblem } from "./rules"

/** Events for login and supply-info intents; [] for others or when the intent does not apply now. */
export const decideLogin = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const l = s.login
  const idle = l.open && l.pending === null
  switch (i._tag) {
    case "OpenLogin":
      return l.open || isSignedIn(s.session) ? [] : [{ _tag: "LoginOpened", at, origin: i.origin }]
    case "CloseLogin":
      return l.open ? [{ _tag: "LoginClosed", at }] : []
    case "LoginBack":
      return l.open ? [{ _tag: "LoginBackPressed", at }] : []
    case "ChooseEmail":
      return l.open && l.step === 1 ? [{ _tag: "EmailWayChosen", at }] : []
    case "SubmitEmail": {
      if (!idle || l.step !== 5) return []
      const email = i.email.trim()
      return isEmail(email)
        ? [{ _tag: "EmailSubmitted", at, email }]
        : [{ _tag: "LoginInputRejected", at, field: "email", problem: "emailFormat" }]
    }
    case "SubmitCode":
      if (!idle || l.step !== 6) return []
      return isCode(i.code)
        ? [{ _tag: "CodeSubmitted", at, code: i.code }]
        : [{ _tag: "LoginInputRejected", at, field: "code", problem: "codeFormat" }]
    case "ResendCode":
      if (!idle || l.step !== 6) return []
      return at >= l.resendAt
        ? [{ _tag: "CodeResendRequested", at }]
        : [{ _tag: "LoginInputRejected", at, field: "code", problem: "resendTooSoon" }]
    case "SubmitPassword": {
      if (!idle || l.step !== 7) return []
      const problem = emailPasswordProblem(i.password)
      return problem
        ? [{ _tag: "LoginInputRejected", at, field: "password", problem }]
        : [{ _tag: "PasswordSubmitted", at, password: i.password }]
    }
    case "ForgotPassword":
      return idle && l.step === 7 && l.mode === "login" ? [{ _tag: "PasswordForgotten", at }] : []
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
