// SupplyInfoPopup: completes a new registration (spec sections 2, 4, 5) — nickname with a live n/30
// counter, birthday as three selects (year, month named by Intl in the active locale, day fitted to
// the month), gender radios, an inline error slot and a busy Submit; a close button (and Escape) when it
// may be left. Fully controlled.
import { useId, useRef, type FormEvent } from "react"
import { useI18n, type ErrorKey } from "../../i18n"
import { BirthdayFields } from "./BirthdayFields"
import { Button, IconButton } from "./Button"
import { CloseIcon } from "./icons"
import { Modal } from "./Modal"
import { useFocusInvalid } from "./useFocusInvalid"
import "./SupplyInfoPopup.css"

/** Maximum nickname length (spec section 9). */
export const NICKNAME_MAX = 30

/** Gender codes as sent to the server by default (a§3: 2 female, 1 male; the service's dictionary may swap them). */
export const GENDER: { readonly female: GenderCode; readonly male: GenderCode } = { female: 2, male: 1 }
/** A gender code. */
export type GenderCode = 1 | 2

/** The form's values; null = not chosen yet. Month is 1-12. */
export interface SupplyInfoValue {
  nickname: string
  year: number | null
  month: number | null
  day: number | null
  gender: GenderCode | null
}

/** Inline errors this form can show (keys of `LL.errors`). */
export type SupplyErrorKey = Extract<
  ErrorKey,
  "nicknameRequired" | "nicknameSensitive" | "ageTooYoung" | "genderRequired" | "birthdayRequired" | "updateFailed"
>

/** Props of {@link SupplyInfoPopup}. */
export interface SupplyInfoPopupProps {
  value: SupplyInfoValue
  /** Receives only the changed fields (a month/year change also sends a clamped day). */
  onChange: (patch: Partial<SupplyInfoValue>) => void
  /** Latest birth year offered (current year - 18). */
  maxYear: number
  /** Earliest birth year offered (1930). */
  minYear: number
  errorKey: SupplyErrorKey | null
  busy: boolean
  onSubmit: () => void
  /** Optional close: Escape and a close button (neither when omitted). */
  onClose?: () => void
  /** Which code each gender radio sends (default {@link GENDER}; the service's dictionary may swap them). */
  genders?: { readonly female: GenderCode; readonly male: GenderCode }
}

export { daysInMonth, monthNames } from "./BirthdayFields"

/**
 * Cuts text to `max` characters (code points, as the a§5 rule, the domain and the gateway count them;
 * a surrogate pair is one character and never split).
 */
export const clampText = (text: string, max: number): string => {
  if (text.length <= max) return text
  const chars = Array.from(text)
  return chars.length <= max ? text : chars.slice(0, max).join("")
}

/** Length of `text` in characters (code points): what the n/30 counter shows. */
export const charLength = (text: string): number => Array.from(text).length


/** The supplementary-info (new profile) popup. */
export function SupplyInfoPopup({ value, onChange, maxYear, minYear, errorKey, busy, onSubmit, onClose, genders = GENDER }: SupplyInfoPopupProps) {
  const { LL } = useI18n()
  const id = useId()
  const titleId = `${id}-title`
  const nickErr = errorKey === "nicknameRequired" || errorKey === "nicknameSensitive"
  const birthErr = errorKey === "ageTooYoung" || errorKey === "birthdayRequired"
  const genderErr = errorKey === "genderRequired"
  const errId = `${id}-err`
  const error = errorKey ? <p id={errId} className="field-error" role="alert">{LL.errors[errorKey]()}</p> : null
  const formRef = useRef<HTMLFormElement>(null)
  useFocusInvalid(formRef, errorKey)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!busy) onSubmit()
  }

  return (
    <Modal labelledBy={titleId} describedBy={`${id}-intro`} onEscape={onClose} layout="sheet" className="supply-popup">
      <div className="supply-header">
        <h2 id={titleId} className="supply-title">{LL.member.supply.title()}</h2>
        {onClose ? <IconButton label={LL.common.close()} icon={<CloseIcon />} onClick={onClose} data-dialog-chrome /> : null}
      </div>
      <p id={`${id}-intro`} className="supply-intro">{LL.member.supply.intro()}</p>
      <form ref={formRef} className="supply-form" noValidate onSubmit={submit}>
        <div className="field">
          <div className="supply-label-row">
            <label htmlFor={`${id}-nick`} className="field-label">{LL.member.supply.nickname()}</label>
            <span className="supply-counter" aria-hidden="true">
              {LL.member.supply.nicknameCounter({ count: charLength(value.nickname), max: NICKNAME_MAX })}
            </span>
          </div>
          <input
            id={`${id}-nick`}
            type="text"
            name="nickname"
            autoComplete="nickname"
            required
            value={value.nickname}
            onChange={(e) => onChange({ nickname: clampText(e.target.value, NICKNAME_MAX) })}
            aria-invalid={nickErr || undefined}
            aria-describedby={`${id}-count${nickErr ? ` ${errId}` : ""}`}
          />
          <span id={`${id}-count`} className="visually-hidden">
            {LL.member.supply.nicknameCounterLabel({ count: charLength(value.nickname), max: NICKNAME_MAX })}
          </span>
          {nickErr ? error : null}
        </div>

        <BirthdayFields
          id={id}
          legend={LL.member.supply.birthday()}
          year={value.year}
          month={value.month}
          day={value.day}
          onChange={onChange}
          maxYear={maxYear}
          minYear={minYear}
          invalid={birthErr}
          describedBy={birthErr ? errId : undefined}
        >
          {birthErr ? error : null}
        </BirthdayFields>

        <fieldset className="field" aria-describedby={genderErr ? errId : undefined}>
          <legend className="field-label">{LL.member.supply.gender()}</legend>
          <div className="supply-gender">
            {(["female", "male"] as const).map((g) => (
              <label key={g} className="supply-radio">
                <input type="radio" name={`${id}-gender`} value={genders[g]} checked={value.gender === genders[g]} required
                  aria-invalid={genderErr || undefined}
                  onChange={() => onChange({ gender: genders[g] })} />
                <span>{LL.member.supply[g]()}</span>
              </label>
            ))}
          </div>
          {genderErr ? error : null}
        </fieldset>

        {errorKey === "updateFailed" ? error : null}
        <div className="modal-actions">
          <Button type="submit" variant="primary" size="lg" block busy={busy}>{LL.member.supply.submit()}</Button>
        </div>
      </form>
    </Modal>
  )
}
