// Country names and flags for views, from i18n-iso-countries (ISO 3166 numeric ids are the
// project's countryId). Name tables load on demand, one chunk per interface language (BCP 47 tags:
// Hebrew is "he"); English is loaded with any other as the fallback for names a table lacks. The code
// table comes with the English names, in one lazy chunk (./countryTables, issue 14: not the library's
// entry, whose name search and diacritics no view uses): views name and flag countries once
// loadCountryNames has resolved.
import type { LocaleData } from "i18n-iso-countries"
import { importRetrying } from "./chunkLoad"

/** A country as views show it; views draw its flag with `<Flag code={alpha2}>` (ui/components/flags). */
export interface CountryView {
  readonly id: number
  readonly alpha2: string
  readonly name: string
}

/** One loader per interface language (a§1), keyed by the table's language (BCP 47 primary subtag). */
const loaders: Record<string, () => Promise<{ default: LocaleData }>> = {
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

/** The code table, once loaded. */
let alpha2ByNumeric: ReadonlyMap<string, string> | null = null

/** Name tables loaded, by language. */
const names = new Map<string, LocaleData["countries"]>()

const loadTables = async (): Promise<void> => {
  if (alpha2ByNumeric) return
  const m = await importRetrying(() => import("./countryTables"))
  names.set("en", m.english.countries)
  alpha2ByNumeric = m.alpha2ByNumeric
}

const register = async (lang: string): Promise<void> => {
  if (names.has(lang)) return
  names.set(lang, (await importRetrying(loaders[lang]!)).default.countries)
}

/** The table's language that names countries for BCP 47 `tag` ("he" for "he", "en" for "en-GB" and languages without a table). */
export const countryTableOf = (tag: string): string => {
  const primary = tag.toLowerCase().split("-")[0] ?? ""
  return primary === "en" || !loaders[primary] ? "en" : primary
}

/**
 * Loads the code table with the English names and the country-name table of BCP 47 `tag` ("he",
 * "en-GB", "ar"), and returns the table's language to name countries in ({@link countryTableOf}; "en"
 * when that table could not be loaded). A file that fails is tried once more (a fresh URL). Rejects
 * (ChunkLoadError) when the code table could not be loaded; a later call loads again what is missing.
 */
export const loadCountryNames = async (tag: string): Promise<string> => {
  const lang = countryTableOf(tag)
  const [, own] = await Promise.all([loadTables(), lang === "en" ? true : register(lang).then(() => true, () => false)])
  return own ? lang : "en"
}

/** The alpha-2 code of ISO numeric country `id`, if known; undefined before loadCountryNames resolved. */
export const alpha2OfNumeric = (id: number): string | undefined => alpha2ByNumeric?.get(String(id).padStart(3, "0"))

/**
 * The name of alpha-2 `code` in a loaded `lang`, if that table has one (undefined before loading): the
 * official name where the table lists aliases too (as the library's getName).
 */
export const countryName = (code: string, lang: string): string | undefined => {
  const name = names.get(lang)?.[code.toUpperCase()]
  return Array.isArray(name) ? name[0] : name
}

/** The view of numeric country `id` in a loaded `lang`; unknown ids (or before loading) give empty fields. */
export const countryView = (id: number, lang: string): CountryView => {
  const alpha2 = alpha2OfNumeric(id) ?? ""
  return { id, alpha2, name: alpha2 ? (countryName(alpha2, lang) ?? countryName(alpha2, "en") ?? alpha2) : "" }
}
