// Pictures of a replayed trace without a single request: the exporter replaced image URLs by numbered
// pseudonyms (the log format's redactedImageUrl), which no server holds; the replay shows them as inline
// SVG placeholders (a colour and the number per pseudonym, so the same picture stays recognisable).
// Copy-on-write: objects without such a URL keep their identity.
import { redactedImageNumber } from "./compose"

const cache = new Map<string, string>()

/** The inline placeholder of image pseudonym `n`. */
export const placeholderImage = (n: number): string => {
  const hue = (n * 47) % 360
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="270" height="360" viewBox="0 0 270 360">` +
    `<rect width="270" height="360" fill="hsl(${hue} 45% 72%)"/>` +
    `<circle cx="135" cy="140" r="58" fill="hsl(${hue} 30% 52%)"/>` +
    `<path d="M35 360c0-80 45-120 100-120s100 40 100 120z" fill="hsl(${hue} 30% 52%)"/>` +
    `<text x="135" y="44" font-family="monospace" font-size="20" text-anchor="middle" fill="hsl(${hue} 40% 22%)">image ${n}</text>` +
    `</svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** `value` with every redacted image URL inside replaced by its placeholder. */
export const withPlaceholders = <T>(value: T): T => {
  if (typeof value === "string") {
    const n = redactedImageNumber(value)
    if (n === null) return value
    let url = cache.get(value)
    if (url === undefined) cache.set(value, (url = placeholderImage(n)))
    return url as T
  }
  if (value === null || typeof value !== "object") return value
  if (Array.isArray(value)) {
    let out: unknown[] | null = null
    value.forEach((v, i) => {
      const w = withPlaceholders(v)
      if (w !== v) (out ??= value.slice())[i] = w
    })
    return (out ?? value) as T
  }
  let out: Record<string, unknown> | null = null
  for (const [k, v] of Object.entries(value)) {
    const w = withPlaceholders(v)
    if (w !== v) (out ??= { ...(value as Record<string, unknown>) })[k] = w
  }
  return (out ?? value) as T
}
