// The boot script of index.html (issue 14): a small classic script in <head>, run before the body is
// parsed, that marks <html> with the first-paint classes (ui/boot/firstPaint.ts), so the static first
// paint shows the 18+ gate only when the app will. A file of the site, so the CSP needs no inline hash.
import { cookieValue, firstPaintClasses } from "./firstPaint"

const local = (key: string): string => {
  try {
    return localStorage.getItem(key) ?? ""
  } catch {
    return ""
  }
}

const cookies = document.cookie
document.documentElement.classList.add(...firstPaintClasses((k) => cookieValue(cookies, k) || local(k)))

/**
 * Paint first (issue 14): the app's module (`data-entry` of this script) is requested once the static
 * first paint is on screen (a frame after the document is parsed), or after 100 ms where no frame comes
 * (a background tab), not while the stylesheet and the first paint still need the network.
 */
/**
 * While the app's module is on the network the main thread is idle: the first Intl number format (the
 * wall's first screen formats numbers) is made then, in an idle task, so the app's first render finds
 * the browser's locale data loaded: the first `new Intl.NumberFormat` costs ~12 ms (~50 ms at
 * Lighthouse's 4x CPU) and was part of the app's longest startup task; later ones, of any locale and
 * options, take microseconds.
 */
const warmIntl = (): void => {
  const warm = () => {
    try {
      new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(1234)
    } catch {
      // No Intl data: the app formats as it can.
    }
  }
  if (typeof requestIdleCallback === "function") requestIdleCallback(warm, { timeout: 1_000 })
  else setTimeout(warm, 0)
}

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset["entry"]
if (entry) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement("script")
    script.type = "module"
    script.src = entry
    document.head.append(script)
    warmIntl()
  }
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0))
    setTimeout(start, 100)
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true })
  else afterPaint()
}
