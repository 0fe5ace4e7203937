// Domain shapes of the profile answers (a§7 user/update and the interest and language lists) and of the
// own-account part of user info. The gateway adapter maps the wire names (languageLabels, headImgStatus)
// to these once.
import * as Schema from "effect/Schema"
import { Email, ImageUrl, Phone, SafeNumber, SafeString } from "../core/sensitive"


/** a§8 review of a new profile photo: none pending (approved or never sent), reviewing, not approved, failed. */
export const AvatarReview = Schema.Literals(["none", "reviewing", "notApproved", "failed"])
export type AvatarReview = typeof AvatarReview.Type

/**
 * What only the member sees of their own account (a§3, a§5): spoken language ids, the linked e-mail and
 * phone ("" when none), epoch ms until which each may not change (a§5 7-day lock; 0 free), whether the
 * one birthday change is used, and the review of the newest photo (reviewAvatar its URL, "" when none).
 */
export const OwnAccount = Schema.Struct({
  languages: Schema.Array(SafeNumber),
  email: Email,
  phoneCountryCode: SafeString,
  phoneNumber: Phone,
  emailLockedUntil: SafeNumber,
  phoneLockedUntil: SafeNumber,
  birthdayChanged: Schema.Boolean,
  avatarReview: AvatarReview,
  reviewAvatar: ImageUrl,
})
export type OwnAccount = typeof OwnAccount.Type

/** An interest of the server list (a§9 ids 1-21). */
export const Interest = Schema.Struct({ id: SafeNumber, name: SafeString })
export type Interest = typeof Interest.Type
/** A spoken language of the server list: id (a§9 map), ISO 639-1 code, English name. */
export const Language = Schema.Struct({ id: SafeNumber, code: SafeString, name: SafeString })
export type Language = typeof Language.Type
