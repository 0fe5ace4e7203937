// The /facade/api contract's endpoints every start may use (account-access-shell.md §7): sign-in, session,
// wall, presence, overlays, gifts, shop and profile, with the answer codes and the wires they share. The
// member-only areas (calls, chat, friends, album, report, push) are ./memberContract.ts, a chunk the
// gateway client loads on a member's first such request (issue 14); ./contract.ts joins both into the
// one table the reference gateway reads. Wire names (goldNum, headImg, countryId) stay as the service spells them.
import * as Schema from "effect/Schema"
import { CallRequests } from "../../domain/calls/requests"
import { GiftRequests } from "../../domain/gifts/requests"
import { LoginRequests } from "../../domain/login/requests"
import { OverlayRequests } from "../../domain/overlays/requests"
import { PresenceRequests } from "../../domain/presence/requests"
import { SessionRequests } from "../../domain/session/requests"
import { ShellRequests } from "../../domain/shell/requests"
import { ShopRequests } from "../../domain/shop/requests"
import { WallRequests } from "../../domain/wall/requests"
import { route, type Endpoint } from "./endpoint"
import { OwnInfoFields, ProfileApi } from "./profileContract"
import { WALL_ROUTES } from "./wallRoutes"

export type { Endpoint, Method } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const Empty = Schema.Struct({})
const AnyData = Schema.Unknown

/**
 * User info as the service sends it (§3). gender: 1 male, 2 female in this reading; status §3 codes;
 * relation of the asker to this user (a§3/m§3: 2 friends, 3 a request from them, 1 a request sent,
 * 0 none; optional: the reference gateway sends it about others, 0 about oneself); blocked: whether the
 * asker blocked this user (m§7 black/addBlack; not in a§3: optional, the reference gateway sends it about others).
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
  relation: opt(Num),
  blocked: opt(Schema.Boolean),
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

/** A data dictionary row (online status, gender). */
export const DictWire = Schema.Struct({ id: Num, name: Str })

/** §7 checkMobile answer (wire). `valid`: the number is possible for its country (else the client shows the phone hint). */
export const CheckMobileWire = Schema.Struct({
  valid: Schema.Boolean,
  existent: Schema.Boolean,
  passwordConfig: Num,
  sendSms: Schema.Boolean,
  sendWhatsapp: Schema.Boolean,
  userSetPassword: Schema.Boolean,
  mobileRegisterEnable: Schema.Boolean,
})

/** One user's online status (§3 codes: 0 offline, 1 busy, 2 online, 3 invisible). */
export const OnlineStatusWire = Schema.Struct({ userId: Num, status: Num })

/** A gift of the gift list; price in coins, img an image URL. */
export const GiftWire = Schema.Struct({ id: Num, name: Str, price: Num, img: Str })

/** A coin package of the shop (a§2 CoinPage): gold and bonus in coins, price in minor units of `currency` (cents). */
export const CoinPackageWire = Schema.Struct({ id: Num, gold: Num, bonus: Num, price: Num, currency: Str })

/** The endpoints at hand from the start, keyed by the domain's request names (RequestName); the rest are ./memberContract.ts's. */
export const CoreApi = {
  emailExists: route(LoginRequests.emailExists, { method: "GET", path: "/user/email/v2/exists", public: false, data: Schema.Struct({ status: Num, userId: opt(Num) }) }),
  sendVerifyEmail: route(LoginRequests.sendVerifyEmail, { method: "POST", path: "/user/email/sendVerifyEmail", public: false, data: Schema.Struct({ userId: Num }) }),
  // a§4 status 1 (exists but unverified): a verify code for the existing account ("user verify code").
  checkFormalUserEmail: route(LoginRequests.checkFormalUserEmail, { method: "POST", path: "/user/email/checkFormalUserEmail", public: false, data: Schema.Struct({ userId: Num }) }),
  alreadyVerifyEmail: route(LoginRequests.alreadyVerifyEmail, { method: "POST", path: "/user/email/alreadyVerifyEmail", public: false, data: Schema.Struct({ userId: Num }) }),
  sendForgetEmail: route(LoginRequests.sendForgetEmail, { method: "POST", path: "/user/email/sendForgetEmail", public: false, data: Schema.Struct({ userId: Num }) }),
  setPassword: route(LoginRequests.setPassword, { method: "POST", path: "/user/email/v2/setPassword", public: false, data: Schema.Struct({ profileComplete: Schema.Boolean }) }),
  resetPassword: route(LoginRequests.resetPassword, { method: "POST", path: "/user/email/resetPassword", public: false, data: Empty }),
  register: route(LoginRequests.register, { method: "POST", path: "/user/email/v2/register", public: false, data: LoginWire }),
  emailLogin: route(LoginRequests.emailLogin, { method: "POST", path: "/user/email/v2/emailLogin", public: false, data: LoginWire }),
  getUserInfo: route(SessionRequests.getUserInfo, { method: "GET", path: "/user/getUserInfo", public: false, data: UserInfoWire }),
  getCurrentGoldNum: route(SessionRequests.getCurrentGoldNum, { method: "GET", path: "/user/getCurrentGoldNum", public: false, data: Schema.Struct({ goldNum: Num }) }),
  logout: route(SessionRequests.logout, { method: "PUT", path: "/user/logout", public: false, data: AnyData }),
  conformRemind: route(ShellRequests.conformRemind, { method: "POST", path: "/conform/remind", public: false, data: AnyData }),
  countryByIp: route(SessionRequests.countryByIp, { method: "GET", path: "/function/exempt/country/byip", public: true, data: Schema.Struct({ id: Num, ip: Str }) }),
  hostGroups: route(WallRequests.hostGroups, { ...WALL_ROUTES.hostGroups, data: Schema.Array(HostGroupWire) }),
  hostsSignedIn: route(WallRequests.hostsSignedIn, { method: "GET", path: "/homepage/userlist/list/part/users", public: false, data: HostPageWire }),
  hostsGuest: route(WallRequests.hostsGuest, { ...WALL_ROUTES.hostsGuest, data: HostPageWire }),
  hostCountries: route(WallRequests.hostCountries, { ...WALL_ROUTES.hostCountries, data: Schema.Array(Num) }),
  heartbeat: route(PresenceRequests.heartbeat, { method: "POST", path: "/onlinestatus/exempt/heartbeat/status", public: true, data: AnyData }),
  dictOnlineStatus: route(PresenceRequests.dictOnlineStatus, { method: "GET", path: "/dict/exempt/onlinestatus", public: true, data: Schema.Array(DictWire) }),
  dictUserGender: route(PresenceRequests.dictUserGender, { method: "GET", path: "/dict/exempt/usergender", public: true, data: Schema.Array(DictWire) }),
  popupGet: route(OverlayRequests.popupGet, { method: "GET", path: "/popup/get", public: false, data: Schema.Struct({ status: Num, img1: Str, gold: Num, callCount: Num }) }),
  protocolStatus: route(OverlayRequests.protocolStatus, { method: "GET", path: "/user/protocol/status", public: false, data: Schema.Struct({ showPop: Schema.Boolean }) }),
  protocolSave: route(OverlayRequests.protocolSave, { method: "POST", path: "/user/save/protocol", public: false, data: AnyData }),
  uploadStatus: route(PresenceRequests.uploadStatus, { method: "POST", path: "/onlinestatus/exempt/upload/status", public: true, data: AnyData }),
  onlineStatusBatch: route(PresenceRequests.onlineStatusBatch, { method: "GET", path: "/onlinestatus/exempt/batch", public: true, data: Schema.Array(OnlineStatusWire) }),
  rtmToken: route(SessionRequests.rtmToken, { method: "GET", path: "/rtm/genToken", public: false, data: Schema.Struct({ token: Str, expireTime: Num }) }),
  giftList: route(GiftRequests.giftList, { method: "GET", path: "/gift", public: false, data: Schema.Array(GiftWire) }),
  coinPackages: route(ShopRequests.coinPackages, { method: "GET", path: "/pay/packages", public: false, data: Schema.Array(CoinPackageWire) }),
  checkIfAddCoinForNew: route(SessionRequests.checkIfAddCoinForNew, { method: "GET", path: "/user/checkIfAddCoinForNew", public: false, data: Schema.Struct({ added: Schema.Boolean, gold: Num }) }),
  // a§4 abnormal call recovery: both sides end a call on the same path; the body says which side.
  callEndCaller: route(CallRequests.callEndCaller, { method: "POST", path: "/api/call/hangup", public: false, data: AnyData }),
  callEndCallee: route(CallRequests.callEndCallee, { method: "POST", path: "/api/call/hangup", public: false, data: AnyData }),
  // Phone sign-in (§4 phone flow, §7 phone). `password` of the two password endpoints goes out hashed (see `hashed`).
  checkMobile: route(LoginRequests.checkMobile, { method: "GET", path: "/mobile/checkMobile", public: false, data: CheckMobileWire }),
  smsSendCode: route(LoginRequests.smsSendCode, { method: "POST", path: "/mobile/sms/sendCode", public: false, data: Empty }),
  smsCheckCode: route(LoginRequests.smsCheckCode, { method: "GET", path: "/mobile/sms/checkCode", public: false, data: Empty }),
  mobilePasswordLogin: route(LoginRequests.mobilePasswordLogin, { method: "GET", path: "/mobile/mobilePasswordLogin", public: false, hashed: ["password"], data: LoginWire }),
  phoneLogin: route(LoginRequests.phoneLogin, { method: "POST", path: "/user/exempt/login/phone", public: false, data: LoginWire }),
  checkUserSetPassword: route(LoginRequests.checkUserSetPassword, { method: "GET", path: "/mobile/checkUserSetPassword", public: false, data: Schema.Struct({ userSetPassword: Schema.Boolean }) }),
  updateMobilePassword: route(LoginRequests.updateMobilePassword, { method: "POST", path: "/mobile/updateMobilePassword", public: false, hashed: ["password"], data: Empty }),
  // Sign-in by Google or Facebook (§4, §7): 10042 asks for the profile, complementInfo completes it.
  loginToken: route(LoginRequests.loginToken, { method: "POST", path: "/user/exempt/login/token", public: false, data: LoginWire }),
  complementInfo: route(LoginRequests.complementInfo, { method: "POST", path: "/user/exempt/complementInfo", public: false, data: LoginWire }),
  // a§7 profile update and lists, m§7 black/* (infrastructure/gateway/profileContract.ts; at hand: a
  // member's start reads the own profile with its review fields, and the wall's host pages use them).
  ...ProfileApi,
} as const satisfies { readonly [name: string]: Endpoint }

/** Names of the endpoints in {@link CoreApi}. */
export type CoreName = keyof typeof CoreApi

export { API_PREFIX } from "./request"

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
