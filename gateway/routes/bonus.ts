// First-time bonuses, push tokens and tracking of the reference gateway (a§1, a§3, a§7): each member gets
// the web-push coins and the install coins at most once (the push coins only after a push token was
// saved), push tokens are kept per member (POST /user/ext/savePushToken, this gateway's choice of the
// path a§7 does not show), and tracking records are stored as sent. Tables are created on first use.
import { Code } from "../../infrastructure/gateway/contract"
import { fail, type Handlers, me, ok } from "../answers"
import type { Db } from "../db"

/** a§9 default gift value set in web push, coins; the install bonus of this gateway, coins. */
export const PUSH_BONUS = 200
export const INSTALL_BONUS = 100

/** Answer codes of the bonus endpoints. */
export const BonusCode = { alreadyGiven: 10060, noPushToken: 10061 } as const

/** Which bonus: web push (notification) or install (webapp). */
type Kind = "notification" | "webapp"

const ready = new WeakSet<Db>()
/** The database with the bonus, push-token and tracking tables present. */
export const bonusTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS bonuses (user_id INTEGER NOT NULL, kind TEXT NOT NULL, gold INTEGER NOT NULL,
    country_id INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (user_id, kind));
  CREATE TABLE IF NOT EXISTS push_tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, gender INTEGER NOT NULL,
    country_id INTEGER NOT NULL, device_id TEXT NOT NULL, at INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS bury_records (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
    device_id TEXT NOT NULL, time INTEGER NOT NULL, event_id TEXT NOT NULL, target_user_id INTEGER NOT NULL,
    free_name1 TEXT NOT NULL, free_name2 TEXT NOT NULL, country INTEGER NOT NULL, model TEXT NOT NULL, at INTEGER NOT NULL);`)
  ready.add(db)
  return db
}

const given = (db: Db, userId: number, kind: Kind): boolean =>
  bonusTables(db).prepare("SELECT 1 FROM bonuses WHERE user_id = ? AND kind = ?").get(userId, kind) !== undefined

/** Gives `gold` coins of bonus `kind` once: true when given now, false when given before (one transaction). */
const giveOnce = (db: Db, userId: number, kind: Kind, gold: number, countryId: number, now: number): boolean =>
  bonusTables(db).transaction(() => {
    const r = db.prepare("INSERT OR IGNORE INTO bonuses (user_id, kind, gold, country_id, at) VALUES (?, ?, ?, ?, ?)").run(userId, kind, gold, countryId, now)
    if (r.changes === 0) return false
    db.prepare("UPDATE users SET gold = gold + ? WHERE id = ?").run(gold, userId)
    return true
  })()

/** The push tokens saved for `userId`, newest first (tests and dev tools). */
export const pushTokensOf = (db: Db, userId: number): Array<{ token: string; gender: number; countryId: number }> =>
  bonusTables(db).prepare("SELECT token, gender, country_id AS countryId FROM push_tokens WHERE user_id = ? ORDER BY at DESC").all(userId) as Array<{ token: string; gender: number; countryId: number }>

/** Tracking records of `userId`, oldest first. */
export const buryRecordsOf = (db: Db, userId: number): Array<{ eventId: string; freeName1: string; freeName2: string }> =>
  bonusTables(db).prepare("SELECT event_id AS eventId, free_name1 AS freeName1, free_name2 AS freeName2 FROM bury_records WHERE user_id = ? ORDER BY id").all(userId) as Array<{ eventId: string; freeName1: string; freeName2: string }>

const validCountry = (n: number): boolean => Number.isSafeInteger(n) && n >= 0 && n <= 999

/** Handlers of the bonus, push-token and tracking endpoints. */
export const bonusHandlers: Handlers = {
  isInitNotification: (ctx) => ok({ status: given(ctx.db, me(ctx).id, "notification") ? 1 : 0, gold: PUSH_BONUS, img: "" }),
  isInitWebapp: (ctx) => ok({ status: given(ctx.db, me(ctx).id, "webapp") ? 1 : 0, gold: INSTALL_BONUS, img: "" }),
  initNotificationGiveCoin: (ctx, p) => {
    if (!validCountry(p.countryId)) return fail(Code.badParams, "countryId must be a country id")
    const id = me(ctx).id
    if (bonusTables(ctx.db).prepare("SELECT 1 FROM push_tokens WHERE user_id = ?").get(id) === undefined)
      return fail(BonusCode.noPushToken, "turn on web push first")
    return giveOnce(ctx.db, id, "notification", PUSH_BONUS, p.countryId, ctx.now) ? ok({ gold: PUSH_BONUS }) : fail(BonusCode.alreadyGiven, "bonus already given")
  },
  initWebappGiveCoin: (ctx, p) => {
    if (!validCountry(p.countryId)) return fail(Code.badParams, "countryId must be a country id")
    return giveOnce(ctx.db, me(ctx).id, "webapp", INSTALL_BONUS, p.countryId, ctx.now) ? ok({ gold: INSTALL_BONUS }) : fail(BonusCode.alreadyGiven, "bonus already given")
  },
  savePushToken: (ctx, p) => {
    if (p.pushToken.trim() === "" || p.pushToken.length > 4096) return fail(Code.badParams, "pushToken must be 1 to 4096 characters")
    if (!validCountry(p.countryId)) return fail(Code.badParams, "countryId must be a country id")
    // A token belongs to one browser: saving it again moves it to the member signed in there now.
    bonusTables(ctx.db)
      .prepare("INSERT OR REPLACE INTO push_tokens (token, user_id, gender, country_id, device_id, at) VALUES (?, ?, ?, ?, ?, ?)")
      .run(p.pushToken, me(ctx).id, p.gender, p.countryId, ctx.deviceId, ctx.now)
    return ok({})
  },
  buryRecord: (ctx, p) => {
    const long = [p.eventId, p.freeName1, p.freeName2, p.model, p.deviceId].some((s) => s.length > 1000)
    if (long || p.eventId === "") return fail(Code.badParams, "eventId required; fields up to 1000 characters")
    bonusTables(ctx.db)
      .prepare(`INSERT INTO bury_records (user_id, device_id, time, event_id, target_user_id, free_name1, free_name2, country, model, at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(p.userId, p.deviceId, p.time, p.eventId, p.targetUserId, p.freeName1, p.freeName2, p.country, p.model, ctx.now)
    return ok({})
  },
}
