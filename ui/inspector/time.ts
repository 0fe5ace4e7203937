// Clock times of events (HH:MM:SS.mmm) in UTC or in the trace's time zone, and full date-times for the
// header. An unknown time zone name falls back to UTC instead of throwing.

const pad = (n: number, w = 2): string => String(n).padStart(w, "0")

const known = new Map<string, boolean>()

/** True when `Intl` knows the time zone name (memoised). */
export const isTimeZone = (tz: string): boolean => {
  let ok = known.get(tz)
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz })
      ok = true
    } catch {
      ok = false
    }
    known.set(tz, ok)
  }
  return ok
}

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterFor = (tz: string): Intl.DateTimeFormat => {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone: tz, hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
    formatters.set(tz, f)
  }
  return f
}

/** HH:MM:SS.mmm of epoch ms `at` in `tz` ("UTC" or an IANA name; unknown names mean UTC). */
export const clockTime = (at: number, tz: string): string => {
  if (!Number.isFinite(at)) return "--:--:--.---"
  const d = new Date(at)
  const ms = pad(((at % 1000) + 1000) % 1000, 3)
  if (tz === "UTC" || !isTimeZone(tz)) return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${ms}`
  const parts = formatterFor(tz).formatToParts(d)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00"
  return `${get("hour")}:${get("minute")}:${get("second")}.${ms}`
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>()

/** A full date and time of epoch ms `at` for the header facts, in BCP 47 `locale` and `tz`. */
export const dateTime = (at: number, tz: string, locale: string): string => {
  if (!Number.isFinite(at) || at <= 0) return "—"
  const zone = isTimeZone(tz) ? tz : "UTC"
  const key = `${locale}|${zone}`
  let f = dateFormatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: zone, dateStyle: "medium", timeStyle: "long" })
    dateFormatters.set(key, f)
  }
  return f.format(new Date(at))
}
