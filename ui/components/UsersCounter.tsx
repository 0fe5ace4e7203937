// UsersCounter: the "people online with us" number on login step 1. Shows `value` with locale
// grouping and animates the displayed number towards each new value (requestAnimationFrame, purely
// visual); under prefers-reduced-motion (or without matchMedia) it jumps straight to the value.
import { useEffect, useRef, useState } from "react"
import { useFormat, useI18n } from "../../i18n"
import "./UsersCounter.css"

/** Props of {@link UsersCounter}: the count to show (the container makes it rise). */
export interface UsersCounterProps {
  value: number
  /** Animation length in ms for one change (default 900). */
  durationMs?: number
}

const prefersReducedMotion = (): boolean =>
  typeof window === "undefined" ||
  typeof window.matchMedia !== "function" ||
  typeof window.requestAnimationFrame !== "function" ||
  window.matchMedia("(prefers-reduced-motion: reduce)").matches

/** Animated users counter with its caption. */
export function UsersCounter({ value, durationMs = 900 }: UsersCounterProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const [shown, setShown] = useState(value)
  const shownRef = useRef(value)

  useEffect(() => {
    const from = shownRef.current
    if (from === value) return
    if (prefersReducedMotion()) {
      shownRef.current = value
      setShown(value)
      return
    }
    let frame = 0
    let start: number | null = null
    const step = (t: number) => {
      start ??= t
      const p = Math.min(1, (t - start) / durationMs)
      const eased = 1 - (1 - p) ** 3
      const next = Math.round(from + (value - from) * eased)
      shownRef.current = next
      setShown(next)
      if (p < 1) frame = requestAnimationFrame(step)
    }
    frame = requestAnimationFrame(step)
    return () => cancelAnimationFrame(frame)
  }, [value, durationMs])

  return (
    <p className="users-counter">
      <bdi className="users-counter-value">{format.number(shown)}</bdi>{" "}
      <span className="users-counter-caption">{LL.member.login.choose.usersCaption()}</span>
    </p>
  )
}
