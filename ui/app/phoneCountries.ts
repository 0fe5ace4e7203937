// Country calling codes for the phone step's picker (a§2 step 2), loaded lazily (only when step 2
// opens, so the startup bundle does not carry the metadata): ~245 regions from libphonenumber-js
// metadata (getCountries, getCountryCallingCode), names from i18n-iso-countries in the active
// language and in English (Intl.DisplayNames for the few regions it has no name for, e.g. AC, TA);
// the view draws flags from the alpha-2 code.
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min"
import { alpha2OfNumeric, countryName, loadCountryNames } from "./countries"
import type { DialCountry } from "../components/PhoneStep"

/** The browser's own region name (Intl.DisplayNames), or undefined where it has none either. */
const displayName = (alpha2: string, locale: string): string | undefined => {
  try {
    const name = new Intl.DisplayNames([locale], { type: "region" }).of(alpha2)
    return name && name !== alpha2 ? name : undefined
  } catch {
    return undefined
  }
}

/**
 * Every region with a calling code, named in BCP 47 `tag`'s language (English where that table has no
 * name) and in English (the picker searches both), sorted by the shown name.
 */
export const loadDialCountries = async (tag: string): Promise<DialCountry[]> => {
  const lang = await loadCountryNames(tag)
  const collator = new Intl.Collator(tag)
  return getCountries()
    .map((alpha2) => {
      const englishName = countryName(alpha2, "en") ?? displayName(alpha2, "en") ?? alpha2
      return {
        alpha2,
        name: countryName(alpha2, lang) ?? displayName(alpha2, tag) ?? englishName,
        englishName,
        dial: getCountryCallingCode(alpha2),
      }
    })
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The alpha-2 code of ISO numeric country `id`, if known (the default picker choice). */
export { alpha2OfNumeric }
