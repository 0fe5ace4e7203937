// Coin shop reducer: package answers (only for the pending request), the payment frame (the call's recharge
// sheet following the call), payments.
import type { Draft } from "immer"
import { answerOf } from "../core/answers"
import type { AppEvent, AppState } from "../app/types"
import { isVideoPhase } from "../calls/state"

/**
 * Applies shop events, and keeps the call's recharge sheet (the payment frame without a package, m§4) with
 * the call's video: it opens for a gift or an in-call friend request refused for want of coins (messaging
 * or calls, evolved just before, told the reason for this event) and closes when the video does, whatever
 * event ended it (the calls slice is evolved before too); a package's payment frame closes when the coin
 * page is left. So it has no `evolveOn` list: it sees every event.
 */
export const evolveShop = (d: Draft<AppState>, e: AppEvent): void => {
  const s = d.shop
  shopEvent(s, e)
  if (e._tag === "GatewayFailed") {
    const notice = d.messaging.notice
    const toast = d.calls.toast
    const noGold = (notice !== null && notice.id === e.seq && notice.reason === "giftNoGold") || (toast !== null && toast.id === e.seq && toast.key === "friendAddNoGold")
    if (noGold) s.paying ??= { packageId: null }
  }
  if (s.paying === null) return
  // A package's payment goes with the coin page (shell evolved before): left by Back or a link, it must
  // not come up again by itself on the next visit, nor as a call's recharge sheet.
  if (s.paying.packageId === null ? !isVideoPhase(d.calls.phase) : d.shell.route.name !== "CoinPage") s.paying = null
}

/** Applies the shop's own events and answers; other events leave the slice unchanged. */
const shopEvent = (s: Draft<AppState>["shop"], e: AppEvent): void => {
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
