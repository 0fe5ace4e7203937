// Coin shop (a§2 CoinPage, a§4 payment frame): packages fetched on open for members only, stale or
// failed answers, the payment frame, a confirmed payment refreshing the balance once per order, and
// the payment message check (exact origin, our frame, expected shape).
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { selectLastPayment, selectPaying, selectShopFailed, selectShopPackages } from "../../domain/shop/selectors"
import { decodePaymentMessage, paymentFrameUrl, paymentOrigin } from "../../infrastructure/browser/payment"
import { T0 } from "../support/fixtures"
import { harness } from "../support/harness"
import { signedInByEmail } from "../support/flows"

const PACKS = [{ id: 1, gold: 300, bonus: 0, price: 299, currency: "USD" }]

describe("Given the coin shop", () => {
  it("when a visitor opens it, then nothing is fetched", () => {
    const h = harness({ now: T0 })
    h.dispatch(I.OpenCoinShop())
    expect(h.lastCall("coinPackages")).toBeUndefined()
  })

  it("when a member opens it, then the packages are fetched and shown; a stale answer is ignored", () => {
    const h = signedInByEmail()
    h.dispatch(I.OpenCoinShop())
    const first = h.lastCall("coinPackages")!
    h.answerTo(first, PACKS)
    expect(selectShopPackages(h.state())).toEqual(PACKS)
    h.dispatch(I.OpenCoinShop())
    h.answerTo(first, [])
    expect(selectShopPackages(h.state())).toEqual(PACKS)
    h.answer("coinPackages", [...PACKS, { ...PACKS[0]!, id: 2 }])
    expect(selectShopPackages(h.state())).toHaveLength(2)
  })

  it("when a member opens it, then the balance is asked again too (another tab may have bought coins)", () => {
    const h = signedInByEmail()
    const asked = h.pendingCalls().filter((c) => c.name === "getCurrentGoldNum").length
    h.dispatch(I.OpenCoinShop())
    expect(h.pendingCalls().filter((c) => c.name === "getCurrentGoldNum")).toHaveLength(asked + 1)
  })

  it("when the package request fails, then the page shows the failure and retry fetches again", () => {
    const h = signedInByEmail()
    h.dispatch(I.OpenCoinShop())
    h.fail("coinPackages", { code: 0, reason: "network" })
    expect(selectShopFailed(h.state())).toBe(true)
    h.dispatch(I.OpenCoinShop())
    expect(h.pendingCalls().map((c) => c.name)).toContain("coinPackages")
  })

  it("when a payment is confirmed, then the frame closes, the balance is refreshed once per order id", () => {
    const h = signedInByEmail()
    h.dispatch(I.VisitPath({ path: "/coin" }))
    h.dispatch(I.OpenPaymentFrame({ packageId: 1 }))
    expect(selectPaying(h.state())).toEqual({ packageId: 1 })
    h.dispatch(I.ConfirmPayment({ orderId: "o-1", gold: 300 }))
    expect(selectPaying(h.state())).toBeNull()
    expect(selectLastPayment(h.state())).toMatchObject({ orderId: "o-1", gold: 300 })
    h.answer("getCurrentGoldNum", { coinBalance: 420 })
    expect(h.state().session.coinBalance).toBe(420)
    const before = h.calls().filter((c) => c.name === "getCurrentGoldNum").length
    h.dispatch(I.ConfirmPayment({ orderId: "o-1", gold: 300 }))
    expect(h.calls().filter((c) => c.name === "getCurrentGoldNum")).toHaveLength(before)
  })

  it("when the frame is closed without paying, then it closes and nothing is refreshed", () => {
    const h = signedInByEmail()
    h.dispatch(I.VisitPath({ path: "/coin" }))
    h.dispatch(I.OpenPaymentFrame({ packageId: 1 }))
    expect(selectPaying(h.state())).toEqual({ packageId: 1 })
    const mark = h.mark()
    h.dispatch(I.ClosePaymentFrame())
    expect(selectPaying(h.state())).toBeNull()
    expect(h.since(mark)).toEqual([])
  })
})

describe("Given a package's payment frame open on the coin page", () => {
  it("when the member leaves the page (Back, a link), then the frame closes and does not come back on the next visit", () => {
    const h = signedInByEmail()
    h.dispatch(I.VisitPath({ path: "/tr/coin" }))
    h.dispatch(I.OpenPaymentFrame({ packageId: 1 }))
    expect(selectPaying(h.state())).toEqual({ packageId: 1 })
    h.dispatch(I.VisitPath({ path: "/tr" }))
    expect(selectPaying(h.state())).toBeNull()
    h.dispatch(I.VisitPath({ path: "/tr/shop" }))
    expect(selectPaying(h.state())).toBeNull()
  })

  it("when a package is asked for away from the coin page, or the recharge sheet outside a call's video, then nothing opens", () => {
    const h = signedInByEmail()
    h.dispatch(I.OpenPaymentFrame({ packageId: 1 }))
    h.dispatch(I.VisitPath({ path: "/coin" }))
    h.dispatch(I.OpenPaymentFrame({ packageId: null }))
    expect(selectPaying(h.state())).toBeNull()
    expect(h.events.filter((e) => e._tag === "PaymentFrameOpened")).toEqual([])
  })
})

describe("Payment frame messages", () => {
  const origin = paymentOrigin("/dev/pay", "http://127.0.0.1:8205/shop")
  const frame = {}
  const good = { type: "vidchat:payment", status: "success", orderId: "o-9", gold: 700 }

  it("accepts the success shape from the exact payment origin and our frame only", () => {
    expect(origin).toBe("http://127.0.0.1:8205")
    expect(decodePaymentMessage({ origin, data: good, source: frame }, origin, frame)).toEqual(good)
    expect(decodePaymentMessage({ origin: "http://127.0.0.1:8206", data: good, source: frame }, origin, frame)).toBeNull()
    expect(decodePaymentMessage({ origin: "http://evil.example", data: good, source: frame }, origin, frame)).toBeNull()
    expect(decodePaymentMessage({ origin: "null", data: good, source: frame }, "null", frame)).toBeNull()
    expect(decodePaymentMessage({ origin, data: good, source: {} }, origin, frame)).toBeNull()
  })

  it("rejects other shapes without throwing", () => {
    for (const data of [null, "paid", 1, {}, { ...good, status: "failed" }, { ...good, gold: -1 }, { ...good, gold: 1.5 }, { ...good, orderId: "" }, { ...good, type: "payment" }, JSON.stringify(good)])
      expect(decodePaymentMessage({ origin, data, source: frame }, origin, frame)).toBeNull()
  })

  it("builds the frame address from the configured payment address", () => {
    expect(paymentFrameUrl("/dev/pay", "http://127.0.0.1:8205/coin", { userId: "501", packageId: 2, lang: "tr" })).toBe("http://127.0.0.1:8205/dev/pay?userId=501&packageId=2&lang=tr")
    expect(paymentFrameUrl("https://pay.example.com/p?x=1", "http://127.0.0.1:8205/", { userId: "5", packageId: null, lang: "en" })).toBe("https://pay.example.com/p?x=1&userId=5&lang=en")
  })
})
