// Lookups and rules of a§3/a§9 that are pure functions: the language-code-to-id map, the avatar size
// variants, the animated users counter and the birthday picker's years.
import { describe, expect, it } from "vitest"
import { LANGUAGE_CODES, languageIdOf, USERS_COUNTER_DEFAULT } from "../../domain/constants"
import { avatarSizeFor, avatarVariant } from "../../domain/core/avatar"
import { birthYearRange, usersCountAt } from "../../domain/login/rules"
import { LANGUAGES } from "../../gateway/routes/profileLists"

describe("the language-code-to-id map (a§9)", () => {
  it("gives the spec's ids, 36 for sn, an id to every interface language of a§1, and 0 to unlisted codes", () => {
    expect(["en", "zh", "es", "ru", "fr", "ja", "de", "ar"].map(languageIdOf)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(languageIdOf("sn")).toBe(36)
    expect(LANGUAGE_CODES).toHaveLength(36)
    const ui = ["ar", "de", "el", "es", "fr", "hi", "id", "it", "iw", "ja", "ko", "ms", "nl", "pt", "ru", "th", "tr", "vi", "zh", "en"]
    for (const code of ui) expect(languageIdOf(code), code).toBeGreaterThan(0)
    expect(languageIdOf("tr")).toBe(13)
    expect(languageIdOf("iw")).toBe(languageIdOf("he"))
    for (const code of ["", "xx", "EN", "constructor", "__proto__", "gb"]) expect(languageIdOf(code), code).toBe(0)
  })

  it("is the table of the reference gateway's spoken-language list", () => {
    expect(LANGUAGES.map((l) => [l.code, l.id])).toEqual(LANGUAGE_CODES.map((c, i) => [c, i + 1]))
  })
})

describe("avatar variants (a§3: 112X150 small, 270X360 big)", () => {
  it("swaps the size suffix before the extension, both ways, keeping a query", () => {
    expect(avatarVariant("/media/avatar/7_270X360.svg", "small")).toBe("/media/avatar/7_112X150.svg")
    expect(avatarVariant("/media/avatar/7_112X150.svg", "big")).toBe("/media/avatar/7_270X360.svg")
    expect(avatarVariant("https://cdn.example/a/7-ab_270X360.jpg?v=2", "small")).toBe("https://cdn.example/a/7-ab_112X150.jpg?v=2")
    expect(avatarVariant("/media/avatar/7_270X360.svg", "big")).toBe("/media/avatar/7_270X360.svg")
  })

  it("leaves URLs without a size suffix alone", () => {
    for (const url of ["", "/media/avatar/7.svg", "data:image/png;base64,AAAA", "/x_270X360/photo.png"]) expect(avatarVariant(url, "small")).toBe(url)
  })

  it("shows the small one up to 112 px and the big one above", () => {
    expect([28, 48, 112, 113, 160].map(avatarSizeFor)).toEqual(["small", "small", "small", "big", "big"])
  })
})

describe("the users counter of step 1 (a§9: default 122987212, rising by 1 to 10 a second)", () => {
  it("starts at the default and rises by 1 to 10 every second, the same way every time", () => {
    expect(usersCountAt(0)).toBe(USERS_COUNTER_DEFAULT)
    expect(usersCountAt(0.99)).toBe(USERS_COUNTER_DEFAULT)
    const rises = new Set<number>()
    for (let s = 1; s <= 1000; s++) {
      const rise = usersCountAt(s) - usersCountAt(s - 1)
      expect(rise).toBeGreaterThanOrEqual(1)
      expect(rise).toBeLessThanOrEqual(10)
      rises.add(rise)
    }
    // It looks alive: every rise of 1..10 occurs.
    expect([...rises].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(usersCountAt(3600)).toBe(usersCountAt(3600))
  })
})

describe("the birthday picker (a§2, a§9: years from 18 years ago back to 1930)", () => {
  it("ends 18 years before the current year and starts at 1930", () => {
    expect(birthYearRange(Date.UTC(2026, 5, 1))).toEqual({ min: 1930, max: 2008 })
    expect(birthYearRange(Date.UTC(2030, 0, 1))).toEqual({ min: 1930, max: 2012 })
  })
})
