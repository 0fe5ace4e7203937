// ChatView: the chat panel (m§2): header with the peer (avatar, name, online) and a more-menu, the
// pending friend-request bar, the messages (a live log, timestamps after 5-minute gaps) and the
// composer. Peers with a negative id get no more-menu and no profile jump. `dark` is the in-video
// theme (no call button there); `callSlot` is where the calls feature puts its button.
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from "react"
import { useFormat, useI18n } from "../../../i18n"
import type { ChatMessage } from "../../../domain/messaging/state"
import { Avatar } from "../Avatar"
import { Button, IconButton } from "../Button"
import { BackIcon, CloseIcon } from "../icons"
import { Skeleton } from "../Skeleton"
import { StatusDot } from "../StatusDot"
import { usePopupMenu } from "../usePopupMenu"
import { Composer, type ComposerProps } from "./Composer"
import { MessageItem, type UploadView } from "./MessageItem"
import { MoreIcon, TrashIcon } from "./imIcons"
import { UserIcon } from "../icons"
import { FlagIcon } from "../CallIcons"
import "./ImChat.css"

/** The chat partner as the header shows it. */
export interface ChatPeer {
  readonly id: string
  readonly name: string
  readonly avatar: string
  readonly online: boolean
  /** Negative id (system or anonymous): no more-menu, no profile jump (m§2). */
  readonly system: boolean
}

/** Props of {@link ChatView}. */
export interface ChatViewProps extends Omit<ComposerProps, "extra"> {
  peer: ChatPeer
  messages: ReadonlyArray<ChatMessage>
  myId: string
  /** History is loading and nothing is shown yet. */
  loading: boolean
  /** Whether to show a timestamp above message i (m§2: first, or > 5 min gap). */
  showTimestampAt: (list: ReadonlyArray<ChatMessage>, i: number) => boolean
  uploads: Readonly<Record<string, UploadView>>
  giftImage: (giftId: number) => string | null
  onRetry: (clientId: string) => void
  /** Back to the list (panel and mobile page); omit where there is nowhere to go back to. */
  onBack?: () => void
  /** Closes the chat (video popup); shown as a close button. */
  onClose?: () => void
  onViewProfile?: () => void
  onDelete: () => void
  /** Opens the report dialog (m§2 report menu); omit where reporting is not possible. */
  onReport?: () => void
  /** The pending friend-request bar (relation 3), or null. */
  request: { busy?: boolean; onAccept: () => void; onDismiss: () => void } | null
  /** The in-video dark theme (m§2: no video-call button there). */
  dark?: boolean
  /** The calls feature's video-call button (not shown in the dark theme). */
  callSlot?: ReactNode
  /** Heading level of the peer's name (2 in the panel, 1 on the mobile page). */
  headingLevel?: 1 | 2
}

/** The chat panel. */
export function ChatView(props: ChatViewProps) {
  const { peer, messages, myId, loading, showTimestampAt, uploads, giftImage, onRetry, onBack, onClose, onViewProfile, onDelete, onReport, request, dark = false, callSlot, headingLevel = 2, ...composer } = props
  const { LL } = useI18n()
  const format = useFormat()
  const [menuOpen, setMenuOpen] = useState(false)
  const titleId = useId()
  const logRef = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  const Heading = headingLevel === 1 ? "h1" : "h2"
  const lastMine = messages.findLastIndex((m) => m.mine)

  // Keep the newest message in view while the reader is at the bottom.
  useLayoutEffect(() => {
    const el = logRef.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [messages, loading])

  const stamp = (at: number) => (new Date(at).toDateString() === new Date().toDateString() ? format.time : format.dayTime)(at)

  return (
    <section className={`im-chat${dark ? " theme-dark is-dark" : ""}`} aria-labelledby={titleId}>
      <header className="im-chat-head">
        {onBack ? <IconButton size="sm" label={LL.im.chat.back()} icon={<BackIcon />} onClick={onBack} /> : null}
        <span className="im-chat-peer">
          <span className="im-avatar-wrap">
            <Avatar src={peer.avatar} name={peer.name} size={36} />
            {peer.online ? <span className="im-online-dot" aria-hidden="true" /> : null}
          </span>
          <span className="im-chat-peer-text">
            <Heading id={titleId} className="im-chat-name user-text">
              {peer.system || !onViewProfile ? peer.name : (
                <button type="button" className="im-link-btn user-text" onClick={onViewProfile}>{peer.name}</button>
              )}
            </Heading>
            {peer.system ? null : <StatusDot status={peer.online ? "online" : "offline"} showText />}
          </span>
        </span>
        <span className="im-chat-actions">
          {!dark && callSlot ? callSlot : null}
          {peer.system ? null : (
            <span className="im-menu-anchor">
              <IconButton
                size="sm"
                label={LL.im.chat.more({ name: peer.name })}
                icon={<MoreIcon />}
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                data-im-more
                onClick={() => setMenuOpen(!menuOpen)}
              />
              {menuOpen ? (
                <ChatMenu
                  label={LL.im.chat.more({ name: peer.name })}
                  onClose={() => setMenuOpen(false)}
                  onViewProfile={onViewProfile && (() => { setMenuOpen(false); onViewProfile() })}
                  onDelete={() => { setMenuOpen(false); onDelete() }}
                  onReport={onReport && (() => { setMenuOpen(false); onReport() })}
                />
              ) : null}
            </span>
          )}
          {onClose ? <IconButton size="sm" label={LL.common.close()} icon={<CloseIcon />} onClick={onClose} /> : null}
        </span>
      </header>
      {request ? (
        <div className="im-request-bar" role="region" aria-label={LL.im.chat.requestBar({ name: peer.name })}>
          <span>{LL.im.chat.requestBar({ name: peer.name })}</span>
          <Button size="sm" variant="primary" disabled={request.busy} onClick={request.onAccept}>{LL.im.chat.accept()}</Button>
          <IconButton size="sm" label={LL.im.chat.dismissRequest()} icon={<CloseIcon />} onClick={request.onDismiss} />
        </div>
      ) : null}
      <div
        ref={logRef}
        className="im-log"
        role="log"
        aria-live="polite"
        aria-label={LL.im.chat.messages({ name: peer.name })}
        aria-busy={loading || undefined}
        tabIndex={0}
        onScroll={(e) => {
          const el = e.currentTarget
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48
        }}
      >
        {loading && messages.length === 0 ? (
          <div className="im-log-skeleton">
            <span className="visually-hidden">{LL.im.chat.loading()}</span>
            <Skeleton width="55%" height={36} />
            <Skeleton width="40%" height={36} className="is-right" />
            <Skeleton width="62%" height={36} />
          </div>
        ) : messages.length === 0 ? (
          <p className="im-empty-log">{LL.im.chat.empty()}</p>
        ) : (
          <ol className="im-messages" role="list">
            {messages.map((m, i) => (
              <MessageWithStamp key={m.id} stamp={showTimestampAt(messages, i) ? stamp(m.at) : null} at={m.at}>
                <MessageItem message={m} myId={myId} upload={(m.clientId && uploads[m.clientId]) || null} giftImage={giftImage} onRetry={onRetry} showSent={i === lastMine} />
              </MessageWithStamp>
            ))}
          </ol>
        )}
      </div>
      <Composer {...composer} extra={undefined} />
    </section>
  )
}

function MessageWithStamp({ stamp, at, children }: { stamp: string | null; at: number; children: ReactNode }) {
  return (
    <>
      {stamp ? (
        <li className="im-stamp" role="presentation">
          <time dateTime={new Date(at).toISOString()}>{stamp}</time>
        </li>
      ) : null}
      {children}
    </>
  )
}

function ChatMenu({ label, onClose, onViewProfile, onDelete, onReport }: { label: string; onClose: () => void; onViewProfile?: () => void; onDelete: () => void; onReport?: () => void }) {
  const { LL } = useI18n()
  const { ref, onKeyDown } = usePopupMenu(onClose, "[data-im-more]")
  return (
    <div ref={ref} role="menu" aria-label={label} className="im-menu" onKeyDown={onKeyDown}>
      {onViewProfile ? (
        <button type="button" role="menuitem" tabIndex={-1} className="im-menu-item" onClick={onViewProfile}>
          <UserIcon />
          <span>{LL.im.chat.viewProfile()}</span>
        </button>
      ) : null}
      {onReport ? (
        <button type="button" role="menuitem" tabIndex={-1} className="im-menu-item is-danger" onClick={onReport}>
          <FlagIcon />
          <span>{LL.report.open()}</span>
        </button>
      ) : null}
      <button type="button" role="menuitem" tabIndex={-1} className="im-menu-item is-danger" onClick={onDelete}>
        <TrashIcon />
        <span>{LL.im.chat.deleteConversation()}</span>
      </button>
    </div>
  )
}

