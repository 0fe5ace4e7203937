// @vitest-environment jsdom
// The settings menu (a§2, m§2): the gear in the layout (rail and top bar, aria-haspopup/expanded/
// controls), the menu's entries by role and name, new-tab policy links with the language prefix,
// the blocked users entry, Log out only when asked, keyboard and outside clicks.
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Intent } from "../../domain/app/intents"
import { initialState } from "../../domain/app/state"
import type { AppStore } from "../../ui/app/services"
import { StoreContext } from "../../ui/app/hooks"
import { SettingsContainer } from "../../ui/app/SettingsContainer"
import { AppLayout, type AppLayoutProps } from "../../ui/components/AppLayout"
import { SettingsMenu, type SettingsMenuProps } from "../../ui/components/SettingsMenu"
import { cleanup, click, getByRole, keyDown, nameOf, queryAllByRole, render } from "./render"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const menuProps = (over: Partial<SettingsMenuProps> = {}): SettingsMenuProps => ({
  languagePrefix: "",
  language: "en",
  onChooseLanguage: vi.fn(),
  showLogout: false,
  onDownloadApp: vi.fn(),
  onBlockedUsers: vi.fn(),
  onCheckNotifications: vi.fn(),
  onDeleteAccount: vi.fn(),
  onExportTrace: vi.fn(),
  onLogout: vi.fn(),
  onClose: vi.fn(),
  ...over,
})

const layout = (over: Partial<AppLayoutProps> = {}): AppLayoutProps => ({
  signedIn: false, coinBalance: null, avatarUrl: null, userName: "", menuOpen: false, onToggleMenu: vi.fn(), onSignIn: vi.fn(),
  onOpenAvatarMenu: vi.fn(), currentPath: "/", languagePrefix: "", children: <p>content</p>, ...over,
})

describe("SettingsMenu", () => {
  it("lists the entries of a§2 as menu items, focusing the first", () => {
    const { container } = render(<SettingsMenu {...menuProps()} />)
    const menu = getByRole(container, "menu", { name: "Settings" })
    const names = queryAllByRole(menu, "menuitem").map((i) => i.querySelector("span")!.textContent)
    expect(names).toEqual(["Terms of service", "Privacy policy", "Blocked users", "Check notifications", "Delete account", "Download app", "Export diagnostic trace", "Language"])
    expect(document.activeElement).toBe(queryAllByRole(menu, "menuitem")[0])
    expect(queryAllByRole(menu, "menuitem", { name: "Log out" })).toHaveLength(0)
  })

  it("opens terms and privacy in a new tab under the language prefix", () => {
    const p = menuProps({ languagePrefix: "/tr" })
    const { container } = render(<SettingsMenu {...p} />, { locale: "tr" })
    const terms = getByRole(container, "menuitem", { name: "Hizmet şartları" })
    expect(terms.tagName).toBe("A")
    expect(terms.getAttribute("href")).toBe("/tr/vidchat-terms-of-use")
    expect(terms.getAttribute("target")).toBe("_blank")
    expect(terms.getAttribute("rel")).toContain("noopener")
    expect(document.getElementById(terms.getAttribute("aria-describedby")!)?.textContent).toBe("yeni sekmede açılır")
    expect(getByRole(container, "menuitem", { name: "Gizlilik politikası" }).getAttribute("href")).toBe("/tr/vidchat-privacy-policy")
    terms.addEventListener("click", (e) => e.preventDefault()) // jsdom does not navigate; keep it quiet
    click(terms)
    expect(p.onClose).toHaveBeenCalled()
  })

  it("opens the blocked users panel from its entry", () => {
    const p = menuProps()
    const { container } = render(<SettingsMenu {...p} />)
    const blocked = getByRole(container, "menuitem", { name: "Blocked users" })
    expect(blocked.getAttribute("aria-disabled")).toBeNull()
    click(blocked)
    expect(p.onBlockedUsers).toHaveBeenCalledTimes(1)
  })

  it("calls one callback per entry", () => {
    const p = menuProps({ showLogout: true })
    const { container } = render(<SettingsMenu {...p} />)
    click(getByRole(container, "menuitem", { name: "Check notifications" }))
    expect(p.onCheckNotifications).toHaveBeenCalledTimes(1)
    click(getByRole(container, "menuitem", { name: "Delete account" }))
    expect(p.onDeleteAccount).toHaveBeenCalledTimes(1)
    click(getByRole(container, "menuitem", { name: "Download app" }))
    expect(p.onDownloadApp).toHaveBeenCalledTimes(1)
    click(getByRole(container, "menuitem", { name: "Export diagnostic trace" }))
    expect(p.onExportTrace).toHaveBeenCalledTimes(1)
    click(getByRole(container, "menuitem", { name: "Log out" }))
    expect(p.onLogout).toHaveBeenCalledTimes(1)
  })

  it("leaves out the export entry without an exporter", () => {
    const { container } = render(<SettingsMenu {...menuProps({ onExportTrace: undefined })} />)
    expect(queryAllByRole(container, "menuitem", { name: "Export diagnostic trace" })).toHaveLength(0)
  })

  it("moves with arrows, Home and End; Escape closes and gives focus back", () => {
    const opener = document.createElement("button")
    document.body.appendChild(opener)
    opener.focus()
    const p = menuProps({ showLogout: true })
    const { container, unmount } = render(<SettingsMenu {...p} />)
    const items = queryAllByRole(container, "menuitem")
    expect(items).toHaveLength(9)
    keyDown(items[0]!, "ArrowDown")
    expect(document.activeElement).toBe(items[1])
    keyDown(items[1]!, "End")
    expect(nameOf(document.activeElement!)).toBe("Log out")
    keyDown(document.activeElement, "ArrowDown")
    expect(document.activeElement).toBe(items[0])
    keyDown(items[0]!, "ArrowUp")
    expect(document.activeElement).toBe(items[8])
    keyDown(items[8]!, "Home")
    expect(document.activeElement).toBe(items[0])
    keyDown(items[0]!, "Escape")
    expect(p.onClose).toHaveBeenCalledTimes(1)
    unmount()
    expect(document.activeElement).toBe(opener)
  })

  it("Language opens a group of the 20 interface languages, each named in itself, the one in use checked", () => {
    const p = menuProps({ language: "iw" })
    const { container } = render(<SettingsMenu {...p} />)
    const entry = getByRole(container, "menuitem", { name: "Language: עברית" })
    expect(entry.getAttribute("aria-expanded")).toBe("false")
    click(entry)
    expect(entry.getAttribute("aria-expanded")).toBe("true")
    const group = getByRole(container, "group", { name: "Language" })
    const radios = queryAllByRole(group, "menuitemradio")
    expect(radios.map((r) => r.textContent)).toEqual([
      "English", "العربية", "Deutsch", "Ελληνικά", "Español", "Français", "हिन्दी", "Bahasa Indonesia", "Italiano", "עברית",
      "日本語", "한국어", "Bahasa Melayu", "Nederlands", "Português", "Русский", "ไทย", "Türkçe", "Tiếng Việt", "中文",
    ])
    const hebrew = radios.find((r) => r.textContent === "עברית")!
    expect(hebrew.getAttribute("aria-checked")).toBe("true")
    expect(hebrew.getAttribute("lang")).toBe("he")
    expect(document.activeElement).toBe(hebrew)
    expect(radios.filter((r) => r.getAttribute("aria-checked") === "true")).toHaveLength(1)
    keyDown(hebrew, "ArrowDown")
    expect(document.activeElement?.textContent).toBe("日本語")
    click(getByRole(group, "menuitemradio", { name: "العربية" }))
    expect(p.onChooseLanguage).toHaveBeenCalledWith("ar")
  })

  it("closes on a press outside but not on the gear", () => {
    const gear = document.createElement("button")
    gear.setAttribute("data-settings-trigger", "")
    document.body.appendChild(gear)
    const p = menuProps()
    render(<SettingsMenu {...p} />)
    gear.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(p.onClose).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(p.onClose).toHaveBeenCalledTimes(1)
  })
})

describe("AppLayout's settings gear", () => {
  it("is absent without onToggleSettings", () => {
    const { container } = render(<AppLayout {...layout()} />)
    expect(queryAllByRole(container, "button", { name: "Settings" })).toHaveLength(0)
  })

  it("sits in the rail (desktop) and the top bar (phones), a menu button controlling the open menu", () => {
    const p = layout({ onToggleSettings: vi.fn() })
    const { container, rerender } = render(<AppLayout {...p} />)
    const nav = getByRole(container, "navigation", { name: "Main menu" })
    const railGear = getByRole(nav, "button", { name: "Settings" })
    const topGear = getByRole(container.querySelector("header")!, "button", { name: "Settings" })
    for (const gear of [railGear, topGear]) {
      expect(gear.getAttribute("aria-haspopup")).toBe("menu")
      expect(gear.getAttribute("aria-expanded")).toBe("false")
      expect(gear.getAttribute("aria-controls")).toBeNull()
    }
    click(railGear)
    click(topGear)
    expect(p.onToggleSettings).toHaveBeenCalledTimes(2)
    rerender(<AppLayout {...p} settingsMenuOpen settingsMenu={<SettingsMenu {...menuProps()} />} />)
    expect(railGear.getAttribute("aria-expanded")).toBe("true")
    const menu = getByRole(container, "menu", { name: "Settings" })
    expect(document.getElementById(railGear.getAttribute("aria-controls")!)?.contains(menu)).toBe(true)
    expect(topGear.getAttribute("aria-controls")).toBe(railGear.getAttribute("aria-controls"))
  })

  it("the account's place: Sign in for a visitor, the account menu for a member, neither while not known yet", () => {
    const signIn = (c: HTMLElement) => queryAllByRole(c, "button", { name: "Sign in" }).length
    const account = (c: HTMLElement) => queryAllByRole(c, "button", { name: "Account menu for Mia" }).length
    const { container, rerender } = render(<AppLayout {...layout({ signedIn: false, userName: "Mia" })} />)
    expect([signIn(container), account(container)]).toEqual([2, 0])
    rerender(<AppLayout {...layout({ signedIn: true, userName: "Mia" })} />)
    expect([signIn(container), account(container)]).toEqual([0, 1])
    rerender(<AppLayout {...layout({ signedIn: null, userName: "Mia" })} />)
    expect([signIn(container), account(container)]).toEqual([0, 0])
    expect(container.querySelectorAll(".app-account-pending[aria-hidden='true']")).toHaveLength(2)
  })

  it("is offered to visitors and members alike", () => {
    const { container } = render(<AppLayout {...layout({ signedIn: true, userName: "Mia", onToggleSettings: vi.fn() })} />)
    expect(queryAllByRole(container, "button", { name: "Settings" }).length).toBe(2)
  })
})

describe("SettingsContainer", () => {
  const withStore = (dispatched: Intent[]) => {
    const store: AppStore = { subscribe: () => () => {}, getSnapshot: () => initialState, dispatch: (i) => dispatched.push(i), publish: () => {} }
    return (
      <StoreContext.Provider value={store}>
        <SettingsContainer onExport={vi.fn()} />
      </StoreContext.Provider>
    )
  }
  const layoutIs = (mobile: boolean) =>
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: mobile && q.includes("680"), addEventListener: () => {}, removeEventListener: () => {} }))

  it("Download app opens the QR popup on phones", () => {
    layoutIs(true)
    const dispatched: Intent[] = []
    const { container } = render(withStore(dispatched))
    click(getByRole(container, "menuitem", { name: "Download app" }))
    expect(dispatched.map((i) => i._tag)).toEqual(["ToggleSettingsMenu", "ToggleDownloadPopup"])
  })

  it("choosing a language dispatches ChooseLanguage (an intent, so the switch is in the trace)", () => {
    layoutIs(false)
    const dispatched: Intent[] = []
    const { container } = render(withStore(dispatched))
    click(getByRole(container, "menuitem", { name: "Language: English" }))
    click(getByRole(container, "menuitemradio", { name: "Deutsch" }))
    expect(dispatched).toEqual([{ _tag: "ChooseLanguage", language: "de" }])
  })

  it("Download app goes to the download page otherwise; Delete account asks the domain", () => {
    layoutIs(false)
    const dispatched: Intent[] = []
    const { container } = render(withStore(dispatched))
    click(getByRole(container, "menuitem", { name: "Download app" }))
    expect(location.pathname).toBe("/download")
    expect(dispatched.map((i) => i._tag)).toEqual(["ToggleSettingsMenu"])
    click(getByRole(container, "menuitem", { name: "Delete account" }))
    expect(dispatched.at(-1)?._tag).toBe("RequestAccountDeletion")
    history.replaceState(null, "", "/")
  })
})
