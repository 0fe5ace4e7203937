// A gift refused for want of coins (m§8 10014) in a video call: the not-enough-gold dialog (its button
// leaves for the coin page, and it was drawn under the call video) gives way to the call's own recharge
// sheet, with the reason told and the balance refreshed, and closes with the call; outside a call the dialog
// opens as before.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { GIFT_NO_GOLD_CODE } from "../../domain/constants"
import { action, goLive, member, PEER, ringAsCaller, ROOM } from "../support/callFlows"
import type { Harness } from "../support/harness"

/** The member sends a gift to PEER and the gateway refuses it: not enough coins. */
const giftRefused = (h: Harness): void => {
  h.dispatch(I.OpenConversation({ peerId: PEER }))
  h.dispatch(I.SendGift({ giftId: 160 }))
  h.failTo(h.lastCall("giftSend")!, { code: GIFT_NO_GOLD_CODE })
}

describe("Given a live video call", () => {
  it("when a gift is sent to the member in the call, then gift/send names the call's room (m§7 roomId); outside the call it names none", () => {
    const h = member({ extra: { callPermissionSeen: "1" }, coins: 500 })
    ringAsCaller(h, { price: 60, coins: 500 })
    action(h, 3, "caller")
    goLive(h)
    h.dispatch(I.OpenConversation({ peerId: PEER }))
    h.dispatch(I.SendGift({ giftId: 160 }))
    expect(h.lastCall("giftSend")!.params).toMatchObject({ giftId: 160, receiveUserId: Number(PEER), roomId: ROOM })
    h.answerTo(h.lastCall("giftSend")!, { coinBalance: 400 })
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().calls.phase).not.toBe("live")
    const gifts = () => h.calls().filter((c) => c.name === "giftSend")
    h.dispatch(I.OpenConversation({ peerId: PEER }))
    h.dispatch(I.SendGift({ giftId: 160 }))
    expect(gifts()).toHaveLength(2)
    expect(gifts()[1]!.params).toMatchObject({ roomId: "" })
  })


  it("when a gift is refused for want of coins, then the recharge sheet opens with the reason, no dialog, and the balance is asked again", () => {
    const h = member({ extra: { callPermissionSeen: "1" }, coins: 500 })
    ringAsCaller(h, { price: 60, coins: 500 })
    action(h, 3, "caller")
    goLive(h)
    const before = h.mark()
    giftRefused(h)
    expect(h.state().messaging.goldDialog).toBe(false)
    expect(h.state().shop.paying).toEqual({ packageId: null })
    expect(h.state().messaging.notice).toMatchObject({ reason: "giftNoGold" })
    expect(h.since(before).filter((c) => c._tag === "CallGateway" && c.name === "getCurrentGoldNum")).toHaveLength(1)

    // The sheet goes with the call's video: hanging up closes it (left open, the payment would come up
    // by itself the next time the coin page opens).
    h.dispatch(I.HangUp())
    h.dispatch(I.ConfirmHangUp())
    expect(h.state().calls.phase).not.toBe("live")
    expect(h.state().shop.paying).toBeNull()

    // After the call, the same refusal opens the dialog with its way to the coin page.
    giftRefused(h)
    expect(h.state().messaging.goldDialog).toBe(true)
    expect(h.state().shop.paying).toBeNull()
  })
})
