// LoginPopup: the sign-in dialog — a centred card (full screen on phones) with a back arrow, a close
// button and one step at a time (0 loading, 1 choose, 5 e-mail, 6 code, 7 password). Focus moves to
// the new step's first field on every step change; Escape closes.
import { useId, type ReactNode } from "react"
import { useI18n } from "../../i18n"
import { IconButton } from "./Button"
import { BackIcon, CloseIcon } from "./icons"
import { ChooseStep, CodeStep, EmailStep, PasswordStep, type ChooseStepProps, type CodeStepProps, type EmailStepProps, type PasswordStepProps } from "./LoginSteps"
import { Modal } from "./Modal"
import { Spinner } from "./Spinner"
import "./LoginPopup.css"

/** Login steps built so far (spec section 2); phone steps 2-4 come later. */
export type LoginStep = 0 | 1 | 5 | 6 | 7

/** Props of {@link LoginPopup}: the step, navigation callbacks, and the props of the shown step. */
export interface LoginPopupProps {
  step: LoginStep
  /** Close (X, Escape); the container goes back one history entry. */
  onClose: () => void
  /** Back arrow; omit to hide it (e.g. on steps 0 and 1). */
  onBack?: () => void
  /** Required on step 1. */
  choose?: ChooseStepProps
  /** Required on step 5. */
  email?: EmailStepProps
  /** Required on step 6. */
  code?: CodeStepProps
  /** Required on step 7. */
  password?: PasswordStepProps
}

/** The sign-in popup. */
export function LoginPopup({ step, onClose, onBack, choose, email, code, password }: LoginPopupProps) {
  const { LL } = useI18n()
  const titleId = useId()

  let title: string
  let body: ReactNode
  if (step === 1 && choose) {
    title = LL.login.choose.title()
    body = <ChooseStep {...choose} />
  } else if (step === 5 && email) {
    title = LL.login.email.title()
    body = <EmailStep {...email} />
  } else if (step === 6 && code) {
    title = code.reset ? LL.login.code.resetTitle() : LL.login.code.title()
    body = <CodeStep {...code} />
  } else if (step === 7 && password) {
    title =
      password.mode === "login"
        ? LL.login.password.titleLogin()
        : password.mode === "create"
          ? LL.login.password.titleCreate()
          : LL.login.password.titleReset()
    body = <PasswordStep {...password} />
  } else {
    title = LL.login.dialogLabel()
    body = (
      <div className="login-loading">
        <Spinner label={LL.login.loading()} size={40} />
      </div>
    )
  }

  return (
    <Modal labelledBy={titleId} onEscape={onClose} focusKey={step} layout="sheet" className="login-popup">
      <div className="login-header">
        {onBack ? (
          <IconButton label={LL.common.back()} icon={<BackIcon />} onClick={onBack} data-dialog-chrome />
        ) : (
          <span className="login-header-spacer" aria-hidden="true" />
        )}
        <h2 id={titleId} className="login-title">{title}</h2>
        <IconButton label={LL.common.close()} icon={<CloseIcon />} onClick={onClose} data-dialog-chrome />
      </div>
      {body}
    </Modal>
  )
}
