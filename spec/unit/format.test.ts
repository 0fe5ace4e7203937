// The formatting module of the views (i18n/format.ts) and the catalogs' formatters: everything through
// Intl for the shown locale (BCP 47: "he" for the spec's iw), the `counted` formatter leaving out the
// numeral where Arabic and Hebrew spell one and two, and the phone picker's search in the shown
// language and in English with digits of any script.
import { describe, expect, it } from "vitest"
import { formatClock, formatCoins, formatPercent, formatPrice, formatTimer, formatYear, monthNames } from "../../i18n/format"
import { initFormatters } from "../../i18n/formatters"
import { intlTagOf } from "../../i18n/languages"
import { filterCountries, sanitizePhoneInput, type DialCountry } from "../../ui/components/PhoneStep"

describe("i18n/format", () => {
  it("formats coin amounts with the grouping of the locale", () => {
    expect(formatCoins(1234567, "en")).toBe(new Intl.NumberFormat("en").format(1234567))
    expect(formatCoins(1234567, "de")).toBe("1.234.567")
    expect(formatCoins(1500, "hi")).toBe(new Intl.NumberFormat("hi").format(1500))
  })

  it("formats a percentage where the locale puts its sign", () => {
    expect(formatPercent(42, "en")).toBe("42%")
    expect(formatPercent(42, "tr")).toBe("%42")
    expect(formatPercent(42, "de")).toBe(new Intl.NumberFormat("de", { style: "percent" }).format(0.42))
  })

  it("formats prices in minor units with the currency of the package", () => {
    expect(formatPrice(299, "USD", "en")).toBe("$2.99")
    expect(formatPrice(299, "EUR", "de")).toBe(new Intl.NumberFormat("de", { style: "currency", currency: "EUR" }).format(2.99))
    expect(formatPrice(299, "not a code", "en")).toBe("2.99 not a code")
  })

  it("formats call times as clocks in the locale's digits; the timer keeps counting minutes past 59", () => {
    expect(formatTimer(83, "en")).toBe("01:23")
    expect(formatTimer(4503, "en")).toBe("75:03")
    expect(formatTimer(83, "ar-EG")).toBe("٠١:٢٣")
    expect(formatClock(312, "en")).toBe("05:12")
    expect(formatClock(3723, "he")).toBe(new Intl.DateTimeFormat("he", { timeZone: "UTC", hour: "numeric", minute: "2-digit", second: "2-digit", hourCycle: "h23" }).format(3723_000))
    expect(formatClock(-5, "en")).toBe("00:00")
  })

  it("names months and writes years as the locale does (no grouping in years)", () => {
    expect(monthNames("en")[0]).toBe("January")
    expect(monthNames("he")).toHaveLength(12)
    expect(formatYear(1999, "en")).toBe("1999")
    expect(formatYear(1999, "ar-EG")).toBe("١٩٩٩")
  })
})

describe("catalog formatters", () => {
  it("maps the spec's iw to he for Intl", () => {
    expect(intlTagOf("iw")).toBe("he")
    expect(intlTagOf("en", true)).toBe("en-GB")
  })

  it("counted drops the numeral for Arabic one and two, Hebrew one and two, never for English", () => {
    const ar = initFormatters("ar")
    const en = initFormatters("en")
    expect([0, 1, 2, 3, 11, 100].map((n) => ar.counted(n))).toEqual(["0", "", "", "3", "11", "100"])
    expect([1, 2, 1500].map((n) => en.counted(n))).toEqual(["1", "2", "1,500"])
    expect(initFormatters("iw").counted(1)).toBe("")
    expect(initFormatters("iw").counted(3)).toBe("3")
  })
})

describe("the phone picker's search", () => {
  const list: DialCountry[] = [
    { alpha2: "DE", name: "ألمانيا", englishName: "Germany", dial: "49" },
    { alpha2: "TR", name: "تركيا", englishName: "Türkiye", dial: "90" },
    { alpha2: "IL", name: "إسرائيل", englishName: "Israel", dial: "972" },
  ]
  it("finds a country by its name in the shown language and in English", () => {
    expect(filterCountries(list, "ألما").map((c) => c.alpha2)).toEqual(["DE"])
    expect(filterCountries(list, "germ").map((c) => c.alpha2)).toEqual(["DE"])
    expect(filterCountries(list, "turkiye").map((c) => c.alpha2)).toEqual(["TR"])
  })
  it("finds calling codes typed in Arabic-Indic digits, and keeps such digits in the number", () => {
    expect(filterCountries(list, "+٩٠").map((c) => c.alpha2)).toEqual(["TR"])
    expect(filterCountries(list, "٩٧").map((c) => c.alpha2)).toEqual(["IL"])
    expect(sanitizePhoneInput("٥٣٢ ١٢٣-45")).toBe("53212345")
  })
})
