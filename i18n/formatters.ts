// Formatters the catalogs apply to numbers, all through Intl (i18n/format.ts):
// - `num`: the number as the locale writes it (grouping, the locale's digits);
// - `counted`: a number followed by a counted noun in a plural part ("{count|counted} {{coin|coins}}").
//   Like `num`, except where the language's plural form spells the number out itself: Arabic writes
//   "عملة واحدة" (one coin) and "عملتان" (two coins), Hebrew "מטבע אחד" and "שני מטבעות", so for those
//   plural categories the numeral is left out (SPELLED_OUT below; a translator adds a language there);
// - `percent`: a 0-100 value as the locale writes a percentage.
import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.js'
import { formatNumber, formatPercent } from './format.js'
import { intlTagOf, type UiLanguage } from './languages.js'

/** Plural categories whose forms in a catalog name the number in words, so `counted` prints no numeral. */
export const SPELLED_OUT: Readonly<Partial<Record<UiLanguage, ReadonlyArray<Intl.LDMLPluralRule>>>> = {
	ar: ['one', 'two'],
	iw: ['one', 'two'],
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const tag = intlTagOf(locale)
	const spelled = new Set(SPELLED_OUT[locale] ?? [])
	const plural = new Intl.PluralRules(tag)
	const formatters: Formatters = {
		num: (value: number) => (typeof value === 'number' ? formatNumber(value, tag) : value),
		counted: (value: number) => (typeof value !== 'number' ? value : spelled.has(plural.select(value)) ? '' : formatNumber(value, tag)),
		percent: (value: number) => (typeof value === 'number' ? formatPercent(value, tag) : value),
	}

	return formatters
}
