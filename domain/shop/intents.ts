// Coin shop intents (a§2 /shop, /coin): open the shop, open or close the payment frame, confirm a payment.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Coin shop (a§2 /shop, /coin): open it (loads packages), open/close the payment frame, confirm a payment
 *  reported by the payment frame (origin and shape checked by the view's adapter; gold in coins). */
export const OpenCoinShop = message("OpenCoinShop", {})
export const OpenPaymentFrame = message("OpenPaymentFrame", { packageId: Schema.NullOr(Schema.Number) })
export const ClosePaymentFrame = message("ClosePaymentFrame", {})
export const ConfirmPayment = message("ConfirmPayment", { orderId: Schema.String, gold: Schema.Number })

/** The shop intents. */
export const ShopIntents = [OpenCoinShop, OpenPaymentFrame, ClosePaymentFrame, ConfirmPayment] as const
