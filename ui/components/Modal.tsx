// Modal: the accessible dialog shell used by every popup — role="dialog", aria-modal, labelled by
// its title; moves focus in on open (and when `focusKey` changes), traps Tab (also out of an embedded
// frame, by a focus guard at its end), calls `onEscape` on Escape, and gives focus back to the
// previously focused element on close. Dialogs stack in page order (one z-index); those inside a
// TopLayer stack above all others.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from "react"
import "./Modal.css"

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Id of the element holding the dialog title. */
  labelledBy: string
  /** Id of the element describing the dialog, if any. */
  describedBy?: string
  /** Called on Escape; omit for dialogs that must be answered (the 18+ gate). */
  onEscape?: () => void
  /** Called on a click on the backdrop (outside the card); omit to ignore such clicks. */
  onBackdropClick?: () => void
  /** Element to focus on open; default: first `[data-autofocus]`, else the first field or button. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Changing this value moves focus again (e.g. a new login step). */
  focusKey?: string | number
  /** "card" centred card; "sheet" full screen on phones (<= 680 px); "gate" full-page overlay. */
  layout?: "card" | "sheet" | "gate"
  className?: string
  /** Forces the dark theme inside (calls and media). */
  dark?: boolean
  /**
   * The dialog's outermost element (its backdrop). On close it is detached after the focus went back
   * to the element focused before, so a ref cleanup that still finds the focus inside knows it had
   * nowhere to go back to.
   */
  ref?: Ref<HTMLDivElement>
  children: ReactNode
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** Focusable descendants of `root`, in document order, skipping hidden ones and the dialog's focus guard. */
export const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest("[hidden],[inert]") && !el.hasAttribute("data-focus-guard"))

/** First enabled, visible, editable form field of `root`, if any. */
const firstField = (root: HTMLElement): HTMLElement | undefined =>
  Array.from(root.querySelectorAll<HTMLInputElement>("input, select, textarea")).find(
    (el) => !el.disabled && !el.readOnly && el.type !== "hidden" && !el.closest("[hidden],[inert]"),
  )

/**
 * Where focus goes first inside `root`: the first `[data-autofocus]`, else the first form field, else the
 * first focusable that is not dialog chrome (a close or back button, `data-dialog-chrome`) nor an embedded
 * frame (the payment page: keys pressed in it, Escape too, never reach the dialog); null if none.
 */
export const initialFocusIn = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>("[data-autofocus]") ??
  firstField(root) ??
  focusableIn(root).find((el) => !el.hasAttribute("data-dialog-chrome") && el.tagName !== "IFRAME") ??
  null

const useIsoLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect

/** An accessible modal dialog with focus management. */
export function Modal({
  labelledBy,
  describedBy,
  onEscape,
  onBackdropClick,
  initialFocusRef,
  focusKey,
  layout = "card",
  className,
  dark = false,
  ref,
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const escapeRef = useRef(onEscape)
  escapeRef.current = onEscape

  // Remember who had focus before opening; give it back on close.
  useIsoLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    return () => {
      if (previous && previous.isConnected && typeof previous.focus === "function") previous.focus()
    }
  }, [])

  // Move focus inside on open and whenever the content step changes. A passive effect: on a page load
  // it runs after the first paint, when layout is done, instead of forcing style and layout of the whole
  // page inside React's commit (the 18+ gate's focus was the longest piece of the startup task); after a
  // click React runs it at the end of that commit, as before.
  useEffect(() => {
    const panel = panelRef.current
    if (!panel) return
    ;(initialFocusRef?.current ?? initialFocusIn(panel) ?? panel).focus()
  }, [focusKey])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      if (escapeRef.current) {
        e.stopPropagation()
        e.preventDefault()
        escapeRef.current()
      }
      return
    }
    if (e.key !== "Tab") return
    const panel = panelRef.current
    if (!panel) return
    const items = focusableIn(panel)
    if (items.length === 0) {
      e.preventDefault()
      panel.focus()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (e.shiftKey && (active === first || active === panel)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && active === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <div
      ref={ref}
      className={`modal-backdrop modal-${layout}${dark ? " theme-dark" : ""}`}
      onMouseDown={(e) => {
        if (onBackdropClick && e.target === e.currentTarget) onBackdropClick()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`modal-panel${className ? ` ${className}` : ""}`}
        onKeyDown={onKeyDown}
      >
        {children}
        {/* Tab from an embedded frame at the dialog's end (its keys are not seen above) lands here and
            goes round to the first control, instead of leaving the dialog for the page behind it. */}
        <div
          tabIndex={0}
          data-focus-guard
          className="modal-focus-guard"
          onFocus={() => {
            const panel = panelRef.current
            ;(panel ? (focusableIn(panel)[0] ?? panel) : null)?.focus()
          }}
        />
      </div>
    </div>
  )
}

/**
 * Its dialogs stack above every other dialog (--z-dialog-top), whichever opened first: an incoming
 * call's ringing over a report open on the page, a report opened from the call over the call video.
 */
export function TopLayer({ children }: { children: ReactNode }) {
  return <div className="modal-top-layer">{children}</div>
}
