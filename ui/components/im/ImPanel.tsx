// ImPanel: the desktop IM panel (m§2), docked on the right next to the IM bar: two tabs, messages
// (index 0) and friends (index 1), and a close button. A non-modal dialog: focus moves in on open,
// Escape closes (the container gives focus back to the bar), arrow keys switch tabs.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react"
import { useI18n } from "../../../i18n"
import { IconButton } from "../Button"
import { CloseIcon } from "../icons"
import "./ImPanel.css"

/** Props of {@link ImPanel}. */
export interface ImPanelProps {
  id: string
  tab: "messages" | "friends"
  onTab: (tab: "messages" | "friends") => void
  onClose: () => void
  /** Hides the tab row (a chat is open and fills the panel). */
  chatOpen: boolean
  children: ReactNode
}

const TABS = ["messages", "friends"] as const

/** The docked panel. */
export function ImPanel({ id, tab, onTab, onClose, chatOpen, children }: ImPanelProps) {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"], textarea, button')?.focus()
  }, [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape" && !e.defaultPrevented) {
      e.preventDefault()
      onClose()
    }
  }
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return
    e.preventDefault()
    const next = tab === "messages" ? "friends" : "messages"
    onTab(next)
    requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-tab-${next}`)}`)?.focus())
  }
  const labels = { messages: LL.im.bar.messages(), friends: LL.im.bar.friends() }
  return (
    <div ref={ref} id={id} className="im-panel" role="dialog" aria-modal="false" aria-label={LL.im.panel.label()} onKeyDown={onKeyDown}>
      {chatOpen ? null : (
        <div className="im-panel-head">
          <div role="tablist" aria-label={LL.im.panel.tabs()} className="im-tabs">
            {TABS.map((t) => (
              <button
                key={t}
                id={`${id}-tab-${t}`}
                type="button"
                role="tab"
                aria-selected={tab === t}
                aria-controls={`${id}-tabpanel`}
                tabIndex={tab === t ? 0 : -1}
                className="im-tab"
                onClick={() => onTab(t)}
                onKeyDown={onTabKey}
              >
                {labels[t]}
              </button>
            ))}
          </div>
          <IconButton size="sm" label={LL.im.panel.close()} icon={<CloseIcon />} onClick={onClose} />
        </div>
      )}
      <div id={`${id}-tabpanel`} className="im-panel-body" role={chatOpen ? undefined : "tabpanel"} aria-labelledby={chatOpen ? undefined : `${id}-tab-${tab}`}>
        {children}
      </div>
    </div>
  )
}
