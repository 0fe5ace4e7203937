// @vitest-environment jsdom
// i18n: the Turkish catalog has every English key and real translations of the main titles (the full
// completeness check of every catalog is spec/unit/i18nCatalogs.test.ts); the provider loads a
// locale's catalog asynchronously and switches in place.
import { act, useEffect } from "react"
import { createRoot } from "react-dom/client"
import { describe, expect, it } from "vitest"
import en from "../../i18n/en"
import tr from "../../i18n/tr"
import { I18nProvider, isLocale, isLocaleLoaded, toLocale, useI18n, type Locales } from "../../i18n"

/** Lets pending dynamic imports and effects settle (this file must not import ./render, which preloads catalogs). */
const flush = () => act(async () => { await new Promise((r) => setTimeout(r, 0)) })

type Tree = { [k: string]: string | Tree }

const leaves = (t: Tree, prefix = ""): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [k, v] of Object.entries(t)) {
    const path = prefix ? `${prefix}.${k}` : k
    if (typeof v === "string") out.set(path, v)
    else for (const [p, s] of leaves(v, path)) out.set(p, s)
  }
  return out
}

const EN = leaves(en as unknown as Tree)
const TR = leaves(tr as unknown as Tree)

describe("catalogs", () => {
  it("Turkish has exactly the keys of English", () => {
    expect([...TR.keys()].sort()).toEqual([...EN.keys()].sort())
  })

  it("main screens' titles are translated (no Turkish title equals the English one)", () => {
    const titles = [...EN.keys()].filter(
      (k) => k.startsWith("pages.") || k.startsWith("wall.groups.") || /(^|\.)(title|resetTitle|titleLogin|titleCreate|titleReset)$/.test(k),
    )
    expect(titles.length).toBeGreaterThan(20)
    for (const k of titles) expect(TR.get(k), k).not.toBe(EN.get(k))
  })

  it("keeps the spec's English error texts verbatim", () => {
    expect(en.errors.invalidEmail).toBe("Invalid email address.")
    expect(en.errors.emailUnavailable).toBe("Email address unavailable.")
    expect(en.errors.enterCorrectEmail).toBe("Please enter the correct email")
    expect(en.errors.emailUsed).toBe("This email has already been used")
    expect(en.errors.accountNotExist).toBe("Account does not exist")
    expect(en.errors.passwordInvalid).toBe("Password is invalid")
    expect(en.errors.loadFailed).toBe("Failed to load, please refresh and try again")
    expect(en.errors.infoFailedLogInAgain).toBe("Failed to get information, log in again.")
    expect(en.errors.generic).toBe("An error has occurred. Please try again.")
    expect(en.errors.connection).toBe("Connection error. Please refresh.")
    expect(en.errors.insufficientBalance).toBe("Insufficient balance")
    expect(en.errors.loginExpired).toBe("Login has expired")
    expect(en.errors.ageTooYoung).toBe("You must be 18 or older")
  })

  it("names interests 1 to 21", () => {
    expect(Object.keys(en.interests)).toHaveLength(21)
    expect(en.interests["1"]).toBe("Music")
    expect(en.interests["21"]).toBe("Pets")
  })

  it("maps stray locale strings to a supported locale", () => {
    expect(toLocale("tr-TR")).toBe("tr")
    expect(toLocale("TR")).toBe("tr")
    expect(toLocale("de")).toBe(isLocale("de") ? "de" : "en")
    expect(toLocale("xx-YY")).toBe("en")
    expect(toLocale(null)).toBe("en")
  })
})

describe("I18nProvider", () => {
  it("loads the requested locale asynchronously, then switches without remounting", async () => {
    expect(isLocaleLoaded("tr")).toBe(false)
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    let mounts = 0
    function Probe() {
      const { LL, locale } = useI18n()
      useEffect(() => {
        mounts++
      }, [])
      return <p>{locale}:{LL.pages.friends()}</p>
    }
    const container = document.createElement("div")
    document.body.appendChild(container)
    const root = createRoot(container)
    const show = (locale: Locales) => act(() => root.render(<I18nProvider locale={locale} fallback={<p>wait</p>}><Probe /></I18nProvider>))
    show("tr")
    expect(container.textContent).toBe("wait")
    await flush()
    expect(isLocaleLoaded("tr")).toBe(true)
    expect(container.textContent).toBe("tr:Arkadaşlar")
    show("en")
    await flush()
    expect(container.textContent).toBe("en:Friends")
    show("tr")
    expect(container.textContent).toBe("tr:Arkadaşlar")
    expect(mounts).toBe(1)
    act(() => root.unmount())
  })
})
