// Friend requests of the reference gateway as far as the chat needs them (m§7 /friend/addFriend, m§2
// pending friend-request bar): asking someone stores a request and sends them a friend message (type 1
// value 1, m§4); asking someone who asked you first (accepting) makes you friends and sends both an
// accepted message (accept 1). a§3 relation: 2 friends, 3 a request from the other, 1 a request sent.
// One-way adds and their 9-coin price come with the friends feature.
import { ADD_WAY_CALL, ADD_WAY_CHAT } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import { type Ctx, fail, type Handlers, me, ok } from "../answers"
import { type Db, userById } from "../db"
import { areFriends, makeFriends } from "./callStore"
import { imTables, insertMessage, relayMessage } from "./imStore"

const requests = (db: Db): Db => {
  imTables(db).exec("CREATE TABLE IF NOT EXISTS friend_requests (from_id INTEGER NOT NULL, to_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (from_id, to_id))")
  return db
}

const asked = (db: Db, from: number, to: number): boolean => requests(db).prepare("SELECT 1 FROM friend_requests WHERE from_id = ? AND to_id = ?").get(from, to) !== undefined

/** a§3 relation of `me` to `peer`: 2 friends, 3 they asked me, 1 I asked them, 0 none. */
export const relationOf = (db: Db, me: number, peer: number): number =>
  areFriends(db, me, peer) ? 2 : asked(db, peer, me) ? 3 : asked(db, me, peer) ? 1 : 0

/** `from` asks `to` to be friends (or accepts `to`'s request); returns the relation after. */
export const addFriend = (ctx: Pick<Ctx, "db" | "relay" | "now">, from: number, to: number): number => {
  const db = requests(ctx.db)
  const was = relationOf(db, from, to)
  if (was === 2 || was === 1) return was
  const accepting = was === 3
  if (accepting) {
    makeFriends(db, from, to, ctx.now)
    db.prepare("DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)").run(from, to, to, from)
  } else db.prepare("INSERT INTO friend_requests (from_id, to_id, at) VALUES (?, ?, ?)").run(from, to, ctx.now)
  const row = insertMessage(db, {
    sender_id: from, receiver_id: to, client_msg_id: null, message_type: 1, message_type_value: 1, source: "", translation: null,
    translate_code: 0, picture_url: null, gift_id: null, add_type: 1, accept: accepting ? 1 : 0, at: ctx.now,
  })
  relayMessage(ctx, row)
  return accepting ? 2 : 1
}

/** Handler of /friend/addFriend. */
export const friendHandlers: Handlers = {
  addFriend: (ctx, p) => {
    const self = me(ctx).id
    if (p.friendUserId === self || !userById(ctx.db, p.friendUserId)) return fail(Code.badParams, "unknown user")
    if (p.addWay !== ADD_WAY_CALL && p.addWay !== ADD_WAY_CHAT) return fail(Code.badParams, "addWay must be 101 or 102")
    return ok({ relation: addFriend(ctx, self, p.friendUserId) })
  },
}
