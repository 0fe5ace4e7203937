// The payment frame's messages (a§4, m§4: "a payment-success message from the payment frame refreshes
// the coin balance and ends the recharge state"). A message counts only when it comes from the exact
// origin of config.paymentUrl, from the frame we opened, and decodes to the expected shape; anything
// else is ignored. The frame address carries the member id, the package and the language.
import * as Schema from "effect/Schema"

/** The success message the payment page posts to its parent. gold: coins credited. */
export const PaymentMessage = Schema.Struct({
  type: Schema.Literal("vidchat:payment"),
  status: Schema.Literal("success"),
  orderId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(100)),
  gold: Schema.Number.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)),
})
export type PaymentMessage = typeof PaymentMessage.Type
const decode = Schema.decodeUnknownResult(PaymentMessage)

/** The origin of the configured payment address (relative addresses resolve against the page). */
export const paymentOrigin = (paymentUrl: string, base: string): string => new URL(paymentUrl, base).origin

/** The frame address: paymentUrl plus userId, packageId (when chosen) and lang query parameters. */
export const paymentFrameUrl = (paymentUrl: string, base: string, q: { userId: string; packageId: number | null; lang: string }): string => {
  const u = new URL(paymentUrl, base)
  u.searchParams.set("userId", q.userId)
  if (q.packageId !== null) u.searchParams.set("packageId", String(q.packageId))
  u.searchParams.set("lang", q.lang)
  return u.href
}

/**
 * Decodes one message event: the payment when `origin` equals `expectedOrigin`, `source` is the
 * expected frame window (when given) and `data` has the success shape; otherwise null.
 */
export const decodePaymentMessage = (
  e: { origin: string; data: unknown; source?: unknown },
  expectedOrigin: string,
  expectedSource?: unknown,
): PaymentMessage | null => {
  if (e.origin !== expectedOrigin || e.origin === "null") return null
  if (expectedSource !== undefined && e.source !== expectedSource) return null
  const r = decode(e.data)
  return r._tag === "Success" ? r.success : null
}

/** Listens for payment successes from the frame window `source()` (none open: all ignored); returns the unsubscribe function. */
export const listenPayments = (
  target: Pick<Window, "addEventListener" | "removeEventListener">,
  expectedOrigin: string,
  source: () => unknown,
  onPaid: (m: PaymentMessage) => void,
): (() => void) => {
  const l = (e: MessageEvent) => {
    const frame = source()
    if (!frame) return // no payment frame open: nobody may report a payment
    const m = decodePaymentMessage(e, expectedOrigin, frame)
    if (m) onPaid(m)
  }
  target.addEventListener("message", l)
  return () => target.removeEventListener("message", l)
}
