// Country names and flags for views, from i18n-iso-countries (ISO 3166 numeric ids are the
// project's countryId). Name tables load on demand, one chunk per interface language (BCP 47 tags:
// Hebrew is "he"); English is loaded with any other as the fallback for names a table lacks.
import countries from "i18n-iso-countries"

/** A country as views show it; views draw its flag with `<Flag code={alpha2}>` (ui/components/flags). */
export interface CountryView {
  readonly id: number
  readonly alpha2: string
  readonly name: string
}

/** One loader per interface language (a§1), keyed by the table's language (BCP 47 primary subtag). */
const loaders: Record<string, () => Promise<{ default: countries.LocaleData }>> = {
  en: () => import("i18n-iso-countries/langs/en.json"),
  ar: () => import("i18n-iso-countries/langs/ar.json"),
  de: () => import("i18n-iso-countries/langs/de.json"),
  el: () => import("i18n-iso-countries/langs/el.json"),
  es: () => import("i18n-iso-countries/langs/es.json"),
  fr: () => import("i18n-iso-countries/langs/fr.json"),
  he: () => import("i18n-iso-countries/langs/he.json"),
  hi: () => import("i18n-iso-countries/langs/hi.json"),
  id: () => import("i18n-iso-countries/langs/id.json"),
  it: () => import("i18n-iso-countries/langs/it.json"),
  ja: () => import("i18n-iso-countries/langs/ja.json"),
  ko: () => import("i18n-iso-countries/langs/ko.json"),
  ms: () => import("i18n-iso-countries/langs/ms.json"),
  nl: () => import("i18n-iso-countries/langs/nl.json"),
  pt: () => import("i18n-iso-countries/langs/pt.json"),
  ru: () => import("i18n-iso-countries/langs/ru.json"),
  th: () => import("i18n-iso-countries/langs/th.json"),
  tr: () => import("i18n-iso-countries/langs/tr.json"),
  vi: () => import("i18n-iso-countries/langs/vi.json"),
  zh: () => import("i18n-iso-countries/langs/zh.json"),
}

const loaded = new Set<string>()

const register = async (lang: string): Promise<void> => {
  if (loaded.has(lang)) return
  countries.registerLocale((await loaders[lang]!()).default)
  loaded.add(lang)
}

/**
 * Loads the country-name table of BCP 47 `tag` ("he", "en-GB", "ar") and the English one, and returns
 * the table's language to name countries in ("en" for languages without a table).
 */
export const loadCountryNames = async (tag: string): Promise<string> => {
  const primary = tag.toLowerCase().split("-")[0] ?? ""
  const lang = loaders[primary] ? primary : "en"
  await Promise.all([register("en"), register(lang)])
  return lang
}

/** The view of numeric country `id` in a loaded `lang`; unknown ids give an empty name. */
export const countryView = (id: number, lang: string): CountryView => {
  const alpha2 = countries.numericToAlpha2(String(id).padStart(3, "0")) ?? ""
  return { id, alpha2, name: alpha2 ? (countries.getName(alpha2, lang) ?? countries.getName(alpha2, "en") ?? alpha2) : "" }
}
