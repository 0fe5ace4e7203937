// The small dialogs around a call (m§2, m§4, m§5, m§8), all dark: price confirmation, the
// insufficient-coins purchase prompt, the device access popup naming what is missing, the first-use
// permission explainer, the hang-up confirmation, the block-in-call confirmation and the receipt after the call.
import { useId, type ReactNode } from "react"
import { useFormat, useI18n } from "../../i18n"
import { formatTimer } from "../../i18n/format"
import { Button } from "./Button"
import { CoinIcon } from "./icons"
import { Modal } from "./Modal"
import "./Call.css"

interface CallDialogProps {
  title: string
  children?: ReactNode
  primary: { label: string; onClick: () => void; danger?: boolean; busy?: boolean }
  secondary?: { label: string; onClick: () => void }
  onClose: () => void
}

/** A dark dialog with a title, body and one primary and one optional secondary action. */
function CallDialog({ title, children, primary, secondary, onClose }: CallDialogProps) {
  const titleId = useId()
  const bodyId = useId()
  return (
    <Modal labelledBy={titleId} describedBy={children ? bodyId : undefined} onEscape={onClose} onBackdropClick={onClose} dark className="call-dialog">
      <h2 id={titleId} className="call-dialog-title">{title}</h2>
      {children ? <div id={bodyId} className="call-dialog-body">{children}</div> : null}
      <div className="call-dialog-actions modal-actions">
        {secondary ? <Button variant="secondary" onClick={secondary.onClick}>{secondary.label}</Button> : null}
        <Button variant={primary.danger ? "danger" : "primary"} onClick={primary.onClick} busy={primary.busy} data-autofocus>
          {primary.label}
        </Button>
      </div>
    </Modal>
  )
}

/** Props of {@link PriceConfirm}. price and balance in coins. */
export interface PriceConfirmProps {
  name: string
  price: number
  balance: number
  /** "About N minutes left" at this price (null: not shown). */
  minutesLeft?: number | null
  onConfirm: () => void
  onCancel: () => void
}

/** m§4 step 4: confirm the per-minute price before calling. */
export function PriceConfirm({ name, price, balance, minutesLeft = null, onConfirm, onCancel }: PriceConfirmProps) {
  const { LL } = useI18n()
  const t = LL.member.call.price
  return (
    <CallDialog title={t.title()} primary={{ label: t.call(), onClick: onConfirm }} secondary={{ label: LL.common.cancel(), onClick: onCancel }} onClose={onCancel}>
      <p className="call-dialog-price">
        <CoinIcon size={20} />
        <span>{t.text({ name, price })}</span>
      </p>
      <p>{t.balance({ balance })}</p>
      {minutesLeft !== null ? <p>{LL.member.call.video.minutesLeft({ minutes: minutesLeft })}</p> : null}
      <p className="call-dialog-note">{t.billing()}</p>
    </CallDialog>
  )
}

/** Props of {@link NeedCoinsPrompt}. */
export interface NeedCoinsPromptProps {
  name: string
  price: number
  balance: number | null
  onBuy: () => void
  onCancel: () => void
}

/** m§4 step 4 / m§8 100004: not enough coins, with the way to buy some. */
export function NeedCoinsPrompt({ name, price, balance, onBuy, onCancel }: NeedCoinsPromptProps) {
  const { LL } = useI18n()
  const t = LL.member.call.needCoins
  return (
    <CallDialog title={t.title()} primary={{ label: t.buy(), onClick: onBuy }} secondary={{ label: LL.common.cancel(), onClick: onCancel }} onClose={onCancel}>
      <p>{t.text({ name, price })}</p>
      {balance !== null ? <p>{LL.member.call.price.balance({ balance })}</p> : null}
    </CallDialog>
  )
}

/** What a device check found missing. */
export type MissingDevice = "camera" | "microphone" | "speakers"

/** Props of {@link DeviceAccessPopup}. */
export interface DeviceAccessPopupProps {
  missing: readonly MissingDevice[]
  /** The browser refused access (permission denied) rather than finding no device. */
  denied: boolean
  onRetry: () => void
  onClose: () => void
}

/** m§5/m§8: camera, microphone or speakers unavailable; names each missing device. */
export function DeviceAccessPopup({ missing, denied, onRetry, onClose }: DeviceAccessPopupProps) {
  const { LL } = useI18n()
  const t = LL.member.call.devices
  const cam = missing.includes("camera")
  const mic = missing.includes("microphone")
  const title = denied ? t.deniedTitle() : cam && mic ? t.titleBoth() : cam ? t.titleCamera() : mic ? t.titleMicrophone() : t.titleSpeakers()
  return (
    <CallDialog title={title} primary={{ label: LL.common.retry(), onClick: onRetry }} secondary={{ label: LL.common.close(), onClick: onClose }} onClose={onClose}>
      {denied ? <p>{t.deniedText()}</p> : null}
      {missing.length > 0 ? (
        <ul className="call-dialog-list" aria-label={t.missingLabel()}>
          {missing.map((m) => (
            <li key={m}>{t.missing[m]()}</li>
          ))}
        </ul>
      ) : null}
      <p className="call-dialog-note">{t.hint()}</p>
    </CallDialog>
  )
}

/** Props of {@link PermissionExplainer}. */
export interface PermissionExplainerProps {
  onContinue: () => void
  onCancel: () => void
}

/** m§5: first use explains why the browser will ask for the camera and microphone. */
export function PermissionExplainer({ onContinue, onCancel }: PermissionExplainerProps) {
  const { LL } = useI18n()
  const t = LL.member.call.explainer
  return (
    <CallDialog title={t.title()} primary={{ label: LL.common.continue(), onClick: onContinue }} secondary={{ label: t.notNow(), onClick: onCancel }} onClose={onCancel}>
      <p>{t.text()}</p>
      <p className="call-dialog-note">{t.privacy()}</p>
    </CallDialog>
  )
}

/** Props of {@link HangUpConfirm}. */
export interface HangUpConfirmProps {
  onConfirm: () => void
  onCancel: () => void
}

/** m§2: hang-up confirmation (title "hang up", text asking to confirm leaving). */
export function HangUpConfirm({ onConfirm, onCancel }: HangUpConfirmProps) {
  const { LL } = useI18n()
  const t = LL.member.call.hangUp
  return (
    <CallDialog title={t.title()} primary={{ label: t.confirm(), onClick: onConfirm, danger: true }} secondary={{ label: LL.common.cancel(), onClick: onCancel }} onClose={onCancel}>
      <p>{t.text()}</p>
    </CallDialog>
  )
}

/**
 * Issue 12: blocking the other member from a call popup asks first and says what happens: the call ends
 * at once (declined, cancelled or hung up), messages and calls between the two are refused from then on.
 */
export function BlockInCallConfirm({ name, onConfirm, onCancel }: { name: string; onConfirm: () => void; onCancel: () => void }) {
  const { LL } = useI18n()
  const t = LL.member.call.profile
  return (
    <CallDialog title={t.blockTitle({ name })} primary={{ label: t.blockConfirm(), onClick: onConfirm, danger: true }} secondary={{ label: LL.common.cancel(), onClick: onCancel }} onClose={onCancel}>
      <p>{t.blockText({ name })}</p>
    </CallDialog>
  )
}

/** Props of {@link CallReceipt}: times in epoch ms, coins spent. */
export interface CallReceiptProps {
  name: string
  startAt: number
  endAt: number
  minutesBilled: number
  coinsSpent: number
  onClose: () => void
}

/** The receipt after a call: start, end, minutes billed, coins spent. */
export function CallReceipt({ name, startAt, endAt, minutesBilled, coinsSpent, onClose }: CallReceiptProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const t = LL.member.call.receipt
  const time = format.timeSeconds
  return (
    <CallDialog title={t.title({ name })} primary={{ label: LL.common.ok(), onClick: onClose }} onClose={onClose}>
      <dl className="call-receipt">
        <dt>{t.start()}</dt>
        <dd>{time(startAt)}</dd>
        <dt>{t.end()}</dt>
        <dd>{time(endAt)}</dd>
        <dt>{t.duration()}</dt>
        <dd>{format.timer(Math.max(0, Math.round((endAt - startAt) / 1000)))}</dd>
        <dt>{t.minutes()}</dt>
        <dd>{t.minutesValue({ minutes: minutesBilled })}</dd>
        <dt>{t.coins()}</dt>
        <dd className="call-receipt-coins">
          <CoinIcon size={16} />
          <bdi>{format.coins(coinsSpent)}</bdi>
        </dd>
      </dl>
    </CallDialog>
  )
}

/** Seconds as mm:ss (m§2 call timer) in `tag`'s digits; minutes keep counting past 59 (75:03). */
export const formatDuration = (seconds: number, tag = "en"): string => formatTimer(seconds, tag)
