// The popup menus' placement without CSS anchor positioning (ui/components/menuPlacement.ts), the way
// ImChat.css's anchor rules place them: below the trigger and towards the inline start, flipped up or the
// other way to stay inside the viewport; usePopupMenu's switch between the two (anchorPositioning) and
// its menu following the trigger on resize and scroll (followTrigger).
import { afterEach, describe, expect, it, vi } from "vitest"
import { placeMenu, type MenuRect } from "../../ui/components/menuPlacement"
import { anchorPositioning, followTrigger } from "../../ui/components/usePopupMenu"

const VIEW = { width: 1280, height: 800 }
const MENU = { width: 220, height: 200 }
/** A 36 px square trigger with its top-left corner at (x, y). */
const at = (x: number, y: number, size = 36): MenuRect => ({ left: x, top: y, right: x + size, bottom: y + size })

describe("placeMenu", () => {
  it("opens below the trigger, its end edge on the trigger's, 4 px from it, with the room below as its cap", () => {
    const t = at(1000, 100)
    expect(placeMenu(t, MENU, VIEW, false)).toEqual({ top: t.bottom + 4, left: t.right - MENU.width, maxHeight: VIEW.height - t.bottom - 8 })
  })

  it("right to left, spans the other way: its left edge on the trigger's", () => {
    const t = at(200, 100)
    expect(placeMenu(t, MENU, VIEW, true)).toMatchObject({ top: t.bottom + 4, left: t.left })
  })

  it("flips above the trigger when it does not fit below and there is more room above, ending 4 px above it", () => {
    const t = at(1000, 700)
    const p = placeMenu(t, MENU, VIEW, false)
    expect(p.top + MENU.height).toBe(t.top - 4)
    expect(p.maxHeight).toBe(t.top - 8)
  })

  it("stays below, scrolling inside, when it fits neither way and below has more room", () => {
    const short = { width: 667, height: 375 }
    const t = at(600, 100)
    const tall = { width: 220, height: 400 }
    const p = placeMenu(t, tall, short, false)
    expect(p.top).toBe(t.bottom + 4)
    expect(p.maxHeight).toBe(short.height - t.bottom - 8)
    expect(p.top + p.maxHeight).toBeLessThanOrEqual(short.height - 4)
  })

  it("above, takes only the room there is and starts inside the viewport when taller", () => {
    const short = { width: 667, height: 375 }
    const t = at(600, 300)
    const p = placeMenu(t, { width: 220, height: 500 }, short, false)
    expect(p.top).toBe(4)
    expect(p.maxHeight).toBe(t.top - 8)
  })

  it("flips to span towards the inline end when the start edge would cut it (a trigger near the left)", () => {
    const t = at(40, 100)
    expect(placeMenu(t, MENU, VIEW, false).left).toBe(t.left)
    // Right to left, near the right edge: it spans leftwards instead.
    const r = at(1200, 100)
    expect(placeMenu(r, MENU, VIEW, true).left).toBe(r.right - MENU.width)
  })

  it("is kept 4 px inside the viewport when it fits neither way", () => {
    const narrow = { width: 320, height: 640 }
    const t = at(150, 100)
    const wide = { width: 300, height: 200 }
    for (const rtl of [false, true]) {
      const p = placeMenu(t, wide, narrow, rtl)
      expect(p.left).toBeGreaterThanOrEqual(4)
      expect(p.left + wide.width).toBeLessThanOrEqual(narrow.width - 4)
    }
    // Wider than the viewport: its start at the margin.
    expect(placeMenu(t, { width: 400, height: 100 }, narrow, false).left).toBe(4)
  })

  it("never gives a negative cap, even for a trigger at the viewport's edge", () => {
    const p = placeMenu({ left: 0, top: 790, right: 36, bottom: 826 }, MENU, VIEW, false)
    expect(p.maxHeight).toBeGreaterThanOrEqual(0)
  })
})

describe("anchorPositioning", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks the browser for the same features as ImChat.css's @supports block for menus", () => {
    const supports = vi.fn(() => true)
    vi.stubGlobal("CSS", { supports })
    expect(anchorPositioning()).toBe(true)
    expect(supports).toHaveBeenCalledWith("(position-area: block-end) and (anchor-scope: all)")
    supports.mockReturnValue(false)
    expect(anchorPositioning()).toBe(false)
  })

  it("is false without CSS.supports", () => {
    vi.stubGlobal("CSS", undefined)
    expect(anchorPositioning()).toBe(false)
  })
})

describe("followTrigger", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("places the menu beside its trigger, again after a resize, a scroll or a move with no event, and no more once stopped", () => {
    // One frame at a time, run when the test says.
    let pending: FrameRequestCallback | null = null
    vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => { pending = cb; return 1 })
    vi.stubGlobal("cancelAnimationFrame", () => { pending = null })
    const frame = () => { const cb = pending; pending = null; cb?.(0) }
    const trigger = document.createElement("button")
    const menu = document.createElement("div")
    document.body.append(trigger, menu)
    let rect = at(1000, 100)
    trigger.getBoundingClientRect = () => ({ ...rect, x: rect.left, y: rect.top, width: 36, height: 36, toJSON: () => rect }) as DOMRect
    Object.defineProperty(menu, "offsetWidth", { value: MENU.width })
    Object.defineProperty(menu, "scrollHeight", { value: MENU.height })
    Object.defineProperty(document.documentElement, "clientWidth", { value: VIEW.width, configurable: true })
    Object.defineProperty(document.documentElement, "clientHeight", { value: VIEW.height, configurable: true })
    const expectAt = (t: MenuRect) => {
      const p = placeMenu(t, MENU, VIEW, false)
      expect([menu.style.position, menu.style.top, menu.style.left, menu.style.maxHeight]).toEqual(["fixed", `${p.top}px`, `${p.left}px`, `${p.maxHeight}px`])
    }
    const stop = followTrigger(menu, trigger)
    expectAt(rect)
    rect = at(900, 300)
    window.dispatchEvent(new Event("resize"))
    frame()
    expectAt(rect)
    rect = at(800, 700)
    document.body.dispatchEvent(new Event("scroll"))
    frame()
    expectAt(rect)
    // The trigger moved with no resize or scroll event (a re-render after a resize's frame): the next
    // frame follows it all the same.
    rect = at(700, 600)
    frame()
    expectAt(rect)
    rect = at(800, 700)
    frame()
    stop()
    const last = at(800, 700)
    rect = at(100, 100)
    window.dispatchEvent(new Event("resize"))
    frame()
    expectAt(last)
    menu.remove()
    trigger.remove()
    for (const side of ["clientWidth", "clientHeight"]) Reflect.deleteProperty(document.documentElement, side)
  })
})
