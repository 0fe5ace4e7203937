// GiftPicker: a popover of the gift list (m§2 gift button, m§7 GET /gift): each gift with its picture,
// name (from the catalog, see giftName) and price in coins. Escape or a click outside closes.
import { useEffect, useRef, type KeyboardEvent } from "react"
import { useI18n } from "../../../i18n"
import type { Gift } from "../../../domain/gifts/answers"
import { CoinIcon } from "../icons"
import { useOutside } from "./EmojiPicker"
import { giftName } from "./giftName"

/** Props of {@link GiftPicker}. */
export interface GiftPickerProps {
  gifts: ReadonlyArray<Gift>
  loaded: boolean
  busy?: boolean
  onPick: (giftId: number) => void
  onClose: () => void
}

/** The gift popover. */
export function GiftPicker({ gifts, loaded, busy = false, onPick, onClose }: GiftPickerProps) {
  const { LL } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  useOutside(ref, onClose)
  useEffect(() => (ref.current?.querySelector<HTMLElement>("button") ?? ref.current)?.focus(), [])
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== "Escape") return
    e.preventDefault()
    e.stopPropagation()
    onClose()
  }
  return (
    <div ref={ref} role="dialog" tabIndex={-1} aria-label={LL.member.im.gifts.title()} aria-busy={busy || undefined} className="im-popover im-gift-picker" onKeyDown={onKeyDown}>
      <p className="im-popover-title" aria-hidden="true">{LL.member.im.gifts.title()}</p>
      {!loaded ? <p className="im-muted">{LL.member.im.gifts.loading()}</p> : gifts.length === 0 ? <p className="im-muted">{LL.member.im.gifts.empty()}</p> : null}
      <div className="im-gift-grid">
        {gifts.map((g) => {
          const name = giftName(LL, g)
          return (
            <button key={g.id} type="button" className="im-gift-btn" disabled={busy} aria-label={LL.member.im.gifts.option({ name, gold: g.price })} onClick={() => onPick(g.id)}>
              <img src={g.img} alt="" width={48} height={48} loading="lazy" />
              <span className="im-gift-name" dir="auto" aria-hidden="true">{name}</span>
              <span className="im-gift-price" aria-hidden="true">
                <CoinIcon size={14} />
                {LL.member.im.gifts.price({ gold: g.price })}
              </span>
            </button>
          )
        })}
      </div>
    </div>
  )
}
