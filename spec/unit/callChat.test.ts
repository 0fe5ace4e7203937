// The in-call chat (m§4 "on opening video the timer and chat reset"): it starts empty when the video
// opens and shows what is written after, whatever the clocks say; the chat button's badge adds the
// peer's messages in it to the tips. The member's own replies, older history and other members'
// messages do not count.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { callChatMessages, selectCallChatFrom, selectCallPeerMessages } from "../../domain/calls/selectors"
import { parseIm } from "../../domain/messaging/parse"
import { wire } from "../support/imDriver"
import { action, emit, goLive, member, ME, PEER, ringAsCaller } from "../support/callFlows"

const SEEN = { callPermissionSeen: "1" }

/** The caller in a live call with PEER. */
const live = () => {
  const h = member({ extra: SEEN, coins: 500 })
  ringAsCaller(h, { price: 60, coins: 500 })
  action(h, 3, "caller")
  goLive(h)
  return h
}
const receive = (h: ReturnType<typeof live>, id: string, from: string, at = h.now()) =>
  emit(h, { _tag: "ImFrameReceived", frameId: id, from, message: wire(id, from, from === ME ? PEER : ME, at) })
/** The texts of the call's chat now. */
const chatTexts = (h: ReturnType<typeof live>) => callChatMessages(h.state().messaging.messages[PEER], selectCallChatFrom(h.state())).map((m) => m.text)

describe("Given a live call", () => {
  it("when the peer writes twice, then the in-call chat counts 2 messages", () => {
    const h = live()
    expect(selectCallPeerMessages(h.state())).toBe(0)
    receive(h, "m1", PEER)
    h.advance(1_000)
    receive(h, "m2", PEER)
    expect(selectCallPeerMessages(h.state())).toBe(2)
  })

  it("when the same frame comes twice, then it counts once", () => {
    const h = live()
    receive(h, "m1", PEER)
    receive(h, "m1", PEER)
    expect(selectCallPeerMessages(h.state())).toBe(1)
  })

  it("when a message older than the call, from someone else or the member's own arrives, then it does not count", () => {
    const h = live()
    receive(h, "old", PEER, h.state().calls.joinedAt! - 60_000)
    receive(h, "other", "20000777")
    receive(h, "mine", ME)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })
})

describe("Given a conversation with earlier messages", () => {
  /** PEER wrote twice before the call; the caller then calls PEER and the video opens. */
  const withHistory = (serverAheadMs = 0) => {
    const h = member({ extra: SEEN, coins: 500 })
    receive(h, "before1", PEER, h.now() - 60_000 + serverAheadMs)
    receive(h, "before2", PEER, h.now() + serverAheadMs)
    h.advance(1_000)
    ringAsCaller(h, { price: 60, coins: 500 })
    action(h, 3, "caller")
    return h
  }

  it("when the video opens, then the call's chat is empty (the chat resets) and counts nothing", () => {
    const h = withHistory()
    expect(h.state().calls.phase).toBe("joining")
    expect(chatTexts(h)).toEqual([])
    goLive(h)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })

  it("when the peer and the member write in the call, then the chat shows just those, in order", () => {
    const h = withHistory()
    goLive(h)
    receive(h, "in1", PEER)
    h.advance(500)
    h.dispatch(I.OpenConversation({ peerId: PEER }))
    h.dispatch(I.SendText({ clientId: "c-1", text: "hello there" }))
    expect(chatTexts(h)).toEqual(["text in1", "hello there"])
    expect(selectCallPeerMessages(h.state())).toBe(1)
  })

  it("when the server's clock is 30 s ahead of the member's, then a message from before the call still stays out and one in it still counts", () => {
    const h = withHistory(30_000)
    goLive(h)
    expect(selectCallPeerMessages(h.state())).toBe(0)
    receive(h, "in1", PEER, h.now() + 30_000)
    expect(chatTexts(h)).toEqual(["text in1"])
    expect(selectCallPeerMessages(h.state())).toBe(1)
  })

  it("when older history is merged during the call, then it stays out of the call's chat", () => {
    const h = withHistory()
    goLive(h)
    receive(h, "in1", PEER)
    const older = parseIm(wire("ancient", PEER, ME, h.now() - 3_600_000), ME)!
    emit(h, { _tag: "ChatHistoryLoaded", userId: ME, peerId: PEER, messages: [older] })
    expect(h.state().messaging.messages[PEER]!.length).toBe(4)
    expect(chatTexts(h)).toEqual(["text in1"])
  })

  it("when the call ends, then the chat's start is gone (absent, so states without a call hash as before)", () => {
    const h = withHistory()
    goLive(h)
    expect(selectCallChatFrom(h.state())).toEqual({ afterId: "before2", at: expect.any(Number) })
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().calls.phase).not.toBe("live")
    expect("chatFrom" in h.state().calls).toBe(false)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })
})

describe("Given no call", () => {
  it("when the peer writes, then nothing counts", () => {
    const h = member({ extra: SEEN, coins: 500 })
    receive(h, "m1", PEER)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })
})
