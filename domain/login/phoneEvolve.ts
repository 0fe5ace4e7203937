// The phone flow of a§4 (steps 2, 3, 4) as reducer pieces: the local 60 s SMS rule (a§5), the answers
// of the phone endpoints, and their failures with the a§8 phone codes. evolve.ts routes here.
import type { Draft } from "immer"
import { answerOf } from "../core/answers"
import { signInOf } from "../session/answers"
import { dialog, toast } from "../shell/notices"
import type { AppEvent, AppState } from "../app/types"
import { CODE_RESEND_MS, PHONE_PASSWORD_CONFIG } from "../constants"
import type { NoticeKey } from "../shell/state"
import { closeLogin } from "./start"
import { closeSupply } from "./steps"

type At = AppEvent & { at: number }
type Answered = Extract<AppEvent, { _tag: "GatewayAnswered" }>
type Failed = Extract<AppEvent, { _tag: "GatewayFailed" }>

/** Endpoints of the phone flow (their answers and failures are handled here). */
export const PHONE_ENDPOINTS: ReadonlySet<string> = new Set([
  "checkMobile", "smsSendCode", "smsCheckCode", "mobilePasswordLogin", "phoneLogin", "updateMobilePassword",
])

/** The number as the SMS rule tracks it. */
const numberOf = (l: Draft<AppState>["login"]): string => `${l.countryCode}${l.phone}`

/** a§5: one SMS code per number per 60 s, tracked locally. */
export const canSendSms = (l: AppState["login"], at: number): boolean =>
  l.sms.to !== `${l.countryCode}${l.phone}` || at - l.sms.at >= CODE_RESEND_MS

/**
 * Requests an SMS code for event `e` (react sends it: pending = e.seq), or, when one went to this number
 * less than 60 s ago, goes to step 4 without sending (the code already sent is still good).
 */
export const requestSms = (d: Draft<AppState>, e: At): void => {
  const l = d.login
  l.problem = null
  if (!canSendSms(l, e.at)) {
    l.step = 4
    l.pending = null
    // The countdown shows the time left on that SMS (the popup opened again starts at 0: a Resend that
    // looked ready did nothing).
    l.resendAt = l.sms.at + CODE_RESEND_MS
    return
  }
  l.pending = e.seq
  l.sms = { to: numberOf(l), at: e.at }
  l.resendAt = e.at + CODE_RESEND_MS
}

/** After a correct code (a§4): reset -> new password; otherwise by password config. */
const afterCode = (d: Draft<AppState>, e: Answered, openSupplyFor: (d: Draft<AppState>, e: At) => void): void => {
  const l = d.login
  l.pending = null
  if (l.reset) {
    l.step = 3
    l.mode = "reset"
  } else if (l.passwordConfig !== PHONE_PASSWORD_CONFIG.off) {
    l.step = 3
    l.mode = "create"
  } else if (l.existent) l.pending = e.seq
  else openSupplyFor(d, e)
}

/** Answers of the phone endpoints; true when `e` was one. */
export const phoneAnswered = (d: Draft<AppState>, e: Answered, openSupplyFor: (d: Draft<AppState>, e: At) => void): boolean => {
  if (!PHONE_ENDPOINTS.has(e.name)) return false
  const l = d.login
  if (signInOf(e)) {
    if (e.requestId !== l.pending && e.requestId !== d.supply.pending) return true
    closeSupply(d)
    // A first or new password is set with the fresh login token (a§7 updateMobilePassword).
    if (e.name === "phoneLogin" && l.password !== "") l.pending = e.seq
    else closeLogin(d)
    return true
  }
  if (e.requestId !== l.pending) return true
  const check = answerOf(e, "checkMobile")
  if (check) {
    l.existent = check.existent
    l.passwordConfig = check.passwordConfig
    l.pending = null
    if (!check.valid) {
      l.problem = "phoneInvalid"
      l.problemId = e.seq
    } else if (check.existent && check.userSetPassword) {
      l.step = 3
      l.mode = "login"
    } else if (check.existent || check.mobileRegisterEnable) requestSms(d, e)
    else {
      // a§4: a new number without mobileRegisterEnable cannot register: message, back to step 1.
      dialog(d, e, "cannotRegister")
      l.step = 1
    }
    return true
  }
  if (answerOf(e, "smsSendCode")) {
    l.step = 4
    l.pending = null
    toast(d, e, "codeSent")
    return true
  }
  if (answerOf(e, "smsCheckCode")) {
    afterCode(d, e, openSupplyFor)
    return true
  }
  if (answerOf(e, "updateMobilePassword")) {
    if (l.mode === "reset") toast(d, e, "passwordChanged")
    closeLogin(d)
  }
  return true
}

/** a§8 phone codes and the dialog each shows. */
const PHONE_CODES: Readonly<Record<number, NoticeKey>> = {
  25501: "codeExpired",
  25502: "codeWrong",
  25503: "codeLimit",
  25504: "sendBusy",
  25505: "operationBusy",
  25506: "codeMore",
  35501: "phonePasswordWrong",
  35502: "updateInfoFailed",
  35503: "resetTimedOut",
  35504: "updateInfoFailed",
  35505: "tooManyPasswords",
  35506: "operationBusy",
  500: "serverError",
}

/** A failure of the pending phone call (network errors are handled before, by onLoginFailure). */
export const onPhoneFailure = (d: Draft<AppState>, e: Failed): void => {
  const l = d.login
  l.pending = null
  if (e.name === "updateMobilePassword") {
    // Signed in already; the password was not saved. Say why and close.
    dialog(d, e, PHONE_CODES[e.code] ?? "updateInfoFailed")
    closeLogin(d)
    return
  }
  l.password = ""
  if (e.code === 25502) {
    l.problem = "codeWrong"
    l.problemId = e.seq
  }
  // 25504: the server sent a code less than 60 s ago; it is still good, so enter it on step 4.
  if (e.code === 25504 && e.name === "smsSendCode") l.step = 4
  const key = PHONE_CODES[e.code]
  if (key) return dialog(d, e, key)
  // a§8: catalogue text (the server's message is shown only for 412/10023/10101/10117).
  if (e.code === 10004) return dialog(d, e, "accountMissing")
  if (e.code === 20101 || e.code === 10025) return dialog(d, e, "updateInfoFailed")
  if (e.code === 6666) return toast(d, e, "dataInvalid")
  dialog(d, e, "genericError")
}
