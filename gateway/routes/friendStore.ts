// Storage of the social half (m§2-§9, issue 12): per-owner friend settings (favourite, note name, online
// reminder — each owner's own row, so both sides of a friendship keep their own), one-way add payments
// (9 coins, once per ordered pair, ever), friendship removals (who deleted whom, for 20011) and say-hi
// starts (for the daily limit). Friendships live in callStore's `friends`, requests in friends.ts.
import { FRIEND_ONLINE_NOTICE_TYPE, Relation } from "../../domain/constants"
import { BizType, type NoticeWire } from "../../domain/realtime/wire"
import { randomUUID } from "node:crypto"
import type { Relay } from "../relay"
import type { Db } from "../db"
import { areFriends, callTables } from "./callStore"
import { imTables, NOT_IN_VIDEO_TEXT } from "./imStore"

const ready = new WeakSet<Db>()

/** The database with the social tables (and the chat, call and request tables they read) present. */
export const socialTables = (db: Db): Db => {
  if (ready.has(db)) return db
  imTables(db)
  callTables(db)
  db.exec(`CREATE TABLE IF NOT EXISTS friend_requests (from_id INTEGER NOT NULL, to_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (from_id, to_id));
  CREATE TABLE IF NOT EXISTS friend_prefs (owner_id INTEGER NOT NULL, friend_id INTEGER NOT NULL, stick INTEGER NOT NULL DEFAULT 0,
    remark TEXT NOT NULL DEFAULT '', remind INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (owner_id, friend_id));
  CREATE TABLE IF NOT EXISTS one_way_paid (from_id INTEGER NOT NULL, to_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (from_id, to_id));
  CREATE TABLE IF NOT EXISTS friend_removed (remover_id INTEGER NOT NULL, removed_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (remover_id, removed_id));
  CREATE TABLE IF NOT EXISTS say_hi (sender_id INTEGER NOT NULL, receiver_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (sender_id, receiver_id));`)
  ready.add(db)
  return db
}

/** Whether `from` has a pending friend request to `to`. */
export const asked = (db: Db, from: number, to: number): boolean =>
  socialTables(db).prepare("SELECT 1 FROM friend_requests WHERE from_id = ? AND to_id = ?").get(from, to) !== undefined

/** a§3 relation of `me` to `peer`: 2 friends, 3 they asked me, 1 I asked them, 0 none. */
export const relationOf = (db: Db, me: number, peer: number): number =>
  areFriends(db, me, peer) ? Relation.friends : asked(db, peer, me) ? Relation.requestedByThem : asked(db, me, peer) ? Relation.requested : Relation.none

/**
 * Whether `peer` ever interacted with `me`: `peer` sent `me` any stored message (text, image, gift,
 * friend message, or a call record of a call `peer` placed) or the two had an answered call (either side).
 */
export const peerInteracted = (db: Db, me: number, peer: number): boolean =>
  socialTables(db).prepare("SELECT 1 FROM im_messages WHERE sender_id = ? AND receiver_id = ? LIMIT 1").get(peer, me) !== undefined ||
  db.prepare("SELECT 1 FROM call_rooms WHERE answered_at IS NOT NULL AND ((caller_id = ? AND callee_id = ?) OR (caller_id = ? AND callee_id = ?)) LIMIT 1").get(me, peer, peer, me) !== undefined

/** Whether `from` already paid the one-way add to `to` (charged once per ordered pair, ever). */
export const oneWayPaid = (db: Db, from: number, to: number): boolean =>
  socialTables(db).prepare("SELECT 1 FROM one_way_paid WHERE from_id = ? AND to_id = ?").get(from, to) !== undefined

/**
 * m§4 one-way: `me` adding `peer` now would cost ONE_WAY_ADD_COST coins. Precisely: relation none (not
 * friends, no request either way), `peer` never interacted with `me` ({@link peerInteracted}), and `me`
 * has not paid for this pair before.
 */
export const isOneWay = (db: Db, me: number, peer: number): boolean =>
  relationOf(db, me, peer) === Relation.none && !peerInteracted(db, me, peer) && !oneWayPaid(db, me, peer)

/** m§4 friend/relations data: the a§3 relation, or 4 when adding would be one-way. */
export const relationCheck = (db: Db, me: number, peer: number): number => (isOneWay(db, me, peer) ? Relation.oneWay : relationOf(db, me, peer))

/** A per-owner friend setting row (stick 0/1, remark "" = none, remind 0/1). */
export interface FriendPrefs {
  readonly stick: number
  readonly remark: string
  readonly remind: number
}

/** `owner`'s settings for `friend` (defaults when none stored). */
export const prefsOf = (db: Db, owner: number, friend: number): FriendPrefs =>
  (socialTables(db).prepare("SELECT stick, remark, remind FROM friend_prefs WHERE owner_id = ? AND friend_id = ?").get(owner, friend) as FriendPrefs | undefined) ??
  { stick: 0, remark: "", remind: 0 }

/** Writes some of `owner`'s settings for `friend`. */
export const setPrefs = (db: Db, owner: number, friend: number, patch: Partial<FriendPrefs>): FriendPrefs => {
  const next = { ...prefsOf(db, owner, friend), ...patch }
  db.prepare(
    `INSERT INTO friend_prefs (owner_id, friend_id, stick, remark, remind) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(owner_id, friend_id) DO UPDATE SET stick = excluded.stick, remark = excluded.remark, remind = excluded.remind`,
  ).run(owner, friend, next.stick, next.remark, next.remind)
  return next
}

/** How many friends `owner` has the online reminder on for (m§2 "x/50"). */
export const remindCount = (db: Db, owner: number): number =>
  (socialTables(db).prepare("SELECT COUNT(*) AS n FROM friend_prefs p JOIN friends f ON f.user_id = p.owner_id AND f.friend_id = p.friend_id WHERE p.owner_id = ? AND p.remind = 1").get(owner) as { n: number }).n

/**
 * Ends everything between `a` and `b`: the friendship (both sides), pending requests either way and both
 * owners' settings (favourite, note, reminder). `remover` (if given) is recorded as having removed the other.
 */
export const endFriendship = (db: Db, a: number, b: number, now: number, remover?: number): void => {
  socialTables(db).transaction(() => {
    const wereFriends = areFriends(db, a, b)
    db.prepare("DELETE FROM friends WHERE (user_id = ? AND friend_id = ?) OR (user_id = ? AND friend_id = ?)").run(a, b, b, a)
    db.prepare("DELETE FROM friend_requests WHERE (from_id = ? AND to_id = ?) OR (from_id = ? AND to_id = ?)").run(a, b, b, a)
    db.prepare("DELETE FROM friend_prefs WHERE (owner_id = ? AND friend_id = ?) OR (owner_id = ? AND friend_id = ?)").run(a, b, b, a)
    if (remover !== undefined && wereFriends) {
      const removed = remover === a ? b : a
      db.prepare("INSERT OR REPLACE INTO friend_removed (remover_id, removed_id, at) VALUES (?, ?, ?)").run(remover, removed, now)
    }
  })()
}

/** When `a` and `b` become friends again, a past removal between them no longer holds. */
export const clearRemoval = (db: Db, a: number, b: number): void => {
  socialTables(db).prepare("DELETE FROM friend_removed WHERE (remover_id = ? AND removed_id = ?) OR (remover_id = ? AND removed_id = ?)").run(a, b, b, a)
}

/**
 * m§8 "friendship removed": `receiver` deleted `sender` as a friend and has not written to them since
 * (and they are not friends again). Then `sender`'s messages are refused (20011).
 */
export const removedBy = (db: Db, sender: number, receiver: number): boolean => {
  const r = socialTables(db).prepare("SELECT at FROM friend_removed WHERE remover_id = ? AND removed_id = ?").get(receiver, sender) as { at: number } | undefined
  if (r === undefined || areFriends(db, sender, receiver)) return false
  return db.prepare("SELECT 1 FROM im_messages WHERE sender_id = ? AND receiver_id = ? AND at > ? LIMIT 1").get(receiver, sender, r.at) === undefined
}

/**
 * Messages `sender` sent `receiver` with im/v1/send (text and images; not gifts, friend messages, call
 * records, or in-video texts, which are the call's chat and not the conversation's).
 */
export const sentCount = (db: Db, sender: number, receiver: number): number =>
  (
    socialTables(db)
      .prepare(`SELECT COUNT(*) AS n FROM im_messages WHERE sender_id = ? AND receiver_id = ? AND client_msg_id IS NOT NULL AND client_msg_id NOT LIKE 'gift-%' AND ${NOT_IN_VIDEO_TEXT}`)
      .get(sender, receiver) as { n: number }
  ).n

/** Say-hi starts `sender` made since `from` (epoch ms). */
export const sayHisSince = (db: Db, sender: number, from: number): number =>
  (socialTables(db).prepare("SELECT COUNT(*) AS n FROM say_hi WHERE sender_id = ? AND at >= ?").get(sender, from) as { n: number }).n

/** Records that `sender` started a conversation with non-friend `receiver` (a say-hi) at `now`. */
export const recordSayHi = (db: Db, sender: number, receiver: number, now: number): void => {
  socialTables(db).prepare("INSERT OR IGNORE INTO say_hi (sender_id, receiver_id, at) VALUES (?, ?, ?)").run(sender, receiver, now)
}

/** Whether `sender` already started a conversation with `receiver` (a say-hi on record). */
export const saidHi = (db: Db, sender: number, receiver: number): boolean =>
  socialTables(db).prepare("SELECT 1 FROM say_hi WHERE sender_id = ? AND receiver_id = ?").get(sender, receiver) !== undefined

/** The name `owner` sees for `friend`: their note name when set, else the friend's nickname. */
export const shownName = (db: Db, owner: number, friendId: number, nickname: string): string => {
  const remark = prefsOf(db, owner, friendId).remark
  return remark !== "" ? remark : nickname
}

/**
 * Online-reminder notice (issue 12; FRIEND_ONLINE_NOTICE_TYPE): `userId` came online, so every friend
 * who has the reminder on for them gets a bizType 3 notice {noticeType 1201, content = `userId`'s name as
 * that friend sees it, extra.userId}. Returns how many members were told.
 */
export const notifyCameOnline = (db: Db, relay: Relay, userId: number, nickname: string, now: number): number => {
  const owners = socialTables(db)
    .prepare("SELECT p.owner_id AS owner, p.remark AS remark FROM friend_prefs p JOIN friends f ON f.user_id = p.owner_id AND f.friend_id = p.friend_id WHERE p.friend_id = ? AND p.remind = 1")
    .all(userId) as Array<{ owner: number; remark: string }>
  for (const o of owners) {
    const notice: NoticeWire = {
      uniqueId: randomUUID(), noticeType: FRIEND_ONLINE_NOTICE_TYPE, content: o.remark !== "" ? o.remark : nickname,
      timestamp: now, expire: 0, extra: { userId: String(userId) },
    }
    relay.deliver(o.owner, -1, BizType.notice, notice)
  }
  return owners.length
}

/** Presence: `prev` status and last heartbeat -> online again after this long without one, ms. */
export const PRESENCE_GAP_MS = 60_000

/**
 * Whether a status report `next` at `now` means the member came online: it is online or busy (2, 1)
 * and before it they were offline/invisible, or silent for longer than PRESENCE_GAP_MS (3 missed
 * heartbeats; a sign-in sets the status without a heartbeat).
 */
export const cameOnline = (prev: { status: number; lastSeen: number }, next: number, now: number): boolean =>
  (next === 1 || next === 2) && (!(prev.status === 1 || prev.status === 2) || now - prev.lastSeen > PRESENCE_GAP_MS)

/**
 * Stores a presence report of `userId` (status a§3) with the time; when it means the member came online
 * (friendStore.cameOnline), friends with the online reminder on for them get the reminder notice.
 */
export const reportStatus = (ctx: { readonly db: Db; readonly relay: Relay; readonly now: number }, userId: number, status: number): void => {
  const prev = ctx.db.prepare("SELECT status, last_seen AS lastSeen, user_name AS name FROM users WHERE id = ?").get(userId) as
    | { status: number; lastSeen: number; name: string }
    | undefined
  ctx.db.prepare("UPDATE users SET status = ?, last_seen = ? WHERE id = ?").run(status, ctx.now, userId)
  if (prev && cameOnline(prev, status, ctx.now)) notifyCameOnline(ctx.db, ctx.relay, userId, prev.name, ctx.now)
}
