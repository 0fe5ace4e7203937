// Profile endpoints (a§5, a§7, a§8): POST /user/update checks every field it was given first (nickname
// 20101/10025, birthday once and 18+, gender only while unset, up to 3 languages and 5 interests of the
// lists, a photo uploaded here, an e-mail or phone not linked to another account (10009) and not re-linked
// within 7 days (10030)) and only then writes them all; the interest and language lists.
import { INTERESTS_MAX, LANGUAGES_MAX, LINK_CHANGE_LOCK_MS, ProfileCode } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import { HeadImgStatus } from "../../infrastructure/gateway/profileContract"
import { fail, type Handlers, me, ok } from "../answers"
import { type Db, updateUser, type User, type UserPatch, userByEmail, userByPhone } from "../db"
import { birthdayProblem, cleanNickname, nicknameProblem, normalEmail, validEmail, validGender } from "../rules"
import { INTERESTS, LANGUAGES } from "./profileLists"
import { avatarFromUpload, profileOf, type ProfileRow, updateProfileRow } from "./profileStore"

type Params = Parameters<NonNullable<Handlers["updateProfile"]>>[1]
type Mutable<T> = { -readonly [K in keyof T]: T[K] }
type Change = { readonly user: UserPatch; readonly profile: Partial<ProfileRow> }
type Refusal = { readonly code: number; readonly msg: string }

const refuse = (msg: string, code: number = ProfileCode.updateInfoFailed): Refusal => ({ code, msg })

const ids = (list: readonly number[], known: ReadonlyArray<{ readonly id: number }>, max: number, what: string): Refusal | number[] => {
  const unique = [...new Set(list)]
  if (unique.length > max) return refuse(`Up to ${max} ${what} can be selected`)
  if (!unique.every((id) => known.some((k) => k.id === id))) return refuse(`Unknown ${what}`)
  return unique
}

/** a§5: the e-mail/phone link rules for user `u` at `now`. */
const relink = (db: Db, u: User, p: Params, row: ProfileRow, now: number, lockMs: number): Refusal | Change => {
  const user: Mutable<UserPatch> = {}
  const profile: Mutable<Partial<ProfileRow>> = {}
  if (p.email !== undefined) {
    const email = normalEmail(p.email)
    if (!validEmail(email)) return refuse("Invalid email address.", Code.badParams)
    if (email !== u.email) {
      if (u.email && now < row.emailLinkedAt + lockMs) return refuse("The linked email can be changed 7 days after it was linked", ProfileCode.linkLocked)
      const other = userByEmail(db, email)
      if (other && other.id !== u.id) return refuse("This email has already been used", ProfileCode.linkedElsewhere)
      Object.assign(user, { email, emailVerified: false })
      profile.emailLinkedAt = now
    }
  }
  if (p.countryCode !== undefined || p.mobileNo !== undefined) {
    const cc = p.countryCode ?? ""
    const no = p.mobileNo ?? ""
    if (!/^\d{1,4}$/.test(cc) || !/^\d{1,20}$/.test(no)) return refuse("Please enter a valid phone number", Code.badParams)
    if (`${cc}${no}` !== u.phone) {
      if (u.phone && now < row.phoneLinkedAt + lockMs) return refuse("The linked phone can be changed 7 days after it was linked", ProfileCode.linkLocked)
      const other = userByPhone(db, `${cc}${no}`)
      if (other && other.id !== u.id) return refuse("This phone number is linked to another account", ProfileCode.linkedElsewhere)
      Object.assign(user, { phone: `${cc}${no}`, countryCode: cc, mobileNo: no })
      profile.phoneLinkedAt = now
    }
  }
  return { user, profile }
}

/** Every change of an update, or the first rule it breaks. */
export const updateChanges = (db: Db, u: User, p: Params, now: number, dataDir: string, lockMs: number): Refusal | Change => {
  const row = profileOf(db, u)
  const user: Mutable<UserPatch> = {}
  const profile: Mutable<Partial<ProfileRow>> = {}
  if (p.userName !== undefined) {
    const name = cleanNickname(p.userName)
    const problem = nicknameProblem(name)
    if (problem === "sensitive") return refuse("Nickname contains sensitive words", ProfileCode.nicknameSensitive)
    if (problem === "length") return refuse("Nickname must be 1 to 30 characters")
    user.userName = name
  }
  if (p.birthday !== undefined && p.birthday !== u.birthday) {
    if (row.birthdayChanged) return refuse("Birthday can be modified only once")
    const problem = birthdayProblem(p.birthday, now)
    if (problem === "young") return refuse("You must be 18 or older")
    if (problem === "invalid") return refuse("Birthday is invalid")
    user.birthday = p.birthday
    profile.birthdayChanged = true
  }
  if (p.gender !== undefined && p.gender !== u.gender) {
    if (validGender(u.gender)) return refuse("Gender cannot be changed after selection")
    if (!validGender(p.gender)) return refuse("Gender is required")
    user.gender = p.gender
  }
  if (p.languageLabels !== undefined) {
    const langs = ids(p.languageLabels, LANGUAGES, LANGUAGES_MAX, "languages")
    if (!Array.isArray(langs)) return langs
    profile.languages = langs
  }
  if (p.interestLabels !== undefined) {
    const labels = ids(p.interestLabels, INTERESTS, INTERESTS_MAX, "interests")
    if (!Array.isArray(labels)) return labels
    user.labels = labels
  }
  if (p.headImg !== undefined) {
    const url = avatarFromUpload(dataDir, u.id, p.headImg)
    if (url === null) return refuse("headImg must be an image uploaded to /upload/images", Code.badParams)
    Object.assign(profile, { headImgStatus: HeadImgStatus.reviewing, reviewHeadImg: url, reviewAt: now })
  }
  const link = relink(db, u, p, row, now, lockMs)
  if ("code" in link) return link
  return { user: { ...user, ...link.user }, profile: { ...profile, ...link.profile } }
}

/** Handlers of the profile endpoints. */
export const profileHandlers: Handlers = {
  updateProfile: (ctx, p) => {
    const u = me(ctx)
    const change = updateChanges(ctx.db, u, p, ctx.now, ctx.opts.dataDir, LINK_CHANGE_LOCK_MS)
    if ("code" in change) return fail(change.code, change.msg)
    ctx.db.transaction(() => {
      updateUser(ctx.db, u.id, change.user)
      if (Object.keys(change.profile).length > 0) updateProfileRow(ctx.db, u.id, change.profile)
    })()
    return ok({})
  },
  interestList: () => ok(INTERESTS.map((i) => ({ ...i }))),
  languageList: () => ok(LANGUAGES.map((l) => ({ ...l }))),
}
