// The member's coin balance in a tab that did not spend them (QA: a paid call placed in another tab left
// this one showing the balance from before the call's last minute until a reload). The balance is asked
// again (m§7 user/getCurrentGoldNum) when the member's own call record arrives here (m§4 type 10: a call
// the member placed has ended and was billed, wherever it ran) and when the page shows again after being
// hidden (coins spent or bought on another tab or device meanwhile). Never during a call of this tab:
// its balance comes from the call's own updates (101, the bill).
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { action, emit, goLive, member, ME, PEER, ringAsCaller } from "../support/callFlows"
import { T0 } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness } from "../support/harness"
import { wire } from "../support/imDriver"

const goldAsks = (cmds: ReadonlyArray<Cmd>) => cmds.filter((c) => c._tag === "CallGateway" && c.name === "getCurrentGoldNum")
const record = (from: string, to: string, at: number) =>
  wire(`call-${at}`, from, to, at, { message_type: 10, message_type_value: 0, textContent: { source: "" } })

describe("Given a signed-in member whose balance is known, in a tab with no call", () => {
  it("when the record of a call the member placed arrives, then the balance is asked again, and its answer is shown", () => {
    const h = member({ coins: 5000 })
    const from = h.mark()
    emit(h, { _tag: "ImFrameReceived", frameId: "f1", from: ME, message: record(ME, PEER, h.now()) })
    expect(goldAsks(h.since(from))).toHaveLength(1)
    h.answer("getCurrentGoldNum", { coinBalance: 4600 })
    expect(h.state().session.coinBalance).toBe(4600)
  })

  it("when the record of a call the member received arrives, then nothing is asked (a callee pays nothing)", () => {
    const h = member({ coins: 5000 })
    const from = h.mark()
    emit(h, { _tag: "ImFrameReceived", frameId: "f1", from: PEER, message: record(PEER, ME, h.now()) })
    expect(goldAsks(h.since(from))).toEqual([])
  })

  it("when the page shows again after being hidden, then the balance is asked again; hiding it asks nothing", () => {
    const h = member({ coins: 5000 })
    const from = h.mark()
    emit(h, { _tag: "PageVisibilityChanged", visible: false })
    expect(goldAsks(h.since(from))).toEqual([])
    emit(h, { _tag: "PageVisibilityChanged", visible: true })
    expect(goldAsks(h.since(from))).toHaveLength(1)
  })

  it("when the page shows during a call of this tab, then nothing is asked (the call's updates keep the balance)", () => {
    const h = member({ coins: 500 })
    ringAsCaller(h, { price: 60, coins: 500 })
    action(h, 3, "caller")
    goLive(h)
    const from = h.mark()
    emit(h, { _tag: "PageVisibilityChanged", visible: true })
    expect(goldAsks(h.since(from))).toEqual([])
  })
})

describe("Given a member at startup (balance not known yet)", () => {
  it("when the page's first visibility report comes before the balance, then only AppStarted's own request asks for it", () => {
    const h = harness({ now: T0, stored: STORED_SESSION })
    emit(h, { _tag: "PageVisibilityChanged", visible: true })
    expect(goldAsks(h.commands)).toHaveLength(1)
  })
})
