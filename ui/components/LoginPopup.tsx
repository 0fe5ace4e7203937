// LoginPopup: the sign-in dialog — a centred card (full screen on phones) with a back arrow, a close
// button and one step at a time (0 loading, 1 choose, 2 phone, 3 phone password, 4 SMS code, 5 e-mail,
// 6 code, 7 password). Focus moves to
// the new step's first field on every step change; Escape closes.
import { useId, type ReactNode } from "react"
import { useI18n } from "../../i18n"
import { IconButton } from "./Button"
import { CloseIcon } from "./icons"
import { BackIcon } from "./partIcons"
import { ChooseStep, CodeStep, EmailStep, PasswordStep, type ChooseStepProps, type CodeStepProps, type EmailStepProps, type PasswordStepProps } from "./LoginSteps"
import { Modal } from "./Modal"
import { PhoneStep, type PhoneStepProps } from "./PhoneStep"
import { Spinner } from "./Spinner"
import "./LoginPopup.css"

/** Login steps (spec section 2): 0 loading, 1 choose, 2-4 phone, 5-7 e-mail. */
export type LoginStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7

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
  /** Required on step 2. */
  phone?: PhoneStepProps
  /** Required on step 3 (the password step with the phone rules). */
  phonePassword?: PasswordStepProps
  /** Required on step 4 (the code step with the SMS text). */
  phoneCode?: CodeStepProps
}

const passwordTitle = (LL: ReturnType<typeof useI18n>["LL"], mode: PasswordStepProps["mode"]): string =>
  mode === "login" ? LL.member.login.password.titleLogin() : mode === "create" ? LL.member.login.password.titleCreate() : LL.member.login.password.titleReset()

/** The sign-in popup. */
export function LoginPopup({ step, onClose, onBack, choose, email, code, password, phone, phonePassword, phoneCode }: LoginPopupProps) {
  const { LL } = useI18n()
  const titleId = useId()

  let title: string
  let body: ReactNode
  if (step === 1 && choose) {
    title = LL.member.login.choose.title()
    body = <ChooseStep {...choose} />
  } else if (step === 2 && phone) {
    title = LL.member.login.phone.title()
    body = <PhoneStep {...phone} />
  } else if (step === 3 && phonePassword) {
    title = passwordTitle(LL, phonePassword.mode)
    body = <PasswordStep {...phonePassword} />
  } else if (step === 4 && phoneCode) {
    title = phoneCode.reset ? LL.member.login.phoneCode.resetTitle() : LL.member.login.phoneCode.title()
    body = <CodeStep {...phoneCode} />
  } else if (step === 5 && email) {
    title = LL.member.login.email.title()
    body = <EmailStep {...email} />
  } else if (step === 6 && code) {
    title = code.reset ? LL.member.login.code.resetTitle() : LL.member.login.code.title()
    body = <CodeStep {...code} />
  } else if (step === 7 && password) {
    title = passwordTitle(LL, password.mode)
    body = <PasswordStep {...password} />
  } else {
    title = LL.member.login.dialogLabel()
    body = (
      <div className="login-loading">
        <Spinner label={LL.member.login.loading()} size={40} />
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
