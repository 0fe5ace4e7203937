// BirthdayFields: a birthday as three selects (year newest first, month named by Intl in the active
// locale, day fitted to the month) inside a labelled fieldset; shared by the supply-info popup and the
// edit-profile page. Controlled: a year/month change also sends a clamped day.
import { useMemo, type ReactNode } from "react"
import { useFormat, useI18n } from "../../i18n"
import { monthNames } from "../../i18n/format"

/** The three parts; null = not chosen yet. Month is 1-12. */
export interface BirthdayValue {
  year: number | null
  month: number | null
  day: number | null
}

/** Days in a month (month 1-12); an unknown year counts as leap so Feb 29 stays selectable. */
export const daysInMonth = (year: number | null, month: number | null): number =>
  month === null ? 31 : new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate()

/** Localised month names of BCP 47 `tag`, January first (i18n/format). */
export { monthNames } from "../../i18n/format"

const range = (from: number, to: number): number[] =>
  from <= to ? Array.from({ length: to - from + 1 }, (_, i) => from + i) : Array.from({ length: from - to + 1 }, (_, i) => from - i)

const toNum = (v: string): number | null => (v === "" ? null : Number(v))

/** Props of {@link BirthdayFields}. */
export interface BirthdayFieldsProps extends BirthdayValue {
  /** Prefix of the select ids. */
  id: string
  /** Legend text. */
  legend: string
  onChange: (patch: Partial<BirthdayValue>) => void
  /** Latest and earliest birth years offered (current year - 18, 1930). */
  maxYear: number
  minYear: number
  invalid?: boolean
  disabled?: boolean
  /** Ids of hints or errors describing the group. */
  describedBy?: string
  /** Rendered under the selects (hint, error). */
  children?: ReactNode
  className?: string
}

/** The birthday fieldset. */
export function BirthdayFields({ id, legend, year, month, day, onChange, maxYear, minYear, invalid, disabled, describedBy, children, className }: BirthdayFieldsProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const days = daysInMonth(year, month)
  const months = useMemo(() => monthNames(format.tag), [format.tag])
  const setYearMonth = (patch: { year?: number | null; month?: number | null }) => {
    const y = patch.year !== undefined ? patch.year : year
    const m = patch.month !== undefined ? patch.month : month
    const max = daysInMonth(y, m)
    onChange(day !== null && day > max ? { ...patch, day: max } : patch)
  }
  const bad = invalid || undefined
  return (
    <fieldset className={`field ${className ?? ""}`} aria-describedby={describedBy} disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      <div className="supply-birthday">
        <div className="field">
          <label htmlFor={`${id}-year`} className="field-hint">{LL.member.supply.year()}</label>
          <select id={`${id}-year`} value={year ?? ""} aria-invalid={bad} onChange={(e) => setYearMonth({ year: toNum(e.target.value) })}>
            {year === null ? <option value="">{LL.member.supply.choose()}</option> : null}
            {range(maxYear, minYear).map((y) => <option key={y} value={y}>{format.year(y)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-month`} className="field-hint">{LL.member.supply.month()}</label>
          <select id={`${id}-month`} value={month ?? ""} aria-invalid={bad} onChange={(e) => setYearMonth({ month: toNum(e.target.value) })}>
            {month === null ? <option value="">{LL.member.supply.choose()}</option> : null}
            {months.map((name, i) => <option key={i + 1} value={i + 1}>{name}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-day`} className="field-hint">{LL.member.supply.day()}</label>
          <select id={`${id}-day`} value={day ?? ""} aria-invalid={bad} onChange={(e) => onChange({ day: toNum(e.target.value) })}>
            {day === null ? <option value="">{LL.member.supply.choose()}</option> : null}
            {range(1, days).map((d) => <option key={d} value={d}>{format.dayOfMonth(d)}</option>)}
          </select>
        </div>
      </div>
      {children}
    </fieldset>
  )
}
