// The payment frame of the shop page and the call's recharge frame: its address (config.paymentUrl with
// the member, package and language) and the listener that accepts a success message only from that
// exact origin, from that frame, in the expected shape, and dispatches ConfirmPayment.
import { useCallback, useEffect, useRef } from "react"
import { I } from "../../domain/app/intents"
import { loadConfig } from "../../infrastructure/config"
import { listenPayments, paymentFrameUrl, paymentOrigin } from "../../infrastructure/browser/payment"
import { selectLanguage } from "../../domain/shell/selectors"
import { useAppState, useDispatch } from "./hooks"

const config = loadConfig()

/** The open payment frame's address (null when closed) and the ref for its iframe element. */
export const usePaymentFrame = (): { url: string | null; frameRef: (el: HTMLIFrameElement | null) => void } => {
  const dispatch = useDispatch()
  const paying = useAppState((s) => s.shop.paying)
  const userId = useAppState((s) => s.session.userId)
  const lang = useAppState(selectLanguage)
  const frame = useRef<HTMLIFrameElement | null>(null)
  const open = paying !== null
  useEffect(() => {
    if (!open) return
    return listenPayments(window, paymentOrigin(config.paymentUrl, location.href), () => frame.current?.contentWindow ?? null, (m) =>
      dispatch(I.ConfirmPayment({ orderId: m.orderId, gold: m.gold })),
    )
  }, [open, dispatch])
  const frameRef = useCallback((el: HTMLIFrameElement | null) => {
    frame.current = el
  }, [])
  const url = paying === null ? null : paymentFrameUrl(config.paymentUrl, location.href, { userId, packageId: paying.packageId, lang })
  return { url, frameRef }
}
