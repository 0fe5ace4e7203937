// The local chat database (m§3) on IndexedDB with idb: version 1, named from the app name and version,
// two stores with auto-increment ids — chat history (indexes messageUuid unique, messageType,
// messageTypeValue, userId, croomId, croomId+read, userId+read, userId+bizType) and recent chat users
// (croomId unique, userId, senderId). `userId` is the member the data belongs to; messageUuid is
// "<member>:<message id>" so two members on one browser never share rows. Writes of one command run
// in one transaction (relaxed durability), messages upserted without reading first (an add; the unique
// messageUuid index turns a stored one into a replace). Large reads go in chunks by primary key, all
// requested at once (no long task on the page's thread); a conversation read once is kept in memory
// (./chatCache.ts) and its pages are served from there; the newest conversation is read ahead when idle.
// An own photo not uploaded yet keeps its picked bytes in its own row (`file`; no store or index added)
// until it is uploaded, and comes back at a load under a fresh object URL (./keptPhotos.ts, m§5).
// Writes open their transactions in the order they were called.
import { openDB, unwrap, type DBSchema, type IDBPDatabase, type IDBPObjectStore, type StoreNames } from "idb"
import { whenIdle } from "../browser/idle"
import { makeChatCache } from "./chatCache"
import { makeKeptPhotos, waitingPhoto, type PhotoFiles } from "./keptPhotos"
import type { ChatStore } from "../../domain/runtime/ports"
import { BizType } from "../../domain/realtime/wire"
import { PLATFORM_TYPE } from "../../domain/constants"
import type { ChatMessage, ConversationRecord } from "../../domain/messaging/message"
import { croomIdOf } from "../../domain/messaging/state"

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

/** The history store in a transaction over `T` in mode `M`. */
type HistoryStore<T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode> = IDBPObjectStore<ChatDb, T, "chatHistory", M>

/**
 * The history rows whose `index` key equals `query`, in primary key order, read by their primary keys in
 * chunks of READ_CHUNK (one getAll of every row would be one long task of deserialising on the page's
 * thread). Every chunk is requested at once, so the database streams them without a round trip between:
 * a chunk whose keys lie close together is one getAll of their key range (rows of other conversations
 * between them are read and left out by `keep`), a scattered one is a get per key.
 */
const readRows = async <T extends ArrayLike<StoreNames<ChatDb>>, M extends IDBTransactionMode>(
  store: HistoryStore<T, M>,
  index: "croomId" | "userIdRead",
  query: string | [string, number],
  keep: (row: HistoryRow) => boolean,
): Promise<HistoryRow[]> => {
  const keys = await store.index(index).getAllKeys(query)
  const chunks: Array<Promise<ReadonlyArray<HistoryRow | undefined>>> = []
  for (let i = 0; i < keys.length; i += READ_CHUNK) {
    const chunk = keys.slice(i, i + READ_CHUNK)
    const lo = chunk[0]!
    const hi = chunk[chunk.length - 1]!
    chunks.push(hi - lo < 2 * chunk.length ? store.getAll(IDBKeyRange.bound(lo, hi)) : Promise.all(chunk.map((k) => store.get(k))))
  }
  const out: HistoryRow[] = []
  for (const rows of await Promise.all(chunks)) for (const r of rows) if (r && keep(r)) out.push(r)
  return out
}

/**
 * Upserts `rows` by messageUuid into the history store of a readwrite transaction without reading first:
 * each row is added; one whose uuid is stored already fails the unique index (ConstraintError, kept from
 * aborting the transaction), and is then put under the stored row's key. Resolves when every row is
 * written; another error aborts the transaction (its `done` rejects).
 */
const upsertRows = (store: IDBObjectStore, rows: ReadonlyArray<HistoryRow>): Promise<void> =>
  new Promise((resolve) => {
    let left = rows.length
    if (left === 0) return resolve()
    const written = () => void (--left === 0 && resolve())
    for (const row of rows) {
      const add = store.add(row)
      add.onsuccess = written
      add.onerror = (e) => {
        if (add.error?.name !== "ConstraintError") return
        e.preventDefault()
        e.stopPropagation()
        const key = store.index("messageUuid").getKey(row.messageUuid)
        key.onsuccess = () => {
          const id = key.result
          store.put(typeof id === "number" ? { ...row, id } : row).onsuccess = written
        }
      }
    }
  })

/**
 * The ChatStore port over IndexedDB database `name` (opened on first use; a failed open rejects each
 * call); `files`: how waiting photos' bytes are read and revived (the page's fetch and object URLs).
 */
export const makeIdbChatStore = (name: string, factory?: IDBFactory, files?: PhotoFiles): ChatStore["Service"] => {
  let db: Promise<IDBPDatabase<ChatDb>> | null = null
  const open = () => (db ??= openChatDb(name, factory).catch((err) => ((db = null), Promise.reject(err))))
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
  return {
    load: async (userId) => {
      const d = await open()
      const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readonly")
      const users = await tx.objectStore(USERS_STORE).index("userId").getAll(userId)
      const rows = await readRows(tx.objectStore(HISTORY_STORE), "userIdRead", [userId, 1], (r) => r.userId === userId && r.read === 1)
      await tx.done
      const conversations = users.map((u) => u.conversation).sort((a, b) => b.at - a.at)
      // The newest conversation is the one most likely opened next: read it ahead when the page is idle.
      const newest = conversations[0]
      if (newest) whenIdle(() => void conversation(userId, newest.peerId).catch(() => undefined), 1_000, 0)
      const outbox: ChatMessage[] = []
      const revived: string[] = []
      for (const r of rows) {
        if (!r.message.mine || r.message.clientId === null || r.message.delivery === "sent") continue
        // A waiting photo with kept bytes comes back under a fresh object URL (its stored one died with
        // its page); without them (none kept, or not a Blob) as stored: its file is lost.
        const { message, revived: live } = photos.revive(r.message, r.file)
        outbox.push(message)
        if (live) revived.push(r.message.clientId)
      }
      return { conversations, outbox: outbox.sort(byTime), ...(revived.length > 0 ? { revived } : {}) }
    },
    history: async (userId, peerId) => photos.live(await conversation(userId, peerId)),
    page: async (userId, peerId, before, limit) => photos.live(sortedPageOf(await conversation(userId, peerId), before, limit)),
    save: async (userId, conversations, messages, drop) => {
      let finished = (): void => undefined
      const held = messages.some(waitingPhoto) ? new Promise<void>((done) => (finished = done)) : undefined
      try {
        const [d, files] = await inTurn(Promise.all([open(), photos.read(messages)]), held)
        const write = (keep: boolean): Promise<unknown> => {
          const tx = d.transaction([HISTORY_STORE, USERS_STORE], "readwrite", { durability: "relaxed" })
          const h = tx.objectStore(HISTORY_STORE)
          const u = tx.objectStore(USERS_STORE)
          const ops: Array<Promise<unknown>> = []
          for (const id of drop) {
            ops.push(h.index("messageUuid").getKey(uuid(userId, id)).then((key) => (key !== undefined ? h.delete(key) : undefined)))
          }
          const rows = messages.map((m) => {
            const file = keep ? files.get(m.id) : undefined
            return file ? { ...historyRow(userId, m), file } : historyRow(userId, m)
          })
          ops.push(upsertRows(unwrap(h), rows))
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
        if (cursor.value.userId === userId) await cursor.update({ ...cursor.value, read: 1, message: { ...cursor.value.message, read: true } })
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
