// AvatarMenu: the account popup under the avatar — profile, add coins, log out. A WAI-ARIA menu:
// focus goes to the first item, arrows/Home/End move, Escape or a click outside closes (callback),
// focus returns to the avatar button on close.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from "react"
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
  const ref = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const root = ref.current
      const target = e.target as Node | null
      if (!root || !target || root.contains(target)) return
      // A click on the control that opened the menu toggles it itself.
      if (target instanceof Element && target.closest("[data-avatar-trigger]")) return
      closeRef.current()
    }
    document.addEventListener("pointerdown", onDown)
    return () => document.removeEventListener("pointerdown", onDown)
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])
    const i = items.indexOf(document.activeElement as HTMLElement)
    const go = (n: number) => {
      e.preventDefault()
      items[(n + items.length) % items.length]?.focus()
    }
    if (e.key === "ArrowDown") go(i + 1)
    else if (e.key === "ArrowUp") go(i - 1)
    else if (e.key === "Home") go(0)
    else if (e.key === "End") go(items.length - 1)
    else if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      onClose()
    } else if (e.key === "Tab") onClose()
  }

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
