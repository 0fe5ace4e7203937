// @vitest-environment jsdom
// LoginPopup steps 0/1/5/6/7: controls found by role and accessible name, code sanitising, resend
// countdown, password reveal and modes, and dialog focus/Escape behaviour.
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { LoginPopup, type LoginPopupProps } from "../../ui/components/LoginPopup"
import { sanitizeCode, type CodeStepProps } from "../../ui/components/LoginSteps"
import { cleanup, click, getByLabel, getByRole, keyDown, queryAllByRole, render, submit, typeInto } from "./render"

afterEach(cleanup)

const base = (over: Partial<LoginPopupProps> = {}): LoginPopupProps => ({ step: 0, onClose: vi.fn(), ...over })

const choose = (over = {}) => ({
  usersCount: 122987212,
  onChooseGoogle: vi.fn(),
  onChooseFacebook: vi.fn(),
  onChoosePhone: vi.fn(),
  onChooseEmail: vi.fn(),
  ...over,
})

describe("LoginPopup step 0", () => {
  it("is a modal dialog with a labelled loading status and a close button", () => {
    const onClose = vi.fn()
    const { container } = render(<LoginPopup {...base({ onClose })} />)
    const dialog = getByRole(container, "dialog", { name: "Sign in" })
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(getByRole(dialog, "status").textContent).toBe("Loading sign-in options")
    click(getByRole(dialog, "button", { name: "Close" }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe("LoginPopup step 1", () => {
  it("offers Google, Facebook, phone and e-mail, and shows the users counter with grouping", () => {
    const props = choose()
    const { container } = render(<LoginPopup {...base({ step: 1, choose: props })} />)
    click(getByRole(container, "button", { name: "Continue with Google" }))
    click(getByRole(container, "button", { name: "Continue with Facebook" }))
    expect(props.onChooseFacebook).toHaveBeenCalledTimes(1)
    click(getByRole(container, "button", { name: "Continue with phone" }))
    click(getByRole(container, "button", { name: "Continue with e-mail" }))
    expect(props.onChooseGoogle).toHaveBeenCalled()
    expect(props.onChoosePhone).toHaveBeenCalled()
    expect(props.onChooseEmail).toHaveBeenCalled()
    expect(container.textContent).toContain("122,987,212")
    expect(container.textContent).toContain("people online with us")
  })

  it("while the Google window is open, shows Google busy, makes the other ways wait and says where to go on", () => {
    const props = choose({ busyProvider: "google" })
    const { container } = render(<LoginPopup {...base({ step: 1, choose: props })} />)
    const google = getByRole(container, "button", { name: "Continue with Google" })
    expect(google.getAttribute("aria-busy")).toBe("true")
    click(google)
    expect(props.onChooseGoogle).not.toHaveBeenCalled()
    for (const name of ["Continue with Facebook", "Continue with phone", "Continue with e-mail"])
      expect((getByRole(container, "button", { name }) as HTMLButtonElement).disabled).toBe(true)
    expect(getByRole(container, "status").textContent).toBe("Finish signing in in the Google window.")
  })

  it("says nothing in the status line when no provider window is open", () => {
    const { container } = render(<LoginPopup {...base({ step: 1, choose: choose() })} />)
    expect(getByRole(container, "status").textContent).toBe("")
  })

  it("disables Google, Facebook and phone with a coming-soon hint when not enabled", () => {
    const { container } = render(<LoginPopup {...base({ step: 1, choose: choose({ googleEnabled: false, facebookEnabled: false, phoneEnabled: false }) })} />)
    expect((getByRole(container, "button", { name: "Continue with Facebook" }) as HTMLButtonElement).disabled).toBe(true)
    const google = getByRole(container, "button", { name: "Continue with Google" }) as HTMLButtonElement
    expect(google.disabled).toBe(true)
    expect((getByRole(container, "button", { name: "Continue with phone" }) as HTMLButtonElement).disabled).toBe(true)
    const hint = document.getElementById(google.getAttribute("aria-describedby")!)
    expect(hint?.textContent).toBe("Coming soon")
  })

  it("formats the counter for Turkish and uses Turkish labels", () => {
    const { container } = render(<LoginPopup {...base({ step: 1, choose: choose() })} />, { locale: "tr" })
    expect(container.textContent).toContain("122.987.212")
    getByRole(container, "button", { name: "E-posta ile devam et" })
    getByRole(container, "button", { name: "Google ile devam et" })
    getByRole(container, "button", { name: "Facebook ile devam et" })
    getByRole(container, "button", { name: "Kapat" })
  })

  it("moves focus into the dialog, closes on Escape and traps Tab", () => {
    const onClose = vi.fn()
    const { container } = render(<LoginPopup {...base({ step: 1, onClose, onBack: vi.fn(), choose: choose() })} />)
    const dialog = getByRole(container, "dialog")
    expect(document.activeElement).toBe(getByRole(container, "button", { name: "Continue with Google" }))
    const last = getByRole(dialog, "button", { name: "Continue with e-mail" })
    const back = getByRole(dialog, "button", { name: "Back" })
    last.focus()
    keyDown(last, "Tab")
    expect(document.activeElement).toBe(back)
    keyDown(back, "Tab", { shiftKey: true })
    expect(document.activeElement).toBe(last)
    keyDown(last, "Escape")
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("returns focus to the opener when it closes", () => {
    const opener = document.createElement("button")
    opener.textContent = "open"
    document.body.appendChild(opener)
    opener.focus()
    const r = render(<LoginPopup {...base({ step: 1, choose: choose() })} />)
    expect(document.activeElement).not.toBe(opener)
    r.unmount()
    expect(document.activeElement).toBe(opener)
  })
})

describe("LoginPopup step 5 (e-mail)", () => {
  const email = (over = {}) => ({ value: "", onChange: vi.fn(), onSubmit: vi.fn(), busy: false, emailError: null, ...over })

  it("has a labelled e-mail field, focused, submitting on Enter", () => {
    const props = email({ value: "a@b.co" })
    const { container } = render(<LoginPopup {...base({ step: 5, onBack: vi.fn(), email: props })} />)
    getByRole(container, "dialog", { name: "Continue with e-mail" })
    const input = getByRole(container, "textbox", { name: "E-mail" }) as HTMLInputElement
    expect(input.type).toBe("email")
    expect(input.getAttribute("autocomplete")).toBe("email")
    expect(document.activeElement).toBe(input)
    typeInto(input, "x@y.org")
    expect(props.onChange).toHaveBeenLastCalledWith("x@y.org")
    submit(input.form!)
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
    click(getByRole(container, "button", { name: "Continue" }))
    expect(props.onSubmit).toHaveBeenCalledTimes(2)
  })

  it("shows busy and the inline validation message", () => {
    const props = email({ busy: true, emailError: "emailFormat" as const })
    const { container } = render(<LoginPopup {...base({ step: 5, email: props })} />)
    const btn = getByRole(container, "button", { name: "Continue" })
    expect(btn.getAttribute("aria-busy")).toBe("true")
    click(btn)
    expect(props.onSubmit).not.toHaveBeenCalled()
    const input = getByRole(container, "textbox", { name: "E-mail" })
    expect(input.getAttribute("aria-invalid")).toBe("true")
    const alert = getByRole(container, "alert")
    expect(alert.textContent).toBe("The e-mail format is wrong.")
    expect(input.getAttribute("aria-describedby")).toBe(alert.id)
  })
})

describe("LoginPopup step 6 (code)", () => {
  const code = (over: Partial<CodeStepProps> = {}): CodeStepProps => ({
    email: "mia@example.com", value: "", onChange: vi.fn(), onSubmit: vi.fn(), busy: false, codeError: null,
    resendInSeconds: 42, onResend: vi.fn(), reset: false, ...over,
  })

  function Stateful(props: { initial?: string }) {
    const [value, setValue] = useState(props.initial ?? "")
    return <LoginPopup {...base({ step: 6, code: code({ value, onChange: setValue }) })} />
  }

  it("keeps only digits, at most six", () => {
    expect(sanitizeCode("12a3-45678")).toBe("123456")
    expect(sanitizeCode("٣٤٥")).toBe("") // non-ASCII digits are not accepted
    const { container } = render(<Stateful />)
    const input = getByRole(container, "textbox", { name: "Verification code" }) as HTMLInputElement
    expect(input.getAttribute("inputmode")).toBe("numeric")
    expect(input.getAttribute("autocomplete")).toBe("one-time-code")
    expect(input.maxLength).toBe(6)
    typeInto(input, "12ab")
    expect(input.value).toBe("12")
    typeInto(input, "12 34-5678")
    expect(input.value).toBe("123456")
  })

  it("tells where the code went, verifies, and disables resend with a countdown", () => {
    const props = code({ value: "123456" })
    const { container, rerender } = render(<LoginPopup {...base({ step: 6, code: props })} />)
    getByRole(container, "dialog", { name: "Check your e-mail" })
    expect(container.textContent).toContain("We sent a 6-digit code to mia@example.com.")
    click(getByRole(container, "button", { name: "Verify" }))
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
    const resend = getByRole(container, "button", { name: "Resend in 42 seconds" }) as HTMLButtonElement
    expect(resend.disabled).toBe(true)
    rerender(<LoginPopup {...base({ step: 6, code: { ...props, resendInSeconds: 0 } })} />)
    const enabled = getByRole(container, "button", { name: "Resend code" }) as HTMLButtonElement
    expect(enabled.disabled).toBe(false)
    click(enabled)
    expect(props.onResend).toHaveBeenCalledTimes(1)
  })

  it("uses the reset title and shows the code error", () => {
    const { container } = render(<LoginPopup {...base({ step: 6, code: code({ reset: true, codeError: "codeWrong" }) })} />)
    getByRole(container, "dialog", { name: "Reset your password" })
    expect(getByRole(container, "alert").textContent).toBe("Wrong verification code.")
  })
})

describe("LoginPopup step 7 (password)", () => {
  const pw = (over = {}) => ({
    mode: "login" as const, value: "secret1", onChange: vi.fn(), onSubmit: vi.fn(), canSubmit: true, busy: false,
    passwordError: null, onForgotPassword: vi.fn(), ...over,
  })

  it("has a password field with a show/hide toggle, the rule hint and forgot-password", () => {
    const props = pw()
    const { container } = render(<LoginPopup {...base({ step: 7, password: props })} />)
    getByRole(container, "dialog", { name: "Enter your password" })
    const input = getByLabel(container, "Password")
    expect(input.type).toBe("password")
    expect(input.getAttribute("autocomplete")).toBe("current-password")
    expect(document.activeElement).toBe(input)
    const hint = document.getElementById(input.getAttribute("aria-describedby")!.split(" ")[0]!)
    expect(hint?.textContent).toBe('6 to 16 characters: letters, digits and ~!@#$%^&*()_+{}:"><?')
    const toggle = getByRole(container, "button", { name: "Show password" })
    expect(toggle.getAttribute("aria-pressed")).toBe("false")
    click(toggle)
    expect(toggle.getAttribute("aria-pressed")).toBe("true")
    expect(input.type).toBe("text")
    click(getByRole(container, "button", { name: "Forgot password?" }))
    expect(props.onForgotPassword).toHaveBeenCalled()
    submit(input.form!)
    expect(props.onSubmit).toHaveBeenCalledTimes(1)
  })

  it("enables submit only when allowed and uses new-password when creating", () => {
    const props = pw({ mode: "create", canSubmit: false, value: "abc", passwordError: "errorPassword" })
    const { container } = render(<LoginPopup {...base({ step: 7, password: props })} />)
    getByRole(container, "dialog", { name: "Create a password" })
    const input = getByLabel(container, "Password")
    expect(input.getAttribute("autocomplete")).toBe("new-password")
    const btn = getByRole(container, "button", { name: "Create account" }) as HTMLButtonElement
    expect(btn.disabled).toBe(true)
    submit(input.form!)
    expect(props.onSubmit).not.toHaveBeenCalled()
    expect(queryAllByRole(container, "button", { name: "Forgot password?" })).toHaveLength(0)
    expect(getByRole(container, "alert").textContent).toBe("The password must be 6 to 16 characters.")
  })

  it("moves focus to the new step's field when the step changes", () => {
    const { container, rerender } = render(<LoginPopup {...base({ step: 1, choose: choose() })} />)
    rerender(<LoginPopup {...base({ step: 5, email: { value: "", onChange: vi.fn(), onSubmit: vi.fn(), busy: false, emailError: null } })} />)
    expect(document.activeElement).toBe(getByRole(container, "textbox", { name: "E-mail" }))
    rerender(<LoginPopup {...base({ step: 7, password: pw({ mode: "reset" }) })} />)
    getByRole(container, "dialog", { name: "Set a new password" })
    expect(document.activeElement).toBe(getByLabel(container, "Password"))
  })
})
