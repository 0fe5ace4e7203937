// Register-coins banner (a§2, a§3 register banner info: img1, gold, callCount): a dialog with the
// server's image, the coin amount and two buttons; either closes it (the domain shows a toast).
import { useId, type Ref } from "react"
import { useI18n } from "../../i18n"
import { Button, IconButton } from "./Button"
import { CloseIcon } from "./icons"
import { Modal } from "./Modal"
import "./RegisterCoinsBanner.css"

/** Props of {@link RegisterCoinsBanner}. */
export interface RegisterCoinsBannerProps {
  /** Image URL from img1 ("" shows none). */
  img: string
  /** Coins offered (gold). */
  gold: number
  /** Free calls (callCount); 0 hides the line. */
  callCount: number
  onClaim: () => void
  onDismiss: () => void
  /** The dialog's outermost element (Modal's `ref`: the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLDivElement>
}

/** The register-coins dialog. */
export function RegisterCoinsBanner({ img, gold, callCount, onClaim, onDismiss, ref }: RegisterCoinsBannerProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const textId = useId()
  return (
    <Modal ref={ref} labelledBy={titleId} describedBy={textId} onEscape={onDismiss} onBackdropClick={onDismiss} className="register-banner">
      <IconButton className="register-banner-close" size="sm" label={LL.overlays.register.close()} icon={<CloseIcon size={18} />} onClick={onDismiss} data-dialog-chrome />
      {img ? <img className="register-banner-img" src={img} alt={LL.overlays.register.image()} width={240} height={135} /> : null}
      <h2 id={titleId} className="register-banner-title">{LL.overlays.register.title()}</h2>
      <p id={textId} className="register-banner-text">
        {LL.overlays.register.text({ gold })}
        {callCount > 0 ? <span className="register-banner-calls">{LL.overlays.register.calls({ count: callCount })}</span> : null}
      </p>
      <Button variant="primary" block onClick={onClaim} data-autofocus>{LL.overlays.register.claim()}</Button>
    </Modal>
  )
}
