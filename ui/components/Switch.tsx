// Switch: an on/off control (a native checkbox with role="switch", so keyboard, forms and screen readers
// get the real thing) drawn as a pill track with a sliding thumb from the design tokens. The thumb's
// place, not only its colour, tells the state; the slide honours prefers-reduced-motion (tokens).
import type { ChangeEvent } from "react"
import "./Switch.css"

/** Props of {@link Switch}: its accessible name, state and change callback (the new state). */
export interface SwitchProps {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
  id?: string
}

/** A switch (role switch, checked = on). */
export function Switch({ label, checked, onChange, disabled, id }: SwitchProps) {
  return (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className="switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.currentTarget.checked)}
    />
  )
}
