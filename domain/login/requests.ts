// The gateway requests of the login flows (a§4, a§7): e-mail, phone, and Google/Facebook sign-in with the
// complement-info hand-off. Parameters in wire names (threePartyEmail, mobileNo, media_source); answers
// in domain shape (a sign-in answers SignIn). `password` of the two phone password requests goes out
// hashed: the gateway adapter's contract says which fields.
import * as Schema from "effect/Schema"
import { SafeNumber, UserId } from "../core/sensitive"
import { request } from "../core/request"
import { SignIn } from "../session/answers"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const None = Schema.Struct({})
const AccountId = Schema.Struct({ userId: UserId })

/**
 * a§3 ad attribution, sent with the calls that may register a member (register, phone sign-in with supply
 * info, login/token, complementInfo). The spec lists the fields but no call for them; these carry them.
 */
export const AdAttributionParams = Schema.Struct({
  media_source: opt(Str), campaign_id: opt(Str), adgroup_id: opt(Str), keyword: opt(Str),
  creative: opt(Str), loc_physical_ms: opt(Str), device: opt(Str), type: opt(Str),
})

/** {@link AdAttributionParams} without `type` (the phone sign-in's own `type` is the threePartyId type). */
export const PhoneAttributionParams = AdAttributionParams.mapFields(({ type: _type, ...rest }) => rest)

/**
 * a§7 sign-in with a provider's access token (Google, Facebook). loginType: which provider issued the
 * token (SOCIAL_LOGIN_TYPE of domain/constants); countryId of the network and pushToken when known.
 */
export const TokenLoginParams = Schema.Struct({ accessToken: Str, loginType: Num, countryId: opt(Num), pushToken: opt(Str), ...AdAttributionParams.fields })

/** a§7 completing a profile after 10042 with its complement key (a§4 supplementary info). */
export const ComplementInfoParams = Schema.Struct({ complementInfoKey: Str, nickname: Str, gender: Num, birthday: Str, ...AdAttributionParams.fields })

/**
 * a§7 phone sign-in / registration (type 6). threePartyId is the number as country code + national digits
 * (calling codes are prefix-free, so this is unique); userName, gender, birthday only on registration.
 */
export const PhoneLoginParams = Schema.Struct({
  threePartyId: Str,
  type: Num,
  deviceType: Num,
  deviceName: Str,
  languageId: Num,
  languageName: Str,
  userName: opt(Str),
  gender: opt(Num),
  birthday: opt(Str),
  countryId: opt(Num),
  // a§3 attribution but `type`, which this call already uses for the threePartyId type (6).
  ...PhoneAttributionParams.fields,
})

/** a§7 checkMobile answer. `valid`: the number is possible for its country (else the phone hint shows). */
export const CheckMobile = Schema.Struct({
  valid: Schema.Boolean,
  existent: Schema.Boolean,
  passwordConfig: SafeNumber,
  sendSms: Schema.Boolean,
  sendWhatsapp: Schema.Boolean,
  userSetPassword: Schema.Boolean,
  mobileRegisterEnable: Schema.Boolean,
})

/** The login flows' requests by name. */
export const LoginRequests = {
  emailExists: request(Schema.Struct({ email: Str }), Schema.Struct({ status: SafeNumber, userId: opt(UserId) })),
  sendVerifyEmail: request(Schema.Struct({ email: Str, userId: opt(Num) }), AccountId),
  // a§4 status 1 (exists but unverified): a verify code for the existing account ("user verify code").
  checkFormalUserEmail: request(Schema.Struct({ email: Str, userId: Num }), AccountId),
  alreadyVerifyEmail: request(Schema.Struct({ email: Str, userId: Num, code: Str }), AccountId),
  sendForgetEmail: request(Schema.Struct({ email: Str }), AccountId),
  setPassword: request(Schema.Struct({ email: Str, password: Str, userId: Num }), Schema.Struct({ profileComplete: Schema.Boolean })),
  resetPassword: request(Schema.Struct({ email: Str, code: Str, password: Str }), None),
  register: request(Schema.Struct({ threePartyEmail: Str, userName: Str, gender: Num, birthday: Str, countryId: Num, ...AdAttributionParams.fields }), SignIn),
  emailLogin: request(Schema.Struct({ userAccount: Str, password: Str, deviceType: Num, deviceName: Str, countryId: opt(Num), pushToken: opt(Str) }), SignIn),
  // Phone sign-in (a§4 phone flow, a§7 phone).
  checkMobile: request(Schema.Struct({ countryCode: Str, mobileNo: Str }), CheckMobile),
  smsSendCode: request(Schema.Struct({ language: Str, countryCode: Str, phoneNumber: Str }), None),
  smsCheckCode: request(Schema.Struct({ countryCode: Str, phoneNumber: Str, verificationCode: Str }), None),
  mobilePasswordLogin: request(Schema.Struct({ mobileNo: Str, countryCode: Str, password: Str }), SignIn),
  phoneLogin: request(PhoneLoginParams, SignIn),
  checkUserSetPassword: request(None, Schema.Struct({ userSetPassword: Schema.Boolean })),
  updateMobilePassword: request(Schema.Struct({ deviceId: Str, loginToken: Str, userId: Num, countryCode: Str, mobileNo: Str, password: Str }), None),
  // Sign-in by Google or Facebook (a§4, a§7): 10042 asks for the profile, complementInfo completes it.
  loginToken: request(TokenLoginParams, SignIn),
  complementInfo: request(ComplementInfoParams, SignIn),
} as const
export type LoginRequestTable = typeof LoginRequests
