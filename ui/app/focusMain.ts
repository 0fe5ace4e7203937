// Where keyboard focus goes when a screen over the page closes and nothing took it back (the element
// focused before it is gone, or there was none: a callee's ringing came while nothing had the focus), or
// when a banner goes with the focus on it (closed from its own button): the page's main heading, else the
// main content itself. Never from <body> to nowhere.
import { useEffect, useRef } from "react"

/** Focuses the main content's first h1 (else the main element), made focusable by script only (tabIndex -1). */
export const focusMainContent = (): void => {
  const main = document.getElementById("main")
  const target = main?.querySelector<HTMLElement>("h1") ?? main
  if (!target) return
  if (!target.hasAttribute("tabindex")) target.tabIndex = -1
  target.focus({ preventScroll: true })
}

/**
 * When `open` turns false and the focus was left on <body> (or nowhere), moves it to the main content.
 * Only on that turn: a first render with `open` false (a page load) leaves the focus where it is.
 */
export const useFocusMainAfter = (open: boolean): void => {
  const wasOpen = useRef(open)
  useEffect(() => {
    if (open) {
      wasOpen.current = true
      return
    }
    if (!wasOpen.current) return
    wasOpen.current = false
    const active = document.activeElement
    if (active === null || active === document.body) focusMainContent()
  }, [open])
}

/**
 * Ref callback for something on screen that its own buttons take away (a banner closed, accepted or
 * dismissed; a dialog over the page): if it leaves the page while the keyboard focus is inside it, the
 * focus goes to the main content instead of dropping to <body>. A focus the member moved elsewhere, or
 * one a dialog already gave back, is left alone. React runs the cleanup while the element is still in
 * the page (before it is removed), so the check sees where the focus was.
 */
export const focusMainWhenRemoved = (el: HTMLElement | null): (() => void) | undefined => {
  if (!el) return undefined
  return () => {
    if (el.contains(document.activeElement)) focusMainContent()
  }
}
