// The gateway requests of the profile editor (a§7 user/update and the two profile lists).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { Interest, Language } from "./answers"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey

/**
 * a§7 POST /user/update: only the fields present change. headImg is a URL the upload endpoint answered
 * (reviewed before it shows); birthday YYYY-MM-DD (once, a§5); gender only while unset; languageLabels
 * up to 3 and interestLabels up to 5 ids of the two lists; email, or countryCode with mobileNo, re-link
 * the account (a§5 7-day lock).
 */
export const UpdateProfileParams = Schema.Struct({
  userName: opt(Str),
  headImg: opt(Str),
  birthday: opt(Str),
  gender: opt(Num),
  interestLabels: opt(Schema.Array(Num)),
  languageLabels: opt(Schema.Array(Num)),
  email: opt(Str),
  countryCode: opt(Str),
  mobileNo: opt(Str),
})

/** The profile's requests by name. */
export const ProfileRequests = {
  updateProfile: request(UpdateProfileParams, Schema.Struct({})),
  interestList: request(Schema.Struct({}), Schema.Array(Interest)),
  languageList: request(Schema.Struct({}), Schema.Array(Language)),
} as const
export type ProfileRequestTable = typeof ProfileRequests
