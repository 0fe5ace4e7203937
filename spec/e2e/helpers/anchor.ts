// A browser without CSS anchor positioning (older Firefox and Safari), emulated in Chromium: CSS.supports
// answers false for anchor positioning, and the stylesheets' @supports blocks about it are dropped as such
// a browser drops them (whenever a stylesheet loads). Call before the page loads.
import type { Page } from "@playwright/test"

export async function withoutAnchorPositioning(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const about = /anchor|position-area|position-try/
    const supports = CSS.supports.bind(CSS) as (a: string, b?: string) => boolean
    CSS.supports = ((a: string, b?: string) => (about.test(b === undefined ? a : `${a}: ${b}`) ? false : b === undefined ? supports(a) : supports(a, b))) as typeof CSS.supports
    const strip = (c: CSSStyleSheet | CSSGroupingRule) => {
      for (let i = c.cssRules.length - 1; i >= 0; i--) {
        const r = c.cssRules[i]
        if (r instanceof CSSSupportsRule && about.test(r.conditionText)) c.deleteRule(i)
        else if (r instanceof CSSGroupingRule) strip(r)
      }
    }
    const stripAll = () => {
      for (const sheet of Array.from(document.styleSheets)) {
        try {
          strip(sheet)
        } catch {
          // A cross-origin sheet's rules cannot be read: none of the app's.
        }
      }
    }
    // Stylesheets come with the page and with lazy chunks: strip each as it loads (load events do not
    // bubble; a capturing listener sees them), <style> elements as they are added, and once the document is
    // parsed.
    document.addEventListener("load", stripAll, true)
    document.addEventListener("DOMContentLoaded", stripAll)
    new MutationObserver((records) => {
      if (records.some((r) => Array.from(r.addedNodes).some((n) => n.nodeName === "STYLE"))) stripAll()
    }).observe(document, { childList: true, subtree: true })
  })
}
