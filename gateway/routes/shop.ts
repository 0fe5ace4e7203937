// Coin shop endpoint of the reference gateway (a§2 CoinPage): the coin packages. Payment itself happens
// in the payment page (config.paymentUrl); in local mode that is the stand-in of gateway/devPay.ts.
import { type Handlers, ok } from "../answers"

/** The packages on sale: gold and bonus in coins, price in cents of USD. */
export const COIN_PACKAGES = [
  { id: 1, gold: 300, bonus: 0, price: 299, currency: "USD" },
  { id: 2, gold: 700, bonus: 50, price: 599, currency: "USD" },
  { id: 3, gold: 1500, bonus: 150, price: 1199, currency: "USD" },
  { id: 4, gold: 4000, bonus: 600, price: 2999, currency: "USD" },
] as const

/** Handlers of the shop endpoints. */
export const shopHandlers: Handlers = {
  coinPackages: () => ok(COIN_PACKAGES.map((p) => ({ ...p }))),
}
