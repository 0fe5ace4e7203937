// SQLite storage of the gateway (better-sqlite3, one file in DATA_DIR): schema, the user row type
// and small typed helpers. Everything is synchronous; handlers call these directly.
import fs from "node:fs"
import path from "node:path"
import Database from "better-sqlite3"

/** The open database handle. */
export type Db = Database.Database

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL, email TEXT UNIQUE, email_verified INTEGER NOT NULL DEFAULT 0,
  password_hash TEXT, user_name TEXT NOT NULL DEFAULT '', gender INTEGER NOT NULL DEFAULT 0,
  birthday TEXT NOT NULL DEFAULT '', country_id INTEGER NOT NULL DEFAULT 0, gold INTEGER NOT NULL DEFAULT 0,
  status INTEGER NOT NULL DEFAULT 0, goddess INTEGER NOT NULL DEFAULT 0, price INTEGER NOT NULL DEFAULT 0,
  labels TEXT NOT NULL DEFAULT '[]', popularity INTEGER NOT NULL DEFAULT 0, banned INTEGER NOT NULL DEFAULT 0,
  suspended_until INTEGER NOT NULL DEFAULT 0, pending_device TEXT, pending_at INTEGER NOT NULL DEFAULT 0,
  complement_key TEXT, created_at INTEGER NOT NULL, last_seen INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS tokens (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, device_id TEXT NOT NULL,
  created_at INTEGER NOT NULL, state TEXT NOT NULL DEFAULT 'active');
CREATE TABLE IF NOT EXISTS codes (email TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
  sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (email, purpose));
CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL,
  to_addr TEXT NOT NULL, code TEXT NOT NULL, purpose TEXT NOT NULL, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS protocols (user_id INTEGER NOT NULL, type INTEGER NOT NULL, agree INTEGER NOT NULL,
  at INTEGER NOT NULL, PRIMARY KEY (user_id, type));
CREATE TABLE IF NOT EXISTS banned_devices (device_id TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS phone_proofs (phone TEXT NOT NULL, device_id TEXT NOT NULL, at INTEGER NOT NULL,
  PRIMARY KEY (phone, device_id));
CREATE TABLE IF NOT EXISTS phone_failures (phone TEXT NOT NULL, at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS email_failures (user_id INTEGER NOT NULL, device_id TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS email_failures_user ON email_failures (user_id, at);
CREATE INDEX IF NOT EXISTS email_failures_device ON email_failures (device_id, at);
CREATE TABLE IF NOT EXISTS sms_devices (outbox_id INTEGER PRIMARY KEY, device_id TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS age_confirmations (id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL,
  ip TEXT NOT NULL, country_id INTEGER NOT NULL, device_type INTEGER NOT NULL, created_at INTEGER NOT NULL);
`

/** Columns added after the first release: (name, definition), added to older databases on open. */
const ADDED_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ["phone", "TEXT"],
  ["country_code", "TEXT"],
  ["mobile_no", "TEXT"],
  ["phone_password_hash", "TEXT"],
  ["phone_password_at", "INTEGER NOT NULL DEFAULT 0"],
  ["head_img", "TEXT"],
]

const migrate = (db: Database.Database): void => {
  const have = new Set((db.prepare("PRAGMA table_info(users)").all() as { name: string }[]).map((c) => c.name))
  for (const [name, def] of ADDED_COLUMNS) if (!have.has(name)) db.exec(`ALTER TABLE users ADD COLUMN ${name} ${def}`)
  db.exec("CREATE UNIQUE INDEX IF NOT EXISTS users_phone ON users(phone)")
}

/** Opens (creating folder, file and tables as needed) the database in `dataDir`. */
export const openDb = (dataDir: string): Db => {
  fs.mkdirSync(dataDir, { recursive: true })
  const db = new Database(path.join(dataDir, "gateway.sqlite"))
  db.pragma("journal_mode = WAL")
  db.exec(SCHEMA)
  migrate(db)
  return db
}

/** A user (member or host) as stored. */
export interface User {
  readonly id: number
  readonly kind: "member" | "host"
  readonly email: string | null
  readonly emailVerified: boolean
  readonly passwordHash: string | null
  readonly userName: string
  readonly gender: number
  readonly birthday: string
  readonly countryId: number
  readonly gold: number
  readonly status: number
  readonly goddess: boolean
  readonly price: number
  readonly labels: readonly number[]
  readonly popularity: number
  readonly banned: boolean
  readonly suspendedUntil: number
  readonly pendingDevice: string | null
  readonly pendingAt: number
  readonly complementKey: string | null
  readonly createdAt: number
  /** Phone number as country code + national digits (§7 threePartyId), or null. */
  readonly phone: string | null
  readonly countryCode: string | null
  readonly mobileNo: string | null
  /** scrypt of the client's SHA-256 hex of the phone password (see routes/phone.ts), or null. */
  readonly phonePasswordHash: string | null
  /** When the phone password was last set (35506 guard), epoch ms. */
  readonly phonePasswordAt: number
  /** An approved uploaded profile photo (270X360 URL under /media), or null for the generated portrait. */
  readonly headImg: string | null
}

/** Columns a caller may write, by User field name. */
const COLUMNS = {
  kind: "kind", email: "email", emailVerified: "email_verified", passwordHash: "password_hash",
  userName: "user_name", gender: "gender", birthday: "birthday", countryId: "country_id", gold: "gold",
  status: "status", goddess: "goddess", price: "price", labels: "labels", popularity: "popularity",
  banned: "banned", suspendedUntil: "suspended_until", pendingDevice: "pending_device", pendingAt: "pending_at",
  complementKey: "complement_key", createdAt: "created_at", phone: "phone", countryCode: "country_code",
  mobileNo: "mobile_no", phonePasswordHash: "phone_password_hash", phonePasswordAt: "phone_password_at",
  headImg: "head_img",
} as const satisfies Record<Exclude<keyof User, "id">, string>

/** Writable part of a user. */
export type UserPatch = Partial<Omit<User, "id">>

type Row = Record<string, unknown>
const toUser = (r: Row): User => ({
  id: Number(r.id), kind: r.kind === "host" ? "host" : "member", email: (r.email as string | null) ?? null,
  emailVerified: r.email_verified === 1, passwordHash: (r.password_hash as string | null) ?? null,
  userName: String(r.user_name), gender: Number(r.gender), birthday: String(r.birthday),
  countryId: Number(r.country_id), gold: Number(r.gold), status: Number(r.status), goddess: r.goddess === 1,
  price: Number(r.price), labels: JSON.parse(String(r.labels)) as number[], popularity: Number(r.popularity),
  banned: r.banned === 1, suspendedUntil: Number(r.suspended_until),
  pendingDevice: (r.pending_device as string | null) ?? null, pendingAt: Number(r.pending_at),
  complementKey: (r.complement_key as string | null) ?? null, createdAt: Number(r.created_at),
  phone: (r.phone as string | null) ?? null, countryCode: (r.country_code as string | null) ?? null,
  mobileNo: (r.mobile_no as string | null) ?? null, phonePasswordHash: (r.phone_password_hash as string | null) ?? null,
  phonePasswordAt: Number(r.phone_password_at ?? 0), headImg: (r.head_img as string | null) ?? null,
})

const toSql = (v: unknown): unknown =>
  typeof v === "boolean" ? (v ? 1 : 0) : Array.isArray(v) ? JSON.stringify(v) : v

/** The user with id `id`, if any. */
export const userById = (db: Db, id: number): User | undefined => {
  const r = db.prepare("SELECT * FROM users WHERE id = ?").get(id) as Row | undefined
  return r && toUser(r)
}

/** The user with e-mail `email` (already normalised), if any. */
export const userByEmail = (db: Db, email: string): User | undefined => {
  const r = db.prepare("SELECT * FROM users WHERE email = ?").get(email) as Row | undefined
  return r && toUser(r)
}

/** The user with phone `phone` (country code + national digits), if any. */
export const userByPhone = (db: Db, phone: string): User | undefined => {
  const r = db.prepare("SELECT * FROM users WHERE phone = ?").get(phone) as Row | undefined
  return r && toUser(r)
}

/** All users matching a SQL condition (trusted, static text) with its arguments. */
export const usersWhere = (db: Db, where: string, ...args: unknown[]): User[] =>
  (db.prepare(`SELECT * FROM users WHERE ${where}`).all(...args) as Row[]).map(toUser)

/** Inserts a user with an explicit id; returns it as stored. */
export const insertUser = (db: Db, id: number, fields: UserPatch & Pick<User, "kind" | "createdAt">): User => {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined)
  const cols = ["id", ...entries.map(([k]) => COLUMNS[k as keyof typeof COLUMNS])]
  db.prepare(`INSERT INTO users (${cols.join(",")}) VALUES (${cols.map(() => "?").join(",")})`).run(
    id,
    ...entries.map(([, v]) => toSql(v)),
  )
  return userById(db, id) as User
}

/** Updates the given fields of user `id`. */
export const updateUser = (db: Db, id: number, patch: UserPatch): void => {
  const entries = Object.entries(patch).filter(([, v]) => v !== undefined)
  if (entries.length === 0) return
  const sets = entries.map(([k]) => `${COLUMNS[k as keyof typeof COLUMNS]} = ?`).join(", ")
  db.prepare(`UPDATE users SET ${sets} WHERE id = ?`).run(...entries.map(([, v]) => toSql(v)), id)
}

/** Next free id of a kind: members from 10000001, hosts from 20000001. */
export const nextUserId = (db: Db, kind: User["kind"]): number => {
  const base = kind === "host" ? 20_000_000 : 10_000_000
  const r = db.prepare("SELECT MAX(id) AS m FROM users WHERE id > ? AND id < ?").get(base, base + 10_000_000) as Row
  return r.m === null ? base + 1 : Number(r.m) + 1
}

/** True when nickname, gender and birthday are all set. */
export const profileComplete = (u: User): boolean =>
  u.userName !== "" && (u.gender === 1 || u.gender === 2) && u.birthday !== ""
