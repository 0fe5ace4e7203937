// The local chat database (m§3) on IndexedDB with idb: version 1, named from the app name and version,
// two stores with auto-increment ids — chat history (indexes messageUuid unique, messageType,
// messageTypeValue, userId, croomId, croomId+read, userId+read, userId+bizType) and recent chat users
// (croomId unique, userId, senderId). `userId` is the member the data belongs to; messageUuid is
// "<member>:<message id>" so two members on one browser never share rows. Writes of one command run
// in one transaction. Large reads go in chunks by primary key (no long task on the page's thread); a
// conversation read once is kept in memory (./chatCache.ts) and its pages are served from there.
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type StoreNames } from "idb"
import { makeChatCache } from "./chatCache"
import type { ChatStore } from "../../domain/runtime/ports"
import { BizType } from "../../domain/realtime/wire"
import { PLATFORM_TYPE } from "../../domain/constants"
import { croomIdOf, type ChatMessage, type ConversationRecord } from "../../domain/messaging/message"

/** Database version (m§3). */
export const CHAT_DB_VERSION = 1
/** Store names. */
export const HISTORY_STORE = "chatHistory"
export const USERS_STORE = "recentChatUsers"

/** A chat history row (m§3 stored message fields) with the client message kept whole in `message`. */
export interface HistoryRow {
  id?: number
  messageUuid: string
  messageId: string
  userId: string
  croomId: string
  senderId: string
  receiverId: string
  messageType: number
  messageTypeValue: number
  content: string
  timestamp: number
  read: 0 | 1
  bizType: number
  bizData: { sendUserId: string; sendPlatformType: number }
  message: ChatMessage
}

/** A recent chat user row (m§3 conversation entry) with the client entry kept whole in `conversation`. */
export interface UserRow {
  id?: number
  croomId: string
  userId: string
  senderId: string
  friendId: string
  userName: string
  headImg: string
  relation: number
  noReadCount: number
  timestampUser: number
  content: string
  conversation: ConversationRecord
}

interface ChatDb extends DBSchema {
  chatHistory: {
    key: number
    value: HistoryRow
    indexes: {
      messageUuid: string
      messageType: number
      messageTypeValue: number
      userId: string
      croomId: string
      croomIdRead: [string, number]
      userIdRead: [string, number]
      userIdBizType: [string, number]
    }
  }
  recentChatUsers: { key: number; value: UserRow; indexes: { croomId: string; userId: string; senderId: string } }
}

/** m§3 database name: the app name and version. */
export const chatDbName = (appId: string, version: string): string => `${appId}_${version}`

/** Opens (creating at version 1) the chat database `name` on `factory` (window.indexedDB, or a fake in tests). */
export const openChatDb = (name: string, factory?: IDBFactory): Promise<IDBPDatabase<ChatDb>> => {
  const saved = globalThis.indexedDB
  if (factory) (globalThis as { indexedDB: IDBFactory }).indexedDB = factory
  try {
    return openDB<ChatDb>(name, CHAT_DB_VERSION, {
      upgrade(db) {
        const h = db.createObjectStore(HISTORY_STORE, { keyPath: "id", autoIncrement: true })
        h.createIndex("messageUuid", "messageUuid", { unique: true })
        h.createIndex("messageType", "messageType")
        h.createIndex("messageTypeValue", "messageTypeValue")
        h.createIndex("userId", "userId")
        h.createIndex("croomId", "croomId")
        h.createIndex("croomIdRead", ["croomId", "read"])
        h.createIndex("userIdRead", ["userId", "read"])
        h.createIndex("userIdBizType", ["userId", "bizType"])
        const u = db.createObjectStore(USERS_STORE, { keyPath: "id", autoIncrement: true })
        u.createIndex("croomId", "croomId", { unique: true })
        u.createIndex("userId", "userId")
        u.createIndex("senderId", "senderId")
      },
    })
  } finally {
    if (factory) (globalThis as { indexedDB: IDBFactory | undefined }).indexedDB = saved
  }
}

const uuid = (userId: string, id: string): string => `${userId}:${id}`

/** The history row of message `m` of member `userId`. */
export const historyRow = (userId: string, m: ChatMessage): HistoryRow => ({
  messageUuid: uuid(userId, m.id),
  messageId: m.id,
  userId,
  croomId: croomIdOf(userId, m.peerId),
  senderId: m.senderId,
  receiverId: m.mine ? m.peerId : userId,
  messageType: m.type,
  messageTypeValue: m.typeValue,
  content: m.text,
  timestamp: m.at,
  read: m.read ? 1 : 0,
  bizType: BizType.im,
  bizData: { sendUserId: m.senderId, sendPlatformType: PLATFORM_TYPE },
  message: m,
})

/** The recent-user row of conversation `c` of member `userId`. */
export const userRow = (userId: string, c: ConversationRecord): UserRow => ({
  croomId: croomIdOf(userId, c.peerId),
  userId,
  senderId: c.peerId,
  friendId: c.peerId,
  userName: c.name,
  headImg: c.avatar,
  relation: c.relation,
  noReadCount: c.noReadCount,
  timestampUser: c.at,
  content: c.preview?.text ?? "",
  conversation: c,
})

const byTime = (a: ChatMessage, b: ChatMessage) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** The `limit` newest of `all` (any order) before `before` (by time, then id; null = no bound), oldest first. */
export const pageOf = (all: ReadonlyArray<ChatMessage>, before: { readonly at: number; readonly id: string } | null, limit: number): ChatMessage[] => {
  const older = before === null ? [...all] : all.filter((m) => m.at < before.at || (m.at === before.at && m.id < before.id))
  return older.sort(byTime).slice(Math.max(0, older.length - limit))
}

/** Rows read per request by {@link readRows} (a few ms of the page's thread each). */
const READ_CHUNK = 500
/** Messages of one save from which the existing rows are found by one key cursor rather than a lookup each. */
const CURSOR_FROM = 50

/** The history store in a transaction over `T` in mode `M`. */
type HistoryStore<T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode> = IDBPObjectStore<ChatDb, T, "chatHistory", M>

/**
 * The history rows whose `index` key equals `query`, read by their primary keys in chunks of READ_CHUNK
 * (one getAll of every row would be one long task of deserialising on the page's thread), in primary key order.
 */
const readRows = async <T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode>(
  store: HistoryStore<T, M>,
  index: "croomId" | "userIdRead",
  query: string | [string, number],
  keep: (row: HistoryRow) => boolean,
): Promise<HistoryRow[]> => {
  const keys = await store.index(index).getAllKeys(query)
  const out: HistoryRow[] = []
  let i = 0
  while (i < keys.length) {
    // Rows of other conversations may sit between these keys: read up to a chunk, go on after the last.
    const hi = keys[Math.min(keys.length, i + READ_CHUNK) - 1]!
    const rows = await store.getAll(IDBKeyRange.bound(keys[i]!, hi), READ_CHUNK)
    for (const r of rows) if (keep(r)) out.push(r)
    const last = rows[rows.length - 1]?.id ?? hi
    while (i < keys.length && keys[i]! <= last) i++
  }
  return out
}

/**
 * Primary keys of the rows already stored for `uuids` (messageUuid), by uuid: one lookup each for a few,
 * one key cursor over their range for many (an import, a page of history).
 */
const existingKeys = async <T extends ArrayLike<StoreNames<ChatDb>>>(store: HistoryStore<T, "readwrite">, uuids: ReadonlyArray<string>): Promise<Map<string, number>> => {
  const found = new Map<string, number>()
  const index = store.index("messageUuid")
  if (uuids.length < CURSOR_FROM) {
    const keys = await Promise.all(uuids.map((u) => index.getKey(u)))
    uuids.forEach((u, i) => keys[i] !== undefined && found.set(u, keys[i]!))
    return found
  }
  const wanted = new Set(uuids)
  const sorted = [...wanted].sort()
  // Other conversations' rows may sit in the range: past a few times the batch, look the rest up one by one.
  let budget = 4 * sorted.length + 100
  let cursor = await index.openKeyCursor(IDBKeyRange.bound(sorted[0]!, sorted[sorted.length - 1]!))
  let last = ""
  while (cursor && budget-- > 0) {
    last = String(cursor.key)
    if (wanted.has(last)) found.set(last, cursor.primaryKey)
    cursor = await cursor.continue()
  }
  if (cursor) {
    const rest = sorted.filter((u) => u > last)
    const keys = await Promise.all(rest.map((u) => index.getKey(u)))
    rest.forEach((u, i) => keys[i] !== undefined && found.set(u, keys[i]!))
  }
  return found
}

/** The ChatStore port over IndexedDB database `name` (opened on first use; a failed open rejects each call). */
export const makeIdbChatStore = (name: string, factory?: IDBFactory): ChatStore["Service"] => {
  let db: Promise<IDBPDatabase<ChatDb>> | null = null
  const open = () => (db ??= openChatDb(name, factory).catch((err) => ((db = null), Promise.reject(err))))
  const cache = makeChatCache(name)
  /** The member's messages with `peerId` in time order: the copy in memory, else read (in chunks) and kept. */
  const conversation = async (userId: string, peerId: string): Promise<ReadonlyArray<ChatMessage>> => {
    const croomId = croomIdOf(userId, peerId)
    const kept = cache.sorted(userId, croomId)
    if (kept) return kept
    const d = await open()
    const tx = d.transaction(HISTORY_STORE, "readonly")
    const rows = await readRows(tx.store, "croomId", croomId, (r) => r.userId === userId && r.croomId === croomId)
    await tx.done
    cache.fill(userId, croomId, rows.map((r) => r.message))
    return cache.sorted(userId, croomId) ?? []
  }
  return {
    load: async (userId) => {
      const d = await open()
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readonly")
      const users = await tx.objectStore(USERS_STORE).index("userId").getAll(userId)
      const rows = await readRows(tx.objectStore(HISTORY_STORE), "userIdRead", [userId, 1], (r) => r.userId === userId && r.read === 1)
      await tx.done
      return {
        conversations: users.map((u) => u.conversation).sort((a, b) => b.at - a.at),
        outbox: rows.map((r) => r.message).filter((m) => m.mine && m.clientId !== null && m.delivery !== "sent").sort(byTime),
      }
    },
    history: async (userId, peerId) => [...(await conversation(userId, peerId))],
    page: async (userId, peerId, before, limit) => sortedPageOf(await conversation(userId, peerId), before, limit),
    save: async (userId, conversations, messages, drop) => {
      const d = await open()
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readwrite")
      const h = tx.objectStore(HISTORY_STORE)
      const u = tx.objectStore(USERS_STORE)
      const ops: Array<Promise<unknown>> = []
      for (const id of drop) {
        ops.push(h.index("messageUuid").getKey(uuid(userId, id)).then((key) => (key !== undefined ? h.delete(key) : undefined)))
      }
      const rows = messages.map((m) => historyRow(userId, m))
      ops.push(
        existingKeys(h, rows.map((r) => r.messageUuid)).then((keys) =>
          Promise.all(rows.map((row) => {
            const key = keys.get(row.messageUuid)
            return h.put(key !== undefined ? { ...row, id: key } : row)
          })),
        ),
      )
      for (const c of conversations) {
        const row = userRow(userId, c)
        ops.push(u.index("croomId").getKey(row.croomId).then((key) => u.put(key !== undefined ? { ...row, id: key } : row)))
      }
      await Promise.all([...ops, tx.done])
      cache.saved(userId, (m) => croomIdOf(userId, m.peerId), messages, drop)
      // Other tabs drop their copies of what was written (a drop may be in any of the member's conversations: those too).
      for (const croomId of new Set(messages.map((m) => croomIdOf(userId, m.peerId)))) cache.announce(userId, croomId)
    },
    markRead: async (userId, peerId) => {
      const d = await open()
      const croomId = croomIdOf(userId, peerId)
      const tx = d.transaction(HISTORY_STORE, "readwrite")
      let cursor = await tx.store.index("croomIdRead").openCursor([croomId, 0])
      while (cursor) {
        if (cursor.value.userId === userId) await cursor.update({ ...cursor.value, read: 1, message: { ...cursor.value.message, read: true } })
        cursor = await cursor.continue()
      }
      await tx.done
      cache.markedRead(userId, croomId)
      cache.announce(userId, croomId)
    },
    remove: async (userId, peerId) => {
      const d = await open()
      const croomId = croomIdOf(userId, peerId)
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readwrite")
      const h = tx.objectStore(HISTORY_STORE)
      const keys = await h.index("croomId").getAllKeys(croomId)
      const rows = await Promise.all(keys.map((k) => h.get(k)))
      await Promise.all(rows.flatMap((r) => (r && r.userId === userId && r.id !== undefined ? [h.delete(r.id)] : [])))
      const uk = await tx.objectStore(USERS_STORE).index("croomId").getKey(croomId)
      if (uk !== undefined) await tx.objectStore(USERS_STORE).delete(uk)
      await tx.done
      cache.forget(userId, croomId)
      cache.announce(userId, croomId)
    },
  }
}

/** `pageOf` over messages already in time order (then id): a binary search for the cursor. */
export const sortedPageOf = (sorted: ReadonlyArray<ChatMessage>, before: { readonly at: number; readonly id: string } | null, limit: number): ChatMessage[] => {
  let end = sorted.length
  if (before !== null) {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const m = sorted[mid]!
      if (m.at < before.at || (m.at === before.at && m.id < before.id)) lo = mid + 1
      else hi = mid
    }
    end = lo
  }
  return sorted.slice(Math.max(0, end - limit), end)
}
