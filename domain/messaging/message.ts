// A chat message in client form (m§3 chat message, m§4 client-side kinds), as a Schema so events that
// carry messages (history loaded, outbox restored) decode and redact like every other event.
// Ids are user ids as strings; `at` epoch ms; `id` is the dedup key (the server message id, or the
// client id of an own message the server has not acknowledged yet).
import * as Schema from "effect/Schema"
import { FreeText, ImageUrl, PersonName, SafeNumber, SafeString, UserIdString, UserPair } from "../core/sensitive"

const NullNum = Schema.NullOr(SafeNumber)

/** m§4 client-side kinds. */
export const MessageKind = Schema.Literals(["txt", "gift", "giftAsk", "friend", "img", "video", "system"])
export type MessageKind = typeof MessageKind.Type

/** Delivery of an own message: pending (queued or in flight), sent (server acknowledged), failed (will retry). */
export const Delivery = Schema.Literals(["pending", "sent", "failed"])
export type Delivery = typeof Delivery.Type

/** A picture of an image message; sizes in px when known. */
export const Picture = Schema.Struct({ url: ImageUrl, width: NullNum, height: NullNum })

/** A video call record (type 10): seconds of video, hang-up reason (1 ended, 2 cancelled, 3 denied), sides. */
export const CallRecord = Schema.Struct({ seconds: SafeNumber, hangupReason: SafeNumber, callerId: UserIdString, calleeId: UserIdString })

/** One message of a conversation. */
export const ChatMessage = Schema.Struct({
  /** Dedup key: server message id, or the client id until the server acknowledged an own message. */
  id: SafeString,
  /** Client id of a message this member sent (outbox), else null. */
  clientId: Schema.NullOr(SafeString),
  /** The other side of the conversation. */
  peerId: UserIdString,
  senderId: UserIdString,
  /** Sent by the signed-in member. */
  mine: Schema.Boolean,
  kind: MessageKind,
  /** Wire message_type / message_type_value (m§4). */
  type: SafeNumber,
  typeValue: SafeNumber,
  text: FreeText,
  translation: Schema.NullOr(FreeText),
  giftId: NullNum,
  giftStar: NullNum,
  picture: Schema.NullOr(Picture),
  /** Friend request: add type (2 varies the text), accepted (1) (m§4 friend request text). */
  addType: NullNum,
  accept: NullNum,
  call: Schema.NullOr(CallRecord),
  /** Epoch ms of the message (server timeStamp, or when it was written for own pending ones). */
  at: SafeNumber,
  /** Read by the member (incoming) — m§3 read 0/1. */
  read: Schema.Boolean,
  delivery: Delivery,
})
export type ChatMessage = typeof ChatMessage.Type

/** One conversation entry (m§3): the peer, preview of the last message, time, unread count, a§3 status. */
export const ConversationRecord = Schema.Struct({
  peerId: UserIdString,
  croomId: UserPair,
  name: PersonName,
  avatar: ImageUrl,
  /** a§3 relation: 2 friend, 3 pending request from the other, 0 none/unknown. */
  relation: SafeNumber,
  /** Preview of the last message: its kind and text (empty for non-text kinds). */
  preview: Schema.NullOr(Schema.Struct({ kind: MessageKind, text: FreeText })),
  /** Epoch ms of the last message (or of opening, for a new conversation). */
  at: SafeNumber,
  noReadCount: SafeNumber,
  /** a§3 status from the server list (2 online); presence statuses override it in selectors. */
  status: SafeNumber,
  /** Text the member was writing and has not sent (personal text, redacted like message text); absent when none. */
  draft: Schema.optionalKey(FreeText),
})
export type ConversationRecord = typeof ConversationRecord.Type

/**
 * A conversation record the state can own: a copy of `c` (and of its preview) sharing nothing mutable
 * with it. A recipe storing a record it took from an event stores this, since the fast fold (evolveMany)
 * changes the state in place and must never change the event it read.
 */
export const ownConversation = <C extends ConversationRecord>(c: C): C => ({ ...c, preview: c.preview === null ? null : { ...c.preview } })
