// MessageDialog: the generic confirm/message dialog — title, text, one primary (gradient) action and
// an optional secondary one. Texts arrive translated (they may be server messages). Focus starts on the
// primary action, or on the secondary one (Cancel) when the primary is destructive.
import { useId } from "react"
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { Modal } from "./Modal"
import "./MessageDialog.css"

/** Props of {@link MessageDialog}: translated texts and the action callbacks. */
export interface MessageDialogProps {
  title: string
  text?: string
  /** Primary action label; defaults to the catalog's "OK". */
  primaryLabel?: string
  onPrimary: () => void
  /** Secondary action label; the secondary button shows only when both label and callback exist. */
  secondaryLabel?: string
  onSecondary?: () => void
  /** Escape / backdrop; defaults to the secondary action, else the primary one. */
  onClose?: () => void
  /** Primary action is destructive (red instead of gradient). */
  danger?: boolean
  busy?: boolean
}

/** A small modal message or confirmation. */
export function MessageDialog({ title, text, primaryLabel, onPrimary, secondaryLabel, onSecondary, onClose, danger = false, busy = false }: MessageDialogProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const secondary = Boolean(secondaryLabel && onSecondary)
  const cancelFirst = danger && secondary
  const textId = useId()
  const close = onClose ?? onSecondary ?? onPrimary
  return (
    <Modal labelledBy={titleId} describedBy={text ? textId : undefined} onEscape={close} onBackdropClick={close} className="message-dialog">
      <h2 id={titleId} className="message-dialog-title">{title}</h2>
      {text ? <p id={textId} className="message-dialog-text">{text}</p> : null}
      <div className="message-dialog-actions modal-actions">
        {/* A destructive primary (block, delete) does not take the focus: the least destructive choice does,
            so an Enter or Space too many does not run it. */}
        {secondary ? (
          <Button variant="secondary" onClick={onSecondary} data-autofocus={cancelFirst || undefined}>{secondaryLabel}</Button>
        ) : null}
        <Button variant={danger ? "danger" : "primary"} onClick={onPrimary} busy={busy} data-autofocus={!cancelFirst || undefined}>
          {primaryLabel ?? LL.dialog.ok()}
        </Button>
      </div>
    </Modal>
  )
}
