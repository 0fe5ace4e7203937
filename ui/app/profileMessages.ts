// The profile page's catalog keys (./messages.ts has the rest of the domain-to-catalog maps): the error
// key of each profile-save, photo, album and re-link problem. Loaded with the profile page's part.
import type { ErrorKey } from "../../i18n"
import type { ProfileProblem } from "../../domain/profile/events"
import type { AvatarProblem, LinkProblem } from "../../domain/profile/state"
import type { AlbumProblem } from "../../domain/album/state"

/** Catalog error key of a profile-save problem (a§5 rules, a§8 20101 / 10025). */
export const PROFILE_PROBLEM: Record<ProfileProblem, ErrorKey> = {
  nicknameRequired: "nicknameRequired",
  nicknameTooLong: "nicknameTooLong",
  nicknameSensitive: "nicknameSensitive",
  birthdayRequired: "birthdayRequired",
  ageTooYoung: "ageTooYoung",
  birthdayOnce: "birthdayOnce",
  genderRequired: "genderRequired",
  genderFixed: "genderFixed",
  tooManyLanguages: "tooManyLanguages",
  tooManyInterests: "tooManyInterests",
  unknownChoice: "unknownChoice",
  updateFailed: "updateFailed",
}

/** Catalog error key of why a photo did not reach review (a§5 images only, 5 MB; a§8 upload failed). */
export const AVATAR_PROBLEM = {
  notImage: "photoNotImage",
  tooLarge: "photoTooLarge",
  uploadFailed: "photoUploadFailed",
  saveFailed: "updateFailed",
} as const satisfies Record<AvatarProblem, ErrorKey>

/** Catalog error key of why an own-album action failed (a§5 images only, 5 MB; upload or deletion failed); a list that did not load has its own text and a retry. */
export const ALBUM_PROBLEM = {
  notImage: "photoNotImage",
  tooLarge: "photoTooLarge",
  uploadFailed: "photoUploadFailed",
  deleteFailed: "photoDeleteFailed",
} as const satisfies Record<Exclude<AlbumProblem, "loadFailed">, ErrorKey>

/** Catalog error key of why a re-link failed (a§5 formats, 10009 linked elsewhere, 10030 7-day lock). */
export const LINK_PROBLEM: Record<LinkProblem, ErrorKey> = {
  emailFormat: "emailFormat",
  phoneFormat: "phoneFormat",
  locked: "linkLocked",
  unchanged: "linkUnchanged",
  linkedElsewhere: "linkedElsewhere",
  updateFailed: "updateFailed",
}
