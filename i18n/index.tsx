// Public face of i18n for the app: the provider that loads a locale's catalog on demand (one async
// chunk per locale), the hook views use to get `LL`, and the key unions views accept as props.
// Generated files (i18n-*.ts) are produced by `npx typesafe-i18n --no-watch`; do not edit them.
import { useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import TypesafeI18n, { I18nContext, useI18nContext } from './i18n-react.js'
import type { Locales, TranslationFunctions } from './i18n-types.js'
import { baseLocale, i18nObject, isLocale, loadedLocales } from './i18n-util.js'
import { loadLocaleAsync } from './i18n-util.async.js'

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js'
export { baseLocale, detectLocale, i18nObject, isLocale, locales } from './i18n-util.js'
export { useI18nContext }

/** Keys of `LL.errors`: parameterless failure messages (spec section 8 and inline validation). */
export type ErrorKey = keyof TranslationFunctions['errors']
/** Keys of `LL.notices`: parameterless informational messages (e.g. code sent). */
export type NoticeKey = keyof TranslationFunctions['notices']
/** Keys of `LL.pages`: one title per route of spec section 2. */
export type PageKey = keyof TranslationFunctions['pages']
/** Keys of `LL.interests`: interest ids "1".."21" as strings. */
export type InterestKey = keyof TranslationFunctions['interests']

/** True when the locale's catalog is already in memory (no async load needed). */
export const isLocaleLoaded = (locale: Locales): boolean => loadedLocales[locale] !== undefined

/** Loads one locale's catalog (and formatters) on demand; resolves immediately when already loaded. */
export const loadLocale = async (locale: Locales): Promise<void> => {
	if (!isLocaleLoaded(locale)) await loadLocaleAsync(locale)
}

/** Returns the translation functions of the current locale plus `locale` and `setLocale`. */
export const useI18n = useI18nContext

/** Maps an arbitrary string (URL prefix, stored setting, navigator language) to a supported locale. */
export const toLocale = (value: string | null | undefined): Locales => {
	const v = (value ?? '').toLowerCase().split(/[-_]/)[0] ?? ''
	return isLocale(v) ? v : baseLocale
}

/** Translation functions outside React (document titles, tests); the locale must be loaded first. */
export const translator = (locale: Locales): TranslationFunctions => i18nObject(locale)

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

/** Switches the adapter's locale once the requested one is loaded (keeps the subtree mounted). */
function LocaleSync({ locale }: { locale: Locales }): null {
	const ctx = useContext(I18nContext)
	useIsomorphicLayoutEffect(() => {
		if (ctx.locale !== locale) ctx.setLocale(locale)
	}, [ctx, locale])
	return null
}

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
	/** Locale to show; change it to switch language (loads the catalog first). */
	locale: Locales
	/** Rendered until the first catalog is loaded (default: nothing). */
	fallback?: ReactNode
	children: ReactNode
}

/** Provides `LL` to the tree; loads `locale` asynchronously and keeps the previous one until ready. */
export function I18nProvider({ locale, fallback = null, children }: I18nProviderProps): ReactNode {
	const [ready, setReady] = useState<Locales | null>(() => (isLocaleLoaded(locale) ? locale : null))
	useEffect(() => {
		let live = true
		if (isLocaleLoaded(locale)) setReady(locale)
		else
			void loadLocale(locale).then(
				() => live && setReady(locale),
				// A failed chunk keeps the current language, or falls back to the base locale at start.
				() => loadLocale(baseLocale).then(() => live && setReady((r) => r ?? baseLocale)),
			)
		return () => {
			live = false
		}
	}, [locale])
	if (ready === null) return fallback
	return (
		<TypesafeI18n locale={ready}>
			<LocaleSync locale={ready} />
			{children}
		</TypesafeI18n>
	)
}
