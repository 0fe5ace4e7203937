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
