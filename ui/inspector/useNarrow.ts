// True on narrow screens (the timeline stacks above the details and rows take two lines).
import { useSyncExternalStore } from "react"

/** The breakpoint, as a media query. */
export const NARROW_QUERY = "(max-width: 760px)"

const subscribe = (cb: () => void) => {
  const mq = window.matchMedia(NARROW_QUERY)
  mq.addEventListener("change", cb)
  return () => mq.removeEventListener("change", cb)
}

/** Whether the viewport matches {@link NARROW_QUERY}. */
export const useNarrow = (): boolean =>
  useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches, () => false)
