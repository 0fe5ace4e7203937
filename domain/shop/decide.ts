// Coin shop decisions: open the shop (signed in only), open the payment frame (a package's on the coin
// page, the recharge sheet in a call's video) and close it, and accept a payment confirmation once per
// order id.
import type { AppState, Intent, NewEvent } from "../app/types"
import { isVideoPhase } from "../calls/state"
import { isSignedIn } from "../session/state"

/** Events for shop intents; [] for intents of other features. */
export const decideShop = (s: AppState, i: Intent, at: number): NewEvent[] => {
  switch (i._tag) {
    case "OpenCoinShop":
      return isSignedIn(s.session) && !s.shop.loading ? [{ _tag: "CoinShopOpened", at }] : []
    case "OpenPaymentFrame": {
      // A package is paid for on the coin page; the recharge sheet (no package) is the call video's.
      const where = i.packageId === null ? isVideoPhase(s.calls.phase) : s.shell.route.name === "CoinPage"
      return isSignedIn(s.session) && where ? [{ _tag: "PaymentFrameOpened", at, packageId: i.packageId }] : []
    }
    case "ClosePaymentFrame":
      return s.shop.paying ? [{ _tag: "PaymentFrameClosed", at }] : []
    case "ConfirmPayment":
      return isSignedIn(s.session) && i.orderId !== "" && !s.shop.orders.includes(i.orderId)
        ? [{ _tag: "PaymentSucceeded", at, orderId: i.orderId, gold: i.gold }]
        : []
  }
  return []
}
