// One-time e-mail codes: six digits, valid 10 minutes, one send per 60 s per address and purpose,
// five wrong tries burn the code. Every send lands in the dev outbox (SQLite) instead of a mail server.
import { randomInt } from "node:crypto"
import type { Db } from "./db"

/** What a code is for. */
export type CodePurpose = "verify" | "reset" | "sms"

/** How long a code stays valid. */
export const CODE_TTL_MS = 10 * 60_000
/** Minimum gap between two sends to one address for one purpose (§9). */
export const RESEND_GAP_MS = 60_000
/** Wrong tries after which a code stops working. */
export const MAX_TRIES = 5

/** Makes and "sends" a code; "busy" when one was sent less than 60 s ago. */
export const sendCode = (db: Db, email: string, purpose: CodePurpose, now: number, channel: "email" | "sms" = "email"): "sent" | "busy" => {
  const last = db.prepare("SELECT sent_at FROM codes WHERE email = ? AND purpose = ?").get(email, purpose) as
    | { sent_at: number }
    | undefined
  if (last && now - last.sent_at < RESEND_GAP_MS) return "busy"
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0")
  db.prepare("INSERT OR REPLACE INTO codes (email, purpose, code, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)").run(
    email,
    purpose,
    code,
    now,
    now + CODE_TTL_MS,
  )
  db.prepare("INSERT INTO outbox (channel, to_addr, code, purpose, at) VALUES (?, ?, ?, ?, ?)").run(
    channel,
    email,
    code,
    purpose,
    now,
  )
  return "sent"
}

/** True (and the code is used up) when `code` is the live code for the address and purpose. */
export const takeCode = (db: Db, email: string, purpose: CodePurpose, code: string, now: number): boolean => {
  const row = db.prepare("SELECT code, expires_at, attempts FROM codes WHERE email = ? AND purpose = ?").get(
    email,
    purpose,
  ) as { code: string; expires_at: number; attempts: number } | undefined
  if (!row || row.expires_at < now || row.attempts >= MAX_TRIES) return false
  if (row.code !== code.trim()) {
    db.prepare("UPDATE codes SET attempts = attempts + 1 WHERE email = ? AND purpose = ?").run(email, purpose)
    return false
  }
  // Keep sent_at (the 60 s resend gap still applies) but make the code unusable.
  db.prepare("UPDATE codes SET expires_at = 0 WHERE email = ? AND purpose = ?").run(email, purpose)
  return true
}

/** Outcome of checking a code without the e-mail flow's yes/no: §8 phone 25501 / 25502 / 25506. */
export type CodeCheck = "ok" | "expired" | "wrong" | "exhausted"

/** Like {@link takeCode} but tells why a code failed (the phone flow shows each reason). */
export const checkCode = (db: Db, addr: string, purpose: CodePurpose, code: string, now: number): CodeCheck => {
  const row = db.prepare("SELECT code, expires_at, attempts FROM codes WHERE email = ? AND purpose = ?").get(addr, purpose) as
    | { code: string; expires_at: number; attempts: number }
    | undefined
  if (!row || row.expires_at < now) return "expired"
  if (row.attempts >= MAX_TRIES) return "exhausted"
  if (row.code !== code.trim()) {
    db.prepare("UPDATE codes SET attempts = attempts + 1 WHERE email = ? AND purpose = ?").run(addr, purpose)
    return "wrong"
  }
  db.prepare("UPDATE codes SET expires_at = 0 WHERE email = ? AND purpose = ?").run(addr, purpose)
  return "ok"
}

/** Codes sent to `addr` on `channel` since `since` (daily limits). */
export const sentSince = (db: Db, addr: string, since: number): number =>
  (db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_addr = ? AND at >= ?").get(addr, since) as { n: number }).n

/** One outbox entry as the dev endpoint shows it. */
export interface OutboxEntry {
  readonly channel: string
  readonly to: string
  readonly code: string
  readonly purpose: string
  readonly at: number
}

/** Outbox entries newest first, optionally only those to one address. */
export const outbox = (db: Db, to?: string): OutboxEntry[] =>
  db
    .prepare(
      `SELECT channel, to_addr AS "to", code, purpose, at FROM outbox ${to ? "WHERE to_addr = ?" : ""} ORDER BY id DESC LIMIT 200`,
    )
    .all(...(to ? [to] : [])) as OutboxEntry[]
