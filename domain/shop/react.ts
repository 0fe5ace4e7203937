// Coin shop effects: fetch the packages when the shop opens; refresh the coin balance after a payment.
import { call } from "../app/call"
import type { Cmd } from "../app/commands"
import type { AppEvent } from "../app/event"
import type { AppState } from "../app/state"

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
