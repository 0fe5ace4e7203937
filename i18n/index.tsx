// Public face of i18n for the app: the provider that loads the shown language's catalog on demand (one
// async chunk per locale; startup carries none), the hook views use to get `LL`, the locale facts and
// Intl formatters (i18n/core.tsx), and the key unions views accept as props. Generated files
// (i18n-*.ts) are produced by `npx typesafe-i18n --no-watch`; do not edit them (i18n/README.md).
import { useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import TypesafeI18n, { I18nContext, useI18nContext } from './i18n-react.js'
import type { Locales, Namespaces, TranslationFunctions } from './i18n-types.js'
import { baseLocale, i18nObject, loadedLocales } from './i18n-util.js'
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async.js'
import { LocaleInfoProvider } from './core.js'
import { catalogOf } from './languages.js'
import { uiLanguageOf } from '../domain/shell/language'

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js'
export { baseLocale, detectLocale, i18nObject, isLocale, locales } from './i18n-util.js'
export { useI18nContext }
export type { Namespaces } from './i18n-types.js'
export { localeInfoOf, useFormat, useI18n, useLocaleInfo, type ErrorKey, type Formats, type InterestKey, type LocaleInfo, type NoticeKey, type PageKey } from './core.js'
export { textIn } from './lookup.js'
export { catalogOf, directionOf, ENDONYMS, hasCatalog, intlTagOf, missingCatalogs, UI_LANGUAGES, type UiLanguage } from './languages.js'

/** True when the locale's catalog is already in memory (no async load needed). */
export const isLocaleLoaded = (locale: Locales): boolean => loadedLocales[locale] !== undefined

/** Loads one locale's catalog (and formatters) on demand; resolves immediately when already loaded. */
export const loadLocale = async (locale: Locales): Promise<void> => {
	if (!isLocaleLoaded(locale)) await loadLocaleAsync(locale)
}

const hasNamespace = (locale: Locales, namespace: Namespaces): boolean =>
	(loadedLocales[locale] as Partial<Record<Namespaces, unknown>> | undefined)?.[namespace] !== undefined

/**
 * Loads a namespace (e.g. "legal", the static pages' texts) for the current locale on demand and
 * refreshes `LL`; true once it is usable, false while loading or when its chunk failed to load.
 */
export const useNamespace = (namespace: Namespaces): boolean => {
	const { locale, setLocale } = useI18nContext()
	const [ready, setReady] = useState(() => hasNamespace(locale, namespace))
	useEffect(() => {
		let live = true
		if (hasNamespace(locale, namespace)) setReady(true)
		else {
			setReady(false)
			void loadNamespaceAsync(locale, namespace).then(
				() => {
					if (!live) return
					setLocale(locale)
					setReady(true)
				},
				() => undefined,
			)
		}
		return () => {
			live = false
		}
	}, [locale, namespace, setLocale])
	return ready
}

/**
 * The catalog for an arbitrary language string (spec code, BCP 47 tag, navigator language): "he-IL"
 * and "iw" give the Hebrew catalog, a language without a catalog (yet) or an unknown one English.
 */
export const toLocale = (value: string | null | undefined): Locales => {
	const lang = uiLanguageOf(value ?? '')
	return lang ? catalogOf(lang) : baseLocale
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
	/** Catalog to show (catalogOf the interface language); change it to switch language (loads it first). */
	locale: Locales
	/** The /gb site: the English catalog formats dates and numbers as en-GB. */
	british?: boolean
	/** Rendered until the first catalog is loaded (default: nothing). */
	fallback?: ReactNode
	children: ReactNode
}

/** Provides `LL` to the tree; loads `locale` asynchronously and keeps the previous one until ready. */
export function I18nProvider({ locale, british = false, fallback = null, children }: I18nProviderProps): ReactNode {
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
			<LocaleInfoProvider locale={ready} british={british}>
				{children}
			</LocaleInfoProvider>
		</TypesafeI18n>
	)
}
