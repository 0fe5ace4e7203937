// Validation rules the gateway enforces itself (account-access-shell.md §5, §9): e-mail shape, the e-mail
// password alphabet and length, nickname length / markup / sensitive words, minimum age and gender.
import { ageAt } from "./views"

/** Lower-cased, trimmed e-mail. */
export const normalEmail = (email: string): string => email.trim().toLowerCase()

/**
 * E-mail shape. Wider than the client's §5 rule (which allows only letters, digits, `_` and `-` before the @)
 * because real addresses, and the seeded `mia.host@example.com`, have dots there.
 */
export const validEmail = (email: string): boolean =>
  email.length <= 254 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/.test(email)

/** E-mail password: 6 to 16 of letters, digits and ~!@#$%^&*()_+{}:"><? */
export const validPassword = (pw: string): boolean => /^[A-Za-z0-9~!@#$%^&*()_+{}:"><?]{6,16}$/.test(pw)

/** Nicknames containing any of these (case-insensitive, spaces ignored) answer 20101. */
export const SENSITIVE_WORDS = ["admin", "official", "fuck", "shit", "bitch", "porn", "moderator", "customerservice"] as const

/** Longest nickname in characters (§9). */
export const NICKNAME_MAX = 30

/** The nickname as stored: trimmed, with `<`/`>` turned into `*` when it carries markup keywords (§5). */
export const cleanNickname = (name: string): string => {
  const t = name.trim()
  return /[<>]/.test(t) && /script|img|iframe|href/i.test(t) ? t.replace(/[<>]/g, "*") : t
}

/** The problem with a cleaned nickname: "length", "sensitive", or null when it is fine. */
export const nicknameProblem = (name: string): "length" | "sensitive" | null => {
  const n = Array.from(name).length
  if (n < 1 || n > NICKNAME_MAX) return "length"
  const flat = name.toLowerCase().replace(/\s+/g, "")
  return SENSITIVE_WORDS.some((w) => flat.includes(w)) ? "sensitive" : null
}

/** Minimum age (§5). */
export const MIN_AGE = 18

/** The problem with a birthday at `now`: "invalid" (not a real date, before 1930, future) or "young", else null. */
export const birthdayProblem = (birthday: string, now: number): "invalid" | "young" | null => {
  const age = ageAt(birthday, now)
  if (Number.isNaN(age) || age < 0 || Number(birthday.slice(0, 4)) < 1930) return "invalid"
  return age < MIN_AGE ? "young" : null
}

/** Gender codes accepted on registration: 1 male, 2 female (§3, this gateway's reading). */
export const validGender = (g: number): boolean => g === 1 || g === 2

/** ISO 3166-1 numeric ids are 1..999. */
export const validCountryId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= 999
