// Box geometry for layout e2e checks: an element's box as the page lays it out, how two boxes meet, whether
// an element is uncovered, and whether a dialog's main action stays in view at short sizes and large text.
import { expect, type Locator, type Page } from "@playwright/test"

/** A laid-out box, CSS px from the viewport's top-left corner. */
export type Box = { x: number; y: number; width: number; height: number }

/** The box of `l` (fails the test when it has none: not rendered or hidden). */
export const box = async (l: Locator): Promise<Box> => {
  const b = await l.boundingBox()
  expect(b, "element has a box").not.toBeNull()
  return b!
}

/** `inner` lies within `outer` (half a pixel of rounding). */
export const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5

/** Area (px²) shared by two boxes; 0 when apart. */
export const overlap = (p: Box, q: Box): number =>
  Math.max(0, Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x)) * Math.max(0, Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y))

/** Whether `l` is painted on top at its centre (nothing covers it there). */
export const uncovered = (l: Locator): Promise<boolean> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return hit !== null && el.contains(hit)
  })

/** The window sizes the dialogs are checked at: a phone upright and on its side, a short and a usual desktop window. */
export const DIALOG_SIZES = [{ width: 390, height: 844 }, { width: 667, height: 375 }, { width: 844, height: 390 }, { width: 1280, height: 800 }] as const

/**
 * `dialog`'s main action `action` shows, uncovered, inside the dialog and the window at each of
 * DIALOG_SIZES, with the dialog scrolled to its top (its title in view, as a person starts reading) and
 * to its end; at normal text size and with the browser's text size doubled (Chromium's font size
 * setting: rem-based type grows, the layout's px do not), where the dialog has to scroll.
 */
export async function expectActionAlwaysInView(page: Page, dialog: Locator, action: Locator, what: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  try {
    for (const text of [16, 32]) {
      await cdp.send("Page.setFontSizes", { fontSizes: { standard: text } })
      for (const size of DIALOG_SIZES) {
        await page.setViewportSize(size)
        for (const end of ["top", "end"] as const) {
          await dialog.evaluate((d, e) => { d.scrollTop = e === "top" ? 0 : d.scrollHeight }, end)
          const where = `${what} at ${size.width}x${size.height}, text ${text} px, scrolled to its ${end}`
          const card = await dialog.boundingBox()
          const b = (await action.boundingBox())!
          expect(card, where).not.toBeNull()
          // Soft: a failing run lists every dialog, size and text size that hides the action.
          expect.soft(b.y, `${where}: action below the card's top`).toBeGreaterThanOrEqual(Math.max(0, card!.y) - 0.5)
          expect.soft(b.y + b.height, `${where}: action above the card's bottom`).toBeLessThanOrEqual(Math.min(size.height, card!.y + card!.height) + 0.5)
          expect.soft(await uncovered(action), `${where}: action uncovered`).toBe(true)
          if (end === "top") expect.soft(await uncovered(dialog.getByRole("heading").first()), `${where}: title in view`).toBe(true)
        }
      }
    }
  } finally {
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 16 } })
    await cdp.detach()
  }
}

/**
 * The part of `l`'s box left visible by the ancestors that clip it (scroll containers and other
 * overflow boxes, up to the viewport); null when it is wholly clipped (scrolled out of view).
 */
export const visiblePart = (l: Locator): Promise<Box | null> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect()
    let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom]
    for (let a = el.parentElement; a; a = a.parentElement) {
      const s = getComputedStyle(a)
      if (s.overflowX === "visible" && s.overflowY === "visible") continue
      const c = a.getBoundingClientRect()
      // Clipped at the padding box: inside the borders (and scrollbars, at the client box's size).
      const cl = c.left + a.clientLeft
      const ct = c.top + a.clientTop
      if (s.overflowX !== "visible") [left, right] = [Math.max(left, cl), Math.min(right, cl + a.clientWidth)]
      if (s.overflowY !== "visible") [top, bottom] = [Math.max(top, ct), Math.min(bottom, ct + a.clientHeight)]
    }
    ;[left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, innerWidth), Math.min(bottom, innerHeight)]
    return right - left > 0.5 && bottom - top > 0.5 ? { x: left, y: top, width: right - left, height: bottom - top } : null
  })

/** Where chat message `text` sits in the chat log `log` now (offset from the log's top, px), or null when it is not rendered. */
export const messageOffset = (log: Locator, text: string): Promise<number | null> =>
  log.evaluate((el, text) => {
    const box = el.getBoundingClientRect()
    const m = [...el.querySelectorAll<HTMLElement>(".im-msg")].find((x) => (x.querySelector(".im-text")?.textContent ?? "").trim() === text)
    return m ? m.getBoundingClientRect().top - box.top : null
  }, text)
