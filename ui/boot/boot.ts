// The boot script of index.html (issue 14): a small classic script in <head>, run before the body is
// parsed, that marks <html> with the first-paint classes (ui/boot/firstPaint.ts), so the static first
// paint shows the 18+ gate and the download banner's room only when the app will; sends a visitor's
// first wall requests early (infrastructure/gateway/earlyBoot.ts) and puts the first row's photos into
// the first paint (./firstRow.ts); and requests the app's module once the first paint is on screen. A
// file of the site, so the CSP needs no inline hash. The composition root of the boot script's entry.
import { storedSession } from "../../domain/app/storedSession"
import { directionOf } from "../../domain/shell/language"
import { publishEarlyRequests } from "../../infrastructure/gateway/early"
import { pageEarlyInput, pageLanguage, startEarlyRequests, type EarlyInput } from "../../infrastructure/gateway/earlyBoot"
import { firstPaintClasses } from "./firstPaint"
import { bootPreloads } from "./preloads"
import { firstRowImages, paintFirstRow, wallColumns } from "./firstRow"

// Storage and the address, read once, as the app reads them at start (cookies over local storage).
let input: EarlyInput | null = null
try {
  input = pageEarlyInput()
} catch {
  // Storage refused: the first paint as for a first visit; the app decides the rest.
}
const stored = input?.stored ?? {}
document.documentElement.classList.add(...firstPaintClasses((k) => stored[k] ?? "", Date.now()))

/** Runs `f` once the document is parsed. */
const whenParsed = (f: () => void): void => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", f, { once: true })
  else f()
}

// The writing direction of the language the app will show (ar, iw: right to left), so the first paint
// is laid out as the app will be (the rail, the IM bar and the first row on the same sides).
if (input) document.documentElement.dir = directionOf(pageLanguage(input))

// Then the requests go out, while the stylesheet and the app's code load. The photos
// are put in after the first paint (the stylesheet is in by then, so the grid has its columns).
try {
  const early = input && startEarlyRequests({
    input,
    fetch: globalThis.fetch.bind(globalThis),
    now: Date.now,
    rowLength: wallColumns((query) => matchMedia(query).matches),
    base: document.baseURI,
    onFirstRow: (photos) => {
      // Loading now (often before the first paint), shown from the first paint on.
      const images = firstRowImages(document, photos)
      whenParsed(() => requestAnimationFrame(() => paintFirstRow(document, images)))
    },
  })
  if (early) publishEarlyRequests(early)
} catch {
  // No early requests (no fetch or WebCrypto, storage refused): the app sends its own.
}

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

/**
 * Paint first (issue 14): the app's module (`data-entry` of this script) is requested once the static
 * first paint is on screen (a frame after the document is parsed), or after 100 ms where no frame comes
 * (a background tab), not while the stylesheet and the first paint still need the network; with it the
 * startup's other files (`data-preload`, space-separated: the files the module imports one after the
 * other, modulepreloaded so they come together). It does not wait for the first row's photos: delaying
 * the module behind them was measured to cost the app ~0.6 s on a slow connection (150 ms latency,
 * 1.6 Mbps) for photos that came no sooner.
 */
const data = (document.currentScript as HTMLScriptElement | null)?.dataset
const entry = data?.["entry"]
// Issue 14: a page that starts signed in also needs the member features' kernel and adapters before its
// first render (`data-member-preload`): they come with the startup's files; a visitor's page never fetches them.
// With the catalog of the language the app will show and, signed in, its member texts (./preloads.ts).
const preload = bootPreloads(data ?? {}, input ? pageLanguage(input) : "en", storedSession(stored))
if (entry) {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const script = document.createElement("script")
    script.type = "module"
    script.src = entry
    document.head.append(script)
    for (const href of preload) {
      const link = document.createElement("link")
      link.rel = "modulepreload"
      link.href = href
      document.head.append(link)
    }
    warmIntl()
  }
  const afterPaint = () => {
    requestAnimationFrame(() => setTimeout(start, 0))
    setTimeout(start, 100)
  }
  whenParsed(afterPaint)
}
