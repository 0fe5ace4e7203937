// Domain shapes of the member answers the session keeps (a§3 user info, a sign-in, the RTM token), and
// which requests sign a member in. The gateway adapter maps the wire names (goldNum, headImg, userName)
// to these once; features read them through answerOf.
import * as Schema from "effect/Schema"
import { Birthday, ImageUrl, PersonName, SafeNumber, Secret, UserId } from "../core/sensitive"
import type { RequestName } from "../app/types"
import { OwnAccount } from "../profile/answers"


/**
 * A member's profile (a§3 user info). coinBalance in coins; gender 1 male, 2 female; `relation` of the
 * asker to this member (a§3/m§3: 2 friends, 3 a request from them, 1 a request sent, 0 none; absent
 * when the service did not say, e.g. about oneself); `blocked` whether the asker blocked this member
 * (absent when the service did not say: not in a§3, the reference gateway says it about others);
 * `account` only when members asked about themselves (languages, linked e-mail/phone, photo review).
 */
export const UserProfile = Schema.Struct({
  id: UserId,
  name: PersonName,
  avatar: ImageUrl,
  coinBalance: SafeNumber,
  gender: SafeNumber,
  birthday: Birthday,
  countryId: SafeNumber,
  interests: Schema.Array(SafeNumber),
  status: SafeNumber,
  goddess: Schema.Boolean,
  relation: Schema.optionalKey(SafeNumber),
  blocked: Schema.optionalKey(Schema.Boolean),
  account: Schema.optionalKey(OwnAccount),
})
export type UserProfile = typeof UserProfile.Type

/** A successful sign-in or registration: the profile, its login token, and whether it is new. */
export const SignIn = Schema.Struct({ user: UserProfile, token: Secret, isNew: Schema.Boolean })
export type SignIn = typeof SignIn.Type

/** The real-time messaging token (a§7 rtm/genToken); expiresAt epoch ms. */
export const RtmToken = Schema.Struct({ token: Secret, expiresAt: SafeNumber })
export type RtmToken = typeof RtmToken.Type

/** Requests whose answer signs a member in (a§4: e-mail, registration, phone code or password, Google/Facebook token, complement info). */
export const SIGN_IN_ANSWERS: ReadonlyArray<RequestName> = ["emailLogin", "register", "phoneLogin", "mobilePasswordLogin", "loginToken", "complementInfo"]

/** SIGN_IN_ANSWERS as a set, for a look-up by an answer's name. */
export const SIGN_IN_ENDPOINTS: ReadonlySet<string> = new Set(SIGN_IN_ANSWERS)

/**
 * The answers that can sign a member in or out (the sign-in requests, and logout, whose answer ends the
 * session): no other answer changes whether someone is signed in. A recipe that follows the session on
 * answers lists these in its Feature.answersOn.
 */
export const SESSION_ANSWERS: ReadonlyArray<RequestName> = [...SIGN_IN_ANSWERS, "logout"]

/** The sign-in of an answer event from any sign-in request, else undefined. */
export const signInOf = (e: { readonly _tag: string; readonly name?: string; readonly data?: unknown }): SignIn | undefined =>
  e._tag === "GatewayAnswered" && e.name !== undefined && SIGN_IN_ENDPOINTS.has(e.name) ? (e.data as SignIn) : undefined
