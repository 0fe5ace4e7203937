// Dates, times, durations, numbers, coin amounts and prices for a BCP 47 tag (i18n/languages.ts
// intlTagOf), all through Intl, with one cached Intl object per tag and option set. Views use these
// through useFormat() (i18n/index.tsx); nothing here formats by hand. Times are epoch ms.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

const numberFormat = (tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
	const key = `n|${tag}|${JSON.stringify(options)}`
	let f = cache.get(key) as Intl.NumberFormat | undefined
	if (!f) {
		f = new Intl.NumberFormat(tag, options)
		cache.set(key, f)
	}
	return f
}

const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
	const key = `d|${tag}|${JSON.stringify(options)}`
	let f = cache.get(key) as Intl.DateTimeFormat | undefined
	if (!f) {
		try {
			f = new Intl.DateTimeFormat(tag, options)
		} catch {
			// An unknown time zone (e.g. from a trace header): the browser's own zone instead.
			const { timeZone: _ignored, ...rest } = options
			f = new Intl.DateTimeFormat(tag, rest)
		}
		cache.set(key, f)
	}
	return f
}

/** A number as the locale groups and writes its digits (1234 -> "1,234", "١٬٢٣٤" in ar). */
export const formatNumber = (value: number, tag: string): string => numberFormat(tag, { maximumFractionDigits: 0 }).format(value)

/** A coin amount (whole coins, grouped). */
export const formatCoins = (coins: number, tag: string): string => formatNumber(coins, tag)

/** A percentage of 0-100 as the locale writes it (50 -> "50%", "٥٠٪؜" in ar, "%50" in tr). */
export const formatPercent = (value: number, tag: string): string =>
	numberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)

/** A price in minor units of ISO 4217 `currency` (299 USD -> "$2.99"); an unknown code is shown after the amount. */
export const formatPrice = (minor: number, currency: string, tag: string): string => {
	try {
		return numberFormat(tag, { style: 'currency', currency }).format(minor / 100)
	} catch {
		return `${numberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100)} ${currency}`
	}
}

/** A call timer in seconds as minutes and seconds, minutes counting on past 59 (m§2: 75:03), locale digits. */
export const formatTimer = (seconds: number, tag: string): string => {
	const s = Math.max(0, Math.floor(seconds))
	const two = numberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false })
	return `${two.format(Math.floor(s / 60))}:${two.format(s % 60)}`
}

const DAY_S = 86_400

/**
 * A duration in seconds as a clock ("05:12", "1:02:03"), digits and separator of the locale: the
 * elapsed time taken as a UTC time of day (a day or more adds whole hours in front).
 */
export const formatClock = (seconds: number, tag: string): string => {
	const s = Math.max(0, Math.floor(seconds))
	if (s < 3600) return dateFormat(tag, { timeZone: 'UTC', minute: '2-digit', second: '2-digit' }).format(s * 1000)
	const clock = dateFormat(tag, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
	if (s < DAY_S) return clock.format(s * 1000)
	// Rare (calls do not last a day): whole hours beyond the day, then the clock's minutes and seconds.
	const hours = formatNumber(Math.floor(s / 3600), tag)
	const rest = dateFormat(tag, { timeZone: 'UTC', minute: '2-digit', second: '2-digit' }).format((s % 3600) * 1000)
	return `${hours}:${rest}`
}

/** A time of day, hours and minutes ("14:05", "2:05 PM"). */
export const formatTime = (at: number, tag: string): string => dateFormat(tag, { hour: '2-digit', minute: '2-digit' }).format(at)

/** A time of day with seconds. */
export const formatTimeSeconds = (at: number, tag: string): string =>
	dateFormat(tag, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(at)

/** A short day ("Mar 5"). */
export const formatDay = (at: number, tag: string): string => dateFormat(tag, { month: 'short', day: 'numeric' }).format(at)

/** A short day with the time ("Mar 5, 14:05"). */
export const formatDayTime = (at: number, tag: string): string =>
	dateFormat(tag, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at)

/** A short day with its year and the time ("Mar 5, 2025, 14:05"): a day of another year. */
export const formatYearDayTime = (at: number, tag: string): string =>
	dateFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(at)

/** A date in the locale's medium style ("Mar 5, 2026"). */
export const formatDate = (at: number, tag: string): string => dateFormat(tag, { dateStyle: 'medium' }).format(at)

/** Date and time with seconds, short style, in `timeZone` (IANA) or the browser's zone. */
export const formatDateTime = (at: number, tag: string, timeZone?: string): string =>
	dateFormat(tag, { dateStyle: 'short', timeStyle: 'medium', ...(timeZone ? { timeZone } : {}) }).format(at)

/** A calendar year as the locale writes it (no grouping: 1999). */
export const formatYear = (year: number, tag: string): string => dateFormat(tag, { year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, 0, 1))

/** A day of the month (1-31) as the locale writes it. */
export const formatDayOfMonth = (day: number, tag: string): string => dateFormat(tag, { day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2000, 0, day))

/** The twelve month names of the locale, January first. */
export const monthNames = (tag: string): string[] => {
	const f = dateFormat(tag, { month: 'long', timeZone: 'UTC' })
	return Array.from({ length: 12 }, (_, m) => f.format(Date.UTC(2000, m, 1)))
}

/** A language's name in the locale ("de" -> "German", "Allemand"), or undefined when Intl has none. */
export const languageName = (code: string, tag: string): string | undefined => {
	try {
		const name = new Intl.DisplayNames([tag], { type: 'language' }).of(code)
		return name && name !== code ? name : undefined
	} catch {
		return undefined
	}
}

/** The formatters of one locale, as views get them from useFormat(). */
export interface Formats {
	/** The BCP 47 tag they format for. */
	readonly tag: string
	readonly number: (value: number) => string
	readonly coins: (coins: number) => string
	readonly percent: (value: number) => string
	readonly price: (minor: number, currency: string) => string
	readonly clock: (seconds: number) => string
	readonly timer: (seconds: number) => string
	readonly time: (at: number) => string
	readonly timeSeconds: (at: number) => string
	readonly day: (at: number) => string
	readonly dayTime: (at: number) => string
	readonly yearDayTime: (at: number) => string
	readonly date: (at: number) => string
	readonly year: (year: number) => string
	readonly dayOfMonth: (day: number) => string
	readonly dateTime: (at: number, timeZone?: string) => string
}

/** The formatters of `tag`. */
export const formatsOf = (tag: string): Formats => ({
	tag,
	number: (v) => formatNumber(v, tag),
	coins: (v) => formatCoins(v, tag),
	percent: (v) => formatPercent(v, tag),
	price: (minor, currency) => formatPrice(minor, currency, tag),
	clock: (s) => formatClock(s, tag),
	timer: (s) => formatTimer(s, tag),
	time: (at) => formatTime(at, tag),
	timeSeconds: (at) => formatTimeSeconds(at, tag),
	day: (at) => formatDay(at, tag),
	dayTime: (at) => formatDayTime(at, tag),
	yearDayTime: (at) => formatYearDayTime(at, tag),
	date: (at) => formatDate(at, tag),
	year: (y) => formatYear(y, tag),
	dayOfMonth: (d) => formatDayOfMonth(d, tag),
	dateTime: (at, tz) => formatDateTime(at, tag, tz),
})
