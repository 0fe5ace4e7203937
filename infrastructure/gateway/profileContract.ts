// The profile and blacklist endpoints of the contract (a§7 user/update and the two profile lists,
// m§7 black/blacklists, black/removeBlack and black/addBlack), spread into `Api` of contract.ts, plus the own-account
// fields getUserInfo adds when members ask about themselves. Wire names as the service spells them.
import * as Schema from "effect/Schema"
import { BlockedRequests } from "../../domain/blocked/requests"
import { ProfileRequests } from "../../domain/profile/requests"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey

/**
 * Fields of getUserInfo present only when members ask about themselves (a§3, a§5): spoken languages,
 * the linked e-mail and phone ("" when none) with the epoch ms until which each may not change (a§5
 * 7-day lock; 0 = free), whether the one birthday change is used, and the review of a new profile photo
 * (a§8: headImgStatus 0 none pending, 1 reviewing, 2 not approved, 3 failed; reviewHeadImg its URL).
 */
export const OwnInfoFields = {
  languageLabels: opt(Schema.Array(Num)),
  email: opt(Str),
  countryCode: opt(Str),
  mobileNo: opt(Str),
  emailLockUntil: opt(Num),
  mobileLockUntil: opt(Num),
  birthdayChanged: opt(Schema.Boolean),
  headImgStatus: opt(Num),
  reviewHeadImg: opt(Str),
}

/** a§8 headImgStatus values of {@link OwnInfoFields}. */
export const HeadImgStatus = { none: 0, reviewing: 1, notApproved: 2, failed: 3 } as const

/** An interest of the list (a§9 ids 1-21); `name` the service's English. */
export const InterestWire = Schema.Struct({ id: Num, name: Str })
/** A spoken language of the list (a§9 code-to-id map); `code` ISO 639-1, `name` the service's English. */
export const LanguageWire = Schema.Struct({ id: Num, code: Str, name: Str })
/** m§3 a blocked user. */
export const BlockedUserWire = Schema.Struct({ id: Num, userName: Str, headImg: Str, countryId: Num })
/** m§7 a page of the blacklist: pageNo from 1, pages in all. */
export const BlacklistPageWire = Schema.Struct({ pageNo: Num, pages: Num, list: Schema.Array(BlockedUserWire) })

/** The profile and blacklist endpoints, keyed by the client's names. */
export const ProfileApi = {
  updateProfile: route(ProfileRequests.updateProfile, { method: "POST", path: "/user/update", public: false, data: Schema.Struct({}) }),
  interestList: route(ProfileRequests.interestList, { method: "GET", path: "/user/profile/interest/selectAll", public: false, data: Schema.Array(InterestWire) }),
  languageList: route(ProfileRequests.languageList, { method: "GET", path: "/user/profile/language/selectAll", public: false, data: Schema.Array(LanguageWire) }),
  blacklist: route(BlockedRequests.blacklist, { method: "GET", path: "/black/blacklists", public: false, data: BlacklistPageWire }),
  removeBlack: route(BlockedRequests.removeBlack, { method: "POST", path: "/black/removeBlack", public: false, data: Schema.Struct({}) }),
  addBlack: route(BlockedRequests.addBlack, { method: "POST", path: "/black/addBlack", public: false, data: Schema.Struct({}) }),
} as const

/** Endpoints of {@link ProfileApi}; all need a signed-in member. */
export const PROFILE_ENDPOINTS = Object.keys(ProfileApi) as ReadonlyArray<keyof typeof ProfileApi>

/** a§8 and link-rule answer codes of these endpoints (defined with the spec's constants in the domain). */
export { ProfileCode } from "../../domain/constants"
