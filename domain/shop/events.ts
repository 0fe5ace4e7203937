// Coin shop events (a§2 CoinPage at /shop and /coin, a§4 payment frame): the shop opened (packages are
// fetched), the payment frame opened or closed, and a payment confirmed by the payment frame's message.
import * as Schema from "effect/Schema"
import { SafeNumber, SafeString } from "../core/sensitive"
import { event } from "../core/schema"

/** The coin page opened for a signed-in member: its packages are requested (answered to this event's seq). */
export const CoinShopOpened = event("CoinShopOpened", {})
/** The payment frame opened, for one package or (recharge inside a call, packageId null) the frame's own choice. */
export const PaymentFrameOpened = event("PaymentFrameOpened", { packageId: Schema.NullOr(SafeNumber) })
/** The member closed the payment frame without paying. */
export const PaymentFrameClosed = event("PaymentFrameClosed", {})
/**
 * a§4/m§4: the payment frame reported success (decoded from its message, origin checked by the
 * adapter). Refreshes the coin balance and ends the recharge state. gold: coins bought.
 */
export const PaymentSucceeded = event("PaymentSucceeded", { orderId: SafeString, gold: SafeNumber })

export const ShopEvents = [CoinShopOpened, PaymentFrameOpened, PaymentFrameClosed, PaymentSucceeded] as const
