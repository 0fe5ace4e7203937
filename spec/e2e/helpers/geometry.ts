// Box geometry for layout e2e checks: an element's box as the page lays it out, and how two boxes meet.
import { expect, type Locator } from "@playwright/test"

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
