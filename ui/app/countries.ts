// Country names and codes for views, with nothing to download (issue 14: the first wall used to fetch a
// code table and a name table before it could name or flag a host's country). ISO 3166 numeric ids are
// the project's countryId; their alpha-2 codes come from i18n-iso-countries' code table, compacted when
// generated (./countryCodes.ts, scripts/countryCodes.mjs); names come from the browser's own CLDR data
// (Intl.DisplayNames) in the interface language, in English where it has none, else the code itself.
import { NUMERIC_ALPHA2 } from "./countryCodes"

/** A country as views show it; views draw its flag with `<Flag code={alpha2}>` (ui/components/flags). */
export interface CountryView {
  readonly id: number
  readonly alpha2: string
  readonly name: string
}

/** Alpha-2 code by numeric code ("076" -> "BR"), read from the compact table on first use. */
let alpha2ByNumeric: ReadonlyMap<string, string> | null = null

/** The alpha-2 code of ISO numeric country `id` (792 -> "TR"), undefined for an id that is no country. */
export const alpha2OfNumeric = (id: number): string | undefined => {
  if (!alpha2ByNumeric) {
    const m = new Map<string, string>()
    for (let i = 0; i + 5 <= NUMERIC_ALPHA2.length; i += 5) m.set(NUMERIC_ALPHA2.slice(i, i + 3), NUMERIC_ALPHA2.slice(i + 3, i + 5))
    alpha2ByNumeric = m
  }
  return alpha2ByNumeric.get(String(id).padStart(3, "0"))
}

/** Region-name formatters by BCP 47 tag (null where the browser has none for it). */
const namers = new Map<string, Intl.DisplayNames | null>()

const namerOf = (tag: string): Intl.DisplayNames | null => {
  let namer = namers.get(tag)
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([tag], { type: "region", fallback: "none" })
    } catch {
      namer = null
    }
    namers.set(tag, namer)
  }
  return namer
}

/**
 * The name of alpha-2 `code` ("TR", any case) in the language of BCP 47 `tag` ("tr", "he-IL"), as the
 * browser's locale data gives it ("Türkiye"); undefined where it has no name for it.
 */
export const countryName = (code: string, tag: string): string | undefined => {
  try {
    return namerOf(tag)?.of(code.toUpperCase()) || undefined
  } catch {
    // Not a region code the browser accepts.
    return undefined
  }
}

/**
 * The view of numeric country `id` named in BCP 47 `tag`'s language (English where it has no name, the
 * code where neither has); an id that is no country gives empty fields.
 */
export const countryView = (id: number, tag: string): CountryView => {
  const alpha2 = alpha2OfNumeric(id) ?? ""
  return { id, alpha2, name: alpha2 ? (countryName(alpha2, tag) ?? countryName(alpha2, "en") ?? alpha2) : "" }
}
