// ConfirmDialog: the generic confirm dialog of a§2 — a question, one primary (gradient or danger)
// action and a Cancel; Escape and the backdrop cancel. Built on MessageDialog.
import { useI18n } from "../../i18n"
import { MessageDialog } from "./MessageDialog"

/** Props of {@link ConfirmDialog}: translated texts; labels default to Confirm / Cancel. */
export interface ConfirmDialogProps {
  title: string
  text?: string
  confirmLabel?: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  danger?: boolean
  busy?: boolean
}

/** A yes/no confirmation. */
export function ConfirmDialog({ title, text, confirmLabel, cancelLabel, onConfirm, onCancel, danger, busy }: ConfirmDialogProps) {
  const { LL } = useI18n()
  return (
    <MessageDialog
      title={title}
      text={text}
      primaryLabel={confirmLabel ?? LL.overlays.popup.confirm()}
      onPrimary={onConfirm}
      secondaryLabel={cancelLabel ?? LL.dialog.cancel()}
      onSecondary={onCancel}
      onClose={onCancel}
      danger={danger}
      busy={busy}
    />
  )
}
