// Reads of presence for views: online statuses and what the service's gender dictionary says.
import type { AppState } from "../app/types"
import type { Dictionary } from "./state"

/** a§3 online status of user `id` (0 offline, 1 busy, 2 online, 3 invisible), or null when unknown. */
export const selectOnlineStatus = (id: number) => (s: AppState): number | null => s.presence.statuses[String(id)] ?? null

/** Which gender code means female and which male (a§3, m§3: codes 1 and 2). */
export interface GenderCodes {
  readonly female: 1 | 2
  readonly male: 1 | 2
}

/** This client's reading when the service has not said otherwise (a§3: 2 female, 1 male). */
export const DEFAULT_GENDER_CODES: GenderCodes = { female: 2, male: 1 }

/**
 * m§3 the two readings of gender disagree (2 female / 1 male, or 1 = female): the service's gender
 * dictionary settles it when it names "female" and "male" (any case) with the codes 1 and 2; otherwise
 * this client's reading applies.
 */
export const genderCodesOf = (dict: Dictionary | null): GenderCodes => {
  const code = (word: string) => dict?.find((d) => d.name.trim().toLowerCase() === word)?.id
  const female = code("female")
  const male = code("male")
  return (female === 1 && male === 2) || (female === 2 && male === 1) ? { female, male } : DEFAULT_GENDER_CODES
}

let lastDict: Dictionary | null = null
let lastCodes: GenderCodes = DEFAULT_GENDER_CODES

/** The gender codes for the forms (memoised on the dictionary). */
export const selectGenderCodes = (s: AppState): GenderCodes => {
  const dict = s.presence.dictionaries.userGender
  if (dict !== lastDict) {
    lastDict = dict
    lastCodes = genderCodesOf(dict)
  }
  return lastCodes
}
