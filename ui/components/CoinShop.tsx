// CoinShop: the coin page (a§2 CoinPage at /shop and /coin) — balance, the packages from the gateway
// (gold, bonus, price), the payment frame of the configured payment address in a dialog, and the
// success message after a confirmed payment.
import { useId } from "react"
import { useFormat, useI18n } from "../../i18n"
import { Button } from "./Button"
import { CoinBalance, formatCoins } from "./CoinBalance"
import { CloseIcon, CoinIcon } from "./icons"
import { Modal } from "./Modal"
import { Skeleton } from "./Skeleton"
import "./CoinShop.css"

/** A package as the page shows it; price in minor units (cents) of `currency`. */
export interface CoinPackageModel {
  id: number
  gold: number
  bonus: number
  price: number
  currency: string
}

/** Props of {@link CoinShop}. */
export interface CoinShopProps {
  balance: number | null
  packages: readonly CoinPackageModel[] | null
  failed: boolean
  onRetry: () => void
  onChoose: (packageId: number) => void
  /** Address of the open payment frame, or null. */
  paymentUrl: string | null
  onClosePayment: () => void
  /** Registers the payment iframe (its window is the only accepted message source). */
  frameRef: (el: HTMLIFrameElement | null) => void
  /** Coins of the last confirmed payment (success message), or null. */
  paidGold: number | null
}

/** Formats minor units of `currency` for BCP 47 `tag` (299 USD -> "$2.99"); i18n/format formatPrice. */
export { formatPrice } from "../../i18n/format"

/** The coin shop page body. */
export function CoinShop({ balance, packages, failed, onRetry, onChoose, paymentUrl, onClosePayment, frameRef, paidGold }: CoinShopProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const t = LL.member.shop
  const titleId = useId()
  const payId = useId()
  return (
    <section className="coin-shop" aria-labelledby={titleId}>
      <h1 id={titleId} className="coin-shop-title">{t.title()}</h1>
      <p className="coin-shop-intro">{t.intro()}</p>
      <div className="coin-shop-balance">
        <span>{t.balance()}</span>
        <CoinBalance value={balance} />
      </div>
      {paidGold !== null ? (
        <p className="coin-shop-success" role="status">{t.success({ gold: paidGold })}</p>
      ) : null}
      <h2 className="coin-shop-sub">{t.packages()}</h2>
      {failed ? (
        <div className="coin-shop-error" role="alert">
          <p>{t.loadFailed()}</p>
          <Button onClick={onRetry}>{LL.common.retry()}</Button>
        </div>
      ) : packages === null ? (
        <ul className="coin-shop-list" aria-busy="true" aria-label={t.loading()}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i}><Skeleton shape="block" className="coin-shop-skeleton" /></li>
          ))}
        </ul>
      ) : packages.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="coin-shop-list">
          {packages.map((p) => {
            const price = format.price(p.price, p.currency)
            return (
              <li key={p.id}>
                <button type="button" className="coin-pack" onClick={() => onChoose(p.id)} aria-label={t.choose({ gold: p.gold + p.bonus, price })}>
                  <CoinIcon size={32} />
                  <span className="coin-pack-gold">{t.package({ gold: p.gold })}</span>
                  {p.bonus > 0 ? <span className="coin-pack-bonus">{t.bonus({ bonus: p.bonus })}</span> : <span className="coin-pack-bonus is-empty" />}
                  <bdi className="coin-pack-price" dir="ltr">{price}</bdi>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {paymentUrl !== null ? (
        <Modal labelledBy={payId} onEscape={onClosePayment} layout="sheet" className="coin-pay">
          <div className="coin-pay-head">
            <h2 id={payId}>{t.paymentTitle()}</h2>
            <button type="button" className="coin-pay-close" onClick={onClosePayment} aria-label={t.closePayment()} data-dialog-chrome>
              <CloseIcon size={20} />
            </button>
          </div>
          <iframe ref={frameRef} src={paymentUrl} title={t.paymentTitle()} className="coin-pay-frame" />
        </Modal>
      ) : null}
    </section>
  )
}

export { formatCoins }
