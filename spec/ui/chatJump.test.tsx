// @vitest-environment jsdom
// The chat's "Jump to newest" button (m§2 chat panel): shown only while the reader is scrolled away from
// the newest message, with the count of the peer's messages that arrived since (plural forms per
// language), told once per burst in the polite region; pressing it scrolls to the newest (at once under
// reduced motion), leaves the focus on the log and goes away with its count.
import { act } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { ChatMessage } from "../../domain/messaging/state"
import { ChatView } from "../../ui/components/im/ChatView"
import { CHAT_T0, chatMessage, chatProps } from "./chatFixtures"
import { cleanup, click, getByRole, panelSize, queryAllByRole, render } from "./render"

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})
beforeEach(panelSize)

const t0 = CHAT_T0
const msg = (i: number, over: Partial<ChatMessage> = {}): ChatMessage => chatMessage({ id: `m${i}`, text: `Message ${i}`, at: t0 + i * 1000, ...over })
const history = (n: number) => Array.from({ length: n }, (_, i) => msg(i + 1, i % 2 ? { mine: true, senderId: "1" } : {}))

/** jsdom has no layout: the log gets a 20,000 px tall content and a scroll position the test sets. */
const scrollable = (log: HTMLElement) => {
  let top = 20_000 - 600
  Object.defineProperty(log, "scrollHeight", { configurable: true, get: () => 20_000 })
  Object.defineProperty(log, "scrollTop", { configurable: true, get: () => top, set: (v: number) => void (top = Math.max(0, Math.min(v, 20_000 - 600))) })
  return {
    /** The reader scrolls to `to` px (a scroll event follows). */
    scrollTo: (to: number) => act(() => {
      top = to
      log.dispatchEvent(new Event("scroll"))
    }),
    top: () => top,
  }
}
const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal("matchMedia", (q: string) => ({ matches: reduce && q.includes("reduce"), media: q, addEventListener: () => {}, removeEventListener: () => {} }))
const told = (container: HTMLElement) => Array.from(getByRole(container, "status").querySelectorAll("p")).map((p) => p.textContent)
const jumpButtons = (container: HTMLElement) => queryAllByRole(container, "button", { name: /^Jump to newest messages/ })

describe("jump to newest", () => {
  it("shows while scrolled up, counts the peer's arrivals (told once per burst), and jumps at once under reduced motion with the focus on the log", () => {
    vi.useFakeTimers()
    reducedMotion(true)
    const list = history(350)
    const { container, rerender } = render(<ChatView {...chatProps({ messages: list })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    const box = scrollable(log)
    // At the newest: no button; a message arriving there is not counted.
    expect(jumpButtons(container)).toEqual([])
    const atBottom = [...list, msg(351)]
    rerender(<ChatView {...chatProps({ messages: atBottom })} />)
    expect(jumpButtons(container)).toEqual([])
    // Scrolled up about 140 messages: the button, with no count yet.
    box.scrollTo(20_000 - 600 - 140 * 64)
    expect(jumpButtons(container).map((b) => b.textContent)).toEqual(["Jump to newest messages"])
    // The peer sends two (a burst), the member one of their own: "2 new messages", the place kept.
    const before = box.top()
    const more = [...atBottom, msg(352), msg(353, { mine: true, senderId: "1" }), msg(354)]
    rerender(<ChatView {...chatProps({ messages: more })} />)
    expect(box.top()).toBe(before)
    const button = getByRole(container, "button", { name: "Jump to newest messages 2 new messages" })
    expect(button.querySelector(".im-jump-count")?.textContent).toBe("2 new messages")
    // Told once the burst has settled, not at each arrival.
    expect(told(container)).not.toContain("2 new messages")
    act(() => void vi.advanceTimersByTime(1_000))
    expect(told(container).filter((t) => t === "2 new messages")).toHaveLength(1)
    // Pressed: at the newest at once (reduced motion), the focus on the log, the button and its count gone.
    button.focus()
    click(button)
    expect(box.top()).toBe(20_000 - 600)
    expect(document.activeElement).toBe(log)
    expect(jumpButtons(container)).toEqual([])
    expect(told(container)).not.toContain("2 new messages")
    // Scrolled up again: the count starts from nothing.
    box.scrollTo(1_000)
    expect(jumpButtons(container).map((b) => b.textContent)).toEqual(["Jump to newest messages"])
  })

  it("glides without reduced motion, and reaching the newest by scrolling hides the button and clears the count", () => {
    reducedMotion(false)
    const list = history(350)
    const { container, rerender } = render(<ChatView {...chatProps({ messages: list })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    const box = scrollable(log)
    const scrollTo = vi.fn()
    log.scrollTo = scrollTo as unknown as typeof log.scrollTo
    box.scrollTo(5_000)
    rerender(<ChatView {...chatProps({ messages: [...list, msg(351)] })} />)
    click(getByRole(container, "button", { name: "Jump to newest messages 1 new message" }))
    expect(scrollTo).toHaveBeenCalledWith({ top: 20_000, behavior: "smooth" })
    expect(document.activeElement).toBe(log)
    // The glide ends at the bottom.
    act(() => {
      log.scrollTop = 20_000
      log.dispatchEvent(new Event("scrollend"))
    })
    expect(jumpButtons(container)).toEqual([])
    // Up again, one more arrives, then the reader scrolls down to the newest by hand.
    box.scrollTo(5_000)
    rerender(<ChatView {...chatProps({ messages: [...list, msg(351), msg(352)] })} />)
    expect(jumpButtons(container)).toHaveLength(1)
    box.scrollTo(20_000 - 600)
    expect(jumpButtons(container)).toEqual([])
  })

  it("given the reader at the newest, when they scroll up and a message lands before their scroll event, then the log stays where they took it", () => {
    reducedMotion(true)
    const list = history(350)
    const { container, rerender } = render(<ChatView {...chatProps({ messages: list })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    const box = scrollable(log)
    rerender(<ChatView {...chatProps({ messages: [...list, msg(351)] })} />)
    expect(box.top()).toBe(20_000 - 600)
    // The wheel moves the log; the browser sends its scroll event at the next frame, after this render.
    log.scrollTop = 5_000
    rerender(<ChatView {...chatProps({ messages: [...list, msg(351), msg(352)] })} />)
    expect(box.top()).toBe(5_000)
    expect(jumpButtons(container)).toHaveLength(1)
    // The event comes: the reader is still where they scrolled to, and a later arrival does not move them.
    box.scrollTo(5_000)
    rerender(<ChatView {...chatProps({ messages: [...list, msg(351), msg(352), msg(353)] })} />)
    expect(box.top()).toBe(5_000)
  })
  it("given a reader who scrolled to the top while older messages were still being read, when they can be asked for, then they are (no scroll event comes at the top)", () => {
    const list = history(350)
    const onOlder = vi.fn()
    const { container, rerender } = render(<ChatView {...chatProps({ messages: list, older: "loading", onOlder })} />)
    const box = scrollable(getByRole(container, "log", { name: "Messages with Bea" }))
    // At the newest, a log that fills the view asks for nothing.
    rerender(<ChatView {...chatProps({ messages: list, older: "more", onOlder })} />)
    expect(onOlder).not.toHaveBeenCalled()
    rerender(<ChatView {...chatProps({ messages: list, older: "loading", onOlder })} />)
    box.scrollTo(0)
    expect(onOlder).not.toHaveBeenCalled()
    rerender(<ChatView {...chatProps({ messages: list, older: "more", onOlder })} />)
    expect(onOlder).toHaveBeenCalledTimes(1)
  })
  it("counts in the member's language with its plural forms", () => {
    const list = history(350)
    const cases: Array<[string, number, string]> = [["ru", 2, "2 новых сообщения"], ["ru", 5, "5 новых сообщений"], ["de", 1, "1 neue Nachricht"], ["ar", 2, "رسالتان جديدتان"]]
    for (const [locale, n, text] of cases) {
      const { container, rerender } = render(<ChatView {...chatProps({ messages: list })} />, { locale: locale as "ru" })
      const box = scrollable(getByRole(container, "log"))
      box.scrollTo(5_000)
      rerender(<ChatView {...chatProps({ messages: [...list, ...Array.from({ length: n }, (_, i) => msg(400 + i * 2))] })} />)
      // (Arabic spells out two: no numeral; the space before the words is HTML's to collapse.)
      expect(container.querySelector(".im-jump-count")?.textContent?.trim()).toBe(text)
      cleanup()
    }
  })
})
