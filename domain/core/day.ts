// Local calendar days for the "today" and "a day" rules of a§4 (matched at least once today; the install
// banner at most 2 a day). Times are epoch ms; utcOffsetMin is local minus UTC in minutes (AppStarted).
import { DAY_MS } from "../constants"

/** The local day number of `at` (days since 1970-01-01 in local time). */
export const localDay = (at: number, utcOffsetMin: number): number => Math.floor((at + utcOffsetMin * 60_000) / DAY_MS)

/** Ms from `at` to the next local midnight (always > 0). */
export const msToNextDay = (at: number, utcOffsetMin: number): number =>
  (localDay(at, utcOffsetMin) + 1) * DAY_MS - utcOffsetMin * 60_000 - at
