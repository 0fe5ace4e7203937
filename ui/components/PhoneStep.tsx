// Login step 2 (spec sections 2, 5): the calling-code picker with search and the phone number (digits
// only, up to 20). The picker is a button that opens a searchable listbox in place of the form; the
// country list arrives lazily (null while loading). Controlled: values in, edits out.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react"
import { useI18n, type ErrorKey } from "../../i18n"
import { Button } from "./Button"

/** One region of the picker: alpha-2 code, localized name, calling code (digits) and flag emoji. */
export interface DialCountry {
  readonly alpha2: string
  readonly name: string
  readonly dial: string
  readonly flag: string
}

/** Keeps only ASCII digits and cuts to 20 (spec section 5). */
export const sanitizePhoneInput = (raw: string): string => raw.replace(/[^0-9]/g, "").slice(0, 20)

const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase()

/** Countries matching `query` by name, alpha-2 code or calling code ("+90", "90", "tur", "TR"). */
export const filterCountries = (list: ReadonlyArray<DialCountry>, query: string): DialCountry[] => {
  const q = fold(query.trim())
  if (q === "") return [...list]
  const digits = q.replace(/^\+/, "")
  return list.filter((c) => fold(c.name).includes(q) || c.alpha2.toLowerCase() === q || (/^\d+$/.test(digits) && c.dial.startsWith(digits)))
}

/** Props of {@link PhoneStep}. */
export interface PhoneStepProps {
  /** The chosen region (alpha-2) and its calling code. */
  country: { alpha2: string; dial: string; flag: string }
  onCountryChange: (c: DialCountry) => void
  /** The region list, or null while it loads. */
  countries: ReadonlyArray<DialCountry> | null
  /** Called when the picker opens (the container starts loading the list). */
  onPickerOpen?: () => void
  value: string
  onChange: (digits: string) => void
  onSubmit: () => void
  busy: boolean
  phoneError: ErrorKey | null
}

/** Step 2: country code and phone number. */
export function PhoneStep({ country, onCountryChange, countries, onPickerOpen, value, onChange, onSubmit, busy, phoneError }: PhoneStepProps) {
  const { LL } = useI18n()
  const id = useId()
  const [picking, setPicking] = useState(false)
  const [query, setQuery] = useState("")
  const searchRef = useRef<HTMLInputElement>(null)
  const pickerRef = useRef<HTMLButtonElement>(null)
  const matches = useMemo(() => (countries ? filterCountries(countries, query) : []), [countries, query])
  useEffect(() => {
    if (picking) searchRef.current?.focus()
  }, [picking])

  const close = (c?: DialCountry) => {
    if (c) onCountryChange(c)
    setPicking(false)
    setQuery("")
    queueMicrotask(() => pickerRef.current?.focus())
  }
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault()
      if (matches[0]) close(matches[0])
    } else if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      close()
    }
  }

  if (picking) {
    return (
      <div className="login-step phone-picker">
        <label htmlFor={`${id}-search`} className="field-label">{LL.login.phone.chooseCountry()}</label>
        <input
          id={`${id}-search`}
          ref={searchRef}
          type="search"
          className="phone-search"
          placeholder={LL.login.phone.search()}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          aria-controls={`${id}-list`}
          autoComplete="off"
        />
        {countries === null ? (
          <p className="field-hint" role="status">{LL.login.phone.loadingCountries()}</p>
        ) : matches.length === 0 ? (
          <p className="field-hint" role="status">{LL.login.phone.noCountries()}</p>
        ) : (
          <ul id={`${id}-list`} className="phone-country-list" role="listbox" aria-label={LL.login.phone.country()}>
            {matches.map((c) => (
              <li key={c.alpha2} role="option" aria-selected={c.alpha2 === country.alpha2}>
                <button type="button" className="phone-country" onClick={() => close(c)}>
                  <span className="phone-flag" aria-hidden="true">{c.flag}</span>
                  <span className="phone-country-name">{c.name}</span>
                  <span className="phone-dial">+{c.dial}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    )
  }

  return (
    <form className="login-step" noValidate onSubmit={(e: FormEvent) => { e.preventDefault(); if (!busy) onSubmit() }}>
      <div className="field">
        <span className="field-label" id={`${id}-label`}>{LL.login.phone.number()}</span>
        <div className="phone-row">
          <button
            ref={pickerRef}
            type="button"
            className="phone-code-button"
            aria-label={`${LL.login.phone.country()}: +${country.dial}`}
            aria-haspopup="listbox"
            onClick={() => {
              onPickerOpen?.()
              setPicking(true)
            }}
          >
            <span aria-hidden="true">{country.flag}</span> +{country.dial} <span aria-hidden="true">▾</span>
          </button>
          <input
            id={id}
            type="tel"
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={LL.login.phone.numberPlaceholder()}
            aria-labelledby={`${id}-label`}
            value={value}
            onChange={(e) => onChange(sanitizePhoneInput(e.target.value))}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-err` : undefined}
          />
        </div>
        {phoneError ? <p id={`${id}-err`} className="field-error" role="alert">{LL.errors[phoneError]()}</p> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={busy} disabled={value.length === 0}>{LL.login.phone.submit()}</Button>
    </form>
  )
}
