// The unread badge on the browser tab icon (m§2, m§4): the site icon drawn on a canvas with a red count
// (999 and over "k+", 0 restores the plain icon). Requests are queued and applied at most once per
// 300 ms; more than 100 waiting requests drop the excess and report it (m§8 "badge queue overflow").
import { BADGE_K_PLUS, BADGE_QUEUE_MAX, BADGE_THROTTLE_MS } from "../../domain/constants"
import type { TabBadge } from "../../domain/runtime/ports"

/** m§2 badge text of `count`: "" for 0 or less, "k+" at 999 and over, else the number. */
export const badgeText = (count: number): string => (!Number.isFinite(count) || count <= 0 ? "" : count >= BADGE_K_PLUS ? "k+" : String(Math.floor(count)))

/** What the badge needs of the page (injectable for tests). */
export interface BadgeEnv {
  readonly now: () => number
  readonly schedule: (fn: () => void, ms: number) => void
  /** Draws `text` over the icon ("" = plain icon). */
  readonly draw: (text: string) => void
}

/** A queued, throttled badge: at most one draw per 300 ms, at most 100 waiting requests. */
export const makeTabBadge = (env: BadgeEnv): TabBadge["Service"] => {
  const queue: number[] = []
  let last = -Infinity
  let scheduled = false
  let shown: string | null = null
  const flush = () => {
    scheduled = false
    const next = queue.shift()
    if (next === undefined) return
    // Only the newest request matters for what is drawn; the queue keeps the order of requests.
    const latest = queue.length > 0 ? queue[queue.length - 1]! : next
    queue.length = 0
    last = env.now()
    const text = badgeText(latest)
    if (text !== shown) {
      shown = text
      env.draw(text)
    }
  }
  return {
    set: (count, overflow) => {
      if (queue.length >= BADGE_QUEUE_MAX) {
        overflow(1)
        return
      }
      queue.push(count)
      if (scheduled) return
      scheduled = true
      env.schedule(flush, Math.max(0, last + BADGE_THROTTLE_MS - env.now()))
    },
  }
}

/** Draws the badge on the page's favicon through a 64 px canvas (the original icon restored for ""). */
export const faviconDrawer = (doc: Document): ((text: string) => void) => {
  const link = (): HTMLLinkElement | null => doc.querySelector('link[rel="icon"]')
  const original = link()?.href ?? "/icon.svg"
  let img: HTMLImageElement | null = null
  return (text) => {
    const l = link()
    if (!l) return
    if (text === "") {
      l.href = original
      return
    }
    const paint = () => {
      const c = doc.createElement("canvas")
      c.width = 64
      c.height = 64
      const g = c.getContext("2d")
      if (!g) return
      if (img) g.drawImage(img, 0, 0, 64, 64)
      g.fillStyle = "#e5484d"
      g.beginPath()
      g.arc(40, 24, 24, 0, 2 * Math.PI)
      g.fill()
      g.fillStyle = "#fff"
      g.font = `bold ${text.length > 2 ? 22 : 30}px sans-serif`
      g.textAlign = "center"
      g.textBaseline = "middle"
      g.fillText(text, 40, 26)
      l.href = c.toDataURL("image/png")
    }
    if (img === null) {
      img = new Image()
      img.onload = paint
      img.onerror = () => ((img = null), paint())
      img.src = original
    } else paint()
  }
}
