// Billing as the client sees it (m§4: per minute from the callee's price, under 1 minute rounds up,
// 101 balance updates, recharge countdown 58 s then 30 s, payment success ends it) and the receipt
// built from the call's events (start, end, minutes billed, coins spent), confirmed by the bill.
import { describe, expect, it } from "vitest"
import { invitationPlace } from "../../domain/push/evolve"
import { given } from "../support/gwt"
import { I } from "../../domain/app/intents"
import { callTimer } from "../../domain/calls/state"
import { HANGUP_NO_COINS } from "../../domain/calls/actions"
import { selectCallCoins, selectMinutesLeft } from "../../domain/calls/selectors"
import { acceptAsCallee, action, emit, goLive, invite, member, ringAsCaller, ROOM } from "../support/callFlows"

const SEEN = { callPermissionSeen: "1" }
const PRICE = 60

/** The caller (500 coins) in a live call answered now; the gateway charged the first minute. */
const liveCaller = () => {
  const h = member({ extra: SEEN, coins: 500 })
  ringAsCaller(h, { price: PRICE, coins: 500 })
  action(h, 3, "caller")
  action(h, 101, "caller", { goldNum: 440, enough: true })
  goLive(h)
  return h
}
const hangUp = (h: ReturnType<typeof member>) => {
  h.dispatch(I.HangUp())
  h.dispatch(I.ConfirmHangUp())
}

describe("Given a caller in a paid call", () => {
  it("when the call lasts 30 s, then the receipt bills 1 minute (under 1 minute rounds up) with start and end", () => {
    const h = liveCaller()
    const start = h.state().calls.answeredAt!
    h.advance(30_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ roomNum: ROOM, role: "caller", startAt: start, endAt: start + 30_000, minutes: 1, coinsSpent: PRICE, pricePerMinute: PRICE, confirmed: false })
  })

  it("when the receipt is on show, then the web push invitation waits until it is closed", () => {
    const h = liveCaller()
    hangUp(h)
    expect(h.state().calls.receipt).not.toBeNull()
    expect(invitationPlace(h.state())).toBe(false)
    h.dispatch(I.CloseCallReceipt())
    expect(invitationPlace(h.state())).toBe(true)
  })

  it("when it lasts 61 s, then 2 minutes are billed", () => {
    const h = liveCaller()
    h.advance(61_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ minutes: 2, coinsSpent: 2 * PRICE })
  })

  it("when the 101 updates report more minutes than the clock (a shorter gateway minute), then the receipt follows the charges", () => {
    const h = liveCaller()
    action(h, 101, "caller", { goldNum: 380, enough: true })
    action(h, 101, "caller", { goldNum: 320, enough: true })
    h.advance(10_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ minutes: 3, coinsSpent: 3 * PRICE })
  })

  it("when the balance also drops for another reason between two charges, then each 101 still counts one minute", () => {
    const h = liveCaller()
    h.answer("getCurrentGoldNum", { coinBalance: 40 })
    action(h, 101, "caller", { goldNum: 10, enough: false })
    h.advance(10_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ minutes: 2, coinsSpent: 2 * PRICE })
  })

  it("when the hang-up's bill answers, then the receipt shows the gateway's figures and the balance follows", () => {
    const h = liveCaller()
    h.advance(5_000)
    hangUp(h)
    h.answer("callHangup", { roomNum: ROOM, videoSeconds: 5, minutes: 1, coinsSpent: PRICE, coinBalance: 440, hangupReason: 1 })
    expect(h.state().calls.receipt).toMatchObject({ minutes: 1, coinsSpent: PRICE, confirmed: true })
    expect(h.state().session.coinBalance).toBe(440)
  })

  it("when the other side hangs up, then the balance is fetched again (no bill comes) and the receipt is built from the events", () => {
    const h = liveCaller()
    h.advance(20_000)
    action(h, 7, "caller", { hangupUserId: "20000001", hangupReason: 1 })
    expect(h.lastCall("getCurrentGoldNum")).toBeDefined()
    h.answer("getCurrentGoldNum", { coinBalance: 440 })
    expect(selectCallCoins(h.state())).toBe(440)
    expect(h.state().calls.receipt).toMatchObject({ minutes: 1, coinsSpent: PRICE })
  })

  it("when the gateway ends the call at the minute's mark for want of coins (7, videoTime 60 s), then the receipt bills the 1 minute paid, though this clock saw the end a little later", () => {
    const h = liveCaller()
    h.advance(60_040)
    action(h, 7, "caller", { hangupUserId: "20000001", hangupReason: HANGUP_NO_COINS, videoTime: 60 })
    expect(h.state().calls.receipt).toMatchObject({ reason: "noCoins", minutes: 1, coinsSpent: PRICE })
  })

  it("when the other side hangs up after a second minute was charged, then the receipt keeps both minutes (the charges count over the gateway's length)", () => {
    const h = liveCaller()
    h.advance(60_000)
    action(h, 101, "caller", { goldNum: 380, enough: true })
    h.advance(1_000)
    action(h, 7, "caller", { hangupUserId: "20000001", hangupReason: 1, videoTime: 61 })
    expect(h.state().calls.receipt).toMatchObject({ minutes: 2, coinsSpent: 2 * PRICE })
  })

  it("when the balance drops, then 'about N minutes left' follows it; the display never shows a negative balance", () => {
    const h = liveCaller()
    expect(selectMinutesLeft(h.state())).toBe(7)
    action(h, 101, "caller", { goldNum: 100, enough: true })
    expect(selectMinutesLeft(h.state())).toBe(1)
    action(h, 101, "caller", { goldNum: -20, enough: false })
    expect(selectCallCoins(h.state())).toBe(0)
    expect(selectMinutesLeft(h.state())).toBe(0)
  })

  it("when 101 says not enough, then the recharge countdown runs 58 s, then 30 s, then clears", () => {
    const h = liveCaller()
    action(h, 101, "caller", { goldNum: 30, enough: false })
    expect(h.state().calls.recharge).toMatchObject({ stage: 1 })
    expect(h.timers()).toContainEqual({ key: callTimer("recharge", ROOM), due: h.now() + 58_000 })
    h.advance(58_000)
    expect(h.state().calls.recharge).toEqual({ stage: 2, endsAt: h.now() + 30_000 })
    h.advance(30_000)
    expect(h.state().calls.recharge).toBeNull()
  })

  it("when a payment succeeds during the countdown, then the recharge state ends and the balance is refreshed", () => {
    const h = liveCaller()
    action(h, 101, "caller", { goldNum: 30, enough: false })
    const from = h.mark()
    emit(h, { _tag: "PaymentSucceeded", orderId: "o-1", gold: 300 })
    expect(h.state().calls.recharge).toBeNull()
    expect(h.since(from)).toContainEqual({ _tag: "CancelTimer", key: callTimer("recharge", ROOM) })
    h.answer("getCurrentGoldNum", { coinBalance: 330 })
    expect(selectCallCoins(h.state())).toBe(330)
  })
})

describe("Given a billed call's events (given/when/then)", () => {
  it("when the caller confirms the hang-up after three charged minutes, then the ending bills 3 minutes: hang-up, leave, end notice, statistics", () => {
    const h = liveCaller()
    action(h, 101, "caller", { goldNum: 380, enough: true })
    action(h, 101, "caller", { goldNum: 320, enough: true })
    h.advance(5_000)
    given(...h.events)
      .when(I.ConfirmHangUp(), h.now())
      .then({ _tag: "CallEndedLocally", at: h.now(), roomNum: ROOM, reason: "hungUp" })
      .thenState((s) => expect(s.calls.receipt).toMatchObject({ minutes: 3, coinsSpent: 3 * PRICE, confirmed: false }))
      // The calls feature's commands, then presence's (the feature list's order): back to online (2).
      .thenCommandsMatch(
        ...(["ring", "firstFrame", "remoteLeft", "tips", "recharge"] as const).map((k) => ({ _tag: "CancelTimer" as const, key: callTimer(k, ROOM) })),
        // Nothing more to send if the page closes now.
        { _tag: "SendOnLeave", key: "call", request: null },
        { _tag: "LeaveRtc", roomNum: ROOM },
        { _tag: "CallGateway", name: "callHangup", params: { roomNum: ROOM, hangupReason: 1 } },
        { _tag: "Forget", keys: ["roomNum", "callRole"] },
        { _tag: "CallGateway", name: "callNotifyEnd", params: { roomNum: ROOM } },
        { _tag: "CallGateway", name: "callStats", params: { matchId: ROOM, matchUserId: 20000001, roomId: ROOM, gold: 3 * PRICE, feeType: 1, isPay: 1, videoTime: 5, requestType: 1 } },
        { _tag: "CallGateway", name: "uploadStatus", params: { status: 2 } },
      )
  })
})

describe("Given the callee or a free call", () => {
  it("when the callee hangs up, then the receipt shows the minutes and no coins spent; no minutes-left banner", () => {
    const h = member()
    invite(h)
    acceptAsCallee(h)
    goLive(h)
    expect(selectMinutesLeft(h.state())).toBeNull()
    h.advance(90_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ role: "callee", minutes: 2, coinsSpent: 0 })
    expect(h.lastCall("callStats")?.params).toMatchObject({ gold: 0, isPay: 0, requestType: 2 })
  })

  it("when a call is never answered, then there is no receipt and no statistics", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h)
    h.dispatch(I.CancelCall())
    expect(h.state().calls.receipt).toBeNull()
    expect(h.lastCall("callStats")).toBeUndefined()
    expect(h.lastCall("callNotifyEnd")).toBeUndefined()
  })

  it("when a free call ends, then nothing is spent", () => {
    const h = member({ extra: SEEN })
    ringAsCaller(h, { price: 0 })
    action(h, 3, "caller")
    goLive(h)
    h.advance(70_000)
    hangUp(h)
    expect(h.state().calls.receipt).toMatchObject({ minutes: 2, coinsSpent: 0 })
  })
})
