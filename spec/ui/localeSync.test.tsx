// @vitest-environment jsdom
// I18nProvider's LocaleSync (i18n/index.tsx): a namespace that arrives between the moment the adapter
// makes `LL` (its first render) and LocaleSync's first render — in a render that yields, as the app's
// first render in a transition does — must still reach `LL`. Seen in CI (issue 14): the login popup,
// opened from the static gate while the app's first render ran, waited for its member texts for ever.
// The adapter is wrapped so the arrival lands exactly there (the real loader's result, put in memory).
import { act, Suspense, type ComponentProps } from "react"
import { createRoot } from "react-dom/client"
import { afterEach, describe, expect, it, vi } from "vitest"
import en_member from "../../i18n/en/member"

/** Set by the test: runs once, right after the adapter's first render has made `LL`. */
const between = vi.hoisted(() => ({ run: null as (() => void) | null }))
vi.mock("../../i18n/i18n-react", async (original) => {
  const real = await original<typeof import("../../i18n/i18n-react")>()
  const Real = real.default
  function Adapter(props: ComponentProps<typeof Real>) {
    const element = Real(props)
    const run = between.run
    between.run = null
    run?.()
    return element
  }
  return { ...real, default: Adapter }
})

const { I18nProvider, loadLocale, MEMBER_TEXTS, hasNamespace, useI18n } = await import("../../i18n")
const { loadedLocales } = await import("../../i18n/i18n-util")
const { lazy } = await import("../../ui/app/lazyChunk")

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Decline() {
  const { LL } = useI18n()
  return <button type="button">{LL.member.call.ringing.decline()}</button>
}

afterEach(() => {
  document.body.innerHTML = ""
})

describe("Given the member texts arriving while the provider's first render runs", () => {
  it("when they land after the adapter made LL and before LocaleSync rendered, then a part waiting for them shows them", async () => {
    await loadLocale("en")
    expect(hasNamespace("en", MEMBER_TEXTS)).toBe(false)
    between.run = () => {
      loadedLocales.en = { ...loadedLocales.en, [MEMBER_TEXTS]: en_member } as typeof loadedLocales.en
    }
    const container = document.createElement("div")
    document.body.appendChild(container)
    const root = createRoot(container)
    const Part = lazy(() => Promise.resolve({ default: Decline }))
    await act(async () => {
      root.render(
        <I18nProvider locale="en">
          <Suspense fallback={<p>loading</p>}>
            <Part />
          </Suspense>
        </I18nProvider>,
      )
    })
    for (let i = 0; i < 10 && container.textContent === "loading"; i++) await act(() => new Promise((r) => setTimeout(r, 10)))
    expect(between.run).toBeNull()
    expect(container.textContent).toBe(en_member.call.ringing.decline)
    await act(async () => root.unmount())
  })
})
