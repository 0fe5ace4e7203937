// @vitest-environment jsdom
// Overlay components (a§2): cookie, privacy and download banners (labelled regions with named
// buttons), welcome notices, the register-coins dialog, the download popup's two QR images (an
// injected QR maker stands in for the lazily imported library), the side menu's download link
// replaced by a popup, and the generic confirm, click-outside and 30-character text-input popups. A banner
// or prompt closed from its own button hands the keyboard focus to the main content (never to <body>),
// and leaves a focus the member moved elsewhere alone.
import { blnsStrings } from "../support/blns"
import { act, useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { AppLayout } from "../../ui/components/AppLayout"
import { arrivalOrder, BannerDock, CookieBanner, DownloadBanner, PrivacyBanner, WelcomeNotices } from "../../ui/components/Banners"
import { initialState } from "../../domain/app/state"
import type { AppState } from "../../domain/app/types"
import { ServicesContext, StoreContext } from "../../ui/app/hooks"
import { DownloadBannerSlot, OverlaysContainer } from "../../ui/app/OverlaysContainer"
import { focusMainWhenRemoved } from "../../ui/app/focusMain"
import type { AppStore, ViewServices } from "../../ui/app/services"
import { ClickOutsidePopup } from "../../ui/components/ClickOutsidePopup"
import { ConfirmDialog } from "../../ui/components/ConfirmDialog"
import { DownloadPopup } from "../../ui/components/DownloadPopup"
import { RegisterCoinsBanner } from "../../ui/components/RegisterCoinsBanner"
import { TextInputPopup } from "../../ui/components/TextInputPopup"
import { cleanup, click, flush, getByLabel, getByRole, keyDown, queryAllByRole, render, typeInto, until } from "./render"

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe("banners", () => {
  it("cookie banner: a labelled region with the policy link and Accept", () => {
    const onAccept = vi.fn()
    const { container } = render(<BannerDock><CookieBanner policyHref="/vidchat-cookie-policy" onAccept={onAccept} /></BannerDock>)
    const region = getByRole(container, "region", { name: "Cookie notice" })
    expect(getByRole(region, "link", { name: "Cookie policy" }).getAttribute("href")).toBe("/vidchat-cookie-policy")
    click(getByRole(region, "button", { name: "Accept" }))
    expect(onAccept).toHaveBeenCalledTimes(1)
  })

  it("privacy banner: Agree, in Turkish too", () => {
    const onAgree = vi.fn()
    const { container } = render(<PrivacyBanner policyHref="/tr/vidchat-privacy-policy" onAgree={onAgree} />, { locale: "tr" })
    const region = getByRole(container, "region", { name: "Gizlilik politikası onayı" })
    click(getByRole(region, "button", { name: "Onaylıyorum" }))
    expect(onAgree).toHaveBeenCalledTimes(1)
  })

  it("download banner: Get the app opens, the close button closes", () => {
    const onOpen = vi.fn()
    const onClose = vi.fn()
    const { container } = render(<DownloadBanner onOpen={onOpen} onClose={onClose} />)
    const region = getByRole(container, "region", { name: "Get the app" })
    click(getByRole(region, "button", { name: "Get the app" }))
    click(getByRole(region, "button", { name: "Close the app banner" }))
    expect([onOpen.mock.calls.length, onClose.mock.calls.length]).toEqual([1, 1])
  })

  it("welcome notices: a list of notes, each dismissible by index; hidden when empty; hostile text stays text", () => {
    const onDismiss = vi.fn()
    const hostile = '<img src=x onerror="alert(1)">'
    const { container, rerender } = render(<WelcomeNotices notices={[{ index: 0, text: hostile }, { index: 2, text: "Tip" }]} onDismiss={onDismiss} />)
    const region = getByRole(container, "region", { name: "Welcome notices" })
    expect(queryAllByRole(region, "listitem")).toHaveLength(2)
    expect(region.textContent).toContain(hostile)
    expect(container.querySelector("img")).toBeNull()
    click(queryAllByRole(region, "button", { name: "Dismiss notice" })[1]!)
    expect(onDismiss).toHaveBeenCalledWith(2)
    rerender(<WelcomeNotices notices={[]} onDismiss={onDismiss} />)
    expect(queryAllByRole(container, "region")).toHaveLength(0)
  })

  it("welcome notices from the keyboard: dismissing one moves the focus to the next (else the one before); after the last, to the page's heading", () => {
    const Notices = () => {
      const [left, setLeft] = useState([0, 1, 2])
      return (
        <>
          <WelcomeNotices notices={left.map((index) => ({ index, text: `Note ${index}` }))} itemRef={focusMainWhenRemoved} onDismiss={(i) => setLeft((l) => l.filter((x) => x !== i))} />
          <main id="main"><h1>Wall</h1></main>
        </>
      )
    }
    const { container } = render(<Notices />)
    const dismiss = () => queryAllByRole(container, "button", { name: "Dismiss notice" })
    dismiss()[1]!.focus()
    click(dismiss()[1]!)
    expect(dismiss()).toHaveLength(2)
    expect(document.activeElement).toBe(dismiss()[1])
    expect(document.activeElement?.closest("li")?.textContent).toBe("Note 2")
    click(dismiss()[1]!)
    expect(document.activeElement?.closest("li")?.textContent).toBe("Note 0")
    click(dismiss()[0]!)
    expect(dismiss()).toHaveLength(0)
    expect(document.activeElement).toBe(getByRole(container, "heading", { name: "Wall" }))
  })
})

describe("register-coins dialog", () => {
  it("shows the image, the coins and two buttons; Escape dismisses", () => {
    const onClaim = vi.fn()
    const onDismiss = vi.fn()
    const { container } = render(<RegisterCoinsBanner img="/media/banner/register.svg" gold={120} callCount={1} onClaim={onClaim} onDismiss={onDismiss} />)
    const dialog = getByRole(document.body, "dialog", { name: "Your welcome gift" })
    expect(dialog.textContent).toContain("120 free coins")
    getByRole(dialog, "img", { name: "A gift box with coins" })
    click(getByRole(dialog, "button", { name: "Start a video chat" }))
    click(getByRole(dialog, "button", { name: "Close" }))
    keyDown(dialog, "Escape")
    expect(onClaim).toHaveBeenCalledTimes(1)
    expect(onDismiss).toHaveBeenCalledTimes(2)
    expect(container).toBeTruthy()
  })
})

describe("download popup", () => {
  it("shows a spinner, then two QR images with accessible names and store links", async () => {
    const waiting: Array<() => void> = []
    const made: string[] = []
    const makeQr = vi.fn((url: string) => {
      made.push(url)
      return new Promise<void>((r) => waiting.push(r)).then(() => `data:image/png;base64,${btoa(url)}`)
    })
    render(<DownloadPopup androidUrl="https://play.example/app" iosUrl="https://apps.example/app" onClose={vi.fn()} makeQr={makeQr} />)
    const dialog = getByRole(document.body, "dialog", { name: "Download the app" })
    expect(queryAllByRole(dialog, "status").length).toBeGreaterThan(0)
    await act(async () => waiting.forEach((r) => r()))
    await flush()
    expect(made).toEqual(["https://play.example/app", "https://apps.example/app"])
    getByRole(dialog, "img", { name: "QR code to download the app for Android" })
    getByRole(dialog, "img", { name: "QR code to download the app for iOS" })
    expect(getByRole(dialog, "link", { name: "Get it on Google Play" }).getAttribute("href")).toBe("https://play.example/app")
    expect(getByRole(dialog, "link", { name: "Download on the App Store" }).getAttribute("href")).toBe("https://apps.example/app")
  })

  it("says so when a QR code cannot be made; Close and Escape close", async () => {
    const onClose = vi.fn()
    render(<DownloadPopup androidUrl="a" iosUrl="b" onClose={onClose} makeQr={() => Promise.reject(new Error("no"))} />)
    await flush()
    const dialog = getByRole(document.body, "dialog", { name: "Download the app" })
    expect(dialog.textContent).toContain("could not be made")
    click(getByRole(dialog, "button", { name: "Close" }))
    keyDown(dialog, "Escape")
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("the real QR maker (qrcode, dynamically imported) makes a PNG data URL", async () => {
    const { lazyQr } = await import("../../ui/components/DownloadPopup")
    expect(await lazyQr("https://play.google.com/store/apps/details?id=x")).toMatch(/^data:image\/png;base64,/)
  })

  it("the side menu's download link opens the popup instead of navigating when given onSelect", () => {
    const onSelect = vi.fn()
    const { container } = render(
      <AppLayout signedIn={false} coinBalance={null} avatarUrl={null} userName="" menuOpen={false} onToggleMenu={vi.fn()} onSignIn={vi.fn()}
        onOpenAvatarMenu={vi.fn()} currentPath="/" languagePrefix="" links={[{ id: "download", href: "/download", onSelect }]}>
        <p>x</p>
      </AppLayout>,
    )
    const link = getByRole(container, "link", { name: "Download the app" })
    expect(link.getAttribute("aria-haspopup")).toBe("dialog")
    const before = location.pathname
    click(link)
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(location.pathname).toBe(before)
  })
})

describe("generic popups", () => {
  it("confirm dialog: Confirm and Cancel, Escape cancels", () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog title="Remove friend?" text="They will not be told." onConfirm={onConfirm} onCancel={onCancel} danger />)
    const dialog = getByRole(document.body, "dialog", { name: "Remove friend?" })
    click(getByRole(dialog, "button", { name: "Confirm" }))
    click(getByRole(dialog, "button", { name: "Cancel" }))
    keyDown(dialog, "Escape")
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it("click-outside popup: a press inside keeps it, outside or Escape closes it; an ignored opener does not", () => {
    const onClose = vi.fn()
    const opener = document.createElement("button")
    document.body.append(opener)
    render(<ClickOutsidePopup title="Filters" onClose={onClose} ignore={[{ current: opener }]}><p>inside</p></ClickOutsidePopup>)
    const popup = getByRole(document.body, "dialog", { name: "Filters" })
    expect(document.activeElement).toBe(popup)
    const press = (el: Element) => act(() => void el.dispatchEvent(new MouseEvent("mousedown", { bubbles: true })))
    press(popup.querySelector("p")!)
    press(opener)
    expect(onClose).not.toHaveBeenCalled()
    press(document.body)
    expect(onClose).toHaveBeenCalledTimes(1)
    keyDown(document.body, "Escape")
    expect(onClose).toHaveBeenCalledTimes(2)
    click(getByRole(popup, "button", { name: "Close" }))
    expect(onClose).toHaveBeenCalledTimes(3)
  })

  it("text-input popup: at most 30 characters (emoji count as one), a counter, Save trims, empty cannot be saved", () => {
    const onSave = vi.fn()
    render(<TextInputPopup title="Note" label="Your note" onSave={onSave} onCancel={vi.fn()} />)
    const dialog = getByRole(document.body, "dialog", { name: "Note" })
    const field = getByLabel(dialog, "Your note")
    const save = getByRole(dialog, "button", { name: "Save" }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    typeInto(field, "😀".repeat(40))
    expect(Array.from(field.value)).toHaveLength(30)
    expect(dialog.textContent).toContain("30 of 30 characters")
    typeInto(field, "  hello  ")
    click(save)
    expect(onSave).toHaveBeenCalledWith("hello")
  })

  it("text-input popup keeps hostile strings as text", () => {
    const blns = blnsStrings()
    const onSave = vi.fn()
    render(<TextInputPopup title="Note" label="Your note" onSave={onSave} onCancel={vi.fn()} />)
    const field = getByLabel(document.body, "Your note")
    for (const s of blns.slice(0, 120)) {
      typeInto(field, s)
      expect(Array.from(field.value).length).toBeLessThanOrEqual(30)
    }
    expect(document.querySelectorAll("script, img")).toHaveLength(0)
  })
})

/** A store over a state the test changes, as the live store publishes it. */
const liveStore = (state: AppState) => {
  const listeners = new Set<() => void>()
  const store: AppStore = { subscribe: (l) => (listeners.add(l), () => listeners.delete(l)), getSnapshot: () => state, dispatch: () => {}, publish: () => {} }
  const set = (next: AppState) => {
    state = next
    act(() => listeners.forEach((l) => l()))
  }
  return { store, set }
}
const services = { downloadLinks: { android: "https://a.example", ios: "https://i.example" } } as unknown as ViewServices

describe("banner dock: nothing in it moves when a banner comes (issue 14, layout shift)", () => {
  it("arrivalOrder: given keys on screen, when others come they go after them; gone keys leave unless held", () => {
    expect(arrivalOrder([], ["cookie"])).toEqual(["cookie"])
    // given the mini then the cookie banner, when the install banner comes: appended, order kept
    expect(arrivalOrder(["mini", "cookie"], ["install", "cookie", "mini"])).toEqual(["mini", "cookie", "install"])
    // when the mini goes while held, it keeps its place; a held key never on screen is not added
    expect(arrivalOrder(["mini", "cookie", "install"], ["install", "cookie"], ["mini"])).toEqual(["mini", "cookie", "install"])
    expect(arrivalOrder(["cookie"], ["install", "cookie"], ["mini"])).toEqual(["cookie", "install"])
    // when nothing holds it, a gone key leaves
    expect(arrivalOrder(["mini", "cookie", "install"], ["install", "cookie"])).toEqual(["cookie", "install"])
  })

  const member: AppState = {
    ...initialState,
    session: { ...initialState.session, userId: "7", token: "t" },
    overlays: { ...initialState.overlays, cookieAccepted: false },
    install: { ...initialState.install, installable: true, installed: false },
  }
  const dockItems = (container: HTMLElement) =>
    Array.from(container.querySelector(".banner-dock")?.children ?? []).map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "") + (el.hasAttribute("data-held") ? " (held)" : ""))

  it("on a phone: the newest banner goes on top; the mini install button keeps its room, hidden, while the install banner is up", async () => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: q.includes("680"), addEventListener: () => {}, removeEventListener: () => {} }))
    const { store, set } = liveStore(member)
    const { container } = render(
      <StoreContext.Provider value={store}>
        <ServicesContext.Provider value={services}>
          <OverlaysContainer />
        </ServicesContext.Provider>
      </StoreContext.Provider>,
    )
    // given the mini button (installable; the prompts' chunk loads when one is to show), when the
    // cookie banner's timer fires: it goes above the mini
    await until(() => expect(dockItems(container)).toEqual(["Install app"]))
    set({ ...member, overlays: { ...member.overlays, cookieBanner: true } })
    expect(dockItems(container)).toEqual(["Cookie notice", "Install app"])
    // when the install banner comes (3 s later), it goes on top and the mini keeps its place, hidden
    set({ ...member, overlays: { ...member.overlays, cookieBanner: true }, install: { ...member.install, banner: true } })
    await until(() => expect(dockItems(container)).toEqual(["Install the app", "Cookie notice", "Install app (held)"]))
    expect(queryAllByRole(container, "button", { name: "Install app" })).toHaveLength(1)
    // when the banner is closed, the mini is offered again in its place
    set({ ...member, overlays: { ...member.overlays, cookieBanner: true } })
    expect(dockItems(container)).toEqual(["Cookie notice", "Install app"])
  })
})

describe("a banner closed from the keyboard gives the focus to the main content, not to <body> (QA)", () => {
  const member: AppState = {
    ...initialState,
    session: { ...initialState.session, userId: "7", token: "t" },
    overlays: { ...initialState.overlays, cookieAccepted: true, downloadBanner: false },
  }
  const o = member.overlays
  const i = member.install
  // Each banner: the state that shows it, the state after the member's answer, and the button pressed.
  const cases: ReadonlyArray<{ what: string; shown: AppState; gone: AppState; button: string; phone?: boolean }> = [
    { what: "download banner", shown: { ...member, overlays: { ...o, downloadBanner: true } }, gone: member, button: "Close the app banner" },
    { what: "install banner", shown: { ...member, install: { ...i, installable: true, banner: true } }, gone: { ...member, install: { ...i, installable: true, banner: false } }, button: "Close the install banner" },
    { what: "phone's install button", shown: { ...member, install: { ...i, installable: true } }, gone: { ...member, install: { ...i, installable: true, prompting: true } }, button: "Install app", phone: true },
    { what: "cookie notice", shown: { ...member, overlays: { ...o, cookieAccepted: false, cookieBanner: true } }, gone: member, button: "Accept" },
    { what: "privacy agreement", shown: { ...member, overlays: { ...o, privacyBanner: true } }, gone: member, button: "Agree" },
    { what: "update prompt", shown: { ...member, appShell: { ...member.appShell, update: "ready" } }, gone: { ...member, appShell: { ...member.appShell, update: "ready", postponed: true } }, button: "Later" },
    { what: "register-coins dialog", shown: { ...member, overlays: { ...o, registerBanner: { img: "", gold: 120, callCount: 1 } } }, gone: member, button: "Start a video chat" },
    { what: "push invitation", shown: { ...member, push: { ...member.push, invitation: true } }, gone: member, button: "Turn on" },
  ]

  /** The page with its main content (a heading and a button) and the overlays, over `state`. */
  const page = async (state: AppState, phone = false) => {
    vi.stubGlobal("matchMedia", (q: string) => ({ matches: phone && q.includes("680"), addEventListener: () => {}, removeEventListener: () => {} }))
    const live = liveStore(state)
    render(
      <StoreContext.Provider value={live.store}>
        <ServicesContext.Provider value={services}>
          <DownloadBannerSlot />
          <main id="main">
            <h1>Hosts online</h1>
            <button type="button">Elsewhere</button>
          </main>
          <OverlaysContainer />
        </ServicesContext.Provider>
      </StoreContext.Provider>,
    )
    await flush()
    return live
  }

  for (const c of cases) {
    it(`${c.what}: its button had the focus, so the main heading has it after`, async () => {
      const { set } = await page(c.shown, c.phone)
      // (the install and push prompts' chunk loads when one is to show)
      const button = await until(() => getByRole(document.body, "button", { name: c.button }))
      button.focus()
      expect(document.activeElement).toBe(button)
      set(c.gone)
      expect(queryAllByRole(document.body, "button", { name: c.button })).toHaveLength(0)
      expect(document.activeElement).toBe(getByRole(document.body, "heading", { name: "Hosts online" }))
    })
  }

  it("a banner that goes while the member's focus is elsewhere leaves it there", async () => {
    const { set } = await page(cases[0]!.shown)
    const elsewhere = getByRole(document.body, "button", { name: "Elsewhere" })
    elsewhere.focus()
    set(cases[0]!.gone)
    expect(document.activeElement).toBe(elsewhere)
  })

  it("a dialog that can give the focus back to where it was does so (the main content only when that is gone)", async () => {
    const { set } = await page(member)
    const elsewhere = getByRole(document.body, "button", { name: "Elsewhere" })
    elsewhere.focus()
    set(cases[7]!.shown)
    await flush()
    expect(document.activeElement).toBe(getByRole(document.body, "button", { name: "Turn on" }))
    set(member)
    expect(document.activeElement).toBe(elsewhere)
  })
})
