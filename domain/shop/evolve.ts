// Coin shop reducer: package answers (only for the pending request), the payment frame, payments.
import type { Draft } from "immer"
import { answerOf } from "../core/answers"
import type { AppEvent, AppState } from "../app/types"

/** The events evolveShop acts on (Feature.evolveOn: it is called for no other). */
export const shopEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["CoinShopOpened", "GatewayAnswered", "GatewayFailed", "PaymentFrameOpened", "PaymentFrameClosed", "PaymentSucceeded", "LogoutRequested"]

/** Applies shop events; other events leave the slice unchanged. */
export const evolveShop = (d: Draft<AppState>, e: AppEvent): void => {
  const s = d.shop
  switch (e._tag) {
    case "CoinShopOpened":
      s.requestId = e.seq
      s.loading = true
      s.failed = false
      s.lastPayment = null
      return
    case "GatewayAnswered": {
      const list = answerOf(e, "coinPackages")
      if (list && e.requestId === s.requestId) {
        s.packages = [...list]
        s.loading = false
        s.requestId = null
      }
      return
    }
    case "GatewayFailed":
      if (e.name === "coinPackages" && e.requestId === s.requestId) {
        s.loading = false
        s.failed = true
        s.requestId = null
      }
      return
    case "PaymentFrameOpened":
      s.paying = { packageId: e.packageId }
      s.lastPayment = null
      return
    case "PaymentFrameClosed":
      s.paying = null
      return
    case "PaymentSucceeded":
      if (s.orders.includes(e.orderId)) return
      s.paying = null
      s.lastPayment = { orderId: e.orderId, gold: e.gold, at: e.at }
      s.orders = [...s.orders, e.orderId].slice(-20)
      return
    case "LogoutRequested":
      s.paying = null
      s.lastPayment = null
      return
  }
}
