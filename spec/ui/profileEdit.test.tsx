// @vitest-environment jsdom
// Edit-profile parts (a§5, a§8): the about-you form (counter, birthday once, fixed gender, limits of 3
// and 5 with disabled extra choices, errors, Save only when something changed), the photo part (progress,
// review states, refusals) and the linked e-mail/phone (lock date or Change form); hostile nicknames
// render as text.
import { blnsStrings } from "../support/blns"
import { useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AvatarEditor, type AvatarEditorProps } from "../../ui/components/profile/AvatarEditor"
import { LinkedAccounts, type LinkedAccountsProps } from "../../ui/components/profile/LinkedAccounts"
import { ProfileForm, type ProfileFormProps, type ProfileFormValue } from "../../ui/components/profile/ProfileForm"
import { cleanup, click, getByLabel, getByRole, queryAllByRole, render, submit, typeInto } from "./render"

afterEach(cleanup)

const blns = blnsStrings()

const value = (over: Partial<ProfileFormValue> = {}): ProfileFormValue => ({
  nickname: "Ada", year: 1995, month: 4, day: 3, gender: 2, languages: [1], interests: [1, 2], ...over,
})
const LANGS = [{ id: 1, label: "English" }, { id: 13, label: "Turkish" }, { id: 18, label: "Dutch" }, { id: 7, label: "German" }]
const INTERESTS = ["Music", "Dance", "Yoga", "Cricket", "Party", "Fashion"].map((label, i) => ({ id: i + 1, label }))
const formProps = (over: Partial<ProfileFormProps> = {}): ProfileFormProps => ({
  value: value(), onChange: vi.fn(), maxYear: 2008, minYear: 1930, birthdayLocked: false, genderFixed: true,
  languages: LANGS, interests: INTERESTS, maxLanguages: 3, maxInterests: 5, listsFailed: false, errorKey: null,
  saved: false, busy: false, dirty: true, onSubmit: vi.fn(), ...over,
})

function Stateful({ initial, onSubmit = vi.fn() }: { initial: ProfileFormValue; onSubmit?: () => void }) {
  const [v, setV] = useState(initial)
  return <ProfileForm {...formProps({ value: v, onChange: (p) => setV((o) => ({ ...o, ...p })), onSubmit })} />
}

describe("ProfileForm", () => {
  it("counts the nickname against 30 and submits", () => {
    const onSubmit = vi.fn()
    const { container } = render(<Stateful initial={value()} onSubmit={onSubmit} />)
    const form = getByRole(container, "form", { name: "About you" })
    typeInto(getByRole(form, "textbox", { name: "Nickname" }) as HTMLInputElement, "Ada Lovelace")
    expect(form.textContent).toContain("12/30")
    submit(form as HTMLFormElement)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it("counts characters, not UTF-16 units: a 19-character name of astral letters is kept whole (a§5 max 30)", () => {
    const { container } = render(<Stateful initial={value()} onSubmit={vi.fn()} />)
    const form = getByRole(container, "form", { name: "About you" })
    const nick = getByRole(form, "textbox", { name: "Nickname" }) as HTMLInputElement
    const fancy = "𝕋𝕙𝕖 𝕢𝕦𝕚𝕔𝕜 𝕓𝕣𝕠𝕨𝕟 𝕗𝕠𝕩" // BLNS; 35 UTF-16 units
    typeInto(nick, fancy)
    expect(nick.value).toBe(fancy)
    expect(form.textContent).toContain("19/30")
    typeInto(nick, "𝕏".repeat(40))
    expect(nick.value).toBe("𝕏".repeat(30))
    expect(form.textContent).toContain("30/30")
  })

  it("disables the birthday after its one change and the gender once chosen, saying why", () => {
    const { container } = render(<ProfileForm {...formProps({ birthdayLocked: true })} />)
    expect(getByRole(container, "group", { name: "Birthday" }).hasAttribute("disabled")).toBe(true)
    expect(container.textContent).toContain("You have already changed your birthday once, so it cannot change again.")
    expect(getByRole(container, "group", { name: "Gender" }).hasAttribute("disabled")).toBe(true)
    expect(container.textContent).toContain("Gender cannot be changed after it is chosen.")
  })

  it("keeps the birthday open once and the gender open while unset", () => {
    const { container } = render(<ProfileForm {...formProps({ genderFixed: false, value: value({ gender: null }) })} />)
    expect(getByRole(container, "group", { name: "Birthday" }).hasAttribute("disabled")).toBe(false)
    expect(container.textContent).toContain("You can change your birthday once.")
    expect((getByRole(container, "radio", { name: "Male" }) as HTMLInputElement).disabled).toBe(false)
  })

  it("stops at 3 languages and 5 interests: the other boxes are disabled and the count says so", () => {
    const { container } = render(<Stateful initial={value({ languages: [1, 13], interests: [1, 2, 3, 4] })} />)
    const langs = getByRole(container, "group", { name: /^Languages I speak/ })
    click(getByRole(langs, "checkbox", { name: "Dutch" }))
    expect(langs.textContent).toContain("3 of 3 chosen")
    expect((getByRole(langs, "checkbox", { name: "German" }) as HTMLInputElement).disabled).toBe(true)
    click(getByRole(langs, "checkbox", { name: "English" }))
    expect((getByRole(langs, "checkbox", { name: "German" }) as HTMLInputElement).disabled).toBe(false)
    const interests = getByRole(container, "group", { name: /^Interests/ })
    click(getByRole(interests, "checkbox", { name: "Party" }))
    expect(interests.textContent).toContain("5 of 5 chosen")
    expect((getByRole(interests, "checkbox", { name: "Fashion" }) as HTMLInputElement).disabled).toBe(true)
  })

  it("shows errors by their field, update failed in the member's language, and the saved line", () => {
    const sensitive = render(<ProfileForm {...formProps({ errorKey: "nicknameSensitive" })} />)
    expect(getByRole(sensitive.container, "textbox", { name: "Nickname" }).getAttribute("aria-invalid")).toBe("true")
    expect(getByRole(sensitive.container, "alert").textContent).toBe("This nickname contains words that are not allowed.")
    sensitive.unmount()
    const failed = render(<ProfileForm {...formProps({ errorKey: "updateFailed" })} />)
    expect(getByRole(failed.container, "alert").textContent).toBe("Failed to update your information. Please try again.")
    failed.unmount()
    const clean = formProps({ saved: true, dirty: false })
    const saved = render(<ProfileForm {...clean} />)
    expect(saved.container.textContent).toContain("Your profile has been saved.")
    // Unavailable while clean, yet focusable (a disabled button would drop the focus that saved), and a
    // press sends nothing.
    const save = getByRole(saved.container, "button", { name: "Save changes" }) as HTMLButtonElement
    expect(save.getAttribute("aria-disabled")).toBe("true")
    expect(save.disabled).toBe(false)
    click(save)
    expect(clean.onSubmit).not.toHaveBeenCalled()
  })

  it("says the lists are loading or failed", () => {
    const { container } = render(<ProfileForm {...formProps({ languages: null, interests: null, listsFailed: true })} />)
    expect(container.textContent).toContain("The lists could not be loaded.")
  })

  it("renders hostile nicknames as text", () => {
    const light = { languages: null, interests: null, birthdayLocked: true }
    const { container, rerender } = render(<ProfileForm {...formProps(light)} />)
    const input = getByLabel(container, "Nickname") as HTMLInputElement
    for (const nickname of blns) {
      rerender(<ProfileForm {...formProps({ ...light, value: value({ nickname }) })} />)
      expect(input.value).toBe(nickname)
    }
    expect(container.querySelector("script, img, iframe")).toBeNull()
  })
})

const avatarProps = (over: Partial<AvatarEditorProps> = {}): AvatarEditorProps => ({
  currentUrl: "/media/avatar/1_270X360.svg", name: "Ada", review: "none", reviewUrl: "", upload: null, problem: null, onChoose: vi.fn(), ...over,
})

describe("AvatarEditor", () => {
  it("shows the upload's progress as a progress bar with its percentage", () => {
    const { container } = render(<AvatarEditor {...avatarProps({ upload: { loaded: 1024, total: 4096, localUrl: "blob:x", phase: "uploading" } })} />)
    const bar = getByRole(container, "progressbar", { name: "Photo upload" }) as HTMLProgressElement
    expect(bar.value).toBe(25)
    expect(getByRole(container, "status").textContent).toBe("Uploading… 25%")
    expect((getByRole(container, "button", { name: "Choose a new photo" }) as HTMLButtonElement).disabled).toBe(true)
    expect(container.querySelector("img")?.getAttribute("src")).toBe("blob:x")
  })

  it("shows a photo under review with its badge, and the refused states as alerts", () => {
    const reviewing = render(<AvatarEditor {...avatarProps({ review: "reviewing", reviewUrl: "/media/avatar/1-a_270X360.png" })} />)
    expect(getByRole(reviewing.container, "img", { name: "Your new profile photo, under review" }).getAttribute("src")).toBe("/media/avatar/1-a_270X360.png")
    expect(reviewing.container.textContent).toContain("Under review")
    reviewing.unmount()
    for (const [review, text] of [["notApproved", "Your new photo was not approved"], ["failed", "The review of your new photo failed"]] as const) {
      const r = render(<AvatarEditor {...avatarProps({ review, reviewUrl: "/x.png" })} />)
      expect(getByRole(r.container, "alert").textContent).toContain(text)
      expect(getByRole(r.container, "img", { name: "Your profile photo" }).getAttribute("src")).toBe("/media/avatar/1_270X360.svg")
      r.unmount()
    }
    const big = render(<AvatarEditor {...avatarProps({ problem: "photoTooLarge" })} />)
    expect(getByRole(big.container, "alert").textContent).toBe("The image is larger than 5 MB.")
  })

  it("hands the chosen file to onChoose", () => {
    const p = avatarProps()
    const { container } = render(<AvatarEditor {...p} />)
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!
    expect(input.accept).toBe("image/*")
    const file = new File(["x"], "me.png", { type: "image/png" })
    Object.defineProperty(input, "files", { value: [file] })
    input.dispatchEvent(new Event("change", { bubbles: true }))
    expect(p.onChoose).toHaveBeenCalledWith(file)
  })
})

describe("ProfileForm focus", () => {
  it("given a refused save, then the focus goes to the field to fix, not the Save button (QA)", () => {
    const { rerender } = render(<ProfileForm {...formProps()} />)
    const save = getByRole(document.body, "button", { name: "Save changes" })
    save.focus()
    rerender(<ProfileForm {...formProps({ errorKey: "nicknameSensitive" })} />)
    expect(document.activeElement).toBe(getByRole(document.body, "textbox", { name: /Nickname/ }))
    save.focus()
    rerender(<ProfileForm {...formProps({ errorKey: "ageTooYoung" })} />)
    expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement?.tagName).toBe("SELECT")
    // An error without a field (the gateway failed) leaves the focus where it is.
    save.focus()
    rerender(<ProfileForm {...formProps({ errorKey: "updateFailed" })} />)
    expect(document.activeElement).toBe(save)
  })
})

const linkProps = (over: Partial<LinkedAccountsProps> = {}): LinkedAccountsProps => ({
  email: { value: "ada@example.com", lockedUntil: null }, phone: { value: "", lockedUntil: null }, busy: null, problem: null, done: null,
  onChangeEmail: vi.fn(), onChangePhone: vi.fn(), ...over,
})

describe("LinkedAccounts", () => {
  it("shows the lock date instead of Change inside the 7 days, and the rule", () => {
    const { container } = render(<LinkedAccounts {...linkProps({ email: { value: "ada@example.com", lockedUntil: "Nov 30, 2026" } })} />)
    expect(container.textContent).toContain("Can be changed after Nov 30, 2026")
    expect(queryAllByRole(container, "button", { name: "Change e-mail" })).toHaveLength(0)
    expect(container.textContent).toContain("A linked e-mail or phone number can be changed 7 days after it was linked.")
  })

  it("changes the e-mail and links a phone through their forms; a refusal shows as an alert", () => {
    const p = linkProps({ problem: { field: "email", key: "linkedElsewhere" } })
    const { container } = render(<LinkedAccounts {...p} />)
    expect(getByRole(container, "alert").textContent).toBe("This is linked to another account.")
    click(getByRole(container, "button", { name: "Change e-mail" }))
    typeInto(getByLabel(container, "New e-mail"), "new@example.com")
    click(getByRole(container, "button", { name: "Save" }))
    expect(p.onChangeEmail).toHaveBeenCalledWith("new@example.com")
    click(getByRole(container, "button", { name: "Cancel" }))
    click(getByRole(container, "button", { name: "Link a phone" }))
    typeInto(getByLabel(container, "Calling code"), "+90")
    typeInto(getByLabel(container, "Phone number"), "532 123 4567")
    click(getByRole(container, "button", { name: "Save" }))
    expect(p.onChangePhone).toHaveBeenCalledWith("90", "5321234567")
  })

  it("given a refused change, when the member cancels the form, then the refusal goes; a new refusal shows (QA)", () => {
    const p = linkProps()
    const { container, rerender } = render(<LinkedAccounts {...p} />)
    click(getByRole(container, "button", { name: "Change e-mail" }))
    rerender(<LinkedAccounts {...p} problem={{ field: "email", key: "linkedElsewhere" }} />)
    expect(queryAllByRole(container, "alert")).toHaveLength(1)
    click(getByRole(container, "button", { name: "Cancel" }))
    expect(queryAllByRole(container, "alert")).toHaveLength(0)
    rerender(<LinkedAccounts {...p} problem={{ field: "email", key: "linkedElsewhere" }} />)
    expect(getByRole(container, "alert").textContent).toBe("This is linked to another account.")
  })

  it("given a phone-only member, the e-mail row offers to link one, not to change it (QA)", () => {
    const p = linkProps({ email: { value: "", lockedUntil: null }, phone: { value: "+90 532 123 4567", lockedUntil: null } })
    const { container } = render(<LinkedAccounts {...p} />)
    expect(queryAllByRole(container, "button", { name: "Change e-mail" })).toHaveLength(0)
    click(getByRole(container, "button", { name: "Link an e-mail" }))
    typeInto(getByLabel(container, "New e-mail"), "ada@example.com")
    click(getByRole(container, "button", { name: "Save" }))
    expect(p.onChangeEmail).toHaveBeenCalledWith("ada@example.com")
    expect(getByRole(container, "button", { name: "Change phone" })).toBeTruthy()
  })
})
