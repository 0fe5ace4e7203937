// Storage of the profile endpoints: per-user profile extras (spoken languages, the one birthday change,
// when the e-mail and phone were last linked, the photo under review) in a `profiles` table created on
// first use; the a§8 stand-in review that approves a photo AVATAR_REVIEW_MS after it was submitted
// (or by the dev endpoint); and the own-account fields of getUserInfo (OwnInfoFields).
import fs from "node:fs"
import path from "node:path"
import { LINK_CHANGE_LOCK_MS } from "../../domain/constants"
import type { UserInfoWire } from "../../infrastructure/gateway/contract"
import { HeadImgStatus, type OwnInfoFields } from "../../infrastructure/gateway/profileContract"
import { type Db, updateUser, type User, userById } from "../db"

/** A user's profile extras as stored; times epoch ms (0 = never). */
export interface ProfileRow {
  readonly languages: readonly number[]
  readonly birthdayChanged: boolean
  readonly emailLinkedAt: number
  readonly phoneLinkedAt: number
  /** a§8 headImgStatus of the newest photo; reviewHeadImg its 270X360 URL ("" none). */
  readonly headImgStatus: number
  readonly reviewHeadImg: string
  readonly reviewAt: number
}

const ready = new WeakSet<Db>()

/** The database with the profiles table present. */
export const profileTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS profiles (user_id INTEGER PRIMARY KEY, languages TEXT NOT NULL DEFAULT '[]',
    birthday_changed INTEGER NOT NULL DEFAULT 0, email_linked_at INTEGER, phone_linked_at INTEGER,
    head_img_status INTEGER NOT NULL DEFAULT 0, review_head_img TEXT NOT NULL DEFAULT '', review_at INTEGER NOT NULL DEFAULT 0)`)
  ready.add(db)
  return db
}

/** The extras of `u`; a user without a row linked their e-mail/phone when the account was made. */
export const profileOf = (db: Db, u: User): ProfileRow => {
  const r = profileTables(db).prepare("SELECT * FROM profiles WHERE user_id = ?").get(u.id) as Record<string, unknown> | undefined
  return {
    languages: r ? (JSON.parse(String(r.languages)) as number[]) : [],
    birthdayChanged: r?.birthday_changed === 1,
    emailLinkedAt: r?.email_linked_at == null ? u.createdAt : Number(r.email_linked_at),
    phoneLinkedAt: r?.phone_linked_at == null ? u.createdAt : Number(r.phone_linked_at),
    headImgStatus: Number(r?.head_img_status ?? 0),
    reviewHeadImg: String(r?.review_head_img ?? ""),
    reviewAt: Number(r?.review_at ?? 0),
  }
}

const COLUMNS: Record<keyof ProfileRow, string> = {
  languages: "languages", birthdayChanged: "birthday_changed", emailLinkedAt: "email_linked_at",
  phoneLinkedAt: "phone_linked_at", headImgStatus: "head_img_status", reviewHeadImg: "review_head_img", reviewAt: "review_at",
}

/** Writes the given extras of user `id` (creating the row). */
export const updateProfileRow = (db: Db, id: number, patch: Partial<ProfileRow>): void => {
  profileTables(db).prepare("INSERT OR IGNORE INTO profiles (user_id) VALUES (?)").run(id)
  for (const [k, v] of Object.entries(patch)) {
    const value = typeof v === "boolean" ? (v ? 1 : 0) : Array.isArray(v) ? JSON.stringify(v) : v
    db.prepare(`UPDATE profiles SET ${COLUMNS[k as keyof ProfileRow]} = ? WHERE user_id = ?`).run(value, id)
  }
}

/**
 * Copies an uploaded image (a /media/uploads/<hash>.<ext> URL of this gateway) to the two avatar names
 * of a§3 (<id>-<hash>_270X360.<ext> and _112X150; the stand-in does not resize) and returns the big
 * one's URL, or null when the URL is not an upload of this gateway.
 */
export const avatarFromUpload = (dataDir: string, userId: number, url: string): string | null => {
  const m = /^\/media\/uploads\/([0-9a-f]{32})\.(png|jpg|gif|webp)$/.exec(url)
  if (!m) return null
  const source = path.join(dataDir, "media", "uploads", `${m[1]}.${m[2]}`)
  if (!fs.existsSync(source)) return null
  const dir = path.join(dataDir, "media", "avatar")
  fs.mkdirSync(dir, { recursive: true })
  for (const size of ["270X360", "112X150"]) fs.copyFileSync(source, path.join(dir, `${userId}-${m[1]}_${size}.${m[2]}`))
  return `/media/avatar/${userId}-${m[1]}_270X360.${m[2]}`
}

/** The review verdicts of the stand-in (a§8 photo states). */
export type ReviewVerdict = "approve" | "reject" | "fail"

/** Settles a photo under review: approved (it becomes the avatar), not approved, or failed. False when none is under review. */
export const decideReview = (db: Db, userId: number, verdict: ReviewVerdict): boolean => {
  const u = userById(db, userId)
  if (!u) return false
  const p = profileOf(db, u)
  if (p.headImgStatus !== HeadImgStatus.reviewing) return false
  if (verdict === "approve") {
    updateUser(db, userId, { headImg: p.reviewHeadImg })
    updateProfileRow(db, userId, { headImgStatus: HeadImgStatus.none, reviewHeadImg: "" })
  } else updateProfileRow(db, userId, { headImgStatus: verdict === "reject" ? HeadImgStatus.notApproved : HeadImgStatus.failed })
  return true
}

/** Approves a photo that has been under review for `reviewMs` (0: never by time). */
export const settleReview = (db: Db, u: User, now: number, reviewMs: number): void => {
  const p = profileOf(db, u)
  if (reviewMs > 0 && p.headImgStatus === HeadImgStatus.reviewing && now - p.reviewAt >= reviewMs) decideReview(db, u.id, "approve")
}

type Own = Required<Pick<UserInfoWire, keyof typeof OwnInfoFields>>

/** The own-account fields of getUserInfo for `u` at `now` (a§5 locks: linked-at + 7 days). */
export const ownInfo = (db: Db, u: User, now: number): Own => {
  const p = profileOf(db, u)
  const lock = (linkedAt: number): number => (now < linkedAt + LINK_CHANGE_LOCK_MS ? linkedAt + LINK_CHANGE_LOCK_MS : 0)
  return {
    languageLabels: [...p.languages],
    email: u.email ?? "",
    countryCode: u.countryCode ?? "",
    mobileNo: u.mobileNo ?? "",
    emailLockUntil: u.email ? lock(p.emailLinkedAt) : 0,
    mobileLockUntil: u.phone ? lock(p.phoneLinkedAt) : 0,
    birthdayChanged: p.birthdayChanged,
    headImgStatus: p.headImgStatus,
    reviewHeadImg: p.reviewHeadImg,
  }
}
