// ConversationList: the message list (m§2): the coin banner (the domain decides when it shows), then
// one row per conversation — avatar with the online dot (status 2), name, preview, time and the
// unread pill. Rows are virtualized (@tanstack/react-virtual) inside the list's own scroll box, so a
// long list costs only the rows in view; it starts at the row of the chat the member came back from. Loading shows skeleton rows; no conversation shows an empty
// state.
import { useRef } from "react"
import { useVirtualizer } from "@tanstack/react-virtual"
import { useFormat, useI18n, type TranslationFunctions } from "../../../i18n"
import type { ConversationView } from "../../../domain/messaging/selectors"
import { Avatar } from "../Avatar"
import { Button, IconButton } from "../Button"
import { CloseIcon, CoinIcon } from "../icons"
import { Skeleton } from "../Skeleton"
import { RichText } from "./RichText"
import "./ConversationList.css"

/** Height of one row, px (fixed, so the virtualizer needs no measuring). */
export const ROW_HEIGHT = 72

/** Props of {@link ConversationList}. */
export interface ConversationListProps {
  conversations: ReadonlyArray<ConversationView>
  loading: boolean
  /** Peer id of the open chat (marked as current). */
  currentPeerId?: string | null
  /** Display name of a conversation (system senders get catalog names). */
  nameOf: (c: ConversationView) => string
  onOpen: (c: ConversationView) => void
  coinBanner: boolean
  onCoinBanner: () => void
  onCloseCoinBanner: () => void
  /** "now" for relative day checks, epoch ms (the container's clock). */
  now: number
  /**
   * Peer ids of the row the list starts scrolled to when it mounts, the first one listed (the chat the
   * member came back from, then its neighbour): its row is rendered and in view, so the focus can go back
   * to it however far down it is.
   */
  showPeers?: ReadonlyArray<string>
}

/** The preview text of a conversation's last message. */
export const previewText = (LL: TranslationFunctions, c: ConversationView): string => {
  const p = c.preview
  if (!p) return ""
  if (p.kind === "txt") return p.text
  if (p.kind === "system") return p.text || LL.member.im.list.preview.system()
  return LL.member.im.list.preview[p.kind]()
}

/** The list of conversations. */
export function ConversationList({ conversations, loading, currentPeerId = null, nameOf, onOpen, coinBanner, onCoinBanner, onCloseCoinBanner, now, showPeers = [] }: ConversationListProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    initialRect: { width: 360, height: 600 },
    // Two rows above it stay in view (the browser stops the scroll at the list's end).
    initialOffset: () => {
      const index = showPeers.map((peer) => conversations.findIndex((c) => c.peerId === peer)).find((i) => i >= 0) ?? -1
      return Math.max(0, (index - 2) * ROW_HEIGHT)
    },
  })
  const when = (at: number) => (new Date(at).toDateString() === new Date(now).toDateString() ? format.time : format.day)(at)

  return (
    <div className="im-list">
      {coinBanner ? (
        <div className="im-coin-banner" role="region" aria-label={LL.member.im.list.coinBanner()}>
          <CoinIcon size={28} />
          <p>{LL.member.im.list.coinBanner()}</p>
          <Button size="sm" variant="primary" onClick={onCoinBanner}>{LL.member.im.list.coinBannerCta()}</Button>
          <IconButton size="sm" label={LL.member.im.list.coinBannerClose()} icon={<CloseIcon size={16} />} onClick={onCloseCoinBanner} />
        </div>
      ) : null}
      {loading && conversations.length === 0 ? (
        <div className="im-list-skeleton" aria-busy="true">
          <span className="visually-hidden" role="status">{LL.member.im.list.loading()}</span>
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="im-row is-skeleton">
              <Skeleton shape="circle" width={48} height={48} />
              <span className="im-row-text">
                <Skeleton shape="text" width="45%" height={14} />
                <Skeleton shape="text" width="75%" height={12} />
              </span>
            </div>
          ))}
        </div>
      ) : conversations.length === 0 ? (
        <div className="im-list-empty">
          <p className="im-list-empty-title">{LL.member.im.list.emptyTitle()}</p>
          <p>{LL.member.im.list.emptyText()}</p>
        </div>
      ) : (
        <div ref={scrollRef} className="im-list-scroll">
          <ul role="list" aria-label={LL.member.im.list.label()} className="im-rows" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((v) => {
              const c = conversations[v.index]!
              const name = nameOf(c)
              const unread = c.noReadCount
              const preview = previewText(LL, c)
              return (
                <li key={c.peerId} className="im-row-item" aria-setsize={conversations.length} aria-posinset={v.index + 1} style={{ transform: `translateY(${v.start}px)`, height: ROW_HEIGHT }}>
                  <button
                    type="button"
                    className="im-row"
                    data-peer={c.peerId}
                    aria-current={c.peerId === currentPeerId ? "true" : undefined}
                    aria-label={[LL.member.im.list.open({ name }), c.online ? LL.host.status.online() : "", unread > 0 ? LL.member.im.list.unread({ count: unread }) : ""].filter(Boolean).join(LL.common.listSeparator())}
                    onClick={() => onOpen(c)}
                  >
                    <span className="im-avatar-wrap">
                      <Avatar src={c.avatar} name={name} size={48} />
                      {c.online ? <span className="im-online-dot" aria-hidden="true" /> : null}
                    </span>
                    <span className="im-row-text">
                      <span className="im-row-top">
                        <span className="im-row-name user-text">{name}</span>
                        <time className="im-row-time" dateTime={new Date(c.at).toISOString()}>{when(c.at)}</time>
                      </span>
                      <span className="im-row-bottom">
                        <span className="im-row-preview">
                          {c.draft ? (
                            <>
                              <span className="im-row-draft">{LL.member.im.list.draft()}</span> <RichText text={c.draft} emojiSize={16} />
                            </>
                          ) : (
                            <RichText text={preview} emojiSize={16} />
                          )}
                        </span>
                        {unread > 0 ? <span className="im-pill" aria-hidden="true">{unread > 99 ? "99+" : unread}</span> : null}
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      )}
    </div>
  )
}
