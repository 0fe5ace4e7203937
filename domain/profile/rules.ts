// The a§5 rules of the edit form: nickname (required, at most 30, markup brackets -> asterisks),
// birthday (18 or older, modifiable once), gender (fixed once chosen), up to 3 languages and 5
// interests of the server lists. Pure: returns what changed, or the first broken rule.
import type { UserProfile } from "../session/answers"
import { INTERESTS_MAX, LANGUAGES_MAX, MIN_AGE_YEARS, NICKNAME_MAX } from "../constants"
import { ageAt, sanitizeNickname } from "../login/rules"
import type { Interest, Language } from "./answers"
import type { ProfileChanges, ProfileProblem } from "./events"

/** The form as the page submits it. */
export interface ProfileForm {
  readonly nickname: string
  readonly birthday: string
  readonly gender: number | null
  readonly languages: ReadonlyArray<number>
  readonly interests: ReadonlyArray<number>
}

/** The server lists, when loaded. */
export interface ProfileLists {
  readonly interests: ReadonlyArray<Interest> | null
  readonly languages: ReadonlyArray<Language> | null
}

const sameSet = (a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean =>
  a.length === b.length && a.every((x) => b.includes(x))

const unique = (ids: ReadonlyArray<number>): number[] => [...new Set(ids)]

const known = (ids: ReadonlyArray<number>, list: ReadonlyArray<{ readonly id: number }> | null): boolean =>
  list !== null && ids.every((id) => list.some((x) => x.id === id))

/** True when gender is set (1 male, 2 female) and so can no longer change (a§5). */
export const genderFixed = (gender: number): boolean => gender === 1 || gender === 2

/**
 * The changes `form` makes to `user` at instant `at`, or the first a§5 rule it breaks. Only changed
 * fields are in `changes` (empty when nothing changed). Language/interest ids must be in the lists.
 */
export const profileChanges = (
  user: UserProfile,
  lists: ProfileLists,
  form: ProfileForm,
  at: number,
): { readonly changes: ProfileChanges } | { readonly problem: ProfileProblem } => {
  const nick = sanitizeNickname(form.nickname)
  if (nick === "") return { problem: "nicknameRequired" }
  if ([...nick].length > NICKNAME_MAX) return { problem: "nicknameTooLong" }
  const changes: { -readonly [K in keyof ProfileChanges]: ProfileChanges[K] } = {}
  if (nick !== user.name) changes.userName = nick
  if (form.birthday !== user.birthday) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.birthday)) return { problem: "birthdayRequired" }
    if (!(ageAt(form.birthday, at) >= MIN_AGE_YEARS)) return { problem: "ageTooYoung" }
    if (user.account?.birthdayChanged === true) return { problem: "birthdayOnce" }
    changes.birthday = form.birthday
  }
  if (form.gender !== user.gender) {
    if (genderFixed(user.gender)) return { problem: "genderFixed" }
    if (form.gender === null || !genderFixed(form.gender)) return { problem: "genderRequired" }
    changes.gender = form.gender
  } else if (!genderFixed(user.gender)) return { problem: "genderRequired" }
  const languages = unique(form.languages)
  if (languages.length > LANGUAGES_MAX) return { problem: "tooManyLanguages" }
  if (!sameSet(languages, user.account?.languages ?? [])) {
    if (!known(languages, lists.languages)) return { problem: "unknownChoice" }
    changes.languages = languages
  }
  const interests = unique(form.interests)
  if (interests.length > INTERESTS_MAX) return { problem: "tooManyInterests" }
  if (!sameSet(interests, user.interests)) {
    if (!known(interests, lists.interests)) return { problem: "unknownChoice" }
    changes.interests = interests
  }
  return { changes }
}

/** True when `changes` changes nothing. */
export const isEmptyChange = (changes: ProfileChanges): boolean => Object.keys(changes).length === 0
