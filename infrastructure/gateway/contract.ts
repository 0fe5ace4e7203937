// The /facade/api contract (account-access-shell.md §7) as data: one descriptor per endpoint with its
// method, path, whether it is public (unsigned, no token needed), and Schemas of its parameters and of
// the `data` of a code-200 answer. The client adapter and the reference gateway both read this table,
// so the two cannot drift apart. Wire names (goldNum, headImg, countryId) stay as the service spells them.
import * as Schema from "effect/Schema"
import { CallApi, CallHangupParams } from "./callContract"
import { ImApi } from "./imContract"
import { FriendApi } from "./friendContract"
import { PushApi } from "./pushContract"
import { OwnInfoFields, ProfileApi } from "./profileContract"

/** HTTP methods of the gateway; GET/DELETE carry params in the query, the others a body. */
export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH"

/** One endpoint of the contract. `public` endpoints are not signed and need no login token. */
export interface Endpoint<P extends Schema.Top = Schema.Top, D extends Schema.Top = Schema.Top> {
  readonly method: Method
  readonly path: string
  readonly public: boolean
  /** Body sent unencrypted (§7 "unless flagged otherwise"). */
  readonly plain?: boolean
  /** Params the client sends hashed: SHA-256, hex, upper-case (§7 phone password "hashed and upper-cased"). */
  readonly hashed?: ReadonlyArray<string>
  readonly params: P
  readonly data: D
}

const ep = <P extends Schema.Top, D extends Schema.Top>(e: Endpoint<P, D>): Endpoint<P, D> => e

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const Empty = Schema.Struct({})
const AnyData = Schema.Unknown

/**
 * User info as the service sends it (§3). gender: 1 male, 2 female in this reading; status §3 codes.
 * The own-account fields (languages, linked e-mail/phone, photo review) come only for oneself.
 */
export const UserInfoWire = Schema.Struct({
  userId: Num,
  userName: Str,
  headImg: Str,
  goldNum: Num,
  gender: Num,
  birthday: Str,
  countryId: Num,
  interestLabels: Schema.Array(Num),
  status: Num,
  goddess: Schema.Boolean,
  ...OwnInfoFields,
})
export type UserInfoWire = typeof UserInfoWire.Type

/** A sign-in answer: the user plus the login token and whether this was a new registration. */
export const LoginWire = Schema.Struct({
  ...UserInfoWire.fields,
  loginToken: Str,
  deviceId: Str,
  register: Schema.Boolean,
})
export type LoginWire = typeof LoginWire.Type

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
 * §7 sign-in with a provider's access token (Google, Facebook). loginType: which provider issued the
 * token (domain/constants SOCIAL_LOGIN_TYPE); countryId of the network and pushToken when known.
 */
export const TokenLoginParams = Schema.Struct({ accessToken: Str, loginType: Num, countryId: opt(Num), pushToken: opt(Str), ...AdAttributionParams.fields })

/** §7 completing a profile after 10042 with its complement key (§4 supplementary info). */
export const ComplementInfoParams = Schema.Struct({ complementInfoKey: Str, nickname: Str, gender: Num, birthday: Str, ...AdAttributionParams.fields })

/** A host card on the wall. headImg is the 270X360 variant; replace the suffix for 112X150. price: coins per minute. */
export const HostWire = Schema.Struct({
  userId: Num,
  userName: Str,
  headImg: Str,
  countryId: Num,
  age: Num,
  status: Num,
  goddess: Schema.Boolean,
  price: Num,
  interestLabels: Schema.Array(Num),
})
export type HostWire = typeof HostWire.Type

/** A page of hosts; `hasMore` false on the last page. */
export const HostPageWire = Schema.Struct({ list: Schema.Array(HostWire), page: Num, hasMore: Schema.Boolean })

/** A host group tab; `code` is a stable key the client maps to catalog text, `name` the server's English. */
export const HostGroupWire = Schema.Struct({ id: Num, code: Str, name: Str })

const HostQuery = Schema.Struct({ groupId: Num, countryId: opt(Num), page: Num, size: Num })

/** A data dictionary row (online status, gender). */
export const DictWire = Schema.Struct({ id: Num, name: Str })

/** §7 checkMobile answer. `valid`: the number is possible for its country (else the client shows the phone hint). */
export const CheckMobileWire = Schema.Struct({
  valid: Schema.Boolean,
  existent: Schema.Boolean,
  passwordConfig: Num,
  sendSms: Schema.Boolean,
  sendWhatsapp: Schema.Boolean,
  userSetPassword: Schema.Boolean,
  mobileRegisterEnable: Schema.Boolean,
})

/**
 * §7 phone sign-in / registration (type 6). threePartyId is the number as country code + national digits
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

/** One user's online status (§3 codes: 0 offline, 1 busy, 2 online, 3 invisible). */
export const OnlineStatusWire = Schema.Struct({ userId: Num, status: Num })

/** A gift of the gift list; price in coins, img an image URL. */
export const GiftWire = Schema.Struct({ id: Num, name: Str, price: Num, img: Str })

/** A coin package of the shop (a§2 CoinPage): gold and bonus in coins, price in minor units of `currency` (cents). */
export const CoinPackageWire = Schema.Struct({ id: Num, gold: Num, bonus: Num, price: Num, currency: Str })

/** Which side ends an abnormal call on sign-in (a§4 abnormal call recovery). */
const CallEnd = CallHangupParams

/** The contract table, keyed by the name the client's commands use. */
export const Api = {
  emailExists: ep({ method: "GET", path: "/user/email/v2/exists", public: false, params: Schema.Struct({ email: Str }), data: Schema.Struct({ status: Num, userId: opt(Num) }) }),
  sendVerifyEmail: ep({ method: "POST", path: "/user/email/sendVerifyEmail", public: false, params: Schema.Struct({ email: Str, userId: opt(Num) }), data: Schema.Struct({ userId: Num }) }),
  // a§4 status 1 (exists but unverified): a verify code for the existing account ("user verify code").
  checkFormalUserEmail: ep({ method: "POST", path: "/user/email/checkFormalUserEmail", public: false, params: Schema.Struct({ email: Str, userId: Num }), data: Schema.Struct({ userId: Num }) }),
  alreadyVerifyEmail: ep({ method: "POST", path: "/user/email/alreadyVerifyEmail", public: false, params: Schema.Struct({ email: Str, userId: Num, code: Str }), data: Schema.Struct({ userId: Num }) }),
  sendForgetEmail: ep({ method: "POST", path: "/user/email/sendForgetEmail", public: false, params: Schema.Struct({ email: Str }), data: Schema.Struct({ userId: Num }) }),
  setPassword: ep({ method: "POST", path: "/user/email/v2/setPassword", public: false, params: Schema.Struct({ email: Str, password: Str, userId: Num }), data: Schema.Struct({ profileComplete: Schema.Boolean }) }),
  resetPassword: ep({ method: "POST", path: "/user/email/resetPassword", public: false, params: Schema.Struct({ email: Str, code: Str, password: Str }), data: Empty }),
  register: ep({ method: "POST", path: "/user/email/v2/register", public: false, params: Schema.Struct({ threePartyEmail: Str, userName: Str, gender: Num, birthday: Str, countryId: Num, ...AdAttributionParams.fields }), data: LoginWire }),
  emailLogin: ep({ method: "POST", path: "/user/email/v2/emailLogin", public: false, params: Schema.Struct({ userAccount: Str, password: Str, deviceType: Num, deviceName: Str, countryId: opt(Num), pushToken: opt(Str) }), data: LoginWire }),
  getUserInfo: ep({ method: "GET", path: "/user/getUserInfo", public: false, params: Schema.Struct({ searchUserId: Num }), data: UserInfoWire }),
  getCurrentGoldNum: ep({ method: "GET", path: "/user/getCurrentGoldNum", public: false, params: Empty, data: Schema.Struct({ goldNum: Num }) }),
  logout: ep({ method: "PUT", path: "/user/logout", public: false, params: Empty, data: AnyData }),
  conformRemind: ep({ method: "POST", path: "/conform/remind", public: false, params: Schema.Struct({ ip: Str, countryId: Num, deviceType: Num, createTime: Num }), data: AnyData }),
  countryByIp: ep({ method: "GET", path: "/function/exempt/country/byip", public: true, params: Empty, data: Schema.Struct({ id: Num, ip: Str }) }),
  hostGroups: ep({ method: "GET", path: "/homepage/userlist/exempt/group/part/groups", public: true, params: Empty, data: Schema.Array(HostGroupWire) }),
  hostsSignedIn: ep({ method: "GET", path: "/homepage/userlist/list/part/users", public: false, params: HostQuery, data: HostPageWire }),
  hostsGuest: ep({ method: "GET", path: "/homepage/userlist/exempt/list/part/users/guest", public: true, params: HostQuery, data: HostPageWire }),
  hostCountries: ep({ method: "GET", path: "/homepage/userlist/exempt/filter/part/countryids", public: true, params: Empty, data: Schema.Array(Num) }),
  heartbeat: ep({ method: "POST", path: "/onlinestatus/exempt/heartbeat/status", public: true, params: Schema.Struct({ status: Num, type: Num }), data: AnyData }),
  dictOnlineStatus: ep({ method: "GET", path: "/dict/exempt/onlinestatus", public: true, params: Empty, data: Schema.Array(DictWire) }),
  dictUserGender: ep({ method: "GET", path: "/dict/exempt/usergender", public: true, params: Empty, data: Schema.Array(DictWire) }),
  popupGet: ep({ method: "GET", path: "/popup/get", public: false, params: Empty, data: Schema.Struct({ status: Num, img1: Str, gold: Num, callCount: Num }) }),
  protocolStatus: ep({ method: "GET", path: "/user/protocol/status", public: false, params: Schema.Struct({ protocolType: Num }), data: Schema.Struct({ showPop: Schema.Boolean }) }),
  protocolSave: ep({ method: "POST", path: "/user/save/protocol", public: false, params: Schema.Struct({ agreeButton: Num, protocolType: Num, userId: Num }), data: AnyData }),
  uploadStatus: ep({ method: "POST", path: "/onlinestatus/exempt/upload/status", public: true, params: Schema.Struct({ status: Num }), data: AnyData }),
  onlineStatusBatch: ep({ method: "GET", path: "/onlinestatus/exempt/batch", public: true, params: Schema.Struct({ userIds: Str }), data: Schema.Array(OnlineStatusWire) }),
  rtmToken: ep({ method: "GET", path: "/rtm/genToken", public: false, params: Empty, data: Schema.Struct({ token: Str, expireTime: Num }) }),
  giftList: ep({ method: "GET", path: "/gift", public: false, params: Empty, data: Schema.Array(GiftWire) }),
  coinPackages: ep({ method: "GET", path: "/pay/packages", public: false, params: Empty, data: Schema.Array(CoinPackageWire) }),
  checkIfAddCoinForNew: ep({ method: "GET", path: "/user/checkIfAddCoinForNew", public: false, params: Empty, data: Schema.Struct({ added: Schema.Boolean, gold: Num }) }),
  // Both sides end a call on the same path; the body says which side (the calls issue completes the handler).
  callEndCaller: ep({ method: "POST", path: "/api/call/hangup", public: false, params: CallEnd, data: AnyData }),
  callEndCallee: ep({ method: "POST", path: "/api/call/hangup", public: false, params: CallEnd, data: AnyData }),
  // Phone sign-in (§4 phone flow, §7 phone). `password` of the two password endpoints goes out hashed (see `hashed`).
  checkMobile: ep({ method: "GET", path: "/mobile/checkMobile", public: false, params: Schema.Struct({ countryCode: Str, mobileNo: Str }), data: CheckMobileWire }),
  smsSendCode: ep({ method: "POST", path: "/mobile/sms/sendCode", public: false, params: Schema.Struct({ language: Str, countryCode: Str, phoneNumber: Str }), data: Empty }),
  smsCheckCode: ep({ method: "GET", path: "/mobile/sms/checkCode", public: false, params: Schema.Struct({ countryCode: Str, phoneNumber: Str, verificationCode: Str }), data: Empty }),
  mobilePasswordLogin: ep({ method: "GET", path: "/mobile/mobilePasswordLogin", public: false, hashed: ["password"], params: Schema.Struct({ mobileNo: Str, countryCode: Str, password: Str }), data: LoginWire }),
  phoneLogin: ep({ method: "POST", path: "/user/exempt/login/phone", public: false, params: PhoneLoginParams, data: LoginWire }),
  checkUserSetPassword: ep({ method: "GET", path: "/mobile/checkUserSetPassword", public: false, params: Empty, data: Schema.Struct({ userSetPassword: Schema.Boolean }) }),
  updateMobilePassword: ep({ method: "POST", path: "/mobile/updateMobilePassword", public: false, hashed: ["password"], params: Schema.Struct({ deviceId: Str, loginToken: Str, userId: Num, countryCode: Str, mobileNo: Str, password: Str }), data: Empty }),
  // Sign-in by Google or Facebook (§4, §7): 10042 asks for the profile, complementInfo completes it.
  loginToken: ep({ method: "POST", path: "/user/exempt/login/token", public: false, params: TokenLoginParams, data: LoginWire }),
  complementInfo: ep({ method: "POST", path: "/user/exempt/complementInfo", public: false, params: ComplementInfoParams, data: LoginWire }),
  // m§7 Call API (infrastructure/gateway/callContract.ts).
  ...CallApi,
  // m§7 Chat and gift/send (infrastructure/gateway/imContract.ts).
  ...ImApi,
  // m§7 friend endpoints used by the chat (infrastructure/gateway/friendContract.ts).
  ...FriendApi,
  // a§7 first-time bonuses, push token, tracking (infrastructure/gateway/pushContract.ts).
  ...PushApi,
  // a§7 profile update and lists, m§7 blacklist (infrastructure/gateway/profileContract.ts).
  ...ProfileApi,
} as const

/** Names of the endpoints in {@link Api}. */
export type ApiName = keyof typeof Api
/** Parameters of endpoint `K` (before the common and signing fields are added). */
export type ApiParams<K extends ApiName> = (typeof Api)[K]["params"]["Type"]
/** Decoded `data` of a code-200 answer of endpoint `K`. */
export type ApiData<K extends ApiName> = (typeof Api)[K]["data"]["Type"]

/** Path prefix of every endpoint. */
export const API_PREFIX = "/facade/api"

/**
 * Answer codes of the contract (§7, §8) that both sides use by name. Session codes end the session;
 * gateway-local codes (bad signature, bad body, unknown path, bad params) mirror the service's style.
 */
export const Code = {
  ok: 200,
  emailCodeAlreadySent: 60002,
  emailNotVerified: 60005,
  wrongPassword: 10006,
  complementInfo: 10042,
  nicknameSensitive: 20101,
  updateInfoFailed: 10025,
  banned: 10115,
  bannedDevice: 10116,
  suspended: 10117,
  sessionInvalid: 412,
  differentDevice: 10023,
  tokenExpired: 10101,
  dataInvalid: 6666,
  // §8 phone codes.
  phoneCodeExpired: 25501,
  phoneCodeWrong: 25502,
  phoneCodeLimit: 25503,
  phoneSendBusy: 25504,
  phoneOperationBusy: 25505,
  phoneCodeMore: 25506,
  phoneWrongPassword: 35501,
  phoneUpdateFailed: 35502,
  phoneResetTimedOut: 35503,
  phoneUpdateFailed2: 35504,
  phoneTooManyPasswords: 35505,
  phonePasswordBusy: 35506,
  badSignature: 10002,
  badParams: 400,
  notFound: 404,
  internal: 500,
} as const
