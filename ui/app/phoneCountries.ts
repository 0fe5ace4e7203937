// Country calling codes for the phone step's picker (a§2 step 2), loaded lazily (only when step 2
// opens, so the startup bundle does not carry the metadata): ~245 regions from libphonenumber-js
// metadata (getCountries, getCountryCallingCode), names from i18n-iso-countries in the active
// language, flags as regional-indicator emoji.
import { getCountries, getCountryCallingCode } from "libphonenumber-js/min"
import countries from "i18n-iso-countries"
import { loadCountryNames } from "./countries"
import type { DialCountry } from "../components/PhoneStep"

const flagOf = (alpha2: string): string => String.fromCodePoint(...[...alpha2].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))

/** Every region with a calling code, sorted by its name in `locale`. */
export const loadDialCountries = async (locale: string): Promise<DialCountry[]> => {
  const lang = await loadCountryNames(locale)
  const collator = new Intl.Collator(locale)
  return getCountries()
    .map((alpha2) => ({
      alpha2,
      name: countries.getName(alpha2, lang) ?? countries.getName(alpha2, "en") ?? alpha2,
      dial: getCountryCallingCode(alpha2),
      flag: flagOf(alpha2),
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** The alpha-2 code of ISO numeric country `id`, if known (the default picker choice). */
export const alpha2OfNumeric = (id: number): string | undefined => countries.numericToAlpha2(String(id).padStart(3, "0"))
