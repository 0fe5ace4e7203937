// The in-call chat (m§4 "on opening video the timer and chat reset"; m§7 im/v1/send messageType 4 "in
// video"): the member's texts go out as type 4 and live in the call slice with sending/sent/failed; the
// peer's type-4 texts are appended there; neither is ever a message of the conversation (no history,
// preview, unread count, local database or sound). A type-4 text with no video call with its sender is
// left unused and recorded as WireRejected. Gifts inside type 4 and type-4 friend requests are unchanged.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { I } from "../../domain/app/intents"
import { selectCallChat, selectCallPeerMessages } from "../../domain/calls/selectors"
import { DRAFT_MAX_CHARS } from "../../domain/constants"
import type { ImWire } from "../../domain/realtime/wire"
import { agoraMessageToEvent } from "../../infrastructure/rtm/agora"
import { peerToEvent } from "../../infrastructure/rtm/peer"
import { given } from "../support/gwt"
import { wire } from "../support/imDriver"
import { action, emit, goLive, member, ME, PEER, ringAsCaller } from "../support/callFlows"

const SEEN = { callPermissionSeen: "1" }
type H = ReturnType<typeof member>

/** The caller in a live call with PEER (video open). */
const live = (): H => {
  const h = member({ extra: SEEN, coins: 500 })
  ringAsCaller(h, { price: 60, coins: 500 })
  action(h, 3, "caller")
  goLive(h)
  return h
}
/** A type-4 in-video text `id` from `from` to `to` (m§4 wrapper of a text). */
const inVideo = (id: string, from: string, to: string, at: number, over: Partial<ImWire> = {}): ImWire =>
  wire(id, from, to, at, { message_type: 4, message_type_value: 0, ...over })
const frame = (h: H, id: string, message: ImWire) => emit(h, { _tag: "ImFrameReceived", frameId: id, from: message.senderId, message })
/** The newest message of the conversation with PEER. */
const lastOfPeer = (h: H) => {
  const list = h.state().messaging.messages[PEER]
  return list?.at(list.length - 1)
}
const texts = (h: H) => selectCallChat(h.state()).map((l) => l.text)
const sends = (cmds: ReadonlyArray<Cmd>) => cmds.filter((c) => c._tag === "CallGateway" && c.name === "imSend")
/** Nothing of the conversation with PEER mentions `text`: messages, preview, unread count, saved records. */
const notInConversation = (h: H, text: string) => {
  const m = h.state().messaging
  expect((m.messages[PEER] ?? []).some((x) => x.text.includes(text))).toBe(false)
  expect(m.conversations[PEER]?.preview?.text ?? "").not.toContain(text)
  expect(m.conversations[PEER]?.noReadCount ?? 0).toBe(0)
  expect(Object.keys(m.outbox)).toEqual([])
  const saved = h.commands.filter((c) => c._tag === "SaveChats").flatMap((c) => (c._tag === "SaveChats" ? c.messages : []))
  expect(saved.some((x) => x.text.includes(text))).toBe(false)
}

describe("Given a live video call with PEER", () => {
  it("when the member sends a call-chat text, then CallChatSendRequested is decided and im/v1/send goes out as messageType 4 (value 0) to PEER", () => {
    const h = live()
    given(...h.events)
      .when(I.SendCallChat({ clientId: "c-1", text: "  hello there  " }), h.now())
      .then({ _tag: "CallChatSendRequested", at: h.now(), clientId: "c-1", peerId: PEER, text: "hello there" })
    const from = h.mark()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "  hello there  " }))
    const [send] = sends(h.since(from))
    expect(send).toMatchObject({ params: { message: "hello there", messageType: 4, messageTypeValue: 0, receiveUserId: Number(PEER), sendUserId: Number(ME), clientMsgId: "c-1" } })
    expect(selectCallChat(h.state())).toEqual([{ id: "c-1", mine: true, text: "hello there", status: "sending", at: h.now(), requestId: expect.any(Number) }])
    notInConversation(h, "hello there")
  })

  it("when the server accepts the send, then the line is sent", () => {
    const h = live()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "hi" }))
    h.answer("imSend", { messageId: "srv-1", at: h.now() })
    expect(selectCallChat(h.state())[0]).toMatchObject({ status: "sent", requestId: null })
    notInConversation(h, "hi")
  })

  it("when the send fails, then the line is failed; Retry sends the same client id again and its answer makes it sent", () => {
    const h = live()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "hi" }))
    h.fail("imSend", { code: 0, reason: "network" })
    expect(selectCallChat(h.state())[0]).toMatchObject({ status: "failed" })
    given(...h.events).when(I.RetryCallChat({ clientId: "c-1" }), h.now()).then({ _tag: "CallChatRetryRequested", at: h.now(), clientId: "c-1" })
    const from = h.mark()
    h.dispatch(I.RetryCallChat({ clientId: "c-1" }))
    expect(sends(h.since(from))).toMatchObject([{ params: { messageType: 4, clientMsgId: "c-1", message: "hi" } }])
    expect(selectCallChat(h.state())[0]).toMatchObject({ status: "sending" })
    h.answer("imSend", { messageId: "srv-1", at: h.now() })
    expect(selectCallChat(h.state())[0]).toMatchObject({ status: "sent" })
  })

  it("when a line is not failed, or the text is blank, or a client id is used twice, then nothing is decided", () => {
    const h = live()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "hi" }))
    const g = given(...h.events)
    g.when(I.RetryCallChat({ clientId: "c-1" })).then()
    g.when(I.SendCallChat({ clientId: "c-2", text: "   " })).then()
    g.when(I.SendCallChat({ clientId: "c-1", text: "again" })).then()
  })

  it("when the text is longer than the chat's limit (2,000 characters after trimming, as the gateway counts), then nothing is decided; 2,000 go out", () => {
    const h = live()
    const g = given(...h.events)
    g.when(I.SendCallChat({ clientId: "c-1", text: "a".repeat(DRAFT_MAX_CHARS + 1) }), h.now()).then()
    g.when(I.SendCallChat({ clientId: "c-1", text: ` ${"a".repeat(DRAFT_MAX_CHARS)} ` }), h.now()).then({ _tag: "CallChatSendRequested", at: h.now(), clientId: "c-1", peerId: PEER, text: "a".repeat(DRAFT_MAX_CHARS) })
  })

  it("when the member's own copy of a line comes back over the relay, then the line is sent (once)", () => {
    const h = live()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "hi" }))
    frame(h, "e1", inVideo("srv-1", ME, PEER, h.now(), { clientMsgId: "c-1", textContent: { source: "hi" } }))
    expect(selectCallChat(h.state())).toMatchObject([{ id: "c-1", status: "sent" }])
  })

  it("when PEER writes a type-4 text, then it is appended to the call chat, not to messaging, unread count or sound", () => {
    const h = live()
    const from = h.mark()
    frame(h, "f1", inVideo("m1", PEER, ME, h.now()))
    h.advance(1_000)
    frame(h, "f2", inVideo("m2", PEER, ME, h.now()))
    frame(h, "f2", inVideo("m2", PEER, ME, h.now()))
    expect(texts(h)).toEqual(["text m1", "text m2"])
    expect(selectCallPeerMessages(h.state())).toBe(2)
    notInConversation(h, "text m")
    expect(h.state().messaging.badge).toBe(0)
    expect(h.since(from).filter((c) => c._tag === "PlaySound" || c._tag === "RejectWire")).toEqual([])
  })

  it("when someone else sends a type-4 text, then it is ignored and recorded as WireRejected", () => {
    const h = live()
    const from = h.mark()
    frame(h, "x1", inVideo("m1", "20000777", ME, h.now()))
    expect(texts(h)).toEqual([])
    expect(h.since(from)).toContainEqual({ _tag: "RejectWire", source: "callChat", reason: expect.stringContaining("im x1: in-video text") })
    expect(h.state().messaging.messages["20000777"]).toBeUndefined()
  })

  it("when the member's own type-4 text sent from another tab or device comes back, then nothing is added and nothing is rejected", () => {
    const h = live()
    const from = h.mark()
    frame(h, "o1", inVideo("m9", ME, PEER, h.now(), { clientMsgId: "other-tab" }))
    expect(texts(h)).toEqual([])
    expect(h.since(from).filter((c) => c._tag === "RejectWire")).toEqual([])
    notInConversation(h, "text m9")
  })

  it("when PEER sends a normal text (type 1), then it stays the conversation's and not the call chat's", () => {
    const h = live()
    frame(h, "t1", wire("t1", PEER, ME, h.now()))
    expect(texts(h)).toEqual([])
    expect(lastOfPeer(h)).toMatchObject({ text: "text t1" })
  })

  it("when the call ends with a failed and a sending line, then both texts become the draft of the chat with PEER (after a draft there) and the sent one does not", () => {
    const h = live()
    h.dispatch(I.SaveDraft({ peerId: PEER, text: "earlier draft" }))
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "accepted" }))
    h.answer("imSend", { messageId: "srv-1", at: h.now() })
    h.dispatch(I.SendCallChat({ clientId: "c-2", text: "refused" }))
    h.fail("imSend", { code: 0, reason: "network" })
    h.dispatch(I.SendCallChat({ clientId: "c-3", text: "still out" }))
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().calls.phase).toBe("idle")
    expect("chat" in h.state().calls).toBe(false)
    expect(h.state().messaging.conversations[PEER]?.draft).toBe("earlier draft\nrefused\nstill out")
    notInConversation(h, "refused")
    // The answer of the send still out arrives after the call: nothing changes.
    h.answer("imSend", { messageId: "srv-3", at: h.now() })
    expect(h.state().messaging.conversations[PEER]?.draft).toBe("earlier draft\nrefused\nstill out")
  })

  it("when the call ends with every line sent, then no draft is made", () => {
    const h = live()
    h.dispatch(I.SendCallChat({ clientId: "c-1", text: "accepted" }))
    h.answer("imSend", { messageId: "srv-1", at: h.now() })
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().messaging.conversations[PEER]?.draft).toBeUndefined()
  })
})

describe("Given a conversation with earlier messages", () => {
  it("when the video opens, then the call's chat is empty (the chat resets) and counts nothing", () => {
    const h = member({ extra: SEEN, coins: 500 })
    frame(h, "b1", wire("before1", PEER, ME, h.now()))
    h.advance(1_000)
    ringAsCaller(h, { price: 60, coins: 500 })
    action(h, 3, "caller")
    expect(h.state().calls.phase).toBe("joining")
    expect(selectCallChat(h.state())).toEqual([])
    goLive(h)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })

  it("when a second call opens, then the first call's lines are gone", () => {
    const h = live()
    frame(h, "f1", inVideo("m1", PEER, ME, h.now()))
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(selectCallChat(h.state())).toEqual([])
    h.dispatch(I.CloseCallReceipt())
    ringAsCaller(h, { price: 60, coins: 500, roomNum: "room-2" })
    action(h, 3, "caller", { roomNum: "room-2" })
    expect(h.state().calls.phase).toBe("joining")
    expect(selectCallChat(h.state())).toEqual([])
  })
})

describe("Given no call", () => {
  it("when PEER sends a type-4 text, then it is ignored (WireRejected with the reason), not stored, not counted, no sound", () => {
    const h = member({ extra: SEEN, coins: 500 })
    const from = h.mark()
    frame(h, "n1", inVideo("m1", PEER, ME, h.now()))
    expect(h.since(from)).toEqual([{ _tag: "RejectWire", source: "callChat", reason: "im n1: in-video text (type 4) with no video call with its sender open" }])
    expect(h.state().messaging.messages[PEER]).toBeUndefined()
    expect(h.state().messaging.badge).toBe(0)
    expect(selectCallChat(h.state())).toEqual([])
  })

  it("when PEER sends a gift inside a type-4 message, then it is the conversation's gift with its notice, as before", () => {
    const h = member({ extra: SEEN, coins: 500 })
    const from = h.mark()
    frame(h, "g1", inVideo("g1", PEER, ME, h.now(), { inner: { message_type: 5, giftId: 160 } }))
    expect(lastOfPeer(h)).toMatchObject({ kind: "gift", type: 4 })
    expect(h.state().messaging.notice).toMatchObject({ reason: "giftReceived", peerId: PEER })
    expect(h.since(from).some((c) => c._tag === "RejectWire")).toBe(false)
  })

  it("when PEER sends a type-4 friend request (value 0 with an add type), then it is the conversation's friend message, as before", () => {
    const h = member({ extra: SEEN, coins: 500 })
    frame(h, "r1", inVideo("r1", PEER, ME, h.now(), { addType: 1, textContent: { source: "" } }))
    expect(lastOfPeer(h)).toMatchObject({ kind: "friend", type: 4 })
    expect(selectCallChat(h.state())).toEqual([])
  })

  it("when the member dispatches SendCallChat, then nothing is decided", () => {
    const h = member({ extra: SEEN, coins: 500 })
    given(...h.events).when(I.SendCallChat({ clientId: "c-1", text: "hi" })).then()
  })
})

describe("Given a gift inside a type-4 message during a live call", () => {
  it("when it arrives, then it is the conversation's gift, not a call-chat line", () => {
    const h = live()
    frame(h, "g1", inVideo("g1", PEER, ME, h.now(), { inner: { message_type: 5, giftId: 160 } }))
    expect(selectCallChat(h.state())).toEqual([])
    expect(lastOfPeer(h)).toMatchObject({ kind: "gift" })
  })
})

describe("Given the shared peer decoder (the relay's and Agora RTM's adapters, m§7 bizType 1)", () => {
  it("when an in-video text frame arrives on either, then it is the same ImFrameReceived with type 4 kept, and it reaches the live call's chat", () => {
    const h = live()
    const bizData = inVideo("m1", PEER, ME, h.now(), { textContent: { source: "hola" } })
    const relay = peerToEvent({ id: "e1", from: PEER, at: h.now(), bizType: 1, bizData }, "relay")
    const agora = agoraMessageToEvent({ publisher: PEER, message: JSON.stringify({ bizType: 1, bizData, id: "e1" }), timestamp: h.now() }, h.now())
    expect(relay).toEqual({ _tag: "ImFrameReceived", frameId: "e1", from: PEER, message: bizData })
    expect(agora).toEqual(relay)
    if (relay._tag === "ImFrameReceived") emit(h, relay)
    expect(texts(h)).toEqual(["hola"])
  })
})
