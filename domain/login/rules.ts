// Validation rules of a§5 for the e-mail flow and the supply-info form. Pure functions of their input
// (and of `at` for ages); each returns a reason the views map to catalog text, or null when valid.
import { EMAIL_PASSWORD_MAX, EMAIL_PASSWORD_MIN, MIN_AGE_YEARS, MIN_BIRTH_YEAR, NICKNAME_MAX, CODE_LENGTH, PHONE_DIGITS_MAX, PHONE_PASSWORD_MAX, PHONE_PASSWORD_MIN, USERS_COUNTER_DEFAULT, USERS_COUNTER_RISE_MAX, USERS_COUNTER_RISE_MIN } from "../constants"

/** a§5 e-mail format: letters, digits, underscore, hyphen (and dots between them) before @, a dotted domain. */
export const isEmail = (email: string): boolean =>
  /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(email)

const PASSWORD_CHARS = /^[A-Za-z0-9~!@#$%^&*()_+{}:"><?]*$/

/** a§5 e-mail password: 6 to 16 of letters, digits and ~!@#$%^&*()_+{}:"><? */
export const emailPasswordProblem = (password: string): "passwordLength" | "passwordChars" | null =>
  !PASSWORD_CHARS.test(password)
    ? "passwordChars"
    : password.length < EMAIL_PASSWORD_MIN || password.length > EMAIL_PASSWORD_MAX
      ? "passwordLength"
      : null

/** a§5 the e-mail password button is enabled above 5 characters. */
export const canSubmitEmailPassword = (password: string): boolean => password.length > EMAIL_PASSWORD_MIN - 1

/** a§5 phone password: 8 to 30 of letters, digits and ~!@#$%^&*()_+{}:"><? */
export const phonePasswordProblem = (password: string): "passwordLength" | "passwordChars" | null =>
  !PASSWORD_CHARS.test(password)
    ? "passwordChars"
    : password.length < PHONE_PASSWORD_MIN || password.length > PHONE_PASSWORD_MAX
      ? "passwordLength"
      : null

/** a§5 the phone password button is enabled above 7 characters. */
export const canSubmitPhonePassword = (password: string): boolean => password.length > PHONE_PASSWORD_MIN - 1

/** a§5 phone number: digits only, 1 to 20; calling code 1 to 4 digits. */
export const isPhoneNumber = (countryCode: string, phone: string): boolean =>
  /^\d{1,4}$/.test(countryCode) && new RegExp(`^\\d{1,${PHONE_DIGITS_MAX}}$`).test(phone)

/** Keeps only ASCII digits of typed phone input and cuts to 20 (a§5). */
export const sanitizePhone = (raw: string): string => raw.replace(/[^0-9]/g, "").slice(0, PHONE_DIGITS_MAX)

/** a§5 verification code: exactly 6 digits. */
export const isCode = (code: string): boolean => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)

/** a§5 markup keywords that make angle brackets in a nickname get replaced by asterisks. */
const MARKUP = /script|img|iframe|href/i

/** a§5 nickname sanitising: trims; with angle brackets plus a markup keyword, brackets become `*`. */
export const sanitizeNickname = (raw: string): string => {
  const name = raw.trim()
  return /[<>]/.test(name) && MARKUP.test(name) ? name.replace(/[<>]/g, "*") : name
}

/** Problems of the supply-info form (a§5). */
export type SupplyProblem = "nicknameRequired" | "nicknameTooLong" | "birthdayRequired" | "ageTooYoung" | "genderRequired"

/** Whole years between birthday `YYYY-MM-DD` and instant `at` (UTC); NaN on a malformed date. */
export const ageAt = (birthday: string, at: number): number => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday)
  if (!m) return Number.NaN
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const now = new Date(at)
  const years = now.getUTCFullYear() - y
  const before = now.getUTCMonth() + 1 < mo || (now.getUTCMonth() + 1 === mo && now.getUTCDate() < d)
  return before ? years - 1 : years
}

/** Checks the supply form; nickname length counts code points (what the member sees as characters). */
export const supplyProblem = (
  form: { readonly nickname: string; readonly birthday: string; readonly gender: number | null },
  at: number,
): SupplyProblem | null => {
  const nick = sanitizeNickname(form.nickname)
  if (nick === "") return "nicknameRequired"
  if ([...nick].length > NICKNAME_MAX) return "nicknameTooLong"
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.birthday)) return "birthdayRequired"
  if (!(ageAt(form.birthday, at) >= MIN_AGE_YEARS)) return "ageTooYoung"
  if (form.gender !== 1 && form.gender !== 2) return "genderRequired"
  return null
}

/** Days in `month` (1-12) of `year`, for the birthday picker. */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** The default birthday about 20 years before `at` (a§2), as YYYY-MM-DD. */
export const defaultBirthday = (at: number, yearsBack: number): string => {
  const d = new Date(at)
  const y = d.getUTCFullYear() - yearsBack
  const mo = d.getUTCMonth() + 1
  const day = Math.min(d.getUTCDate(), daysInMonth(y, mo))
  return `${y}-${String(mo).padStart(2, "0")}-${String(day).padStart(2, "0")}`
}

/** a§2/§9 the birthday picker's years at instant `at`: from 18 years ago (`max`) back to 1930 (`min`). */
export const birthYearRange = (at: number): { readonly min: number; readonly max: number } => ({
  min: MIN_BIRTH_YEAR,
  max: new Date(at).getUTCFullYear() - MIN_AGE_YEARS,
})

const RISE_PERIOD = 97
const SPAN = USERS_COUNTER_RISE_MAX - USERS_COUNTER_RISE_MIN + 1
/** RISE_SUMS[k]: the total rise of seconds 1..k of a period. */
const RISE_SUMS: ReadonlyArray<number> = Array.from({ length: RISE_PERIOD + 1 }, (_, k) => k).map((k) => {
  let sum = 0
  for (let i = 1; i <= k; i++) sum += USERS_COUNTER_RISE_MIN + ((i * 37) % RISE_PERIOD) % SPAN
  return sum
})

/**
 * a§2 step 1 / a§9 the animated users counter `seconds` after it appeared: the default 122987212 plus a
 * rise of 1 to 10 each second. The rise of second n is a fixed scrambled pick (repeating every 97 s), so
 * the counter looks alive yet is a pure function of time: the same on every render and in tests.
 */
export const usersCountAt = (seconds: number): number => {
  const n = Math.max(0, Math.floor(seconds))
  return USERS_COUNTER_DEFAULT + Math.floor(n / RISE_PERIOD) * RISE_SUMS[RISE_PERIOD]! + RISE_SUMS[n % RISE_PERIOD]!
}
