// PeerMenu: the more-button and popup menu of the user menu (m§2 "User menu for a chat partner"),
// used by the friend page header. Items come from the container (already filtered by relation).
import { useState, type ReactNode } from "react"
import { IconButton } from "../Button"
import { MoreIcon } from "../partIcons"
import { usePopupMenu } from "../usePopupMenu"
import "../im/ImChat.css"

/** One menu entry: its label, icon, whether it is destructive, and what it does. */
export interface PeerMenuItem {
  key: string
  label: string
  icon?: ReactNode
  danger?: boolean
  onSelect: () => void
}

/** A more-button (`label` its accessible name) opening the menu of `items`. */
export function PeerMenu({ label, items }: { label: string; items: ReadonlyArray<PeerMenuItem> }) {
  const [open, setOpen] = useState(false)
  if (items.length === 0) return null
  return (
    <span className="im-menu-anchor">
      <IconButton label={label} icon={<MoreIcon />} aria-haspopup="menu" aria-expanded={open} data-peer-more onClick={() => setOpen(!open)} />
      {open ? <PeerMenuList label={label} items={items} onClose={() => setOpen(false)} /> : null}
    </span>
  )
}

/** The menu list itself (role="menu", arrow keys, Escape closes). */
export function PeerMenuList({ label, items, onClose, trigger = "[data-peer-more]" }: { label: string; items: ReadonlyArray<PeerMenuItem>; onClose: () => void; trigger?: string }) {
  const { ref, onKeyDown } = usePopupMenu(onClose, trigger)
  return (
    <div ref={ref} role="menu" aria-label={label} className="im-menu" popover="manual" onKeyDown={onKeyDown}>
      {items.map((it) => (
        <button
          key={it.key}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={`im-menu-item${it.danger ? " is-danger" : ""}`}
          onClick={() => {
            onClose()
            it.onSelect()
          }}
        >
          {it.icon}
          <span>{it.label}</span>
        </button>
      ))}
    </div>
  )
}
