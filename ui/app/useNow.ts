// A ticking clock for views that show countdowns or counters (view-only; the domain gets time from
// events). Ticks every `ms` while `active`.
import { useEffect, useState } from "react"

/** Epoch ms, refreshed every `ms` while `active`. */
export const useNow = (ms: number, active = true): number => {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!active) return
    setNow(Date.now())
    const t = setInterval(() => setNow(Date.now()), ms)
    return () => clearInterval(t)
  }, [ms, active])
  return now
}
