// @vitest-environment jsdom
// Messaging views (m§2, m§5): the composer's send rules (Enter sends trimmed text, Shift+Enter and
// composing do not, empty disabled, paste blocked with a hint, the length limit told), emoji as images and hostile text as
// text (BLNS), the chat log's 5-minute timestamps and delivery states with retry, system peers
// without a more-menu, the friend-request bar, translations under incoming text, the dark theme without the call slot, the IM bar's badge and avatars, and the
// virtualized message list (only rows in view rendered), its empty and loading states, and the friend
// list's virtualized groups; gift names from the shown catalog (the gateway's English name only for
// an id the catalogs lack).
import { blnsStrings } from "../support/blns"
import { act, useRef } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ChatMessage } from "../../domain/messaging/state"
import { showTimestampAt } from "../../domain/messaging/selectors"
import type { ConversationView } from "../../domain/messaging/selectors"
import { ChatView, type ChatViewProps } from "../../ui/components/im/ChatView"
import { Composer, type ComposerProps } from "../../ui/components/im/Composer"
import { ConversationList, type ConversationListProps } from "../../ui/components/im/ConversationList"
import { FriendGroup } from "../../ui/components/im/FriendGroup"
import { EmojiPicker } from "../../ui/components/im/EmojiPicker"
import { GiftPicker } from "../../ui/components/im/GiftPicker"
import { giftName } from "../../ui/components/im/giftName"
import { ImBar, type ImBarProps } from "../../ui/components/im/ImBar"
import { RichText } from "../../ui/components/im/RichText"
import { splitEmoji } from "../../ui/components/im/emoji"
import { imNoticeText } from "../../ui/app/im/ImLayer"
import { peerName } from "../../ui/app/im/names"
import { useI18n, type TranslationFunctions } from "../../i18n"
import { i18nObject } from "../../i18n/i18n-util"
import { cleanup, click, getByRole, keyDown, nameOf, panelSize, queryAllByRole, render } from "./render"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const setText = (el: HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set
  act(() => {
    setter?.call(el, value)
    el.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

const composerProps = (over: Partial<ComposerProps> = {}): ComposerProps => ({
  canSend: true, translate: true, onToggleTranslate: vi.fn(), onSendText: vi.fn(), onPickImage: vi.fn(),
  gifts: [{ id: 160, name: "Rose", price: 10, img: "/g/160.png" }], giftsLoaded: true, onSendGift: vi.fn(), ...over,
})

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  id: "m1", clientId: null, peerId: "2", senderId: "2", mine: false, kind: "txt", type: 1, typeValue: 0, text: "hi",
  translation: null, giftId: null, giftStar: null, picture: null, addType: null, accept: null, call: null, at: 1_700_000_000_000,
  read: true, delivery: "sent", ...over,
})

describe("Composer", () => {
  it("starts with the chat's draft, keeps typed text 500 ms after typing stops and when closed, and does not keep sent text", () => {
    vi.useFakeTimers()
    try {
      const onDraft = vi.fn()
      const onSendText = vi.fn()
      const { container, unmount } = render(<Composer {...composerProps({ draft: "half", onDraft, onSendText })} />)
      const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
      expect(input.value).toBe("half")
      setText(input, "half a")
      setText(input, "half a thought")
      act(() => void vi.advanceTimersByTime(499))
      expect(onDraft).not.toHaveBeenCalled()
      act(() => void vi.advanceTimersByTime(1))
      expect(onDraft).toHaveBeenCalledExactlyOnceWith("half a thought")
      setText(input, "sent now")
      keyDown(input, "Enter")
      expect(onSendText).toHaveBeenCalledWith("sent now")
      act(() => void vi.advanceTimersByTime(1000))
      setText(input, "later")
      unmount()
      expect(onDraft).toHaveBeenLastCalledWith("later")
      expect(onDraft.mock.calls.map((c) => c[0])).not.toContain("sent now")
    } finally {
      vi.useRealTimers()
    }
  })
  it("keeps the text at once, without the debounce, when the page is left (pagehide) or hidden (visibilitychange)", () => {
    vi.useFakeTimers()
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible")
    try {
      const onDraft = vi.fn()
      const { container } = render(<Composer {...composerProps({ onDraft })} />)
      const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
      setText(input, "typed then hidden")
      visibility.mockReturnValue("hidden")
      act(() => void document.dispatchEvent(new Event("visibilitychange")))
      expect(onDraft).toHaveBeenCalledExactlyOnceWith("typed then hidden")
      visibility.mockReturnValue("visible")
      setText(input, "typed then reloaded")
      act(() => void window.dispatchEvent(new Event("pagehide")))
      expect(onDraft).toHaveBeenLastCalledWith("typed then reloaded")
      // Kept once: the debounce that follows has nothing new to keep.
      act(() => void vi.advanceTimersByTime(1000))
      expect(onDraft).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
  it("sends the trimmed text on Enter and clears; Shift+Enter and an empty text do not send", () => {
    const onSendText = vi.fn()
    const { container } = render(<Composer {...composerProps({ onSendText })} />)
    const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
    const send = getByRole(container, "button", { name: "Send" }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    setText(input, "   ")
    keyDown(input, "Enter")
    expect(onSendText).not.toHaveBeenCalled()
    expect(send.disabled).toBe(true)
    setText(input, "  hello  ")
    keyDown(input, "Enter", { shiftKey: true })
    expect(onSendText).not.toHaveBeenCalled()
    keyDown(input, "Enter")
    expect(onSendText).toHaveBeenCalledExactlyOnceWith("hello")
    expect(input.value).toBe("")
  })

  it("does not send while an input method is composing", () => {
    const onSendText = vi.fn()
    const { container } = render(<Composer {...composerProps({ onSendText })} />)
    const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
    setText(input, "ni")
    act(() => void input.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true })))
    keyDown(input, "Enter")
    keyDown(input, "Enter", { isComposing: true })
    expect(onSendText).not.toHaveBeenCalled()
    act(() => void input.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "你" })))
    keyDown(input, "Enter")
    expect(onSendText).toHaveBeenCalledOnce()
  })

  it("blocks pasting and says so", () => {
    const { container } = render(<Composer {...composerProps()} />)
    const input = getByRole(container, "textbox", { name: "Message" })
    const ev = new Event("paste", { bubbles: true, cancelable: true })
    act(() => void input.dispatchEvent(ev))
    expect(ev.defaultPrevented).toBe(true)
    expect(container.textContent).toContain("Pasting is turned off here")
  })

  it("near the 2,000-character limit shows a counter, and at the limit (typed, or an emoji that does not fit) says so", () => {
    const { container } = render(<Composer {...composerProps()} />)
    const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
    expect(input.maxLength).toBe(2000)
    setText(input, "a".repeat(1799))
    expect(container.textContent).not.toContain("characters")
    setText(input, "a".repeat(1850))
    expect(container.textContent).toContain("1,850 of 2,000 characters")
    expect(container.textContent).not.toContain("at most")
    setText(input, "a".repeat(2000))
    expect(container.textContent).toContain("2,000 of 2,000 characters")
    // Told in the field's description, a polite live region.
    const hint = document.getElementById(input.getAttribute("aria-describedby")!)!
    expect(hint.textContent).toBe("A message can be at most 2,000 characters.")
    expect(hint.getAttribute("aria-live")).toBe("polite")
    // An emoji that does not fit is not put in, and the limit is told.
    setText(input, "a".repeat(1999))
    expect(hint.textContent).not.toContain("at most")
    click(getByRole(container, "button", { name: "Emoji" }))
    click(getByRole(container, "button", { name: "Thumbs up" }))
    expect(input.value).toBe("a".repeat(1999))
    expect(hint.textContent).toBe("A message can be at most 2,000 characters.")
    setText(input, "a".repeat(1998))
    expect(hint.textContent).not.toContain("at most")
  })

  it("puts the caret after an emoji inserted at it at once, not a frame later (keys typed meanwhile would go in the wrong place)", () => {
    const { container } = render(<Composer {...composerProps()} />)
    const input = getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement
    setText(input, "ab")
    input.setSelectionRange(1, 1)
    click(getByRole(container, "button", { name: "Emoji" }))
    click(getByRole(container, "button", { name: "Thumbs up" }))
    expect(input.value).toBe("a\u{1F44D}b")
    expect(document.activeElement).toBe(input)
    expect(input.selectionStart).toBe(3)
  })

  it("inserts an emoji from the picker; the translate toggle is a pressed button; gifts list with prices", () => {
    const onToggleTranslate = vi.fn()
    const onSendGift = vi.fn()
    const { container } = render(<Composer {...composerProps({ onToggleTranslate, onSendGift })} />)
    click(getByRole(container, "button", { name: "Emoji" }))
    click(getByRole(container, "button", { name: "Thumbs up" }))
    expect((getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement).value).toBe("\u{1F44D}")
    const tr = getByRole(container, "button", { name: "Translate messages" })
    expect(tr.getAttribute("aria-pressed")).toBe("true")
    click(tr)
    expect(onToggleTranslate).toHaveBeenCalledOnce()
    click(getByRole(container, "button", { name: "Send a gift" }))
    click(getByRole(container, "button", { name: "Rose, 10 coins" }))
    expect(onSendGift).toHaveBeenCalledWith(160)
  })

  it("picking a gift closes the picker and gives the focus back to the gift button, as closing it does", () => {
    const onSendGift = vi.fn()
    const { container } = render(<Composer {...composerProps({ onSendGift })} />)
    const giftBtn = getByRole(container, "button", { name: "Send a gift" })
    click(giftBtn)
    const rose = getByRole(container, "button", { name: "Rose, 10 coins" }) as HTMLButtonElement
    rose.focus()
    click(rose)
    expect(onSendGift).toHaveBeenCalledWith(160)
    expect(rose.isConnected).toBe(false)
    expect(document.activeElement).toBe(giftBtn)
  })

  it("disables everything when sending is not possible", () => {
    const { container } = render(<Composer {...composerProps({ canSend: false })} />)
    expect((getByRole(container, "textbox", { name: "Message" }) as HTMLTextAreaElement).disabled).toBe(true)
    expect((getByRole(container, "button", { name: "Send an image" }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe("RichText", () => {
  it("replaces the curated emoji by named images and keeps the rest as text", () => {
    expect(splitEmoji("a\u{1F600}b\u2764\uFE0F\u2764").map((p) => (p.kind === "text" ? p.text : p.emoji.key))).toEqual(["a", "grinning", "b", "heart", "heart"])
    const { container } = render(<p><RichText text={"hi \u{1F525}"} /></p>)
    expect(getByRole(container, "img", { name: "Fire" }).getAttribute("src")).toBeTruthy()
  })

  it("renders every BLNS string as text, never as markup", () => {
    const blns = blnsStrings()
    const { container, rerender } = render(<p />)
    for (const s of blns) {
      rerender(<p id="t"><RichText text={s} /></p>)
      const p = container.querySelector("#t")!
      expect(p.querySelectorAll("script, iframe, a, svg, b, div").length).toBe(0)
      // All of it as text but the curated emoji shown as images (spec/unit/emojiSplit.test.ts: which ones).
      const pieces = splitEmoji(s)
      expect(p.textContent).toBe(pieces.map((x) => (x.kind === "text" ? x.text : "")).join(""))
      expect(p.querySelectorAll("img").length).toBe(pieces.filter((x) => x.kind === "emoji").length)
    }
  })
})

const chatProps = (over: Partial<ChatViewProps> = {}): ChatViewProps => ({
  ...composerProps(),
  peer: { id: "2", name: "Bea", avatar: "", online: true, system: false },
  messages: [], myId: "1", loading: false, showTimestampAt, uploads: {}, giftImage: () => null, onRetry: vi.fn(),
  onDelete: vi.fn(), request: null, ...over,
})


describe("ChatView", () => {
  beforeEach(panelSize)
  it("with a peer the member blocked, shows the note and Unblock in place of the message box; unblocked, the message box is back and takes the focus", async () => {
    const onUnblock = vi.fn()
    const { container, rerender } = render(<ChatView {...chatProps({ blocked: { busy: false, onUnblock } })} />)
    expect(queryAllByRole(container, "textbox", { name: "Message" })).toHaveLength(0)
    expect(container.textContent).toContain("You blocked this member. Unblock them to chat, call or add them as a friend.")
    const unblock = getByRole(container, "button", { name: "Unblock" })
    unblock.focus()
    click(unblock)
    expect(onUnblock).toHaveBeenCalledOnce()
    rerender(<ChatView {...chatProps({ blocked: null })} />)
    const box = getByRole(container, "textbox", { name: "Message" })
    await vi.waitFor(() => expect(document.activeElement).toBe(box))
  })

  it("offline with nothing of the chat kept on the device (never opened here), says its messages show when the connection is back, not Say hello (QA)", () => {
    const { container, rerender } = render(<ChatView {...chatProps({ offline: true })} />)
    expect(container.textContent).toContain("No messages of this chat are saved on this device yet. They show when the connection is back.")
    expect(container.textContent).not.toContain("Say hello")
    rerender(<ChatView {...chatProps({ offline: false })} />)
    expect(container.textContent).toContain("No messages yet. Say hello!")
  })

  it("dates a message of another year with its year, one of this year without (history goes back years)", () => {
    const now = new Date()
    const lastYear = new Date(now.getFullYear() - 1, 9, 31, 23, 37).getTime()
    const thisYear = new Date(now.getFullYear(), 0, 1, 9, 5).getTime()
    const messages = [msg({ id: "a", text: "Old", at: lastYear }), msg({ id: "b", text: "New", at: thisYear })]
    const { container } = render(<ChatView {...chatProps({ messages })} />)
    const stamps = [...container.querySelectorAll("time")].map((t) => t.textContent ?? "")
    expect(stamps).toHaveLength(2)
    expect(stamps[0]).toContain(String(now.getFullYear() - 1))
    expect(stamps[1]).not.toContain(String(now.getFullYear()))
  })

  it("keeps the log virtualized: 5,000 messages loaded, at most 120 message nodes in the DOM", () => {
    const messages = Array.from({ length: 5000 }, (_, i) => msg({ id: `m${i}`, text: `Message ${i + 1}`, at: 1_700_000_000_000 + i * 1000 }))
    const { container } = render(<ChatView {...chatProps({ messages, older: "more", onOlder: vi.fn() })} />)
    const n = container.querySelectorAll(".im-msg").length
    expect(n).toBeGreaterThan(3)
    expect(n).toBeLessThanOrEqual(120)
  })
  it("a log too short to scroll asks for older pages by itself, but not after a failed page and not offline (no request loop)", () => {
    const messages = [msg({ id: "a" })]
    const more = vi.fn()
    render(<ChatView {...chatProps({ messages, older: "more", onOlder: more })} />)
    expect(more).toHaveBeenCalled()
    cleanup()
    const retry = vi.fn()
    const r = render(<ChatView {...chatProps({ messages, older: "retry", onOlder: retry })} />)
    r.rerender(<ChatView {...chatProps({ messages: [...messages], older: "retry", onOlder: retry })} />)
    expect(retry).not.toHaveBeenCalled()
    cleanup()
    const offline = vi.fn()
    render(<ChatView {...chatProps({ messages, older: "more", onOlder: offline, offline: true })} />)
    expect(offline).not.toHaveBeenCalled()
  })

  it("shows a loading row while an older page is on its way, a quiet retry row after a failed one, and the start marker", () => {
    const onOlder = vi.fn()
    const messages = [msg({ id: "a" })]
    const { container, rerender } = render(<ChatView {...chatProps({ messages, older: "loading", onOlder })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    expect(getByRole(log, "status").textContent).toBe("Loading older messages…")
    rerender(<ChatView {...chatProps({ messages, older: "retry", onOlder })} />)
    click(getByRole(log, "button", { name: "Load older messages" }))
    expect(onOlder).toHaveBeenCalled()
    expect(log.querySelector('[role="alert"]')).toBeNull()
    rerender(<ChatView {...chatProps({ messages, older: "start", onOlder })} />)
    expect(log.textContent).toContain("This is the start of your conversation with Bea")
    expect(queryAllByRole(log, "button", { name: "Load older messages" })).toHaveLength(0)
  })
  it("shows timestamps only after gaps over 5 minutes and the delivery of own messages, with retry when failed", () => {
    const t0 = 1_700_000_000_000
    const onRetry = vi.fn()
    const messages = [
      msg({ id: "a", at: t0 }),
      msg({ id: "b", at: t0 + 300_000, mine: true, senderId: "1", clientId: "c-b" }),
      msg({ id: "c", at: t0 + 600_001, mine: true, senderId: "1", clientId: "c-c", delivery: "failed" }),
      msg({ id: "d", at: t0 + 600_002, mine: true, senderId: "1", clientId: "c-d", delivery: "pending" }),
    ]
    const { container } = render(<ChatView {...chatProps({ messages, onRetry })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    expect(log.querySelectorAll("time").length).toBe(2)
    expect(log.textContent).toContain("Not sent")
    expect(log.textContent).toContain("Sending…")
    click(getByRole(log, "button", { name: "Send again" }))
    expect(onRetry).toHaveBeenCalledWith("c-c")
  })

  it("offers the more-menu and profile jump for members, not for system peers", () => {
    const onDelete = vi.fn()
    const { container, rerender } = render(<ChatView {...chatProps({ onDelete, onViewProfile: vi.fn() })} />)
    click(getByRole(container, "button", { name: "More options for Bea" }))
    const menu = getByRole(container, "menu")
    click(getByRole(menu, "menuitem", { name: "Delete conversation" }))
    expect(onDelete).toHaveBeenCalledOnce()
    expect(getByRole(container, "button", { name: "Bea" })).toBeTruthy()
    rerender(<ChatView {...chatProps({ peer: { id: "-1", name: "Notifications", avatar: "", online: false, system: true }, onViewProfile: vi.fn() })} />)
    expect(queryAllByRole(container, "button", { name: /More options/ }).length).toBe(0)
    expect(queryAllByRole(container, "button", { name: "Notifications" }).length).toBe(0)
  })

  it("puts the peer's avatar on the first of each run of their messages: a button that opens their friend page (not for system peers)", () => {
    const t0 = 1_700_000_000_000
    const onViewProfile = vi.fn()
    const messages = [
      msg({ id: "a", at: t0, text: "text a" }),
      msg({ id: "b", at: t0 + 1000, text: "text b" }),
      msg({ id: "c", at: t0 + 2000, mine: true, senderId: "1", clientId: "c-c", text: "text c" }),
      msg({ id: "d", at: t0 + 3000, text: "text d" }),
    ]
    const { container, rerender } = render(<ChatView {...chatProps({ messages, onViewProfile })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    const avatars = queryAllByRole(log, "button", { name: "Open the profile of Bea" })
    expect(avatars).toHaveLength(2)
    expect(avatars[0]!.closest("li")!.textContent).toContain("text a")
    expect(avatars[1]!.closest("li")!.textContent).toContain("text d")
    click(avatars[1]!)
    expect(onViewProfile).toHaveBeenCalledOnce()
    rerender(<ChatView {...chatProps({ messages, onViewProfile, peer: { id: "-1", name: "Notifications", avatar: "", online: false, system: true } })} />)
    expect(queryAllByRole(container, "button", { name: /Open the profile/ })).toHaveLength(0)
  })

  it("shows the pending friend-request bar with Accept and a close button; Accept is off while it is sent", () => {
    const onAccept = vi.fn()
    const onDismiss = vi.fn()
    const { container, rerender } = render(<ChatView {...chatProps({ request: { onAccept, onDismiss } })} />)
    const bar = getByRole(container, "region", { name: "Bea wants to be your friend" })
    click(getByRole(bar, "button", { name: "Accept" }))
    click(getByRole(bar, "button", { name: "Dismiss the friend request" }))
    expect(onAccept).toHaveBeenCalledOnce()
    expect(onDismiss).toHaveBeenCalledOnce()
    rerender(<ChatView {...chatProps({ request: { busy: true, onAccept, onDismiss } })} />)
    expect((getByRole(container, "button", { name: "Accept" }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<ChatView {...chatProps({ request: null })} />)
    expect(queryAllByRole(container, "region", { name: /wants to be your friend/ }).length).toBe(0)
  })

  it("shows the translation under incoming text only", () => {
    const messages = [msg({ id: "a", text: "Hello", translation: "[tr] Héllö" }), msg({ id: "b", text: "Mine", translation: "[tr] Míñé", mine: true, senderId: "1" })]
    const { container } = render(<ChatView {...chatProps({ messages })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    expect(log.textContent).toContain("Translation: [tr] Héllö")
    expect(log.textContent).not.toContain("Míñé")
  })

  it("hides the call slot in the dark in-video theme", () => {
    const slot = <button type="button">Video call Bea</button>
    const { container, rerender } = render(<ChatView {...chatProps({ callSlot: slot })} />)
    expect(queryAllByRole(container, "button", { name: "Video call Bea" }).length).toBe(1)
    rerender(<ChatView {...chatProps({ callSlot: slot, dark: true })} />)
    expect(queryAllByRole(container, "button", { name: "Video call Bea" }).length).toBe(0)
    expect(container.querySelector(".im-chat.theme-dark")).not.toBeNull()
  })
})

const barProps = (over: Partial<ImBarProps> = {}): ImBarProps => ({
  signedIn: true, unreadTotal: 0, unreadAvatars: [], current: null, expanded: null, userAvatar: null, userName: "Al", onTab: vi.fn(), onAvatar: vi.fn(), ...over,
})

describe("gift names (m§3: a gift has no name of its own; the catalog names it)", () => {
  // The gateway names every gift in English; 999 stands for a gift id the catalogs do not know yet.
  const gifts = [
    { id: 160, name: "Rose", price: 10, img: "/g/160.png" },
    { id: 183, name: "Teddy bear", price: 80, img: "/g/183.png" },
    { id: 999, name: "Shooting star", price: 70, img: "/g/999.png" },
  ]
  const picker = (locale: "fr" | "ar") => {
    render(<GiftPicker gifts={gifts} loaded onPick={vi.fn()} onClose={vi.fn()} />, { locale })
    return getByRole(document.body, "dialog", { name: locale === "fr" ? "Envoyer un cadeau" : "إرسال هدية" })
  }

  it("the French picker names and announces the gifts in French; an unknown id keeps the gateway's name", () => {
    const dialog = picker("fr")
    expect(queryAllByRole(dialog, "button").map(nameOf)).toEqual(["Rose, 10 pièces", "Ours en peluche, 80 pièces", "Shooting star, 70 pièces"])
    const shown = Array.from(dialog.querySelectorAll(".im-gift-name"), (e) => e.textContent)
    expect(shown).toEqual(["Rose", "Ours en peluche", "Shooting star"])
    expect(dialog.textContent).not.toContain("Teddy bear")
  })

  it("the Arabic picker names the gifts in Arabic", () => {
    const dialog = picker("ar")
    // Right-to-left text isolates the name (FSI ... PDI), so a Latin fallback name keeps its place.
    const isolated = (name: string) => `\u2068${name}\u2069`
    expect(queryAllByRole(dialog, "button").map(nameOf)).toEqual([`${isolated("وردة")}، 10 عملات`, `${isolated("دبدوب")}، 80 عملة`, `${isolated("Shooting star")}، 70 عملة`])
    expect(dialog.textContent).not.toMatch(/Rose|Teddy bear/)
  })

  it("giftName: the catalog's name of a known id, else the gateway's, else the generic word for a blank name", () => {
    const fr = i18nObject("fr")
    expect(giftName(fr, { id: 152, name: "Heart" })).toBe("Cœur")
    expect(giftName(fr, { id: 999, name: "Shooting star" })).toBe("Shooting star")
    expect(giftName(fr, { id: 999, name: "  " })).toBe("Cadeau")
    expect(giftName(i18nObject("en"), { id: 160, name: "Rosa" })).toBe("Rose")
  })
})

describe("emoji picker keys", () => {
  it("the arrows follow the screen: right and left move one emoji in a left-to-right page, the other way round in a right-to-left one; up and down a row", () => {
    const move = (dir: string, key: string) => {
      document.dir = dir
      try {
        const { container } = render(<EmojiPicker onPick={vi.fn()} onClose={vi.fn()} />)
        const buttons = queryAllByRole(container, "button")
        buttons[1]!.focus()
        keyDown(buttons[1]!, key)
        const at = buttons.indexOf(document.activeElement as HTMLElement)
        cleanup()
        return at
      } finally {
        document.dir = ""
      }
    }
    expect([move("ltr", "ArrowRight"), move("ltr", "ArrowLeft"), move("rtl", "ArrowRight"), move("rtl", "ArrowLeft"), move("rtl", "ArrowDown")]).toEqual([2, 0, 0, 2, 9])
  })
})

describe("peer names (m§3: system senders have negative ids)", () => {
  it("a known system sender by its catalog name, an unknown one as the generic system sender, others by name or id", () => {
    const en = i18nObject("en")
    expect(peerName(en, "-2", "")).toBe("Product team")
    expect(peerName(en, "-7", "")).toBe("System")
    expect(peerName(i18nObject("fr"), "-7", undefined)).toBe(i18nObject("fr").im.system.other())
    expect(peerName(en, "10000002", "Sam")).toBe("Sam")
    expect(peerName(en, "10000002", " ")).toBe("10000002")
  })
})

describe("message texts (m§4)", () => {
  beforeEach(panelSize)
  it("friend requests vary by sender and by add type 2; an accepted one says you are friends", () => {
    const t = (over: Partial<ChatMessage>) => {
      const { container } = render(<ChatView {...chatProps({ messages: [msg({ id: "f", kind: "friend", type: 1, typeValue: 1, text: "", ...over })] })} />)
      const text = getByRole(container, "log", { name: "Messages with Bea" }).textContent
      cleanup()
      return text
    }
    expect(t({ addType: 1 })).toContain("Sent you a friend request")
    expect(t({ addType: 1, mine: true, senderId: "1" })).toContain("You sent a friend request")
    expect(t({ addType: 2 })).toContain("Added you as a friend")
    expect(t({ addType: 2, mine: true, senderId: "1" })).toContain("You added them as a friend")
    expect(t({ addType: 2, accept: 1 })).toContain("You are now friends")
  })

  it("the gift and add-friend notices name the partner (good news), other notices say the reason in the member's language", () => {
    let LLref: TranslationFunctions | null = null
    function Probe() {
      LLref = useI18n().LL
      return null
    }
    render(<Probe />)
    const LL = LLref!
    expect(imNoticeText(LL, "giftReceived", "Bea")).toBe("Bea sent you a gift")
    expect(imNoticeText(LL, "friendAdded", "Bea")).toBe("You and Bea are now friends")
    expect(imNoticeText(LL, "blocked")).toBe("You cannot message this person.")
    expect(imNoticeText(LL, "sendFailed")).toBe("The message could not be sent. Use “Send again” to try once more.")
    // An accept refused as blocked: the catalog's "cannot add" (translated), not the server's words.
    expect(imNoticeText(LL, "friendRequestBlocked")).toBe("You cannot add this person.")
  })
})

describe("ImBar", () => {
  it("names the unread count, lists the unread avatars and shows a login tab when signed out", () => {
    const onAvatar = vi.fn()
    const avatars = Array.from({ length: 6 }, (_, i) => ({ peerId: String(i + 10), name: `P${i}`, avatar: "", count: i + 1 }))
    const { container, rerender } = render(<ImBar {...barProps({ unreadTotal: 21, unreadAvatars: avatars, onAvatar })} />)
    const nav = getByRole(container, "navigation", { name: "Messages and friends" })
    expect(getByRole(nav, "button", { name: "Messages, 21 unread" }).textContent).toContain("21")
    const list = getByRole(nav, "list", { name: "People with unread messages" })
    expect(queryAllByRole(list, "button").length).toBe(6)
    click(getByRole(list, "button", { name: "Unread messages from P2" }))
    expect(onAvatar).toHaveBeenCalledWith("12")
    rerender(<ImBar {...barProps({ signedIn: false })} />)
    expect(getByRole(container, "button", { name: "Log in to chat" })).toBeTruthy()
  })

  it("before the start is known (held for the member features' code) the user tab is a plain profile tab, not Log in", () => {
    const onTab = vi.fn()
    const { container } = render(<ImBar {...barProps({ signedIn: null, userName: "", onTab })} />)
    const nav = getByRole(container, "navigation", { name: "Messages and friends" })
    expect(queryAllByRole(nav, "button", { name: "Log in to chat" })).toHaveLength(0)
    click(getByRole(nav, "button", { name: "My profile" }))
    expect(onTab).toHaveBeenCalledWith("user")
  })
})

const conv = (i: number): ConversationView => ({
  peerId: String(100 + i), croomId: `1-${100 + i}`, name: `Person ${i}`, avatar: "", relation: 0,
  preview: { kind: i % 2 ? "img" : "txt", text: `hello ${i}` }, at: 1_700_000_000_000 - i * 1000, noReadCount: i % 3, status: 0, online: i === 0,
})

const listProps = (over: Partial<ConversationListProps> = {}): ConversationListProps => ({
  conversations: [], loading: false, nameOf: (c) => c.name, onOpen: vi.fn(), coinBanner: false, onCoinBanner: vi.fn(), onCloseCoinBanner: vi.fn(), now: 1_700_000_000_000, ...over,
})

describe("ConversationList", () => {
  it("renders only the rows in view of a long list, each naming the person, online and unread", () => {
    const conversations = Array.from({ length: 2000 }, (_, i) => conv(i))
    const onOpen = vi.fn()
    panelSize()
    const { container } = render(<ConversationList {...listProps({ conversations, onOpen })} />)
    const rows = queryAllByRole(getByRole(container, "list", { name: "Conversations" }), "button")
    expect(rows.length).toBeGreaterThan(3)
    expect(rows.length).toBeLessThan(60)
    expect(nameOf(rows[0]!)).toBe("Chat with Person 0, Online")
    expect(nameOf(rows[1]!)).toBe("Chat with Person 1, 1 unread")
    expect(rows[1]!.textContent).toContain("[Image]")
    click(rows[2]!)
    expect(onOpen).toHaveBeenCalledWith(conversations[2])
  })

  it("joins the parts of a row's name with the language's separator: the Arabic comma in Arabic (QA RTL finding 10)", () => {
    panelSize()
    const conversations = [{ ...conv(0), noReadCount: 2 }, conv(1)]
    const { container } = render(<ConversationList {...listProps({ conversations })} />, { locale: "ar" })
    const rows = queryAllByRole(getByRole(container, "list", { name: "المحادثات" }), "button")
    expect(nameOf(rows[0]!)).toBe("الدردشة مع \u2068Person 0\u2069، متصل الآن، 2 غير مقروءة")
    expect(nameOf(rows[1]!)).toBe("الدردشة مع \u2068Person 1\u2069، 1 غير مقروءة")
    for (const row of rows) expect(nameOf(row)).not.toContain(", ")
  })

  it("shows the loading skeleton, the empty state and the coin banner", () => {
    const onCloseCoinBanner = vi.fn()
    const { container, rerender } = render(<ConversationList {...listProps({ loading: true })} />)
    expect(container.textContent).toContain("Loading conversations…")
    rerender(<ConversationList {...listProps({ coinBanner: true, onCloseCoinBanner })} />)
    expect(container.textContent).toContain("No messages yet")
    click(getByRole(container, "button", { name: "Hide the coin offer" }))
    expect(onCloseCoinBanner).toHaveBeenCalledOnce()
  })
})

describe("FriendGroup", () => {
  it("renders a titled region per group with only the rows in view of 2,000 friends, from the first, in order", () => {
    const friends = Array.from({ length: 2000 }, (_, i) => ({ id: i + 1, name: `Friend ${i + 1}` }))
    // jsdom has no layout: give the shared scroll box the size of a panel (360 x 600) and each row 56 px.
    panelSize()
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.tagName === "LI" ? 56 : 0
    })
    function Groups() {
      const scrollRef = useRef<HTMLDivElement>(null)
      const row = (x: { id: number; name: string }) => <a href={`/u/${x.id}`}>{x.name}</a>
      return (
        <div ref={scrollRef}>
          <FriendGroup title="My collection" items={friends.slice(0, 3)} keyOf={(x) => x.id} row={row} scrollRef={scrollRef} />
          <FriendGroup title="All friends" items={friends.slice(3)} keyOf={(x) => x.id} row={row} scrollRef={scrollRef} />
        </div>
      )
    }
    const { container } = render(<Groups />)
    const starred = queryAllByRole(getByRole(container, "region", { name: "My collection" }), "link")
    expect(starred.map((a) => a.textContent)).toEqual(["Friend 1", "Friend 2", "Friend 3"])
    const all = getByRole(container, "region", { name: "All friends" })
    expect(getByRole(all, "heading", { name: "All friends" })).toBeTruthy()
    const links = queryAllByRole(all, "link")
    expect(links.length).toBeGreaterThan(5)
    expect(links.length).toBeLessThan(40)
    expect(links.slice(0, 3).map((a) => a.textContent)).toEqual(["Friend 4", "Friend 5", "Friend 6"])
    const items = queryAllByRole(all, "listitem")
    expect(items[0]!.getAttribute("aria-posinset")).toBe("1")
    expect(items[0]!.getAttribute("aria-setsize")).toBe("1997")
  })
})
