// The IndexedDB chat database (m§3) on fake-indexeddb: schema (version, name, stores, indexes,
// auto-increment), upserts without duplicates in one transaction and without reads, a failed save
// leaving nothing, outbox reload, read marks, delete, two members kept apart, chunked reads, pages by
// time keys (a page reads its own rows; checked against a model of random saves, drops and read marks),
// a database from before time keys read whole and rekeyed, the newest page read ahead after a load, the
// outbox found among the unread rows (once through the read rows of an older database), the copy in
// memory never older than the writes (a save of conversation entries alone is not a write to it), and a waiting
// photo's bytes kept in its row until it is sent (revived under a fresh object URL at a load).
import "fake-indexeddb/auto"
import fc from "fast-check"
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest"
import { parseIm } from "../../domain/messaging/parse"
import type { ChatMessage, ConversationRecord } from "../../domain/messaging/message"
import { chatDbName, CHAT_DB_VERSION, historyRow, isTimeKey, makeIdbChatStore, openChatDb, pageOf } from "../../infrastructure/storage/chatDb"
import { makeChatCache } from "../../infrastructure/storage/chatCache"
import { ME, PEER, wire } from "../support/imDriver"
import { T0 } from "../support/fixtures"

let n = 0
const freshName = () => `test-chat-${n++}`
const lastName = () => `test-chat-${n - 1}`
const msg = (id: string, at: number, over: Partial<ChatMessage> = {}): ChatMessage => ({ ...parseIm(wire(id, PEER, ME, at), ME)!, ...over })
const conv = (over: Partial<ConversationRecord> = {}): ConversationRecord => ({
  peerId: PEER,
  croomId: `${ME}-${PEER}`,
  name: "Bo",
  avatar: "/a.png",
  relation: 2,
  preview: { kind: "txt", text: "hi" },
  at: T0,
  noReadCount: 1,
  status: 2,
  ...over,
})

afterEach(() => vi.restoreAllMocks())

/** Messages in time order (then id), as the store's reads give them. */
const byTime = (ms: ReadonlyArray<ChatMessage>): ChatMessage[] => [...ms].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
/** The primary keys of conversation `croomId`'s rows in database `name`, as the croomId index lists them. */
const keysOf = async (name: string, croomId: string): Promise<IDBValidKey[]> => {
  const db = await openChatDb(name)
  const keys = await db.getAllKeysFromIndex("chatHistory", "croomId", croomId)
  db.close()
  return keys
}

describe("chat database (m§3)", () => {
  it("is version 1, named from the app name and version, with the two stores and their indexes", async () => {
    expect(chatDbName("vidchat-web", "0.1.0")).toBe("vidchat-web_0.1.0")
    const db = await openChatDb(freshName())
    expect(db.version).toBe(CHAT_DB_VERSION)
    const tx = db.transaction(["chatHistory", "recentChatUsers"])
    const h = tx.objectStore("chatHistory")
    expect(h.autoIncrement).toBe(true)
    expect([...h.indexNames].sort()).toEqual(["croomId", "croomIdRead", "messageType", "messageTypeValue", "messageUuid", "userId", "userIdBizType", "userIdRead"])
    expect(h.index("messageUuid").unique).toBe(true)
    expect(h.index("croomIdRead").keyPath).toEqual(["croomId", "read"])
    const u = tx.objectStore("recentChatUsers")
    expect(u.autoIncrement).toBe(true)
    expect([...u.indexNames].sort()).toEqual(["croomId", "senderId", "userId"])
    expect(u.index("croomId").unique).toBe(true)
    db.close()
  })
  it("saves messages and conversations once (upsert by uuid / croomId), returns history in time order", async () => {
    const store = makeIdbChatStore(freshName())
    await store.save(ME, [conv()], [msg("b", T0 + 2), msg("a", T0 + 1)], [])
    await store.save(ME, [conv({ noReadCount: 0 })], [msg("a", T0 + 1, { read: true })], [])
    const history = await store.history(ME, PEER)
    expect(history.map((m) => m.id)).toEqual(["a", "b"])
    expect(history[0]!.read).toBe(true)
    const loaded = await store.load(ME)
    expect(loaded.conversations).toHaveLength(1)
    expect(loaded.conversations[0]!.noReadCount).toBe(0)
  })
  it("keeps own unsent messages for the outbox across a reload; a drop replaces the client id row", async () => {
    const name = freshName()
    const own = (id: string, delivery: ChatMessage["delivery"]) => ({ ...msg(id, T0, { mine: true, senderId: ME, read: true }), clientId: id, delivery })
    await makeIdbChatStore(name).save(ME, [], [own("c1", "pending"), own("c2", "failed"), own("c3", "sent")], [])
    const reopened = makeIdbChatStore(name)
    expect((await reopened.load(ME)).outbox.map((m) => m.id).sort()).toEqual(["c1", "c2"])
    await reopened.save(ME, [], [{ ...own("c1", "sent"), id: "s1" }], ["c1"])
    expect((await reopened.load(ME)).outbox.map((m) => m.id)).toEqual(["c2"])
    expect((await reopened.history(ME, PEER)).map((m) => m.id).sort()).toEqual(["c2", "c3", "s1"])
  })
  describe("the outbox among the unread rows (a load reads no more than those)", () => {
    /** Local storage for the test (the scan flags), as a page has it. */
    const withStorage = (): Map<string, string> => {
      const values = new Map<string, string>()
      vi.stubGlobal("localStorage", { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) })
      onTestFinished(() => void vi.unstubAllGlobals())
      return values
    }
    const own = (id: string, delivery: ChatMessage["delivery"], at = T0) => ({ ...msg(id, at, { mine: true, senderId: ME, read: true }), clientId: id, delivery })
    /** Requests for the member's read rows (the whole history of what was read). */
    const readRowReads = () => vi.spyOn(IDBIndex.prototype, "getAllKeys")
    const ofReadRows = (spy: ReturnType<typeof readRowReads>) => spy.mock.calls.filter((c) => Array.isArray(c[0]) && c[0][0] === ME && c[0][1] === 1).length

    it("given own messages on their way among 200 read ones, when the list loads, then they come back without a read of the read rows; a read mark leaves them waiting", async () => {
      withStorage()
      const name = freshName()
      const read = Array.from({ length: 200 }, (_, i) => msg(`r${i}`, T0 + i, { read: true }))
      await makeIdbChatStore(name).save(ME, [], [...read, own("c1", "pending", T0 + 500), own("c2", "failed", T0 + 501), own("c3", "sent", T0 + 502)], [])
      expect((await makeIdbChatStore(name).load(ME)).outbox.map((m) => m.id)).toEqual(["c1", "c2"])
      // The first load of this database looked through the read rows once; the next ones do not
      const spy = readRowReads()
      const store = makeIdbChatStore(name)
      expect((await store.load(ME)).outbox.map((m) => m.id)).toEqual(["c1", "c2"])
      expect(ofReadRows(spy)).toBe(0)
      await store.markRead(ME, PEER)
      expect((await makeIdbChatStore(name).load(ME)).outbox.map((m) => m.id)).toEqual(["c1", "c2"])
      await store.save(ME, [], [{ ...own("c1", "sent"), id: "s1" }, own("c4", "pending", T0 + 600)], ["c1"])
      expect((await makeIdbChatStore(name).load(ME)).outbox.map((m) => m.id)).toEqual(["c2", "c4"])
      expect(ofReadRows(spy)).toBe(0)
    })
    it("given a database whose own messages on their way were stored read (an older version), when the list loads, then they come back, are stored unread, and later loads find them without the read rows", async () => {
      const storage = withStorage()
      const name = freshName()
      const old = await openChatDb(name)
      for (const m of [msg("r1", T0, { read: true }), own("c1", "pending", T0 + 1), own("c2", "sent", T0 + 2)]) await old.add("chatHistory", { ...historyRow(ME, m), read: 1 })
      old.close()
      expect((await makeIdbChatStore(name).load(ME)).outbox.map((m) => m.id)).toEqual(["c1"])
      await expect.poll(() => [...storage.keys()].some((k) => k.startsWith("vidchat-chat-outbox-scan:") && k.endsWith(`:${ME}`))).toBe(true)
      const spy = readRowReads()
      expect((await makeIdbChatStore(name).load(ME)).outbox.map((m) => m.id)).toEqual(["c1"])
      expect(ofReadRows(spy)).toBe(0)
    })
  })
  it("marks a conversation read and deletes it; another member's rows are untouched, the peer's side of the same croomId too", async () => {
    const store = makeIdbChatStore(freshName())
    await store.save(ME, [conv()], [msg("a", T0), msg("b", T0 + 1)], [])
    await store.save("999", [], [{ ...msg("a", T0), peerId: PEER }], [])
    // The peer signed in on the same browser: its side of the same croomId
    await store.save(PEER, [], [{ ...msg("a", T0), peerId: ME }, { ...msg("p", T0 + 2), peerId: ME }], [])
    await store.markRead(ME, PEER)
    expect((await store.history(ME, PEER)).every((m) => m.read)).toBe(true)
    await store.remove(ME, PEER)
    expect(await store.history(ME, PEER)).toEqual([])
    expect((await store.load(ME)).conversations).toEqual([])
    expect(await store.history("999", PEER)).toHaveLength(1)
    expect((await makeIdbChatStore(lastName()).history(PEER, ME)).map((m) => m.id)).toEqual(["a", "p"])
  })
  it("reads older pages by the croomId index, newest `limit` before a cursor, oldest first; keeps a conversation's draft", async () => {
    const store = makeIdbChatStore(freshName())
    const msgs = Array.from({ length: 250 }, (_, i) => msg(`m${String(i).padStart(3, "0")}`, T0 + i * 1000))
    await store.save(ME, [conv({ draft: "unsent words" })], msgs, [])
    await store.save("999", [], [{ ...msg("x", T0 + 5), peerId: PEER }], [])
    const newest = await store.page(ME, PEER, null, 100)
    expect(newest.map((m) => m.id)).toEqual(msgs.slice(150).map((m) => m.id))
    const older = await store.page(ME, PEER, { at: newest[0]!.at, id: newest[0]!.id }, 100)
    expect(older.map((m) => m.id)).toEqual(msgs.slice(50, 150).map((m) => m.id))
    const last = await store.page(ME, PEER, { at: older[0]!.at, id: older[0]!.id }, 100)
    expect(last).toHaveLength(50)
    expect(await store.page(ME, PEER, { at: last[0]!.at, id: last[0]!.id }, 100)).toEqual([])
    expect((await store.load(ME)).conversations[0]!.draft).toBe("unsent words")
  })

  it("upserts a large batch without reading first: rows already stored are replaced, not doubled, among other conversations' rows", async () => {
    const name = freshName()
    const store = makeIdbChatStore(name)
    const other = "777"
    const mine = Array.from({ length: 120 }, (_, i) => msg(`m${String(i).padStart(4, "0")}`, T0 + i))
    // Another conversation's messages with ids in the same range sit between them in the uuid index.
    const theirs = Array.from({ length: 60 }, (_, i) => ({ ...msg(`m${String(i * 2).padStart(4, "0")}x`, T0 + i), peerId: other }))
    await store.save(ME, [], [...mine.slice(0, 70), ...theirs], [])
    await store.save(ME, [], mine.map((m) => ({ ...m, text: `${m.text} (edited)` })), [])
    const db = await openChatDb(name)
    expect(await db.count("chatHistory")).toBe(180)
    db.close()
    const history = await makeIdbChatStore(name).history(ME, PEER)
    expect(history.map((m) => m.id)).toEqual(mine.map((m) => m.id))
    expect(history.every((m) => m.text.endsWith("(edited)"))).toBe(true)
    expect(await makeIdbChatStore(name).history(ME, other)).toHaveLength(60)
  })
  it("reads a long conversation in chunks whatever sits between its rows, and serves later pages from memory kept equal to the writes", async () => {
    const name = freshName()
    const store = makeIdbChatStore(name)
    // 1,300 messages written in three rounds, interleaved with another member's and another peer's rows.
    const msgs = Array.from({ length: 1300 }, (_, i) => msg(`m${String(i).padStart(5, "0")}`, T0 + i * 1000))
    for (const part of [msgs.slice(600), msgs.slice(0, 300), msgs.slice(300, 600)]) {
      await store.save(ME, [], part, [])
      await store.save("999", [], part.slice(0, 200).map((m) => ({ ...m, peerId: PEER })), [])
      await store.save(ME, [], part.slice(0, 100).map((m) => ({ ...m, id: `${m.id}-o`, peerId: "778" })), [])
    }
    const fresh = makeIdbChatStore(name)
    const newest = await fresh.page(ME, PEER, null, 100)
    expect(newest.map((m) => m.id)).toEqual(msgs.slice(1200).map((m) => m.id))
    // Writes after the first read show in the next pages: a new message, a drop, a read mark.
    await fresh.save(ME, [], [msg("m01150x", T0 + 1150 * 1000 + 1, { read: false })], [msgs[1199]!.id])
    const next = await fresh.page(ME, PEER, { at: newest[0]!.at, id: newest[0]!.id }, 100)
    expect(next.map((m) => m.id)).toEqual([...msgs.slice(1100, 1151).map((m) => m.id), "m01150x", ...msgs.slice(1151, 1199).map((m) => m.id)])
    await fresh.markRead(ME, PEER)
    expect((await fresh.history(ME, PEER)).every((m) => m.read)).toBe(true)
    expect(await fresh.history(ME, PEER)).toEqual(await makeIdbChatStore(name).history(ME, PEER))
  })
  it("drops its copy of a conversation when another tab writes it", async () => {
    const name = freshName()
    const tab1 = makeIdbChatStore(name)
    const tab2 = makeIdbChatStore(name)
    await tab1.save(ME, [], [msg("a", T0)], [])
    expect((await tab1.history(ME, PEER)).map((m) => m.id)).toEqual(["a"])
    await tab2.save(ME, [], [msg("b", T0 + 1)], [])
    await expect.poll(async () => (await tab1.history(ME, PEER)).map((m) => m.id)).toEqual(["a", "b"])
  })
  it("tells the member's other tabs which conversation one of them marked read, and no one else", async () => {
    // Given two tabs of one browser, the second watching member ME's read marks and another tab watching member 503's
    const name = freshName()
    const tab1 = makeIdbChatStore(name)
    const tab2 = makeIdbChatStore(name)
    const tab3 = makeIdbChatStore(name)
    const seen: string[] = []
    const seenBy503: string[] = []
    tab2.watchReads(ME, (peerId) => seen.push(peerId))
    tab3.watchReads("503", (peerId) => seenBy503.push(peerId))
    await tab1.save(ME, [conv()], [msg("a", T0)], [])
    // When the first tab saves more, then marks the conversation with PEER read
    await tab1.save(ME, [], [msg("b", T0 + 1)], [])
    await tab1.markRead(ME, PEER)
    // Then the second tab hears of the read mark once (not of the saves); the third hears nothing
    await expect.poll(() => seen).toEqual([PEER])
    expect(seenBy503).toEqual([])
    // And a later watch replaces the earlier one
    tab2.watchReads("503", (peerId) => seen.push(`503:${peerId}`))
    await tab1.markRead(ME, PEER)
    await new Promise((r) => setTimeout(r, 50))
    expect(seen).toEqual([PEER])
  })

  it("writes new messages without a read in the write path", async () => {
    // Given a database with a conversation already stored
    const store = makeIdbChatStore(freshName())
    await store.save(ME, [conv()], [msg("a", T0)], [])
    const reads = [
      vi.spyOn(IDBIndex.prototype, "getKey"),
      vi.spyOn(IDBIndex.prototype, "openKeyCursor"),
      vi.spyOn(IDBIndex.prototype, "getAllKeys"),
      vi.spyOn(IDBObjectStore.prototype, "get"),
      vi.spyOn(IDBObjectStore.prototype, "getAll"),
    ]
    // When a batch of 1,000 new messages is saved
    const batch = Array.from({ length: 1000 }, (_, i) => msg(`n${String(i).padStart(4, "0")}`, T0 + 1 + i))
    await store.save(ME, [], batch, [])
    // Then nothing was read, and every message is stored once
    for (const r of reads) expect(r).not.toHaveBeenCalled()
    vi.restoreAllMocks()
    expect((await makeIdbChatStore(lastName()).history(ME, PEER)).map((m) => m.id)).toEqual(["a", ...batch.map((m) => m.id)])
  })
  it("keeps the last of a message given twice in one batch, and one row", async () => {
    // Given an empty database
    const name = freshName()
    const store = makeIdbChatStore(name)
    // When one save carries the same message twice (as received, then acknowledged)
    await store.save(ME, [], [msg("a", T0, { text: "first" }), msg("b", T0 + 1), msg("a", T0, { text: "second" })], [])
    // Then it is stored once, as given last
    const db = await openChatDb(name)
    expect(await db.count("chatHistory")).toBe(2)
    db.close()
    expect((await makeIdbChatStore(name).history(ME, PEER)).map((m) => [m.id, m.text])).toEqual([["a", "second"], ["b", msg("b", T0 + 1).text]])
  })
  it("stores nothing of a save that fails, and says so", async () => {
    // Given a stored message
    const name = freshName()
    const store = makeIdbChatStore(name)
    await store.save(ME, [], [msg("a", T0)], [])
    // When a save's last message cannot be stored (a value IndexedDB cannot clone)
    const bad = { ...msg("c", T0 + 2), text: (() => "x") as unknown as string }
    await expect(store.save(ME, [conv()], [msg("b", T0 + 1), bad], [])).rejects.toThrow()
    // Then the save is rejected and none of it is stored, the earlier message still is
    const again = makeIdbChatStore(name)
    expect((await again.history(ME, PEER)).map((m) => m.id)).toEqual(["a"])
    expect((await again.load(ME)).conversations).toEqual([])
  })
  it("reads a conversation scattered among others (a get per key) in time order", async () => {
    // Given three conversations written interleaved, so one conversation's keys are three apart
    const name = freshName()
    const peers = [PEER, "778", "779"]
    const all = Array.from({ length: 1800 }, (_, i) => ({ ...msg(`s${String(i).padStart(5, "0")}`, T0 + i), peerId: peers[i % 3]! }))
    await makeIdbChatStore(name).save(ME, [], all, [])
    // When each is read by a fresh store
    // Then each has its own 600 messages, oldest first
    for (const p of peers) {
      const history = await makeIdbChatStore(name).history(ME, p)
      expect(history.map((m) => m.id)).toEqual(all.filter((m) => m.peerId === p).map((m) => m.id))
    }
  })
  it("reads the newest page of the newest conversation ahead after loading the list, so opening it reads nothing; a write meanwhile is not missed", async () => {
    // Given two stored conversations, the one with PEER the newest
    const name = freshName()
    const msgs = Array.from({ length: 150 }, (_, i) => msg(`n${String(i).padStart(3, "0")}`, T0 + i))
    await makeIdbChatStore(name).save(ME, [conv({ at: T0 + 10 }), conv({ peerId: "778", croomId: `${ME}-778`, at: T0 })], [...msgs, { ...msg("c", T0), peerId: "778" }], [])
    const store = makeIdbChatStore(name)
    // The reads of a conversation's newest page (getAllRecords is not in TypeScript's DOM types yet); the
    // whole read that follows an open, when the page is idle, is left out
    const index = IDBIndex.prototype as unknown as Record<"getAllRecords" | "openCursor", (...args: unknown[]) => unknown>
    const reads = [vi.spyOn(index, "getAllRecords"), vi.spyOn(index, "openCursor")]
    const readsOf = (croomId: string) => reads.flatMap((r) => r.mock.calls).filter((c) => c[0] === croomId || (c[0] as { query?: unknown } | undefined)?.query === croomId).length
    // When the list is loaded (an entry saved meanwhile, as an unread count is)
    await store.load(ME)
    await store.save(ME, [conv({ at: T0 + 10, noReadCount: 0 })], [], [])
    await expect.poll(() => readsOf(`${ME}-${PEER}`)).toBe(1)
    // Then opening that conversation reads nothing more: the newest 100, oldest first
    expect((await store.page(ME, PEER, null, 100)).map((m) => m.id)).toEqual(msgs.slice(50).map((m) => m.id))
    expect(readsOf(`${ME}-${PEER}`)).toBe(1)
    // And a message saved after the read ahead is in the next open's page (read again)
    const fresh = makeIdbChatStore(name)
    await fresh.load(ME)
    await expect.poll(() => readsOf(`${ME}-${PEER}`)).toBe(2)
    await fresh.save(ME, [], [msg("late", T0 + 500)], [])
    expect((await fresh.page(ME, PEER, null, 100)).map((m) => m.id)).toEqual([...msgs.slice(51).map((m) => m.id), "late"])
  })
  it("given a conversation stored before time keys, when the list loads and the page goes idle, then it is read ahead whole, its rows get time keys, and the next open reads a page", async () => {
    // Given two conversations written under generated ids (a database from before time keys), PEER's the newest
    const name = freshName()
    const old = await openChatDb(name)
    const peerMsgs = Array.from({ length: 1200 }, (_, i) => msg(`o${String(i).padStart(5, "0")}`, T0 + ((i * 7919) % 1200) * 1000))
    for (const m of [...peerMsgs, { ...msg("c", T0), peerId: "778" }]) await old.add("chatHistory", historyRow(ME, m))
    old.close()
    await makeIdbChatStore(name).save(ME, [conv({ at: T0 + 10 }), conv({ peerId: "778", croomId: `${ME}-778`, at: T0 })], [], [])
    const store = makeIdbChatStore(name)
    // When the list is loaded and the page goes idle
    await store.load(ME)
    // Then PEER's conversation was read whole and its rows rekeyed, in chunks; the other one is left as it is
    await expect.poll(async () => (await keysOf(name, `${ME}-${PEER}`)).every(isTimeKey), { timeout: 5_000 }).toBe(true)
    expect(await keysOf(name, `${ME}-${PEER}`)).toHaveLength(1200)
    expect((await keysOf(name, `${ME}-778`)).some(isTimeKey)).toBe(false)
    // And opening it is served from the copy read ahead, and a fresh store reads a page of keyed rows
    expect((await store.page(ME, PEER, null, 100)).map((m) => m.id)).toEqual(byTime(peerMsgs).slice(1100).map((m) => m.id))
    const keyReads = vi.spyOn(IDBIndex.prototype, "getAllKeys")
    const fresh = makeIdbChatStore(name)
    expect((await fresh.page(ME, PEER, null, 100)).map((m) => m.id)).toEqual(byTime(peerMsgs).slice(1100).map((m) => m.id))
    expect(keyReads).not.toHaveBeenCalled()
    expect((await fresh.history(ME, PEER)).map((m) => m.id)).toEqual(byTime(peerMsgs).map((m) => m.id))
  })
  it("given a conversation stored before time keys, when a page of it is asked for, then it is read whole for that page and rekeyed afterwards", async () => {
    const name = freshName()
    const old = await openChatDb(name)
    const msgs = Array.from({ length: 30 }, (_, i) => msg(`o${i}`, T0 + (29 - i)))
    for (const m of msgs) await old.add("chatHistory", historyRow(ME, m))
    old.close()
    const store = makeIdbChatStore(name)
    // A message saved now (under its time key) in the same conversation
    await store.save(ME, [], [msg("new", T0 + 100)], [])
    expect((await store.page(ME, PEER, null, 5)).map((m) => m.id)).toEqual(["o3", "o2", "o1", "o0", "new"])
    await expect.poll(async () => (await keysOf(name, `${ME}-${PEER}`)).every(isTimeKey), { timeout: 5_000 }).toBe(true)
    expect((await makeIdbChatStore(name).page(ME, PEER, { at: T0 + 3, id: "o26" }, 3)).map((m) => m.id)).toEqual(["o29", "o28", "o27"])
  })
  it("serves one whole read to two asks at once, and keeps no copy that a write overtook", async () => {
    // Given a stored conversation
    const name = freshName()
    await makeIdbChatStore(name).save(ME, [], [msg("a", T0)], [])
    const store = makeIdbChatStore(name)
    const keyReads = vi.spyOn(IDBIndex.prototype, "getAllKeys")
    // When it is asked for whole twice at once, and a message is saved while the read runs
    const [first, second, saved] = [store.history(ME, PEER), store.history(ME, PEER), store.save(ME, [], [msg("b", T0 + 1)], [])]
    await Promise.all([first, second, saved])
    // Then one read served both asks, and the next read has the saved message
    expect(keyReads.mock.calls.filter((c) => c[0] === `${ME}-${PEER}`)).toHaveLength(1)
    expect((await store.history(ME, PEER)).map((m) => m.id)).toEqual(["a", "b"])
    expect((await store.page(ME, PEER, null, 100)).map((m) => m.id)).toEqual(["a", "b"])
  })
  it("keeps messages of one millisecond apart: each its own key, every page in id order", async () => {
    // Given 400 messages of the same millisecond (their first slots meet about 40 times), saved in two rounds
    const name = freshName()
    const same = Array.from({ length: 400 }, (_, i) => msg(`t${String(i).padStart(3, "0")}`, T0 + 5))
    await makeIdbChatStore(name).save(ME, [], [msg("early", T0), ...same.filter((_, i) => i % 2 === 1)], [])
    await makeIdbChatStore(name).save(ME, [], [...same.filter((_, i) => i % 2 === 0), msg("late", T0 + 9)], [])
    // When a fresh store opens the conversation and pages back
    const fresh = makeIdbChatStore(name)
    const newest = await fresh.page(ME, PEER, null, 30)
    const older = await fresh.page(ME, PEER, { at: newest[0]!.at, id: newest[0]!.id }, 400)
    // Then all 402 are there once, in time then id order
    expect(newest.map((m) => m.id)).toEqual([...same.slice(371).map((m) => m.id), "late"])
    expect(older.map((m) => m.id)).toEqual(["early", ...same.slice(0, 371).map((m) => m.id)])
    expect(await keysOf(name, `${ME}-${PEER}`)).toHaveLength(402)
  })
  it("opens a long conversation stored out of time order by reading its newest page only", async () => {
    // Given 3,000 messages saved in shuffled batches, among the peer's own rows (the same croomId: the two share a browser) and another peer's
    const name = freshName()
    const all = Array.from({ length: 3000 }, (_, i) => msg(`m${String(i).padStart(5, "0")}`, T0 + i * 1000))
    const shuffled = [...all].sort((a, b) => ((Number(a.id.slice(1)) * 7919) % 3000) - ((Number(b.id.slice(1)) * 7919) % 3000))
    const store = makeIdbChatStore(name)
    for (let i = 0; i < 3000; i += 500) {
      await store.save(ME, [], shuffled.slice(i, i + 500), [])
      await store.save(PEER, [], shuffled.slice(i, i + 50).map((m) => ({ ...m, peerId: ME })), [])
      await store.save(ME, [], shuffled.slice(i, i + 50).map((m) => ({ ...m, id: `${m.id}-o`, peerId: "778" })), [])
    }
    const wholeReads = [
      vi.spyOn(IDBObjectStore.prototype, "getAll"),
      vi.spyOn(IDBObjectStore.prototype, "getAllKeys"),
      vi.spyOn(IDBIndex.prototype, "getAll"),
      vi.spyOn(IDBIndex.prototype, "getAllKeys"),
    ]
    // When a fresh store opens it
    const fresh = makeIdbChatStore(name)
    const newest = await fresh.page(ME, PEER, null, 50)
    // Then the newest 50 come, oldest first, and nothing read the whole conversation (not even its keys)
    expect(newest.map((m) => m.id)).toEqual(all.slice(2950).map((m) => m.id))
    for (const read of wholeReads) expect(read).not.toHaveBeenCalled()
    // And the next pages back come from the whole conversation, read meanwhile
    await expect.poll(() => wholeReads[3]!.mock.calls.filter((c) => c[0] === `${ME}-${PEER}`).length).toBe(1)
    const older = await fresh.page(ME, PEER, { at: newest[0]!.at, id: newest[0]!.id }, 50)
    expect(older.map((m) => m.id)).toEqual(all.slice(2900, 2950).map((m) => m.id))
    expect(wholeReads[3]!.mock.calls.filter((c) => c[0] === `${ME}-${PEER}`)).toHaveLength(1)
  })
})

describe("pages by time keys (issue 14), against a model", () => {
  /** One step: a save of messages (ids from a small pool, times with many ties) by ME or by PEER (the same croomId), a drop, or a read mark. */
  const step = fc.oneof(
    fc.record({
      kind: fc.constant("save" as const),
      member: fc.constantFrom(ME, PEER),
      batch: fc.array(fc.record({ id: fc.integer({ min: 0, max: 40 }), dt: fc.integer({ min: 0, max: 12 }), mine: fc.boolean() }), { maxLength: 12 }),
    }),
    fc.record({ kind: fc.constant("drop" as const), member: fc.constantFrom(ME, PEER), ids: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 4 }) }),
    fc.record({ kind: fc.constant("read" as const) }),
  )
  it.each([
    ["getAllRecords", false],
    ["a cursor (a browser without getAllRecords)", true],
  ])("gives every page as the whole conversation ordered in memory would, whatever the order, ties and rewrites of the saves (newest page by %s)", async (_, withoutRecords) => {
    const records = Object.getOwnPropertyDescriptor(IDBIndex.prototype, "getAllRecords")
    if (withoutRecords) delete (IDBIndex.prototype as { getAllRecords?: unknown }).getAllRecords
    onTestFinished(() => void (records && Object.defineProperty(IDBIndex.prototype, "getAllRecords", records)))
    expect("getAllRecords" in IDBIndex.prototype).toBe(!withoutRecords)
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), fc.integer({ min: 1, max: 7 }), async (steps, limit) => {
        const name = freshName()
        const store = makeIdbChatStore(name)
        const model = new Map<string, Map<string, ChatMessage>>([[ME, new Map()], [PEER, new Map()]])
        for (const s of steps) {
          if (s.kind === "save") {
            const batch = s.batch.map((b) => ({ ...msg(`k${b.id}`, T0 + b.dt, { mine: b.mine }), ...(s.member === PEER ? { peerId: ME } : {}) }))
            await store.save(s.member, [], batch, [])
            for (const m of batch) model.get(s.member)!.set(m.id, m)
          } else if (s.kind === "drop") {
            await store.save(s.member, [], [], s.ids.map((i) => `k${i}`))
            for (const i of s.ids) model.get(s.member)!.delete(`k${i}`)
          } else {
            await store.markRead(ME, PEER)
            for (const [id, m] of model.get(ME)!) model.get(ME)!.set(id, { ...m, read: true })
          }
        }
        // A fresh store (nothing in memory) walks ME's conversation back page by page
        const fresh = makeIdbChatStore(name)
        const all = [...model.get(ME)!.values()]
        let before: { at: number; id: string } | null = null
        const walked: ChatMessage[] = []
        for (let guard = 0; guard < 100; guard++) {
          const page = await fresh.page(ME, PEER, before, limit)
          expect(page).toEqual(pageOf(all, before, limit))
          if (page.length === 0) break
          walked.unshift(...page)
          before = { at: page[0]!.at, id: page[0]!.id }
        }
        expect(walked).toEqual(byTime(all))
        expect(await fresh.history(PEER, ME)).toEqual(byTime([...model.get(PEER)!.values()]))
      }),
      { seed: 20261203, numRuns: 150 },
    )
  })
})

describe("the chat database's copy in memory", () => {
  it("is not kept from a read that a write overtook", () => {
    // Given a read that starts after no writes
    const cache = makeChatCache(freshName())
    const since = cache.writes()
    // When a message of that conversation is saved before the read ends
    cache.saved(ME, () => `${ME}-${PEER}`, [msg("b", T0 + 1)], [])
    // Then what the read found is not kept: the next ask reads again
    expect(cache.fill(ME, `${ME}-${PEER}`, [msg("a", T0)], since)).toBe(false)
    expect(cache.sorted(ME, `${ME}-${PEER}`)).toBeNull()
    // And a read with no write meanwhile is kept
    expect(cache.fill(ME, `${ME}-${PEER}`, [msg("a", T0)], cache.writes())).toBe(true)
    expect(cache.sorted(ME, `${ME}-${PEER}`)?.map((m) => m.id)).toEqual(["a"])
  })
  it("is kept from a read that only a save of conversation entries overtook (an unread count, a draft: no message changed)", () => {
    const cache = makeChatCache(freshName())
    const since = cache.writes()
    cache.saved(ME, () => `${ME}-${PEER}`, [], [])
    expect(cache.fill(ME, `${ME}-${PEER}`, [msg("a", T0)], since)).toBe(true)
  })
})

describe("a waiting photo's bytes in the chat database (m§5: kept until the server has it)", () => {
  /** An own photo not uploaded yet, on the picked file's blob: URL `url`. */
  const photo = (id: string, url: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
    ...msg(id, T0, { mine: true, senderId: ME, read: true, kind: "img", typeValue: 3, text: "", picture: { url, width: 2, height: 2 } }),
    clientId: id,
    delivery: "failed",
    ...over,
  })
  const PICKED = "blob:http://app/picked"
  /** A page's blob: URLs (`readFile` of the URLs it knows) and fresh object URLs made at a load. */
  const page = (known: Record<string, Blob> = {}) => {
    const made: Array<{ url: string; file: Blob }> = []
    return {
      made,
      files: {
        readFile: async (url: string) => known[url] ?? null,
        objectUrl: (file: Blob) => {
          const url = `blob:http://app/fresh-${made.length + 1}`
          made.push({ url, file })
          return url
        },
      },
    }
  }
  /** The stored history rows of ME, raw. */
  const rows = async (name: string) => {
    const db = await openChatDb(name)
    const all = await db.getAll("chatHistory")
    db.close()
    return all
  }
  const bytes = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" })

  it("given a photo saved while waiting, when the database loads on a new page, then it comes back under a fresh object URL of the kept bytes, named as revived, and a history read shows that URL too", async () => {
    const name = freshName()
    await makeIdbChatStore(name, undefined, page({ [PICKED]: bytes }).files).save(ME, [conv()], [photo("p1", PICKED)], [])
    expect((await rows(name))[0]!.file).toBeInstanceOf(Blob)
    // A new page: the picked URL is dead there.
    const next = page()
    const store = makeIdbChatStore(name, undefined, next.files)
    const loaded = await store.load(ME)
    expect(next.made).toHaveLength(1)
    expect(next.made[0]!.file.size).toBe(4)
    expect(loaded.revived).toEqual(["p1"])
    expect(loaded.outbox.map((m) => [m.id, m.picture?.url])).toEqual([["p1", next.made[0]!.url]])
    expect((await store.history(ME, PEER)).map((m) => m.picture?.url)).toEqual([next.made[0]!.url])
  })

  it("given a revived photo, when it is saved again under its fresh URL and then as sent with the server's URL, then the bytes stay while it waits and are dropped once it is sent", async () => {
    const name = freshName()
    await makeIdbChatStore(name, undefined, page({ [PICKED]: bytes }).files).save(ME, [], [photo("p1", PICKED)], [])
    const next = page()
    const store = makeIdbChatStore(name, undefined, next.files)
    const fresh = (await store.load(ME)).outbox[0]!
    await store.save(ME, [], [{ ...fresh, delivery: "pending" }], [])
    expect((await rows(name))[0]!.file).toBeInstanceOf(Blob)
    await store.save(ME, [], [{ ...fresh, id: "s1", delivery: "sent", picture: { url: "/media/uploads/p1.png", width: 2, height: 2 } }], ["p1"])
    const left = await rows(name)
    expect(left.map((r) => [r.messageId, "file" in r])).toEqual([["s1", false]])
    expect((await makeIdbChatStore(name, undefined, page().files).load(ME)).outbox).toEqual([])
  })

  it("given stored rows whose bytes are missing or not a Blob, when the database loads, then only the photo with a Blob is revived; the others keep their stored URL (bytes lost) and nothing throws", async () => {
    const name = freshName()
    const OTHER = "blob:http://app/other"
    await makeIdbChatStore(name, undefined, page({ [PICKED]: bytes }).files).save(
      ME,
      [],
      [photo("kept", PICKED, { at: T0 }), photo("gone", "blob:http://app/never-read", { at: T0 + 1 }), photo("bad", OTHER, { at: T0 + 2 })],
      [],
    )
    const db = await openChatDb(name)
    const bad = (await db.getAll("chatHistory")).find((r) => r.messageId === "bad")!
    await db.put("chatHistory", { ...bad, file: "not a blob" as unknown as Blob })
    db.close()
    const next = page()
    const loaded = await makeIdbChatStore(name, undefined, next.files).load(ME)
    expect(loaded.revived).toEqual(["kept"])
    expect(next.made.map((x) => x.file.size)).toEqual([4])
    expect(loaded.outbox.map((m) => [m.id, m.picture?.url])).toEqual([["kept", next.made[0]!.url], ["gone", "blob:http://app/never-read"], ["bad", OTHER]])
  })

  it("given a photo's bytes slow to read, when it is saved and at once saved again as sent, then the writes land in the order made: only the sent message is stored, with no bytes", async () => {
    const name = freshName()
    const slow = { ...page().files, readFile: () => new Promise<Blob>((done) => setTimeout(() => done(bytes), 30)) }
    const store = makeIdbChatStore(name, undefined, slow)
    const sent = photo("p1", "/media/uploads/p1.png", { id: "s1", delivery: "sent" })
    await Promise.all([store.save(ME, [], [photo("p1", PICKED)], []), store.save(ME, [], [sent], ["p1"])])
    expect((await rows(name)).map((r) => [r.messageId, r.message.delivery, "file" in r])).toEqual([["s1", "sent", false]])
  })

  it("given bytes the database cannot store, when the photo is saved, then the message is saved without them", async () => {
    const name = freshName()
    // A value IndexedDB cannot clone stands for a refused write of the bytes (quota, a browser without Blobs in rows).
    const unstorable = { size: 4, read: () => 1 } as unknown as Blob
    await makeIdbChatStore(name, undefined, page({ [PICKED]: unstorable }).files).save(ME, [conv()], [photo("p1", PICKED)], [])
    const stored = await rows(name)
    expect(stored.map((r) => [r.messageId, "file" in r])).toEqual([["p1", false]])
    expect((await makeIdbChatStore(name, undefined, page().files).load(ME)).conversations).toHaveLength(1)
  })
})
