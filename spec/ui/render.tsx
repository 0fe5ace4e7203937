// Tiny DOM test kit for component tests (no testing-library): render inside the i18n provider with
// react-dom/client + act, query by role and accessible name (a pragmatic subset of the ARIA name
// computation), and fire input/click/keyboard events the way React listens for them.
import { act, type ReactNode } from "react"
import { vi } from "vitest"
import { createRoot, type Root } from "react-dom/client"
import { I18nProvider, type Locales } from "../../i18n"
import type { AppState } from "../../domain/app/state"
import type { Intent } from "../../domain/app/intents"
import { StoreContext } from "../../ui/app/hooks"
import type { AppStore } from "../../ui/app/services"
import { loadAllLocales } from "../../i18n/i18n-util.sync"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
loadAllLocales()

/** A mounted tree: its container, rerender and unmount. */
export interface Rendered {
  container: HTMLElement
  rerender: (ui: ReactNode) => void
  unmount: () => void
}

const mounted = new Set<{ root: Root; container: HTMLElement }>()

/** Renders `ui` inside <I18nProvider locale> (catalogs preloaded) into a fresh container on body. */
export function render(ui: ReactNode, { locale = "en" as Locales } = {}): Rendered {
  const container = document.createElement("div")
  document.body.appendChild(container)
  const root = createRoot(container)
  const entry = { root, container }
  mounted.add(entry)
  const wrap = (node: ReactNode) => <I18nProvider locale={locale}>{node}</I18nProvider>
  act(() => root.render(wrap(ui)))
  return {
    container,
    rerender: (next) => act(() => root.render(wrap(next))),
    unmount: () => {
      act(() => root.unmount())
      container.remove()
      mounted.delete(entry)
    },
  }
}

/**
 * Renders `ui` (a connected view) over a store that holds `state` as it is and pushes every intent the
 * view dispatches onto `dispatched`.
 */
export function renderWithState(ui: ReactNode, state: AppState, { dispatched = [] as Intent[], locale = "en" as Locales } = {}): Rendered {
  const store: AppStore = { subscribe: () => () => {}, getSnapshot: () => state, dispatch: (i) => dispatched.push(i), publish: () => {} }
  return render(<StoreContext.Provider value={store}>{ui}</StoreContext.Provider>, { locale })
}

/** Unmounts everything rendered so far (call from afterEach). */
export function cleanup(): void {
  for (const { root, container } of mounted) {
    act(() => root.unmount())
    container.remove()
  }
  mounted.clear()
  document.body.innerHTML = ""
}

const IMPLICIT: Array<[string, string]> = [
  ["button", "button"],
  ["a[href]", "link"],
  ["select", "combobox"],
  ['input[type="radio"]', "radio"],
  ['input[type="checkbox"]', "checkbox"],
  ['input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="search"], textarea', "textbox"],
  ["h1, h2, h3, h4, h5, h6", "heading"],
  ["article", "article"],
  ["ul, ol", "list"],
  ["li", "listitem"],
  ["nav", "navigation"],
  ["section[aria-label], section[aria-labelledby]", "region"],
  ["main", "main"],
  ["img[alt]", "img"],
  ["option", "option"],
  ["fieldset", "group"],
  ["form", "form"],
]

/** The element's role: explicit role attribute, else the implicit role of its tag. */
export function roleOf(el: Element): string | null {
  const explicit = el.getAttribute("role")
  if (explicit) return explicit.split(/\s+/)[0] ?? null
  for (const [sel, role] of IMPLICIT) if (el.matches(sel)) return role
  return null
}

/** True when the element or an ancestor is hidden from assistive technology. */
export function isHidden(el: Element): boolean {
  for (let n: Element | null = el; n; n = n.parentElement) {
    if (n.getAttribute("aria-hidden") === "true" || (n as HTMLElement).hidden) return true
  }
  return false
}

const squash = (s: string) => s.replace(/\s+/g, " ").trim()

function textOf(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ""
  if (!(node instanceof Element)) return ""
  if (node.getAttribute("aria-hidden") === "true" || (node as HTMLElement).hidden) return ""
  const label = node.getAttribute("aria-label")
  if (label && node.getAttribute("role") === "img") return label
  if (node instanceof HTMLImageElement) return node.alt
  return Array.from(node.childNodes).map(textOf).join("")
}

/** Accessible name: aria-labelledby, aria-label, <label>, alt, legend, or content. */
export function nameOf(el: Element): string {
  const doc = el.ownerDocument
  const labelledBy = el.getAttribute("aria-labelledby")
  if (labelledBy) {
    return squash(labelledBy.split(/\s+/).map((id) => { const t = doc.getElementById(id); return t ? textOf(t) : "" }).join(" "))
  }
  const aria = el.getAttribute("aria-label")
  if (aria) return squash(aria)
  if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
    const labels = Array.from(el.labels ?? [])
    return squash(labels.map(textOf).join(" "))
  }
  if (el instanceof HTMLImageElement) return squash(el.alt)
  if (el instanceof HTMLFieldSetElement) {
    const legend = el.querySelector("legend")
    return legend ? squash(textOf(legend)) : ""
  }
  return squash(textOf(el))
}

type NameMatcher = string | RegExp

const nameMatches = (name: string, m?: NameMatcher) =>
  m === undefined ? true : typeof m === "string" ? name === m : m.test(name)

/** All visible elements with `role` (and a matching accessible name) under `root`. */
export function queryAllByRole(root: ParentNode, role: string, opts: { name?: NameMatcher } = {}): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>("*")).filter(
    (el) => roleOf(el) === role && !isHidden(el) && nameMatches(nameOf(el), opts.name),
  )
}

/** The single element with `role` and name; throws with the candidates listed otherwise. */
export function getByRole(root: ParentNode, role: string, opts: { name?: NameMatcher } = {}): HTMLElement {
  const found = queryAllByRole(root, role, opts)
  if (found.length !== 1) {
    const all = queryAllByRole(root, role).map((e) => JSON.stringify(nameOf(e)))
    throw new Error(`expected 1 ${role} named ${String(opts.name)}, found ${found.length}; ${role}s: [${all.join(", ")}]`)
  }
  return found[0]!
}

/** The form control whose label (label element, aria-label or aria-labelledby) is `name`. */
export function getByLabel(root: ParentNode, name: NameMatcher): HTMLInputElement {
  const found = Array.from(root.querySelectorAll<HTMLInputElement>("input, select, textarea")).filter(
    (el) => !isHidden(el) && nameMatches(nameOf(el), name),
  )
  if (found.length !== 1) throw new Error(`expected 1 field labelled ${String(name)}, found ${found.length}`)
  return found[0]!
}

/** Clicks an element inside act. */
export function click(el: Element): void {
  act(() => {
    ;(el as HTMLElement).click()
  })
}

/** Sets a field's value the way typing does (native setter + bubbling input/change events). */
export function typeInto(el: HTMLInputElement | HTMLSelectElement, value: string): void {
  const proto = el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype
  const setter = Object.getOwnPropertyDescriptor(proto, "value")?.set
  act(() => {
    setter?.call(el, value)
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
  })
}

/** Dispatches a keydown on the element (or the focused element). */
export function keyDown(el: Element | null, key: string, init: KeyboardEventInit = {}): void {
  const target = el ?? document.activeElement ?? document.body
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init }))
  })
}

/** Submits a form the way pressing Enter in one of its fields does. */
export function submit(form: HTMLFormElement): void {
  act(() => {
    form.requestSubmit()
  })
}

/** Waits for pending promises and effects (async locale loading). */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0))
  })
}

/**
 * Waits until `check` passes and returns what it returns (lazy chunks and the async locale load take a
 * few ticks); throws `check`'s last error after 15 s. Time-based, not tick-based: on a loaded machine a
 * lazy chunk can take many ticks.
 */
export async function until<T>(check: () => T): Promise<T> {
  const deadline = Date.now() + 15_000
  for (;;) {
    try {
      return check()
    } catch (err) {
      if (Date.now() > deadline) throw err
      await flush()
      await new Promise((r) => setTimeout(r, 10))
    }
  }
}

/** jsdom has no layout: every element reports the size of the IM panel (360 x 600 px), so virtualized lists render rows. Undone by vi.restoreAllMocks(). */
export function panelSize(): void {
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600)
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(360)
}
