// The length counter of a message field (the chat's composer, the in-call chat): hidden until the text
// nears the DRAFT_MAX_CHARS limit, then "1,850 of 2,000 characters", marked when the limit is reached.
// It is visual only (aria-hidden): each field tells the limit in its own description when it is reached.
import type { ReactNode } from "react"
import { DRAFT_MAX_CHARS } from "../../../domain/constants"
import { useI18n } from "../../../i18n"
import "./LengthCounter.css"

/** The counter shows from this many characters (UTF-16 units, as a field's maxLength counts). */
export const COUNTER_FROM = DRAFT_MAX_CHARS - 200

/** Whether a text of `length` UTF-16 units is at the DRAFT_MAX_CHARS limit (a field's maxLength stops it there). */
export const atLengthLimit = (length: number): boolean => length >= DRAFT_MAX_CHARS

/** Props of {@link LengthCounter}. */
export interface LengthCounterProps {
  /** Length of the field's text, UTF-16 units. */
  readonly length: number
  /** Shown as at the limit (default: `length` is at it; the composer also when an emoji did not fit). */
  readonly full?: boolean
}

/** "N of 2,000 characters" near the limit (from {@link COUNTER_FROM}), in the catalog's words; nothing before. */
export function LengthCounter({ length, full = atLengthLimit(length) }: LengthCounterProps): ReactNode {
  const { LL } = useI18n()
  if (length < COUNTER_FROM) return null
  return (
    <p className={`im-counter${full ? " is-full" : ""}`} aria-hidden="true">
      {LL.member.im.composer.counter({ count: length, max: DRAFT_MAX_CHARS })}
    </p>
  )
}
