// Spinner: a rotating ring. With a label it is a status region announcing the label; `decorative`
// hides it from assistive technology (e.g. inside a busy button that already has a name).
import "./Spinner.css"

/** Props of {@link Spinner}: `label` (from i18n) for a standalone spinner, or `decorative`. */
export interface SpinnerProps {
  label?: string
  decorative?: boolean
  /** Diameter in px (default 32). */
  size?: number
}

/** A loading indicator; role="status" with a visually hidden label unless decorative. */
export function Spinner({ label, decorative = false, size = 32 }: SpinnerProps) {
  const ring = <span className="spinner-ring" style={{ width: size, height: size }} aria-hidden="true" />
  if (decorative || !label) return ring
  return (
    <span className="spinner" role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
