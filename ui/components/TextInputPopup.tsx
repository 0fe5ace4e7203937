// TextInputPopup: the generic text-input popup of a§2 — one labelled field of at most 30 characters
// (counted in characters, not UTF-16 units) with a live counter, Save and Cancel. Saves the trimmed
// text; Save is disabled while the text is empty.
import { useId, useState, type FormEvent } from "react"
import { useI18n } from "../../i18n"
import { Button } from "./Button"
import { Modal } from "./Modal"
import "./Popups.css"

/** a§2: the text-input popup's limit, characters. */
export const TEXT_INPUT_MAX = 30

/** Props of {@link TextInputPopup}. */
export interface TextInputPopupProps {
  title: string
  /** The field's label. */
  label: string
  initialValue?: string
  max?: number
  saveLabel?: string
  onSave: (text: string) => void
  onCancel: () => void
}

/** The first `max` characters (code points) of `s`. */
export const clip = (s: string, max: number): string => Array.from(s).slice(0, max).join("")

/** A dialog with one short text field. */
export function TextInputPopup({ title, label, initialValue = "", max = TEXT_INPUT_MAX, saveLabel, onSave, onCancel }: TextInputPopupProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const fieldId = useId()
  const countId = useId()
  const [value, setValue] = useState(() => clip(initialValue, max))
  const length = Array.from(value).length
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (value.trim() !== "") onSave(value.trim())
  }
  return (
    <Modal labelledBy={titleId} onEscape={onCancel} onBackdropClick={onCancel} className="text-input-popup">
      <form onSubmit={submit} className="text-input-popup-form">
        <h2 id={titleId} className="popup-title">{title}</h2>
        <label htmlFor={fieldId} className="text-input-popup-label">{label}</label>
        <input
          id={fieldId}
          className="field-input"
          type="text"
          value={value}
          aria-describedby={countId}
          onChange={(e) => setValue(clip(e.target.value, max))}
          autoComplete="off"
        />
        <span id={countId} className="text-input-popup-count" aria-live="polite">{LL.overlays.popup.count({ count: length, max })}</span>
        <div className="text-input-popup-actions modal-actions">
          <Button variant="secondary" onClick={onCancel}>{LL.dialog.cancel()}</Button>
          <Button variant="primary" type="submit" disabled={value.trim() === ""}>{saveLabel ?? LL.overlays.popup.save()}</Button>
        </div>
      </form>
    </Modal>
  )
}
