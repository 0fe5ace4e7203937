// Domain shapes of the profile and blacklist answers (a§7 user/update and the two lists, m§7 blacklist)
// and of the own-account part of user info; spread into AnswerSchemas. The wire -> domain mapping is
// infrastructure/gateway/profileTranslate.ts.
import * as Schema from "effect/Schema"
import { Email, ImageUrl, PersonName, Phone } from "../app/sensitive"

const Num = Schema.Number

/** a§8 review of a new profile photo: none pending (approved or never sent), reviewing, not approved, failed. */
export const AvatarReview = Schema.Literals(["none", "reviewing", "notApproved", "failed"])
export type AvatarReview = typeof AvatarReview.Type

/**
 * What only the member sees of their own account (a§3, a§5): spoken language ids, the linked e-mail and
 * phone ("" when none), epoch ms until which each may not change (a§5 7-day lock; 0 free), whether the
 * one birthday change is used, and the review of the newest photo (reviewAvatar its URL, "" when none).
 */
export const OwnAccount = Schema.Struct({
  languages: Schema.Array(Num),
  email: Email,
  phoneCountryCode: Schema.String,
  phoneNumber: Phone,
  emailLockedUntil: Num,
  phoneLockedUntil: Num,
  birthdayChanged: Schema.Boolean,
  avatarReview: AvatarReview,
  reviewAvatar: ImageUrl,
})
export type OwnAccount = typeof OwnAccount.Type

/** An interest of the server list (a§9 ids 1-21). */
export const Interest = Schema.Struct({ id: Num, name: Schema.String })
export type Interest = typeof Interest.Type
/** A spoken language of the server list: id (a§9 map), ISO 639-1 code, English name. */
export const Language = Schema.Struct({ id: Num, code: Schema.String, name: Schema.String })
export type Language = typeof Language.Type

/** m§3 a blocked user; avatar the 270X360 image. */
export const BlockedUser = Schema.Struct({ id: Num, name: PersonName, avatar: ImageUrl, countryId: Num })
export type BlockedUser = typeof BlockedUser.Type
/** m§7 one page of the blacklist: page from 1, hasMore false on the last. */
export const BlockedPage = Schema.Struct({ users: Schema.Array(BlockedUser), page: Num, hasMore: Schema.Boolean })
export type BlockedPage = typeof BlockedPage.Type

/** Answer Schemas of the profile and blacklist endpoints by name. */
export const ProfileAnswerSchemas = {
  updateProfile: Schema.Struct({}),
  interestList: Schema.Array(Interest),
  languageList: Schema.Array(Language),
  blacklist: BlockedPage,
  removeBlack: Schema.Struct({}),
} as const
