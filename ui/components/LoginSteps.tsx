// The login popup's step bodies (spec section 2, steps 1 (Google, Facebook, phone, e-mail), 5, 6, 7; the code and password steps also
// serve the phone steps 4 and 3; step 2 is PhoneStep.tsx). Each is controlled: values come
// in as props and edits go out through onChange; every step submits through a form (Enter works).
// Inline errors are catalog keys of `LL.errors`, rendered under the field and linked by aria.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react"
import { useI18n, type ErrorKey } from "../../i18n"
import { Button } from "./Button"
import { EyeIcon, EyeOffIcon, FacebookIcon, GoogleIcon, MailIcon, PhoneIcon } from "./partIcons"
import { withLtrLiteral } from "./LtrLiteral"
import { PASSWORD_SYMBOLS } from "../../domain/constants"
import { UsersCounter } from "./UsersCounter"

/** Length of the verification code (spec section 9). */
export const CODE_LENGTH = 6

/** Keeps only ASCII digits and cuts to the code length. */
export const sanitizeCode = (raw: string): string => raw.replace(/[^0-9]/g, "").slice(0, CODE_LENGTH)

const submitting = (fn: () => void) => (e: FormEvent) => {
  e.preventDefault()
  fn()
}

/** Step 1 props: the ways to sign in and the users counter. */
export interface ChooseStepProps {
  /** Users online (the container makes it rise); shown animated with locale grouping. */
  usersCount: number
  onChooseGoogle: () => void
  onChooseFacebook: () => void
  onChoosePhone: () => void
  onChooseEmail: () => void
  /** False disables the Google button with a "coming soon" hint (default true). */
  googleEnabled?: boolean
  /** False disables the Facebook button with a "coming soon" hint (default true). */
  facebookEnabled?: boolean
  /** False disables the phone button with a "coming soon" hint (default true). */
  phoneEnabled?: boolean
  /** The provider whose sign-in window is open: its button shows busy, the other ways wait. */
  busyProvider?: "google" | "facebook" | null
}

/** Step 1: choose Google, Facebook, phone or e-mail. */
export function ChooseStep({
  usersCount, onChooseGoogle, onChooseFacebook, onChoosePhone, onChooseEmail,
  googleEnabled = true, facebookEnabled = true, phoneEnabled = true, busyProvider = null,
}: ChooseStepProps) {
  const { LL } = useI18n()
  const soonId = useId()
  const waiting = busyProvider !== null
  const soon = (enabled: boolean) => (enabled ? undefined : soonId)
  return (
    <div className="login-step login-choose">
      <UsersCounter value={usersCount} />
      <div className="login-ways">
        <Button size="lg" block className="btn-google" icon={<GoogleIcon />} onClick={onChooseGoogle}
          busy={busyProvider === "google"} disabled={!googleEnabled || (waiting && busyProvider !== "google")} aria-describedby={soon(googleEnabled)}>
          {LL.member.login.choose.google()}
        </Button>
        <Button size="lg" block className="btn-facebook" icon={<FacebookIcon />} onClick={onChooseFacebook}
          busy={busyProvider === "facebook"} disabled={!facebookEnabled || (waiting && busyProvider !== "facebook")} aria-describedby={soon(facebookEnabled)}>
          {LL.member.login.choose.facebook()}
        </Button>
        <Button size="lg" block icon={<PhoneIcon />} onClick={onChoosePhone} disabled={!phoneEnabled || waiting} aria-describedby={soon(phoneEnabled)}>
          {LL.member.login.choose.phone()}
        </Button>
        <Button variant="primary" size="lg" block icon={<MailIcon />} onClick={onChooseEmail} disabled={waiting}>
          {LL.member.login.choose.email()}
        </Button>
        <p className="field-hint login-waiting" role="status">
          {busyProvider === "google" ? LL.member.login.choose.waitingGoogle() : busyProvider === "facebook" ? LL.member.login.choose.waitingFacebook() : ""}
        </p>
      </div>
      {!googleEnabled || !facebookEnabled || !phoneEnabled ? <p id={soonId} className="field-hint login-soon">{LL.common.comingSoon()}</p> : null}
    </div>
  )
}

/** Step 5 props: the e-mail field. */
export interface EmailStepProps {
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  /** A check is in flight: the Continue button shows busy and ignores clicks. */
  busy: boolean
  /** Inline validation message under the field (e.g. "emailFormat"); null = none. */
  emailError: ErrorKey | null
}

/** Step 5: enter the e-mail address. */
export function EmailStep({ value, onChange, onSubmit, busy, emailError }: EmailStepProps) {
  const { LL } = useI18n()
  const id = useId()
  return (
    <form className="login-step" noValidate onSubmit={submitting(() => !busy && onSubmit())}>
      <div className="field">
        <label htmlFor={id} className="field-label">{LL.member.login.email.label()}</label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="off"
          placeholder={LL.member.login.email.placeholder()}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id}-err` : undefined}
        />
        {emailError ? <p id={`${id}-err`} className="field-error" role="alert">{LL.errors[emailError]()}</p> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={busy}>{LL.member.login.email.submit()}</Button>
    </form>
  )
}

/** Step 6 props: the e-mail verification code. */
export interface CodeStepProps {
  /** Where the code was sent (shown as text). */
  email: string
  value: string
  /** Receives the value with non-digits removed, at most 6 digits. */
  onChange: (value: string) => void
  /** Verify (button or Enter). */
  onSubmit: () => void
  busy: boolean
  codeError: ErrorKey | null
  /** Seconds until resend is allowed; 0 enables the Resend button. */
  resendInSeconds: number
  onResend: () => void
  /** Password-reset flow: changes the title. */
  reset: boolean
  /** Replaces the "sent to {email}" line (the phone step says where the SMS went). */
  sentText?: ReactNode
  /** Changing it clears nothing by itself but moves focus back into the field (spec section 8: 25502). */
  refocusKey?: number
}

/** Step 6: type the 6-digit code sent by e-mail. */
export function CodeStep({ email, value, onChange, onSubmit, busy, codeError, resendInSeconds, onResend, sentText, refocusKey }: CodeStepProps) {
  const { LL } = useI18n()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const waiting = resendInSeconds > 0
  useEffect(() => {
    if (refocusKey) inputRef.current?.focus()
  }, [refocusKey])
  return (
    <form className="login-step" noValidate onSubmit={submitting(() => !busy && onSubmit())}>
      <p className="login-lead">{sentText ?? withLtrLiteral((slot) => LL.member.login.code.sentTo({ email: slot }), email)}</p>
      <div className="field">
        <label htmlFor={id} className="field-label">{LL.member.login.code.label()}</label>
        <input
          id={id}
          ref={inputRef}
          type="text"
          name="code"
          className="login-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          value={value}
          onChange={(e) => onChange(sanitizeCode(e.target.value))}
          aria-invalid={codeError ? true : undefined}
          aria-describedby={codeError ? `${id}-err` : undefined}
        />
        {codeError ? <p id={`${id}-err`} className="field-error" role="alert">{LL.errors[codeError]()}</p> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={busy} disabled={value.length !== CODE_LENGTH}>
        {LL.member.login.code.verify()}
      </Button>
      <Button variant="ghost" block disabled={waiting} onClick={onResend}>
        {waiting ? LL.member.login.code.resendIn({ seconds: resendInSeconds }) : LL.member.login.code.resend()}
      </Button>
    </form>
  )
}

/** How the password will be used: sign in, first password, or reset. */
export type PasswordMode = "login" | "create" | "reset"

/** Step 7 props: the e-mail password. */
export interface PasswordStepProps {
  mode: PasswordMode
  value: string
  onChange: (value: string) => void
  onSubmit: () => void
  /** Enables the submit button (the container applies the rule: length > 5). */
  canSubmit: boolean
  busy: boolean
  passwordError: ErrorKey | null
  /** Shown as a link-button in login mode. */
  onForgotPassword?: () => void
  /** The account e-mail, given to password managers as the username. */
  email?: string
  /** Replaces the e-mail rule hint (the phone password is 8 to 30). */
  ruleText?: ReactNode
  /** Shown as a "skip" link-button when given (phone password optional by config). */
  onSkip?: () => void
}

/** Step 7: enter (or create) the password, with a show/hide toggle. */
export function PasswordStep({ mode, value, onChange, onSubmit, canSubmit, busy, passwordError, onForgotPassword, email, ruleText, onSkip }: PasswordStepProps) {
  const { LL } = useI18n()
  const id = useId()
  const [revealed, setRevealed] = useState(false)
  const describedBy = [`${id}-rule`, passwordError ? `${id}-err` : ""].filter(Boolean).join(" ")
  const submitLabel =
    mode === "login" ? LL.member.login.password.submitLogin() : mode === "create" ? LL.member.login.password.submitCreate() : LL.member.login.password.submitReset()
  return (
    <form className="login-step" noValidate onSubmit={submitting(() => canSubmit && !busy && onSubmit())}>
      {email !== undefined ? <input type="email" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <div className="field">
        <label htmlFor={id} className="field-label">{LL.member.login.password.label()}</label>
        <div className="login-password-row">
          <input
            id={id}
            type={revealed ? "text" : "password"}
            name="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            spellCheck={false}
            autoCapitalize="off"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy}
          />
          <button
            type="button"
            className="login-reveal"
            aria-label={LL.member.login.password.show()}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        <p id={`${id}-rule`} className="field-hint">{ruleText ?? withLtrLiteral((slot) => LL.member.login.password.rule({ symbols: slot }), PASSWORD_SYMBOLS, { nowrap: true })}</p>
        {passwordError ? <p id={`${id}-err`} className="field-error" role="alert">{LL.errors[passwordError]()}</p> : null}
      </div>
      <Button type="submit" variant="primary" size="lg" block busy={busy} disabled={!canSubmit}>{submitLabel}</Button>
      {mode === "login" && onForgotPassword ? (
        <button type="button" className="link-button" onClick={onForgotPassword}>{LL.member.login.password.forgot()}</button>
      ) : null}
      {onSkip ? <button type="button" className="link-button" onClick={onSkip}>{LL.member.login.password.skip()}</button> : null}
    </form>
  )
}
