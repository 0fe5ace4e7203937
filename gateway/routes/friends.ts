// Friend endpoints of the reference gateway (m§7 friend/*, m§2 friend list, online-reminder panel, user
// menu; m§4 one-way adds). Asking someone stores a request and sends them a friend message (type 1 value
// 1, m§4); asking someone who asked you first (accepting) makes you friends and sends both an accepted
// message (accept 1). Favourite, note name and reminder are each owner's own (friendStore.ts). Rules held
// whatever the client sends: no self-add (400), no add across a block (20010), the one-way add (20002
// without addReally 1, then 9 coins charged once per pair; 20001 when short), reminders at most 50 (20015),
// friend-only settings on non-friends (20014).
import { ADD_WAY_CALL, ADD_WAY_CHAT, FriendCode, NOTE_MAX, ONE_WAY_ADD_COST, REMIND_MAX, Relation } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import type { FriendWire, RemindFriendWire } from "../../infrastructure/gateway/friendContract"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import { avatarUrl } from "../avatars"
import { type Db, userById } from "../db"
import { blockedEitherWay } from "./blacklist"
import { areFriends, makeFriends } from "./callStore"
import { clearRemoval, endFriendship, isOneWay, prefsOf, relationCheck, relationOf, remindCount, setPrefs, socialTables } from "./friendStore"
import { insertMessage, relayMessage } from "./imStore"

export { relationOf } from "./friendStore"

/** `from` asks `to` to be friends (or accepts `to`'s request); returns the relation after. No checks here. */
export const addFriend = (ctx: Pick<Ctx, "db" | "relay" | "now">, from: number, to: number): number => {
  const db = socialTables(ctx.db)
  const was = relationOf(db, from, to)
  if (was === Relation.friends || was === Relation.requested) return was
  const accepting = was === Relation.requestedByThem
  if (accepting) {
    makeFriends(db, from, to, ctx.now)
    clearRemoval(db, from, to)
    db.prepare("DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)").run(from, to, to, from)
  } else db.prepare("INSERT INTO friend_requests (from_id, to_id, at) VALUES (?, ?, ?)").run(from, to, ctx.now)
  const row = insertMessage(db, {
    sender_id: from, receiver_id: to, client_msg_id: null, message_type: 1, message_type_value: 1, source: "", translation: null,
    translate_code: 0, picture_url: null, gift_id: null, add_type: 1, accept: accepting ? 1 : 0, at: ctx.now,
  })
  relayMessage(ctx, row)
  return accepting ? Relation.friends : Relation.requested
}

interface FriendRow {
  readonly id: number
  readonly user_name: string
  readonly head_img: string | null
  readonly country_id: number
  readonly status: number
  readonly stick: number | null
  readonly remark: string | null
  readonly remind: number | null
}

/** All of `owner`'s friends with their settings, in list order: starred first, then by shown name, then id. */
const friendRows = (db: Db, owner: number): Array<FriendRow & { shown: string }> => {
  const rows = socialTables(db)
    .prepare(
      `SELECT u.id, u.user_name, u.head_img, u.country_id, u.status, p.stick, p.remark, p.remind FROM friends f
       JOIN users u ON u.id = f.friend_id LEFT JOIN friend_prefs p ON p.owner_id = f.user_id AND p.friend_id = f.friend_id WHERE f.user_id = ?`,
    )
    .all(owner) as FriendRow[]
  return rows
    .map((r) => ({ ...r, shown: r.remark ? r.remark : r.user_name }))
    .sort((a, b) => (b.stick ?? 0) - (a.stick ?? 0) || a.shown.localeCompare(b.shown, "en", { sensitivity: "base" }) || a.id - b.id)
}

const friendWire = (r: FriendRow & { shown: string }): FriendWire => ({
  id: r.id, userName: r.shown, headImg: r.head_img ?? avatarUrl(r.id), countryId: r.country_id, stick: r.stick ?? 0, status: r.status,
})

const remindWire = (r: FriendRow & { shown: string }): RemindFriendWire => ({
  id: r.id, userName: r.shown, headImg: r.head_img ?? avatarUrl(r.id), remindSwitch: r.remind ?? 0, status: r.status,
})

const badPage = (p: { page: number; size: number }, max: number): Answer<never> | null =>
  Number.isSafeInteger(p.page) && p.page >= 1 && Number.isSafeInteger(p.size) && p.size >= 1 && p.size <= max ? null : fail(Code.badParams, `page from 1, size 1 to ${max}`)

const paged = <T>(all: ReadonlyArray<T>, page: number, size: number) => ({
  pageNo: page, pages: Math.ceil(all.length / size), list: all.slice((page - 1) * size, page * size),
})

/** A known other member, or the refusal. */
const other = (ctx: Ctx, id: number): Answer<never> | null =>
  id === me(ctx).id || !userById(ctx.db, id) ? fail(Code.badParams, "unknown user") : null

const notFriends = () => fail(FriendCode.notFriends, "You are not friends")

/** Handlers of the friend endpoints. */
export const friendHandlers: Handlers = {
  addFriend: (ctx, p) => {
    const self = me(ctx).id
    if (p.friendUserId === self) return fail(Code.badParams, "You cannot add yourself")
    if (!userById(ctx.db, p.friendUserId)) return fail(Code.badParams, "unknown user")
    if (p.addWay !== ADD_WAY_CALL && p.addWay !== ADD_WAY_CHAT) return fail(Code.badParams, "addWay must be 101 or 102")
    if (blockedEitherWay(ctx.db, self, p.friendUserId)) return fail(FriendCode.blocked, "You cannot add this person")
    if (!isOneWay(ctx.db, self, p.friendUserId)) return ok({ relation: addFriend(ctx, self, p.friendUserId) })
    if (p.addReally !== 1) return fail(FriendCode.confirmOneWay, `Adding this person costs ${ONE_WAY_ADD_COST} coins`, { cost: ONE_WAY_ADD_COST })
    const pay = ctx.db.transaction(() => {
      const paid = ctx.db.prepare("UPDATE users SET gold = gold - ? WHERE id = ? AND gold >= ?").run(ONE_WAY_ADD_COST, self, ONE_WAY_ADD_COST).changes === 1
      if (paid) ctx.db.prepare("INSERT OR IGNORE INTO one_way_paid (from_id, to_id, at) VALUES (?, ?, ?)").run(self, p.friendUserId, ctx.now)
      return paid
    })
    if (!pay()) return fail(FriendCode.notEnoughGold, "not enough gold", { goldNum: userById(ctx.db, self)?.gold ?? 0, cost: ONE_WAY_ADD_COST })
    return ok({ relation: addFriend(ctx, self, p.friendUserId) })
  },
  friendList: (ctx, p) => badPage(p, 100) ?? ok(paged(friendRows(ctx.db, me(ctx).id).map(friendWire), p.page, p.size)),
  friendSearch: (ctx, p) => {
    const q = p.searchQ.trim().toLocaleLowerCase("en")
    if (q === "") return ok({ list: [] })
    const hits = friendRows(ctx.db, me(ctx).id).filter((r) => r.shown.toLocaleLowerCase("en").includes(q) || String(r.id) === q)
    return ok({ list: hits.slice(0, 100).map(friendWire) })
  },
  friendRelation: (ctx, p) => other(ctx, p.friendUserId) ?? ok(relationCheck(ctx.db, me(ctx).id, p.friendUserId)),
  friendStick: (ctx, p) => {
    if (p.stick !== 0 && p.stick !== 1) return fail(Code.badParams, "stick must be 0 or 1")
    if (!areFriends(ctx.db, me(ctx).id, p.friendUserId)) return notFriends()
    return ok({ stick: setPrefs(ctx.db, me(ctx).id, p.friendUserId, { stick: p.stick }).stick })
  },
  friendRemark: (ctx, p) => {
    const remark = p.remark.trim()
    if ([...remark].length > NOTE_MAX) return fail(Code.badParams, `a note name has at most ${NOTE_MAX} characters`)
    if (!areFriends(ctx.db, me(ctx).id, p.friendUserId)) return notFriends()
    setPrefs(ctx.db, me(ctx).id, p.friendUserId, { remark })
    return ok({ userName: remark !== "" ? remark : (userById(ctx.db, p.friendUserId)?.userName ?? "") })
  },
  friendDelete: (ctx, p) => {
    if (areFriends(ctx.db, me(ctx).id, p.friendUserId)) endFriendship(ctx.db, me(ctx).id, p.friendUserId, ctx.now, me(ctx).id)
    return ok({})
  },
  onlineRemindList: (ctx, p) =>
    badPage(p, 100) ??
    ok({ relationFriends: paged(friendRows(ctx.db, me(ctx).id).map(remindWire), p.page, p.size), remindNum: remindCount(ctx.db, me(ctx).id) }),
  onlineRemindSwitch: (ctx, p) => {
    const self = me(ctx).id
    if (p.switchStatus !== 0 && p.switchStatus !== 1) return fail(Code.badParams, "switchStatus must be 0 or 1")
    if (!areFriends(ctx.db, self, p.friendUserId)) return notFriends()
    const was = prefsOf(ctx.db, self, p.friendUserId).remind
    const count = remindCount(ctx.db, self)
    if (p.switchStatus === 1 && was === 0 && count >= REMIND_MAX)
      return fail(FriendCode.remindLimit, `You can set online reminders for at most ${REMIND_MAX} friends`, { remindNum: count })
    const status = setPrefs(ctx.db, self, p.friendUserId, { remind: p.switchStatus }).remind
    return ok({ status, remindNum: remindCount(ctx.db, self) })
  },
}
