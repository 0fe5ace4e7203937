// CoinBalance: the gold coin icon and the balance formatted for the active locale (isolated, so the
// number keeps its order in right-to-left text). The accessible text says "Coin balance: 1,200";
// `null` (not yet known) shows a small skeleton.
import { useFormat, useI18n } from "../../i18n"
import { formatCoins as formatCoinsIntl } from "../../i18n/format"
import { CoinIcon } from "./icons"
import { Skeleton } from "./Skeleton"
import "./CoinBalance.css"

/** Props of {@link CoinBalance}: balance in coins (null while unknown), compact for tight bars. */
export interface CoinBalanceProps {
  value: number | null
  compact?: boolean
}

/** Formats a coin amount with locale grouping (`tag`: BCP 47, e.g. useLocaleInfo().tag). */
export const formatCoins = (value: number, tag: string): string => formatCoinsIntl(value, tag)

/** Gold coin icon plus the number. */
export function CoinBalance({ value, compact = false }: CoinBalanceProps) {
  const { LL } = useI18n()
  const format = useFormat()
  if (value === null) {
    return (
      <span className={`coin-balance${compact ? " is-compact" : ""}`} role="img" aria-label={LL.nav.coinBalanceUnknown()}>
        <CoinIcon size={compact ? 18 : 20} />
        <Skeleton shape="text" width="3ch" />
      </span>
    )
  }
  const text = format.coins(value)
  return (
    <span className={`coin-balance${compact ? " is-compact" : ""}`}>
      <CoinIcon size={compact ? 18 : 20} />
      <bdi aria-hidden="true" className="coin-balance-value">{text}</bdi>
      <span className="visually-hidden">{LL.nav.coinBalance({ count: text })}</span>
    </span>
  )
}
