// Sessions and account gates: scrypt password hashes, login tokens bound to a deviceId (a login on another
// device kicks the older token: 10023), token lookup from the Authorization header, and ban/suspension checks.
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { promisify } from "node:util"
import { Code } from "../infrastructure/gateway/contract"
import { type Answer, fail, GwCode } from "./answers"
import { type Db, type User, userById } from "./db"

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number) => Promise<Buffer>

/** Login tokens older than this answer 10101 (token expired). */
export const TOKEN_TTL_MS = 30 * 24 * 3600_000

/** A storable scrypt hash `scrypt$<salt hex>$<hash hex>` of `password`. */
export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString("hex")}$${(await scryptAsync(password, salt, 32)).toString("hex")}`
}

/** True when `password` matches a hash made by {@link hashPassword}. */
export const checkPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const [alg, salt, hash] = (stored ?? "").split("$")
  if (alg !== "scrypt" || !salt || !hash) return false
  const want = Buffer.from(hash, "hex")
  const got = await scryptAsync(password, Buffer.from(salt, "hex"), want.length)
  return timingSafeEqual(want, got)
}

/** Issues a fresh token for `userId` on `deviceId`; older tokens of the user stop working. */
export const issueToken = (db: Db, userId: number, deviceId: string, now: number): string => {
  const token = randomBytes(32).toString("hex")
  db.transaction(() => {
    db.prepare("UPDATE tokens SET state = 'replaced' WHERE user_id = ? AND state = 'active' AND device_id = ?").run(
      userId,
      deviceId,
    )
    db.prepare("UPDATE tokens SET state = 'kicked' WHERE user_id = ? AND state = 'active'").run(userId)
    db.prepare("INSERT INTO tokens (token, user_id, device_id, created_at) VALUES (?, ?, ?, ?)").run(
      token,
      userId,
      deviceId,
      now,
    )
  })()
  return token
}

/** Ends the session of `token`. */
export const revokeToken = (db: Db, token: string): void => {
  db.prepare("UPDATE tokens SET state = 'out' WHERE token = ?").run(token)
}

/** The raw token of an `Authorization` header (`<token>` or `Bearer <token>`), or "". */
export const tokenOf = (header: string | undefined): string => (header ?? "").replace(/^Bearer\s+/i, "").trim()

/** The answer that refuses a banned, suspended or banned-device account, or null when it may proceed. */
export const accountGate = (db: Db, user: User, deviceId: string, now: number): Answer<never> | null => {
  if (user.banned) return fail(Code.banned, "Your account has been banned")
  if (db.prepare("SELECT 1 FROM banned_devices WHERE device_id = ?").get(deviceId))
    return fail(Code.bannedDevice, "This device has been banned")
  if (user.suspendedUntil > now)
    return fail(Code.suspended, `Your account is suspended until ${new Date(user.suspendedUntil).toISOString()}`)
  return null
}

const expired = (): Answer<never> => ({ code: GwCode.unauthorized, msg: "Login has expired", http: 401 })

/** Resolves a token for `deviceId` to its user, or to the refusing answer (401, 10023, 10101, bans). */
export const resolveToken = (
  db: Db,
  token: string,
  deviceId: string,
  now: number,
): { readonly user: User } | { readonly refusal: Answer<never> } => {
  if (token === "") return { refusal: expired() }
  const row = db.prepare("SELECT * FROM tokens WHERE token = ?").get(token) as
    | { user_id: number; device_id: string; created_at: number; state: string }
    | undefined
  if (!row || row.state === "out" || row.state === "replaced") return { refusal: expired() }
  if (row.state === "kicked" || row.device_id !== deviceId)
    return { refusal: fail(Code.differentDevice, "Your account has been signed in on another device") }
  if (now - row.created_at > TOKEN_TTL_MS) return { refusal: fail(Code.tokenExpired, "Login has expired") }
  const user = userById(db, row.user_id)
  if (!user) return { refusal: expired() }
  const gate = accountGate(db, user, deviceId, now)
  return gate ? { refusal: gate } : { user }
}
