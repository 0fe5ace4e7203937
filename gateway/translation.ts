// The reference gateway's stand-in for the translation service (m§5, m§7 im/v1/send needTranslate):
// a deterministic pseudo-translation (letters get accents, the target language is named in front), so
// a reader sees that a translation was made without any outside service. A per-member daily limit
// (TRANSLATE_DAILY_LIMIT) stands in for the service's quota: beyond it the answer is translateCode 54000.

const ACCENTED: Readonly<Record<string, string>> = {
  a: "á", c: "ç", e: "é", g: "ğ", i: "í", n: "ñ", o: "ö", s: "ş", u: "ü", y: "ý", z: "ž",
  A: "Á", C: "Ç", E: "É", G: "Ğ", I: "Í", N: "Ñ", O: "Ö", S: "Ş", U: "Ü", Y: "Ý", Z: "Ž",
}

/** Translate answer codes: 0 translated (or nothing to translate), 54000 the limit was reached (m§5). */
export const TranslateCode = { ok: 0, limit: 54000 } as const

/**
 * The pseudo-translation of `text` into `lang` ("[tr] Ĥéllö"), or null when the text has no letter to
 * translate (emoji, digits, punctuation only) or `lang` is not a plain language code.
 */
export const pseudoTranslate = (text: string, lang: string): string | null => {
  if (!/\p{L}/u.test(text) || !/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(lang)) return null
  const body = Array.from(text, (ch) => ACCENTED[ch] ?? ch).join("")
  return `[${lang}] ${body}`
}

/** Start of the UTC day of `now` (epoch ms): the daily limit counts from here. */
export const dayStart = (now: number): number => now - (now % 86_400_000)
