// The gateway requests of messaging (m§7 Chat, gift/send, friend/addFriend): send, read, list, history,
// delete, a gift, and accepting a friend request in chat. Parameters in wire names (receiveUserId,
// sendUserId; user ids are numbers); answers in domain shape (./answers.ts). `clientMsgId` (the client's
// message id) makes im/v1/send idempotent: the same id from the same sender is stored once.
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { Details, FriendAnswer, GiftAnswer, List, SendAnswer } from "./answers"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey
const Paging = { pageNo: Num, pageSize: Num }

/**
 * m§7 im/v1/send. messageType 1 text, 3 image (pictureUrl from the upload), 4 in video;
 * messageTypeValue per m§4 (0 text, 3 picture); targetLanguage a language code ("en", "tr").
 */
export const ImSendParams = Schema.Struct({
  message: Str,
  messageType: Num,
  messageTypeValue: Num,
  receiveUserId: Num,
  sendUserId: Num,
  needTranslate: Schema.Boolean,
  targetLanguage: Str,
  routeType: Num,
  pictureUrl: opt(Str),
  clientMsgId: Str,
})
export type ImSendParams = typeof ImSendParams.Type

/** The messaging requests by name. */
export const MessagingRequests = {
  imSend: request(ImSendParams, SendAnswer),
  /** Marks read what `sendUserId` sent to `receiveUserId` (the signed-in member). */
  imRead: request(Schema.Struct({ receiveUserId: Num, sendUserId: Num }), Schema.Unknown),
  /** The member's conversations, newest first (pageSize 100). */
  imList: request(Schema.Struct(Paging), List),
  /**
   * History with `sendUserId`, oldest first within a page. Page 1 holds the newest pageSize messages;
   * with `since` (epoch ms) only messages after it, page 1 the oldest of them (a reconnect fills its gap).
   */
  imDetails: request(Schema.Struct({ sendUserId: Num, ...Paging, since: opt(Num) }), Details),
  /** Deletes the conversation with `sendUserId` for the signed-in member. */
  imDelete: request(Schema.Struct({ sendUserId: Num }), Schema.Unknown),
  /** m§7 gift/send: 10014 not enough gold, else the sender's balance after (coins). */
  giftSend: request(Schema.Struct({ giftPage: Num, giftId: Num, receiveUserId: Num, userId: Num, roomId: Str, source: Str }), GiftAnswer),
  /** m§7 POST /friend/addFriend: a request to `friendUserId`, or accepting theirs (then relation 2). */
  addFriend: request(Schema.Struct({ addWay: Num, friendUserId: Num, addReally: opt(Num) }), FriendAnswer),
} as const
export type MessagingRequestTable = typeof MessagingRequests
