// The two profile lists of the stand-in service (a§7 interest/selectAll, language/selectAll): the 21
// interests of a§9 and 36 spoken languages whose ids follow the a§9 code-to-id map (en 1, zh 2, es 3,
// ru 4, fr 5, ja 6, de 7, ar 8, ... sn 36; the table itself is domain/constants LANGUAGE_CODES).
import { LANGUAGE_CODES, languageIdOf } from "../../domain/constants"

/** a§9 interest lookup 1-21. */
export const INTERESTS: ReadonlyArray<{ readonly id: number; readonly name: string }> = [
  "Music", "Dance", "Yoga", "Cricket", "Party", "Fashion", "Shopping", "Photography", "Movies", "Travel", "Food",
  "Coffee", "Sports", "Dog", "Cat", "Beauty", "Camping", "Reading", "Cooking", "Soccer", "Pets",
].map((name, i) => ({ id: i + 1, name }))

/** English names of the spoken languages by ISO 639-1 code. */
const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGE_CODES)[number], string>> = {
  en: "English", zh: "Chinese", es: "Spanish", ru: "Russian", fr: "French", ja: "Japanese", de: "German", ar: "Arabic",
  pt: "Portuguese", hi: "Hindi", it: "Italian", ko: "Korean", tr: "Turkish", id: "Indonesian", vi: "Vietnamese",
  th: "Thai", ms: "Malay", nl: "Dutch", el: "Greek", he: "Hebrew", pl: "Polish", uk: "Ukrainian", fa: "Persian",
  ur: "Urdu", bn: "Bengali", ta: "Tamil", tl: "Tagalog", ro: "Romanian", sv: "Swedish", cs: "Czech", hu: "Hungarian",
  sw: "Swahili", zu: "Zulu", yo: "Yoruba", ha: "Hausa", sn: "Shona",
}

/** Spoken languages: id (the a§9 map of domain/constants), ISO 639-1 code, English name. */
export const LANGUAGES: ReadonlyArray<{ readonly id: number; readonly code: string; readonly name: string }> = LANGUAGE_CODES.map((code) => ({
  id: languageIdOf(code),
  code,
  name: LANGUAGE_NAMES[code],
}))
