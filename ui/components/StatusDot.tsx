// StatusDot: a coloured presence dot with the status word for screen readers (colour is never the
// only signal). Optionally shows the word visibly.
import { useI18n } from "../../i18n"
import "./StatusDot.css"

/** Presence status shown on cards and rows (invisible users are shown as offline). */
export type PresenceStatus = "online" | "busy" | "offline"

/** Props of {@link StatusDot}: status and whether the word is visible. */
export interface StatusDotProps {
  status: PresenceStatus
  showText?: boolean
}

/** A presence dot with text for assistive technology. */
export function StatusDot({ status, showText = false }: StatusDotProps) {
  const { LL } = useI18n()
  const word = LL.host.status[status]()
  return (
    <span className={`status status-${status}`}>
      <span className="status-dot" aria-hidden="true" />
      <span className={showText ? "status-text" : "visually-hidden"}>{word}</span>
    </span>
  )
}
