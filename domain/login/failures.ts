// How the login flow answers failures of its pending call (a§7, a§8): codes that mean "sent",
// field errors, the complement-info hand-off (10042; complementInfo after Google/Facebook), network errors
// back to step 1.
import { template } from "../core/template"
import type { Draft } from "immer"
import type { ComplementInfo } from "../core/events"
import { dialog, toast } from "../shell/notices"
import type { AppEvent, AppState } from "../app/types"
import { closeSupply, codeSent, openSupply } from "./steps"
import { sessionOutcome } from "../session/codes"
import { initialLogin, type LoginState } from "./state"
import { castDraft } from "immer"

/** Unfrozen twin of initialLogin to spread (../core/template.ts). */
const initialLoginTemplate = template(initialLogin)

type Failed = Extract<AppEvent, { _tag: "GatewayFailed" }>

/** The pending login call failed. */
export const onLoginFailure = (d: Draft<AppState>, e: Failed): void => {
  const l = d.login
  l.pending = null
  l.password = ""
  l.provider = null
  if (e.reason === "network" || e.reason === "timeout") {
    // a§4: network errors during login show update-info-failed and return to step 1.
    toast(d, e, "updateInfoFailed")
    d.login = castDraft({ ...initialLoginTemplate, open: true, origin: l.origin, step: 1, sms: l.sms })
    return
  }
  if (e.code === 60002 && (e.name === "sendVerifyEmail" || e.name === "checkFormalUserEmail" || e.name === "sendForgetEmail"))
    return codeSent(d, e, e.name === "sendForgetEmail" || l.reset)
  if (e.code === 60005) {
    l.problem = "codeNotVerified"
    // a§4 "6 with reset": resetPassword refused the kept reset code (wrong or expired): step 6 shows why and
    // asks for the code again (Back there returns to step 7 in login mode).
    if (e.name === "resetPassword") {
      l.step = 6
      l.mode = "login"
      l.code = ""
    }
    return
  }
  if (e.code === 10008 && e.name === "setPassword") {
    // The account already has a password (set on another device, or a reset finished meanwhile): step 7
    // asks for it in login mode, whose "Forgot password?" sets a new one.
    l.mode = "login"
    return toast(d, e, "passwordAlreadySet")
  }
  if (e.code === 10006) return toast(d, e, "passwordWrong")
  // The gateway's wrong-password limit answers the phone flow's 35505 on emailLogin too (a§8 text).
  if (e.code === 35505) return toast(d, e, "tooManyPasswords")
  if (e.code === 10042) {
    const c = (e.data ?? {}) as Partial<ComplementInfo>
    return openSupply(d, e, {
      nickname: typeof c.nickname === "string" ? c.nickname : "",
      gender: typeof c.gender === "number" ? c.gender : null,
      birthday: typeof c.birthday === "string" ? c.birthday : "",
      complementKey: typeof c.complementInfoKey === "string" ? c.complementInfoKey : "",
    }, e.name === "loginToken" ? "social" : "email")
  }
  if (e.code === 10101) {
    // a§8: on e-mail login 10101 shows the server message and goes back to step 1.
    toast(d, e, "updateInfoFailed", e.msg)
    l.step = 1
    return
  }
  if (e.code === 6666) return toast(d, e, "dataInvalid")
  // a§8: the server's message is shown only for 412/10023/10101/10117; these say it in the member's language.
  if (e.code === 10005) return toast(d, e, "passwordInvalid")
  if (e.code === 10004) return toast(d, e, "accountMissing")
  // The provider's token did not verify (Google/Facebook): try again, as the social way's own failures say.
  if (e.code === 10007 && e.name === "loginToken") return toast(d, e, "socialInvalid")
  toast(d, e, "genericError")
}

/** The register call of the supply form failed (a§8: 20101 sensitive nickname, 10025 update failed). */
export const onSupplyFailure = (d: Draft<AppState>, e: Failed): void => {
  d.supply.pending = null
  if (sessionOutcome(e)) {
    closeSupply(d)
    return
  }
  if (e.code === 60005 && e.name === "register") return verificationExpired(d, e)
  if (e.code === 25501 && e.name === "phoneLogin") return phoneVerificationExpired(d, e)
  if (e.code === 20101) d.supply.error = "nicknameSensitive"
  else if (e.code === 10025 || e.code === 35502) d.supply.error = "updateFailed"
  else if (e.reason === "network" || e.reason === "timeout") d.supply.error = "updateFailed"
  else toast(d, e, "genericError")
}

/**
 * The supply form's registration found the proof of the e-mail or number older than the gateway's
 * 30-minute window (the form stayed open too long): the form closes and the login popup opens again at
 * the step that proves it anew, keeping the address or number and the local SMS record.
 */
const backToProof = (d: Draft<AppState>, step: Partial<Pick<LoginState, "step" | "mode">>): void => {
  const { email, countryCode, phone, sms, routerInApp } = d.login
  closeSupply(d)
  d.login = castDraft({ ...initialLoginTemplate, open: true, routerInApp, email, countryCode, phone, sms, ...step })
}

/** register answered 60005: step 7 asks for the e-mail's password; signing in proves the mailbox again and reopens the form (10042). */
const verificationExpired = (d: Draft<AppState>, e: Failed): void => {
  backToProof(d, { step: 7, mode: "login" })
  toast(d, e, "verificationExpired")
}

/** phoneLogin (the phone registration) answered 25501: step 2 with the number, whose Continue sends a new code (a§4 phone flow). */
const phoneVerificationExpired = (d: Draft<AppState>, e: Failed): void => {
  backToProof(d, { step: 2 })
  dialog(d, e, "phoneVerificationExpired")
}
