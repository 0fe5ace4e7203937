// Reads of the chat store for im/v1/list and im/v1/details (m§7): a member's conversations newest first
// with their unread counts and last message, and the history of one conversation by page. What a
// member cleared (im/v1/delete) is left out for that member only; in-video text (type 4) for everyone.
import type { ImWire } from "../../domain/realtime/wire"
import type { ImListEntryWire } from "../../infrastructure/gateway/imContract"
import { avatarUrl } from "../avatars"
import { type Db, userById } from "../db"
import { relationOf } from "./friends"
import { clearedUpTo, croomId, imTables, type MessageRow, NOT_IN_VIDEO_TEXT, toWire } from "./imStore"

/** A page: pageNo from 1, pages in all (at least 1), the items. */
export interface Page<T> {
  readonly pageNo: number
  readonly pages: number
  readonly list: ReadonlyArray<T>
}

const pagesOf = (total: number, size: number): number => Math.max(1, Math.ceil(total / size))

/**
 * Messages between `me` and others, with the other side as `peer`, minus what `me` cleared and in-video
 * text (m§4/m§7: no part of the list, its unread counts and last messages, or the history pages).
 */
const VISIBLE = `WITH mine AS (
    SELECT m.*, CASE WHEN m.sender_id = :me THEN m.receiver_id ELSE m.sender_id END AS peer
    FROM im_messages m WHERE (m.sender_id = :me OR m.receiver_id = :me) AND ${NOT_IN_VIDEO_TEXT}),
  visible AS (
    SELECT mine.* FROM mine LEFT JOIN im_cleared c ON c.user_id = :me AND c.peer_id = mine.peer
    WHERE mine.id > COALESCE(c.upto, 0))`

/** m§7 im/v1/list: `me`'s conversations, newest last message first. */
export const listConversations = (db: Db, me: number, pageNo: number, pageSize: number): Page<ImListEntryWire> => {
  imTables(db)
  const total = (db.prepare(`${VISIBLE} SELECT COUNT(DISTINCT peer) AS n FROM visible`).get({ me }) as { n: number }).n
  const rows = db
    .prepare(
      `${VISIBLE} SELECT peer, MAX(id) AS last_id, SUM(CASE WHEN receiver_id = :me AND read = 0 THEN 1 ELSE 0 END) AS unread
       FROM visible GROUP BY peer ORDER BY last_id DESC LIMIT :limit OFFSET :offset`,
    )
    .all({ me, limit: pageSize, offset: (pageNo - 1) * pageSize }) as { peer: number; last_id: number; unread: number }[]
  const last = db.prepare("SELECT * FROM im_messages WHERE id = ?")
  const list = rows.map((r): ImListEntryWire => {
    const m = last.get(r.last_id) as MessageRow
    const u = userById(db, r.peer)
    return {
      croomId: croomId(me, r.peer),
      friendId: r.peer,
      userName: u?.userName ?? "",
      headImg: u ? avatarUrl(u.id) : "",
      relation: u ? relationOf(db, me, r.peer) : 0,
      status: u?.status ?? 0,
      noReadCount: r.unread,
      content: m.source,
      messageType: m.message_type,
      messageTypeValue: m.message_type_value,
      timestamp: m.at,
    }
  })
  return { pageNo, pages: pagesOf(total, pageSize), list }
}

/**
 * m§7 im/v1/details: the history of `me` with `peer` (no in-video text), oldest first within a page. Page 1 is the newest
 * `pageSize` messages; with `since` (epoch ms) only messages at or after it, page 1 the oldest of them.
 * Ordered by time, then by row id (stable for equal times), so pages never swap messages between calls.
 */
export const conversationPage = (db: Db, me: number, peer: number, pageNo: number, pageSize: number, since?: number): Page<ImWire> => {
  imTables(db)
  const where = `id > :cleared AND ${NOT_IN_VIDEO_TEXT} AND ((sender_id = :me AND receiver_id = :peer) OR (sender_id = :peer AND receiver_id = :me))${since !== undefined ? " AND at >= :since" : ""}`
  const args = { me, peer, cleared: clearedUpTo(db, me, peer), ...(since !== undefined ? { since } : {}) }
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM im_messages WHERE ${where}`).get(args) as { n: number }).n
  const order = since !== undefined ? "ASC" : "DESC"
  const rows = db
    .prepare(`SELECT * FROM im_messages WHERE ${where} ORDER BY at ${order}, id ${order} LIMIT :limit OFFSET :offset`)
    .all({ ...args, limit: pageSize, offset: (pageNo - 1) * pageSize }) as MessageRow[]
  if (order === "DESC") rows.reverse()
  return { pageNo, pages: pagesOf(total, pageSize), list: rows.map((r) => toWire(r, me)) }
}
