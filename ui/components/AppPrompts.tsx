// The web-push invitation (a dialog) and the install-as-app offer (a banner in the bottom dock and the
// mini button for phones) of a§2/a§4. Texts come from i18n; callbacks only: when they show and what the
// answers do belong to the domain (domain/push, domain/install).
import { useId, type Ref } from "react"
import { useI18n } from "../../i18n"
import { Button, IconButton } from "./Button"
import { CloseIcon, CoinIcon, InstallIcon, LogoMark } from "./icons"
import { Modal } from "./Modal"
import "./AppPrompts.css"

/** Props of {@link PushInvitation}. */
export interface PushInvitationProps {
  /** First-time coins offered (0 hides the line). */
  coins: number
  /** The service's picture ("" shows the bell). */
  img: string
  onConfirm: () => void
  onCancel: () => void
  /** The dialog's outermost element (Modal's `ref`: the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLDivElement>
}

/** A bell with a coin, drawn for the invitation (decorative). */
function BellArt() {
  return (
    <svg className="push-invite-art" viewBox="0 0 96 96" width={96} height={96} aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="url(#push-invite-bg)" />
      <defs>
        <linearGradient id="push-invite-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5fd2" />
          <stop offset="1" stopColor="#2ed8ff" />
        </linearGradient>
      </defs>
      <path d="M48 22c-10 0-17 8-17 18v11l-6 9h46l-6-9V40c0-10-7-18-17-18z" fill="#fff" />
      <path d="M41 64a7 7 0 0 0 14 0z" fill="#fff" />
      <circle cx="68" cy="28" r="11" fill="#ffc63d" stroke="#c98a00" strokeWidth="2" />
      <circle cx="68" cy="28" r="5.5" fill="none" stroke="#c98a00" strokeWidth="1.6" />
    </svg>
  )
}

/** a§4 web-push invitation: what notifications bring, the first-time coins, Turn on / Not now. */
export function PushInvitation({ coins, img, onConfirm, onCancel, ref }: PushInvitationProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const textId = useId()
  const p = LL.overlays.push
  return (
    <Modal ref={ref} labelledBy={titleId} describedBy={textId} onEscape={onCancel} className="push-invite">
      {img ? <img className="push-invite-img" src={img} alt={p.image({ app: LL.app.name() })} width={96} height={96} /> : <BellArt />}
      <h2 id={titleId} className="push-invite-title">{p.title()}</h2>
      <div id={textId} className="push-invite-text">
        <p>{p.text()}</p>
        {coins > 0 ? (
          <p className="push-invite-coins">
            <CoinIcon size={20} aria-hidden="true" />
            <span>{p.coins({ coins })}</span>
          </p>
        ) : null}
      </div>
      <div className="push-invite-actions">
        <Button variant="primary" block onClick={onConfirm} data-autofocus>{p.confirm()}</Button>
        <Button variant="secondary" block onClick={onCancel}>{p.cancel()}</Button>
      </div>
    </Modal>
  )
}

/** Props of {@link InstallBanner}. */
export interface InstallBannerProps {
  /** First-time coins for installing (0 hides the line). */
  coins: number
  onInstall: () => void
  onClose: () => void
  /** The banner's region (the container moves the focus to the page when it goes with the focus in it). */
  ref?: Ref<HTMLElement>
}

/** a§4 install banner (a region of the bottom dock): the app, the coins, Install and close. */
export function InstallBanner({ coins, onInstall, onClose, ref }: InstallBannerProps) {
  const { LL } = useI18n()
  const i = LL.overlays.install
  return (
    <section ref={ref} className="banner banner-install" role="region" aria-label={i.label()}>
      <LogoMark size={36} aria-hidden="true" className="banner-logo" />
      <p className="banner-text">
        {i.text({ app: LL.app.name() })}
        {coins > 0 ? (
          <span className="banner-install-coins">
            <CoinIcon size={16} aria-hidden="true" /> {i.coins({ coins })}
          </span>
        ) : null}
      </p>
      <div className="banner-actions">
        <Button variant="primary" size="sm" icon={<InstallIcon size={18} />} onClick={onInstall}>{i.install()}</Button>
        <IconButton size="sm" label={i.close()} icon={<CloseIcon size={18} />} onClick={onClose} />
      </div>
    </section>
  )
}

/**
 * a§4 the mini install button of phones (a pill at the end of the bottom dock). `held`: not offered now
 * (the install banner is up) but keeping its room, hidden (visibility: hidden in the dock, so out of sight, focus and the accessibility tree).
 */
export function InstallMiniButton({ onInstall, held = false, ref }: { onInstall: () => void; held?: boolean; ref?: Ref<HTMLButtonElement> }) {
  const { LL } = useI18n()
  return (
    <button ref={ref} type="button" className="install-mini" onClick={onInstall} data-held={held || undefined}>
      <InstallIcon size={18} aria-hidden="true" />
      <span>{LL.overlays.install.mini()}</span>
    </button>
  )
}
