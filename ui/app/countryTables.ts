// The country tables the views need, from i18n-iso-countries' own data: its code table (alpha-2,
// alpha-3, numeric) and its English names, one lazy chunk (ui/app/countries.ts). The library's entry
// (index.js, with its diacritics helper for name search) is not used: views only map numeric ids to
// alpha-2 codes and name them (issue 14: the first screen's scripts carried both).
import codes from "i18n-iso-countries/codes.json"
import en from "i18n-iso-countries/langs/en.json"

/** Alpha-2 code by ISO 3166 numeric code ("076" -> "BR"). */
export const alpha2ByNumeric: ReadonlyMap<string, string> = new Map(codes.map((c) => [c[2]!, c[0]!]))

/** The English names (the library's table: a name, or the official name first then aliases). */
export const english = en
