// Toast: a short message at the top centre (the bottom centre while a dialog is open, Toast.css) in a polite live region. The region is always rendered
// (so screen readers notice changes); showing, timing (3 s) and hiding belong to the container.
import type { ReactNode } from "react"
import { useI18n } from "../../i18n"
import { AlertIcon, CheckIcon, InfoIcon } from "./icons"
import "./Toast.css"

/** Kind of toast: drives the icon and accent colour. */
export type ToastKind = "info" | "error" | "success"

/** Props of {@link Toast}: the translated message (null = nothing shown) and its kind. */
export interface ToastProps {
  message: string | null
  kind?: ToastKind
}

const ICONS: Record<ToastKind, ReactNode> = {
  info: <InfoIcon size={20} />,
  error: <AlertIcon size={20} />,
  success: <CheckIcon size={20} />,
}

/** The top-centre toast region. */
export function Toast({ message, kind = "info" }: ToastProps) {
  const { LL } = useI18n()
  return (
    <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
      {message ? (
        <div className={`toast toast-${kind}`} key={message}>
          <span className="toast-icon">{ICONS[kind]}</span>
          {kind !== "info" && <span className="visually-hidden">{LL.toast[kind]()}: </span>}
          <span className="toast-text">{message}</span>
        </div>
      ) : null}
    </div>
  )
}
