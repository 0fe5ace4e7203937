// Formatters the catalogs use on numbers: `num` (grouped digits of the locale, e.g. Arabic-Indic in ar)
// and `percent` (a 0-100 value as the locale writes a percentage). Both go through Intl (i18n/format.ts).
import type { FormattersInitializer } from 'typesafe-i18n'
import type { Locales, Formatters } from './i18n-types.js'
import { formatNumber, formatPercent } from './format.js'
import { intlTagOf } from './languages.js'

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
	const tag = intlTagOf(locale)
	const formatters: Formatters = {
		num: (value: number) => (typeof value === 'number' ? formatNumber(value, tag) : value),
		percent: (value: number) => (typeof value === 'number' ? formatPercent(value, tag) : value),
	}

	return formatters
}
