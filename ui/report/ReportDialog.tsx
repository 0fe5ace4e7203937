// ReportDialog (m§2 report menu, m§4, m§9): the three steps — main category, sub-reason, details (free
// text with a live counter, optional e-mail) — as radio groups and labelled fields, each step with its
// heading; focus moves to each step and back to the opener on close (Modal); Esc and Cancel close;
// full screen on phones (<= 680 px); dark over the video call. Problems show in an alert, text kept.
import { useId, useState, type FormEvent } from "react"
import { REPORT_EMAIL_MAX, REPORT_REASONS, REPORT_TEXT_MAX } from "../../domain/constants"
import { charCount } from "../../domain/report/decide"
import type { ReportPhase, ReportProblem, ReportStep } from "../../domain/report/state"
import { useI18n } from "../../i18n"
import { Button, IconButton } from "../components/Button"
import { CloseIcon } from "../components/icons"
import { Modal } from "../components/Modal"
import "./ReportDialog.css"

/** Props of {@link ReportDialog}: the slice's view of the open report and the intents it dispatches. */
export interface ReportDialogProps {
  step: ReportStep
  category: number | null
  reason: number | null
  /** The sub-reason codes of the chosen category, in order. */
  reasons: ReadonlyArray<number>
  /** What was last submitted (the fields start from it). */
  text: string
  email: string
  phase: ReportPhase
  problem: ReportProblem | null
  /** Over the video call: dark theme and the screenshot note. */
  video: boolean
  onCategory: (category: number) => void
  onReason: (reason: number) => void
  onBack: () => void
  onSend: (text: string, email: string) => void
  onClose: () => void
}

type Labels = Record<string, (() => string) | undefined>

/** The report dialog. */
export function ReportDialog(p: ReportDialogProps) {
  const { LL } = useI18n()
  const id = useId()
  const busy = p.phase !== "editing"
  const [picked, setPicked] = useState<number | null>(p.step === "reason" ? p.reason : p.category)
  const [text, setText] = useState(p.text)
  const [email, setEmail] = useState(p.email)
  const [lastStep, setLastStep] = useState(p.step)
  if (lastStep !== p.step) {
    // A new step starts from what the slice chose on it before (back keeps the earlier choice).
    setLastStep(p.step)
    setPicked(p.step === "reason" ? p.reason : p.step === "category" ? p.category : null)
  }
  const headingId = `${id}-h`
  const heading = p.step === "category" ? LL.member.report.categoryHeading() : p.step === "reason" ? LL.member.report.reasonHeading() : LL.member.report.detailsHeading()
  const close = () => (busy ? undefined : p.onClose())
  const count = charCount(text)
  const emailCount = charCount(email.trim())
  const problem = p.problem ? (p.problem === "textTooLong" || p.problem === "emailTooLong" ? LL.member.report.problems[p.problem]({ max: p.problem === "textTooLong" ? REPORT_TEXT_MAX : REPORT_EMAIL_MAX }) : LL.member.report.problems[p.problem]()) : null
  const options =
    p.step === "category"
      ? REPORT_REASONS.map((c) => ({ code: c.type, label: (LL.member.report.categories as Labels)[String(c.type)]?.() ?? String(c.type) }))
      : p.reasons.map((code) => ({ code, label: (LL.member.report.reasons as Labels)[String(code)]?.() ?? String(code) }))

  const next = (e: FormEvent) => {
    e.preventDefault()
    if (picked === null) return
    if (p.step === "category") p.onCategory(picked)
    else p.onReason(picked)
  }
  const send = (e: FormEvent) => {
    e.preventDefault()
    p.onSend(text, email)
  }

  return (
    <Modal labelledBy={`${id}-d ${headingId}`} onEscape={close} layout="sheet" dark={p.video} focusKey={p.step} className="report-dialog">
      <div className="report-head">
        <p id={`${id}-d`} className="report-eyebrow">{LL.member.report.dialog()}</p>
        <IconButton label={LL.common.close()} icon={<CloseIcon />} onClick={close} disabled={busy} data-dialog-chrome="" />
      </div>
      <h2 id={headingId} className="report-title">{heading}</h2>
      {p.step !== "details" ? (
        <form className="report-form" onSubmit={next}>
          <div role="radiogroup" aria-labelledby={headingId} className="report-options">
            {options.map((o) => (
              <label key={o.code} className="report-option">
                <input type="radio" name={`${id}-${p.step}`} value={o.code} checked={picked === o.code} onChange={() => setPicked(o.code)} />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
          <div className="report-actions modal-actions">
            {p.step === "reason" ? <Button onClick={p.onBack}>{LL.common.back()}</Button> : <Button onClick={close}>{LL.common.cancel()}</Button>}
            <Button type="submit" variant="primary" disabled={picked === null}>{LL.member.report.next()}</Button>
          </div>
        </form>
      ) : (
        <form className="report-form" onSubmit={send} noValidate>
          <div className="field">
            <label htmlFor={`${id}-text`} className="field-label">{LL.member.report.textLabel()}</label>
            <textarea
              id={`${id}-text`}
              className="field-input report-text user-text"
              rows={4}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-describedby={`${id}-count`}
              aria-invalid={count > REPORT_TEXT_MAX}
              readOnly={busy}
            />
            <p id={`${id}-count`} className={`report-counter${count > REPORT_TEXT_MAX ? " is-over" : ""}`} aria-live="polite">
              {LL.member.report.counter({ count, max: REPORT_TEXT_MAX })}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`} className="field-label">{LL.member.report.emailLabel()}</label>
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-describedby={`${id}-email-hint`}
              aria-invalid={emailCount > REPORT_EMAIL_MAX || p.problem === "emailInvalid"}
              readOnly={busy}
            />
            <p id={`${id}-email-hint`} className="field-hint">{LL.member.report.emailHint()}</p>
          </div>
          <p className="report-note">{LL.member.report.blockNote()}{p.video ? ` ${LL.member.report.screenshotNote()}` : ""}</p>
          {problem ? <p role="alert" className="field-error">{problem}</p> : null}
          <div className="report-actions modal-actions">
            <Button onClick={p.onBack} disabled={busy}>{LL.common.back()}</Button>
            <Button type="submit" variant="primary" busy={busy} disabled={busy}>{busy ? LL.member.report.sending() : LL.member.report.send()}</Button>
          </div>
        </form>
      )}
    </Modal>
  )
}
