// The local chat database (m§3) on IndexedDB with idb: version 1, named from the app name and version,
// two stores with auto-increment ids — chat history (indexes messageUuid unique, messageType,
// messageTypeValue, userId, croomId, croomId+read, userId+read, userId+bizType) and recent chat users
// (croomId unique, userId, senderId). `userId` is the member the data belongs to; messageUuid is
// "<member>:<message id>" so two members on one browser never share rows. Writes of one command run
// in one transaction (relaxed durability), messages upserted without reading first (an add; the unique
// messageUuid index turns a stored one into a replace). Each row's primary key is its time key (its
// message's ms x 2,048 plus a slot), so the croomId index lists a conversation in time order and opening a
// chat reads its newest page only: a conversation of 10,000 messages opens as fast as one of 50 (issue 14).
// Whole reads (older pages, `history`, and conversations still holding rows of a database written before
// time keys, which are rekeyed when idle) go in chunks by primary key, all requested at once (no long task
// on the page's thread), and are kept in memory (./chatCache.ts). Own messages on their way are stored
// unread, so a load finds the outbox among the unread rows.
// An own photo not uploaded yet keeps its picked bytes in its own row (`file`; no store or index added)
// until it is uploaded, and comes back at a load under a fresh object URL (./keptPhotos.ts, m§5).
// Writes open their transactions in the order they were called.
import { openDB, unwrap, wrap, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type StoreNames } from "idb"
import { whenIdle } from "../browser/idle"
import { makeChatCache } from "./chatCache"
import { makeKeptPhotos, waitingPhoto, type PhotoFiles } from "./keptPhotos"
import { defaultStorage } from "./journal"
import type { ChatStore } from "../../domain/runtime/ports"
import { BizType } from "../../domain/realtime/wire"
import { CHAT_PAGE_SIZE, PLATFORM_TYPE } from "../../domain/constants"
import type { ChatMessage, ConversationRecord } from "../../domain/messaging/message"
import { croomIdOf } from "../../domain/messaging/state"

/** Database version (m§3). */
export const CHAT_DB_VERSION = 1
/** Store names. */
export const HISTORY_STORE = "chatHistory"
export const USERS_STORE = "recentChatUsers"

/** A chat history row (m§3 stored message fields) with the client message kept whole in `message`. */
export interface HistoryRow {
  /** The primary key: a time key (see {@link isTimeKey}), or a generated id in a database written before them. */
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
  /**
   * m§5 the picked bytes of an own photo still waiting for its upload (its picture a blob: URL), kept
   * until it is uploaded; absent otherwise. A plain property of the row: no store, index or version.
   */
  file?: Blob
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

/** Whether `m` is an own message on its way (pending or failed): kept until the server has it (m§5). */
const unsent = (m: ChatMessage): m is ChatMessage & { readonly clientId: string } => m.mine && m.clientId !== null && m.delivery !== "sent"

/** Local storage key prefix of the outbox scan flags (`<prefix>:<database>:<member>` = "1"). */
export const OUTBOX_SCAN_KEY = "vidchat-chat-outbox-scan"

/**
 * The history row of message `m` of member `userId`. `read` is 1 for a message read, and 0 for one
 * unread or an own message on its way (not sent yet, or failed): a load finds the outbox among the
 * member's unread rows (the userIdRead index) without reading the whole history.
 */
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
  read: m.read && !unsent(m) ? 1 : 0,
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

/** Rows read per request by {@link readKeys} (a few ms of the page's thread each). */
const READ_CHUNK = 500
/** Rows given time keys per write transaction by `rekey` (a conversation stored before time keys). */
const REKEY_CHUNK = 500

/** The history store in a transaction over `T` in mode `M`. */
type HistoryStore<T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode> = IDBPObjectStore<ChatDb, T, "chatHistory", M>

/**
 * The history rows under primary keys `keys` (ascending), read in chunks of READ_CHUNK keys (one getAll
 * of every row would be one long task of deserialising on the page's thread). Every chunk is requested at
 * once, so the database streams them without a round trip between: a chunk is one getAll of its key
 * range, capped at twice its length, as rows of other conversations may lie between its keys (they are
 * read and left out by `keep`); its keys past the cap, when other rows crowd the range, are a get each.
 */
const readKeys = async <T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode>(
  store: HistoryStore<T, M>,
  keys: ReadonlyArray<number>,
  keep: (row: HistoryRow) => boolean,
): Promise<HistoryRow[]> => {
  const chunk = async (part: ReadonlyArray<number>): Promise<ReadonlyArray<HistoryRow | undefined>> => {
    const cap = 2 * part.length
    const rows = await store.getAll(IDBKeyRange.bound(part[0]!, part[part.length - 1]!), cap)
    if (rows.length < cap) return rows
    const last = rows[rows.length - 1]!.id!
    return [...rows, ...(await Promise.all(part.filter((k) => k > last).map((k) => store.get(k))))]
  }
  const chunks: Array<Promise<ReadonlyArray<HistoryRow | undefined>>> = []
  for (let i = 0; i < keys.length; i += READ_CHUNK) chunks.push(chunk(keys.slice(i, i + READ_CHUNK)))
  const out: HistoryRow[] = []
  for (const rows of await Promise.all(chunks)) for (const r of rows) if (r && keep(r)) out.push(r)
  return out
}

/** The history rows whose `index` key equals `query` (all of them, in primary key order; see {@link readKeys}). */
const readRows = async <T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode>(
  store: HistoryStore<T, M>,
  index: "croomId" | "userIdRead",
  query: string | [string, number],
  keep: (row: HistoryRow) => boolean,
): Promise<HistoryRow[]> => readKeys(store, await store.index(index).getAllKeys(query), keep)

/**
 * Time keys (issue 14: the newest page of a long conversation without reading all of it, within m§3's
 * version 1 indexes). A history row's primary key is its message's time: `timestamp` (epoch ms, floored
 * and held to [TIME_KEY_MIN_MS, TIME_KEY_MAX_MS]) times KEY_SLOTS, plus a slot that tells apart rows of
 * the same millisecond. The store keeps its auto-increment generator (m§3), but every row is written
 * under its key, so the croomId index, whose entries of one croomId are in primary key order, lists a
 * conversation in time order: its newest page is a short walk back from the index's end. A number, like
 * the generated ids, so the eight indexes stay as small and as fast to write as before (an array key of
 * time and uuid made imports about 30% slower). A database written before time keys has rows under
 * generated ids, all below TIME_KEY_MIN: a conversation with such rows is read whole and ordered in
 * memory, as before, until `rekey` (in makeIdbChatStore) has written them again under time keys.
 */
export const KEY_SLOTS = 2048
/** The earliest time a key holds (ms, 1970-01-07); earlier times share its keys. Time keys start far above any generated id. */
export const TIME_KEY_MIN_MS = 2 ** 29
/** The latest time a key holds (ms, year 2109); later times share its keys. Keys stay below 2^53, the generator's limit. */
export const TIME_KEY_MAX_MS = Math.floor(2 ** 53 / KEY_SLOTS) - 1
/** The smallest time key. */
export const TIME_KEY_MIN = TIME_KEY_MIN_MS * KEY_SLOTS

/** The millisecond whose keys hold time `at` (ms): floored and held to the keys' range, so monotone in `at`. */
const keyMs = (at: number): number => (Number.isFinite(at) ? Math.min(TIME_KEY_MAX_MS, Math.max(TIME_KEY_MIN_MS, Math.floor(at))) : TIME_KEY_MIN_MS)
/** The millisecond of time key `key`. */
const msOfKey = (key: number): number => Math.floor(key / KEY_SLOTS)
/** Whether `key` is a time key (not a generated id of a database written before them). */
export const isTimeKey = (key: IDBValidKey | undefined): key is number => typeof key === "number" && key >= TIME_KEY_MIN

/** The slot first tried for a row with uuid `uuid` (FNV-1a, 0..KEY_SLOTS-1): two rows of one millisecond rarely meet. */
const slotOf = (uuid: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < uuid.length; i++) h = Math.imul(h ^ uuid.charCodeAt(i), 0x01000193)
  return (h >>> 0) % KEY_SLOTS
}

/**
 * Upserts `rows` by messageUuid into the history store of a readwrite transaction, each under a time key,
 * without reading first: each row is added under its time and slot. An add fails (ConstraintError, kept
 * from aborting the transaction) when its uuid is stored already or its key is taken, and the uuid's
 * stored key tells which: a stored row of the same millisecond is replaced in place; one of another time
 * (an own message that the server's time moved) or under a generated id is deleted and the row added
 * again; a key taken by another row moves the row to the next slot of its millisecond. Resolves when
 * every row is written; another error, or a millisecond with all KEY_SLOTS slots taken, aborts the
 * transaction (its `done` rejects: the save fails as a whole).
 */
const upsertRows = (store: IDBObjectStore, rows: ReadonlyArray<HistoryRow>): Promise<void> =>
  new Promise((resolve) => {
    let left = rows.length
    if (left === 0) return resolve()
    const written = () => void (--left === 0 && resolve())
    const place = (row: HistoryRow, slot: number, tries: number): void => {
      const id = keyMs(row.timestamp) * KEY_SLOTS + slot
      const add = store.add({ ...row, id })
      add.onsuccess = written
      add.onerror = (e) => {
        if (add.error?.name !== "ConstraintError") return
        e.preventDefault()
        e.stopPropagation()
        const stored = store.index("messageUuid").getKey(row.messageUuid)
        stored.onsuccess = () => {
          const key = stored.result
          if (key === undefined) {
            if (tries + 1 >= KEY_SLOTS) return store.transaction.abort()
            return place(row, (slot + 1) % KEY_SLOTS, tries + 1)
          }
          if (isTimeKey(key) && msOfKey(key) === msOfKey(id)) {
            store.put({ ...row, id: key }).onsuccess = written
            return
          }
          store.delete(key)
          place(row, slot, tries)
        }
      }
    }
    for (const row of rows) place(row, slotOf(row.messageUuid), 0)
  })

/** Records over the newest page's margin asked for in one request (the peer's rows of the same croomId, a millisecond across the page's edge). */
const NEWEST_MARGIN = 32

/** IDBIndex.getAllRecords (IndexedDB 3.0; Chromium 141+, Firefox 145+, not yet in TypeScript's DOM types). */
interface RecordsIndex {
  getAllRecords?: (options: { query: IDBValidKey; count: number; direction: IDBCursorDirection }) => IDBRequest<ReadonlyArray<{ readonly primaryKey: IDBValidKey; readonly value: HistoryRow }>>
}

/**
 * The newest page of conversation `croomId` of `userId` by its time keys: its `limit` newest messages
 * (time, then id), oldest first; null when the conversation has rows under generated ids (only a whole
 * read orders those). The croomId index read backwards from its end, over the member's rows (the peer's
 * own rows of the same croomId, when the two members share this browser, are passed over), to `limit` of
 * them and the rest of the last one's millisecond (rows within one are in slot order, not id order): one
 * request where the browser has getAllRecords and the margin covers it, else a cursor (a round trip per
 * row or batch, slower while the page is busy). Neither a jump into the middle (continuePrimaryKey) nor
 * the conversation's keys alone costs less than a whole read in Chromium (each index entry is checked
 * against its row), so older pages come from the whole read, which `page` starts meanwhile.
 */
const newestPage = async <T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode>(
  store: HistoryStore<T, M>,
  userId: string,
  croomId: string,
  limit: number,
): Promise<ChatMessage[] | null> => {
  const index = store.index("croomId")
  const mine = (row: HistoryRow): boolean => row.userId === userId && row.croomId === croomId
  const records = unwrap(index) as IDBIndex & RecordsIndex
  const count = limit + NEWEST_MARGIN
  // Both requests go at once: the first key tells whether the conversation has time keys only.
  const [first, newest] = await Promise.all([
    index.getKey(croomId),
    records.getAllRecords ? wrap(records.getAllRecords({ query: croomId, count, direction: "prev" })) : Promise.resolve(null),
  ])
  if (first !== undefined && !isTimeKey(first)) return null
  if (newest) {
    const kept = newest.filter((r) => mine(r.value))
    const edge = kept[limit - 1]
    // Whole when the conversation's start was reached, or the oldest record read is of an earlier millisecond than the page's first.
    if (newest.length < count || (edge && msOfKey(newest[newest.length - 1]!.primaryKey as number) < msOfKey(edge.primaryKey as number))) {
      return pageOf(kept.map((r) => r.value.message), null, limit)
    }
  }
  let cursor = await index.openCursor(croomId, "prev")
  const rows: ChatMessage[] = []
  let lastMs = Infinity
  while (cursor && (rows.length < limit || msOfKey(cursor.primaryKey) === lastMs)) {
    const row = cursor.value
    if (mine(row)) {
      rows.push(row.message)
      lastMs = msOfKey(cursor.primaryKey)
    }
    cursor = await cursor.continue()
  }
  return pageOf(rows, null, limit)
}

/**
 * The ChatStore port over IndexedDB database `name` (opened on first use; a failed open rejects each
 * call); `files`: how waiting photos' bytes are read and revived (the page's fetch and object URLs).
 */
export const makeIdbChatStore = (name: string, factory?: IDBFactory, files?: PhotoFiles): ChatStore["Service"] => {
  let db: Promise<IDBPDatabase<ChatDb>> | null = null
  /** The database once open: a read then starts its transaction in the call itself, ahead of writes asked for in the same task. */
  let opened: IDBPDatabase<ChatDb> | null = null
  const open = () =>
    (db ??= openChatDb(name, factory).then(
      (d) => (opened = d),
      (err) => ((db = null), Promise.reject(err)),
    ))
  const cache = makeChatCache(name)
  const photos = makeKeptPhotos(files)
  /**
   * Writes open their transactions in the order they were called (IndexedDB runs overlapping ones in
   * that order, so an earlier write never lands over a later one): each waits until the one before has
   * opened its transaction, or has finished when it is a save with a photo's bytes (they are read
   * first, and the save may be made again without them). `ready` resolves when it is this one's turn.
   */
  let turn: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(ready: Promise<T>, held?: Promise<void>): Promise<T> => {
    const mine = Promise.all([turn, ready]).then(([, value]) => value)
    turn = (held ?? mine).then(
      () => undefined,
      () => undefined,
    )
    return mine
  }
  /**
   * Reads under way by "member|croomId" and the writes seen when each began: a second ask (an open while
   * the read-ahead runs) waits for the same read unless a write came since (then it reads afresh).
   */
  const reading = new Map<string, { readonly since: number; readonly read: Promise<ReadonlyArray<ChatMessage>> }>()
  /** The member's messages with `peerId` in time order: the copy in memory, else read (in chunks) and kept. */
  const conversation = (userId: string, peerId: string): Promise<ReadonlyArray<ChatMessage>> => {
    const croomId = croomIdOf(userId, peerId)
    const kept = cache.sorted(userId, croomId)
    if (kept) return Promise.resolve(kept)
    const key = `${userId}|${croomId}`
    const under = reading.get(key)
    if (under && under.since === cache.writes()) return under.read
    const since = cache.writes()
    const read = (async () => {
      const d = await open()
      const tx = d.transaction(HISTORY_STORE, "readonly")
      const rows = await readRows(tx.store, "croomId", croomId, (r) => r.userId === userId && r.croomId === croomId)
      await tx.done
      const messages = rows.map((r) => r.message)
      // A write that ended meanwhile may not be in what was read: then the copy is not kept.
      return cache.fill(userId, croomId, messages, since) ? (cache.sorted(userId, croomId) ?? []) : [...messages].sort(byTime)
    })().finally(() => reading.get(key)?.read === read && reading.delete(key))
    reading.set(key, { since, read })
    return read
  }
  /** Conversations whose rows are being given time keys (by croomId). */
  const rekeying = new Set<string>()
  /**
   * Gives the rows of conversation `croomId` stored under generated ids (a database written before time
   * keys) their time keys, REKEY_CHUNK rows per write transaction (in turn with the other writes; reads
   * go on between them), until none is left. Their content is unchanged, so copies in memory stay.
   */
  const rekey = async (croomId: string): Promise<void> => {
    if (rekeying.has(croomId)) return
    rekeying.add(croomId)
    try {
      for (;;) {
        const d = await inTurn(open())
        const tx = d.transaction(HISTORY_STORE, "readwrite", { durability: "relaxed" })
        const keys = await tx.store.index("croomId").getAllKeys(croomId)
        const old = keys.filter((k) => !isTimeKey(k)).slice(0, REKEY_CHUNK)
        const rows = await readKeys(tx.store, old, (r) => r.croomId === croomId && r.id !== undefined && !isTimeKey(r.id))
        const ops: Array<Promise<unknown>> = rows.map((r) => tx.store.delete(r.id!))
        ops.push(upsertRows(unwrap(tx.store), rows.map(({ id: _, ...row }) => row)))
        await Promise.all([...ops, tx.done])
        if (old.length < REKEY_CHUNK) return
        await new Promise<void>((next) => whenIdle(next, 1_000, 0))
      }
    } finally {
      rekeying.delete(croomId)
    }
  }
  /**
   * The newest page of a conversation read ahead (by "member|croomId"), with the writes seen when its
   * read began: served to the open that follows unless a write came since.
   */
  const ahead = new Map<string, { readonly since: number; readonly limit: number; readonly page: ReadonlyArray<ChatMessage> }>()
  /**
   * The newest `limit` messages of conversation `croomId` of `userId` by their time keys; null when it
   * has rows under generated ids. The transaction starts in the call itself when the database is open:
   * writes asked for in the same task (an open's read mark) then wait for it, not it for them.
   */
  const readNewest = async (userId: string, croomId: string, limit: number): Promise<ChatMessage[] | null> => {
    const d = opened ?? (await open())
    const tx = d.transaction(HISTORY_STORE, "readonly")
    const page = await newestPage(tx.store, userId, croomId, limit)
    await tx.done
    return page
  }
  /** The newest `limit` messages read ahead for conversation `croomId` of `userId`, taken once, if no write came since. */
  const takeAhead = (userId: string, croomId: string, limit: number): ReadonlyArray<ChatMessage> | null => {
    const key = `${userId}|${croomId}`
    const early = ahead.get(key)
    ahead.delete(key)
    return early && early.since === cache.writes() && limit <= early.limit ? early.page.slice(Math.max(0, early.page.length - limit)) : null
  }
  /**
   * The read-ahead of conversation `peerId` after a load: at once its newest page (CHAT_PAGE_SIZE, one
   * short read) when it has time keys only; else, when the page is idle, the whole conversation (kept in
   * memory), then its rows get time keys.
   */
  const readAhead = async (userId: string, peerId: string): Promise<void> => {
    const croomId = croomIdOf(userId, peerId)
    const since = cache.writes()
    const page = await readNewest(userId, croomId, CHAT_PAGE_SIZE)
    if (page) {
      // Taken only while no write came since `since` (takeAhead).
      ahead.set(`${userId}|${croomId}`, { since, limit: CHAT_PAGE_SIZE, page })
      return
    }
    whenIdle(() => void conversation(userId, peerId).then(() => rekey(croomId)).catch(() => undefined), 1_000, 0)
  }
  /** Local storage key: the member's rows of this database were looked through for own messages on their way stored read. */
  const scanKey = (userId: string) => `${OUTBOX_SCAN_KEY}:${name}:${userId}`
  const outboxScanned = (userId: string): boolean => {
    try {
      return defaultStorage()?.getItem(scanKey(userId)) === "1"
    } catch {
      return false
    }
  }
  const setOutboxScanned = (userId: string): void => {
    try {
      defaultStorage()?.setItem(scanKey(userId), "1")
    } catch {
      // unavailable or full: the next load looks through the rows again
    }
  }
  /**
   * Stores `rows` (own messages on their way, stored read by an older version) unread, bytes and all, in
   * turn with the other writes; each as it is stored then (a save since may have sent it: left as it is).
   */
  const markOutboxUnread = async (rows: ReadonlyArray<HistoryRow>): Promise<void> => {
    if (rows.length === 0) return
    const d = await inTurn(open())
    const tx = d.transaction(HISTORY_STORE, "readwrite", { durability: "relaxed" })
    const now = await Promise.all(rows.map((r) => (r.id === undefined ? undefined : tx.store.get(r.id))))
    await Promise.all([...now.flatMap((r) => (r && r.read === 1 && unsent(r.message) ? [tx.store.put({ ...r, read: 0 })] : [])), tx.done])
  }
  return {
    load: async (userId) => {
      const d = await open()
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readonly")
      const users = await tx.objectStore(USERS_STORE).index("userId").getAll(userId)
      // Own messages on their way are stored unread (see historyRow): the outbox is among the unread
      // rows, not the whole history. A database that may hold them stored read (written before) is
      // looked through whole once, and those rows are stored unread.
      const scanned = outboxScanned(userId)
      const [rows, older] = await Promise.all([
        readRows(tx.objectStore(HISTORY_STORE), "userIdRead", [userId, 0], (r) => r.userId === userId && r.read === 0),
        scanned ? Promise.resolve([]) : readRows(tx.objectStore(HISTORY_STORE), "userIdRead", [userId, 1], (r) => r.userId === userId && r.read === 1 && unsent(r.message)),
      ])
      await tx.done
      if (!scanned) void markOutboxUnread(older).then(() => setOutboxScanned(userId)).catch(() => undefined)
      rows.push(...older)
      const conversations = users.map((u) => u.conversation).sort((a, b) => b.at - a.at)
      // The newest conversation is the one most likely opened next: read ahead.
      const newest = conversations[0]
      if (newest) void readAhead(userId, newest.peerId).catch(() => undefined)
      const outbox: ChatMessage[] = []
      const revived: string[] = []
      for (const r of rows) {
        if (!unsent(r.message)) continue
        // A waiting photo with kept bytes comes back under a fresh object URL (its stored one died with
        // its page); without them (none kept, or not a Blob) as stored: its file is lost.
        const { message, revived: live } = photos.revive(r.message, r.file)
        outbox.push(message)
        if (live) revived.push(r.message.clientId)
      }
      return { conversations, outbox: outbox.sort(byTime), ...(revived.length > 0 ? { revived } : {}) }
    },
    history: async (userId, peerId) => photos.live(await conversation(userId, peerId)),
    page: async (userId, peerId, before, limit) => {
      const croomId = croomIdOf(userId, peerId)
      const kept = cache.sorted(userId, croomId)
      if (kept) return photos.live(sortedPageOf(kept, before, limit))
      if (before === null) {
        // The newest page (a chat opened): read ahead, else by its time keys; the whole conversation is
        // read when the page is idle, for the older pages a scroll asks for next.
        const newest = takeAhead(userId, croomId, limit) ?? (await readNewest(userId, croomId, limit))
        if (newest) {
          whenIdle(() => void conversation(userId, peerId).catch(() => undefined), 1_000, 0)
          return photos.live(newest)
        }
        whenIdle(() => void rekey(croomId).catch(() => undefined), 5_000, 0)
      }
      return photos.live(sortedPageOf(await conversation(userId, peerId), before, limit))
    },
    save: async (userId, conversations, messages, drop) => {
      let finished = (): void => undefined
      const held = messages.some(waitingPhoto) ? new Promise<void>((done) => (finished = done)) : undefined
      try {
        const [d, files] = await inTurn(Promise.all([open(), photos.read(messages)]), held)
        const write = (keep: boolean): Promise<unknown> => {
          // A save of conversation entries alone (an unread count, a draft) leaves the history store out
          // of its scope, so reads of history (a chat being opened) do not wait for it.
          const tx = messages.length + drop.length === 0 ? d.transaction([USERS_STORE], "readwrite", { durability: "relaxed" }) : d.transaction([HISTORY_STORE, USERS_STORE], "readwrite", { durability: "relaxed" })
          const u = tx.objectStore(USERS_STORE)
          const ops: Array<Promise<unknown>> = []
          if (messages.length + drop.length > 0) {
            const h = tx.objectStore(HISTORY_STORE)
            for (const id of drop) {
              ops.push(h.index("messageUuid").getKey(uuid(userId, id)).then((key) => (key !== undefined ? h.delete(key) : undefined)))
            }
            const rows = messages.map((m) => {
              const file = keep ? files.get(m.id) : undefined
              return file ? { ...historyRow(userId, m), file } : historyRow(userId, m)
            })
            ops.push(upsertRows(unwrap(h), rows))
          }
          for (const c of conversations) {
            const row = userRow(userId, c)
            ops.push(u.index("croomId").getKey(row.croomId).then((key) => u.put(key !== undefined ? { ...row, id: key } : row)))
          }
          // A write that throws (a value that cannot be stored) undoes the whole save.
          return Promise.all([...ops, tx.done]).catch((err: unknown) => {
            try {
              tx.abort()
            } catch {
              // already finished
            }
            throw err
          })
        }
        // Bytes that cannot be stored (quota, a browser that refuses Blobs in rows) do not cost the
        // messages: the save is made again without them (such a photo is "Not sent" after a reload, m§5).
        await write(true).catch((err: unknown) => (files.size > 0 ? write(false) : Promise.reject(err)))
      } finally {
        finished()
      }
      cache.saved(userId, (m) => croomIdOf(userId, m.peerId), messages, drop)
      // Other tabs drop their copies of what was written (a drop may be in any of the member's conversations: those too).
      for (const croomId of new Set(messages.map((m) => croomIdOf(userId, m.peerId)))) cache.announce(userId, croomId)
    },
    markRead: async (userId, peerId) => {
      const d = await inTurn(open())
      const croomId = croomIdOf(userId, peerId)
      const tx = d.transaction(HISTORY_STORE, "readwrite")
      let cursor = await tx.store.index("croomIdRead").openCursor([croomId, 0])
      while (cursor) {
        // Own messages on their way stay unread rows (the outbox, see historyRow).
        if (cursor.value.userId === userId && !unsent(cursor.value.message)) await cursor.update({ ...cursor.value, read: 1, message: { ...cursor.value.message, read: true } })
        cursor = await cursor.continue()
      }
      await tx.done
      cache.markedRead(userId, croomId)
      cache.announce(userId, croomId, peerId)
    },
    watchReads: (userId, onRead) =>
      cache.onReadElsewhere((who, peerId) => {
        if (who === userId) onRead(peerId)
      }),
    remove: async (userId, peerId) => {
      const d = await inTurn(open())
      const croomId = croomIdOf(userId, peerId)
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readwrite")
      const h = tx.objectStore(HISTORY_STORE)
      // The member's rows (the peer's own rows of the same croomId stay), read in chunks, not a get each.
      const rows = await readRows(h, "croomId", croomId, (r) => r.userId === userId)
      await Promise.all(rows.flatMap((r) => (r.id !== undefined ? [h.delete(r.id)] : [])))
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
