// Whether a CSS media query matches, kept current (view-only layout decisions such as a§1's mobile
// layout at <= 680 px). False where matchMedia is missing (tests without layout).
import { useCallback, useSyncExternalStore } from "react"
import { MOBILE_BREAKPOINT_PX } from "../../domain/constants"

/** The mobile layout of a§1: body width 680 px or less. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`

/** True while `query` matches. */
export const useMediaQuery = (query: string): boolean => {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof matchMedia !== "function") return () => {}
      const m = matchMedia(query)
      m.addEventListener("change", onChange)
      return () => m.removeEventListener("change", onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === "function" && matchMedia(query).matches,
    () => false,
  )
}
