// Storage of the call endpoints: rooms (one row per call, ended exactly once), friendships the
// friend-only rule reads, friend-only hosts (a few seeded hosts, or set by /dev/users/:id/host), and
// statistics reports. Tables are created on first use.
import type { Db } from "../db"

/** Seeded hosts whose index (id - first host id) is ≡ 4 mod 9 only take calls from friends (m§4). */
export const FIRST_HOST_ID = 20_000_001

/** A call room as stored; times epoch ms; price coins per minute; hangup_reason see HANGUP. */
export interface RoomRow {
  readonly room_num: string
  readonly caller_id: number
  readonly callee_id: number
  readonly price: number
  readonly location: number
  readonly state: "ringing" | "live" | "ended"
  readonly created_at: number
  readonly answered_at: number | null
  readonly ended_at: number | null
  readonly rtc_token: string
  readonly minutes_billed: number
  readonly coins_spent: number
  readonly hangup_reason: number | null
  readonly ended_by: number | null
}

const ready = new WeakSet<Db>()

/** The database with the call tables present. */
export const callTables = (db: Db): Db => {
  if (ready.has(db)) return db
  db.exec(`CREATE TABLE IF NOT EXISTS call_rooms (room_num TEXT PRIMARY KEY, caller_id INTEGER NOT NULL,
    callee_id INTEGER NOT NULL, price INTEGER NOT NULL, location INTEGER NOT NULL, state TEXT NOT NULL,
    created_at INTEGER NOT NULL, answered_at INTEGER, ended_at INTEGER, rtc_token TEXT NOT NULL,
    minutes_billed INTEGER NOT NULL DEFAULT 0, coins_spent INTEGER NOT NULL DEFAULT 0, hangup_reason INTEGER,
    ended_by INTEGER, joined_at INTEGER, started_at INTEGER, notified_end_at INTEGER);
  CREATE INDEX IF NOT EXISTS call_rooms_caller ON call_rooms(caller_id, state);
  CREATE INDEX IF NOT EXISTS call_rooms_callee ON call_rooms(callee_id, state);
  CREATE TABLE IF NOT EXISTS friends (user_id INTEGER NOT NULL, friend_id INTEGER NOT NULL, at INTEGER NOT NULL,
    PRIMARY KEY (user_id, friend_id));
  CREATE TABLE IF NOT EXISTS call_friend_only (user_id INTEGER PRIMARY KEY, friend_only INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS call_stats (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL,
    room_num TEXT NOT NULL, match_user_id INTEGER NOT NULL, gold INTEGER NOT NULL, video_time INTEGER NOT NULL, at INTEGER NOT NULL);`)
  ready.add(db)
  return db
}

/** Room `roomNum`, if any. */
export const roomOf = (db: Db, roomNum: string): RoomRow | undefined =>
  callTables(db).prepare("SELECT * FROM call_rooms WHERE room_num = ?").get(roomNum) as RoomRow | undefined

/** True when `a` and `b` are friends (either direction stored). */
export const areFriends = (db: Db, a: number, b: number): boolean =>
  callTables(db).prepare("SELECT 1 FROM friends WHERE (user_id = ? AND friend_id = ?) OR (user_id = ? AND friend_id = ?)").get(a, b, b, a) !== undefined

/** Makes `a` and `b` friends (both directions). */
export const makeFriends = (db: Db, a: number, b: number, now: number): void => {
  const ins = callTables(db).prepare("INSERT OR IGNORE INTO friends (user_id, friend_id, at) VALUES (?, ?, ?)")
  ins.run(a, b, now)
  ins.run(b, a, now)
}

/** m§4 "video calls need friendship for some hosts": the stored choice, else the seeded rule. */
export const friendOnly = (db: Db, userId: number): boolean => {
  const row = callTables(db).prepare("SELECT friend_only FROM call_friend_only WHERE user_id = ?").get(userId) as { friend_only: number } | undefined
  if (row) return row.friend_only === 1
  const index = userId - FIRST_HOST_ID
  return index >= 2 && index < 1000 && index % 9 === 4
}

/** Sets whether `userId` takes calls from friends only. */
export const setFriendOnly = (db: Db, userId: number, only: boolean): void => {
  callTables(db).prepare("INSERT OR REPLACE INTO call_friend_only (user_id, friend_only) VALUES (?, ?)").run(userId, only ? 1 : 0)
}
