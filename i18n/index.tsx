// Public face of i18n for the app: the provider that loads the shown language's catalog on demand (one
// async chunk per locale; startup carries English's) and, on a language switch, the namespaces the page
// has loaded (./namespaces.ts; the deferred `member` texts), the hook views use to get `LL`, the locale facts and
// Intl formatters (i18n/core.tsx), and the key unions views accept as props. Generated files
// (i18n-*.ts) are produced by `npx typesafe-i18n --no-watch`; do not edit them (i18n/README.md).
import { useCallback, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import TypesafeI18n, { I18nContext, useI18nContext } from './i18n-react.js'
import type { Locales, Namespaces, TranslationFunctions } from './i18n-types.js'
import { baseLocale, i18nObject, namespaces } from './i18n-util.js'
import { LocaleInfoProvider } from './core.js'
import { catalogOf } from './languages.js'
import { hasNamespace, hasNamespaceIn, isLocaleLoaded, isLocaleReady, loadLocale, loadLocaleWithNamespaces, loadNamespace, namespacesVersion, subscribeNamespaces, type ImportRunner } from './namespaces.js'
import { uiLanguageOf } from '../domain/shell/language'

export type { Locales, Translation, TranslationFunctions } from './i18n-types.js'
export { baseLocale, detectLocale, i18nObject, isLocale, locales } from './i18n-util.js'
export { useI18nContext }
export type { Namespaces } from './i18n-types.js'
export { localeInfoOf, useFormat, useI18n, useLocaleInfo, type ErrorKey, type Formats, type InterestKey, type LocaleInfo, type NoticeKey, type PageKey } from './core.js'
export { textIn } from './lookup.js'
export { catalogOf, directionOf, ENDONYMS, hasCatalog, intlTagOf, missingCatalogs, UI_LANGUAGES, type UiLanguage } from './languages.js'
export { hasNamespace, hasNamespaceIn, isLocaleLoaded, loadLocale, loadNamespace, MEMBER_TEXTS, type ImportRunner } from './namespaces.js'

/**
 * Loads a namespace (e.g. "legal", the static pages' texts) for the current locale on demand, its file
 * imported by `run` (default: once); true once `LL` has it, false while loading or when its chunk failed
 * to load (then tried again when the browser's `online` event comes, the locale changes or the view
 * mounts again).
 */
export const useNamespace = (namespace: Namespaces, run?: ImportRunner): boolean => {
	const { locale, LL } = useI18nContext()
	const [attempt, retryWhenOnline] = useRetryWhenOnline()
	useEffect(() => {
		let live = true
		let disarm = (): void => undefined
		if (!hasNamespace(locale, namespace))
			void loadNamespace(locale, namespace, run).catch(() => {
				if (live) disarm = retryWhenOnline()
			})
		return () => {
			live = false
			disarm()
		}
	}, [locale, namespace, run, attempt, retryWhenOnline])
	return hasNamespaceIn(LL, namespace)
}

/**
 * A failed load's second chance: `attempt` (put it in the loading effect's dependencies) goes up at the
 * browser's next `online` event after `retryWhenOnline()`, which returns how to call that off (the effect's cleanup).
 */
function useRetryWhenOnline(): readonly [attempt: number, retryWhenOnline: () => () => void] {
	const [attempt, setAttempt] = useState(0)
	const retryWhenOnline = useCallback(() => {
		if (typeof window === 'undefined') return () => undefined
		const retry = () => setAttempt((n) => n + 1)
		window.addEventListener('online', retry, { once: true })
		return () => window.removeEventListener('online', retry)
	}, [])
	return [attempt, retryWhenOnline]
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

/**
 * Switches the adapter's locale once the requested one is loaded (keeps the subtree mounted), and makes
 * its `LL` again when a namespace of the locale arrives (an `LL` holds the namespaces in memory when made),
 * or when `LL` lacks one that is in memory: one that arrived between the adapter's first render (which
 * made `LL`) and this one's, in a render that yields (the app's first render is a transition), was in the
 * catalog this one first saw, and a part waiting for it waited for ever (issue 14, seen in CI).
 */
function LocaleSync({ locale }: { locale: Locales }): null {
	const ctx = useContext(I18nContext)
	const arrivals = useSyncExternalStore(subscribeNamespaces, namespacesVersion, namespacesVersion)
	useIsomorphicLayoutEffect(() => {
		// What `LL` holds is read from `LL` itself, not from the catalog seen at this one's first render.
		const lacking = namespaces.some((ns) => hasNamespace(locale, ns) && !hasNamespaceIn(ctx.LL, ns))
		if (ctx.locale === locale && !lacking) return
		ctx.setLocale(locale)
	}, [ctx, locale, arrivals])
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
	/** Runs the imports of namespace files on a language switch (the app: chunkLoad's importRetrying; default: once). */
	importNamespace?: ImportRunner
	children: ReactNode
}

/**
 * Provides `LL` to the tree. Loads `locale` asynchronously and keeps the previous language shown until
 * the new one's catalog and every namespace the page has loaded (namespaces.ts: e.g. the deferred
 * `member` texts) are in memory, so no view shows an empty text for the switch. A failed load keeps the
 * current language, or falls back to the base locale's catalog at start, and is tried again when the
 * browser's `online` event comes.
 */
export function I18nProvider({ locale, british = false, fallback = null, importNamespace, children }: I18nProviderProps): ReactNode {
	const [ready, setReady] = useState<Locales | null>(() => (isLocaleLoaded(locale) ? locale : null))
	const [attempt, retryWhenOnline] = useRetryWhenOnline()
	useEffect(() => {
		let live = true
		let disarm = (): void => undefined
		if (isLocaleReady(locale)) setReady(locale)
		else
			void loadLocaleWithNamespaces(locale, importNamespace).then(
				() => live && setReady(locale),
				// A failed chunk keeps the current language, or falls back to the base locale at start; the
				// language asked for is loaded again once the browser is back online (a switch made offline
				// shows when the connection returns, not only at the next switch).
				() => {
					if (!live) return
					disarm = retryWhenOnline()
					return loadLocale(baseLocale).then(() => live && setReady((r) => r ?? baseLocale))
				},
			)
		return () => {
			live = false
			disarm()
		}
	}, [locale, importNamespace, attempt, retryWhenOnline])
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
