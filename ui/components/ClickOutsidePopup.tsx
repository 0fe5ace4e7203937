// ClickOutsidePopup: the generic non-modal popup of a§2 — a labelled dialog that closes on a pointer
// press outside it or on Escape, and takes focus when it opens (back to the opener on close).
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react"
import { useI18n } from "../../i18n"
import { IconButton } from "./Button"
import { CloseIcon } from "./icons"
import "./Popups.css"

/** Props of {@link ClickOutsidePopup}. */
export interface ClickOutsidePopupProps {
  /** Visible title (also the dialog's accessible name). */
  title: string
  onClose: () => void
  /** Elements whose presses don't count as outside (e.g. the button that toggles the popup). */
  ignore?: ReadonlyArray<{ current: HTMLElement | null }>
  className?: string
  children: ReactNode
}

/** A popup that closes when the member clicks or taps anywhere else. */
export function ClickOutsidePopup({ title, onClose, ignore = [], className, children }: ClickOutsidePopupProps) {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const ignoreRef = useRef(ignore)
  ignoreRef.current = ignore

  useEffect(() => {
    const onDown = (e: PointerEvent | MouseEvent) => {
      const t = e.target as Node | null
      if (!t || ref.current?.contains(t)) return
      if (ignoreRef.current.some((r) => r.current?.contains(t))) return
      closeRef.current()
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") closeRef.current()
    }
    document.addEventListener("mousedown", onDown)
    document.addEventListener("keydown", onKey)
    return () => {
      document.removeEventListener("mousedown", onDown)
      document.removeEventListener("keydown", onKey)
    }
  }, [])

  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    ref.current?.focus()
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  return (
    <div ref={ref} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={`popup${className ? ` ${className}` : ""}`}>
      <div className="popup-head">
        <h2 id={titleId} className="popup-title">{title}</h2>
        <IconButton size="sm" label={LL.overlays.popup.close()} icon={<CloseIcon size={18} />} onClick={onClose} />
      </div>
      {children}
    </div>
  )
}
