// Whether a CSS media query matches, kept current (view-only layout decisions such as a§1's mobile
// layout at <= 680 px). False where matchMedia is missing (tests without layout).
import { useCallback, useSyncExternalStore } from "react"

export { MOBILE_QUERY } from "./mobileQuery"

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
