// @vitest-environment jsdom
// Shell components: AppLayout (rail links with language prefix, mobile toggle, sign-in vs coins and
// avatar), AvatarMenu (menu keyboard), Gate18, Toast, MessageDialog, NotYetAvailable, primitives.
import { afterEach, describe, expect, it, vi } from "vitest"
import { AppLayout, type AppLayoutProps } from "../../ui/components/AppLayout"
import { Avatar } from "../../ui/components/Avatar"
import { AvatarMenu } from "../../ui/components/AvatarMenu"
import { Button, IconButton } from "../../ui/components/Button"
import { Gate18 } from "../../ui/components/Gate18"
import { MenuIcon } from "../../ui/components/icons"
import { MessageDialog } from "../../ui/components/MessageDialog"
import { NotYetAvailable } from "../../ui/components/NotYetAvailable"
import { Toast } from "../../ui/components/Toast"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render } from "./render"

afterEach(cleanup)

const layout = (over: Partial<AppLayoutProps> = {}): AppLayoutProps => ({
  signedIn: false, coinBalance: null, avatarUrl: null, userName: "", menuOpen: false, onToggleMenu: vi.fn(), onSignIn: vi.fn(),
  onOpenAvatarMenu: vi.fn(), currentPath: "/", languagePrefix: "", children: <p>content</p>, ...over,
})

describe("AppLayout", () => {
  it("has a labelled navigation with the side-menu links and a main slot", () => {
    const { container } = render(<AppLayout {...layout({ currentPath: "/livechat" })} />)
    const nav = getByRole(container, "navigation", { name: "Main menu" })
    const live = getByRole(nav, "link", { name: "Live chat" })
    expect(live.getAttribute("href")).toBe("/livechat")
    expect(live.getAttribute("aria-current")).toBe("page")
    for (const name of ["Safety center", "Privacy center", "Random video chat", "Download the app"]) getByRole(nav, "link", { name })
    expect(getByRole(nav, "link", { name: "Safety center" }).getAttribute("aria-current")).toBeNull()
    expect(getByRole(container, "main").textContent).toBe("content")
  })

  it("prefixes internal links with the language and marks the current one", () => {
    const { container } = render(<AppLayout {...layout({ languagePrefix: "/tr", currentPath: "/tr/download" })} />, { locale: "tr" })
    const nav = getByRole(container, "navigation", { name: "Ana menü" })
    expect(getByRole(nav, "link", { name: "Canlı sohbet" }).getAttribute("href")).toBe("/tr/livechat")
    expect(getByRole(nav, "link", { name: "Uygulamayı indir" }).getAttribute("aria-current")).toBe("page")
    expect(queryAllByRole(container, "link", { name: "VidChat ana sayfa" })[0]!.getAttribute("href")).toBe("/tr/")
  })

  it("opens external links in a new tab without the prefix", () => {
    const { container } = render(
      <AppLayout {...layout({ languagePrefix: "/tr", links: [{ id: "safetyCenter", href: "https://safety.example/", external: true }] })} />,
    )
    const a = getByRole(container, "link", { name: "Safety center" })
    expect(a.getAttribute("href")).toBe("https://safety.example/")
    expect(a.getAttribute("target")).toBe("_blank")
    expect(a.getAttribute("rel")).toContain("noopener")
  })

  it("has a menu toggle with aria-expanded and aria-controls pointing at the rail", () => {
    const p = layout()
    const { container, rerender } = render(<AppLayout {...p} />)
    const toggle = getByRole(container, "button", { name: "Open menu" })
    expect(toggle.getAttribute("aria-expanded")).toBe("false")
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).toBe(getByRole(container, "navigation"))
    click(toggle)
    expect(p.onToggleMenu).toHaveBeenCalledTimes(1)
    rerender(<AppLayout {...p} menuOpen />)
    const close = getByRole(container, "button", { name: "Close menu" })
    expect(close.getAttribute("aria-expanded")).toBe("true")
    keyDown(getByRole(container, "link", { name: "Live chat" }), "Escape")
    expect(p.onToggleMenu).toHaveBeenCalledTimes(2)
    // Escape on the toggle itself closes the open drawer too (QA: it did nothing there).
    keyDown(close, "Escape")
    expect(p.onToggleMenu).toHaveBeenCalledTimes(3)
    expect(document.activeElement).toBe(close)
  })

  it("shows sign-in buttons when signed out", () => {
    const p = layout()
    const { container } = render(<AppLayout {...p} />)
    const buttons = queryAllByRole(container, "button", { name: "Sign in" })
    expect(buttons.length).toBeGreaterThan(0)
    click(buttons[0]!)
    expect(p.onSignIn).toHaveBeenCalled()
    expect(queryAllByRole(container, "button", { name: /Account menu/ })).toHaveLength(0)
  })

  it("shows the coin balance and the avatar button when signed in", () => {
    const p = layout({ signedIn: true, coinBalance: 1200, userName: "Mia", avatarUrl: "https://cdn.example/m.jpg" })
    const { container, rerender } = render(<AppLayout {...p} />)
    expect(queryAllByRole(container, "button", { name: "Sign in" })).toHaveLength(0)
    expect(container.textContent).toContain("Coin balance: 1,200")
    const avatar = getByRole(container, "button", { name: "Account menu for Mia" })
    expect(avatar.getAttribute("aria-haspopup")).toBe("menu")
    expect(avatar.getAttribute("aria-expanded")).toBe("false")
    click(avatar)
    expect(p.onOpenAvatarMenu).toHaveBeenCalled()
    const menu = <AvatarMenu onProfile={vi.fn()} onAddCoins={vi.fn()} onLogout={vi.fn()} onClose={vi.fn()} />
    rerender(<AppLayout {...p} avatarMenuOpen avatarMenu={menu} />)
    expect(avatar.getAttribute("aria-expanded")).toBe("true")
    expect(document.getElementById(avatar.getAttribute("aria-controls")!)?.contains(getByRole(container, "menu"))).toBe(true)
  })

  it("shows the install button only when installable", () => {
    const onInstall = vi.fn()
    const { container, rerender } = render(<AppLayout {...layout()} />)
    expect(queryAllByRole(container, "button", { name: "Install app" })).toHaveLength(0)
    rerender(<AppLayout {...layout({ onInstall })} />)
    click(getByRole(container, "button", { name: "Install app" }))
    expect(onInstall).toHaveBeenCalled()
  })
})

describe("AvatarMenu", () => {
  it("is a menu of profile, add coins and log out, with arrow keys and Escape", () => {
    const cb = { onProfile: vi.fn(), onAddCoins: vi.fn(), onLogout: vi.fn(), onClose: vi.fn() }
    const { container } = render(<AvatarMenu {...cb} />)
    const menu = getByRole(container, "menu", { name: "Account" })
    const items = queryAllByRole(menu, "menuitem")
    expect(items.map((i) => i.textContent)).toEqual(["Profile", "Add coins", "Log out"])
    expect(document.activeElement).toBe(items[0])
    keyDown(items[0]!, "ArrowDown")
    expect(document.activeElement).toBe(items[1])
    keyDown(items[1]!, "ArrowUp")
    keyDown(items[0]!, "ArrowUp")
    expect(document.activeElement).toBe(items[2])
    click(items[1]!)
    expect(cb.onAddCoins).toHaveBeenCalled()
    click(getByRole(menu, "menuitem", { name: "Log out" }))
    expect(cb.onLogout).toHaveBeenCalled()
    keyDown(items[2]!, "Escape")
    expect(cb.onClose).toHaveBeenCalledTimes(1)
  })

  it("closes on a pointer press outside", () => {
    const onClose = vi.fn()
    render(<AvatarMenu onProfile={vi.fn()} onAddCoins={vi.fn()} onLogout={vi.fn()} onClose={onClose} />)
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})

describe("Gate18", () => {
  it("is a modal dialog stating the age rule with Enter and Log in; Escape does not dismiss", () => {
    const onEnter = vi.fn()
    const onLogIn = vi.fn()
    const { container } = render(<Gate18 onEnter={onEnter} onLogIn={onLogIn} />)
    const dialog = getByRole(container, "dialog", { name: "Welcome" })
    expect(dialog.getAttribute("aria-modal")).toBe("true")
    expect(document.getElementById(dialog.getAttribute("aria-describedby")!)?.textContent).toContain("18 and older")
    const enter = getByRole(dialog, "button", { name: "Enter" })
    expect(document.activeElement).toBe(enter)
    keyDown(enter, "Escape")
    click(enter)
    click(getByRole(dialog, "button", { name: "Log in" }))
    expect(onEnter).toHaveBeenCalledTimes(1)
    expect(onLogIn).toHaveBeenCalledTimes(1)
  })
})

describe("Toast", () => {
  it("is a polite status region that shows the message with its kind", () => {
    const { container, rerender } = render(<Toast message={null} />)
    const region = getByRole(container, "status")
    expect(region.getAttribute("aria-live")).toBe("polite")
    expect(region.textContent).toBe("")
    rerender(<Toast message="Login has expired" kind="error" />)
    expect(getByRole(container, "status").textContent).toBe("Error: Login has expired")
  })
})

describe("MessageDialog", () => {
  it("has a primary and an optional secondary action, Escape = secondary", () => {
    const onPrimary = vi.fn()
    const onSecondary = vi.fn()
    const { container, rerender } = render(<MessageDialog title="Insufficient balance" text="Add coins?" primaryLabel="Add coins" onPrimary={onPrimary} secondaryLabel="Cancel" onSecondary={onSecondary} />)
    const dialog = getByRole(container, "dialog", { name: "Insufficient balance" })
    const primary = getByRole(dialog, "button", { name: "Add coins" })
    expect(primary.className).toContain("btn-primary")
    expect(document.activeElement).toBe(primary)
    click(primary)
    keyDown(primary, "Escape")
    expect(onPrimary).toHaveBeenCalledTimes(1)
    expect(onSecondary).toHaveBeenCalledTimes(1)
    rerender(<MessageDialog title="Done" onPrimary={onPrimary} />)
    expect(queryAllByRole(container, "button")).toHaveLength(1)
    getByRole(container, "button", { name: "OK" })
  })
})

describe("NotYetAvailable", () => {
  it("shows the page title, says it is not available, and links back to the wall", () => {
    const { container } = render(<NotYetAvailable titleKey="coinShop" languagePrefix="/tr" />, { locale: "tr" })
    getByRole(container, "heading", { name: "Jeton mağazası" })
    expect(container.textContent).toContain("henüz kullanıma açık değil")
    expect(getByRole(container, "link", { name: "Sunuculara geri dön" }).getAttribute("href")).toBe("/tr/")
  })

  it("links to / without a prefix", () => {
    const { container } = render(<NotYetAvailable titleKey="messages" />)
    getByRole(container, "heading", { name: "Messages" })
    expect(container.textContent).toContain("This part of the app is not available yet.")
    expect(getByRole(container, "link", { name: "Back to the hosts" }).getAttribute("href")).toBe("/")
  })
})

describe("Avatar", () => {
  it("loads the small photo (112X150) for small avatars and the big one (270X360) above 112 px (a§3)", () => {
    const { container } = render(
      <>
        <Avatar src="/media/avatar/7_270X360.svg" name="Mia" size={40} alt="Mia small" />
        <Avatar src="/media/avatar/7_112X150.svg" name="Mia" size={160} alt="Mia big" />
      </>,
    )
    expect(getByRole(container, "img", { name: "Mia small" }).getAttribute("src")).toBe("/media/avatar/7_112X150.svg")
    expect(getByRole(container, "img", { name: "Mia big" }).getAttribute("src")).toBe("/media/avatar/7_270X360.svg")
  })
})

describe("primitives", () => {
  it("Button busy sets aria-busy and swallows clicks; IconButton takes its name from label", () => {
    const onClick = vi.fn()
    const { container } = render(
      <>
        <Button busy onClick={onClick}>Save</Button>
        <IconButton label="Open menu" icon={<MenuIcon />} onClick={onClick} />
      </>,
    )
    const save = getByRole(container, "button", { name: "Save" })
    expect(save.getAttribute("aria-busy")).toBe("true")
    click(save)
    expect(onClick).not.toHaveBeenCalled()
    click(getByRole(container, "button", { name: "Open menu" }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
