// AvatarMenu: the account popup under the avatar — profile, add coins, log out. A WAI-ARIA menu:
// focus goes to the first item, arrows/Home/End move, Escape or a click outside closes (callback),
// focus returns to the avatar button on close.
import type { ReactNode } from "react"
import { usePopupMenu } from "./usePopupMenu"
import { useI18n } from "../../i18n"
import { CoinIcon, LogoutIcon, UserIcon } from "./icons"
import "./AvatarMenu.css"

/** Props of {@link AvatarMenu}: one callback per item plus close. */
export interface AvatarMenuProps {
  /** Element id, referenced by the avatar button's aria-controls. */
  id?: string
  onProfile: () => void
  onAddCoins: () => void
  onLogout: () => void
  /** Escape, Tab away or a click outside. */
  onClose: () => void
}

/** The avatar popup menu. */
export function AvatarMenu({ id, onProfile, onAddCoins, onLogout, onClose }: AvatarMenuProps) {
  const { LL } = useI18n()
  const { ref, onKeyDown } = usePopupMenu(onClose, "[data-avatar-trigger]")

  const item = (label: string, icon: ReactNode, action: () => void, extra = "") => (
    <button type="button" role="menuitem" tabIndex={-1} className={`avatar-menu-item ${extra}`} onClick={action}>
      {icon}
      <span>{label}</span>
    </button>
  )

  return (
    <div ref={ref} id={id} role="menu" aria-label={LL.avatarMenu.label()} className="avatar-menu" onKeyDown={onKeyDown}>
      {item(LL.avatarMenu.profile(), <UserIcon />, onProfile)}
      {item(LL.avatarMenu.addCoins(), <CoinIcon />, onAddCoins)}
      <div role="separator" className="avatar-menu-sep" />
      {item(LL.avatarMenu.logout(), <LogoutIcon />, onLogout, "is-danger")}
    </div>
  )
}
