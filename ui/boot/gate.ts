// The static first paint's 18+ gate (issue 14, a§4): index.html carries the gate's markup (the app's
// Gate18 classes, so it looks the same) and the boot script fills it with the page language's texts
// (`data-gate-texts`, written by build.mjs from the catalogs' `gate` group) and answers its buttons, so a
// visitor can enter, or ask to log in, before the app's code has arrived. The answer goes to the app
// (infrastructure/browser/staticGate.ts), which dispatches what its own gate would have.
import { bcp47Of, type UiLanguage } from "../../domain/shell/language"
import type { GateAnswer } from "../../domain/shell/gateAnswer"

/** The gate's texts by catalog code (build.mjs GATE_TEXT_KEYS). */
export type GateTexts = Readonly<Record<string, { readonly title: string; readonly text: string; readonly enter: string; readonly logIn: string }>>

/** <html> class: the static gate has its texts and answers (ui/theme/firstPaint.css shows it then). */
export const GATE_LIVE_CLASS = "fp-gate-live"

/**
 * Fills the static gate of `doc` with the texts of `lang` (English where the page's language has no
 * catalog) and makes its buttons answer: Enter hides the gate at once, Log in shows it busy until the app
 * opens the login popup; the focus goes to Enter; `answer` gets the choice, `mobile` says the device type at the time. Marks
 * <html> with GATE_LIVE_CLASS. Does nothing (false) when the page shows no gate or has no such markup.
 */
export const wireStaticGate = (doc: Document, texts: GateTexts, lang: UiLanguage, mobile: () => boolean, answer: (a: GateAnswer) => void): boolean => {
  const html = doc.documentElement
  const dialog = doc.getElementById("fp-gate")
  const enter = doc.getElementById("fp-gate-enter")
  const logIn = doc.getElementById("fp-gate-login")
  const t = texts[lang] ?? texts["en"]
  if (!html.classList.contains("fp-gate") || !dialog || !enter || !logIn || !t) return false
  const set = (id: string, text: string) => {
    const el = doc.getElementById(id)
    if (el) el.textContent = text
  }
  dialog.lang = texts[lang] ? bcp47Of(lang) : "en"
  set("fp-gate-title", t.title)
  set("fp-gate-text", t.text)
  enter.querySelector(".btn-label")!.textContent = t.enter
  logIn.querySelector(".btn-label")!.textContent = t.logIn
  let answered = false
  const enterNow = () => {
    if (answered) return
    answered = true
    html.classList.remove("fp-gate", GATE_LIVE_CLASS)
    answer({ answer: "enter", mobile: mobile() })
  }
  enter.addEventListener("click", enterNow)
  // A press begun on Enter and released after the app's first render replaced this gate (its own Enter
  // in the same place) makes no click: the browser sends it to the two buttons' common ancestor, and the
  // press was lost (CI, 2026-12-03). Released within the button's place, it answers Enter as a click would.
  let pressed: DOMRect | null = null
  enter.addEventListener("pointerdown", () => void (pressed = enter.getBoundingClientRect()))
  const released = (e: PointerEvent) => {
    const at = pressed
    pressed = null
    if (!at || enter.isConnected) return
    if (e.type === "pointerup" && e.clientX >= at.left && e.clientX <= at.right && e.clientY >= at.top && e.clientY <= at.bottom) enterNow()
  }
  doc.addEventListener("pointerup", released, true)
  doc.addEventListener("pointercancel", released, true)
  logIn.addEventListener("click", () => {
    if (answered) return
    answered = true
    // Busy as the app's Button draws it (a decorative ring before the label) until the popup opens.
    const ring = doc.createElement("span")
    ring.className = "spinner-ring"
    ring.style.width = ring.style.height = "18px"
    ring.setAttribute("aria-hidden", "true")
    logIn.prepend(ring)
    logIn.classList.add("is-busy")
    logIn.setAttribute("aria-busy", "true")
    for (const b of [enter, logIn]) b.setAttribute("aria-disabled", "true")
    answer({ answer: "logIn" })
  })
  html.classList.add(GATE_LIVE_CLASS)
  // As the app's gate: the focus on Enter (shown only now, so not the markup's autofocus).
  enter.focus({ preventScroll: true })
  return true
}
