// Blacklist endpoints (m§2 panel, m§7): GET /black/blacklists {page, size} -> {pageNo, pages, list} of
// the users the member blocked, newest first; POST /black/removeBlack {friendUserId} unblocks (answers
// 200 also when the user was not blocked); POST /black/addBlack {blacklistUserId, userId = me} blocks, which
// also ends a friendship, pending requests and both sides' settings between the two. Local mode also has
// POST /dev/users/:id/block for tests.
import { Code } from "../../infrastructure/gateway/contract"
import { fail, type Handlers, me, ok } from "../answers"
import { avatarUrl } from "../avatars"
import { type Db, userById } from "../db"
import { endFriendship } from "./friendStore"

const ready = new WeakSet<Db>()

/** The database with the blacklist table present. */
export const blacklistTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS blacklist (user_id INTEGER NOT NULL, blocked_id INTEGER NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (user_id, blocked_id))`)
  ready.add(db)
  return db
}

/** Records that `userId` blocked `blockedId` at `now` (again: keeps the first time). */
export const block = (db: Db, userId: number, blockedId: number, now: number): void => {
  blacklistTables(db).prepare("INSERT OR IGNORE INTO blacklist (user_id, blocked_id, at) VALUES (?, ?, ?)").run(userId, blockedId, now)
}

/** Whether `userId` blocked `blockedId` (getUserInfo's `blocked`, what the friend page offers). */
export const hasBlocked = (db: Db, userId: number, blockedId: number): boolean =>
  blacklistTables(db).prepare("SELECT 1 FROM blacklist WHERE user_id = ? AND blocked_id = ?").get(userId, blockedId) !== undefined

/** Whether either of `a` and `b` blocked the other (m§8: then they cannot message each other). */
export const blockedEitherWay = (db: Db, a: number, b: number): boolean =>
  blacklistTables(db).prepare("SELECT 1 FROM blacklist WHERE (user_id = ? AND blocked_id = ?) OR (user_id = ? AND blocked_id = ?)").get(a, b, b, a) !== undefined

/** Handlers of the blacklist endpoints. */
export const blacklistHandlers: Handlers = {
  blacklist: (ctx, p) => {
    if (!Number.isInteger(p.page) || p.page < 1 || !Number.isInteger(p.size) || p.size < 1 || p.size > 100)
      return fail(Code.badParams, "page from 1, size 1 to 100")
    const db = blacklistTables(ctx.db)
    const total = (db.prepare("SELECT COUNT(*) AS n FROM blacklist WHERE user_id = ?").get(me(ctx).id) as { n: number }).n
    const rows = db
      .prepare(
        `SELECT u.id, u.user_name, u.head_img, u.country_id FROM blacklist b JOIN users u ON u.id = b.blocked_id
         WHERE b.user_id = ? ORDER BY b.at DESC, b.blocked_id DESC LIMIT ? OFFSET ?`,
      )
      .all(me(ctx).id, p.size, (p.page - 1) * p.size) as Array<{ id: number; user_name: string; head_img: string | null; country_id: number }>
    return ok({
      pageNo: p.page,
      pages: Math.ceil(total / p.size),
      list: rows.map((r) => ({ id: r.id, userName: r.user_name, headImg: r.head_img ?? avatarUrl(r.id), countryId: r.country_id })),
    })
  },
  addBlack: (ctx, p) => {
    const self = me(ctx).id
    if (p.userId !== self) return fail(Code.badParams, "userId must be the signed-in member")
    if (p.blacklistUserId === self || !userById(ctx.db, p.blacklistUserId)) return fail(Code.badParams, "unknown user")
    block(ctx.db, self, p.blacklistUserId, ctx.now)
    endFriendship(ctx.db, self, p.blacklistUserId, ctx.now)
    return ok({})
  },
  removeBlack: (ctx, p) => {
    blacklistTables(ctx.db).prepare("DELETE FROM blacklist WHERE user_id = ? AND blocked_id = ?").run(me(ctx).id, p.friendUserId)
    return ok({})
  },
}
