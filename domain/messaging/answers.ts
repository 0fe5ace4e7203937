// The /im/v1, gift/send and addFriend answers as messaging reads them (m§7), in one place: request names
// and domain shapes. Answer data is decoded once more here so a trace with data of another shape
// leaves the state unchanged instead of throwing.
import * as Schema from "effect/Schema"
import { FreeText, ImageUrl, PersonName, SafeNumber, SafeString, UserIdString } from "../core/sensitive"
import type { AppEvent } from "../app/types"
import { ImWire } from "../realtime/wire"
import { MessageKind } from "./message"

/** Request names of the messaging requests (rtmToken is the session's). */
export const IM = {
  send: "imSend",
  read: "imRead",
  list: "imList",
  details: "imDetails",
  remove: "imDelete",
  gift: "giftSend",
  addFriend: "addFriend",
  rtm: "rtmToken",
} as const

const opt = Schema.optionalKey

/** im/v1/send: the stored message id, its server time `at` (epoch ms), translateCode (54000 = limit) and the translation when made. */
export const SendAnswer = Schema.Struct({ messageId: opt(SafeString), at: opt(SafeNumber), translateCode: opt(SafeNumber), translation: opt(FreeText) })
/**
 * One entry of im/v1/list in domain shape: the peer, unread count, and the last message (its client
 * kind when known, its text for text messages, its time `at` epoch ms).
 */
export const ListEntry = Schema.Struct({
  peerId: UserIdString,
  name: PersonName,
  avatar: ImageUrl,
  relation: opt(SafeNumber),
  noReadCount: SafeNumber,
  kind: opt(MessageKind),
  text: opt(FreeText),
  at: SafeNumber,
  status: opt(SafeNumber),
})
export type ListEntry = typeof ListEntry.Type
/** gift/send: the coin balance after the gift. */
export const GiftAnswer = Schema.Struct({ coinBalance: SafeNumber })

/** im/v1/details: a page of history, oldest first (wire messages, parsed by ./parse.ts). */
export const Details = Schema.Array(ImWire)
/** im/v1/list: the conversation entries. */
export const List = Schema.Array(ListEntry)

/** addFriend: the relation after the call (a§3: 2 friends, 1 request sent). */
export const FriendAnswer = Schema.Struct({ relation: SafeNumber })

const dataOf = <S extends Schema.Top>(e: AppEvent, name: string, schema: S): S["Type"] | undefined => {
  if (e._tag !== "GatewayAnswered" || e.name !== name) return undefined
  const r = Schema.decodeUnknownOption(schema as never)(e.data)
  return r._tag === "Some" ? (r.value as S["Type"]) : undefined
}

/** Typed answers of the messaging requests (undefined when `e` is not that answer or not that shape). */
export const imAnswer = {
  send: (e: AppEvent) => dataOf(e, IM.send, SendAnswer),
  list: (e: AppEvent) => dataOf(e, IM.list, List),
  details: (e: AppEvent) => dataOf(e, IM.details, Details),
  gift: (e: AppEvent) => dataOf(e, IM.gift, GiftAnswer),
  addFriend: (e: AppEvent) => dataOf(e, IM.addFriend, FriendAnswer),
}
