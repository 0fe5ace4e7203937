// CoinBalance: the gold coin icon and the balance formatted for the active locale. The accessible
// text says "Coin balance: 1,200"; `null` (not yet known) shows a small skeleton.
import { useI18n } from "../../i18n"
import { CoinIcon } from "./icons"
import { Skeleton } from "./Skeleton"
import "./CoinBalance.css"

/** Props of {@link CoinBalance}: balance in coins (null while unknown), compact for tight bars. */
export interface CoinBalanceProps {
  value: number | null
  compact?: boolean
}

/** Formats a coin amount with locale grouping. */
export const formatCoins = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value)

/** Gold coin icon plus the number. */
export function CoinBalance({ value, compact = false }: CoinBalanceProps) {
  const { LL, locale } = useI18n()
  if (value === null) {
    return (
      <span className={`coin-balance${compact ? " is-compact" : ""}`} role="img" aria-label={LL.nav.coinBalanceUnknown()}>
        <CoinIcon size={compact ? 18 : 20} />
        <Skeleton shape="text" width="3em" />
      </span>
    )
  }
  const text = formatCoins(value, locale)
  return (
    <span className={`coin-balance${compact ? " is-compact" : ""}`}>
      <CoinIcon size={compact ? 18 : 20} />
      <span aria-hidden="true" className="coin-balance-value">{text}</span>
      <span className="visually-hidden">{LL.nav.coinBalance({ count: text })}</span>
    </span>
  )
}
