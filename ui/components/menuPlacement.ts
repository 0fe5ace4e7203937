// Where a top-layer popup menu goes beside its trigger when the browser has no CSS anchor positioning
// (older Firefox and Safari): the same placement ImChat.css asks of anchor positioning, computed from the
// trigger's and the viewport's boxes. Pure: usePopupMenu measures and applies it.

/** A box in viewport px, as getBoundingClientRect gives it. */
export interface MenuRect {
  readonly top: number
  readonly right: number
  readonly bottom: number
  readonly left: number
}

/** A width and height in px. */
export interface MenuSize {
  readonly width: number
  readonly height: number
}

/** The menu's viewport position (its top-left corner) and the height it may take before scrolling inside. */
export interface MenuPlacement {
  readonly top: number
  readonly left: number
  readonly maxHeight: number
}

/**
 * Places a menu of natural size `menu` beside the trigger box `trigger` in a viewport of size `view`:
 * below the trigger, `gap` px from it, with its inline-end edge on the trigger's inline-end edge (so it
 * spans towards the inline start: leftwards left to right, rightwards right to left). Flipped above the
 * trigger when it does not fit below and there is more room above; flipped to span the other way when it
 * would cross the viewport's edge, and kept `margin` px inside the viewport when it fits neither way.
 * maxHeight is the room on the chosen side (the menu scrolls inside when it is taller).
 */
export function placeMenu(trigger: MenuRect, menu: MenuSize, view: MenuSize, rtl: boolean, gap = 4, margin = 4): MenuPlacement {
  const below = Math.max(0, view.height - trigger.bottom - gap - margin)
  const above = Math.max(0, trigger.top - gap - margin)
  const up = menu.height > below && above > below
  const maxHeight = up ? above : below
  const height = Math.min(menu.height, maxHeight)
  const top = up ? trigger.top - gap - height : trigger.bottom + gap

  // Towards the inline start first (as position-area: span-inline-start), then the other way.
  const leftwards = trigger.right - menu.width
  const rightwards = trigger.left
  const fitsLeftwards = leftwards >= margin
  const fitsRightwards = rightwards + menu.width <= view.width - margin
  const preferred = rtl ? rightwards : leftwards
  const other = rtl ? leftwards : rightwards
  const fitsPreferred = rtl ? fitsRightwards : fitsLeftwards
  const fitsOther = rtl ? fitsLeftwards : fitsRightwards
  const unclamped = fitsPreferred || !fitsOther ? preferred : other
  const left = Math.max(margin, Math.min(unclamped, view.width - margin - menu.width))
  return { top, left, maxHeight }
}
