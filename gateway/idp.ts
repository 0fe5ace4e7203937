// The local stand-in identity provider's storage (local mode only): test identities per provider (what
// Google or Facebook would know: a subject id, name, e-mail, maybe gender and birthday), short-lived
// single-use stand-in access tokens, and the links from a provider identity to a member account.
import { randomBytes } from "node:crypto"
import type { Db, User } from "./db"
import { userById } from "./db"

/** The providers the stand-in plays. */
export type Provider = "google" | "facebook"
/** True for a provider name the stand-in plays. */
export const isProvider = (p: unknown): p is Provider => p === "google" || p === "facebook"

/** A stand-in access token is good for this long (ms) and for one sign-in. */
export const IDP_TOKEN_TTL_MS = 10 * 60_000

/** A test identity. gender 0 (not shared), 1 male, 2 female; birthday YYYY-MM-DD or "". */
export interface Identity {
  readonly id: number
  readonly provider: Provider
  readonly sub: string
  readonly name: string
  readonly email: string
  readonly gender: number
  readonly birthday: string
}

const ready = new WeakSet<Db>()
const tables = (db: Db): Db => {
  if (!ready.has(db)) {
    db.exec(`CREATE TABLE IF NOT EXISTS idp_identities (id INTEGER PRIMARY KEY AUTOINCREMENT, provider TEXT NOT NULL,
      sub TEXT NOT NULL UNIQUE, name TEXT NOT NULL, email TEXT NOT NULL, gender INTEGER NOT NULL DEFAULT 0,
      birthday TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS idp_tokens (token TEXT PRIMARY KEY, identity_id INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS social_links (provider TEXT NOT NULL, sub TEXT NOT NULL, user_id INTEGER NOT NULL,
      PRIMARY KEY (provider, sub));`)
    ready.add(db)
  }
  return db
}

type Row = Record<string, unknown>
const toIdentity = (r: Row): Identity => ({
  id: Number(r.id), provider: r.provider === "facebook" ? "facebook" : "google", sub: String(r.sub), name: String(r.name),
  email: String(r.email), gender: Number(r.gender), birthday: String(r.birthday),
})

/** Creates a test identity; returns it. */
export const createIdentity = (db: Db, f: Omit<Identity, "id" | "sub">, now: number): Identity => {
  const sub = `${f.provider === "google" ? "g" : "fb"}-${randomBytes(9).toString("hex")}`
  const r = tables(db)
    .prepare("INSERT INTO idp_identities (provider, sub, name, email, gender, birthday, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
    .run(f.provider, sub, f.name, f.email, f.gender, f.birthday, now)
  return { ...f, id: Number(r.lastInsertRowid), sub }
}

/** The identities of `provider`, newest first. */
export const identitiesOf = (db: Db, provider: Provider): Identity[] =>
  (tables(db).prepare("SELECT * FROM idp_identities WHERE provider = ? ORDER BY id DESC").all(provider) as Row[]).map(toIdentity)

/** The identity with id `id`, if any. */
export const identityById = (db: Db, id: number): Identity | undefined => {
  const r = tables(db).prepare("SELECT * FROM idp_identities WHERE id = ?").get(id) as Row | undefined
  return r && toIdentity(r)
}

/** Issues a stand-in access token for identity `id` (valid {@link IDP_TOKEN_TTL_MS}, one use). */
export const issueIdpToken = (db: Db, id: number, now: number): string => {
  const token = `sit_${randomBytes(24).toString("hex")}`
  tables(db).prepare("INSERT INTO idp_tokens (token, identity_id, expires_at) VALUES (?, ?, ?)").run(token, id, now + IDP_TOKEN_TTL_MS)
  return token
}

/** Verifies and uses up a stand-in token issued for `provider`; the identity, or null (unknown, used, expired, other provider). */
export const takeIdpToken = (db: Db, token: string, provider: Provider, now: number): Identity | null => {
  const t = tables(db)
  const row = t.prepare("SELECT identity_id, expires_at FROM idp_tokens WHERE token = ?").get(token) as { identity_id: number; expires_at: number } | undefined
  if (!row) return null
  t.prepare("DELETE FROM idp_tokens WHERE token = ?").run(token)
  const identity = identityById(db, row.identity_id)
  return identity && identity.provider === provider && now <= row.expires_at ? identity : null
}

/** The member linked to a provider identity, if any. */
export const linkedUser = (db: Db, identity: Identity): User | undefined => {
  const r = tables(db).prepare("SELECT user_id FROM social_links WHERE provider = ? AND sub = ?").get(identity.provider, identity.sub) as { user_id: number } | undefined
  return r ? userById(db, r.user_id) : undefined
}

/** Links a provider identity to member `userId`. */
export const link = (db: Db, identity: Identity, userId: number): void => {
  tables(db).prepare("INSERT OR REPLACE INTO social_links (provider, sub, user_id) VALUES (?, ?, ?)").run(identity.provider, identity.sub, userId)
}
