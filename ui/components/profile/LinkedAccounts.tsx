// LinkedAccounts: the linked e-mail and phone of the account (a§5) — each shown with "Change" (an inline
// form) or, inside the 7-day lock, the date from which it can change; the lock rule as text; the
// outcome of the last change (done, or why it was refused: format, linked to another account, locked).
// Focus follows the form: its first field when it opens, back on the row when it closes.
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useI18n, type ErrorKey } from "../../../i18n"
import { Button } from "../Button"
import "./ProfileEdit.css"

/** One linked identity: its shown value ("" = not linked) and the date text it unlocks on (null = free). */
export interface LinkedItem {
  readonly value: string
  readonly lockedUntil: string | null
}

/** Props of {@link LinkedAccounts}. */
export interface LinkedAccountsProps {
  email: LinkedItem
  phone: LinkedItem
  /** The field whose change is being sent, or null. */
  busy: "email" | "phone" | null
  /** Why the last change of a field failed (catalog error key). */
  problem: { readonly field: "email" | "phone"; readonly key: ErrorKey } | null
  /** The field changed last, for the confirmation line. */
  done: "email" | "phone" | null
  onChangeEmail: (email: string) => void
  onChangePhone: (countryCode: string, mobileNo: string) => void
}

/** The linked e-mail and phone section. */
export function LinkedAccounts({ email, phone, busy, problem, done, onChangeEmail, onChangePhone }: LinkedAccountsProps) {
  const { LL } = useI18n()
  const id = useId()
  const [editing, setEditing] = useState<"email" | "phone" | null>(null)
  const [newEmail, setNewEmail] = useState("")
  const [cc, setCc] = useState("")
  const [no, setNo] = useState("")
  // A refusal the member cancelled out of is not shown again (a new refusal is a new object).
  const [dismissed, setDismissed] = useState<LinkedAccountsProps["problem"]>(null)
  const shown = problem !== dismissed ? problem : null
  // Where the focus goes once the form closes (its buttons go with it): back on the row's Change / Link
  // button after Cancel; on the row itself after a change, which now shows the new value and its lock.
  const [closed, setClosed] = useState<{ field: "email" | "phone"; to: "button" | "row" } | null>(null)
  const rows = useRef<Record<"email" | "phone", HTMLElement | null>>({ email: null, phone: null })
  const close = (field: "email" | "phone", to: "button" | "row") => {
    setEditing(null)
    setClosed({ field, to })
  }
  useEffect(() => {
    if (done !== null && editing === done) close(done, "row")
  }, [done])
  useEffect(() => {
    if (editing !== null) document.getElementById(editing === "email" ? `${id}-email` : `${id}-cc`)?.focus()
  }, [editing, id])
  useEffect(() => {
    if (closed === null) return
    const row = rows.current[closed.field]
    ;((closed.to === "button" ? row?.querySelector<HTMLElement>("button") : null) ?? row)?.focus()
    setClosed(null)
  }, [closed])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (editing === "email") onChangeEmail(newEmail)
    else if (editing === "phone") onChangePhone(cc.replace(/\D/g, ""), no.replace(/\D/g, ""))
  }
  const row = (field: "email" | "phone", item: LinkedItem) => {
    const label = field === "email" ? LL.member.profile.email() : LL.member.profile.phone()
    const action = field === "email" ? (item.value ? LL.member.profile.changeEmail() : LL.member.profile.linkEmail()) : item.value ? LL.member.profile.changePhone() : LL.member.profile.linkPhone()
    return (
      <div className="profile-link-row">
        <dt>{label}</dt>
        <dd ref={(el) => { rows.current[field] = el }} tabIndex={-1}>
          <span className="profile-link-value">{item.value || LL.member.profile.notLinked()}</span>
          {item.lockedUntil ? (
            <span className="field-hint">{LL.member.profile.lockedUntil({ date: item.lockedUntil })}</span>
          ) : editing !== field ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(field)}>{action}</Button>
          ) : null}
          {shown?.field === field ? <span className="field-error" role="alert">{LL.errors[shown.key]()}</span> : null}
          {done === field && shown?.field !== field ? (
            <span className="profile-saved" role="status">{field === "email" ? LL.member.profile.emailChanged() : LL.member.profile.phoneChanged()}</span>
          ) : null}
        </dd>
      </div>
    )
  }
  return (
    <section className="profile-links" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="profile-section-title">{LL.member.profile.linked()}</h2>
      <p className="field-hint">{LL.member.profile.lockRule()}</p>
      <dl className="profile-link-list">
        {row("email", email)}
        {row("phone", phone)}
      </dl>
      {editing ? (
        <form className="profile-link-form" noValidate onSubmit={submit}>
          {editing === "email" ? (
            <div className="field">
              <label htmlFor={`${id}-email`} className="field-label">{LL.member.profile.newEmail()}</label>
              <input id={`${id}-email`} type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
            </div>
          ) : (
            <div className="profile-phone-fields">
              <div className="field">
                <label htmlFor={`${id}-cc`} className="field-label">{LL.member.profile.callingCode()}</label>
                <input id={`${id}-cc`} type="tel" inputMode="numeric" maxLength={4} autoComplete="tel-country-code" value={cc} onChange={(e) => setCc(e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-no`} className="field-label">{LL.member.profile.phoneNumber()}</label>
                <input id={`${id}-no`} type="tel" inputMode="numeric" maxLength={20} autoComplete="tel-national" value={no} onChange={(e) => setNo(e.target.value)} />
              </div>
            </div>
          )}
          <div className="profile-link-actions">
            <Button variant="ghost" onClick={() => {
              setDismissed(problem)
              close(editing, "button")
            }}>{LL.common.cancel()}</Button>
            <Button type="submit" variant="primary" busy={busy === editing}>{LL.member.profile.saveLink()}</Button>
          </div>
        </form>
      ) : null}
    </section>
  )
}
