// The catalog-free half of i18n for views: the `LL` hook, the locale facts (catalog, BCP 47 tag,
// direction) and the Intl formatters of the language shown. Imports no catalog and no loader, so the
// standalone inspector bundle can use it without pulling every language in (i18n/index.tsx adds those).
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useI18nContext } from './i18n-react.js'
import type { Locales, TranslationFunctions } from './i18n-types.js'
import { baseLocale } from './i18n-util.js'
import { formatsOf, type Formats } from './format.js'
import { directionOf, intlTagOf } from './languages.js'
import { isolatingLL } from './isolate.js'

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js'
export type { Formats } from './format.js'

/**
 * Returns the translation functions of the current locale plus `locale` and `setLocale`; the functions
 * isolate the texts they are given in their own direction (./isolate.ts: names in a right-to-left sentence).
 */
export const useI18n = (): ReturnType<typeof useI18nContext> => {
	const ctx = useI18nContext()
	const LL = useMemo(() => isolatingLL(ctx.LL, directionOf(ctx.locale) === 'rtl'), [ctx.LL, ctx.locale])
	return useMemo(() => ({ ...ctx, LL }), [ctx, LL])
}

/** What views need to know about the language shown, besides its texts. */
export interface LocaleInfo {
	/** The catalog shown (a spec code: "iw" for Hebrew). */
	readonly locale: Locales
	/** BCP 47 tag for html lang, Intl and country names ("he", "en-GB"). */
	readonly tag: string
	readonly dir: 'rtl' | 'ltr'
	/** Dates, times, durations, numbers, coins and prices of this locale (i18n/format.ts). */
	readonly formats: Formats
}

/** The locale facts of catalog `locale` (`british`: the /gb site shows the English catalog as en-GB). */
export const localeInfoOf = (locale: Locales, british = false): LocaleInfo => {
	const tag = intlTagOf(locale, british)
	return { locale, tag, dir: directionOf(locale), formats: formatsOf(tag) }
}

const LocaleInfoContext = createContext<LocaleInfo>(localeInfoOf(baseLocale))

/** Provides the locale facts of `locale` to the tree (the I18nProvider does this for the app). */
export function LocaleInfoProvider({ locale, british = false, children }: { locale: Locales; british?: boolean; children: ReactNode }): ReactNode {
	const info = useMemo(() => localeInfoOf(locale, british), [locale, british])
	return <LocaleInfoContext.Provider value={info}>{children}</LocaleInfoContext.Provider>
}

/** The locale facts of the language shown: catalog, BCP 47 tag, direction, formatters. */
export const useLocaleInfo = (): LocaleInfo => useContext(LocaleInfoContext)

/** The Intl formatters of the language shown (dates, times, durations, numbers, coins, prices). */
export const useFormat = (): Formats => useContext(LocaleInfoContext).formats

/** Keys of `LL.errors`: parameterless failure messages (spec section 8 and inline validation). */
export type ErrorKey = keyof TranslationFunctions['errors']
/** Keys of `LL.notices`: parameterless informational messages (e.g. code sent). */
export type NoticeKey = keyof TranslationFunctions['notices']
/** Keys of `LL.pages`: one title per route of spec section 2. */
export type PageKey = keyof TranslationFunctions['pages']
/** Keys of `LL.interests`: interest ids "1".."21" as strings. */
export type InterestKey = keyof TranslationFunctions['interests']
