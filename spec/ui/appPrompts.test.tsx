// @vitest-environment jsdom
// The web-push invitation and the install offer (a§2, a§4) as a person finds them: a dialog named
// "Turn on notifications" with the coins it offers (none when 0) and Turn on / Not now (Escape = Not now);
// the install banner region with Install and its close button; the phones' mini button and the
// desktop side-menu button named "Install app"; Turkish texts.
import { afterEach, describe, expect, it, vi } from "vitest"
import { AppLayout } from "../../ui/components/AppLayout"
import { InstallBanner, InstallMiniButton, PushInvitation } from "../../ui/components/AppPrompts"
import { cleanup, click, getByRole, keyDown, queryAllByRole, render } from "./render"

afterEach(cleanup)

describe("web-push invitation", () => {
  it("names the coins and answers with Turn on, Not now or Escape", () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<PushInvitation coins={200} img="" onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = getByRole(document.body, "dialog", { name: "Turn on notifications" })
    expect(dialog.textContent).toContain("Turn them on now and get 200 coins.")
    expect(document.activeElement).toBe(getByRole(dialog, "button", { name: "Turn on" }))
    click(getByRole(dialog, "button", { name: "Turn on" }))
    click(getByRole(dialog, "button", { name: "Not now" }))
    keyDown(dialog, "Escape")
    expect([onConfirm.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 2])
  })

  it("without coins to give there is no coin line; the service's picture has a name", () => {
    render(<PushInvitation coins={0} img="/media/push.png" onConfirm={vi.fn()} onCancel={vi.fn()} />)
    const dialog = getByRole(document.body, "dialog", { name: "Turn on notifications" })
    expect(dialog.textContent).not.toContain("coins")
    expect(getByRole(dialog, "img", { name: "Notifications from VidChat" }).getAttribute("src")).toBe("/media/push.png")
  })

  it("speaks Turkish", () => {
    render(<PushInvitation coins={200} img="" onConfirm={vi.fn()} onCancel={vi.fn()} />, { locale: "tr" })
    const dialog = getByRole(document.body, "dialog", { name: "Bildirimleri aç" })
    expect(dialog.textContent).toContain("Şimdi aç, 200 jeton kazan.")
    getByRole(dialog, "button", { name: "Şimdi değil" })
  })
})

describe("install offer", () => {
  it("the banner: a region with the coins, Install and a close button", () => {
    const onInstall = vi.fn()
    const onClose = vi.fn()
    const { container } = render(<InstallBanner coins={100} onInstall={onInstall} onClose={onClose} />)
    const region = getByRole(container, "region", { name: "Install the app" })
    expect(region.textContent).toContain("Get 100 coins when you install it.")
    click(getByRole(region, "button", { name: "Install" }))
    click(getByRole(region, "button", { name: "Close the install banner" }))
    expect([onInstall.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1])
  })

  it("no coin line once the install coins were given", () => {
    const { container } = render(<InstallBanner coins={0} onInstall={vi.fn()} onClose={vi.fn()} />)
    expect(getByRole(container, "region", { name: "Install the app" }).textContent).not.toContain("coins")
  })

  it("the mini button (phones) and the side-menu button (desktop) are both named Install app", () => {
    const onMini = vi.fn()
    const { container } = render(<InstallMiniButton onInstall={onMini} />)
    click(getByRole(container, "button", { name: "Install app" }))
    expect(onMini).toHaveBeenCalledTimes(1)
    cleanup()
    const onMenu = vi.fn()
    const menu = render(
      <AppLayout signedIn coinBalance={120} avatarUrl={null} userName="Ada" menuOpen={false} onToggleMenu={vi.fn()} onSignIn={vi.fn()}
        onOpenAvatarMenu={vi.fn()} currentPath="/" languagePrefix="" onInstall={onMenu}>
        <p>x</p>
      </AppLayout>,
    )
    click(getByRole(getByRole(menu.container, "navigation"), "button", { name: "Install app" }))
    expect(onMenu).toHaveBeenCalledTimes(1)
    cleanup()
    const none = render(
      <AppLayout signedIn coinBalance={120} avatarUrl={null} userName="Ada" menuOpen={false} onToggleMenu={vi.fn()} onSignIn={vi.fn()}
        onOpenAvatarMenu={vi.fn()} currentPath="/" languagePrefix="">
        <p>x</p>
      </AppLayout>,
    )
    expect(queryAllByRole(none.container, "button", { name: "Install app" })).toHaveLength(0)
  })
})
