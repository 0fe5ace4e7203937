// The in-call chat's count of the peer's messages (m§4): what the chat button's badge adds to the tips.
// Only messages from the call's peer sent since the call joined count; the member's own replies, older
// history and other members' messages do not.
import { describe, expect, it } from "vitest"
import { selectCallPeerMessages } from "../../domain/calls/selectors"
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

describe("Given no call", () => {
  it("when the peer writes, then nothing counts", () => {
    const h = member({ extra: SEEN, coins: 500 })
    receive(h, "m1", PEER)
    expect(selectCallPeerMessages(h.state())).toBe(0)
  })
})
