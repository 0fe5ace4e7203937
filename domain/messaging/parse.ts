// Wire IM messages and notices -> client messages (m§4 message kinds, incoming handling). Pure and
// total: a message of no known kind, or not addressed to or from the member, gives null (ignored).
import * as Schema from "effect/Schema"
import { WrapperInner, type ImWire, type NoticeWire } from "../realtime/wire"
import { IGNORED_NOTICE_TYPES, NOTICE_RECORD_TYPE } from "../constants"
import type { ChatMessage, MessageKind } from "./message"

const decodeInner = Schema.decodeUnknownOption(WrapperInner)

/** m§4: the client kind of a wire message, or null for kinds the client does not show. */
export const kindOf = (w: ImWire): MessageKind | null => {
  const t = w.message_type
  const v = w.message_type_value
  if (Number(w.senderId) < 0 && v === -3) return "system"
  switch (t) {
    case 1:
      return v === 0 ? "txt" : v === 3 ? "img" : v === 4 ? "gift" : v === 1 ? "friend" : null
    case 2:
      return "friend"
    case 4: {
      if (v === 0 && w.addType !== undefined) return "friend"
      const inner = decodeInner(w.inner)
      if (inner._tag === "Some" && inner.value.message_type === 5) return "gift"
      return w.giftId !== undefined || (inner._tag === "Some" && inner.value.giftId !== undefined) ? "giftAsk" : "txt"
    }
    case 5:
      return "gift"
    case 10:
      return "video"
    default:
      return Number(w.senderId) < 0 ? "system" : null
  }
}

/**
 * m§4/m§7 in-video text: a type-4 message of the "txt" kind (not a friend request "4 with value 0 and an
 * add type", not a gift or gift ask inside it). It belongs to the open video call's chat (calls slice),
 * never to the conversation: not stored, not counted unread, no sound.
 */
export const isInVideoText = (w: ImWire): boolean => w.message_type === 4 && kindOf(w) === "txt"

/** The other side of wire message `w` for member `me`, or null when the member is on neither side. */
export const peerOf = (w: ImWire, me: string): string | null => {
  if (w.senderId === me) return w.receiverIds.find((r) => r !== me) ?? null
  return w.receiverIds.includes(me) ? w.senderId : null
}

/** Client message of wire message `w` for member `me`; null when ignored (unknown kind, not ours). */
export const parseIm = (w: ImWire, me: string): ChatMessage | null => {
  const kind = kindOf(w)
  const peerId = peerOf(w, me)
  if (kind === null || peerId === null || w.messageId === "") return null
  const inner = decodeInner(w.inner)
  const innerV = inner._tag === "Some" ? inner.value : {}
  const mine = w.senderId === me
  return {
    id: w.messageId,
    // An own message keeps its client id so the copy this device shows (pending) and the echo match.
    clientId: mine ? (w.clientMsgId ?? null) : null,
    peerId,
    senderId: w.senderId,
    mine,
    kind,
    type: w.message_type,
    typeValue: w.message_type_value,
    text: w.textContent?.source ?? innerV.text ?? "",
    translation: w.textContent?.translation ?? null,
    giftId: w.giftId ?? innerV.giftId ?? null,
    giftStar: w.giftStar ?? innerV.giftStar ?? null,
    picture: w.picture_url !== undefined ? { url: w.picture_url, width: w.picture_width ?? null, height: w.picture_height ?? null } : null,
    addType: w.addType ?? null,
    accept: w.accept ?? null,
    call:
      kind === "video"
        ? { seconds: w.videoTime ?? 0, hangupReason: w.hangupReason ?? 0, callerId: w.callerUserId ?? "", calleeId: w.calleeUserId ?? "" }
        : null,
    at: w.timeStamp,
    read: mine,
    delivery: "sent",
  }
}

/**
 * m§4 notices: ignored when expired (expire > 0 and <= `at`), of types 52/66/73/1050, or with a nonzero
 * extra.function; a 1090 notice with extra.messageType 2 (call) or 3 (friend request) carrying a message
 * becomes that stored record. Anything else gives null.
 */
export const parseNotice = (n: NoticeWire, me: string, at: number): ChatMessage | null => {
  if (n.expire > 0 && n.expire <= at) return null
  if (IGNORED_NOTICE_TYPES.includes(n.noticeType)) return null
  if ((n.extra?.function ?? 0) !== 0) return null
  if (n.noticeType !== NOTICE_RECORD_TYPE || n.message === undefined) return null
  const mt = n.extra?.messageType
  if (mt !== 2 && mt !== 3) return null
  const m = parseIm(n.message, me)
  if (m === null) return null
  const kind: MessageKind = mt === 2 ? "video" : "friend"
  return {
    ...m,
    kind,
    call: kind === "video" ? (m.call ?? { seconds: 0, hangupReason: 0, callerId: m.senderId, calleeId: m.peerId }) : null,
  }
}

/** m§4: history merges skip message types 3, 4 and 7. */
export const keptInHistory = (w: ImWire, skipped: ReadonlyArray<number>): boolean => !skipped.includes(w.message_type)
