// ChatView: the chat panel (m§2): header with the peer (avatar, name, online) and a more-menu, the
// pending friend-request bar, the messages (a log, timestamps after 5-minute gaps; virtualized with
// @tanstack/react-virtual, older pages asked near the top with the reading position kept) and the
// composer. Peers with a negative id get no more-menu and no profile jump. `dark` is the in-video
// theme (no call button there); `callSlot` is where the calls feature puts its button. The log is not a
// live region (its virtualized rows come and go while scrolling): a hidden polite region announces only
// the peer's messages that arrive while the chat is open, never history loaded on scroll. Scrolled away
// from the newest, a "Jump to newest" button floats over the log with the count of the peer's messages
// that arrived since (told once per burst); pressing it scrolls down (at once under reduced motion) and
// leaves the focus on the log.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { useVirtualizer } from "@tanstack/react-virtual"
import { useFormat, useI18n } from "../../../i18n"
import type { MessageSeq } from "../../../domain/messaging/messageList"
import type { ChatMessage } from "../../../domain/messaging/state"
import type { OlderHistory } from "../../../domain/messaging/selectors"
import { Avatar } from "../Avatar"
import { Button, IconButton } from "../Button"
import { ChevronDownIcon, CloseIcon, TrashIcon, UserIcon } from "../icons"
import { BackIcon, MoreIcon } from "../partIcons"
import { Skeleton } from "../Skeleton"
import { StatusDot } from "../StatusDot"
import { usePopupMenu } from "../usePopupMenu"
import type { PeerMenuItem } from "../social/PeerMenu"
import { Composer, type ComposerProps } from "./Composer"
import { callRecordText, friendRequestText, MessageItem, type UploadView } from "./MessageItem"
import { Spinner } from "../Spinner"
import "./ImChat.css"

/** Older messages are asked when the reader is this close to the top of the log, px. */
const NEAR_TOP_PX = 600
/** The reader counts as at the bottom (new messages keep the newest in view) this close to it, px. */
const NEAR_BOTTOM_PX = 48
/** Estimated heights before measuring, px, and the gap between rows (the list's CSS gap). */
const EST_MESSAGE_PX = 56
const EST_STAMP_PX = 28
const EST_TOP_PX = 44
const ROW_GAP_PX = 8
/** How far back from the newest message a render looks for newly arrived ones, messages. */
const NEW_SCAN = 50
/** Announcements kept in the live region (older ones are dropped from it), entries. */
const ANNOUNCE_KEEP = 5
/** Quiet time after the last arrival before the new-message count is told (one announcement per burst), ms. */
const COUNT_TELL_MS = 1_000
/** The longest a smooth jump to the newest counts as the view's own scrolling, ms. */
const JUMP_MAX_MS = 1_500

/** One row of the virtualized log: the older-history row, a timestamp, or a message. */
type Row =
  | { readonly kind: "top"; readonly key: string }
  | { readonly kind: "stamp"; readonly key: string; readonly at: number }
  | { readonly kind: "msg"; readonly key: string }

const TOP_ROW: Row = { kind: "top", key: "top" }
// The rows of a message and of the time stamp above it, made once per message object: a page of older
// messages does not make the 10,000 rows below it again (issue 14: what a page allocated set off the
// garbage collector's long pauses while scrolling up).
const msgRows = new WeakMap<ChatMessage, Row>()
const stampRows = new WeakMap<ChatMessage, Row>()
const msgRowOf = (m: ChatMessage): Row => {
  let r = msgRows.get(m)
  if (!r) msgRows.set(m, (r = { kind: "msg", key: m.id }))
  return r
}
const stampRowOf = (m: ChatMessage): Row => {
  let r = stampRows.get(m)
  if (!r) stampRows.set(m, (r = { kind: "stamp", key: `stamp:${m.id}`, at: m.at }))
  return r
}

/**
 * Index of the row keyed `key` in `rows`, looked for outward from `hint` (where it was, moved by the rows
 * added since): a page of older messages moves it by that page's rows. -1 when it is not there.
 */
const findRow = (rows: ReadonlyArray<Row>, key: string, hint: number): number => {
  const n = rows.length
  const h = Math.min(Math.max(hint, 0), n - 1)
  for (let d = 0; h - d >= 0 || h + d < n; d++) {
    if (h - d >= 0 && rows[h - d]!.key === key) return h - d
    if (h + d < n && rows[h + d]!.key === key) return h + d
  }
  return -1
}

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
  /** Oldest first (the state's chunked list, or an array). */
  messages: MessageSeq
  myId: string
  /** History is loading and nothing is shown yet. */
  loading: boolean
  /** Whether to show a timestamp above message i (m§2: first, or > 5 min gap). */
  showTimestampAt: (list: MessageSeq, i: number) => boolean
  uploads: Readonly<Record<string, UploadView>>
  giftImage: (giftId: number) => string | null
  onRetry: (clientId: string) => void
  /** The app is offline: own messages that could not be sent wait for the connection (no "Send again"). */
  offline?: boolean
  /** Back to the list (panel and mobile page); omit where there is nowhere to go back to. */
  onBack?: () => void
  /** The Back arrow's name, where it does not go to the list (default "Back to messages"). */
  backLabel?: string
  /** Closes the chat (video popup); shown as a close button. */
  onClose?: () => void
  onViewProfile?: () => void
  onDelete: () => void
  /** The user menu's items (m§2: note, favourite, reminder, block, report, delete friend), before "delete conversation". */
  userMenu?: ReadonlyArray<PeerMenuItem>
  /** The pending friend-request bar (relation 3), or null. */
  request: { busy?: boolean; onAccept: () => void; onDismiss: () => void } | null
  /**
   * The member blocked this peer: in place of the message box, the friend page's note and Unblock
   * (`busy` while it is on its way); null when not blocked. When it goes with the focus in it, the message
   * box takes the focus.
   */
  blocked?: { busy: boolean; onUnblock: () => void } | null
  /** The older-history row: loading, a quiet retry, the start of the conversation, or more to ask (m§3, m§8). */
  older?: OlderHistory
  /** Asks the next older page (near the top, or the retry row tapped). */
  onOlder?: () => void
  /** The in-video dark theme (m§2: no video-call button there). */
  dark?: boolean
  /** The calls feature's video-call button (not shown in the dark theme). */
  callSlot?: ReactNode
  /** Heading level of the peer's name (2 in the panel, 1 on the mobile page). */
  headingLevel?: 1 | 2
}

/** The chat panel. */
export function ChatView(props: ChatViewProps) {
  const { peer, messages, myId, loading, showTimestampAt, uploads, giftImage, onRetry, offline = false, onBack, backLabel, onClose, onViewProfile, onDelete, userMenu = [], request, blocked = null, older = "start", onOlder, dark = false, callSlot, headingLevel = 2, ...composer } = props
  // The rows get callbacks that stay the same function while the container makes new ones at each render,
  // so the rows already shown are not rendered again (MessageItem's memo); they call the latest ones.
  const latest = useRef({ onRetry, onViewProfile })
  useLayoutEffect(() => {
    latest.current = { onRetry, onViewProfile }
  })
  const retry = useCallback((clientId: string) => latest.current.onRetry(clientId), [])
  const openProfile = useCallback(() => latest.current.onViewProfile?.(), [])
  const { LL } = useI18n()
  const format = useFormat()
  const [menuOpen, setMenuOpen] = useState(false)
  const titleId = useId()
  const logRef = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  // The reader is away from the newest (the jump button shows) and the peer's messages since then.
  const [away, setAway] = useState(false)
  const [newCount, setNewCount] = useState(0)
  // The count as the status region tells it: set once a burst of arrivals has settled.
  const [toldCount, setToldCount] = useState(0)
  // A smooth jump to the newest is under way: its scroll events are not the reader's.
  const jumping = useRef(false)
  const Heading = headingLevel === 1 ? "h1" : "h2"
  const headingRef = useRef<HTMLHeadingElement>(null)
  const blockedNoteId = useId()
  // The blocked bar leaves (unblocked) with the focus on its button: the message box that replaces it
  // takes the focus, not <body>.
  const focusComposerWhenGone = useCallback((bar: HTMLDivElement | null) => {
    if (!bar) return undefined
    const section = bar.parentElement
    return () => {
      if (!bar.contains(document.activeElement)) return
      requestAnimationFrame(() => section?.querySelector<HTMLElement>("textarea:not(:disabled)")?.focus())
    }
  }, [])
  // Opened with the focus (the desktop panel) but nothing to write (a system sender): the chat's heading
  // takes it, as the phone's chat page does; otherwise the message box has it (Composer).
  useEffect(() => {
    if (composer.autoFocus && !composer.canSend) headingRef.current?.focus({ preventScroll: true })
  }, [])
  const announced = useAnnouncements(messages, loading, (m) => LL.member.im.chat.incoming({ name: peer.name, text: announceText(m) }), (fresh) => {
    if (!stick.current) setNewCount((n) => n + fresh.length)
  })
  useEffect(() => {
    if (newCount === 0) return setToldCount(0)
    const t = setTimeout(() => setToldCount(newCount), COUNT_TELL_MS)
    return () => clearTimeout(t)
  }, [newCount])
  /** The reader's own scrolling decided where the log is: at the newest, the button and its count go. */
  const following = (atBottom: boolean) => {
    stick.current = atBottom
    setAway(!atBottom)
    if (atBottom) setNewCount(0)
  }
  /** Scrolls to the newest message (smoothly unless reduced motion is asked) and keeps the focus on the log. */
  const jumpToNewest = () => {
    const el = logRef.current
    if (!el) return
    following(true)
    // The button goes away under the focus: the log takes it (the reader goes on reading there).
    el.focus({ preventScroll: true })
    const smooth = typeof el.scrollTo === "function" && !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
    if (!smooth) {
      el.scrollTop = el.scrollHeight
      ownTop(el)
      return
    }
    // Far up, the log comes to the last two screens at once and glides the rest.
    jumping.current = true
    const near = el.scrollHeight - 2 * el.clientHeight
    if (el.scrollTop < near) el.scrollTop = near
    el.scrollTo({ top: el.scrollHeight, behavior: "smooth" })
    // No scrollend comes when nothing moved (or the browser has none): the jump ends anyway.
    setTimeout(jumpEnded, JUMP_MAX_MS)
  }
  /** The smooth jump ended (or the reader took over): at the bottom now, rows measured on the way count. */
  const jumpEnded = () => {
    if (!jumping.current) return
    jumping.current = false
    const el = logRef.current
    if (el && stick.current) {
      el.scrollTop = el.scrollHeight
      ownTop(el)
    }
  }
  const announceText = (m: ChatMessage): string => {
    switch (m.kind) {
      case "txt":
        return m.text
      case "img":
        return LL.member.im.chat.image()
      case "gift":
        return LL.member.im.chat.giftReceived()
      case "giftAsk":
        return LL.member.im.chat.giftAsk()
      case "friend":
        return friendRequestText(LL, m)
      case "video":
        return callRecordText(LL, m, myId, format.tag)
      case "system":
        return m.text || LL.member.im.list.preview.system()
    }
  }
  const lastMine = useMemo(() => messages.findLastIndex((m) => m.mine), [messages])
  // The rows, and for each its message's index in `messages` (-1: not a message row).
  const [rows, messageAt] = useMemo((): [Row[], Int32Array] => {
    const out: Row[] = [TOP_ROW]
    const at = new Int32Array(messages.length * 2 + 1).fill(-1)
    // By index: the list's iterator makes a result object per message.
    for (let i = 0; i < messages.length; i++) {
      const m = messages.at(i)!
      if (showTimestampAt(messages, i)) out.push(stampRowOf(m))
      at[out.length] = i
      out.push(msgRowOf(m))
    }
    return [out, at]
  }, [messages, showTimestampAt])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => logRef.current,
    getItemKey: (i) => rows[i]!.key,
    estimateSize: (i) => (rows[i]!.kind === "msg" ? EST_MESSAGE_PX : rows[i]!.kind === "stamp" ? EST_STAMP_PX : EST_TOP_PX),
    gap: ROW_GAP_PX,
    overscan: 8,
    initialRect: { width: 360, height: 600 },
  })
  // The view keeps the reader's place itself (below), from the measured rows: no adjustment of its own.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false
  const items = virtualizer.getVirtualItems()
  const totalSize = virtualizer.getTotalSize()
  // The message row the reader is looking at (first one in view), its offset from the top (px), and its
  // index among `count` rows then (where the layout effect looks for it first).
  const anchor = useRef<{ key: string; offset: number; index: number; count: number } | null>(null)

  // The scrollTop the view itself last set (keeping the place): the scroll event it causes is not the reader's.
  const ownScroll = useRef<number | null>(null)
  // The scrollTop the view last set or last had a scroll event at: a render that finds another one comes
  // between the reader's scroll and its event.
  const seenTop = useRef<number | null>(null)
  const ownTop = (el: HTMLElement) => {
    ownScroll.current = el.scrollTop
    seenTop.current = el.scrollTop
  }
  // The scrollTop the anchor was taken at (or the view last set it to). A render may come between the
  // reader's scroll and its scroll event (an older page landing): the anchor is then behind by the
  // difference, and the view must not scroll the reader back.
  const anchorTop = useRef<number | null>(null)

  /**
   * Remembers the first message row in view and its offset from the log's top, read from the rendered
   * rows (what the reader sees), not from the virtualizer's estimates: rows above may be unmeasured.
   */
  const remember = (el: HTMLElement) => {
    const box = el.getBoundingClientRect()
    for (const li of el.querySelectorAll<HTMLElement>("li.im-msg[data-index]")) {
      const r = li.getBoundingClientRect()
      const row = rows[Number(li.dataset["index"])]
      if (r.bottom > box.top && row?.kind === "msg") {
        anchor.current = { key: row.key, offset: r.top - box.top, index: Number(li.dataset["index"]), count: rows.length }
        anchorTop.current = el.scrollTop
        return
      }
    }
    const top = el.scrollTop
    const it = virtualizer.getVirtualItems().find((v) => rows[v.index]?.kind === "msg" && v.end > top)
    anchor.current = it ? { key: String(it.key), offset: it.start - top, index: it.index, count: rows.length } : null
    anchorTop.current = top
  }
  const askOlder = (el: HTMLElement) => {
    if (onOlder && (older === "more" || older === "retry") && el.scrollTop < NEAR_TOP_PX) onOlder()
  }

  useLayoutEffect(() => {
    const el = logRef.current
    if (!el) return
    // A smooth jump to the newest runs: it ends at the bottom (jumpEnded), not cut short here.
    if (jumping.current) return
    if (stick.current) {
      // Keep the newest message in view while the reader is at the bottom. The scroll event this causes
      // is the view's own: it may come after a row's measured height grew the log, and must not read as
      // the reader leaving the bottom (the next render scrolls to the new bottom). But where the reader
      // scrolled up and this render came before their scroll event, the log stays where they took it.
      if (seenTop.current !== null && Math.abs(el.scrollTop - seenTop.current) >= 1 && el.scrollHeight - el.scrollTop - el.clientHeight >= NEAR_BOTTOM_PX) {
        seenTop.current = el.scrollTop
        following(false)
        remember(el)
        return
      }
      el.scrollTop = el.scrollHeight
      ownTop(el)
      return
    }
    // Older messages came in above, rows above were measured, or the rendered range moved: the message
    // being read stays where it was. Where it is rendered, its own box decides (exact); otherwise the
    // virtualizer's offsets bring it into range, and the next render corrects the rest.
    const a = anchor.current
    const idx = a ? findRow(rows, a.key, a.index + rows.length - a.count) : -1
    if (!a || idx < 0) return
    a.index = idx
    a.count = rows.length
    // The reader scrolled since the anchor was taken and the scroll event has not come yet: every row
    // moved up by that much before this render, the anchored one too.
    if (anchorTop.current !== null && Math.abs(el.scrollTop - anchorTop.current) >= 1) a.offset -= el.scrollTop - anchorTop.current
    const li = el.querySelector<HTMLElement>(`li.im-msg[data-index="${idx}"]`)
    const m = virtualizer.measurementsCache[idx]
    const target = li ? el.scrollTop + (li.getBoundingClientRect().top - el.getBoundingClientRect().top - a.offset) : m ? m.start - a.offset : null
    if (target !== null && Math.abs(el.scrollTop - target) >= 1) {
      el.scrollTop = target
      ownTop(el)
    }
    anchorTop.current = el.scrollTop
  })

  // A log too short to scroll has no "near the top" scroll: ask while it does not fill the view. A reader
  // who scrolled near the top while older messages could not be asked for yet (still being read) makes no
  // scroll event more once they can (at the top a wheel moves nothing): ask for them too. Not after a
  // failed page (the retry row is there to tap) and not offline: that would ask again on every render.
  useEffect(() => {
    const el = logRef.current
    if (el && messages.length > 0 && !loading && older === "more" && !offline && !jumping.current && (el.scrollHeight <= el.clientHeight + 1 || !stick.current)) askOlder(el)
  })

  // Today: the time; this year: the day and time; an older year: with the year (history goes back years).
  const stamp = (at: number) => {
    const day = new Date(at)
    const now = new Date()
    return (day.toDateString() === now.toDateString() ? format.time : day.getFullYear() === now.getFullYear() ? format.dayTime : format.yearDayTime)(at)
  }

  return (
    <section className={`im-chat${dark ? " theme-dark is-dark" : ""}`} aria-labelledby={titleId}>
      <header className="im-chat-head">
        {onBack ? <IconButton size="sm" label={backLabel ?? LL.member.im.chat.back()} icon={<BackIcon />} onClick={onBack} /> : null}
        <span className="im-chat-peer">
          <span className="im-avatar-wrap">
            <Avatar src={peer.avatar} name={peer.name} size={36} />
            {peer.online ? <span className="im-online-dot" aria-hidden="true" /> : null}
          </span>
          <span className="im-chat-peer-text">
            <Heading id={titleId} ref={headingRef} tabIndex={-1} className="im-chat-name user-text">
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
                label={LL.member.im.chat.more({ name: peer.name })}
                icon={<MoreIcon />}
                aria-haspopup="menu"
                aria-expanded={menuOpen}
                data-im-more
                onClick={() => setMenuOpen(!menuOpen)}
              />
              {menuOpen ? (
                <ChatMenu
                  label={LL.member.im.chat.more({ name: peer.name })}
                  onClose={() => setMenuOpen(false)}
                  onViewProfile={onViewProfile && (() => { setMenuOpen(false); onViewProfile() })}
                  onDelete={() => { setMenuOpen(false); onDelete() }}
                  items={userMenu}
                />
              ) : null}
            </span>
          )}
          {onClose ? <IconButton size="sm" label={LL.common.close()} icon={<CloseIcon />} onClick={onClose} /> : null}
        </span>
      </header>
      {request ? (
        <div className="im-request-bar" role="region" aria-label={LL.member.im.chat.requestBar({ name: peer.name })}>
          <span>{LL.member.im.chat.requestBar({ name: peer.name })}</span>
          <Button size="sm" variant="primary" disabled={request.busy} onClick={request.onAccept}>{LL.member.im.chat.accept()}</Button>
          <IconButton size="sm" label={LL.member.im.chat.dismissRequest()} icon={<CloseIcon />} onClick={request.onDismiss} />
        </div>
      ) : null}
      <div className="im-log-area">
        <div
          ref={logRef}
          className="im-log"
          role="log"
          aria-live="off"
          aria-label={LL.member.im.chat.messages({ name: peer.name })}
          aria-busy={loading || undefined}
          tabIndex={0}
          onScroll={(e) => {
            const el = e.currentTarget
            const own = ownScroll.current !== null && Math.abs(el.scrollTop - ownScroll.current) < 1
            ownScroll.current = null
            seenTop.current = el.scrollTop
            const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX
            if (jumping.current) {
              if (atBottom) jumpEnded()
              return
            }
            if (!own) {
              // Only the reader's own scrolling decides whether the log follows new messages.
              following(atBottom)
              remember(el)
            }
            askOlder(el)
          }}
          onScrollEnd={jumpEnded}
          // The reader scrolls during a jump: theirs from here on.
          onWheel={() => (jumping.current = false)}
          onTouchStart={() => (jumping.current = false)}
          onKeyDown={() => (jumping.current = false)}
        >
          {loading && messages.length === 0 ? (
            <div className="im-log-skeleton">
              <span className="visually-hidden">{LL.member.im.chat.loading()}</span>
              <Skeleton width="55%" height={36} />
              <Skeleton width="40%" height={36} className="is-right" />
              <Skeleton width="62%" height={36} />
            </div>
          ) : messages.length === 0 ? (
            // Offline, nothing of this chat kept on the device yet (never opened here): not "say hello".
            <p className="im-empty-log">{offline ? LL.member.im.chat.emptyOffline() : LL.member.im.chat.empty()}</p>
          ) : (
            <div className="im-virtual" style={{ height: totalSize }}>
              <ol className="im-messages" role="list" style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
                {items.map((v) => {
                  const r = rows[v.index]!
                  const ref = virtualizer.measureElement
                  if (r.kind === "top")
                    return (
                      <li key={r.key} ref={ref} data-index={v.index} className="im-older" role={older === "more" ? "presentation" : undefined}>
                        <OlderRow state={older} name={peer.name} onOlder={onOlder} />
                      </li>
                    )
                  if (r.kind === "stamp")
                    return (
                      <li key={r.key} ref={ref} data-index={v.index} className="im-stamp" role="presentation">
                        <time dateTime={new Date(r.at).toISOString()}>{stamp(r.at)}</time>
                      </li>
                    )
                  const i = messageAt[v.index]!
                  const m = messages.at(i)!
                  const prev = i > 0 ? messages.at(i - 1) : undefined
                  // The peer's avatar (to their friend page) on the first of a run of their messages; the rest keep its room.
                  const byPeer = !m.mine && (m.kind === "txt" || m.kind === "img" || m.kind === "gift" || m.kind === "giftAsk")
                  const runStart = !prev || prev.mine || prev.kind === "friend" || prev.kind === "video" || prev.kind === "system" || showTimestampAt(messages, i)
                  const sender = !byPeer || peer.system || !onViewProfile ? undefined : runStart ? { name: peer.name, avatar: peer.avatar, onOpen: openProfile } : null
                  return (
                    <MessageItem
                      sender={sender}
                      key={r.key}
                      row={{ index: v.index, ref }}
                      message={m}
                      myId={myId}
                      upload={(m.clientId && uploads[m.clientId]) || null}
                      giftImage={giftImage}
                      onRetry={retry}
                      offline={offline}
                      showSent={i === lastMine}
                    />
                  )
                })}
              </ol>
            </div>
          )}
        </div>
        {away && messages.length > 0 ? (
          <button type="button" className={`im-jump${newCount > 0 ? " has-count" : ""}`} onClick={jumpToNewest}>
            <ChevronDownIcon size={18} />
            <span className="visually-hidden">{LL.member.im.chat.jumpToNewest()}</span>
            {/* The name is "Jump to newest messages 2 new messages": the visible count is part of it. */}
            {newCount > 0 ? <>{" "}<span className="im-jump-count">{LL.member.im.chat.newBelow({ count: newCount })}</span></> : null}
          </button>
        ) : null}
      </div>
      <div className="visually-hidden" role="status" aria-atomic="false">
        {announced.map((a) => <p key={a.key}>{a.text}</p>)}
        {away && toldCount > 0 ? <p key="new-count">{LL.member.im.chat.newBelow({ count: toldCount })}</p> : null}
      </div>
      {blocked ? (
        <div className="im-blocked-bar" ref={focusComposerWhenGone}>
          <p id={blockedNoteId}>{LL.member.social.page.blocked()}</p>
          <Button size="sm" variant="secondary" busy={blocked.busy} aria-describedby={blockedNoteId} onClick={blocked.onUnblock}>
            {LL.member.social.page.unblock()}
          </Button>
        </div>
      ) : (
        <Composer {...composer} extra={undefined} />
      )}
    </section>
  )
}

/**
 * The texts of the peer's messages that arrived after the chat showed (appended after the newest one
 * of the previous render), the last {@link ANNOUNCE_KEEP}; `onArrived` is told each batch of them. Not the history shown on opening or loading,
 * not older pages (they come in above), not the member's own messages.
 */
function useAnnouncements(messages: MessageSeq, loading: boolean, text: (m: ChatMessage) => string, onArrived: (fresh: ReadonlyArray<ChatMessage>) => void): ReadonlyArray<{ key: string; text: string }> {
  const [list, setList] = useState<ReadonlyArray<{ key: string; text: string }>>([])
  const prev = useRef<{ tail: ReadonlySet<string>; loading: boolean } | null>(null)
  const textRef = useRef(text)
  textRef.current = text
  const arrivedRef = useRef(onArrived)
  arrivedRef.current = onArrived
  useEffect(() => {
    const tail = new Set<string>()
    for (let i = messages.length - 1; i >= 0 && i >= messages.length - NEW_SCAN; i--) tail.add(messages.at(i)!.id)
    const before = prev.current
    prev.current = { tail, loading }
    if (before === null || before.loading || loading) return
    const fresh: ChatMessage[] = []
    let found = before.tail.size === 0
    for (let i = messages.length - 1; i >= 0 && i >= messages.length - NEW_SCAN; i--) {
      const m = messages.at(i)!
      if (before.tail.has(m.id)) {
        found = true
        break
      }
      if (!m.mine) fresh.unshift(m)
    }
    // Nothing of the last render's newest messages is near the end: the list was replaced, not added to.
    if (!found || fresh.length === 0) return
    arrivedRef.current(fresh)
    setList((l) => [...l, ...fresh.map((m) => ({ key: m.id, text: textRef.current(m) }))].slice(-ANNOUNCE_KEEP))
  }, [messages, loading])
  return list
}

/** The row above the oldest message: a page on its way, a quiet retry (m§8), or the start of the conversation. */
function OlderRow({ state, name, onOlder }: { state: OlderHistory; name: string; onOlder?: () => void }) {
  const { LL } = useI18n()
  if (state === "loading")
    return (
      <p className="im-older-note" role="status">
        <Spinner size={16} decorative />
        <span>{LL.member.im.chat.loadingOlder()}</span>
      </p>
    )
  if (state === "start") return <p className="im-older-note is-start">{LL.member.im.chat.start({ name })}</p>
  if (state === "retry" && onOlder)
    return (
      <button type="button" className="im-older-retry" onClick={onOlder}>
        {LL.member.im.chat.loadOlder()}
      </button>
    )
  return null
}

function ChatMenu({ label, onClose, onViewProfile, onDelete, items }: { label: string; onClose: () => void; onViewProfile?: () => void; onDelete: () => void; items: ReadonlyArray<PeerMenuItem> }) {
  const { LL } = useI18n()
  const { ref, onKeyDown } = usePopupMenu(onClose, "[data-im-more]")
  return (
    <div ref={ref} role="menu" aria-label={label} className="im-menu" popover="manual" onKeyDown={onKeyDown}>
      {onViewProfile ? (
        <button type="button" role="menuitem" tabIndex={-1} className="im-menu-item" onClick={onViewProfile}>
          <UserIcon />
          <span>{LL.member.im.chat.viewProfile()}</span>
        </button>
      ) : null}
      {items.map((it) => (
        <button key={it.key} type="button" role="menuitem" tabIndex={-1} className={`im-menu-item${it.danger ? " is-danger" : ""}`} onClick={() => { onClose(); it.onSelect() }}>
          {it.icon}
          <span>{it.label}</span>
        </button>
      ))}
      <button type="button" role="menuitem" tabIndex={-1} className="im-menu-item is-danger" onClick={onDelete}>
        <TrashIcon />
        <span>{LL.member.im.chat.deleteConversation()}</span>
      </button>
    </div>
  )
}

