// Country names and flags for views, from i18n-iso-countries (ISO 3166 numeric ids are the
// project's countryId). Locale name tables load on demand, one chunk per language.
import countries from "i18n-iso-countries"

/** A country as views show it; views draw its flag with `<Flag code={alpha2}>` (ui/components/flags). */
export interface CountryView {
  readonly id: number
  readonly alpha2: string
  readonly name: string
  /** @deprecated Regional-indicator emoji (empty boxes without a colour-emoji font); use `<Flag code={alpha2}>`. */
  readonly flag: string
}

const loaders: Record<string, () => Promise<{ default: countries.LocaleData }>> = {
  en: () => import("i18n-iso-countries/langs/en.json"),
  tr: () => import("i18n-iso-countries/langs/tr.json"),
}

const loaded = new Set<string>()

/** Loads the country-name table of `locale` (English for languages without one). */
export const loadCountryNames = async (locale: string): Promise<string> => {
  const lang = loaders[locale] ? locale : "en"
  if (!loaded.has(lang)) {
    countries.registerLocale((await loaders[lang]!()).default)
    loaded.add(lang)
  }
  return lang
}

/** Regional-indicator emoji flag of an alpha-2 code ("US" -> 🇺🇸). */
const flagOf = (alpha2: string): string =>
  alpha2.length === 2 ? String.fromCodePoint(...[...alpha2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65)) : ""

/** The view of numeric country `id` in a loaded `lang`; unknown ids give an empty name. */
export const countryView = (id: number, lang: string): CountryView => {
  const alpha2 = countries.numericToAlpha2(String(id).padStart(3, "0")) ?? ""
  return { id, alpha2, name: alpha2 ? (countries.getName(alpha2, lang) ?? alpha2) : "", flag: flagOf(alpha2) }
}
