// ProfileForm: the "about you" part of the edit-profile page (a§5) — nickname with a live n/30 counter,
// birthday (changeable once: disabled with a note after the change), gender (fixed once chosen), up to
// 3 languages and 5 interests from the server lists, the error or "saved" line, and Save.
import { useId, useRef, type FormEvent } from "react"
import { useI18n, type ErrorKey } from "../../../i18n"
import { BirthdayFields, type BirthdayValue } from "../BirthdayFields"
import { Button } from "../Button"
import { charLength, clampText, GENDER, type GenderCode, NICKNAME_MAX } from "../SupplyInfoPopup"
import { ChoiceGroup, type Choice } from "./ChoiceGroup"
import { useFocusInvalid } from "../useFocusInvalid"
import "./ProfileEdit.css"

/** The form's values; list ids of the server lists. */
export interface ProfileFormValue extends BirthdayValue {
  nickname: string
  gender: number | null
  languages: number[]
  interests: number[]
}

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  value: ProfileFormValue
  onChange: (patch: Partial<ProfileFormValue>) => void
  maxYear: number
  minYear: number
  /** a§5: the one birthday change is used. */
  birthdayLocked: boolean
  /** a§5: gender was chosen and cannot change. */
  genderFixed: boolean
  /** Which code each gender radio sends (default: 2 female, 1 male; the service's dictionary may swap them). */
  genders?: { readonly female: GenderCode; readonly male: GenderCode }
  languages: ReadonlyArray<Choice> | null
  interests: ReadonlyArray<Choice> | null
  maxLanguages: number
  maxInterests: number
  listsFailed: boolean
  /** The error to show (catalog key). */
  errorKey: ErrorKey | null
  saved: boolean
  busy: boolean
  /** Something differs from what is stored. */
  dirty: boolean
  onSubmit: () => void
}

const NICK_ERRORS: ReadonlyArray<ErrorKey> = ["nicknameRequired", "nicknameTooLong", "nicknameSensitive"]
const BIRTH_ERRORS: ReadonlyArray<ErrorKey> = ["birthdayRequired", "ageTooYoung", "birthdayOnce"]

/** The about-you form. */
export function ProfileForm(p: ProfileFormProps) {
  const { LL } = useI18n()
  const id = useId()
  const genders = p.genders ?? GENDER
  const errId = `${id}-err`
  const nickErr = p.errorKey !== null && NICK_ERRORS.includes(p.errorKey)
  const birthErr = p.errorKey !== null && BIRTH_ERRORS.includes(p.errorKey)
  const error = p.errorKey ? <p id={errId} className="field-error" role="alert">{LL.errors[p.errorKey]()}</p> : null
  const formRef = useRef<HTMLFormElement>(null)
  useFocusInvalid(formRef, p.errorKey)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!p.busy && p.dirty) p.onSubmit()
  }
  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="profile-section-title">{LL.member.profile.about()}</h2>
      <div className="field">
        <div className="supply-label-row">
          <label htmlFor={`${id}-nick`} className="field-label">{LL.member.profile.nickname()}</label>
          <span className="supply-counter" aria-hidden="true">{LL.member.supply.nicknameCounter({ count: charLength(p.value.nickname), max: NICKNAME_MAX })}</span>
        </div>
        <input id={`${id}-nick`} type="text" autoComplete="nickname" required value={p.value.nickname}
          onChange={(e) => p.onChange({ nickname: clampText(e.target.value, NICKNAME_MAX) })}
          aria-invalid={nickErr || undefined} aria-describedby={`${id}-count${nickErr ? ` ${errId}` : ""}`} />
        <span id={`${id}-count`} className="visually-hidden">{LL.member.supply.nicknameCounterLabel({ count: charLength(p.value.nickname), max: NICKNAME_MAX })}</span>
        {nickErr ? error : null}
      </div>

      <BirthdayFields id={`${id}-birth`} legend={LL.member.profile.birthday()} year={p.value.year} month={p.value.month} day={p.value.day}
        onChange={p.onChange} maxYear={p.maxYear} minYear={p.minYear} invalid={birthErr} disabled={p.birthdayLocked}
        describedBy={`${id}-birth-hint${birthErr ? ` ${errId}` : ""}`}>
        <p id={`${id}-birth-hint`} className="field-hint">{p.birthdayLocked ? LL.member.profile.birthdayUsed() : LL.member.profile.birthdayOnce()}</p>
        {birthErr ? error : null}
      </BirthdayFields>

      <fieldset className="field" disabled={p.genderFixed} aria-describedby={`${id}-gender-hint`}>
        <legend className="field-label">{LL.member.profile.gender()}</legend>
        <div className="supply-gender">
          {(["female", "male"] as const).map((g) => (
            <label key={g} className="supply-radio">
              <input type="radio" name={`${id}-gender`} value={genders[g]} checked={p.value.gender === genders[g]} onChange={() => p.onChange({ gender: genders[g] })} />
              <span>{LL.member.supply[g]()}</span>
            </label>
          ))}
        </div>
        <p id={`${id}-gender-hint`} className="field-hint">{p.genderFixed ? LL.member.profile.genderFixed() : LL.member.profile.genderChoose()}</p>
        {p.errorKey === "genderRequired" || p.errorKey === "genderFixed" ? error : null}
      </fieldset>

      {p.languages && p.interests ? (
        <>
          <ChoiceGroup legend={LL.member.profile.languages()} options={p.languages} chosen={p.value.languages} max={p.maxLanguages}
            count={LL.member.profile.languagesCount({ count: p.value.languages.length, max: p.maxLanguages })} onChange={(languages) => p.onChange({ languages })} />
          <ChoiceGroup legend={LL.member.profile.interests()} options={p.interests} chosen={p.value.interests} max={p.maxInterests}
            count={LL.member.profile.interestsCount({ count: p.value.interests.length, max: p.maxInterests })} onChange={(interests) => p.onChange({ interests })} />
        </>
      ) : (
        <p className={p.listsFailed ? "field-error" : "field-hint"} role="status">{p.listsFailed ? LL.member.profile.listsFailed() : LL.member.profile.listsLoading()}</p>
      )}

      {error && !nickErr && !birthErr && p.errorKey !== "genderRequired" && p.errorKey !== "genderFixed" ? error : null}
      <p className="profile-saved" role="status">{p.saved && !p.dirty ? LL.member.profile.saved() : ""}</p>
      {/* Unavailable while nothing changed, but never `disabled`: a save makes the form clean, and a disabled
          button would drop the keyboard focus that pressed it to the page's body. */}
      <Button type="submit" variant="primary" size="lg" busy={p.busy} aria-disabled={!p.dirty || p.busy || undefined}>{LL.member.profile.save()}</Button>
    </form>
  )
}
