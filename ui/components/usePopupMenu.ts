// Shared behaviour of popup menus (role="menu"): shown in the top layer when marked popover="manual" (else
// scrolled into view), focus the first item on open and restore focus on close, close on a press outside
// (except on the trigger, which toggles), and the menu keys (arrows, Home, End move; Escape and Tab close).
// A top-layer menu is placed beside its trigger by CSS anchor positioning (ImChat.css); where the browser
// has none (older Firefox and Safari), from the trigger's box (menuPlacement.ts), kept there on resize and
// scroll while open.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from "react"
import { placeMenu } from "./menuPlacement"

/** The items arrows move between: plain, radio and checkbox menu items. */
const ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]'

/** Returns the menu's ref and its keydown handler; `triggerSelector` marks the opening control. */
export function usePopupMenu(
  onClose: () => void,
  triggerSelector: string,
): { ref: RefObject<HTMLDivElement | null>; onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void } {
  const ref = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useLayoutEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    // A menu marked popover="manual" goes to the top layer: placed against the screen (ImChat.css), not
    // capped by the page box it sits in (a friend page is a size container) nor under the phone's bars.
    const menu = ref.current
    const onTop = menu?.popover === "manual" && typeof menu.showPopover === "function"
    if (onTop && !menu.matches(":popover-open")) menu.showPopover()
    // Without anchor positioning a top-layer menu would sit in the middle of the screen (a popover's
    // default place): it follows its trigger from script instead (placed before the first paint).
    const unfollow = onTop && !anchorPositioning() ? followTrigger(menu, menu.parentElement?.querySelector(triggerSelector) ?? null) : undefined
    // Roving tabindex (WAI-ARIA APG): the item with focus is the menu's one tabbable element, the others
    // stay -1 as rendered. A menu that scrolls (the settings menu on a landscape phone) then holds
    // keyboard-reachable content, as axe's scrollable-region-focusable asks.
    const rove = (e: FocusEvent) => {
      const item = e.target instanceof HTMLElement ? e.target.closest<HTMLElement>(ITEMS) : null
      if (!menu || !item) return
      for (const other of menu.querySelectorAll<HTMLElement>(ITEMS)) other.tabIndex = other === item ? 0 : -1
    }
    menu?.addEventListener("focusin", rove)
    menu?.querySelector<HTMLElement>(ITEMS)?.focus({ preventScroll: onTop })
    // Elsewhere the whole menu in view (a phone's friend page opened it near the tab bar, which hid its
    // last items; scroll-padding keeps it clear of the bars).
    if (!onTop) menu?.scrollIntoView?.({ block: "nearest" })
    return () => {
      menu?.removeEventListener("focusin", rove)
      unfollow?.()
      if (previous?.isConnected) previous.focus()
    }
  }, [])

  useEffect(() => {
    const onDown = (e: PointerEvent) => {
      const root = ref.current
      const target = e.target as Node | null
      if (!root || !target || root.contains(target)) return
      // A press on the control that opened the menu toggles it itself.
      if (target instanceof Element && target.closest(triggerSelector)) return
      closeRef.current()
    }
    document.addEventListener("pointerdown", onDown)
    return () => document.removeEventListener("pointerdown", onDown)
  }, [triggerSelector])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])
    const i = items.indexOf(document.activeElement as HTMLElement)
    const go = (n: number) => {
      e.preventDefault()
      items[(n + items.length) % items.length]?.focus()
    }
    if (e.key === "ArrowDown") go(i + 1)
    else if (e.key === "ArrowUp") go(i - 1)
    else if (e.key === "Home") go(0)
    else if (e.key === "End") go(items.length - 1)
    else if (e.key === "Escape") {
      e.preventDefault()
      e.stopPropagation()
      closeRef.current()
    } else if (e.key === "Tab") closeRef.current()
  }

  return { ref, onKeyDown }
}

/**
 * The browser places top-layer menus with CSS anchor positioning: the condition of ImChat.css's
 * @supports block for menus (position-area alone, without anchor-scope, is not enough there).
 */
export const anchorPositioning = (): boolean =>
  typeof CSS !== "undefined" && typeof CSS.supports === "function" && CSS.supports("(position-area: block-end) and (anchor-scope: all)")

/**
 * Keeps the top-layer `menu` beside `trigger` (placeMenu: below or above it, towards the inline start or
 * the other way, inside the viewport) now and on every frame where the trigger's box or the viewport
 * changed, until the returned function is called. Checked each frame, not only on resize and scroll
 * events: a resize's re-render (the phone layout at 680 px) may move the trigger after the event's frame
 * (CI: a friend page's menu left 160 px off its button). One getBoundingClientRect a frame while a menu is
 * open, and only in browsers without anchor positioning.
 */
export function followTrigger(menu: HTMLElement, trigger: Element | null): () => void {
  if (!trigger) return () => undefined
  const view = document.documentElement
  let frame = 0
  let placed = ""
  const place = () => {
    const box = trigger.getBoundingClientRect()
    const key = `${box.left},${box.top},${box.right},${box.bottom},${view.clientWidth},${view.clientHeight}`
    if (key === placed) return
    placed = key
    const natural = { width: menu.offsetWidth, height: menu.scrollHeight + menu.offsetHeight - menu.clientHeight }
    const rtl = getComputedStyle(trigger).direction === "rtl"
    const p = placeMenu(box, natural, { width: view.clientWidth, height: view.clientHeight }, rtl)
    const style = menu.style
    style.setProperty("position", "fixed")
    style.setProperty("inset", "auto")
    style.setProperty("margin", "0")
    style.setProperty("top", `${p.top}px`)
    style.setProperty("left", `${p.left}px`)
    style.setProperty("max-height", `${p.maxHeight}px`)
  }
  const tick = () => {
    frame = requestAnimationFrame(tick)
    place()
  }
  place()
  frame = requestAnimationFrame(tick)
  return () => {
    cancelAnimationFrame(frame)
    frame = 0
  }
}
