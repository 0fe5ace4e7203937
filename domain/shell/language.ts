// The interface language (a§1): which of the spec's 20 languages the member sees and the server is told.
// Pure: the path prefix decides (tr, nl, gb = en, en), else the stored or chosen siteLanguage, else the
// browser's languages in order, else en. Spec codes throughout ("iw" for Hebrew); bcp47Of is the one
// place that maps them to BCP 47 tags for the page's lang, Intl and country names ("iw" -> "he").
// Schema-free (the Schema is UiLanguageSchema in ./events.ts), so the page's boot script can carry it.
import { UI_LANGUAGES } from "../constants"
import type { Route } from "./routes"

/** An interface language, as the spec writes it (a§1; "iw" is Hebrew). */
export type UiLanguage = (typeof UI_LANGUAGES)[number]

const SPEC_TO_BCP47: Readonly<Partial<Record<UiLanguage, string>>> = { iw: "he" }
const BCP47_TO_SPEC: Readonly<Record<string, UiLanguage>> = Object.fromEntries(Object.entries(SPEC_TO_BCP47).map(([k, v]) => [v, k as UiLanguage]))

/** True when `code` is one of the spec's interface languages (spec codes, lower case). */
export const isUiLanguage = (code: string): code is UiLanguage => (UI_LANGUAGES as ReadonlyArray<string>).includes(code)

/** Languages written right to left (a§1: Arabic and Hebrew). */
const RTL: ReadonlySet<UiLanguage> = new Set<UiLanguage>(["ar", "iw"])

/** Writing direction of interface language `lang`: "rtl" for ar and iw, else "ltr". */
export const directionOf = (lang: UiLanguage): "rtl" | "ltr" => (RTL.has(lang) ? "rtl" : "ltr")

/** The BCP 47 tag of interface language `lang`: "iw" -> "he", the others unchanged ("ar" -> "ar"). */
export const bcp47Of = (lang: UiLanguage): string => SPEC_TO_BCP47[lang] ?? lang

/**
 * The interface language of a BCP 47 tag or spec code, by its primary subtag ("he-IL" -> "iw",
 * "iw" -> "iw", "pt-BR" -> "pt", "EN_gb" -> "en"); null for languages the interface does not have.
 */
export const uiLanguageOf = (tag: string): UiLanguage | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ""
  const code = BCP47_TO_SPEC[primary] ?? primary
  return isUiLanguage(code) ? code : null
}

/** The interface language a path prefix names (gb is British English, so "en"); null without a prefix. */
export const languageOfPrefix = (route: Route): UiLanguage | null =>
  route.prefix === "" ? null : route.lang === "gb" ? "en" : route.lang

/**
 * a§1 language choice: the path prefix, else `preferred` (the stored siteLanguage or the picker's
 * choice), else the first of `browser` (navigator.languages, most preferred first) the interface has,
 * else "en".
 */
export const chooseLanguage = (route: Route, preferred: UiLanguage | null, browser: ReadonlyArray<string>): UiLanguage => {
  const byPrefix = languageOfPrefix(route)
  if (byPrefix) return byPrefix
  if (preferred) return preferred
  for (const tag of browser) {
    const lang = uiLanguageOf(tag)
    if (lang) return lang
  }
  return "en"
}

/**
 * The path prefix that shows `lang` on the page `route` (the picker navigates there, so the prefix does
 * not override the choice): "/tr" and "/nl" for those site languages; English keeps an English prefix
 * ("/gb", "/en") or has none; every other language has no prefix (a§1: only en, tr, nl, gb have one).
 */
export const prefixFor = (lang: UiLanguage, route: Route): string => {
  if (lang === "tr" || lang === "nl") return `/${lang}`
  if (lang === "en" && (route.prefix === "/gb" || route.prefix === "/en")) return route.prefix
  return ""
}
