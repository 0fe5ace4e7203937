// @vitest-environment jsdom
// The deferred `member` texts (issue 14; i18n/namespaces.ts): a lazy part that shows them renders only
// once they are in for the language shown (never an empty text), a language switch shows the new
// language's member texts at once (not the old language's, not empty), and a failed load of them shows
// the part's chunk error and loads them again; a language switch that failed offline is made once the
// browser is back online. Catalogs load as in the app (this file must not import
// ./render, which preloads every catalog); the namespace loader can be made to fail (vi.mock).
import { act, Suspense, type ReactNode } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import { initialState, type AppState } from "../../domain/app/state"
import de_member from "../../i18n/de/member"
import en_member from "../../i18n/en/member"
import { hasNamespace, I18nProvider, loadLocale, MEMBER_TEXTS, useI18n, useNamespace, type Locales } from "../../i18n"
import { StoreContext } from "../../ui/app/hooks"
import { ChunkErrorBoundary, lazy } from "../../ui/app/lazyChunk"
import type { AppStore } from "../../ui/app/services"

/** Namespace imports made to fail (locale/namespace -> failures left); every other import is the real one. */
const failing = new Map<string, number>()
vi.mock("../../i18n/i18n-util.async", async (original) => {
  const real = await original<typeof import("../../i18n/i18n-util.async")>()
  return {
    ...real,
    importNamespaceAsync: (locale: string, namespace: string) => {
      const key = `${locale}/${namespace}`
      const left = failing.get(key) ?? 0
      if (left > 0) {
        failing.set(key, left - 1)
        return Promise.reject(new TypeError("Failed to fetch dynamically imported module"))
      }
      return real.importNamespaceAsync(locale as never, namespace as never)
    },
  }
})

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Lets pending dynamic imports, timers and effects settle. */
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 20)) })

const storeOf = (state: AppState) => {
  let s = state
  const listeners = new Set<() => void>()
  const store: AppStore = { subscribe: (l) => (listeners.add(l), () => void listeners.delete(l)), getSnapshot: () => s, dispatch: () => {}, publish: () => {} }
  return { store, set: (next: AppState) => act(() => ((s = next), listeners.forEach((l) => l()))) }
}

const offline = (s: AppState, yes: boolean): AppState => ({ ...s, connectivity: { ...s.connectivity, online: !yes, since: 1, changedBy: 1, source: "request" } })

/** Every render of the part: the locale it rendered in and the member text it showed. */
const seen: Array<{ readonly locale: Locales; readonly text: string }> = []

/** A part that shows a member text (the call's Decline button). */
function CallPart() {
  const { LL, locale } = useI18n()
  const text = LL.member.call.ringing.decline()
  seen.push({ locale, text })
  return <button type="button">{text}</button>
}

const mount = (state: AppState = initialState) => {
  const container = document.createElement("div")
  document.body.appendChild(container)
  const root = createRoot(container)
  const st = storeOf(state)
  const Part = lazy(() => Promise.resolve({ default: CallPart }))
  const show = (locale: Locales, extra: ReactNode = null) =>
    act(() =>
      root.render(
        <StoreContext.Provider value={st.store}>
          <I18nProvider locale={locale} fallback={<p>wait</p>}>
            <ChunkErrorBoundary>
              <Suspense fallback={<p>loading</p>}>
                <Part />
              </Suspense>
            </ChunkErrorBoundary>
            {extra}
          </I18nProvider>
        </StoreContext.Provider>,
      ),
    )
  return { container, show, set: st.set, unmount: () => act(() => root.unmount()) }
}

afterEach(() => {
  document.body.innerHTML = ""
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe("Given a lazy part that shows member texts (deferred namespace)", () => {
  it("when it first renders, then it waits for the namespace of the language shown and never shows an empty text", async () => {
    await loadLocale("en")
    expect(hasNamespace("en", MEMBER_TEXTS)).toBe(false)
    seen.length = 0
    const m = mount()
    m.show("en")
    expect(m.container.textContent).toBe("loading")
    for (let i = 0; i < 20 && !hasNamespace("en", MEMBER_TEXTS); i++) await flush()
    await flush()
    expect(hasNamespace("en", MEMBER_TEXTS)).toBe(true)
    expect(m.container.textContent).toBe(en_member.call.ringing.decline)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((s) => s.text === "")).toEqual([])
    m.unmount()
  })

  it("when the language switches after the namespace was loaded, then the old language stays until the new one's member texts are in, and the part shows them (never the old language's under the new one, never a spinner or an empty text)", async () => {
    await loadLocale("en")
    seen.length = 0
    const m = mount()
    m.show("en")
    for (let i = 0; i < 20 && m.container.textContent !== en_member.call.ringing.decline; i++) await flush()
    expect(m.container.textContent).toBe(en_member.call.ringing.decline)
    expect(hasNamespace("de", MEMBER_TEXTS)).toBe(false)
    // What the page shows at each change: the old language stays until the new one is complete (no spinner flash).
    const shown: string[] = []
    const watch = new MutationObserver(() => shown.push(m.container.textContent ?? ""))
    watch.observe(m.container, { childList: true, subtree: true, characterData: true })
    m.show("de")
    for (let i = 0; i < 20 && m.container.textContent !== de_member.call.ringing.decline; i++) await flush()
    expect(de_member.call.ringing.decline).not.toBe(en_member.call.ringing.decline)
    expect(m.container.textContent).toBe(de_member.call.ringing.decline)
    watch.disconnect()
    expect(shown.filter((t) => t !== en_member.call.ringing.decline && t !== de_member.call.ringing.decline)).toEqual([])
    // Every render showed the text of the language it rendered in.
    const want = { en: en_member.call.ringing.decline, de: de_member.call.ringing.decline } as Record<string, string>
    expect(seen.filter((s) => s.text !== want[s.locale])).toEqual([])
    m.unmount()
  })

  it("when the namespace's file fails twice, then the part shows the chunk error (not a blank), and loads it again once back online", async () => {
    await loadLocale("fr")
    failing.set("fr/member", 2)
    const spy = vi.spyOn(console, "error").mockImplementation(() => {})
    const m = mount(offline(initialState, true))
    m.show("fr")
    expect(m.container.textContent).toBe("loading")
    // The first failure, the retry after 1 s (chunkLoad.ts), the second failure.
    await act(async () => { await new Promise((r) => setTimeout(r, 1_200)) })
    await flush()
    expect(hasNamespace("fr", MEMBER_TEXTS)).toBe(false)
    expect(m.container.textContent).not.toBe("")
    expect(m.container.textContent).not.toBe("loading")
    expect(m.container.querySelector("button")).toBeNull()
    // Back online: the boundary tries the part again, which loads the texts afresh.
    m.set(offline(initialState, false))
    for (let i = 0; i < 20 && !hasNamespace("fr", MEMBER_TEXTS); i++) await flush()
    await flush()
    spy.mockRestore()
    expect(failing.get("fr/member")).toBe(0)
    const fr = (await import("../../i18n/fr/member")).default
    expect(m.container.textContent).toBe(fr.call.ringing.decline)
    m.unmount()
  })

  it("when a language switch fails to load its member texts (offline), then the page keeps the old language, and shows the new one once the browser is back online", async () => {
    await loadLocale("en")
    const m = mount()
    m.show("en")
    for (let i = 0; i < 20 && m.container.textContent !== en_member.call.ringing.decline; i++) await flush()
    expect(m.container.textContent).toBe(en_member.call.ringing.decline)
    const it_member = (await import("../../i18n/it/member")).default
    expect(hasNamespace("it", MEMBER_TEXTS)).toBe(false)
    failing.set("it/member", 1)
    m.show("it")
    for (let i = 0; i < 10; i++) await flush()
    // The switch failed: the page stays in English (the member text too), nothing empty.
    expect(failing.get("it/member")).toBe(0)
    expect(hasNamespace("it", MEMBER_TEXTS)).toBe(false)
    expect(m.container.textContent).toBe(en_member.call.ringing.decline)
    // Back online: the switch is made again by itself.
    await act(async () => void window.dispatchEvent(new Event("online")))
    for (let i = 0; i < 20 && m.container.textContent !== it_member.call.ringing.decline; i++) await flush()
    expect(it_member.call.ringing.decline).not.toBe(en_member.call.ringing.decline)
    expect(m.container.textContent).toBe(it_member.call.ringing.decline)
    m.unmount()
  })

  it("when a view's namespace fails to load (useNamespace: the trace replay's member texts, the static pages' texts), then it is loaded again once the browser is back online", async () => {
    await loadLocale("en")
    expect(hasNamespace("en", "legal")).toBe(false)
    failing.set("en/legal", 1)
    function Legal() {
      return <p>{useNamespace("legal") ? "texts in" : "waiting"}</p>
    }
    const container = document.createElement("div")
    document.body.appendChild(container)
    const root = createRoot(container)
    // The page is up in English before the view asks for its namespace (as a static page opened later).
    act(() => root.render(<I18nProvider locale="en"><p>page</p></I18nProvider>))
    await flush()
    expect(container.textContent).toBe("page")
    act(() => root.render(<I18nProvider locale="en"><Legal /></I18nProvider>))
    for (let i = 0; i < 10; i++) await flush()
    expect(failing.get("en/legal")).toBe(0)
    expect(container.textContent).toBe("waiting")
    await act(async () => void window.dispatchEvent(new Event("online")))
    for (let i = 0; i < 20 && container.textContent !== "texts in"; i++) await flush()
    expect(container.textContent).toBe("texts in")
    act(() => root.unmount())
  })
})
