// CallRinging: the full-screen dark ringing popup of m§2 — the other member's large photo, name, age,
// country, interest labels, the price per minute (caller only), a hang-up button and, for the callee,
// an accept button; a profile button opens the peer's card with Block (which asks first, then ends the
// ringing). Names and labels are user text rendered as React text only. It stacks above every other
// dialog (TopLayer): a call must never ring unseen under a dialog open on the page.
import { useId, useState } from "react"
import { useI18n } from "../../i18n"
import { Avatar } from "./Avatar"
import { AcceptCallIcon, HangUpIcon } from "./CallIcons"
import { CallPeerCard, PeerFacts, type CallPeerModel } from "./CallPeerCard"
import { BlockInCallConfirm } from "./CallPrompts"
import { CloseIcon, CoinIcon, UserIcon } from "./icons"
import { Modal, TopLayer } from "./Modal"
import "./Call.css"

export type { CallPeerModel } from "./CallPeerCard"

/** Props of {@link CallRinging}. */
export interface CallRingingProps {
  role: "caller" | "callee"
  peer: CallPeerModel
  /** Coins per minute (shown to the caller only; 0 shows "free"). */
  pricePerMinute: number
  /** Caller: "about N minutes left" at this price (null: not shown). */
  minutesLeft?: number | null
  onHangUp: () => void
  /** Callee only. */
  onAccept?: () => void
  /** True while the accept request is on its way (button busy). */
  accepting?: boolean
  /** Block the peer (confirmed here first); the container also ends the ringing. Omit to hide Block. */
  onBlock?: () => void
  /** The peer's friend page, linked from the peer's card (m§2); omit for negative ids. */
  profileHref?: string
}

/** The ringing popup (incoming or outgoing). */
export function CallRinging({ role, peer, pricePerMinute, minutesLeft = null, onHangUp, onAccept, accepting = false, onBlock, profileHref }: CallRingingProps) {
  const { LL } = useI18n()
  const titleId = useId()
  const statusId = useId()
  const cardId = useId()
  const [card, setCard] = useState<"closed" | "open" | "blocking">("closed")
  const t = LL.member.call.ringing
  return (
    <TopLayer>
    <Modal labelledBy={titleId} describedBy={statusId} layout="gate" dark className="call-screen call-ringing">
      {peer.avatarUrl ? <div className="call-ringing-bg" style={{ backgroundImage: `url("${encodeURI(peer.avatarUrl)}")` }} aria-hidden="true" /> : null}
      <div className="call-ringing-body">
        <div className="call-ringing-photo">
          {peer.avatarUrl ? (
            <img src={peer.avatarUrl} alt={t.photo({ name: peer.name })} width={270} height={360} decoding="async" />
          ) : (
            <Avatar src={null} name={peer.name} size={160} alt={t.photo({ name: peer.name })} />
          )}
          <span className="call-ringing-pulse" aria-hidden="true" />
        </div>
        <h2 id={titleId} className="call-ringing-name user-text">{peer.name}</h2>
        <PeerFacts peer={peer} />
        {role === "caller" ? (
          <p className="call-ringing-price">
            <CoinIcon size={18} />
            <span>{pricePerMinute > 0 ? t.price({ price: pricePerMinute }) : LL.common.free()}</span>
          </p>
        ) : null}
        {role === "caller" && minutesLeft !== null ? <p className="call-ringing-left">{LL.member.call.video.minutesLeft({ minutes: minutesLeft })}</p> : null}
        <button type="button" className="call-ringing-profile" onClick={() => setCard("open")} aria-haspopup="dialog">
          <UserIcon size={18} />
          <span>{LL.member.call.profile.open({ name: peer.name })}</span>
        </button>
        <p id={statusId} className="call-ringing-status" role="status">
          {role === "caller" ? t.calling({ name: peer.name }) : t.incoming({ name: peer.name })}
        </p>
        <div className="call-ringing-actions">
          <span className="call-round">
            <button type="button" className="call-round-btn is-hangup" onClick={onHangUp} aria-label={role === "caller" ? t.cancel() : t.decline()}>
              <HangUpIcon size={28} />
            </button>
            <span aria-hidden="true">{role === "caller" ? t.cancel() : t.decline()}</span>
          </span>
          {role === "callee" && onAccept ? (
            <span className="call-round">
              <button
                type="button"
                className="call-round-btn is-accept"
                onClick={accepting ? undefined : onAccept}
                aria-busy={accepting || undefined}
                aria-label={t.accept()}
                data-autofocus
              >
                <AcceptCallIcon size={26} />
              </button>
              <span aria-hidden="true">{t.accept()}</span>
            </span>
          ) : null}
        </div>
      </div>
    </Modal>
    {card === "open" ? (
      <Modal labelledBy={cardId} onEscape={() => setCard("closed")} onBackdropClick={() => setCard("closed")} dark className="call-dialog call-peer-dialog">
        <button type="button" className="call-panel-close" onClick={() => setCard("closed")} aria-label={LL.common.close()}>
          <CloseIcon size={18} />
        </button>
        <CallPeerCard peer={peer} headingId={cardId} onBlock={onBlock ? () => setCard("blocking") : undefined} profileHref={profileHref} onOpenProfile={() => setCard("closed")} />
      </Modal>
    ) : null}
    {card === "blocking" && onBlock ? (
      <BlockInCallConfirm
        name={peer.name}
        onConfirm={() => {
          setCard("closed")
          onBlock()
        }}
        onCancel={() => setCard("open")}
      />
    ) : null}
    </TopLayer>
  )
}
