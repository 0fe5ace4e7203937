// Ad attribution of new registrations (a§3): the registration calls (e-mail register, phone sign-in with
// supply info, login/token and complementInfo) may carry the landing's media_source, campaign_id,
// adgroup_id, keyword, creative, loc_physical_ms, device and type; the first registration of a member
// stores what came, once. Table created on first use.
import { ATTRIBUTION_FIELDS } from "../domain/session/attribution"
import type { Db } from "./db"

const ready = new WeakSet<Db>()
const tables = (db: Db): Db => {
  if (!ready.has(db)) {
    db.exec(`CREATE TABLE IF NOT EXISTS ad_attribution (user_id INTEGER PRIMARY KEY, fields TEXT NOT NULL, at INTEGER NOT NULL)`)
    ready.add(db)
  }
  return db
}

/** Records the attribution fields of `params` for new member `userId` (nothing when none came). */
export const recordAttribution = (db: Db, userId: number, params: Readonly<Record<string, unknown>>, now: number): void => {
  const fields: Record<string, string> = {}
  for (const k of ATTRIBUTION_FIELDS) if (typeof params[k] === "string" && params[k] !== "") fields[k] = params[k]
  if (Object.keys(fields).length === 0) return
  tables(db).prepare("INSERT OR IGNORE INTO ad_attribution (user_id, fields, at) VALUES (?, ?, ?)").run(userId, JSON.stringify(fields), now)
}

/** The stored attribution of `userId`, or null. */
export const attributionOf = (db: Db, userId: number): Record<string, string> | null => {
  const row = tables(db).prepare("SELECT fields FROM ad_attribution WHERE user_id = ?").get(userId) as { fields: string } | undefined
  return row ? (JSON.parse(row.fields) as Record<string, string>) : null
}
