// SessionEndDialog: the screen shown when the service ended the session (a§8 account states) — an icon
// of the kind (blocked or signed out), the title, the catalogue text, the server's own message when a§8
// says to show it, and the screen's actions (the first is the primary one). Texts arrive translated.
import { useId } from "react"
import { Button } from "./Button"
import { Modal } from "./Modal"
import "./MessageDialog.css"
import "./SessionEndDialog.css"

/** One action of the screen. */
export interface SessionEndAction {
  readonly label: string
  readonly onClick: () => void
}

/** Props of {@link SessionEndDialog}. */
export interface SessionEndDialogProps {
  title: string
  text: string
  /** The server's message (10117), shown under the text with its label; "" for none. */
  serverMessage?: string
  serverMessageLabel?: string
  /** "blocked": bans and suspension; "signedOut": expired or displaced logins. */
  kind: "blocked" | "signedOut"
  /** Primary first; Escape and the backdrop choose the last one. */
  actions: readonly [SessionEndAction, ...SessionEndAction[]]
}

/** The session-error screen. */
export function SessionEndDialog({ title, text, serverMessage = "", serverMessageLabel = "", kind, actions }: SessionEndDialogProps) {
  const titleId = useId()
  const textId = useId()
  const [primary, ...rest] = actions
  const close = (actions[actions.length - 1] ?? primary).onClick
  return (
    <Modal labelledBy={titleId} describedBy={textId} onEscape={close} className={`message-dialog session-end session-end-${kind}`}>
      <div className="session-end-icon" aria-hidden="true">
        {kind === "blocked" ? (
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="9" />
            <path d="M5.6 5.6l12.8 12.8" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
            <path d="M10 17l5-5-5-5" />
            <path d="M15 12H3" />
          </svg>
        )}
      </div>
      <h2 id={titleId} className="message-dialog-title">{title}</h2>
      <div id={textId} className="session-end-body">
        <p className="message-dialog-text">{text}</p>
        {serverMessage !== "" ? (
          <figure className="session-end-server">
            <figcaption>{serverMessageLabel}</figcaption>
            <blockquote>{serverMessage}</blockquote>
          </figure>
        ) : null}
      </div>
      <div className="message-dialog-actions modal-actions">
        {rest.map((a) => (
          <Button key={a.label} variant="secondary" onClick={a.onClick}>{a.label}</Button>
        ))}
        <Button variant="primary" onClick={primary.onClick} data-autofocus>{primary.label}</Button>
      </div>
    </Modal>
  )
}
