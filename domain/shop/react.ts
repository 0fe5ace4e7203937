// Coin shop effects: fetch the packages (and a member's balance) when the shop opens; refresh the coin balance after a payment.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"

/** Commands for shop events. */
export const reactShop = (s: AppState, e: AppEvent): Cmd[] => {
  switch (e._tag) {
    case "CoinShopOpened":
      // Members only (decide): the balance too, as another tab (or device) may have bought coins since.
      return [call(s, e.seq, "coinPackages", {}), call(s, e.seq, "getCurrentGoldNum", {})]
    case "PaymentSucceeded":
      return [call(s, e.seq, "getCurrentGoldNum", {})]
  }
  return []
}
