// Phone-flow commands (a§4, a§7 phone): the gateway call each phone step waits for. Like the e-mail
// flow, a call is made exactly when the reducer set `pending` to this event's sequence number.
import { answerOf } from "../core/answers"
import { signInOf } from "../session/answers"
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { DEVICE_TYPE, languageIdOf, PHONE_LOGIN_TYPE } from "../constants"
import { attributionParams } from "../session/attribution"
import { type AdAttribution } from "../core/attribution"

const withoutType = ({ type: _type, ...rest }: Partial<AdAttribution>): Omit<Partial<AdAttribution>, "type"> => rest

/** a§7 the interface language's spec code ("iw" for Hebrew) for `language` and `languageName`. */
const language = (s: AppState): string => s.shell.language

/** The a§7 phone sign-in (type 6) for the number in the login slice; supply info only on registration. */
export const phoneLogin = (s: AppState, seq: number, supply?: { userName: string; gender: number; birthday: string }): Cmd =>
  call(s, seq, "phoneLogin", {
    threePartyId: `${s.login.countryCode}${s.login.phone}`,
    type: PHONE_LOGIN_TYPE,
    deviceType: DEVICE_TYPE,
    deviceName: "web",
    languageId: languageIdOf(language(s)),
    languageName: language(s),
    // A registration (supply info) carries the a§3 ad attribution, but `type` (this call's own field).
    ...(supply ? { ...supply, ...withoutType(attributionParams(s)) } : {}),
    ...(s.session.networkCountryId !== null ? { countryId: s.session.networkCountryId } : {}),
  })

const sendSms = (s: AppState, seq: number): Cmd =>
  call(s, seq, "smsSendCode", { language: language(s), countryCode: s.login.countryCode, phoneNumber: s.login.phone })

/** Commands of phone-flow events, or null when `e` is not one (the e-mail flow handles it). */
export const reactPhone = (s: AppState, e: AppEvent): Cmd[] | null => {
  const l = s.login
  if (e._tag === "GatewayAnswered") {
    if (l.pending !== e.seq) return null
    if (answerOf(e, "checkMobile")) return [sendSms(s, e.seq)]
    if (answerOf(e, "smsCheckCode")) return [phoneLogin(s, e.seq)]
    const signIn = signInOf(e)
    if (signIn && e.name === "phoneLogin")
      return [
        call(s, e.seq, "updateMobilePassword", {
          deviceId: s.session.deviceId,
          loginToken: signIn.token,
          userId: signIn.user.id,
          countryCode: l.countryCode,
          mobileNo: l.phone,
          password: l.password,
        }),
      ]
    return null
  }
  if (l.pending !== e.seq || (l.step !== 2 && l.step !== 3 && l.step !== 4)) return null
  switch (e._tag) {
    case "PhoneSubmitted":
      return [call(s, e.seq, "checkMobile", { countryCode: l.countryCode, mobileNo: l.phone })]
    case "CodeResendRequested":
    case "PasswordForgotten":
      return [sendSms(s, e.seq)]
    case "CodeSubmitted":
      return [call(s, e.seq, "smsCheckCode", { countryCode: l.countryCode, phoneNumber: l.phone, verificationCode: e.code })]
    case "PasswordSubmitted":
      return l.mode === "login"
        ? [call(s, e.seq, "mobilePasswordLogin", { mobileNo: l.phone, countryCode: l.countryCode, password: e.password })]
        : [phoneLogin(s, e.seq)]
    case "PasswordSkipped":
      return [phoneLogin(s, e.seq)]
  }
  return null
}
