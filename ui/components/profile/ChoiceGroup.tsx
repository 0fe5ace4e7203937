// ChoiceGroup: a fieldset of pill checkboxes with a limit (a§5: up to 3 languages, 5 interests) and a
// live "n of max chosen" count; once the limit is reached the unchosen options are disabled.
import { useId } from "react"
import "./ProfileEdit.css"

/** One option: its id and visible label. */
export interface Choice {
  readonly id: number
  readonly label: string
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  legend: string
  options: ReadonlyArray<Choice>
  chosen: ReadonlyArray<number>
  max: number
  /** The count text ("2 of 3 chosen"). */
  count: string
  onChange: (chosen: number[]) => void
  disabled?: boolean
}

/** A limited multiple choice. */
export function ChoiceGroup({ legend, options, chosen, max, count, onChange, disabled }: ChoiceGroupProps) {
  const id = useId()
  const full = chosen.length >= max
  return (
    <fieldset className="field profile-choices" aria-describedby={`${id}-count`} disabled={disabled}>
      <legend className="field-label profile-choices-legend">
        <span>{legend}</span>
        <span id={`${id}-count`} className="profile-count" aria-live="polite">{count}</span>
      </legend>
      <div className="profile-chips">
        {options.map((o) => {
          const on = chosen.includes(o.id)
          return (
            <label key={o.id} className={`profile-chip${on ? " is-on" : ""}`}>
              <input
                type="checkbox"
                checked={on}
                disabled={!on && full}
                onChange={() => onChange(on ? chosen.filter((c) => c !== o.id) : [...chosen, o.id])}
              />
              <span>{o.label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
