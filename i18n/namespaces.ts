// Namespaces loaded on demand (i18n/README.md): `legal` (static pages), `inspector`, and `member`, the
// deferred texts of the member features that a visitor's first screen never shows (issue 14). Keeps
// which namespaces this page has asked for, so a language switch brings them all in before it shows the
// new language, and tells the provider when one arrives (its `LL` is made from the catalog in memory at
// that time, so it must be made again). A namespace is only ever put on a locale whose catalog is loaded.
import type { Locales, Namespaces, Translations } from './i18n-types.js'
import { loadedLocales } from './i18n-util.js'
import { importNamespaceAsync, loadLocaleAsync } from './i18n-util.async.js'

/** The deferred namespace of the member features (calls, chat, friends, profiles, shop, login popup...). */
export const MEMBER_TEXTS = 'member' satisfies Namespaces

/**
 * Runs the import of a namespace's file, trying it again as it sees fit (the app passes chunkLoad's
 * `importRetrying`: a second try under a fresh URL, ChunkLoadError when both fail); rejects when it gives up.
 */
export type ImportRunner = <M>(load: () => Promise<M>) => Promise<M>

const importOnce: ImportRunner = (load) => load()

const wanted = new Set<Namespaces>()
const loads = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let version = 0

/** True when the locale's catalog is already in memory (no async load needed). */
export const isLocaleLoaded = (locale: Locales): boolean => loadedLocales[locale] !== undefined

/** Loads one locale's catalog (and formatters) on demand; resolves immediately when already loaded. */
export const loadLocale = async (locale: Locales): Promise<void> => {
	if (!isLocaleLoaded(locale)) await loadLocaleAsync(locale)
}

/** True when `namespace` of `locale` is in memory. */
export const hasNamespace = (locale: Locales, namespace: Namespaces): boolean =>
	(loadedLocales[locale] as Partial<Record<Namespaces, unknown>> | undefined)?.[namespace] !== undefined

/** The namespaces this page has asked for (each language it switches to loads them before it shows). */
export const wantedNamespaces = (): ReadonlyArray<Namespaces> => [...wanted]

/**
 * Loads `namespace` of `locale` (with the locale's catalog, in parallel, when that is not in memory yet)
 * and marks it wanted for the languages the page switches to. One load per locale and namespace at a
 * time; a failed one is not kept (the next call tries again). `run` runs the file's import (default:
 * once). Rejects with `run`'s error (ChunkLoadError with importRetrying) when the file could not be loaded.
 */
export const loadNamespace = (locale: Locales, namespace: Namespaces, run: ImportRunner = importOnce): Promise<void> => {
	wanted.add(namespace)
	if (hasNamespace(locale, namespace)) return Promise.resolve()
	const key = `${locale}/${namespace}`
	const known = loads.get(key)
	if (known) return known
	// The retry imports the file the failure names under a fresh URL: its module, so the first try gives a module too.
	const file = run(() => importNamespaceAsync(locale, namespace).then((texts) => ({ default: texts })))
	const load = Promise.all([file, loadLocale(locale)])
		.then(([m]) => {
			loadedLocales[locale] = { ...loadedLocales[locale], [namespace]: m.default } as Translations
			version++
			for (const f of listeners) f()
		})
		.finally(() => loads.delete(key))
	loads.set(key, load)
	return load
}

/**
 * Loads `locale`'s catalog and every namespace the page has asked for (also one asked for meanwhile):
 * what must be in memory before the page shows that language. Rejects when one of them could not be loaded.
 */
export const loadLocaleWithNamespaces = async (locale: Locales, run: ImportRunner = importOnce): Promise<void> => {
	for (;;) {
		await Promise.all([loadLocale(locale), ...wantedNamespaces().map((ns) => loadNamespace(locale, ns, run))])
		if (wantedNamespaces().every((ns) => hasNamespace(locale, ns))) return
	}
}

/** True when `locale`'s catalog and every namespace the page has asked for are in memory (a switch to it shows at once). */
export const isLocaleReady = (locale: Locales): boolean => isLocaleLoaded(locale) && wantedNamespaces().every((ns) => hasNamespace(locale, ns))

/** Subscribes to namespace arrivals (useSyncExternalStore); returns the unsubscribe. */
export const subscribeNamespaces = (f: () => void): (() => void) => {
	listeners.add(f)
	return () => void listeners.delete(f)
}

/** Counts namespace arrivals (useSyncExternalStore's snapshot). */
export const namespacesVersion = (): number => version

/**
 * True when the translation functions `LL` were made with `namespace` (typesafe-i18n copies the catalog's
 * top-level groups when it makes them: a namespace that arrived later is not in an older `LL`).
 */
export const hasNamespaceIn = (LL: object | undefined, namespace: Namespaces): boolean => LL !== undefined && namespace in LL
