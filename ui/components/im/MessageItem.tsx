// MessageItem: one chat message by kind (m§4 client-side kinds): text (incoming with its translation), picture with
// upload progress, gift, gift ask, friend request, video call record, system notice. Own messages sit
// on the right and show their delivery (pending / sent / failed with a retry button). The first of a run
// of the peer's messages carries the peer's avatar, a button that opens their friend page (m§2).
import { memo } from "react"
import { useFormat, useI18n, type TranslationFunctions } from "../../../i18n"
import { formatClock } from "../../../i18n/format"
import type { ChatMessage } from "../../../domain/messaging/state"
import { Avatar } from "../Avatar"
import { Button } from "../Button"
import { RichText } from "./RichText"
import { RetryIcon } from "../partIcons"

/** Upload progress of an own image message (bytes). */
export interface UploadView {
  readonly loaded: number
  readonly total: number
  readonly failed: boolean
  readonly localUrl: string
}

/** Props of {@link MessageItem}. */
export interface MessageItemProps {
  message: ChatMessage
  /** The signed-in member's id (call records tell caller from callee). */
  myId: string
  upload: UploadView | null
  /** Picture URL of a gift id, or null when unknown. */
  giftImage: (giftId: number) => string | null
  onRetry: (clientId: string) => void
  /** The app is offline: a message that could not be sent says it waits for the connection (no "Send again"). */
  offline?: boolean
  /** Show "Sent" on this own message (the view shows it on the last one only; pending/failed always). */
  showSent?: boolean
  /**
   * The sender's avatar beside an incoming message (the first of a run): pressing it opens their friend
   * page. Omit for own messages, system senders and later messages of a run (those keep the indent).
   */
  sender?: { readonly name: string; readonly avatar: string; readonly onOpen: () => void } | null
  /** The virtualized list's row: its index and the ref that measures it. */
  row?: { readonly index: number; readonly ref: (el: HTMLLIElement | null) => void }
}

/** m§4 video call record text, seen from `myId`; the duration as a clock of `tag` (BCP 47). */
export const callRecordText = (LL: TranslationFunctions, m: ChatMessage, myId: string, tag = "en"): string => {
  const c = m.call
  if (!c) return LL.member.im.list.preview.video()
  if (c.seconds > 0 || c.hangupReason === 1) return LL.member.im.chat.callDuration({ duration: formatClock(Math.round(c.seconds), tag) })
  if (c.callerId === myId) return c.hangupReason === 2 ? LL.member.im.chat.callCancelled() : LL.member.im.chat.callNoAnswer()
  return c.hangupReason === 3 ? LL.member.im.chat.callDenied() : LL.member.im.chat.callMissed()
}

/**
 * m§4 friend request text: an accepted request shows the completed message; otherwise it varies by who
 * sent it and by add type 2, read as a direct add that needs no answer (the spec does not say more).
 */
export const friendRequestText = (LL: TranslationFunctions, m: ChatMessage): string => {
  if (m.accept === 1) return LL.member.im.chat.friendAdded()
  if (m.addType === 2) return m.mine ? LL.member.im.chat.friendAddedOut() : LL.member.im.chat.friendAddedIn()
  return m.mine ? LL.member.im.chat.friendRequestOut() : LL.member.im.chat.friendRequestIn()
}

/**
 * Whether a row would render as before: the list makes `row` and `sender` anew at every render, so they
 * are compared by their fields. A scroll re-renders the list; the rows already shown stay as they are.
 */
const sameItem = (a: MessageItemProps, b: MessageItemProps): boolean =>
  a.message === b.message &&
  a.myId === b.myId &&
  a.upload === b.upload &&
  a.giftImage === b.giftImage &&
  a.onRetry === b.onRetry &&
  a.offline === b.offline &&
  a.showSent === b.showSent &&
  a.row?.index === b.row?.index &&
  a.row?.ref === b.row?.ref &&
  (a.sender === b.sender || (!!a.sender && !!b.sender && a.sender.name === b.sender.name && a.sender.avatar === b.sender.avatar && a.sender.onOpen === b.sender.onOpen))

/** One message row (rendered again only when its props change by {@link sameItem}, or the language). */
export const MessageItem = memo(function MessageItem({ message: m, myId, upload, giftImage, onRetry, offline = false, showSent = true, row, sender }: MessageItemProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const gift = m.giftId !== null ? giftImage(m.giftId) : null
  const body = (() => {
    switch (m.kind) {
      case "txt":
        return (
          <div className="im-bubble">
            <p className="im-text" dir="auto"><RichText text={m.text} /></p>
            {!m.mine && m.translation && m.translation !== m.text ? (
              <p className="im-translation" lang="" dir="auto">
                <span className="visually-hidden">{LL.member.im.chat.translation()}: </span>
                <RichText text={m.translation} />
              </p>
            ) : null}
          </div>
        )
      case "img": {
        const url = m.picture?.url || upload?.localUrl || ""
        const pct = upload && upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : null
        return (
          <div className="im-bubble im-bubble-media">
            {url ? <img className="im-picture" src={url} alt={LL.member.im.chat.image()} width={m.picture?.width ?? undefined} height={m.picture?.height ?? undefined} loading="lazy" /> : null}
            {upload && upload.failed ? <p className="im-upload-failed">{LL.member.im.chat.uploadFailed()}</p> : null}
            {upload && !upload.failed && pct !== null && m.delivery === "pending" ? (
              <div className="im-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct} aria-label={LL.member.im.chat.uploading({ percent: pct })}>
                <span style={{ width: `${pct}%` }} />
              </div>
            ) : null}
          </div>
        )
      }
      case "gift":
      case "giftAsk":
        return (
          <div className="im-bubble im-bubble-gift">
            {gift ? <img src={gift} alt={LL.member.im.chat.gift()} width={56} height={56} /> : null}
            <p className="im-text">{m.kind === "giftAsk" ? LL.member.im.chat.giftAsk() : m.mine ? LL.member.im.chat.giftSent() : LL.member.im.chat.giftReceived()}</p>
          </div>
        )
      case "friend":
        return <p className="im-note">{friendRequestText(LL, m)}</p>
      case "video":
        return <p className="im-note">{callRecordText(LL, m, myId, format.tag)}</p>
      case "system":
        return (
          <div className="im-bubble im-bubble-system">
            <p className="im-text"><RichText text={m.text} /></p>
          </div>
        )
    }
  })()
  const showDelivery = m.mine && m.kind !== "friend" && m.kind !== "video" && m.kind !== "system" && (m.delivery !== "sent" || showSent)
  return (
    <li ref={row?.ref} data-index={row?.index} className={`im-msg${m.mine ? " is-mine" : ""} kind-${m.kind}${sender !== undefined ? " has-sender" : ""}`} data-delivery={m.mine ? m.delivery : undefined}>
      {sender ? (
        <button type="button" className="im-msg-sender" aria-label={LL.member.social.page.openProfile({ name: sender.name })} onClick={sender.onOpen}>
          <Avatar src={sender.avatar} name={sender.name} size={28} />
        </button>
      ) : null}
      {body}
      {showDelivery ? (
        <div className={`im-delivery is-${m.delivery}`}>
          <span>{m.delivery === "pending" ? LL.member.im.chat.pending() : m.delivery === "sent" ? LL.member.im.chat.sent() : offline ? LL.appShell.offline.waiting() : LL.member.im.chat.failed()}</span>
          {m.delivery === "failed" && m.clientId && !offline ? (
            <Button size="sm" variant="ghost" icon={<RetryIcon size={16} />} onClick={() => onRetry(m.clientId!)}>
              {LL.member.im.chat.retry()}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}, sameItem)
