// The coin page (a§2 CoinPage at /shop and /coin): loads the packages on open, opens the payment frame
// for a package, and shows the success message once the frame's payment is confirmed (the balance is
// refreshed by the domain).
import { useEffect } from "react"
import { I } from "../../domain/app/intents"
import { selectLastPayment, selectShopFailed, selectShopPackages } from "../../domain/shop/selectors"
import { isSignedIn } from "../../domain/session/state"
import { CoinShop } from "../components/CoinShop"
import { useAppState, useDispatch } from "../app/hooks"
import { usePaymentFrame } from "../app/usePaymentFrame"

/** The coin shop page. */
export default function CoinPage() {
  const dispatch = useDispatch()
  const signedIn = useAppState((s) => isSignedIn(s.session))
  const balance = useAppState((s) => s.session.coinBalance)
  const packages = useAppState(selectShopPackages)
  const failed = useAppState(selectShopFailed)
  const paid = useAppState(selectLastPayment)
  const { url, frameRef } = usePaymentFrame("package")
  useEffect(() => {
    if (signedIn) dispatch(I.OpenCoinShop())
  }, [signedIn, dispatch])
  return (
    <CoinShop
      balance={balance}
      packages={packages}
      failed={failed}
      onRetry={() => dispatch(I.OpenCoinShop())}
      onChoose={(id) => dispatch(I.OpenPaymentFrame({ packageId: id }))}
      paymentUrl={url}
      onClosePayment={() => dispatch(I.ClosePaymentFrame())}
      frameRef={frameRef}
      paidGold={paid?.gold ?? null}
    />
  )
}
