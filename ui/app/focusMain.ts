// Where keyboard focus goes when a screen over the page closes and nothing took it back (the element
// focused before it is gone, or there was none: a callee's ringing came while nothing had the focus):
// the page's main heading, else the main content itself. Never from <body> to nowhere.
import { useEffect } from "react"

/** Focuses the main content's first h1 (else the main element), made focusable by script only (tabIndex -1). */
export const focusMainContent = (): void => {
  const main = document.getElementById("main")
  const target = main?.querySelector<HTMLElement>("h1") ?? main
  if (!target) return
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1
  target.focus({ preventScroll: true })
}

/** When `open` turns false and the focus was left on <body> (or nowhere), moves it to the main content. */
export const useFocusMainAfter = (open: boolean): void => {
  useEffect(() => {
    if (open) return
    const active = document.activeElement
    if (active === null || active === document.body) focusMainContent()
  }, [open])
}
