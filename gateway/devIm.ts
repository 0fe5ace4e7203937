// Developer tools of local mode for messaging (absent in production): a message from a system sender
// (m§3 negative ids: -1 notifications, -2 product team, -3 income notices), stored like any chat message
// and relayed, a friend request between two members, and a notice (m§4, bizType 3) relayed as given, so tests and people can see how the
// client treats both without a production back office.
import { randomUUID } from "node:crypto"
import type { FastifyInstance } from "fastify"
import * as Schema from "effect/Schema"
import { BizType, NoticeWire } from "../domain/realtime/wire"
import { type Db, userById } from "./db"
import { badBody, jsonBody } from "./dev"
import type { Relay } from "./relay"
import { insertMessage, relayMessage } from "./routes/imStore"
import { addFriend } from "./routes/friends"

/** Most messages one seed call writes. */
const SEED_MAX = 20_000
/** A conversation to seed: `count` texts "Message 1".."Message N" with member `with`, alternating sides. */
const SeedConversation = Schema.Struct({
  with: Schema.Number,
  count: Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: SEED_MAX })),
  /** ms between two messages (default 1 minute); the last one is `now`. */
  stepMs: Schema.optionalKey(Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 86_400_000 }))),
  /** Whether the messages count as read by both (default true: no unread flood). */
  read: Schema.optionalKey(Schema.Boolean),
})
const SystemMessage = Schema.Struct({ from: Schema.Literals([-1, -2, -3]), text: Schema.String })
/** A notice as a test posts it: uniqueId and timestamp are filled in when missing. */
const NoticeInput = Schema.Struct({
  ...NoticeWire.fields,
  uniqueId: Schema.optionalKey(Schema.String),
  timestamp: Schema.optionalKey(Schema.Number),
  expire: Schema.optionalKey(Schema.Number),
})

/**
 * Registers POST /dev/users/:id/system-message {from: -1|-2|-3, text} -> {messageId, sessions},
 * POST /dev/users/:id/friend-request {from} -> {relation} (member `from` asks member :id to be friends, as
 * /friend/addFriend would) and POST /dev/users/:id/notice {noticeType, content, extra?, message?, expire?}
 * -> {uniqueId, sessions}, and POST /dev/users/:id/seed-conversation {with, count, stepMs?, read?} -> {first, last,
 * count} (texts "Message 1".."Message N" between :id and `with`, alternating senders, increasing timestamps
 * `stepMs` apart ending now, in one transaction; not relayed: history only, for paging tests and the bench).
 * 400 for bad input, 404 for unknown users.
 */
export const registerDevIm = (app: FastifyInstance, db: Db, relay: Relay, now: () => number): void => {
  app.post("/dev/users/:id/system-message", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const body = jsonBody(req.body)
    if (!body) return badBody(reply)
    const b = Schema.decodeUnknownOption(SystemMessage)(body)
    if (b._tag === "None" || b.value.text.trim() === "") return reply.code(400).send({ msg: "from must be -1, -2 or -3 and text not empty" })
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    const row = insertMessage(db, {
      sender_id: b.value.from, receiver_id: id, client_msg_id: null, message_type: 1, message_type_value: -3,
      source: b.value.text, translation: null, translate_code: 0, picture_url: null, gift_id: null, at: now(),
    })
    relayMessage({ relay }, row)
    return reply.header("cache-control", "no-store").send({ messageId: row.message_id, sessions: relay.isOnline(id) ? 1 : 0 })
  })
  app.post("/dev/users/:id/seed-conversation", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const body = jsonBody(req.body)
    if (!body) return badBody(reply)
    const b = Schema.decodeUnknownOption(SeedConversation)(body)
    if (b._tag === "None") return reply.code(400).send({ msg: `with (a user id) and count (1..${SEED_MAX}) are needed` })
    const { with: peer, count, stepMs = 60_000, read = true } = b.value
    if (!userById(db, id) || !userById(db, peer) || peer === id) return reply.code(404).send({ msg: "unknown user" })
    const end = now()
    const ids: string[] = []
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const row = insertMessage(db, {
          sender_id: i % 2 === 0 ? peer : id, receiver_id: i % 2 === 0 ? id : peer, client_msg_id: null, message_type: 1, message_type_value: 0,
          source: `Message ${i + 1}`, translation: null, translate_code: 0, picture_url: null, gift_id: null, at: end - (count - 1 - i) * stepMs,
        })
        ids.push(row.message_id)
      }
      if (read) db.prepare("UPDATE im_messages SET read = 1 WHERE (sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?)").run(id, peer, peer, id)
    })()
    return reply.header("cache-control", "no-store").send({ first: ids[0], last: ids[ids.length - 1], count })
  })
  app.post("/dev/users/:id/friend-request", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const body = jsonBody(req.body)
    if (!body) return badBody(reply)
    const from = Number(body.from)
    if (!userById(db, id) || !userById(db, from) || from === id) return reply.code(404).send({ msg: "unknown user" })
    return reply.header("cache-control", "no-store").send({ relation: addFriend({ db, relay, now: now() }, from, id) })
  })
  app.post("/dev/users/:id/notice", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const body = jsonBody(req.body)
    if (!body) return badBody(reply)
    const b = Schema.decodeUnknownOption(NoticeInput)(body)
    if (b._tag === "None") return reply.code(400).send({ msg: "not a notice (noticeType, content, extra?, message?)" })
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    const notice: NoticeWire = { ...b.value, uniqueId: b.value.uniqueId ?? randomUUID(), timestamp: b.value.timestamp ?? now(), expire: b.value.expire ?? 0 }
    const { sessions } = relay.deliver(id, -1, BizType.notice, notice)
    return reply.header("cache-control", "no-store").send({ uniqueId: notice.uniqueId, sessions })
  })
}
