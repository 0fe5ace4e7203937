// The views' country codes and names (ui/app/countries.ts) need no download (issue 14): the numeric ->
// alpha-2 table is i18n-iso-countries' own, compacted by scripts/countryCodes.mjs, and names come from
// the browser's locale data (Intl.DisplayNames) in every interface language.
import { describe, expect, it } from "vitest"
import codes from "i18n-iso-countries/codes.json"
import { alpha2OfNumeric, countryName, countryView } from "../../ui/app/countries"
import { NUMERIC_ALPHA2 } from "../../ui/app/countryCodes"
import { numericAlpha2 } from "../../scripts/countryCodes.mjs"
import { UI_LANGUAGES, intlTagOf } from "../../i18n/languages"

describe("Given the compact code table", () => {
  it("when compared with the installed library, then it is what the generator writes now", () => {
    expect(NUMERIC_ALPHA2).toBe(numericAlpha2())
  })

  it("when any numeric code is looked up, then it maps to the library's alpha-2 code; an id that is no country maps to none", () => {
    for (const [a2, , num] of codes) expect(alpha2OfNumeric(Number(num))).toBe(a2)
    expect(codes).toHaveLength(250)
    for (const id of [0, 999, -1, 1000, 76.5]) expect(alpha2OfNumeric(id)).toBeUndefined()
  })
})

describe("Given the country names", () => {
  it("when every interface language names every country, then each has a name, not its code", () => {
    for (const tag of [...UI_LANGUAGES.map((l) => intlTagOf(l)), "en-GB"]) {
      for (const [a2, , num] of codes) {
        const view = countryView(Number(num), tag)
        expect(view.alpha2).toBe(a2)
        expect(view.name, `${a2} in ${tag}`).not.toBe("")
        expect(view.name).not.toBe(a2)
      }
    }
    expect(countryView(76, "pt").name).toBe("Brasil")
    expect(countryView(76, "ru").name).toBe("Бразилия")
    expect(countryView(76, "he").name).toBe("ברזיל")
    expect(countryView(792, "en")).toEqual({ id: 792, alpha2: "TR", name: "Türkiye" })
  })

  it("when the tag is one the browser cannot read, then names are English; unknown ids stay empty", () => {
    expect(countryName("BR", "not a tag")).toBeUndefined()
    expect(countryView(76, "not a tag").name).toBe("Brazil")
    expect(countryName("br", "en")).toBe("Brazil")
    expect(countryName("1", "en")).toBeUndefined()
    expect(countryView(999, "en")).toEqual({ id: 999, alpha2: "", name: "" })
  })
})
