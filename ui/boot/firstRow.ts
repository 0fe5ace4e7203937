// The first row of the wall in the static first paint (issue 14): the boot script (./boot.ts) gets the
// first page's photo addresses from its early requests (infrastructure/gateway/earlyBoot.ts) and puts
// them into the skeleton's first cards, so the largest paint no longer waits for the app's code.

/**
 * Columns of the wall grid at the viewport `matches` answers for: 2 up to 767 px, 3, then 4 from 960,
 * 5 from 1200 and 6 from 1500 px (the media queries of HostWall.css and ui/theme/firstPaint.css).
 */
export const wallColumns = (matches: (query: string) => boolean): number =>
  matches("(max-width: 767px)") ? 2 : matches("(min-width: 1500px)") ? 6 : matches("(min-width: 1200px)") ? 5 : matches("(min-width: 960px)") ? 4 : 3

/**
 * The first row's photos as images of the first paint: eager, high priority, the host card's size and
 * address (the app's card then finds them loaded). They start loading at once, before they are shown.
 */
export const firstRowImages = (doc: Document, photos: ReadonlyArray<string>): HTMLImageElement[] =>
  photos.map((src) => {
    const img = doc.createElement("img")
    img.className = "fp-photo"
    img.alt = ""
    img.width = 270
    img.height = 360
    img.decoding = "async"
    img.setAttribute("fetchpriority", "high")
    img.src = src
    return img
  })

/**
 * Puts `images` into the first cards of the static first paint's wall skeleton, one row (no more than
 * the grid's columns); returns how many it put in: none when the app has already replaced the first paint.
 */
export const paintFirstRow = (doc: Document, images: ReadonlyArray<HTMLImageElement>): number => {
  const grid = doc.querySelector<HTMLElement>("#root .fp-paint .fp-grid")
  if (!grid) return 0
  const columns = getComputedStyle(grid).gridTemplateColumns.split(" ").filter((c) => c !== "").length || 1
  const cards = grid.querySelectorAll(".fp-card")
  const count = Math.min(columns, cards.length, images.length)
  for (let i = 0; i < count; i++) cards[i]!.append(images[i]!)
  return count
}
