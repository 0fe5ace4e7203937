// @vitest-environment jsdom
// The chat's announcements (m§2, DESIGN accessibility): the virtualized log is not a live region (its
// rows come and go while scrolling); a hidden polite region announces only the peer's messages that
// arrive while the chat is open, with the sender's name: not the history shown on opening, not older
// pages loaded while scrolling up, not the member's own messages.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { ChatView } from "../../ui/components/im/ChatView"
import { chatMessage, chatProps } from "./chatFixtures"
import { cleanup, getByRole, panelSize, render } from "./render"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
beforeEach(panelSize)

const msg = chatMessage

describe("chat announcements", () => {
  const t0 = 1_700_000_000_000
  const history = (n: number, from = 0) => Array.from({ length: n }, (_, i) => msg({ id: `h${from + i}`, text: `Old ${from + i}`, at: t0 + (from + i) * 1000 }))
  const announced = (container: HTMLElement) =>
    Array.from(getByRole(container, "status").querySelectorAll("p")).map((p) => p.textContent)

  it("the log is not a live region; only the peer's newly arrived messages are announced, once each", () => {
    const recent = history(20, 400)
    const { container, rerender } = render(<ChatView {...chatProps({ messages: [], loading: true })} />)
    const log = getByRole(container, "log", { name: "Messages with Bea" })
    expect(log.getAttribute("aria-live")).toBe("off")
    // The history shown on opening is not news.
    rerender(<ChatView {...chatProps({ messages: recent })} />)
    expect(announced(container)).toEqual([])
    // Older pages loaded while scrolling up (400 messages above) are not announced.
    const all = [...history(400), ...recent]
    rerender(<ChatView {...chatProps({ messages: all })} />)
    expect(announced(container)).toEqual([])
    // The member's own message is not announced; the peer's new one is, with the sender's name.
    const mine = msg({ id: "c1", clientId: "c1", mine: true, senderId: "1", text: "Hello Bea", at: t0 + 500_000, delivery: "pending" })
    rerender(<ChatView {...chatProps({ messages: [...all, mine] })} />)
    expect(announced(container)).toEqual([])
    // Its id changes once the server confirms it: still not announced.
    const sent = { ...mine, id: "s1", delivery: "sent" as const }
    const reply = msg({ id: "r1", text: "Hi there", at: t0 + 501_000 })
    rerender(<ChatView {...chatProps({ messages: [...all, sent, reply] })} />)
    expect(announced(container)).toEqual(["Message from Bea: Hi there"])
    // A render with nothing new announces nothing more.
    rerender(<ChatView {...chatProps({ messages: [...all, sent, reply], draft: "x" })} />)
    expect(announced(container)).toEqual(["Message from Bea: Hi there"])
  })

  it("the first message of an empty chat is announced, in the member's language", () => {
    const { container, rerender } = render(<ChatView {...chatProps()} />, { locale: "de" })
    rerender(<ChatView {...chatProps({ messages: [msg({ id: "n1", text: "Hallo" })] })} />)
    expect(announced(container)).toEqual(["Nachricht von Bea: Hallo"])
  })
})
