// @vitest-environment jsdom
// Literals inside translated sentences (QA RTL finding 6, i18n/README.md "Right to left"): the password
// rule's symbol list, the e-mail a code went to and the phone number an SMS went to are each inside a
// left-to-right isolate (<bdi dir="ltr">) in Arabic and Hebrew, whole and in their own order; the symbol
// list and the phone number do not break across lines.
import { afterEach, describe, expect, it, vi } from "vitest"
import { PASSWORD_SYMBOLS } from "../../domain/constants"
import type { Locales } from "../../i18n"
import { CodeStep, PasswordStep, type CodeStepProps, type PasswordStepProps } from "../../ui/components/LoginSteps"
import { withLtrLiteral } from "../../ui/components/LtrLiteral"
import { cleanup, getByRole, render } from "./render"

afterEach(cleanup)

const password = (over: Partial<PasswordStepProps> = {}): PasswordStepProps => ({
  mode: "create", value: "", onChange: vi.fn(), onSubmit: vi.fn(), canSubmit: false, busy: false, passwordError: null, ...over,
})
const code = (over: Partial<CodeStepProps> = {}): CodeStepProps => ({
  email: "mia@example.com", value: "", onChange: vi.fn(), onSubmit: vi.fn(), busy: false, codeError: null, resendInSeconds: 0, onResend: vi.fn(), reset: false, ...over,
})

/** The left-to-right isolate in `el` holding exactly `literal`. */
const ltrHolding = (el: Element, literal: string): HTMLElement | undefined =>
  [...el.querySelectorAll<HTMLElement>('[dir="ltr"]')].find((x) => x.textContent === literal)

describe.each<Locales>(["ar", "iw", "en"])("literals in sentences (%s)", (locale) => {
  it("the password rule's symbols are one left-to-right isolate, not broken across lines", () => {
    const { container } = render(<PasswordStep {...password()} />, { locale })
    const field = container.querySelector<HTMLInputElement>('input[type="password"]')!
    const rule = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).map((id) => document.getElementById(id)).find((x) => x?.textContent?.includes(PASSWORD_SYMBOLS))!
    expect(rule).toBeTruthy()
    const symbols = ltrHolding(rule, PASSWORD_SYMBOLS)
    expect(symbols, rule.innerHTML).toBeTruthy()
    expect(symbols!.tagName).toBe("BDI")
    expect(symbols!.classList.contains("ltr-literal-nowrap")).toBe(true)
    // No isolate marks left over from the catalog's argument isolation.
    expect(rule.textContent).not.toMatch(/[\u2066-\u2069\uE000]/)
  })

  it("the phone password's rule (given by the container) too; a sentence without the slot keeps the literal as text", () => {
    expect(withLtrLiteral(() => "no slot", PASSWORD_SYMBOLS)).toBe("no slot")
    const { container } = render(<PasswordStep {...password({ ruleText: withLtrLiteral((s) => `8-30: ${s}`, PASSWORD_SYMBOLS, { nowrap: true }) })} />, { locale })
    expect(ltrHolding(container, PASSWORD_SYMBOLS)).toBeTruthy()
  })

  it("the e-mail a code was sent to is a left-to-right isolate", () => {
    const { container } = render(<CodeStep {...code()} />, { locale })
    const field = getByRole(container, "textbox")
    const lead = container.querySelector(".login-lead")!
    expect(field).toBeTruthy()
    expect(ltrHolding(lead, "mia@example.com")).toBeTruthy()
    expect(lead.textContent).not.toMatch(/[\u2066-\u2069\uE000]/)
  })
})
