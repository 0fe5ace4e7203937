// Login reducer: the e-mail and phone flows of a§4 as a state machine over the popup's step, driven by the
// member's events and by the answers to the one pending call. Stale answers change nothing.
import type { Draft } from "immer"
import { answerOf } from "../core/answers"
import { toast } from "../shell/notices"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { LoginRequests, type LoginRequestTable } from "./requests"
import { sessionOutcome } from "../session/codes"
import { afterLoginStep, closeLogin } from "./start"
import { onLoginFailure, onSupplyFailure } from "./failures"
import { closeSupply, codeSent, openSupply } from "./steps"
import { onPhoneFailure, PHONE_ENDPOINTS, phoneAnswered, requestSms } from "./phoneEvolve"
import { evolveSocialWay, socialAnswered } from "./socialEvolve"

/**
 * The events evolveLogin acts on (Feature.evolveOn: it is called for no other). Opening and closing the
 * popup (AppStarted, PathVisited, LoginOpened, LoginClosed) are the startup part's (./start.ts, issue 14).
 */
export const loginEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["LoginBackPressed", "EmailWayChosen", "PhoneWayChosen", "SocialWayChosen", "SocialAuthSucceeded", "SocialAuthFailed", "PhoneSubmitted", "PasswordSkipped", "EmailSubmitted", "CodeSubmitted", "CodeResendRequested", "PasswordForgotten", "PasswordSubmitted", "LoginInputRejected", "SupplyInfoSubmitted", "SupplyInfoRejected", "SupplyInfoClosed", "GatewayAnswered", "GatewayFailed"]

/**
 * The gateway answers evolveLogin acts on (Feature.answersOn): those of the popup's own requests (its one
 * pending call, or the supply form's, is always one of them; the sign-ins among them), no other.
 */
export const loginAnswersOn = Object.keys(LoginRequests) as ReadonlyArray<keyof LoginRequestTable>

/**
 * The login recipe: the popup's steps. Whatever closes the popup (Back at step 1, a sign-in, the supply
 * popup taking over) or ends a provider's sign-in is marked for react as the startup part marks it
 * (./start.ts afterLoginStep).
 */
export const evolveLogin: Recipe = (d, e) => {
  const onEntry = d.login.open && d.login.history === "on"
  const routerInApp = d.login.open && d.login.routerInApp
  const providerOpen = d.login.provider !== null
  evolveLoginStep(d, e)
  afterLoginStep(d, e, onEntry, routerInApp, providerOpen, e._tag === "SocialAuthSucceeded" || e._tag === "SocialAuthFailed")
}

const evolveLoginStep: Recipe = (d, e) => {
  const l = d.login
  switch (e._tag) {
    case "LoginBackPressed":
      l.pending = null
      l.problem = null
      if (l.step <= 1) closeLogin(d)
      else if (l.step === 5 || l.step === 2) l.step = 1
      else if (l.step === 3 || l.step === 4) {
        // a§4 phone back rules: 3 and 4 (also on the reset path) go back to the number, 2 to 1.
        l.step = 2
        l.reset = false
        l.mode = "login"
      }
      else if (l.step === 6) l.step = l.reset ? 7 : 5
      else if (l.step === 7) {
        l.step = 5
        l.reset = false
        l.mode = "login"
      } else l.step = 1
      return
    case "EmailWayChosen":
      l.step = 5
      return
    case "PhoneWayChosen":
      l.step = 2
      return
    case "SocialWayChosen":
    case "SocialAuthSucceeded":
    case "SocialAuthFailed":
      return evolveSocialWay(d, e)
    case "PhoneSubmitted":
      l.countryCode = e.countryCode
      l.phone = e.phone
      l.reset = false
      return wait(d, e)
    case "PasswordSkipped":
      if (l.step !== 3) return
      if (!l.existent) return openSupply(d, e, {}, "phone")
      return wait(d, e)
    case "EmailSubmitted":
      l.email = e.email
      l.reset = false
      return wait(d, e)
    case "CodeSubmitted":
      l.code = e.code
      // a§4, a§7: a reset code is checked by resetPassword (alreadyVerifyEmail takes only verify codes), so
      // step 6 of the reset path keeps it and goes to step 7 to set the new password; no call is made.
      if (l.step === 6 && l.reset) {
        l.step = 7
        l.mode = "reset"
        l.pending = null
        l.problem = null
        return
      }
      return wait(d, e)
    case "CodeResendRequested":
      return l.step === 4 ? requestSms(d, e) : wait(d, e)
    case "PasswordForgotten":
      if (l.step !== 3) return wait(d, e)
      l.reset = true
      return requestSms(d, e)
    case "PasswordSubmitted":
      if (l.step === 3 && l.mode === "login") return wait(d, e)
      l.password = e.password
      if (l.step === 3 && l.mode === "create" && !l.existent) return openSupply(d, e, {}, "phone")
      return wait(d, e)
    case "LoginInputRejected":
      l.problem = e.problem
      l.problemId = e.seq
      // a§5: these rules also say so in a toast (next to the field's own message).
      if (e.problem === "emailFormat") toast(d, e, "enterCorrectEmail")
      else if (e.problem === "passwordLength") toast(d, e, l.step === 3 ? "phonePasswordLength" : "passwordLength")
      return
    case "SupplyInfoSubmitted":
      d.supply.pending = e.seq
      d.supply.error = null
      return
    case "SupplyInfoRejected":
      d.supply.error = e.problem
      return
    case "SupplyInfoClosed":
      closeSupply(d)
      // a§2: the member is still signed out (register signs in, not setPassword or a code), so a route
      // not open to visitors is still blocked: closing goes back like the login popup's close (react),
      // one entry if the route was reached in the app, else to the wall.
      if (d.shell.blocked && l.routerInApp) l.backBy = e.seq
      l.routerInApp = false
      return
    case "GatewayAnswered":
      return answered(d, e)
    case "GatewayFailed":
      if (e.requestId === d.supply.pending) return onSupplyFailure(d, e)
      if (e.requestId !== l.pending) return
      if (sessionOutcome(e) && !(e.code === 10101 && e.name === "emailLogin")) {
        closeLogin(d)
        closeSupply(d)
        return
      }
      if (PHONE_ENDPOINTS.has(e.name) && e.reason !== "network" && e.reason !== "timeout") return onPhoneFailure(d, e)
      return onLoginFailure(d, e)
  }
}

const wait = (d: Draft<AppState>, e: AppEvent) => {
  d.login.pending = e.seq
  d.login.problem = null
}

const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>) => {
  const l = d.login
  if (phoneAnswered(d, e, (dd, ee) => openSupply(dd, ee, {}, "phone"))) return
  if (socialAnswered(d, e)) return
  if (answerOf(e, "emailLogin") || answerOf(e, "register")) {
    if (e.requestId === l.pending || e.requestId === d.supply.pending) {
      closeLogin(d)
      closeSupply(d)
    }
    return
  }
  if (e.requestId !== l.pending) return
  const exists = answerOf(e, "emailExists")
  if (exists) {
    l.accountId = exists.userId ?? null
    l.unverified = exists.status === 1
    if (exists.status === 0 || exists.status === 1) l.pending = e.seq
    else if (exists.status === 4 || exists.status === 5) {
      l.step = 7
      l.mode = exists.status === 4 ? "login" : "create"
      l.pending = null
    } else {
      // a§8 'Email address unavailable.': a status the e-mail flow has no step for.
      l.pending = null
      toast(d, e, "emailUnavailable")
    }
    return
  }
  const sent = answerOf(e, "sendVerifyEmail") ?? answerOf(e, "checkFormalUserEmail") ?? answerOf(e, "sendForgetEmail")
  if (sent) {
    l.accountId = sent.userId
    return codeSent(d, e, e.name === "sendForgetEmail" || l.reset)
  }
  if (answerOf(e, "alreadyVerifyEmail")) {
    l.step = 7
    l.mode = "create"
    l.pending = null
    return
  }
  const set = answerOf(e, "setPassword")
  if (set) {
    if (set.profileComplete) l.pending = e.seq
    else openSupply(d, e, {})
    return
  }
  if (answerOf(e, "resetPassword")) {
    // The new password is saved; emailLogin signs in with it (react), as the phone reset says so too.
    toast(d, e, "passwordChanged")
    l.pending = e.seq
  }
}
