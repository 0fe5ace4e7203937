// The boot script of index.html (issue 14): a small classic script in <head>, run before the body is
// parsed, that marks <html> with the first-paint classes (ui/boot/firstPaint.ts), so the static first
// paint shows the 18+ gate and the download banner's room only when the app will; sends a visitor's
// first wall requests early (infrastructure/gateway/earlyBoot.ts) and puts the first row's photos into
// the first paint (./firstRow.ts); and requests the app's module once the first paint is on screen. A
// file of the site, so the CSP needs no inline hash. The composition root of the boot script's entry.
import { storedSession } from "../../domain/app/storedSession"
import { directionOf } from "../../domain/shell/language"
import { publishEarlyRequests } from "../../infrastructure/gateway/early"
import { isTraceReplay, pageEarlyInput, pageLanguage, startEarlyRequests, type EarlyInput } from "../../infrastructure/gateway/earlyBoot"
import { firstPaintClasses } from "./firstPaint"
import { bootPreloads } from "./preloads"
import { firstRowImages, paintFirstRow, wallColumns } from "./firstRow"
import { answerStaticGate, dropPendingStaticGateAnswer, pendingStaticGateAnswer } from "../../infrastructure/browser/staticGate"
import { MOBILE_QUERY } from "../app/mobileQuery"
import { wireStaticGate, type GateTexts } from "./gate"
import { warmIntl } from "./intlWarm"
import { whenIdle } from "../../infrastructure/browser/idle"

// Storage and the address, read once, as the app reads them at start (cookies over local storage).
let input: EarlyInput | null = null
try {
  input = pageEarlyInput()
} catch {
  // Storage refused: the first paint as for a first visit; the app decides the rest.
}
const stored = input?.stored ?? {}
const firstPaint = firstPaintClasses((k) => stored[k] ?? "", Date.now())
// An Enter given on this tab's static gate before a reload, that no app took (infrastructure/browser/
// staticGate.ts): the gate is not shown again, and this page's app takes the answer. Where the page shows
// no gate anyway (a member, the acknowledgement stored) it is dropped.
if (!isTraceReplay(location.search)) {
  const pending = pendingStaticGateAnswer()
  if (pending && firstPaint.includes("fp-gate")) {
    firstPaint.splice(firstPaint.indexOf("fp-gate"), 1)
    answerStaticGate(pending)
  } else if (pending) dropPendingStaticGateAnswer()
}
document.documentElement.classList.add(...firstPaint)

/** Runs `f` once the document is parsed. */
const whenParsed = (f: () => void): void => {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", f, { once: true })
  else f()
}

// The writing direction of the language the app will show (ar, iw: right to left), so the first paint
// is laid out as the app will be (the rail, the IM bar and the first row on the same sides).
if (input) document.documentElement.dir = directionOf(pageLanguage(input))

/**
 * Resolves once the first row's photos are on screen: each painted (or failed, or not put in), as the
 * browser's element timing reports it; where it has none, each loaded and decoded and two frames drawn
 * since (never when there is no first row).
 */
let firstRowIn: () => void = () => undefined
const firstRowSettled = new Promise<void>((resolve) => (firstRowIn = resolve))

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
      const waiting = new Set<Element>(images)
      let observer: PerformanceObserver | null = null
      const settle = (img: Element) => {
        if (!waiting.delete(img) || waiting.size > 0) return
        observer?.disconnect()
        firstRowIn()
      }
      // The paint itself (Element Timing, Chromium): a frame drawn after load and decode may still
      // leave an image for a later one, and the app's file is then in before the largest paint.
      if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("element")) {
        for (const img of images) img.setAttribute("elementtiming", "fp-photo")
        observer = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const el = (e as PerformanceEntry & { readonly element?: Element | null }).element
            if (el) settle(el)
          }
        })
        observer.observe({ type: "element", buffered: true })
      } else {
        for (const img of images) {
          const drawn = () => requestAnimationFrame(() => requestAnimationFrame(() => settle(img)))
          img.addEventListener("load", () => void img.decode().then(drawn, drawn), { once: true })
        }
      }
      for (const img of images) img.addEventListener("error", () => settle(img), { once: true })
      whenParsed(() =>
        requestAnimationFrame(() => {
          // Photos beyond the row's columns are not put in: nothing to wait for.
          const shown = paintFirstRow(document, images)
          for (const img of images.slice(shown)) settle(img)
        }),
      )
    },
  })
  if (early) publishEarlyRequests(early)
} catch {
  // No early requests (no fetch or WebCrypto, storage refused): the app sends its own.
}

// The static gate (./gate.ts): its texts in the page's language and its buttons, once the document is
// parsed, so a visitor can answer it before the app's code is in.
const script = document.currentScript as HTMLScriptElement | null
/** The static gate shows with its texts and answers (the visitor's first act needs no app code). */
let gateLive = false
whenParsed(() => {
  try {
    // A trace replay (`?trace=`) has no live app to take an answer: the gate's frame only, as before.
    if (isTraceReplay(location.search)) return
    const texts = JSON.parse(script?.dataset["gateTexts"] ?? "{}") as GateTexts
    gateLive = wireStaticGate(document, texts, input ? pageLanguage(input) : "en", () => matchMedia(MOBILE_QUERY).matches, answerStaticGate)
  } catch {
    // No texts: the gate's frame stays until the app shows its own.
  }
})

/**
 * Paint first (issue 14): the app's module (`data-entry` of this script) is requested once the static
 * first paint is on screen (a frame after the document is parsed), at once in a hidden tab (a background
 * tab draws no frame), or after NO_FRAME_MS where no frame comes, not while the stylesheet and the first
 * paint still need the network; with it the startup's other files (`data-preload`, space-separated: the files the module imports one after the
 * other, modulepreloaded so they come together). Without the static gate (a returning visitor, a member)
 * it does not wait for the first row's photos: their first act needs the app, and holding the module
 * behind the photos was measured to cost the app ~0.3-0.6 s on a slow connection (150 ms latency, 1.6 Mbps).
 *
 * With the static gate live (a first visit), the app's file waits for the first row's photos to be
 * painted, PHOTOS_FIRST_MAX_MS after the first paint at the most: on a slow connection the photos get the
 * bandwidth first (on the emulated slow phone of spec/bench/slowPhone.ts the first photo came ~0.13 s
 * sooner, the app's cards ~0.28 s later), while the visitor reads and answers the gate, which needs no app
 * code (./gate.ts). Painted, not only loaded: Lighthouse's simulation counts every script that finished
 * before the observed largest paint, and waiting for the load events alone let the app's files in first
 * in about half the runs (LCP 2.4-2.7 s in those, 1.4-1.5 s when the paint came first; A/B 2026-12-01).
 */
const PHOTOS_FIRST_MAX_MS = 300
/**
 * A visible tab that has drawn no frame this long after the parse (hidden since, a browser that draws
 * nothing) starts the app anyway, ms. A late frame is waited for: on a busy machine the first frame
 * came more than 100 ms after the parse, and the app's file, once asked for after 100 ms without one,
 * came in before the first row's photos were painted (CI, 2026-12-02: asked 252 ms after the parse,
 * the photo painted 4.4 s later).
 */
const NO_FRAME_MS = 1_000
const data = script?.dataset
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
    // While the module is on the network: ICU starts in a worker (./intlWarm.ts), else when idle (1 s at the latest).
    warmIntl({ Worker: typeof Worker === "function" ? Worker : undefined, whenIdle: (f) => whenIdle(f, 1_000, 0) })
  }
  let framed = false
  const afterPaint = () => {
    // A hidden tab draws no frame (opened in the background, a prerender): the app starts at once.
    if (document.visibilityState === "hidden") return void setTimeout(start, 0)
    requestAnimationFrame(() => {
      framed = true
      if (!gateLive) return void setTimeout(start, 0)
      void firstRowSettled.then(() => setTimeout(start, 0))
      setTimeout(start, PHOTOS_FIRST_MAX_MS)
    })
    const unframed = () => framed || start()
    // Hidden before its first frame (any time: a tab shown from a prerender first, then switched away).
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && unframed())
    setTimeout(unframed, NO_FRAME_MS)
  }
  whenParsed(afterPaint)
}
