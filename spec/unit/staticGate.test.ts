// @vitest-environment jsdom
// The static first paint's 18+ gate (issue 14, a§4; ui/boot/gate.ts): the boot script fills it with the
// page language's texts, which the build reads from the catalogs (build.mjs gateTexts: bootPreloads.test.ts), and answers its
// buttons before the app's code is in; the answer reaches the app once, whether it listens before or
// after it was given (infrastructure/browser/staticGate.ts).
import fs from "node:fs"
import path from "node:path"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { GATE_LIVE_CLASS, wireStaticGate, type GateTexts } from "../../ui/boot/gate"
import type { GateAnswer } from "../../domain/shell/gateAnswer"
import en from "../../i18n/en"
import tr from "../../i18n/tr"

/** The static gate's markup as public/index.html has it (the #root's last child). */
const template = (): string => {
  const html = fs.readFileSync(path.resolve(__dirname, "../../public/index.html"), "utf8")
  const start = html.indexOf('<div class="fp-gate-static">')
  expect(start).toBeGreaterThan(0)
  return html.slice(start, html.indexOf("</div></div></div></div></div>", start) + "</div></div></div></div></div>".length)
}

const texts: GateTexts = { en: en.gate, tr: tr.gate }

beforeEach(() => {
  document.documentElement.className = "fp-gate"
  document.body.innerHTML = `<div id="root">${template()}</div>`
})
afterEach(() => {
  document.documentElement.className = ""
  document.body.innerHTML = ""
})

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!
const button = (id: string) => document.getElementById(id) as HTMLButtonElement

describe("the static gate (boot script)", () => {
  it("given a Turkish page, when wired, then it shows the Turkish gate texts, in Turkish, with the focus on Enter", () => {
    expect(wireStaticGate(document, texts, "tr", () => false, () => undefined)).toBe(true)
    expect(document.documentElement.classList.contains(GATE_LIVE_CLASS)).toBe(true)
    expect(dialog().lang).toBe("tr")
    expect(document.getElementById("fp-gate-title")!.textContent).toBe(tr.gate.title)
    expect(document.getElementById("fp-gate-text")!.textContent).toBe(tr.gate.text)
    expect(button("fp-gate-enter").textContent).toBe(tr.gate.enter)
    expect(button("fp-gate-login").textContent).toBe(tr.gate.logIn)
    expect(dialog().getAttribute("aria-labelledby")).toBe("fp-gate-title")
    expect(document.activeElement).toBe(button("fp-gate-enter"))
  })

  it("given a language whose texts it lacks, when wired, then it shows English's, marked English", () => {
    expect(wireStaticGate(document, texts, "ja", () => false, () => undefined)).toBe(true)
    expect(dialog().lang).toBe("en")
    expect(document.getElementById("fp-gate-title")!.textContent).toBe(en.gate.title)
  })

  it("given a page that shows no gate (acknowledged, or signed in), when wired, then it does nothing", () => {
    document.documentElement.className = ""
    expect(wireStaticGate(document, texts, "en", () => false, () => undefined)).toBe(false)
    expect(document.documentElement.classList.contains(GATE_LIVE_CLASS)).toBe(false)
    expect(button("fp-gate-enter").textContent).toBe("")
  })

  it("when Enter is clicked, then the gate goes at once and the answer (with the device type) is given once", () => {
    const answers: GateAnswer[] = []
    wireStaticGate(document, texts, "en", () => true, (a) => answers.push(a))
    button("fp-gate-enter").click()
    button("fp-gate-enter").click()
    button("fp-gate-login").click()
    expect(answers).toEqual([{ answer: "enter", mobile: true }])
    expect(document.documentElement.classList.contains("fp-gate")).toBe(false)
    expect(document.documentElement.classList.contains(GATE_LIVE_CLASS)).toBe(false)
  })

  it("when Log in is clicked, then it shows busy until the app opens the popup, both answers are off, and the answer is given once", () => {
    const answers: GateAnswer[] = []
    wireStaticGate(document, texts, "en", () => false, (a) => answers.push(a))
    button("fp-gate-login").click()
    button("fp-gate-enter").click()
    expect(answers).toEqual([{ answer: "logIn" }])
    expect(button("fp-gate-login").getAttribute("aria-busy")).toBe("true")
    expect(button("fp-gate-login").classList.contains("is-busy")).toBe(true)
    expect(button("fp-gate-enter").getAttribute("aria-disabled")).toBe("true")
    // The gate stays (the app opens the login popup over it).
    expect(document.documentElement.classList.contains("fp-gate")).toBe(true)
  })
})

describe("the answer's way to the app", () => {
  beforeEach(() => {
    delete (globalThis as { __gate?: unknown }).__gate
    vi.resetModules()
  })

  it("given an answer before the app listens, when it listens, then it gets that answer once", async () => {
    const { answerStaticGate, onStaticGateAnswer } = await import("../../infrastructure/browser/staticGate")
    answerStaticGate({ answer: "enter", mobile: false })
    answerStaticGate({ answer: "logIn" })
    const got: GateAnswer[] = []
    onStaticGateAnswer((a) => got.push(a))
    expect(got).toEqual([{ answer: "enter", mobile: false }])
  })

  it("given the app listening first, when the visitor answers, then the app gets it then", async () => {
    const { answerStaticGate, onStaticGateAnswer } = await import("../../infrastructure/browser/staticGate")
    const got: GateAnswer[] = []
    onStaticGateAnswer((a) => got.push(a))
    expect(got).toEqual([])
    answerStaticGate({ answer: "logIn" })
    expect(got).toEqual([{ answer: "logIn" }])
  })
})

describe("an Enter no app took, across a reload of the tab (a reload before the app's code is in)", () => {
  beforeEach(() => {
    delete (globalThis as { __gate?: unknown }).__gate
    sessionStorage.clear()
    vi.resetModules()
  })

  /** A fresh page of the same tab: a new module instance and no answer in memory, the tab's session storage kept. */
  const nextPage = async () => {
    delete (globalThis as { __gate?: unknown }).__gate
    vi.resetModules()
    return import("../../infrastructure/browser/staticGate")
  }

  it("given Enter before the app listened, when the tab reloads, then the next page finds it pending, and once that page's app takes it, it is gone", async () => {
    const first = await import("../../infrastructure/browser/staticGate")
    first.answerStaticGate({ answer: "enter", mobile: true })
    const second = await nextPage()
    const pending = second.pendingStaticGateAnswer()
    expect(pending).toEqual({ answer: "enter", mobile: true })
    second.answerStaticGate(pending!)
    const got: GateAnswer[] = []
    second.onStaticGateAnswer((a) => got.push(a))
    expect(got).toEqual([{ answer: "enter", mobile: true }])
    expect((await nextPage()).pendingStaticGateAnswer()).toBeNull()
  })

  it("given the app took Enter at once, or the visitor asked to log in, then nothing is pending for the next page", async () => {
    const first = await import("../../infrastructure/browser/staticGate")
    first.onStaticGateAnswer(() => {})
    first.answerStaticGate({ answer: "enter", mobile: false })
    expect((await nextPage()).pendingStaticGateAnswer()).toBeNull()
    const other = await nextPage()
    other.answerStaticGate({ answer: "logIn" })
    expect((await nextPage()).pendingStaticGateAnswer()).toBeNull()
  })

  it("given something else stored under its key, then nothing is pending and the value is dropped", async () => {
    const { PENDING_KEY, pendingStaticGateAnswer } = await import("../../infrastructure/browser/staticGate")
    for (const bad of ["{", "null", '{"answer":"logIn"}', '{"answer":"enter","mobile":"yes"}']) {
      sessionStorage.setItem(PENDING_KEY, bad)
      expect(pendingStaticGateAnswer()).toBeNull()
      expect(sessionStorage.getItem(PENDING_KEY)).toBeNull()
    }
  })
})
