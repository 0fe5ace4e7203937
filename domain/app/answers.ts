// Domain shapes of gateway answers, per contract endpoint name, as Schemas (with sensitivity
// annotations for trace redaction). The gateway adapter maps wire names (goldNum, headImg, userName)
// to these once (infrastructure/gateway/translate.ts); features read them through `answerOf`.
import * as Schema from "effect/Schema"
import type { ApiName } from "../../infrastructure/gateway/contract"
import { Email, ImageUrl, PersonName, Secret } from "./sensitive"
import { CallAnswerSchemas } from "../calls/answers"
import { ImAnswerSchemas } from "../messaging/answers"
import { PushAnswerSchemas } from "../push/answers"
import { OwnAccount, ProfileAnswerSchemas } from "../profile/answers"

const Num = Schema.Number

/**
 * A member's profile (a§3 user info). coinBalance in coins; gender 1 male, 2 female; `account` only
 * when members asked about themselves (languages, linked e-mail/phone, photo review).
 */
export const UserProfile = Schema.Struct({
  id: Num,
  name: PersonName,
  avatar: ImageUrl,
  coinBalance: Num,
  gender: Num,
  birthday: Schema.String,
  countryId: Num,
  interests: Schema.Array(Num),
  status: Num,
  goddess: Schema.Boolean,
  account: Schema.optionalKey(OwnAccount),
})
export type UserProfile = typeof UserProfile.Type

/** A successful sign-in or registration: the profile, its login token, and whether it is new. */
export const SignIn = Schema.Struct({ user: UserProfile, token: Secret, isNew: Schema.Boolean })
export type SignIn = typeof SignIn.Type

/** A host on the wall. avatar is the 270X360 image; pricePerMinute in coins (0 = free). */
export const Host = Schema.Struct({
  id: Num,
  name: PersonName,
  avatar: ImageUrl,
  countryId: Num,
  age: Num,
  status: Num,
  goddess: Schema.Boolean,
  pricePerMinute: Num,
  interests: Schema.Array(Num),
})
export type Host = typeof Host.Type

/** A host group tab; `code` maps to catalog text. */
export const HostGroup = Schema.Struct({ id: Num, code: Schema.String, name: Schema.String })
export type HostGroup = typeof HostGroup.Type

/** A gift of the gift list (m§7 GET /gift); price in coins. */
export const Gift = Schema.Struct({ id: Num, name: Schema.String, price: Num, img: Schema.String })
export type Gift = typeof Gift.Type

/** A coin package of the shop: gold and bonus in coins, price in minor units (cents) of `currency`. */
export const CoinPackage = Schema.Struct({ id: Num, gold: Num, bonus: Num, price: Num, currency: Schema.String })
export type CoinPackage = typeof CoinPackage.Type

/** The real-time messaging token (a§7 rtm/genToken); expiresAt epoch ms. */
export const RtmToken = Schema.Struct({ token: Secret, expiresAt: Num })
export type RtmToken = typeof RtmToken.Type

const HostPage = Schema.Struct({ hosts: Schema.Array(Host), page: Num, hasMore: Schema.Boolean })
const Dict = Schema.Array(Schema.Struct({ id: Num, name: Schema.String }))
const AccountId = Schema.Struct({ userId: Num })

/** Answer data by endpoint name, in domain shape. */
export const AnswerSchemas = {
  emailExists: Schema.Struct({ status: Num, userId: Schema.optionalKey(Num) }),
  sendVerifyEmail: AccountId,
  checkFormalUserEmail: AccountId,
  alreadyVerifyEmail: AccountId,
  sendForgetEmail: AccountId,
  setPassword: Schema.Struct({ profileComplete: Schema.Boolean }),
  resetPassword: Schema.Struct({}),
  register: SignIn,
  emailLogin: SignIn,
  getUserInfo: UserProfile,
  getCurrentGoldNum: Schema.Struct({ coinBalance: Num }),
  logout: Schema.Unknown,
  countryByIp: Schema.Struct({ countryId: Num, ip: Schema.optionalKey(Schema.String) }),
  conformRemind: Schema.Unknown,
  hostGroups: Schema.Array(HostGroup),
  hostsSignedIn: HostPage,
  hostsGuest: HostPage,
  hostCountries: Schema.Array(Num),
  heartbeat: Schema.Unknown,
  dictOnlineStatus: Dict,
  dictUserGender: Dict,
  popupGet: Schema.Struct({ status: Num, img1: ImageUrl, gold: Num, callCount: Num }),
  protocolStatus: Schema.Struct({ showPop: Schema.Boolean }),
  protocolSave: Schema.Unknown,
  uploadStatus: Schema.Unknown,
  onlineStatusBatch: Schema.Array(Schema.Struct({ userId: Num, status: Num })),
  rtmToken: RtmToken,
  giftList: Schema.Array(Gift),
  coinPackages: Schema.Array(CoinPackage),
  checkIfAddCoinForNew: Schema.Struct({ added: Schema.Boolean, gold: Num }),
  callEndCaller: Schema.Unknown,
  callEndCallee: Schema.Unknown,
  checkMobile: Schema.Struct({
    valid: Schema.Boolean,
    existent: Schema.Boolean,
    passwordConfig: Num,
    sendSms: Schema.Boolean,
    sendWhatsapp: Schema.Boolean,
    userSetPassword: Schema.Boolean,
    mobileRegisterEnable: Schema.Boolean,
  }),
  smsSendCode: Schema.Struct({}),
  smsCheckCode: Schema.Struct({}),
  mobilePasswordLogin: SignIn,
  phoneLogin: SignIn,
  checkUserSetPassword: Schema.Struct({ userSetPassword: Schema.Boolean }),
  updateMobilePassword: Schema.Struct({}),
  loginToken: SignIn,
  complementInfo: SignIn,
  ...CallAnswerSchemas,
  ...ImAnswerSchemas,
  ...PushAnswerSchemas,
  ...ProfileAnswerSchemas,
} as const satisfies Record<ApiName, Schema.Top>

/** Answer data types by endpoint name. */
export type Answers = { readonly [K in ApiName]: (typeof AnswerSchemas)[K]["Type"] }

/** Complement-info data of a 10042 answer (a§4 supplementary info). */
export const ComplementInfo = Schema.Struct({
  complementInfoKey: Schema.optionalKey(Secret),
  nickname: Schema.optionalKey(PersonName),
  email: Schema.optionalKey(Email),
  gender: Schema.optionalKey(Schema.NullOr(Num)),
  birthday: Schema.optionalKey(Schema.String),
})
export type ComplementInfo = typeof ComplementInfo.Type

/** Endpoints whose answer signs a member in (a§4: e-mail, registration, phone code or password, Google/Facebook token, complement info). */
export const SIGN_IN_ENDPOINTS: ReadonlySet<string> = new Set<ApiName>(["emailLogin", "register", "phoneLogin", "mobilePasswordLogin", "loginToken", "complementInfo"])

/** The sign-in of an answer event from any sign-in endpoint, else undefined. */
export const signInOf = (e: { readonly _tag: string; readonly name?: string; readonly data?: unknown }): SignIn | undefined =>
  e._tag === "GatewayAnswered" && e.name !== undefined && SIGN_IN_ENDPOINTS.has(e.name) ? (e.data as SignIn) : undefined

/** The typed data of an answer event when it answers `name`, else undefined. */
export const answerOf = <K extends ApiName>(
  e: { readonly _tag: string; readonly name?: string; readonly data?: unknown },
  name: K,
): Answers[K] | undefined => (e._tag === "GatewayAnswered" && e.name === name ? (e.data as Answers[K]) : undefined)
