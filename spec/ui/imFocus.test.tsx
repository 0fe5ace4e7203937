// @vitest-environment jsdom
// The desktop IM panel's keyboard focus and the chat's announcements (m§2, DESIGN accessibility): a chat
// opened with the panel keeps the focus on its message box, a chat with nothing to write gives it to its
// heading, closing the chat gives it to the chat's row (its neighbour's when deleted, else the selected
// tab), Escape with the focus lost to <body> still closes the panel (not under a modal dialog).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { showTimestampAt } from "../../domain/messaging/selectors"
import { ChatView, type ChatViewProps } from "../../ui/components/im/ChatView"
import { ImPanel, type ImPanelProps } from "../../ui/components/im/ImPanel"
import { cleanup, getByRole, panelSize, keyDown, render } from "./render"

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})
beforeEach(panelSize)

const chatProps = (over: Partial<ChatViewProps> = {}): ChatViewProps => ({
  canSend: true, translate: true, onToggleTranslate: vi.fn(), onSendText: vi.fn(), onPickImage: vi.fn(),
  gifts: [], giftsLoaded: true, onSendGift: vi.fn(),
  peer: { id: "2", name: "Bea", avatar: "", online: true, system: false },
  messages: [], myId: "1", loading: false, showTimestampAt, uploads: {}, giftImage: () => null, onRetry: vi.fn(),
  onDelete: vi.fn(), request: null, onBack: vi.fn(), ...over,
})

const panelProps = (over: Partial<ImPanelProps> = {}): ImPanelProps => ({
  id: "imp", tab: "messages", onTab: vi.fn(), onClose: vi.fn(), chatOpen: false, children: null, ...over,
})

const rows = (peers: string[]) => (
  <ul>
    {peers.map((p) => (
      <li key={p}>
        <button type="button" data-peer={p}>{`Chat with ${p}`}</button>
      </li>
    ))}
  </ul>
)

describe("desktop IM panel focus", () => {
  it("a chat opened with the panel (a friend page's Chat button) keeps the focus on its message box, not on Back", () => {
    const { container } = render(<ImPanel {...panelProps({ chatOpen: true })}><ChatView {...chatProps({ autoFocus: true })} /></ImPanel>)
    expect(document.activeElement).toBe(getByRole(container, "textbox", { name: "Message" }))
  })

  it("the panel opened on its Friends tab gives the focus to that tab, not to the Messages tab before it", () => {
    const { container } = render(<ImPanel {...panelProps({ tab: "friends" })}>{rows(["7"])}</ImPanel>)
    const friends = getByRole(container, "tab", { name: /^Friends/ })
    expect(friends.getAttribute("aria-selected")).toBe("true")
    expect(document.activeElement).toBe(friends)
  })

  it("a system sender's chat (nothing to write) gives the focus to its heading", () => {
    const system = { id: "-1", name: "Notifications", avatar: "", online: false, system: true }
    const { container } = render(<ImPanel {...panelProps({ chatOpen: true })}><ChatView {...chatProps({ autoFocus: true, canSend: false, peer: system })} /></ImPanel>)
    expect(document.activeElement).toBe(getByRole(container, "heading", { name: "Notifications" }))
  })

  it("closing the chat gives the focus to its row; after a delete to its neighbour's; else to the selected tab", () => {
    const chat = (p: Partial<ImPanelProps>) => <ImPanel {...panelProps({ chatOpen: true, ...p })}><ChatView {...chatProps({ autoFocus: true })} /></ImPanel>
    const list = (p: Partial<ImPanelProps>, peers: string[]) => <ImPanel {...panelProps(p)}>{rows(peers)}</ImPanel>
    const { container, rerender } = render(list({}, ["a", "b", "c"]))
    rerender(chat({}))
    const back = getByRole(container, "button", { name: "Back to messages" })
    back.focus()
    // Back: the button goes with the chat.
    rerender(list({ backTo: ["b", "c"] }, ["a", "b", "c"]))
    expect(document.activeElement).toBe(getByRole(container, "button", { name: "Chat with b" }))
    rerender(chat({ backTo: ["b", "c"] }))
    getByRole(container, "button", { name: "Back to messages" }).focus()
    // Deleted: b's row is gone, c's takes the focus.
    rerender(list({ backTo: ["b", "c"] }, ["a", "c"]))
    expect(document.activeElement).toBe(getByRole(container, "button", { name: "Chat with c" }))
    rerender(chat({ backTo: ["c"] }))
    getByRole(container, "button", { name: "Back to messages" }).focus()
    // The last conversation deleted: the selected tab.
    rerender(list({ backTo: ["c"] }, []))
    expect(document.activeElement).toBe(getByRole(container, "tab", { name: "Messages" }))
  })

  it("Escape with the focus lost to <body> closes the panel, but not while a modal dialog is open", () => {
    const onClose = vi.fn()
    render(<ImPanel {...panelProps({ onClose })}>{rows(["a"])}</ImPanel>)
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    const modal = document.createElement("div")
    modal.setAttribute("role", "dialog")
    modal.setAttribute("aria-modal", "true")
    document.body.appendChild(modal)
    keyDown(document.body, "Escape")
    expect(onClose).not.toHaveBeenCalled()
    modal.remove()
    keyDown(document.body, "Escape")
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
