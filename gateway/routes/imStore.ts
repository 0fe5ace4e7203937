// Storage of chat messages (m§7 im/v1, m§3 wire message content): one row per stored message with a
// unique (sender, client message id) so a send stored once stays stored once; read marks; a per-member
// "cleared up to" mark per conversation (im/v1/delete hides what came before for that member only).
// Rows become wire messages (ImWire) here and are relayed from here. Tables are created on first use.
import { randomUUID } from "node:crypto"
import { BizType, type ImWire } from "../../domain/realtime/wire"
import type { Relay } from "../relay"
import type { Db } from "../db"

/** A stored message; at epoch ms; read 0/1 (by the receiver). */
export interface MessageRow {
  readonly id: number
  readonly message_id: string
  readonly sender_id: number
  readonly receiver_id: number
  readonly client_msg_id: string | null
  readonly message_type: number
  readonly message_type_value: number
  readonly source: string
  readonly translation: string | null
  readonly translate_code: number
  readonly picture_url: string | null
  readonly gift_id: number | null
  /** Friend request messages (m§4 kind friend): add type, accepted (1). */
  readonly add_type: number | null
  readonly accept: number | null
  /** Call record (type 10) fields as JSON: videoTime, hangupReason, callerUserId, calleeUserId, roomNum. */
  readonly call: string | null
  readonly at: number
  readonly read: number
}

const ready = new WeakSet<Db>()

/**
 * SQL condition on an im_messages row: not an in-video text (m§4/m§7 messageType 4 without an add type or
 * a gift). In-video text is stored and relayed for the call's chat but is no part of the conversation:
 * not listed, not in history, not counted by friend verification.
 */
export const NOT_IN_VIDEO_TEXT = "NOT (message_type = 4 AND add_type IS NULL AND gift_id IS NULL)"

/** The database with the chat tables present. */
export const imTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS im_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, message_id TEXT NOT NULL UNIQUE,
    sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, client_msg_id TEXT, message_type INTEGER NOT NULL,
    message_type_value INTEGER NOT NULL, source TEXT NOT NULL DEFAULT '', translation TEXT,
    translate_code INTEGER NOT NULL DEFAULT 0, picture_url TEXT, gift_id INTEGER, add_type INTEGER, accept INTEGER, at INTEGER NOT NULL,
    read INTEGER NOT NULL DEFAULT 0);
  CREATE UNIQUE INDEX IF NOT EXISTS im_messages_client ON im_messages(sender_id, client_msg_id) WHERE client_msg_id IS NOT NULL;
  CREATE INDEX IF NOT EXISTS im_messages_pair ON im_messages(sender_id, receiver_id, id);
  CREATE INDEX IF NOT EXISTS im_messages_to ON im_messages(receiver_id, read);
  CREATE TABLE IF NOT EXISTS im_cleared (user_id INTEGER NOT NULL, peer_id INTEGER NOT NULL, upto INTEGER NOT NULL,
    PRIMARY KEY (user_id, peer_id));`)
  // Databases made before call records were stored lack the column.
  const cols = db.prepare("PRAGMA table_info(im_messages)").all() as Array<{ name: string }>
  if (!cols.some((c) => c.name === "call")) db.exec("ALTER TABLE im_messages ADD COLUMN call TEXT")
  ready.add(db)
  return db
}

/** The type-10 fields of a call record (m§4 video call record), as the wire carries them. */
export interface CallRecordFields {
  readonly videoTime: number
  readonly hangupReason: number
  readonly callerUserId: string
  readonly calleeUserId: string
  readonly roomNum: string
}

/** m§3 croomId: the two ids joined with a dash, smaller first. */
export const croomId = (a: number, b: number): string => (a <= b ? `${a}-${b}` : `${b}-${a}`)

/** A message to store (the server picks its id; add_type/accept only for friend messages). */
export type NewMessage = Omit<MessageRow, "id" | "message_id" | "read" | "add_type" | "accept" | "call"> & {
  readonly add_type?: number
  readonly accept?: number
  /** A fixed message id (call records: call-<roomNum>); a random one otherwise. */
  readonly message_id?: string
  readonly call?: CallRecordFields
}

/**
 * Stores `m`; returns the stored row. Its time is strictly after the conversation's newest message
 * (`m.at`, or 1 ms after that one): clients order a conversation by time, so two messages stored
 * within one millisecond must not tie (the tie-break, the random message id, would not be the order sent).
 */
export const insertMessage = (db: Db, m: NewMessage): MessageRow => {
  const newest = (imTables(db)
    .prepare("SELECT MAX(at) AS at FROM im_messages WHERE (sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?)")
    .get(m.sender_id, m.receiver_id, m.receiver_id, m.sender_id) as { at: number | null }).at
  const at = newest !== null && newest >= m.at ? newest + 1 : m.at
  const r = db
    .prepare(`INSERT INTO im_messages (message_id, sender_id, receiver_id, client_msg_id, message_type, message_type_value,
      source, translation, translate_code, picture_url, gift_id, add_type, accept, call, at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
    .run(m.message_id ?? randomUUID(), m.sender_id, m.receiver_id, m.client_msg_id, m.message_type, m.message_type_value, m.source, m.translation, m.translate_code, m.picture_url, m.gift_id, m.add_type ?? null, m.accept ?? null, m.call ? JSON.stringify(m.call) : null, at)
  return db.prepare("SELECT * FROM im_messages WHERE id = ?").get(r.lastInsertRowid) as MessageRow
}

/** The message `sender` already stored under client id `clientMsgId`, if any. */
export const byClientId = (db: Db, sender: number, clientMsgId: string): MessageRow | undefined =>
  imTables(db).prepare("SELECT * FROM im_messages WHERE sender_id = ? AND client_msg_id = ?").get(sender, clientMsgId) as MessageRow | undefined

/** How many translations `sender` had made since `from` (epoch ms). */
export const translationsSince = (db: Db, sender: number, from: number): number =>
  (imTables(db).prepare("SELECT COUNT(*) AS n FROM im_messages WHERE sender_id = ? AND at >= ? AND translation IS NOT NULL").get(sender, from) as { n: number }).n

/** Row id up to which `user` cleared the conversation with `peer` (0 = nothing cleared). */
export const clearedUpTo = (db: Db, user: number, peer: number): number =>
  (imTables(db).prepare("SELECT upto FROM im_cleared WHERE user_id = ? AND peer_id = ?").get(user, peer) as { upto: number } | undefined)?.upto ?? 0

/** Hides every message so far between `user` and `peer` from `user` (m§4 delete); returns how many. */
export const clearConversation = (db: Db, user: number, peer: number): number => {
  const r = imTables(db)
    .prepare("SELECT MAX(id) AS upto, COUNT(*) AS n FROM im_messages WHERE id > ? AND ((sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?))")
    .get(clearedUpTo(db, user, peer), user, peer, peer, user) as { upto: number | null; n: number }
  if (r.upto === null) return 0
  db.prepare("INSERT INTO im_cleared (user_id, peer_id, upto) VALUES (?, ?, ?) ON CONFLICT(user_id, peer_id) DO UPDATE SET upto = excluded.upto").run(user, peer, r.upto)
  return r.n
}

/** Marks read what `peer` sent to `user`; returns how many changed. */
export const markRead = (db: Db, user: number, peer: number): number =>
  imTables(db).prepare("UPDATE im_messages SET read = 1 WHERE sender_id = ? AND receiver_id = ? AND read = 0").run(peer, user).changes

/** The wire form of row `r` as member `viewer` gets it (the client id only in the sender's own copies). */
export const toWire = (r: MessageRow, viewer: number): ImWire => ({
  chat_id: croomId(r.sender_id, r.receiver_id),
  messageId: r.message_id,
  message_type: r.message_type,
  message_type_value: r.message_type_value,
  senderId: String(r.sender_id),
  receiverIds: [String(r.receiver_id)],
  timeStamp: r.at,
  ...(r.source !== "" || r.translation !== null ? { textContent: { source: r.source, ...(r.translation !== null ? { translation: r.translation } : {}) } } : {}),
  ...(r.picture_url !== null ? { picture_url: r.picture_url } : {}),
  ...(r.gift_id !== null ? { giftId: r.gift_id } : {}),
  ...(r.add_type !== null ? { addType: r.add_type } : {}),
  ...(r.accept !== null ? { accept: r.accept } : {}),
  ...(r.call !== null ? (JSON.parse(r.call) as CallRecordFields) : {}),
  ...(r.client_msg_id !== null && viewer === r.sender_id ? { clientMsgId: r.client_msg_id } : {}),
})

/** Sends stored message `r` to the receiver's sessions and to the sender's own (their other tabs). */
export const relayMessage = (ctx: { readonly relay: Relay }, r: MessageRow): void => {
  ctx.relay.deliver(r.receiver_id, r.sender_id, BizType.im, toWire(r, r.receiver_id))
  ctx.relay.deliver(r.sender_id, r.sender_id, BizType.im, toWire(r, r.sender_id))
}
