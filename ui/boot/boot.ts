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
  }
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0))
    setTimeout(start, 100)
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint, { once: true })
  else afterPaint()
}
