// Bidirectional isolation of the texts a sentence is given (names, titles): each is wrapped in FIRST
// STRONG ISOLATE ... POP DIRECTIONAL ISOLATE (U+2068, U+2069, invisible), so a name in the other
// direction than the sentence keeps its own order and its punctuation: in an Arabic or Hebrew sentence,
// "Mia P." keeps its full stop after the P instead of before the M (QA, 2026-11-29). Right-to-left
// catalogs isolate every text argument; left-to-right ones only those holding right-to-left letters
// (a Latin name in an English sentence needs nothing). Numbers go through the catalogs' formatters.
import type { TranslationFunctions } from './i18n-types.js'

const FSI = '\u2068'
const PDI = '\u2069'
/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/

/**
 * `text` isolated when the sentence's direction (`rtl`) and the text's letters ask for it; trimmed first
 * when isolated, as typesafe-i18n trims the arguments it is given (the marks would keep the spaces in).
 */
export const isolateText = (text: string, rtl: boolean): string => {
	if (text.startsWith(FSI) || !(rtl || RTL_LETTER.test(text))) return text
	const t = text.trim()
	return t === '' ? text : `${FSI}${t}${PDI}`
}

const isolateArg = (arg: unknown, rtl: boolean): unknown => {
	if (typeof arg === 'string') return isolateText(arg, rtl)
	if (arg === null || typeof arg !== 'object' || Array.isArray(arg)) return arg
	let out: Record<string, unknown> | null = null
	for (const [k, v] of Object.entries(arg)) {
		if (typeof v !== 'string') continue
		const w = isolateText(v, rtl)
		if (w !== v) (out ??= { ...(arg as Record<string, unknown>) })[k] = w
	}
	return out ?? arg
}

/**
 * `node` (a part of typesafe-i18n's `LL`: every part is a callable proxy, sections included) as a proxy
 * that is called with its text arguments isolated and whose parts are wrapped alike. The proxy's target
 * is an empty arrow function, not `node`: a proxy must give back the very values of a target's frozen
 * properties.
 *
 * Each part is read from `node` once and kept: typesafe-i18n makes a new proxy, and a copy of the part's
 * whole section, at every read, so `LL.member.im.chat.image()` in a list of messages allocated a few
 * kilobytes per row and render (issue 14: the garbage collector's pauses while a chat scrolled). An `LL`
 * holds what its catalog had when it was made (the provider makes a new one when a namespace arrives),
 * so what a part was is what it stays.
 */
const wrap = (node: unknown, rtl: boolean): unknown => {
	if (node === null || (typeof node !== 'object' && typeof node !== 'function')) return node
	const source = node as Record<PropertyKey, unknown> & ((...args: unknown[]) => unknown)
	const parts = new Map<PropertyKey, unknown>()
	const part = (key: PropertyKey): unknown => {
		if (parts.has(key)) return parts.get(key)
		const value = wrap(source[key], rtl)
		parts.set(key, value)
		return value
	}
	return new Proxy(() => undefined, {
		apply: (_, self, args: unknown[]) => Reflect.apply(source, self, args.map((a) => isolateArg(a, rtl))),
		get: (_, key) => part(key),
		has: (_, key) => key in source,
		ownKeys: () => Reflect.ownKeys(source).filter((k) => k !== 'prototype'),
		getOwnPropertyDescriptor: (_, key) =>
			Object.prototype.hasOwnProperty.call(source, key) ? { value: part(key), enumerable: key !== 'length' && key !== 'name', configurable: true, writable: false } : undefined,
	})
}

// One isolating `LL` per `LL` and direction, shared by every view that asks (a message row mounting
// while a chat scrolls gets the parts already read).
const made = { ltr: new WeakMap<object, TranslationFunctions>(), rtl: new WeakMap<object, TranslationFunctions>() }

/** `LL` whose functions isolate the texts they are given (see above); `rtl`: the catalog's direction. */
export const isolatingLL = (LL: TranslationFunctions, rtl: boolean): TranslationFunctions => {
	const kept = made[rtl ? 'rtl' : 'ltr']
	let out = kept.get(LL)
	if (!out) kept.set(LL, (out = wrap(LL, rtl) as TranslationFunctions))
	return out
}
