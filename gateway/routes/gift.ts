// gift/send of the reference gateway (m§7, m§8): the gift's price in coins leaves the sender's balance
// in one transaction (10014 "not enough gold" when it does not fit, with data.gold = the balance), and
// the gift reaches the receiver as a chat message (type 1 value 4 with giftId, m§4) over the relay.
import { randomUUID } from "node:crypto"
import { GIFT_NO_GOLD_CODE, MESSAGE_BLOCKED_CODE } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import { type Handlers, fail, me, ok } from "../answers"
import { userById } from "../db"
import { blockedEitherWay } from "./blacklist"
import { insertMessage, relayMessage } from "./imStore"
import { GIFTS } from "./presence"

/** Handler of gift/send. */
export const giftHandlers: Handlers = {
  giftSend: (ctx, p) => {
    const sender = me(ctx).id
    if (p.userId !== sender) return fail(Code.badParams, "userId must be the signed-in member")
    const gift = GIFTS.find((g) => g.id === p.giftId)
    if (!gift) return fail(Code.badParams, "unknown gift")
    if (p.receiveUserId === sender || !userById(ctx.db, p.receiveUserId)) return fail(Code.badParams, "unknown receiver")
    if (blockedEitherWay(ctx.db, sender, p.receiveUserId)) return fail(MESSAGE_BLOCKED_CODE, "You cannot message this person")
    const spend = ctx.db.transaction(() => {
      const paid = ctx.db.prepare("UPDATE users SET gold = gold - ? WHERE id = ? AND gold >= ?").run(gift.price, sender, gift.price).changes === 1
      const gold = userById(ctx.db, sender)?.gold ?? 0
      if (!paid) return { paid, gold, row: null }
      const row = insertMessage(ctx.db, {
        sender_id: sender,
        receiver_id: p.receiveUserId,
        client_msg_id: `gift-${randomUUID()}`,
        message_type: 1,
        message_type_value: 4,
        source: "",
        translation: null,
        translate_code: 0,
        picture_url: null,
        gift_id: gift.id,
        at: ctx.now,
      })
      return { paid, gold, row }
    })
    const r = spend()
    if (!r.paid || r.row === null) return fail(GIFT_NO_GOLD_CODE, "not enough gold", { gold: r.gold })
    relayMessage(ctx, r.row)
    return ok({ gold: r.gold, messageId: r.row.message_id })
  },
}
