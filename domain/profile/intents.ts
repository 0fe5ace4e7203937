// Profile edit intents (a§2 EditProfile): what the edit page dispatches. decideProfile applies the a§5
// rules and turns them into the events of ./events.ts; impossible ones (signed out) decide nothing.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** The edit page opened (fetch own info and the lists). */
export const OpenProfileEditor = message("OpenProfileEditor", {})
/** Save the form: nickname, birthday YYYY-MM-DD, gender (1 male, 2 female, null unset), chosen list ids. */
export const SaveProfile = message("SaveProfile", {
  nickname: Schema.String,
  birthday: Schema.String,
  gender: Schema.NullOr(Schema.Number),
  languages: Schema.Array(Schema.Number),
  interests: Schema.Array(Schema.Number),
})
/** Use a chosen file as the new photo: `localUrl` a blob: URL, `size` bytes, `mime` its type, `key` a fresh id. */
export const ChooseAvatar = message("ChooseAvatar", { key: Schema.String, localUrl: Schema.String, size: Schema.Number, mime: Schema.String })
/** Link another e-mail to the account. */
export const ChangeLinkedEmail = message("ChangeLinkedEmail", { email: Schema.String })
/** Link another phone: calling code and national number, digits. */
export const ChangeLinkedPhone = message("ChangeLinkedPhone", { countryCode: Schema.String, mobileNo: Schema.String })

export const ProfileIntents = [OpenProfileEditor, SaveProfile, ChooseAvatar, ChangeLinkedEmail, ChangeLinkedPhone] as const
