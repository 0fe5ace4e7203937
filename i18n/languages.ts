// The interface languages as the views need them: each named in itself (the settings picker), its
// writing direction, the catalog it shows (its own once i18n/<code>/ exists, else English), and the
// BCP 47 tag for the page's lang, Intl and country names (domain/shell/language bcp47Of: iw -> he).
// Imports no catalog, so the inspector and startup code can use it.
import { UI_LANGUAGES } from '../domain/constants'
import { bcp47Of, directionOf, type UiLanguage } from '../domain/shell/language'
import type { Locales } from './i18n-types.js'
import { baseLocale, isLocale } from './i18n-util.js'

export type { UiLanguage }
export { UI_LANGUAGES }

/** Every catalog locale is an interface language (a folder i18n/<spec code>/). */
type CatalogIsUiLanguage = Locales extends UiLanguage ? true : never
const catalogIsUiLanguage: CatalogIsUiLanguage = true
void catalogIsUiLanguage

/** Each language's own name for itself (the picker lists these, with lang set to the language). */
export const ENDONYMS: Readonly<Record<UiLanguage, string>> = {
	en: 'English',
	ar: 'العربية',
	de: 'Deutsch',
	el: 'Ελληνικά',
	es: 'Español',
	fr: 'Français',
	hi: 'हिन्दी',
	id: 'Bahasa Indonesia',
	it: 'Italiano',
	iw: 'עברית',
	ja: '日本語',
	ko: '한국어',
	ms: 'Bahasa Melayu',
	nl: 'Nederlands',
	pt: 'Português',
	ru: 'Русский',
	th: 'ไทย',
	tr: 'Türkçe',
	vi: 'Tiếng Việt',
	zh: '中文',
}

/** True when interface language `lang` has its own catalog (i18n/<lang>/index.ts). */
export const hasCatalog = (lang: UiLanguage): boolean => isLocale(lang)

/** The catalog that shows `lang`: its own, or English until its catalog exists. */
export const catalogOf = (lang: UiLanguage): Locales => (isLocale(lang) ? lang : baseLocale)

/** Writing direction of a catalog locale (domain/shell/language.ts; the boot script uses it too). */
export { directionOf }

/**
 * The BCP 47 tag for html lang, Intl and country names of catalog `locale`; British English ("en-GB")
 * on the /gb site when the English catalog shows.
 */
export const intlTagOf = (locale: UiLanguage, british = false): string => (british && locale === 'en' ? 'en-GB' : bcp47Of(locale))

/** Interface languages still without a catalog (they show English): the translators' TODO list. */
export const missingCatalogs = (): UiLanguage[] => UI_LANGUAGES.filter((l) => !isLocale(l))
