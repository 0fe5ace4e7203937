// What the real-time channel carries (m§3, m§4, m§7 "peer messages (bizType, bizData)"): one envelope
// per peer message, whose bizData is decoded by bizType into an IM message, a call action or a notice.
// Both adapters (the reference gateway's WebSocket relay and Agora RTM) deliver exactly these shapes;
// anything else becomes WireRejected. Numbers of bizType are this client's own (the spec does not
// show the production values); production mapping, if different, belongs in the RTM adapter.
import * as Schema from "effect/Schema"
import { FreeText, ImageUrl, PersonName, SafeNumber, SafeString, UserIdString, UserPair, redactAs } from "../core/sensitive"

/** bizType of a peer message: 1 IM message, 2 call action, 3 system notice (m§7). */
export const BizType = { im: 1, call: 2, notice: 3 } as const
export type BizType = (typeof BizType)[keyof typeof BizType]

/** Codes, counts, timings, ids of messages and calls: safe to export (issue 18). */
const Num = SafeNumber
const Id = SafeString
/** A user id as a string (m§3): a member pseudonym on export. */
const User = UserIdString
const opt = Schema.optionalKey

/** Chat text as sent: the original and, when translated, the translation (m§3 textContent). */
export const TextContent = Schema.Struct({ source: FreeText, translation: opt(FreeText) })

/** The inner message of a type-4 wrapper, as far as the client reads it (m§4). */
export const WrapperInner = Schema.Struct({
  message_type: opt(Num),
  giftId: opt(Num),
  giftStar: opt(Num),
  text: opt(FreeText),
})

/**
 * Wire message content (m§3): one IM message as the relay and /im/v1 history deliver it.
 * message_type/message_type_value per m§4 (1/0 text, 1/3 picture, 1/4 gift, 1/1 friend request,
 * 2 friend invite, 4 wrapper, 5 gift, 10 call record); ids are user ids as strings; timeStamp epoch ms.
 */
export const ImWire = Schema.Struct({
  chat_id: UserPair,
  messageId: Id,
  message_type: Num,
  message_type_value: Num,
  senderId: User,
  receiverIds: Schema.Array(User),
  timeStamp: Num,
  textContent: opt(TextContent),
  giftId: opt(Num),
  giftStar: opt(Num),
  picture_url: opt(ImageUrl),
  picture_width: opt(Num),
  picture_height: opt(Num),
  addType: opt(Num),
  accept: opt(Num),
  /** Call record (type 10): seconds of video, hang-up reason, caller and callee. */
  videoTime: opt(Num),
  hangupReason: opt(Num),
  callerUserId: opt(User),
  calleeUserId: opt(User),
  roomNum: opt(Id),
  /** The sender's own message id (im/v1/send clientMsgId): its sessions match the echo to what they show. */
  clientMsgId: opt(Id),
  /** Inner message of a wrapper (type 4): gift ask or text. */
  inner: opt(Schema.Unknown.pipe(redactAs(WrapperInner))),
})
export type ImWire = typeof ImWire.Type

/** The other side as a call invitation shows it (m§2 call popups). */
export const RemoteUserInfo = Schema.Struct({
  id: User,
  userName: PersonName,
  headImg: ImageUrl,
  age: opt(Num),
  countryId: opt(Num),
  interestLabels: opt(Schema.Array(Num)),
  gender: opt(Num),
})
export type RemoteUserInfo = typeof RemoteUserInfo.Type

/**
 * A call action (m§4 table): 1 invite, 2 cancelled, 3 answered, 5 refused, 6 timeout, 7 hang-up,
 * 101 balance update for the caller. `sentAt` epoch ms (invites older than 30 s are ignored);
 * `goldNum` coins (101); `hangupUserId` who hung up (7).
 */
export const CallWire = Schema.Struct({
  callAction: Num,
  roomNum: Id,
  callerUserId: User,
  calleeUserId: User,
  sendUserId: User,
  sentAt: Num,
  pricePerMinute: opt(Num),
  goddessLocation: opt(Num),
  callType: opt(Num),
  remoteUserInfo: opt(RemoteUserInfo),
  goldNum: opt(Num),
  enough: opt(Schema.Boolean),
  videoTime: opt(Num),
  hangupReason: opt(Num),
  hangupUserId: opt(User),
})
export type CallWire = typeof CallWire.Type

/**
 * A system notice (m§3 stored message fields, m§4): noticeType 1090 with extra.messageType 2 or 3
 * becomes a stored call or friend-request record; expired notices, types 52/66/73/1050 and nonzero
 * extra.function are ignored. `expire` epoch ms (0 = never).
 */
export const NoticeWire = Schema.Struct({
  uniqueId: Id,
  noticeType: Num,
  content: FreeText,
  timestamp: Num,
  expire: Num,
  extra: opt(Schema.Struct({ function: opt(Num), messageType: opt(Num), userId: opt(User) })),
  /** The IM message a 1090 notice carries, if any. */
  message: opt(ImWire),
})
export type NoticeWire = typeof NoticeWire.Type

/** The envelope of one peer message: `id` unique per message (dedup), `from` sender user id, `at` epoch ms. */
export const PeerEnvelope = Schema.Struct({ id: Id, from: User, at: Num, bizType: Num, bizData: Schema.Unknown })
export type PeerEnvelope = typeof PeerEnvelope.Type
