// @vitest-environment jsdom
// The in-call chat view (m§4, m§7 type 4): it shows the call slice's lines (not the conversation's), a
// failed own line says "Not sent" with a Send again button named from the catalog that dispatches
// RetryCallChat, the form dispatches SendCallChat (never the conversation's SendText), and the text has
// the composer's 2,000-character limit with its counter.
import { afterEach, describe, expect, it } from "vitest"
import type { Intent } from "../../domain/app/intents"
import { initialState, type AppState } from "../../domain/app/state"
import type { CallChatLine } from "../../domain/calls/state"
import { CallChat } from "../../ui/app/call/CallChat"
import { cleanup, click, getByRole, queryAllByRole, renderWithState, submit, typeInto } from "./render"

afterEach(cleanup)

const line = (over: Partial<CallChatLine>): CallChatLine => ({ id: "l", mine: true, text: "", status: "sent", at: 1, requestId: null, ...over })
const state = (chat: ReadonlyArray<CallChatLine>): AppState => ({ ...initialState, calls: { ...initialState.calls, phase: "live", peerId: "20000001", chat } })
const mount = (s: AppState, dispatched: Intent[]) => renderWithState(<CallChat />, s, { dispatched })

describe("CallChat", () => {
  it("shows the call's lines; a failed own line has Send again, which dispatches RetryCallChat for it", () => {
    const dispatched: Intent[] = []
    const { container } = mount(state([line({ id: "p1", mine: false, text: "hola" }), line({ id: "c-1", text: "sending one", status: "sending", requestId: 9 }), line({ id: "c-2", text: "lost one", status: "failed" })]), dispatched)
    const log = getByRole(container, "log", { name: "Call chat" })
    expect(log.textContent).toContain("hola")
    expect(log.textContent).toContain("Sending…")
    expect(log.textContent).toContain("Not sent")
    const retry = queryAllByRole(log, "button", { name: "Send again" })
    expect(retry).toHaveLength(1)
    click(retry[0]!)
    expect(dispatched).toEqual([{ _tag: "RetryCallChat", clientId: "c-2" }])
  })

  it("sending dispatches SendCallChat with the typed text, not the conversation's SendText", () => {
    const dispatched: Intent[] = []
    const { container } = mount(state([]), dispatched)
    typeInto(getByRole(container, "textbox", { name: "Message" }) as HTMLInputElement, "hi there")
    submit(container.querySelector("form")!)
    expect(dispatched).toEqual([{ _tag: "SendCallChat", clientId: expect.any(String), text: "hi there" }])
  })

  it("limits the text to 2,000 characters as the chat's composer does: a counter near the limit, and at it the field's description says so", () => {
    const { container } = mount(state([]), [])
    const field = getByRole(container, "textbox", { name: "Message" }) as HTMLInputElement
    expect(field.maxLength).toBe(2000)
    typeInto(field, "a".repeat(1799))
    expect(container.textContent).not.toContain("characters")
    typeInto(field, "a".repeat(1850))
    expect(container.textContent).toContain("1,850 of 2,000 characters")
    expect(container.textContent).not.toContain("at most")
    typeInto(field, "a".repeat(2000))
    expect(container.textContent).toContain("2,000 of 2,000 characters")
    // Told in the field's description, a polite live region; the field keeps its name.
    const hint = document.getElementById(field.getAttribute("aria-describedby")!)!
    expect(hint.textContent).toBe("A message can be at most 2,000 characters.")
    expect(hint.getAttribute("aria-live")).toBe("polite")
    expect(getByRole(container, "textbox", { name: "Message" })).toBe(field)
    typeInto(field, "a".repeat(1999))
    expect(hint.textContent).toBe("")
  })

  it("a click on Send (which disables itself as the text clears) leaves the focus in the message field, as Enter does", () => {
    const dispatched: Intent[] = []
    const { container } = mount(state([]), dispatched)
    const field = getByRole(container, "textbox", { name: "Message" }) as HTMLInputElement
    typeInto(field, "hi there")
    const send = getByRole(container, "button", { name: "Send" }) as HTMLButtonElement
    send.focus()
    click(send)
    expect(dispatched).toHaveLength(1)
    expect(send.disabled).toBe(true)
    expect(document.activeElement).toBe(field)
  })
})
