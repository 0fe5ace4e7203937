// m§4 friend add as calls need it (m§7 POST /friend/addFriend; addWay 101 in a call, 102 in a chat):
// a request from the member (times 1) or, when the other asked first, friendship (times 2). Both are
// told by a friend message over the relay (IM type 1 value 1; addType 1 a request, accept 1 accepted).
import { Code } from "../../infrastructure/gateway/contract"
import { BizType } from "../../domain/realtime/wire"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import { userById } from "../db"
import { areFriends, callTables, makeFriends } from "./callStore"

const requests = (ctx: Ctx) => {
  const db = callTables(ctx.db)
  db.exec("CREATE TABLE IF NOT EXISTS friend_requests (from_id INTEGER NOT NULL, to_id INTEGER NOT NULL, add_way INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (from_id, to_id))")
  return db
}

/** POST /friend/addFriend {addWay, friendUserId, addReally} -> {times}: 1 asked, 2 friends now. */
const addFriend = (ctx: Ctx, p: { addWay: number; friendUserId: number; addReally: number }): Answer<{ times: number }> => {
  const self = me(ctx).id
  const other = p.friendUserId
  if (other === self || !userById(ctx.db, other)) return fail(Code.badParams, "unknown friend")
  const db = requests(ctx)
  if (areFriends(db, self, other)) return ok({ times: 2 })
  const asked = db.prepare("SELECT 1 FROM friend_requests WHERE from_id = ? AND to_id = ?").get(other, self) !== undefined
  if (asked) {
    makeFriends(db, self, other, ctx.now)
    db.prepare("DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)").run(other, self, self, other)
  } else {
    db.prepare("INSERT OR REPLACE INTO friend_requests (from_id, to_id, add_way, at) VALUES (?, ?, ?, ?)").run(self, other, p.addWay, ctx.now)
  }
  const [a, b] = [self, other].sort((x, y) => x - y)
  const message = {
    chat_id: `${a}-${b}`,
    messageId: `friend-${self}-${other}-${ctx.now}`,
    message_type: 1,
    message_type_value: 1,
    senderId: String(self),
    receiverIds: [String(other)],
    timeStamp: ctx.now,
    addType: 1,
    accept: asked ? 1 : 0,
  }
  ctx.relay.deliver(other, self, BizType.im, message)
  ctx.relay.deliver(self, self, BizType.im, message)
  return ok({ times: asked ? 2 : 1 })
}

/** Handlers of the friend endpoints the calls use. */
export const friendAddHandlers: Handlers = { addFriend }
