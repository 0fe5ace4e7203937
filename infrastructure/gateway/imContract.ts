// The messaging endpoints of the contract (m§7 Chat, m§3 wire message content) as data, spread into
// `Api` of contract.ts. Wire names as the service spells them (receiveUserId, sendUserId, noReadCount,
// croomId, headImg, data.gold); user ids are numbers (system senders negative). `clientMsgId` (the
// client's message id) makes im/v1/send idempotent: the same id from the same sender is stored once.
import * as Schema from "effect/Schema"
import { MessagingRequests } from "../../domain/messaging/requests"
import { ImWire, TextContent } from "../../domain/realtime/wire"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String
const opt = Schema.optionalKey

/**
 * The stored message: its server id and time (epoch ms), translateCode (0 done or not asked, 54000 the
 * translation limit, m§5), and the text as stored (source and, when made, translation).
 */
export const ImSendWire = Schema.Struct({ messageId: Str, timeStamp: Num, translateCode: Num, textContent: opt(TextContent) })
export type ImSendWire = typeof ImSendWire.Type

/**
 * One entry of im/v1/list (m§3 conversation entry as the server lists it): the other member
 * (friendId, userName, headImg, relation 2 friend / 3 pending request, status a§3), unread count, and
 * the last message (content, its messageType/messageTypeValue, timestamp epoch ms).
 */
export const ImListEntryWire = Schema.Struct({
  croomId: Str,
  friendId: Num,
  userName: Str,
  headImg: Str,
  relation: Num,
  status: Num,
  noReadCount: Num,
  content: Str,
  messageType: Num,
  messageTypeValue: Num,
  timestamp: Num,
})
export type ImListEntryWire = typeof ImListEntryWire.Type

/** A page of a list: pageNo from 1, pages in all, the entries. */
const page = <S extends Schema.Top>(item: S) => Schema.Struct({ pageNo: Num, pages: Num, list: Schema.Array(item) })

/** The messaging endpoints, keyed by the client's names. */
export const ImApi = {
  imSend: route(MessagingRequests.imSend, { method: "POST", path: "/im/v1/send", public: false, data: ImSendWire }),
  /** Marks read what `sendUserId` sent to `receiveUserId` (the signed-in member). */
  imRead: route(MessagingRequests.imRead, { method: "PUT", path: "/im/v1/read", public: false, data: Schema.Struct({ read: Num }) }),
  /** The member's conversations, newest first (pageSize 100). */
  imList: route(MessagingRequests.imList, { method: "GET", path: "/im/v1/list", public: false, data: page(ImListEntryWire) }),
  /**
   * History with `sendUserId`, oldest first within a page. Page 1 holds the newest pageSize messages;
   * with `since` (epoch ms) only messages after it, page 1 the oldest of them (a reconnect fills its gap).
   */
  imDetails: route(MessagingRequests.imDetails, { method: "GET", path: "/im/v1/details", public: false, data: page(ImWire) }),
  /** Deletes the conversation with `sendUserId` for the signed-in member. */
  imDelete: route(MessagingRequests.imDelete, { method: "PUT", path: "/im/v1/delete", public: false, data: Schema.Struct({ deleted: Num }) }),
  /** m§7 gift/send: 10014 not enough gold, else data.gold = the sender's balance after (coins). */
  giftSend: route(MessagingRequests.giftSend, {
    method: "POST",
    path: "/gift/send",
    public: false,
    data: Schema.Struct({ gold: Num, messageId: Str }),
  }),
} as const

/** Endpoints of {@link ImApi} (all need a signed-in member). */
export const IM_ENDPOINTS = Object.keys(ImApi) as ReadonlyArray<keyof typeof ImApi>
