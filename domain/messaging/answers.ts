// The /im/v1, gift/send and upload answers as messaging reads them (m§7), in one place: endpoint names
// and domain shapes. Answer data is decoded once more here so a trace with data of another shape
// leaves the state unchanged instead of throwing.
import * as Schema from "effect/Schema"
import type { AppEvent } from "../app/event"
import { PersonName, ImageUrl, sensitive } from "../app/sensitive"
import { ImWire } from "../realtime/wire"
import { MessageKind } from "./message"

/** Contract names of the messaging endpoints. */
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

const Num = Schema.Number
const opt = Schema.optionalKey

/** im/v1/send: the stored message id, its server time `at` (epoch ms), translateCode (54000 = limit) and the translation when made. */
export const SendAnswer = Schema.Struct({ messageId: opt(Schema.String), at: opt(Num), translateCode: opt(Num), translation: opt(sensitive("text")) })
/**
 * One entry of im/v1/list in domain shape: the peer, unread count, and the last message (its client
 * kind when known, its text for text messages, its time `at` epoch ms).
 */
export const ListEntry = Schema.Struct({
  peerId: Schema.String,
  name: PersonName,
  avatar: ImageUrl,
  relation: opt(Num),
  noReadCount: Num,
  kind: opt(MessageKind),
  text: opt(sensitive("text")),
  at: Num,
  status: opt(Num),
})
export type ListEntry = typeof ListEntry.Type
/** gift/send: the coin balance after the gift. */
export const GiftAnswer = Schema.Struct({ coinBalance: Num })

const Details = Schema.Array(ImWire)
const List = Schema.Array(ListEntry)

/** Answer Schemas of the messaging endpoints by contract name (spread into AnswerSchemas). */
export const ImAnswerSchemas = {
  imSend: SendAnswer,
  imRead: Schema.Unknown,
  imList: List,
  imDetails: Details,
  imDelete: Schema.Unknown,
  giftSend: GiftAnswer,
  addFriend: Schema.Struct({ relation: Num }),
} as const

const dataOf = <S extends Schema.Top>(e: AppEvent, name: string, schema: S): S["Type"] | undefined => {
  if (e._tag !== "GatewayAnswered" || e.name !== name) return undefined
  const r = Schema.decodeUnknownOption(schema as never)(e.data)
  return r._tag === "Some" ? (r.value as S["Type"]) : undefined
}

/** Typed answers of the messaging endpoints (undefined when `e` is not that answer or not that shape). */
export const imAnswer = {
  send: (e: AppEvent) => dataOf(e, IM.send, SendAnswer),
  list: (e: AppEvent) => dataOf(e, IM.list, List),
  details: (e: AppEvent) => dataOf(e, IM.details, Details),
  gift: (e: AppEvent) => dataOf(e, IM.gift, GiftAnswer),
  addFriend: (e: AppEvent) => dataOf(e, IM.addFriend, ImAnswerSchemas.addFriend),
}
