// First-start seeding of an empty database: the generated hosts (with their avatar files) and a few
// accounts with known credentials for trying the client by hand and for tests. Later starts only redraw
// missing media files; the data itself survives restarts.
import { createHash } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { hashPassword } from "./auth"
import { avatarUrl, writeAvatars, writeBanner } from "./avatars"
import { type Db, insertUser, usersWhere } from "./db"
import { generateHosts } from "./hosts"

/** Coins given on registration and shown on the register banner (§9). */
export const REGISTER_BONUS = 120

/** A seeded account that can sign in with e-mail and password. */
export interface SeedAccount {
  readonly email: string
  readonly password: string
  readonly role: "member" | "host" | "banned member" | "suspended member"
  readonly userName: string
  readonly gold: number
}

/** The seeded accounts with known credentials (listed in the README and printed at start). */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  { email: "alex@example.com", password: "password1", role: "member", userName: "Alex", gold: 500 },
  { email: "sam@example.com", password: "password2", role: "member", userName: "Sam", gold: 50 },
  { email: "mia.host@example.com", password: "hostpass1", role: "host", userName: "Mia", gold: 0 },
  { email: "lena.host@example.com", password: "hostpass2", role: "host", userName: "Lena", gold: 0 },
  { email: "banned@example.com", password: "password3", role: "banned member", userName: "Banned", gold: 0 },
  { email: "suspended@example.com", password: "password4", role: "suspended member", userName: "Paused", gold: 0 },
]

/** The seeded phone member (§4 phone flow): signs in on step 3 with this number and password. */
export const SEED_PHONE = {
  countryCode: "90",
  mobileNo: "5321234567",
  password: "phonepass1",
  userName: "Deniz",
  gold: 300,
} as const

/** SHA-256 hex, upper-case: what the client sends as a phone password (infrastructure/gateway/passwordHash.ts). */
export const phoneWireHash = (password: string): string => createHash("sha256").update(password, "utf8").digest("hex").toUpperCase()

/** A deviceId that is seeded as banned: any login or signed call from it answers 10116. */
export const BANNED_DEVICE_ID = "banned-device-0000"

const MEMBER_PROFILES: Record<string, { gender: number; birthday: string; countryId: number }> = {
  "alex@example.com": { gender: 1, birthday: "1995-04-12", countryId: 840 },
  "sam@example.com": { gender: 2, birthday: "1998-09-30", countryId: 76 },
  "banned@example.com": { gender: 1, birthday: "1990-01-01", countryId: 643 },
  "suspended@example.com": { gender: 2, birthday: "1992-06-15", countryId: 792 },
}

/** Seeds hosts and accounts when the database has no users yet (media: {@link ensureMedia}); true when it did. */
export const seedIfEmpty = async (db: Db, now: number): Promise<boolean> => {
  if ((db.prepare("SELECT COUNT(*) AS n FROM users").get() as { n: number }).n > 0) return false
  const hashes = new Map(await Promise.all(SEED_ACCOUNTS.map(async (a) => [a.email, await hashPassword(a.password)] as const)))
  const hostLogins = SEED_ACCOUNTS.filter((a) => a.role === "host")
  const phoneHash = await hashPassword(phoneWireHash(SEED_PHONE.password))
  db.transaction(() => {
    generateHosts(now).forEach((h, i) => {
      const login = hostLogins[i]
      insertUser(db, 20_000_001 + i, {
        kind: "host", email: login?.email ?? null, emailVerified: login !== undefined,
        passwordHash: login ? hashes.get(login.email)! : null, userName: h.userName, gender: h.gender,
        birthday: h.birthday, countryId: h.countryId, goddess: h.goddess, price: h.price, status: h.status,
        labels: h.labels, popularity: h.popularity, createdAt: now - h.joinedAgoMs,
      })
    })
    SEED_ACCOUNTS.filter((a) => a.role !== "host").forEach((a, i) => {
      insertUser(db, 10_000_001 + i, {
        kind: "member", email: a.email, emailVerified: true, passwordHash: hashes.get(a.email)!,
        userName: a.userName, ...MEMBER_PROFILES[a.email], gold: a.gold, labels: [3, 7],
        banned: a.role === "banned member", createdAt: now - (10 - i) * 86_400_000,
        suspendedUntil: a.role === "suspended member" ? now + 3650 * 86_400_000 : 0,
      })
    })
    insertUser(db, 10_000_001 + SEED_ACCOUNTS.filter((a) => a.role !== "host").length, {
      kind: "member", phone: `${SEED_PHONE.countryCode}${SEED_PHONE.mobileNo}`, countryCode: SEED_PHONE.countryCode,
      mobileNo: SEED_PHONE.mobileNo, phonePasswordHash: phoneHash, userName: SEED_PHONE.userName, gender: 2,
      birthday: "1996-03-08", countryId: 792, gold: SEED_PHONE.gold, labels: [1, 10], createdAt: now - 86_400_000,
    })
    db.prepare("INSERT INTO banned_devices (device_id) VALUES (?)").run(BANNED_DEVICE_ID)
  })()
  return true
}

/** Draws any missing avatar files (both sizes) and the register banner. */
export const ensureMedia = (db: Db, dataDir: string): void => {
  for (const u of usersWhere(db, "user_name <> ''")) {
    const file = path.join(dataDir, avatarUrl(u.id))
    if (!fs.existsSync(file) || !fs.existsSync(path.join(dataDir, avatarUrl(u.id, 112, 150))))
      writeAvatars(dataDir, { userId: u.id, name: u.userName, gender: u.gender })
  }
  if (!fs.existsSync(path.join(dataDir, "media", "banner", "register.svg"))) writeBanner(dataDir, REGISTER_BONUS)
}
