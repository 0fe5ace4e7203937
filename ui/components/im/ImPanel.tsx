// ImPanel: the desktop IM panel (m§2), docked on the right next to the IM bar: two tabs, messages
// (index 0) and friends (index 1), and a close button. A non-modal dialog: focus moves in on open
// (unless the chat opened with it took it), goes back to the chat's row (`backTo`) when the chat closes,
// Escape closes (the container gives focus back to the bar), also when the focus was lost to <body>
// while no modal dialog is open; arrow keys switch tabs.
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
  /**
   * Peer ids whose list row takes the focus when the open chat closes, the first one shown (the chat's
   * own, then its neighbour when it was deleted); else the selected tab.
   */
  backTo?: ReadonlyArray<string>
  children: ReactNode
}

const TABS = ["messages", "friends"] as const

/** The docked panel. */
export function ImPanel({ id, tab, onTab, onClose, chatOpen, backTo = [], children }: ImPanelProps) {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const backRef = useRef(backTo)
  backRef.current = backTo
  const wasChat = useRef(chatOpen)
  useEffect(() => {
    const panel = ref.current
    // A chat opened with the panel (a friend page's Chat button) has already focused its message box.
    if (!panel || panel.contains(document.activeElement)) return
    // One after the other: a selector list would take the first match in document order, and the tabs
    // are buttons (the Messages tab came first when the panel opened on Friends).
    ;(panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? panel.querySelector<HTMLElement>("textarea:not(:disabled)") ?? panel.querySelector<HTMLElement>("button"))?.focus()
  }, [])
  // The chat closed (Back, or its conversation deleted): its row, else the selected tab, so the focus
  // does not fall to <body> with the removed Back button.
  useEffect(() => {
    const closed = wasChat.current && !chatOpen
    wasChat.current = chatOpen
    const panel = ref.current
    const active = document.activeElement
    // Only a focus the closing took away (on <body>, or still in the panel): not one the member moved elsewhere.
    if (!closed || !panel || (active && active !== document.body && !panel.contains(active))) return
    const shown = Array.from(panel.querySelectorAll<HTMLElement>("button[data-peer]"))
    const row = backRef.current.map((peer) => shown.find((b) => b.dataset["peer"] === peer)).find((b) => b)
    ;(row ?? panel.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus({ preventScroll: true })
  }, [chatOpen])
  // Escape with the focus lost to <body> (nothing else is there to take it) closes the panel too; a modal
  // dialog's Escape stays its own, and keys handled inside the panel (menus, pickers) are not seen here.
  useEffect(() => {
    const onDocKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape" || e.defaultPrevented) return
      if (e.target !== document.body && e.target !== document.documentElement) return
      if (document.querySelector('[aria-modal="true"]')) return
      e.preventDefault()
      closeRef.current()
    }
    document.addEventListener("keydown", onDocKey)
    return () => document.removeEventListener("keydown", onDocKey)
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
    <div ref={ref} id={id} className="im-panel" role="dialog" aria-modal="false" aria-label={LL.member.im.panel.label()} onKeyDown={onKeyDown}>
      {chatOpen ? null : (
        <div className="im-panel-head">
          <div role="tablist" aria-label={LL.member.im.panel.tabs()} className="im-tabs">
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
          <IconButton size="sm" label={LL.member.im.panel.close()} icon={<CloseIcon />} onClick={onClose} />
        </div>
      )}
      <div id={`${id}-tabpanel`} className="im-panel-body" role={chatOpen ? undefined : "tabpanel"} aria-labelledby={chatOpen ? undefined : `${id}-tab-${tab}`}>
        {children}
      </div>
    </div>
  )
}
