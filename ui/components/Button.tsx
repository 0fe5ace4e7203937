// Button primitives: `Button` (primary gradient / secondary / ghost / danger; sm/md/lg; busy state)
// and `IconButton` (an icon-only control that must be given an accessible name).
import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from "react"
import { Spinner } from "./Spinner"
import "./Button.css"

/** Visual variant of a button. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger"
/** Size of a button (md is the 44 px tap target). */
export type ButtonSize = "sm" | "md" | "lg"

/** Props of {@link Button}: native button attributes plus variant, size, busy and full width. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets aria-busy and blocks clicks (the label stays for the accessible name). */
  busy?: boolean
  /** Stretches to the container width. */
  block?: boolean
  /** Optional leading icon (decorative). */
  icon?: ReactNode
}

/** A text button; `type` defaults to "button". */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "secondary", size = "md", busy = false, block = false, icon, className, children, disabled, type, onClick, ...rest },
  ref,
) {
  const cls = ["btn", `btn-${variant}`, `btn-${size}`, block ? "btn-block" : "", busy ? "is-busy" : "", className ?? ""]
    .filter(Boolean)
    .join(" ")
  return (
    <button
      ref={ref}
      type={type ?? "button"}
      className={cls}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (e) => e.preventDefault() : onClick}
      {...rest}
    >
      {busy ? <Spinner size={18} decorative /> : icon}
      <span className="btn-label">{children}</span>
    </button>
  )
})

/** Props of {@link IconButton}: `label` is required and becomes the aria-label. */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "aria-label" | "children"> {
  /** Accessible name (from i18n). */
  label: string
  /** The icon to show (decorative). */
  icon: ReactNode
  size?: ButtonSize
  /** Renders on dark media (white icon, translucent background). */
  onMedia?: boolean
}

/** A square, icon-only button with an accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, size = "md", onMedia = false, className, type, ...rest },
  ref,
) {
  const cls = ["icon-btn", `icon-btn-${size}`, onMedia ? "icon-btn-media" : "", className ?? ""].filter(Boolean).join(" ")
  return (
    <button ref={ref} type={type ?? "button"} className={cls} aria-label={label} title={label} {...rest}>
      {icon}
    </button>
  )
})
