// Presence and "on becoming signed in" endpoints (a§4, a§7): heartbeat-independent status upload, batch
// online status, the RTM token, the gift list, the new-user coin check, and a minimal end-call used by
// abnormal call recovery (the calls issue completes it). Tables are created on first use.
import { randomBytes } from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { Code } from "../../infrastructure/gateway/contract"
import type { ApiParams } from "../../infrastructure/gateway/contract"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import type { Db } from "../db"
import { REGISTER_BONUS } from "../seed"
import { reportStatus } from "./friendStore"

/** How long an RTM token is valid, ms. */
export const RTM_TOKEN_TTL_MS = 24 * 3600_000
/** Most user ids one batch status call may ask for. */
export const BATCH_MAX = 200

const ready = new WeakSet<Db>()
const tables = (db: Db): Db => {
  if (!ready.has(db)) {
    db.exec(`CREATE TABLE IF NOT EXISTS register_bonus (user_id INTEGER PRIMARY KEY, gold INTEGER NOT NULL,
      at INTEGER NOT NULL, told INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS rtm_tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS call_ends (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
      room_num TEXT NOT NULL, side TEXT NOT NULL, at INTEGER NOT NULL);`)
    ready.add(db)
  }
  return db
}

/** Records that `userId` received the register bonus, so the next coin check says so (once). */
export const recordRegisterBonus = (db: Db, userId: number, now: number, gold = REGISTER_BONUS): void => {
  tables(db).prepare("INSERT OR IGNORE INTO register_bonus (user_id, gold, at) VALUES (?, ?, ?)").run(userId, gold, now)
}

/**
 * The seeded gift list (m§7 GET /gift): id, name, price in coins, image under /media/gift/. The ids are
 * the web client's allowed gift ids (m§3), plus one gift the web does not offer (120), as a production
 * list would have: the client shows only the allowed ones.
 */
export const GIFTS: ReadonlyArray<{ readonly id: number; readonly name: string; readonly price: number; readonly emoji: string }> = [
  { id: 160, name: "Rose", price: 10, emoji: "🌹" },
  { id: 152, name: "Heart", price: 20, emoji: "❤️" },
  { id: 155, name: "Kiss", price: 30, emoji: "💋" },
  { id: 157, name: "Coffee", price: 40, emoji: "☕" },
  { id: 148, name: "Ice cream", price: 50, emoji: "🍦" },
  { id: 159, name: "Lollipop", price: 60, emoji: "🍭" },
  { id: 183, name: "Teddy bear", price: 80, emoji: "🧸" },
  { id: 185, name: "Bouquet", price: 100, emoji: "💐" },
  { id: 187, name: "Cake", price: 120, emoji: "🎂" },
  { id: 189, name: "Blossom", price: 150, emoji: "🌸" },
  { id: 165, name: "Champagne", price: 200, emoji: "🍾" },
  { id: 191, name: "Gift box", price: 250, emoji: "🎁" },
  { id: 163, name: "Diamond", price: 300, emoji: "💎" },
  { id: 169, name: "Ring", price: 400, emoji: "💍" },
  { id: 167, name: "Crown", price: 500, emoji: "👑" },
  { id: 193, name: "Rainbow", price: 600, emoji: "🌈" },
  { id: 195, name: "Unicorn", price: 800, emoji: "🦄" },
  { id: 174, name: "Sports car", price: 1000, emoji: "🏎️" },
  { id: 173, name: "Yacht", price: 1500, emoji: "🛥️" },
  { id: 171, name: "Castle", price: 2000, emoji: "🏰" },
  { id: 197, name: "Rocket", price: 3000, emoji: "🚀" },
  { id: 199, name: "Fireworks", price: 4000, emoji: "🎆" },
  { id: 201, name: "Planet", price: 5000, emoji: "🪐" },
  { id: 120, name: "Shooting star", price: 70, emoji: "🌠" },
]

const twemojiDir = path.dirname(createRequire(import.meta.url).resolve("@twemoji/svg/package.json"))

/** The inner drawing of `emoji`'s Twemoji SVG (viewBox 0 0 36 36), or "" when it has none. */
const twemoji = (emoji: string): string => {
  const points = [...emoji].map((c) => c.codePointAt(0)!.toString(16))
  for (const name of [points.join("-"), points.filter((p) => p !== "fe0f").join("-")]) {
    const file = path.join(twemojiDir, `${name}.svg`)
    if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "")
  }
  return ""
}

/** A gift's picture: its Twemoji artwork (CC-BY 4.0) on a soft round badge; no emoji font needed. */
const giftSvg = (emoji: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><radialGradient id="g"><stop offset="0" stop-color="#fff3fb"/><stop offset="1" stop-color="#ffd6f3"/></radialGradient></defs><circle cx="48" cy="48" r="46" fill="url(#g)"/><svg x="22" y="22" width="52" height="52" viewBox="0 0 36 36">${twemoji(emoji)}</svg></svg>`

const drawn = new Set<string>()

/** Draws the gift images under `<dataDir>/media/gift` (once per process, so new artwork replaces old). */
export const ensureGiftMedia = (dataDir: string): void => {
  if (drawn.has(dataDir)) return
  const dir = path.join(dataDir, "media", "gift")
  fs.mkdirSync(dir, { recursive: true })
  for (const g of GIFTS) fs.writeFileSync(path.join(dir, `${g.id}.svg`), giftSvg(g.emoji))
  drawn.add(dataDir)
}

const endCall = (ctx: Ctx, p: ApiParams<"callEndCaller">): Answer<unknown> => {
  if (p.roomNum.trim() === "") return fail(Code.badParams, "roomNum is required")
  tables(ctx.db)
    .prepare("INSERT INTO call_ends (user_id, room_num, side, at) VALUES (?, ?, ?, ?)")
    .run(me(ctx).id, p.roomNum, p.side, ctx.now)
  return ok({})
}

/** Handlers of presence and sign-in follow-up endpoints. */
export const presenceHandlers: Handlers = {
  uploadStatus: (ctx, p) => {
    if (p.status !== 1 && p.status !== 2) return fail(Code.badParams, "status must be 1 or 2")
    if (ctx.me) reportStatus(ctx, ctx.me.id, p.status)
    return ok({})
  },
  onlineStatusBatch: (ctx, p) => {
    const parts = p.userIds.split(",").map((x) => x.trim()).filter((x) => x !== "")
    if (parts.length === 0 || parts.length > BATCH_MAX || !parts.every((x) => /^\d{1,12}$/.test(x)))
      return fail(Code.badParams, `userIds must be 1 to ${BATCH_MAX} comma-separated ids`)
    const ids = [...new Set(parts.map(Number))]
    const rows = ctx.db
      .prepare(`SELECT id, status FROM users WHERE id IN (${ids.map(() => "?").join(",")})`)
      .all(...ids) as { id: number; status: number }[]
    const status = new Map(rows.map((r) => [r.id, r.status]))
    return ok(ids.filter((id) => status.has(id)).map((userId) => ({ userId, status: status.get(userId)! })))
  },
  rtmToken: (ctx) => {
    const token = randomBytes(24).toString("base64url")
    const expireTime = ctx.now + RTM_TOKEN_TTL_MS
    tables(ctx.db).prepare("INSERT INTO rtm_tokens (token, user_id, expires_at) VALUES (?, ?, ?)").run(token, me(ctx).id, expireTime)
    return ok({ token, expireTime })
  },
  giftList: (ctx) => {
    ensureGiftMedia(ctx.opts.dataDir)
    return ok(GIFTS.map(({ id, name, price }) => ({ id, name, price, img: `/media/gift/${id}.svg` })))
  },
  checkIfAddCoinForNew: (ctx) => {
    const db = tables(ctx.db)
    const row = db.prepare("SELECT gold FROM register_bonus WHERE user_id = ? AND told = 0").get(me(ctx).id) as { gold: number } | undefined
    if (!row) return ok({ added: false, gold: 0 })
    db.prepare("UPDATE register_bonus SET told = 1 WHERE user_id = ?").run(me(ctx).id)
    return ok({ added: true, gold: row.gold })
  },
  callEndCaller: endCall,
  callEndCallee: endCall,
}
