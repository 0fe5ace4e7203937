// Developer tools of local mode for messaging (absent in production): a message from a system sender
// (m§3 negative ids: -1 notifications, -2 product team, -3 income notices), stored like any chat message
// and relayed, a friend request between two members, and a notice (m§4, bizType 3) relayed as given, so tests and people can see how the
// client treats both without a production back office.
import { randomUUID } from "node:crypto"
import type { FastifyInstance } from "fastify"
import * as Schema from "effect/Schema"
import { BizType, NoticeWire } from "../domain/realtime/wire"
import { type Db, userById } from "./db"
import type { Relay } from "./relay"
import { insertMessage, relayMessage } from "./routes/imStore"
import { addFriend } from "./routes/friends"

const SystemMessage = Schema.Struct({ from: Schema.Literals([-1, -2, -3]), text: Schema.String })
/** A notice as a test posts it: uniqueId and timestamp are filled in when missing. */
const NoticeInput = Schema.Struct({
  ...NoticeWire.fields,
  uniqueId: Schema.optionalKey(Schema.String),
  timestamp: Schema.optionalKey(Schema.Number),
  expire: Schema.optionalKey(Schema.Number),
})

const parse = (raw: unknown): unknown => {
  try {
    return JSON.parse(String(raw ?? "{}"))
  } catch {
    return null
  }
}

/**
 * Registers POST /dev/users/:id/system-message {from: -1|-2|-3, text} -> {messageId, sessions},
 * POST /dev/users/:id/friend-request {from} -> {relation} (member `from` asks member :id to be friends, as
 * /friend/addFriend would) and POST /dev/users/:id/notice {noticeType, content, extra?, message?, expire?}
 * -> {uniqueId, sessions}.
 * 400 for bad input, 404 for unknown users.
 */
export const registerDevIm = (app: FastifyInstance, db: Db, relay: Relay, now: () => number): void => {
  app.post("/dev/users/:id/system-message", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = Schema.decodeUnknownOption(SystemMessage)(parse(req.body))
    if (b._tag === "None" || b.value.text.trim() === "") return reply.code(400).send({ msg: "from must be -1, -2 or -3 and text not empty" })
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    const row = insertMessage(db, {
      sender_id: b.value.from, receiver_id: id, client_msg_id: null, message_type: 1, message_type_value: -3,
      source: b.value.text, translation: null, translate_code: 0, picture_url: null, gift_id: null, at: now(),
    })
    relayMessage({ relay }, row)
    return reply.header("cache-control", "no-store").send({ messageId: row.message_id, sessions: relay.isOnline(id) ? 1 : 0 })
  })
  app.post("/dev/users/:id/friend-request", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const from = Number((parse(req.body) as { from?: unknown } | null)?.from)
    if (!userById(db, id) || !userById(db, from) || from === id) return reply.code(404).send({ msg: "unknown user" })
    return reply.header("cache-control", "no-store").send({ relation: addFriend({ db, relay, now: now() }, from, id) })
  })
  app.post("/dev/users/:id/notice", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = Schema.decodeUnknownOption(NoticeInput)(parse(req.body))
    if (b._tag === "None") return reply.code(400).send({ msg: "not a notice (noticeType, content, extra?, message?)" })
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    const notice: NoticeWire = { ...b.value, uniqueId: b.value.uniqueId ?? randomUUID(), timestamp: b.value.timestamp ?? now(), expire: b.value.expire ?? 0 }
    const { sessions } = relay.deliver(id, -1, BizType.notice, notice)
    return reply.header("cache-control", "no-store").send({ uniqueId: notice.uniqueId, sessions })
  })
}
