// Country calling codes for the phone step's picker (a§2 step 2), loaded lazily (only when step 2
// opens, so the startup bundle does not carry the metadata): ~245 regions from libphonenumber-js
// metadata (getCountries, getCountryCallingCode), named in the active language and in English by the
// browser's locale data (./countries.ts); the view draws flags from the alpha-2 code.
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min"
import { alpha2OfNumeric, countryName } from "./countries"
import type { DialCountry } from "../components/PhoneStep"

/**
 * Every region with a calling code, named in BCP 47 `tag`'s language (English where it has no name, the
 * code where neither has) and in English (the picker searches both), sorted by the shown name.
 */
export const loadDialCountries = (tag: string): DialCountry[] => {
  const collator = new Intl.Collator(tag)
  return getCountries()
    .map((alpha2) => {
      const englishName = countryName(alpha2, "en") ?? alpha2
      return { alpha2, name: countryName(alpha2, tag) ?? englishName, englishName, dial: getCountryCallingCode(alpha2) }
    })
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The alpha-2 code of ISO numeric country `id`, if known (the default picker choice). */
export { alpha2OfNumeric }
