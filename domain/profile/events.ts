// Profile edit events (a§2 EditProfile, a§5 rules, a§8 photo states): the editor opened, a save that
// passed the rules (or the rule it broke), a new photo chosen (or refused), and a re-link of the
// e-mail or phone. Server answers arrive as GatewayAnswered/GatewayFailed of updateProfile.
import * as Schema from "effect/Schema"
import { Birthday, Email, ImageUrl, PersonName, Phone, SafeNumber, SafeString } from "../core/sensitive"
import { event } from "../core/schema"

const opt = Schema.optionalKey

/** a§5 problems a save can have, found locally or answered by the service (20101 sensitive, 10025 failed). */
export const ProfileProblem = Schema.Literals([
  "nicknameRequired",
  "nicknameTooLong",
  "nicknameSensitive",
  "birthdayRequired",
  "ageTooYoung",
  "birthdayOnce",
  "genderRequired",
  "genderFixed",
  "tooManyLanguages",
  "tooManyInterests",
  "unknownChoice",
  "updateFailed",
])
export type ProfileProblem = typeof ProfileProblem.Type

/** What a save changes (only what differs from the stored profile); language and interest ids of the lists. */
export const ProfileChanges = Schema.Struct({
  userName: opt(PersonName),
  birthday: opt(Birthday),
  gender: opt(SafeNumber),
  languages: opt(Schema.Array(SafeNumber)),
  interests: opt(Schema.Array(SafeNumber)),
})
export type ProfileChanges = typeof ProfileChanges.Type

/** Why a chosen photo was refused before uploading (a§5: images only, at most 5 MB). */
export const AvatarRefusal = Schema.Literals(["notImage", "tooLarge"])
export type AvatarRefusal = typeof AvatarRefusal.Type

/** Why a re-link was refused locally (a§5 e-mail/phone format, the 7-day lock, nothing changed). */
export const LinkRefusal = Schema.Literals(["emailFormat", "phoneFormat", "locked", "unchanged"])
export type LinkRefusal = typeof LinkRefusal.Type

/** The edit-profile page opened: own info and the interest and language lists are fetched. */
export const ProfileEditorOpened = event("ProfileEditorOpened", {})
/** A save passed the a§5 rules and goes to /user/update (answered to this event's seq). */
export const ProfileSaveRequested = event("ProfileSaveRequested", { changes: ProfileChanges })
/** A save broke an a§5 rule; nothing was sent. */
export const ProfileSaveRefused = event("ProfileSaveRefused", { problem: ProfileProblem })
/** An image within 5 MB was chosen as the new photo; upload `key` starts (bytes `size`). */
export const AvatarChosen = event("AvatarChosen", { key: SafeString, localUrl: ImageUrl, size: SafeNumber })
/** A chosen file was refused before upload. */
export const AvatarRefused = event("AvatarRefused", { reason: AvatarRefusal })
/** Re-link the account to another e-mail, or phone (country calling code + national number). */
export const LinkChangeRequested = event("LinkChangeRequested", {
  field: Schema.Literals(["email", "phone"]),
  email: opt(Email),
  countryCode: opt(SafeString),
  mobileNo: opt(Phone),
})
/** A re-link was refused locally. */
export const LinkChangeRefused = event("LinkChangeRefused", { field: Schema.Literals(["email", "phone"]), problem: LinkRefusal })

export const ProfileEvents = [
  ProfileEditorOpened,
  ProfileSaveRequested,
  ProfileSaveRefused,
  AvatarChosen,
  AvatarRefused,
  LinkChangeRequested,
  LinkChangeRefused,
] as const
