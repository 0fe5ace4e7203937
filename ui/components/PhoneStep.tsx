// Login step 2 (spec sections 2, 5): the calling-code picker with search and the phone number (digits
// only, up to 20). The picker is a button that opens a searchable listbox in place of the form (the
// search box drives it: arrows move the active option, Enter picks it, Escape goes back); the country
// list arrives lazily (null while loading). Flags are images (a§3). Controlled: values in, edits out.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react"
import { useI18n, type ErrorKey } from "../../i18n"
import { Button } from "./Button"
import { Flag } from "./flags/Flag"
import { ChevronDownIcon } from "./icons"

/** One region of the picker: alpha-2 code (also picks the flag), localized and English name, calling code (digits). */
export interface DialCountry {
  readonly alpha2: string
  readonly name: string
  /** The English name, searched too (absent: only `name` is searched). */
  readonly englishName?: string
  readonly dial: string
}

/** Zero of the digit sets the interface languages type: Arabic-Indic, Persian/Urdu, Devanagari, Thai. */
const DIGIT_ZEROS = [0x660, 0x6f0, 0x966, 0xe50]
/** Those digits as ASCII digits ("٩٠" -> "90"). */
const asciiDigits = (s: string): string =>
  s.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59]/g, (d) => {
    const cp = d.codePointAt(0)!
    return String(cp - DIGIT_ZEROS.find((z) => cp >= z && cp < z + 10)!)
  })

/** Keeps only digits (typed in any of those scripts, kept as ASCII) and cuts to 20 (spec section 5). */
export const sanitizePhoneInput = (raw: string): string => asciiDigits(raw).replace(/[^0-9]/g, "").slice(0, 20)

const fold = (s: string): string => s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase()


/**
 * Countries matching `query` by name in the active language or in English, alpha-2 code or calling
 * code ("+90", "90", "tur", "Türkiye", "تركيا", "TR"); digits in any script count (٩٠ = 90).
 */
export const filterCountries = (list: ReadonlyArray<DialCountry>, query: string): DialCountry[] => {
  const q = fold(query.trim())
  if (q === "") return [...list]
  const digits = asciiDigits(q).replace(/^\+/, "")
  return list.filter(
    (c) =>
      fold(c.name).includes(q) ||
      (c.englishName !== undefined && fold(c.englishName).includes(q)) ||
      c.alpha2.toLowerCase() === q ||
      (/^\d+$/.test(digits) && c.dial.startsWith(digits)),
  )
}

/** Props of {@link PhoneStep}. */
export interface PhoneStepProps {
  /** The chosen region (alpha-2) and its calling code. */
  country: { alpha2: string; dial: string }
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
  const [active, setActive] = useState(0)
  const searchRef = useRef<HTMLInputElement>(null)
  const pickerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const matches = useMemo(() => (countries ? filterCountries(countries, query) : []), [countries, query])
  useEffect(() => {
    if (picking) searchRef.current?.focus()
  }, [picking])
  useEffect(() => setActive(0), [query])
  const optionId = (i: number) => `${id}-opt-${i}`
  useEffect(() => {
    if (picking) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" })
  })

  const close = (c?: DialCountry) => {
    if (c) onCountryChange(c)
    setPicking(false)
    setQuery("")
    queueMicrotask(() => pickerRef.current?.focus())
  }
  const onSearchKey = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === "Enter") {
      e.preventDefault()
      const pick = matches[active] ?? matches[0]
      if (pick) close(pick)
    } else if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault()
      if (matches.length > 0) setActive((i) => (i + (e.key === "ArrowDown" ? 1 : -1) + matches.length) % matches.length)
    } else if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      close()
    }
  }

  if (picking) {
    const activeId = matches.length > 0 ? optionId(Math.min(active, matches.length - 1)) : undefined
    return (
      <div className="login-step phone-picker">
        <label htmlFor={`${id}-search`} className="field-label">{LL.member.login.phone.chooseCountry()}</label>
        <input
          id={`${id}-search`}
          ref={searchRef}
          type="search"
          className="phone-search"
          placeholder={LL.member.login.phone.search()}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          role="combobox"
          aria-expanded={matches.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
        />
        {countries === null ? (
          <p className="field-hint" role="status">{LL.member.login.phone.loadingCountries()}</p>
        ) : matches.length === 0 ? (
          <p className="field-hint" role="status">{LL.member.login.phone.noCountries()}</p>
        ) : (
          <ul
            ref={listRef}
            id={`${id}-list`}
            className="phone-country-list"
            role="listbox"
            aria-label={LL.member.login.phone.country()}
            tabIndex={0}
            aria-activedescendant={activeId}
            onKeyDown={onSearchKey}
          >
            {matches.map((c, i) => (
              <li
                key={c.alpha2}
                id={optionId(i)}
                role="option"
                aria-selected={c.alpha2 === country.alpha2}
                className={`phone-country${i === active ? " is-active" : ""}`}
                onClick={() => close(c)}
                onMouseMove={() => i !== active && setActive(i)}
              >
                <Flag code={c.alpha2} size={18} />
                <span className="phone-country-name">{c.name}</span>
                <span className="phone-dial" dir="ltr">+{c.dial}</span>
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
        <span className="field-label" id={`${id}-label`}>{LL.member.login.phone.number()}</span>
        {/* A phone number reads left to right in every language: calling code first, then the number. */}
        <div className="phone-row" dir="ltr">
          <button
            ref={pickerRef}
            type="button"
            className="phone-code-button"
            aria-label={`${LL.member.login.phone.country()}: +${country.dial}`}
            aria-haspopup="listbox"
            onClick={() => {
              onPickerOpen?.()
              setPicking(true)
            }}
          >
            <Flag code={country.alpha2} size={18} />
            <span>+{country.dial}</span>
            <ChevronDownIcon size={16} />
          </button>
          <input
            id={id}
            type="tel"
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            placeholder={LL.member.login.phone.numberPlaceholder()}
            aria-labelledby={`${id}-label`}
            value={value}
            onChange={(e) => onChange(sanitizePhoneInput(e.target.value))}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${id}-err` : undefined}
          />
        </div>
        {phoneError ? <p id={`${id}-err`} className="field-error" role="alert">{LL.errors[phoneError]()}</p> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={busy} disabled={value.length === 0}>{LL.member.login.phone.submit()}</Button>
    </form>
  )
}
