// Own messages on their way across an unload (infrastructure/storage/outboxJournal.ts; m§5: a message
// being sent is kept until the server has it): a save's unsent own messages are in local storage before
// the database write starts (an unload may abort that write), leave it once the database has them, and
// the member's next load returns one the database never got among the unsent messages and writes it.
// A message sent (acknowledged) or dropped leaves the journal; a deleted conversation takes its unsent
// messages along; a photo on a blob: URL is not journaled (its bytes cannot be); what is not a message
// in the stored journal is left out.
import { describe, expect, it } from "vitest"
import type { ChatMessage } from "../../domain/messaging/message"
import type { ChatStore } from "../../domain/runtime/ports"
import { OUTBOX_JOURNAL_KEY, withOutboxJournal } from "../../infrastructure/storage/outboxJournal"
import { memoryChatStore } from "../support/memoryChatStore"

type Store = ChatStore["Service"]

const memoryStorage = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), map: m }
}
/** An own message to `peerId`, pending under client id `clientId`. */
const own = (clientId: string, peerId = "2", over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: clientId, clientId, peerId, senderId: "1", mine: true, kind: "txt", type: 1, typeValue: 0, text: `hello ${clientId}`, translation: null, giftId: null,
  giftStar: null, picture: null, addType: null, accept: null, call: null, at: 1_700_000_000_000, read: true, delivery: "pending", ...over,
})
/** A store whose writes never finish (the page went away during the IndexedDB transaction). */
const abortedWrites = (store: Store): Store => ({ ...store, save: () => new Promise<void>(() => undefined) })
const journal = (storage: ReturnType<typeof memoryStorage>) => JSON.parse(storage.getItem(OUTBOX_JOURNAL_KEY) ?? "{}") as Record<string, Record<string, ChatMessage>>
const settle = () => new Promise((r) => setTimeout(r, 0))

describe("outbox journal", () => {
  it("keeps an unsent message whose database write the unload cut off; the next load returns it as unsent and writes it", async () => {
    const storage = memoryStorage()
    const db = memoryChatStore()
    const leaving = withOutboxJournal(abortedWrites(db), storage)
    void leaving.save("1", [], [own("c1")], [])
    // Already in local storage, synchronously (no await between the call and this line).
    expect(Object.keys(journal(storage)["1"] ?? {})).toEqual(["c1"])
    const next = withOutboxJournal(db, storage)
    const loaded = await next.load("1")
    expect(loaded.outbox.map((m) => [m.clientId, m.text, m.delivery])).toEqual([["c1", "hello c1", "pending"]])
    await settle()
    expect(db.messages.get("1")?.get("c1")?.text).toBe("hello c1")
    expect(storage.getItem(OUTBOX_JOURNAL_KEY)).toBeNull()
  })

  it("a finished write clears its entries; one the database already has is not returned twice", async () => {
    const storage = memoryStorage()
    const db = memoryChatStore()
    const j = withOutboxJournal(db, storage)
    await j.save("1", [], [own("c1"), own("c2", "3")], [])
    expect(storage.getItem(OUTBOX_JOURNAL_KEY)).toBeNull()
    // Journaled by a page whose write was cut off, though an earlier write had stored it: returned once.
    void withOutboxJournal(abortedWrites(db), storage).save("1", [], [own("c1")], [])
    const loaded = await withOutboxJournal(db, storage).load("1")
    expect(loaded.outbox.map((m) => m.clientId).sort()).toEqual(["c1", "c2"])
    expect(storage.getItem(OUTBOX_JOURNAL_KEY)).toBeNull()
  })

  it("a message the server acknowledged, or one dropped, leaves the journal even when that write is cut off", async () => {
    const storage = memoryStorage()
    const cut = withOutboxJournal(abortedWrites(memoryChatStore()), storage)
    void cut.save("1", [], [own("c1"), own("c2"), own("c3")], [])
    void cut.save("1", [], [own("c1", "2", { id: "9001", delivery: "sent" })], ["c2"])
    expect(Object.keys(journal(storage)["1"] ?? {})).toEqual(["c3"])
  })

  it("a deleted conversation takes its unsent messages along; a photo on a blob: URL and stored junk are not returned", async () => {
    const storage = memoryStorage()
    const db = memoryChatStore()
    const cut = withOutboxJournal(abortedWrites(db), storage)
    const photo = own("p1", "2", { kind: "img", picture: { url: "blob:https://app.test/1", width: 10, height: 10 } })
    void cut.save("1", [], [own("c1", "2"), own("c2", "3"), photo], [])
    expect(Object.keys(journal(storage)["1"] ?? {}).sort()).toEqual(["c1", "c2"])
    await withOutboxJournal(db, storage).remove("1", "2")
    storage.setItem(OUTBOX_JOURNAL_KEY, JSON.stringify({ ...journal(storage), "1": { ...journal(storage)["1"], x: { text: "not a message" }, c9: own("c8") } }))
    const loaded = await withOutboxJournal(db, storage).load("1")
    expect(loaded.outbox.map((m) => m.clientId)).toEqual(["c2"])
  })
})
