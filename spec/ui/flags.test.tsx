// @vitest-environment jsdom
// Country flags are images from the flag-icons SVGs (a§3 "flag image"), never regional-indicator
// emoji: the host card's flag is named by the country, a decorative flag next to a name is hidden,
// unknown codes keep a same-size placeholder, and the phone picker lists flags with names and codes,
// driven from its search box (arrows, Enter).
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Flag } from "../../ui/components/flags/Flag"
import { FLAG_SET } from "../../ui/components/flags/flagSet"
import { HostCard } from "../../ui/components/HostCard"
import { PhoneStep, type DialCountry } from "../../ui/components/PhoneStep"
import { cleanup, click, flush, getByRole, keyDown, queryAllByRole, render, typeInto } from "./render"

afterEach(cleanup)

/** Regional-indicator letters (the emoji flag code points). */
const REGIONAL_INDICATOR = /[\u{1F1E6}-\u{1F1FF}]/u

/** True when `src` is the built file of flag-icons' SVG of `code` (scripts/flags.mjs copyFlags names it). */
const isFlagOf = (src: string | null | undefined, code: string): boolean => src === `/flag-${code}-${FLAG_SET}.svg`

/** Lets React render. */
const settle = async () => {
  await flush()
  await flush()
}

describe("Flag", () => {
  it("is an SVG image named by the country when it carries the country alone", async () => {
    const { container } = render(<Flag code="tr" label="Türkiye" />)
    await settle()
    const img = getByRole(container, "img", { name: "Türkiye" }) as HTMLImageElement
    expect(img.tagName).toBe("IMG")
    expect(isFlagOf(img.getAttribute("src"), "tr")).toBe(true)
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["20", "15"])
  })

  it("is decorative (empty alt) when the name is written next to it", async () => {
    const { container } = render(<Flag code="GB" />)
    await settle()
    const img = container.querySelector("img")!
    expect(img.getAttribute("alt")).toBe("")
  })

  it("keeps a same-size placeholder for a code without a flag", async () => {
    const { container } = render(<Flag code="ZZ" label="Nowhere" size={18} />)
    await settle()
    const box = getByRole(container, "img", { name: "Nowhere" })
    expect(box.tagName).toBe("SPAN")
    expect([box.style.width, box.style.height]).toEqual(["24px", "18px"])
  })

  it("keeps the same-size placeholder, named by the country, when the image cannot be loaded, and tries again back online", async () => {
    const { container } = render(<Flag code="TR" label="Türkiye" />)
    await settle()
    const img = getByRole(container, "img", { name: "Türkiye" })
    act(() => void img.dispatchEvent(new Event("error")))
    await settle()
    const box = getByRole(container, "img", { name: "Türkiye" })
    expect(box.tagName).toBe("SPAN")
    expect([box.style.width, box.style.height]).toEqual(["20px", "15px"])
    // Back online, the image is tried again.
    act(() => void window.dispatchEvent(new Event("online")))
    await settle()
    expect(getByRole(container, "img", { name: "Türkiye" }).tagName).toBe("IMG")
  })
})

describe("the host card's flag", () => {
  it("is an image named by the country, with no emoji letters in the card", async () => {
    const { container } = render(
      <HostCard id={1} name="Mia" age={24} avatarUrl={null} countryName="Türkiye" countryCode="TR" status="online" pricePerMinute={60} signedIn={false} onCall={vi.fn()} profileHref="/profile/7" />,
    )
    await settle()
    const flag = getByRole(container, "img", { name: "Türkiye" })
    expect(flag.tagName).toBe("IMG")
    expect(container.textContent).not.toMatch(REGIONAL_INDICATOR)
  })
})

describe("the phone step's calling-code picker", () => {
  const LIST: DialCountry[] = [
    { alpha2: "DE", name: "Germany", dial: "49" },
    { alpha2: "TR", name: "Türkiye", dial: "90" },
    { alpha2: "GB", name: "United Kingdom", dial: "44" },
  ]
  const props = (onCountryChange = vi.fn()) => ({
    country: { alpha2: "TR", dial: "90" }, onCountryChange, countries: LIST, value: "", onChange: vi.fn(), onSubmit: vi.fn(), busy: false, phoneError: null,
  })

  it("shows the chosen flag and code on its button, and lists flags, names and codes", async () => {
    const { container } = render(<PhoneStep {...props()} />)
    await settle()
    const button = getByRole(container, "button", { name: "Country code: +90" })
    expect(isFlagOf(button.querySelector("img")?.getAttribute("src"), "tr")).toBe(true)
    expect(button.textContent).not.toMatch(REGIONAL_INDICATOR)
    click(button)
    await settle()
    const options = queryAllByRole(container, "option")
    expect(options.map((o) => o.textContent)).toEqual(["Germany+49", "Türkiye+90", "United Kingdom+44"])
    expect(options.every((o) => o.querySelector("img.flag") !== null)).toBe(true)
    expect(getByRole(container, "option", { name: "Türkiye+90" }).getAttribute("aria-selected")).toBe("true")
  })

  it("moves the active option with the arrow keys and picks it with Enter", () => {
    const onCountryChange = vi.fn()
    const { container } = render(<PhoneStep {...props(onCountryChange)} />)
    click(getByRole(container, "button", { name: "Country code: +90" }))
    const search = getByRole(container, "combobox", { name: "Choose your country code" }) as HTMLInputElement
    expect(search.getAttribute("aria-activedescendant")).toBe(queryAllByRole(container, "option")[0]!.id)
    keyDown(search, "ArrowDown")
    keyDown(search, "ArrowDown")
    expect(search.getAttribute("aria-activedescendant")).toBe(queryAllByRole(container, "option")[2]!.id)
    keyDown(search, "Enter")
    expect(onCountryChange).toHaveBeenCalledWith(LIST[2])
  })

  it("searches by calling code and picks the first match with Enter", () => {
    const onCountryChange = vi.fn()
    const { container } = render(<PhoneStep {...props(onCountryChange)} />)
    click(getByRole(container, "button", { name: "Country code: +90" }))
    const search = getByRole(container, "combobox", { name: "Choose your country code" }) as HTMLInputElement
    typeInto(search, "+44")
    expect(queryAllByRole(container, "option")).toHaveLength(1)
    keyDown(search, "Enter")
    expect(onCountryChange).toHaveBeenCalledWith(LIST[2])
  })
})
