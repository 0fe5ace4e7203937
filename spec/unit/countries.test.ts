// The views' country names and codes (ui/app/countries.ts) come from i18n-iso-countries' own tables,
// loaded lazily without the library's entry (issue 14): for every numeric code and every interface
// language they match what the library itself gives, nothing is named before the load, and a language
// without a table names countries in English.
import { describe, expect, it } from "vitest"
import countries from "i18n-iso-countries"
import codes from "i18n-iso-countries/codes.json"
import { alpha2OfNumeric, countryName, countryView, loadCountryNames } from "../../ui/app/countries"

const LANGS = ["en", "ar", "de", "el", "es", "fr", "he", "hi", "id", "it", "ja", "ko", "ms", "nl", "pt", "ru", "th", "tr", "vi", "zh"]

describe("Given the country tables", () => {
  it("when nothing is loaded yet, then ids have no code and no name", () => {
    expect(alpha2OfNumeric(76)).toBeUndefined()
    expect(countryName("BR", "en")).toBeUndefined()
    expect(countryView(76, "en")).toEqual({ id: 76, alpha2: "", name: "" })
  })

  it("when each interface language is loaded, then every numeric code maps and is named as the library does", async () => {
    for (const lang of LANGS) {
      countries.registerLocale((await import(`i18n-iso-countries/langs/${lang}.json`)).default)
      expect(await loadCountryNames(lang === "he" ? "he-IL" : lang)).toBe(lang)
      for (const [a2, , num] of codes) {
        const id = Number(num)
        expect(alpha2OfNumeric(id)).toBe(countries.numericToAlpha2(num!))
        const view = countryView(id, lang)
        expect(view).toEqual({ id, alpha2: a2, name: countries.getName(a2!, lang) ?? countries.getName(a2!, "en") ?? a2 })
      }
    }
    expect(countryView(76, "pt").name).toBe("Brasil")
    expect(countryView(792, "en")).toEqual({ id: 792, alpha2: "TR", name: "Türkiye" })
  })

  it("when the language has no table, then names are English; unknown ids stay empty", async () => {
    expect(await loadCountryNames("sw-KE")).toBe("en")
    expect(countryView(76, "en").name).toBe("Brazil")
    expect(countryView(999, "en")).toEqual({ id: 999, alpha2: "", name: "" })
  })
})
