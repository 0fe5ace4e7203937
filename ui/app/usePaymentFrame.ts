// The payment frame of the shop page and the call's recharge frame: its address (the configured payment
// page with the member, package and language) and, while it is open, the services' listener (a success
// message only from that exact origin, from that frame, in the expected shape) dispatching ConfirmPayment.
import { useCallback, useEffect, useRef } from "react"
import { I } from "../../domain/app/intents"
import { selectLanguage } from "../../domain/shell/selectors"
import { useAppState, useDispatch, useServices } from "./hooks"

/**
 * The open payment frame's address (null when closed) and the ref for its iframe element, for the coin
 * page ("package": a package's payment) or the call ("call": the recharge sheet, no package): each shows
 * only its own.
 */
export const usePaymentFrame = (which: "package" | "call"): { url: string | null; frameRef: (el: HTMLIFrameElement | null) => void } => {
  const dispatch = useDispatch()
  const { payment } = useServices()
  const shown = useAppState((s) => s.shop.paying)
  const paying = shown !== null && (shown.packageId === null) === (which === "call") ? shown : null
  const userId = useAppState((s) => s.session.userId)
  const lang = useAppState(selectLanguage)
  const frame = useRef<HTMLIFrameElement | null>(null)
  const open = paying !== null
  useEffect(() => {
    if (!open) return
    return payment.listen(() => frame.current?.contentWindow ?? null, (m) => dispatch(I.ConfirmPayment({ orderId: m.orderId, gold: m.gold })))
  }, [open, dispatch, payment])
  const frameRef = useCallback((el: HTMLIFrameElement | null) => {
    frame.current = el
  }, [])
  const url = paying === null ? null : payment.frameUrl({ userId, packageId: paying.packageId, lang })
  return { url, frameRef }
}
