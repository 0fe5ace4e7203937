// Login commands: the gateway call each step of the e-mail flow waits for (a§4, a§7). A call is made
// exactly when the reducer set `pending` to this event's sequence number.
import { answerOf } from "../core/answers"
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { DEVICE_TYPE } from "../constants"
import { attributionParams } from "../session/attribution"
import { phoneLogin, reactPhone } from "./phoneReact"
import { reactSocial } from "./socialReact"
import { closesToWall, pushesLoginEntry } from "./startReact"

/**
 * Commands for login events, after the startup part's (./startReact.ts, issue 14: the /login entry, going
 * back, the wall in place of a blocked route, cancelling a provider's sign-in): the calls of the ways.
 */
export const reactLogin = (s: AppState, e: AppEvent): Cmd[] => {
  if (pushesLoginEntry(s, e) || closesToWall(s, e)) return []
  const l = s.login
  const social = reactSocial(s, e)
  if (social) return social
  if (e._tag === "SupplyInfoSubmitted" && s.supply.pending === e.seq) {
    if (s.supply.via === "phone") return [phoneLogin(s, e.seq, { userName: e.nickname, gender: e.gender, birthday: e.birthday })]
    return [
      call(s, e.seq, "register", {
        threePartyEmail: l.email,
        userName: e.nickname,
        gender: e.gender,
        birthday: e.birthday,
        countryId: s.session.networkCountryId ?? 0,
        ...attributionParams(s),
      }),
    ]
  }
  const phone = reactPhone(s, e)
  if (phone) return phone
  if (l.pending !== e.seq) return []
  const login = () =>
    call(s, e.seq, "emailLogin", {
      userAccount: l.email,
      password: l.password,
      deviceType: DEVICE_TYPE,
      deviceName: "web",
      ...(s.session.networkCountryId !== null ? { countryId: s.session.networkCountryId } : {}),
    })
  switch (e._tag) {
    case "EmailSubmitted":
      return [call(s, e.seq, "emailExists", { email: l.email })]
    case "CodeSubmitted":
      // A reset code waits on step 7 for resetPassword (evolve sets no pending call, so this is a verify code).
      return [call(s, e.seq, "alreadyVerifyEmail", { email: l.email, userId: l.accountId ?? 0, code: e.code })]
    case "CodeResendRequested":
      return [l.reset ? call(s, e.seq, "sendForgetEmail", { email: l.email }) : sendCode(s, e.seq)]
    case "PasswordForgotten":
      return [call(s, e.seq, "sendForgetEmail", { email: l.email })]
    case "PasswordSubmitted":
      if (l.mode === "login") return [login()]
      if (l.mode === "create") return [call(s, e.seq, "setPassword", { email: l.email, password: e.password, userId: l.accountId ?? 0 })]
      return [call(s, e.seq, "resetPassword", { email: l.email, code: l.code, password: e.password })]
    case "GatewayAnswered":
      if (answerOf(e, "emailExists")) return [sendCode(s, e.seq)]
      if (answerOf(e, "setPassword") || answerOf(e, "resetPassword")) return [login()]
      return []
  }
  return []
}

/**
 * a§4 step 5 -> 6: status 0 (no account yet, no userId) gets a register code (sendVerifyEmail); status 1
 * (an account that never verified, with its userId) gets a user verify code (checkFormalUserEmail).
 */
const sendCode = (s: AppState, seq: number): Cmd =>
  s.login.unverified && s.login.accountId !== null
    ? call(s, seq, "checkFormalUserEmail", { email: s.login.email, userId: s.login.accountId })
    : call(s, seq, "sendVerifyEmail", { email: s.login.email })
