// @vitest-environment jsdom
// SupplyInfoPopup: nickname counter n/30 and clamp, birthday selects (year range, localised months,
// days fitted to the month), gender radios, inline errors, busy submit.
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { clampText, daysInMonth, GENDER, monthNames, SupplyInfoPopup, type SupplyInfoPopupProps, type SupplyInfoValue } from "../../ui/components/SupplyInfoPopup"
import { cleanup, click, getByLabel, getByRole, queryAllByRole, render, submit, typeInto } from "./render"

afterEach(cleanup)

const value = (over: Partial<SupplyInfoValue> = {}): SupplyInfoValue => ({ nickname: "", year: 2001, month: 2, day: 10, gender: null, ...over })
const props = (over: Partial<SupplyInfoPopupProps> = {}): SupplyInfoPopupProps => ({
  value: value(), onChange: vi.fn(), maxYear: 2008, minYear: 1930, errorKey: null, busy: false, onSubmit: vi.fn(), ...over,
})

function Stateful(p: { initial: SupplyInfoValue; onSubmit?: () => void }) {
  const [v, setV] = useState(p.initial)
  return <SupplyInfoPopup {...props({ value: v, onChange: (patch) => setV((old) => ({ ...old, ...patch })), onSubmit: p.onSubmit ?? vi.fn() })} />
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)

describe("daysInMonth", () => {
  it("fits February to leap years and other months to their length", () => {
    expect(daysInMonth(2001, 2)).toBe(28)
    expect(daysInMonth(2000, 2)).toBe(29)
    expect(daysInMonth(1900, 2)).toBe(28)
    expect(daysInMonth(2001, 4)).toBe(30)
    expect(daysInMonth(2001, 12)).toBe(31)
    expect(daysInMonth(null, 2)).toBe(29)
    expect(daysInMonth(2001, null)).toBe(31)
  })
})

describe("SupplyInfoPopup", () => {
  it("is a labelled dialog with a nickname counter n/30 that updates live", () => {
    const { container } = render(<Stateful initial={value({ nickname: "Mia" })} />)
    getByRole(container, "dialog", { name: "Complete your profile" })
    const nick = getByRole(container, "textbox", { name: "Nickname" }) as HTMLInputElement
    expect(container.textContent).toContain("3/30")
    typeInto(nick, "Mia Rose")
    expect(container.textContent).toContain("8/30")
    typeInto(nick, "x".repeat(40))
    expect(nick.value).toHaveLength(30)
    expect(container.textContent).toContain("30/30")
  })

  it("counts characters, not UTF-16 units: 30 astral characters fit, the 31st is cut, a pair is never split", () => {
    // a§5 "max 30": the domain and the gateway count code points; the field and its counter do too.
    expect(clampText("a".repeat(29) + "😀", 30)).toBe("a".repeat(29) + "😀")
    expect(clampText("a".repeat(30) + "😀", 30)).toBe("a".repeat(30))
    expect(clampText("𝕋".repeat(31), 30)).toBe("𝕋".repeat(30))
    expect(clampText("abc", 30)).toBe("abc")
    const { container } = render(<Stateful initial={value()} />)
    const nick = getByRole(container, "textbox", { name: "Nickname" }) as HTMLInputElement
    const fancy = "𝕋𝕙𝕖 𝕢𝕦𝕚𝕔𝕜 𝕓𝕣𝕠𝕨𝕟 𝕗𝕠𝕩" // 19 characters, 35 UTF-16 units (BLNS)
    typeInto(nick, fancy)
    expect(nick.value).toBe(fancy)
    expect(container.textContent).toContain("19/30")
    typeInto(nick, "🐵".repeat(31))
    expect(nick.value).toBe("🐵".repeat(30))
    expect(container.textContent).toContain("30/30")
  })

  it("lists years from maxYear down to minYear and localised month names", () => {
    const { container } = render(<SupplyInfoPopup {...props()} />)
    const years = optionTexts(getByRole(container, "combobox", { name: "Year" }))
    expect(years[0]).toBe("2008")
    expect(years.at(-1)).toBe("1930")
    expect(years).toHaveLength(2008 - 1930 + 1)
    const months = optionTexts(getByRole(container, "combobox", { name: "Month" }))
    expect(months).toEqual(monthNames("en"))
    expect(months[1]).toBe("February")
  })

  it("shows month names in Turkish for the tr locale", () => {
    const { container } = render(<SupplyInfoPopup {...props()} />, { locale: "tr" })
    const months = optionTexts(getByRole(container, "combobox", { name: "Ay" }))
    expect(months[1]).toBe("Şubat")
    getByRole(container, "button", { name: "Kaydet ve devam et" })
  })

  it("fits the days to the month: Feb 2001 has 28, Feb 2000 has 29", () => {
    const { container } = render(<Stateful initial={value({ year: 2001, month: 2, day: 10 })} />)
    const day = getByRole(container, "combobox", { name: "Day" })
    expect(optionTexts(day)).toHaveLength(28)
    typeInto(getByRole(container, "combobox", { name: "Year" }) as HTMLSelectElement, "2000")
    expect(optionTexts(day)).toHaveLength(29)
    expect(optionTexts(day).at(-1)).toBe("29")
  })

  it("clamps the chosen day when the month gets shorter", () => {
    const onChange = vi.fn()
    const { container } = render(<SupplyInfoPopup {...props({ value: value({ year: 2001, month: 1, day: 31 }), onChange })} />)
    typeInto(getByRole(container, "combobox", { name: "Month" }) as HTMLSelectElement, "2")
    expect(onChange).toHaveBeenLastCalledWith({ month: 2, day: 28 })
    typeInto(getByRole(container, "combobox", { name: "Day" }) as HTMLSelectElement, "5")
    expect(onChange).toHaveBeenLastCalledWith({ day: 5 })
  })

  it("given a refused submit, then the focus goes to the field to fix: the nickname, then the birthday (QA: it stayed on the button)", () => {
    const { rerender } = render(<SupplyInfoPopup {...props()} />)
    rerender(<SupplyInfoPopup {...props({ errorKey: "nicknameRequired" })} />)
    expect(document.activeElement).toBe(getByRole(document.body, "textbox", { name: /Nickname/ }))
    rerender(<SupplyInfoPopup {...props({ errorKey: "ageTooYoung" })} />)
    expect(document.activeElement?.tagName).toBe("SELECT")
    expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true")
  })

  it("offers female and male radios in a labelled group", () => {
    const onChange = vi.fn()
    const { container } = render(<SupplyInfoPopup {...props({ onChange })} />)
    const group = getByRole(container, "group", { name: "Gender" })
    const female = getByRole(group, "radio", { name: "Female" }) as HTMLInputElement
    getByRole(group, "radio", { name: "Male" })
    expect(female.required).toBe(true)
    click(female)
    expect(onChange).toHaveBeenLastCalledWith({ gender: GENDER.female })
  })

  it("sends the codes the service's gender dictionary gives (m§3: 1 = female in the other reading)", () => {
    const onChange = vi.fn()
    const { container } = render(<SupplyInfoPopup {...props({ onChange, genders: { female: 1, male: 2 } })} />)
    const group = getByRole(container, "group", { name: "Gender" })
    click(getByRole(group, "radio", { name: "Female" }))
    expect(onChange).toHaveBeenLastCalledWith({ gender: 1 })
    click(getByRole(group, "radio", { name: "Male" }))
    expect(onChange).toHaveBeenLastCalledWith({ gender: 2 })
  })

  it("shows each inline error next to its field", () => {
    const { container, rerender } = render(<SupplyInfoPopup {...props({ errorKey: "nicknameSensitive" })} />)
    expect(getByRole(container, "alert").textContent).toBe("This nickname contains words that are not allowed.")
    expect(getByLabel(container, "Nickname").getAttribute("aria-invalid")).toBe("true")
    rerender(<SupplyInfoPopup {...props({ errorKey: "ageTooYoung" })} />)
    expect(getByRole(container, "alert").textContent).toBe("You must be 18 or older")
    rerender(<SupplyInfoPopup {...props({ errorKey: "genderRequired" })} />)
    expect(getByRole(container, "alert").textContent).toBe("Please choose your gender.")
    rerender(<SupplyInfoPopup {...props({ errorKey: "updateFailed" })} />)
    expect(getByRole(container, "alert").textContent).toBe("Failed to update your information. Please try again.")
    rerender(<SupplyInfoPopup {...props()} />)
    expect(queryAllByRole(container, "alert")).toHaveLength(0)
  })

  it("submits on Enter and ignores submits while busy", () => {
    const p = props()
    const { container, rerender } = render(<SupplyInfoPopup {...p} />)
    const form = getByLabel(container, "Nickname").form!
    submit(form)
    expect(p.onSubmit).toHaveBeenCalledTimes(1)
    rerender(<SupplyInfoPopup {...p} busy />)
    expect(getByRole(container, "button", { name: "Save and continue" }).getAttribute("aria-busy")).toBe("true")
    submit(form)
    expect(p.onSubmit).toHaveBeenCalledTimes(1)
  })

  // QA finding 6: onClose was only Escape, so a touch member could not leave the popup.
  it("shows a Close button that calls onClose when the popup may be left, and none when it may not", () => {
    const onClose = vi.fn()
    const { container, rerender } = render(<SupplyInfoPopup {...props({ onClose })} />)
    const dialog = getByRole(container, "dialog", { name: "Complete your profile" })
    click(getByRole(dialog, "button", { name: "Close" }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(document.activeElement).toBe(getByRole(dialog, "textbox", { name: "Nickname" }))
    rerender(<SupplyInfoPopup {...props()} />)
    expect(queryAllByRole(container, "button", { name: "Close" })).toHaveLength(0)
  })
})
