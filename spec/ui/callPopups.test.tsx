// @vitest-environment jsdom
// Call popups (m§2) and the coin shop (a§2): roles and accessible names, caller-only price, callee-only
// accept, the hang-up confirmation, mute toggles as pressed buttons, quick gifts capped at 6 and named from the catalog, the
import { act } from "react"
// device popup naming what is missing, the receipt, Turkish names, and hostile names shown as text.
import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { CallRinging } from "../../ui/components/CallRinging"
import { CallReceipt, DeviceAccessPopup, NeedCoinsPrompt, PriceConfirm, formatDuration } from "../../ui/components/CallPrompts"
import { CoinShop } from "../../ui/components/CoinShop"
import { VideoCallPopup, type VideoCallPopupProps } from "../../ui/components/VideoCallPopup"
import { cleanup, click, getByRole, keyDown, nameOf, queryAllByRole, render } from "./render"

afterEach(cleanup)

const PEER = { name: "Mia", age: 24, avatarUrl: "/media/a.jpg", countryName: "Türkiye", countryCode: "TR", interests: ["Music", "Travel"] }

describe("ringing popup", () => {
  it("caller: photo, name, age, country, interests, price and a hang-up button; no accept", () => {
    const onHangUp = vi.fn()
    const { container } = render(<CallRinging role="caller" peer={PEER} pricePerMinute={120} onHangUp={onHangUp} />)
    const dialog = getByRole(document.body, "dialog", { name: "Mia" })
    expect(getByRole(dialog, "img", { name: "Photo of Mia" })).toBeTruthy()
    expect(dialog.textContent).toContain("24 years")
    expect(dialog.textContent).toContain("Türkiye")
    expect(getByRole(dialog, "list", { name: "Interests" }).textContent).toBe("MusicTravel")
    expect(dialog.textContent).toContain("120 coins per minute")
    expect(queryAllByRole(dialog, "button", { name: "Accept" })).toHaveLength(0)
    click(getByRole(dialog, "button", { name: "Hang up" }))
    expect(onHangUp).toHaveBeenCalledTimes(1)
    expect(container).toBeTruthy()
  })

  it("callee: no price, decline and accept", () => {
    const onAccept = vi.fn()
    render(<CallRinging role="callee" peer={PEER} pricePerMinute={120} onHangUp={() => {}} onAccept={onAccept} />)
    const dialog = getByRole(document.body, "dialog", { name: "Mia" })
    expect(dialog.textContent).not.toContain("coins per minute")
    expect(getByRole(dialog, "button", { name: "Decline" })).toBeTruthy()
    click(getByRole(dialog, "button", { name: "Accept" }))
    expect(onAccept).toHaveBeenCalledTimes(1)
  })

  it("the profile button opens the peer's card; Block asks first, says the call ends, and only the confirmation blocks", () => {
    const onBlock = vi.fn()
    render(<CallRinging role="callee" peer={PEER} pricePerMinute={0} onHangUp={() => {}} onAccept={() => {}} onBlock={onBlock} />)
    click(getByRole(document.body, "button", { name: "Profile of Mia" }))
    const card = queryAllByRole(document.body, "dialog", { name: "Mia" })
    click(getByRole(document.body, "button", { name: "Block Mia" }))
    expect(onBlock).not.toHaveBeenCalled()
    const confirm = getByRole(document.body, "dialog", { name: "Block Mia?" })
    expect(confirm.textContent).toContain("This call ends now")
    click(getByRole(confirm, "button", { name: "Cancel" }))
    expect(onBlock).not.toHaveBeenCalled()
    click(getByRole(document.body, "button", { name: "Block Mia" }))
    click(getByRole(getByRole(document.body, "dialog", { name: "Block Mia?" }), "button", { name: "Block and end call" }))
    expect(onBlock).toHaveBeenCalledOnce()
    expect(card).toHaveLength(2) // the ringing popup and the card, both named by the peer
  })

  it("hostile names render as text", () => {
    const evil = '<img src=x onerror="window.__pwned=1">'
    render(<CallRinging role="callee" peer={{ ...PEER, name: evil, avatarUrl: null }} pricePerMinute={0} onHangUp={() => {}} onAccept={() => {}} />)
    expect(document.querySelector("img[src=x]")).toBeNull()
    expect(getByRole(document.body, "dialog", { name: evil })).toBeTruthy()
  })
})

const video = (over: Partial<VideoCallPopupProps> = {}): VideoCallPopupProps => ({
  peerName: "Mia",
  elapsedSec: 83,
  minutesLeft: 4,
  lowBalanceSec: null,
  balance: 500,
  remoteReady: true,
  remoteAway: false,
  quality: "good",
  micMuted: false,
  remoteMuted: false,
  onToggleMic: vi.fn(),
  onToggleRemote: vi.fn(),
  videoRef: vi.fn(),
  gifts: Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Gift ${i + 1}`, img: `/g/${i}.png`, price: 10 * (i + 1) })),
  onSendGift: vi.fn(),
  onReport: vi.fn(),
  friend: "none",
  onAddFriend: vi.fn(),
  onRecharge: vi.fn(),
  rechargeUrl: null,
  onCloseRecharge: vi.fn(),
  chat: <p>chat here</p>,
  chatReceived: 0,
  devices: null,
  onOpenDevices: vi.fn(),
  onPickDevice: vi.fn(),
  onHangUp: vi.fn(),
  ...over,
})

describe("video popup", () => {
  it("shows the timer mm:ss, minutes left, both videos, and the named controls", () => {
    const p = video()
    render(<VideoCallPopup {...p} />)
    const dialog = getByRole(document.body, "dialog", { name: "Mia" })
    expect(getByRole(dialog, "timer", { name: "Call time 01:23" })).toBeTruthy()
    expect(dialog.textContent).toContain("About 4 minutes left")
    expect(p.videoRef).toHaveBeenCalledWith("remote", expect.anything())
    expect(p.videoRef).toHaveBeenCalledWith("local", expect.anything())
    const bar = getByRole(dialog, "toolbar", { name: "Call controls" })
    for (const name of ["Mute microphone", "Mute sound", "Swap videos", "Chat", "Gifts", "Add friend", "Report", "Camera and microphone", "Full screen", "Hang up"])
      expect(getByRole(bar, "button", { name })).toBeTruthy()
    click(getByRole(bar, "button", { name: "Mute microphone" }))
    expect(p.onToggleMic).toHaveBeenCalled()
  })

  it("re-renders (the 1 s timer, a panel opening) keep both videos attached: one videoRef call per slot, never a detach", () => {
    // Regression (report e2e from a call): inline callback refs were called with null and the element
    // again on every render; the detach cleared the remote video's stream, so every timer tick emptied the
    // remote video and a report screenshot taken in that moment found no picture (a profile report was sent).
    const p = video({ peer: PEER })
    const r = render(<VideoCallPopup {...p} />)
    const remote = document.querySelector("video.call-video-remote")
    const local = document.querySelector("video.call-video-local")
    for (const sec of [84, 85, 86]) r.rerender(<VideoCallPopup {...p} elapsedSec={sec} />)
    click(getByRole(document.body, "button", { name: "Profile of Mia" }))
    click(getByRole(document.body, "button", { name: "Report" }))
    r.rerender(<VideoCallPopup {...p} elapsedSec={87} quality="poor" />)
    expect(p.videoRef).toHaveBeenCalledTimes(2)
    expect(vi.mocked(p.videoRef).mock.calls).toEqual([["remote", remote], ["local", local]])
  })

  it("the profile control opens the peer's card in a panel; Block there asks first (the call ends) and then blocks", () => {
    const onBlock = vi.fn()
    render(<VideoCallPopup {...video({ peer: PEER, onBlock })} />)
    const bar = getByRole(document.body, "toolbar", { name: "Call controls" })
    const profile = getByRole(bar, "button", { name: "Profile of Mia" })
    click(profile)
    expect(profile.getAttribute("aria-pressed")).toBe("true")
    const panel = document.querySelector<HTMLElement>("aside.call-panel")!
    expect(document.getElementById(panel.getAttribute("aria-labelledby")!)!.textContent).toBe("Mia")
    expect(getByRole(panel, "list", { name: "Interests" }).textContent).toBe("MusicTravel")
    click(getByRole(panel, "button", { name: "Block Mia" }))
    const confirm = getByRole(document.body, "dialog", { name: "Block Mia?" })
    expect(confirm.textContent).toContain("This call ends now")
    click(getByRole(confirm, "button", { name: "Block and end call" }))
    expect(onBlock).toHaveBeenCalledOnce()
  })

  it("the profile card's Report opens the same (video) report as the toolbar's; the ringing card has none", () => {
    const p = video({ peer: PEER, onBlock: vi.fn() })
    render(<VideoCallPopup {...p} />)
    click(getByRole(document.body, "button", { name: "Profile of Mia" }))
    click(getByRole(document.querySelector<HTMLElement>("aside.call-panel")!, "button", { name: "Report Mia" }))
    expect(p.onReport).toHaveBeenCalledOnce()
    cleanup()
    render(<CallRinging role="callee" peer={PEER} pricePerMinute={0} onHangUp={() => {}} onAccept={() => {}} onBlock={() => {}} />)
    click(getByRole(document.body, "button", { name: "Profile of Mia" }))
    expect(queryAllByRole(document.body, "button", { name: "Report Mia" })).toHaveLength(0)
  })

  it("without a peer card there is no profile control", () => {
    render(<VideoCallPopup {...video()} />)
    expect(queryAllByRole(document.body, "button", { name: /Profile of/ })).toHaveLength(0)
  })

  it("Add friend, once sent, keeps the focus: renamed 'Friend request sent', aria-disabled (not disabled), and a click does nothing", () => {
    const onAddFriend = vi.fn()
    const { rerender } = render(<VideoCallPopup {...video({ onAddFriend })} />)
    const add = getByRole(document.body, "button", { name: "Add friend" }) as HTMLButtonElement
    add.focus()
    click(add)
    expect(onAddFriend).toHaveBeenCalledOnce()
    rerender(<VideoCallPopup {...video({ onAddFriend, friend: "requested" })} />)
    const sent = getByRole(document.body, "button", { name: "Friend request sent" }) as HTMLButtonElement
    expect(sent).toBe(add)
    expect(sent.disabled).toBe(false)
    expect(sent.getAttribute("aria-disabled")).toBe("true")
    expect(document.activeElement).toBe(sent)
    click(sent)
    expect(onAddFriend).toHaveBeenCalledOnce()
  })

  it("mute buttons are toggles with a stable name: pressed is muted (never 'Unmute microphone, pressed')", () => {
    const { rerender } = render(<VideoCallPopup {...video()} />)
    expect(getByRole(document.body, "button", { name: "Mute microphone" }).getAttribute("aria-pressed")).toBe("false")
    expect(getByRole(document.body, "button", { name: "Mute sound" }).getAttribute("aria-pressed")).toBe("false")
    rerender(<VideoCallPopup {...video({ micMuted: true, remoteMuted: true })} />)
    expect(getByRole(document.body, "button", { name: "Mute microphone" }).getAttribute("aria-pressed")).toBe("true")
    expect(getByRole(document.body, "button", { name: "Mute sound" }).getAttribute("aria-pressed")).toBe("true")
    expect(queryAllByRole(document.body, "button", { name: /^Unmute/ })).toHaveLength(0)
  })

  it("the chat button's name with its unread count comes from the catalog: Arabic has its own comma and word order", () => {
    render(<VideoCallPopup {...video({ chatReceived: 2 })} />, { locale: "ar" })
    expect(queryAllByRole(document.body, "button", { name: /^الدردشة، .+ غير مقروءة$/ })).toHaveLength(1)
    expect(queryAllByRole(document.body, "button", { name: /, / })).toHaveLength(0)
  })

  it("an opened panel takes the keyboard focus (the chat's text box, the first gift); its close button and Escape give it back to its button", () => {
    render(<VideoCallPopup {...video({ chat: <input aria-label="Message" /> })} />)
    const chatButton = getByRole(document.body, "button", { name: "Chat" })
    click(chatButton)
    expect(document.activeElement).toBe(getByRole(document.body, "textbox", { name: "Message" }))
    keyDown(null, "Escape")
    expect(document.querySelector("aside.call-panel")).toBeNull()
    expect(document.activeElement).toBe(chatButton)
    const giftsButton = getByRole(document.body, "button", { name: "Gifts" })
    click(giftsButton)
    expect(document.activeElement).toBe(getByRole(document.body, "button", { name: "Send Gift 1, 10 coins" }))
    click(getByRole(document.querySelector<HTMLElement>('aside[aria-label="Gifts"]')!, "button", { name: "Close" }))
    expect(document.querySelector("aside.call-panel")).toBeNull()
    expect(document.activeElement).toBe(giftsButton)
    // The call itself stays open all along.
    expect(getByRole(document.body, "dialog", { name: "Mia" })).toBeTruthy()
  })

  it("the recharge sheet takes the focus when it opens (the sheet, not its payment frame, where Escape would not reach the call) and gives it back to its opener when it closes; Escape closes it", () => {
    const p = video({ lowBalanceSec: 40 })
    const { rerender } = render(<VideoCallPopup {...p} />)
    const opener = getByRole(getByRole(document.body, "alert"), "button", { name: "Recharge coins" })
    opener.focus()
    rerender(<VideoCallPopup {...p} rechargeUrl="/dev/pay" />)
    const region = getByRole(document.body, "region", { name: "Recharge coins" })
    expect(document.activeElement).toBe(region)
    keyDown(null, "Escape")
    expect(p.onCloseRecharge).toHaveBeenCalledOnce()
    rerender(<VideoCallPopup {...p} rechargeUrl={null} />)
    expect(document.activeElement).toBe(opener)
  })

  it("hang-up asks first (title hang up), and only the confirmation hangs up", () => {
    const p = video()
    render(<VideoCallPopup {...p} />)
    click(getByRole(document.body, "button", { name: "Hang up" }))
    const confirm = getByRole(document.body, "dialog", { name: "Hang up" })
    expect(confirm.textContent).toContain("Are you sure you want to leave this call?")
    expect(p.onHangUp).not.toHaveBeenCalled()
    click(getByRole(confirm, "button", { name: "Cancel" }))
    expect(p.onHangUp).not.toHaveBeenCalled()
    click(getByRole(document.body, "button", { name: "Hang up" }))
    click(getByRole(getByRole(document.body, "dialog", { name: "Hang up" }), "button", { name: "Hang up" }))
    expect(p.onHangUp).toHaveBeenCalledTimes(1)
  })

  it("gifts panel offers the first 6 gifts with names and prices", () => {
    const p = video()
    render(<VideoCallPopup {...p} />)
    click(getByRole(document.body, "button", { name: "Gifts" }))
    const panel = document.querySelector<HTMLElement>('aside[aria-label="Gifts"]')!
    expect(queryAllByRole(panel, "button").filter((b) => b.getAttribute("aria-label")?.startsWith("Send"))).toHaveLength(6)
    click(getByRole(panel, "button", { name: "Send Gift 2, 20 coins" }))
    expect(p.onSendGift).toHaveBeenCalledWith(2)
  })

  it("quick gifts are announced by their catalog name in the shown language (Turkish), unknown ids by the gateway's", () => {
    const p = video({ gifts: [{ id: 152, name: "Heart", img: "/g/152.png", price: 20 }, { id: 999, name: "Shooting star", img: "/g/999.png", price: 70 }] })
    render(<VideoCallPopup {...p} />, { locale: "tr" })
    click(getByRole(document.body, "button", { name: "Hediyeler" }))
    const panel = document.querySelector<HTMLElement>("aside.call-panel")!
    click(getByRole(panel, "button", { name: "Kalp gönder, 20 jeton" }))
    expect(p.onSendGift).toHaveBeenCalledWith(152)
    getByRole(panel, "button", { name: "Shooting star gönder, 70 jeton" })
  })

  it("recharge frame is an iframe of the given address with a close button", () => {
    const p = video({ rechargeUrl: "/dev/pay?userId=1" })
    render(<VideoCallPopup {...p} />)
    const region = getByRole(document.body, "region", { name: "Recharge coins" })
    expect(region.querySelector("iframe")?.getAttribute("src")).toBe("/dev/pay?userId=1")
    click(getByRole(region, "button", { name: "Close recharge" }))
    expect(p.onCloseRecharge).toHaveBeenCalled()
  })

  it("a lost camera is an alert and opens the device picker; a new microphone is told with a way to choose it", () => {
    const lost = video({ deviceNotice: "cameraLost", onDismissDeviceNotice: vi.fn() })
    render(<VideoCallPopup {...lost} />)
    expect(getByRole(document.body, "alert").textContent).toContain("Your camera stopped. Choose another one.")
    expect(document.querySelector('aside[aria-label="Camera and microphone"]')).not.toBeNull()
    expect(lost.onOpenDevices).toHaveBeenCalled()
    click(getByRole(document.body, "button", { name: "Close notice" }))
    expect(lost.onDismissDeviceNotice).toHaveBeenCalled()
    cleanup()
    const added = video({ deviceNotice: "microphoneAdded", onOpenDevices: vi.fn(), devices: { cameras: [{ deviceId: "c1", label: "Cam" }], microphones: [{ deviceId: "m1", label: "Built-in" }, { deviceId: "m2", label: "USB mic" }], camera: "c1", microphone: "m1" } })
    render(<VideoCallPopup {...added} />)
    expect(queryAllByRole(document.body, "status").some((el) => el.textContent?.startsWith("A new microphone is available."))).toBe(true)
    expect(document.querySelector('aside[aria-label="Camera and microphone"]')).toBeNull()
    click(getByRole(document.body, "button", { name: "Choose" }))
    expect(added.onOpenDevices).toHaveBeenCalled()
    expect(getByRole(document.body, "combobox", { name: "Microphone" })).toBeTruthy()
  })

  it("keyboard focus starts on the first call control, the microphone (not the recharge button in the top bar)", () => {
    render(<VideoCallPopup {...video({})} />)
    expect(document.activeElement).toBe(getByRole(document.body, "button", { name: "Mute microphone" }))
  })

  it("the chat button counts the notes that arrived while the chat was closed", () => {
    const { rerender } = render(<VideoCallPopup {...video({ chatReceived: 2 })} />)
    click(getByRole(document.body, "button", { name: "Chat, 2 unread" }))
    // Open: everything is read, and what arrives while it is open is read too.
    rerender(<VideoCallPopup {...video({ chatReceived: 3 })} />)
    const chat = getByRole(document.body, "button", { name: "Chat" })
    expect(chat.getAttribute("aria-pressed")).toBe("true")
    expect(chat.textContent).toBe("")
    click(chat)
    expect(getByRole(document.body, "button", { name: "Chat" }).getAttribute("aria-pressed")).toBe("false")
    rerender(<VideoCallPopup {...video({ chatReceived: 4 })} />)
    expect(getByRole(document.body, "button", { name: "Chat, 1 unread" }).textContent).toBe("1")
  })

  it("low balance: the countdown ticks on screen, but the alert's spoken text changes only when it comes and at 30 and 10 seconds", () => {
    const { rerender } = render(<VideoCallPopup {...video({ lowBalanceSec: 58 })} />)
    const alert = () => getByRole(document.body, "alert")
    const spoken = () => nameOf(alert())
    const shown = () => alert().querySelector('[aria-hidden="true"]')?.textContent ?? ""
    expect(spoken()).toContain("The call ends in 58 seconds.")
    expect(shown()).toContain("58 seconds")
    for (const [sec, said] of [[57, 58], [31, 58], [30, 30], [29, 30], [11, 30], [10, 10], [3, 10]] as const) {
      rerender(<VideoCallPopup {...video({ lowBalanceSec: sec })} />)
      expect(shown()).toContain(`in ${sec} seconds`)
      expect(spoken()).toContain(`in ${said} seconds`)
    }
    // Topped up, the countdown starts again (m§4: 30 s): told again.
    rerender(<VideoCallPopup {...video({ lowBalanceSec: 30 })} />)
    expect(spoken()).toContain("in 30 seconds")
    rerender(<VideoCallPopup {...video({ lowBalanceSec: null })} />)
    expect(queryAllByRole(document.body, "alert")).toHaveLength(0)
    rerender(<VideoCallPopup {...video({ lowBalanceSec: 58 })} />)
    expect(spoken()).toContain("in 58 seconds")
  })
})

describe("prompts", () => {
  it("price confirmation and insufficient coins", () => {
    const onConfirm = vi.fn()
    render(<PriceConfirm name="Mia" price={120} balance={500} minutesLeft={4} onConfirm={onConfirm} onCancel={() => {}} />)
    const d = getByRole(document.body, "dialog", { name: "Start a video call?" })
    expect(d.textContent).toContain("Mia charges 120 coins per minute.")
    expect(d.textContent).toContain("About 4 minutes left")
    click(getByRole(d, "button", { name: "Call" }))
    expect(onConfirm).toHaveBeenCalled()
    cleanup()
    const onBuy = vi.fn()
    render(<NeedCoinsPrompt name="Mia" price={120} balance={10} onBuy={onBuy} onCancel={() => {}} />)
    click(getByRole(getByRole(document.body, "dialog", { name: "Not enough coins" }), "button", { name: "Buy coins" }))
    expect(onBuy).toHaveBeenCalled()
  })

  it("device popup names each missing device", () => {
    render(<DeviceAccessPopup missing={["camera", "speakers"]} denied={false} onRetry={() => {}} onClose={() => {}} />)
    const d = getByRole(document.body, "dialog", { name: "Camera not available" })
    expect(getByRole(d, "list", { name: "Missing devices" }).textContent).toBe("No camera was found.No speakers or headphones were found.")
  })

  it("receipt: start, end, minutes billed, coins spent", () => {
    render(<CallReceipt name="Mia" startAt={Date.UTC(2026, 0, 1, 10, 0, 0)} endAt={Date.UTC(2026, 0, 1, 10, 1, 30)} minutesBilled={2} coinsSpent={240} onClose={() => {}} />)
    const d = getByRole(document.body, "dialog", { name: "Call with Mia ended" })
    expect(d.textContent).toContain("Minutes billed2 minutes")
    expect(d.textContent).toContain("Coins spent240")
    expect(d.textContent).toContain("01:30")
  })

  it("Turkish names", () => {
    render(<CallRinging role="callee" peer={PEER} pricePerMinute={1} onHangUp={() => {}} onAccept={() => {}} />, { locale: "tr" })
    expect(getByRole(document.body, "button", { name: "Kabul et" })).toBeTruthy()
    expect(getByRole(document.body, "button", { name: "Reddet" })).toBeTruthy()
  })

  it("mm:ss keeps counting minutes past an hour", () => {
    expect(formatDuration(0)).toBe("00:00")
    expect(formatDuration(83)).toBe("01:23")
    expect(formatDuration(4503)).toBe("75:03")
  })
})

describe("coin shop", () => {
  it("lists packages as named buttons and shows the payment frame and the success message", () => {
    const onChoose = vi.fn()
    const frameRef = vi.fn()
    render(
      <CoinShop balance={120} packages={[{ id: 2, gold: 700, bonus: 50, price: 599, currency: "USD" }]} failed={false} onRetry={() => {}} onChoose={onChoose} paymentUrl="/dev/pay?userId=5&packageId=2" onClosePayment={() => {}} frameRef={frameRef} paidGold={750} />,
    )
    click(getByRole(document.body, "button", { name: "Buy 750 coins for $5.99" }))
    expect(onChoose).toHaveBeenCalledWith(2)
    const pay = getByRole(document.body, "dialog", { name: "Payment" })
    expect(pay.querySelector("iframe")?.getAttribute("src")).toBe("/dev/pay?userId=5&packageId=2")
    expect(frameRef).toHaveBeenCalled()
    expect(getByRole(document.body, "status").textContent).toBe("Payment received: 750 coins added.")
  })

  it("the payment dialog takes the focus itself, not its frame (Escape closes it), and Tab out of the frame goes round to its first control", () => {
    const onClosePayment = vi.fn()
    render(
      <CoinShop balance={120} packages={[]} failed={false} onRetry={() => {}} onChoose={() => {}} paymentUrl="/dev/pay?userId=5&packageId=2" onClosePayment={onClosePayment} frameRef={() => {}} paidGold={null} />,
    )
    const pay = getByRole(document.body, "dialog", { name: "Payment" })
    expect(document.activeElement).toBe(pay)
    keyDown(null, "Escape")
    expect(onClosePayment).toHaveBeenCalledOnce()
    // Tab in the frame (its keys are not the page's) moves the focus to what follows it: the guard.
    const frame = pay.querySelector("iframe")!
    const after = [...pay.querySelectorAll<HTMLElement>("[tabindex='0']")].find((el) => frame.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)!
    act(() => after.focus())
    expect(document.activeElement).toBe(getByRole(pay, "button", { name: "Close payment" }))
  })

  it("the call CSS gives the video popup a full-screen layout on phones", () => {
    const css = readFileSync(resolve(__dirname, "../../ui/components/Call.css"), "utf8")
    expect(css).toMatch(/@media \(max-width: 680px\)/)
    expect(css).toMatch(/\.modal-panel\.call-screen \{[^}]*height: 100dvh/)
  })
})
