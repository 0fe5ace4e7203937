// Coin shop effects: fetch the packages when the shop opens; refresh the coin balance after a payment.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"

/** Commands for shop events. */
export const reactShop = (s: AppState, e: AppEvent): Cmd[] => {
  switch (e._tag) {
    case "CoinShopOpened":
      return [call(s, e.seq, "coinPackages", {})]
    case "PaymentSucceeded":
      return [call(s, e.seq, "getCurrentGoldNum", {})]
  }
  return []
}
