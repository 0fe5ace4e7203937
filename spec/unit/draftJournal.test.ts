// Drafts across an unload (infrastructure/storage/draftJournal.ts): a save's drafts are in local storage
// before the database write starts (an unload may abort that write), leave it once the database has
// them, and a later load of the member puts an unwritten draft back over the stored conversation (set or
// cleared; a draftless save made while it loads does not hide it) and writes it; a newer save of the same chat is not undone by an older one finishing.
import { describe, expect, it } from "vitest"
import type { ConversationRecord } from "../../domain/messaging/message"
import type { ChatStore } from "../../domain/runtime/ports"
import { DRAFT_JOURNAL_KEY, withDraftJournal } from "../../infrastructure/storage/draftJournal"
import { memoryChatStore } from "../support/memoryChatStore"

type Store = ChatStore["Service"]

const memoryStorage = () => {
  const m = new Map<string, string>()
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k), map: m }
}
const conv = (peerId: string, draft?: string): ConversationRecord => ({
  peerId, croomId: `1-${peerId}`, name: `P${peerId}`, avatar: "", relation: 0, preview: null, at: 1_700_000_000_000, noReadCount: 0, status: 0, ...(draft !== undefined ? { draft } : {}),
})
/** A store whose writes never finish (the page went away during the IndexedDB transaction). */
const abortedWrites = (store: Store): Store => ({ ...store, save: () => new Promise<void>(() => undefined) })

describe("draft journal", () => {
  it("keeps a draft whose database write the unload cut off, and the next page load restores and writes it", async () => {
    const storage = memoryStorage()
    const db = memoryChatStore()
    await db.save("1", [conv("2"), conv("3", "old note")], [], [])
    // This page: the draft's save starts; the page goes away before IndexedDB has it.
    const leaving = withDraftJournal(abortedWrites(db), storage)
    void leaving.save("1", [conv("2", "typed just before the reload"), conv("3")], [], [])
    // Already in local storage, synchronously (no await between the call and this line).
    expect(JSON.parse(storage.getItem(DRAFT_JOURNAL_KEY)!)).toEqual({ "1": { "2": "typed just before the reload", "3": "" } })
    // The next page: the database still has the old drafts; the load puts the journaled ones over them.
    const next = withDraftJournal(db, storage)
    const loading = next.load("1")
    // Meanwhile the chat, opened on its own route, is saved before its draft is known (no draft).
    void next.save("1", [conv("2")], [], [])
    const loaded = await loading
    const byPeer = Object.fromEntries(loaded.conversations.map((c) => [c.peerId, c.draft]))
    expect(byPeer).toEqual({ "2": "typed just before the reload", "3": undefined })
    // ...and writes them, after which the journal is empty.
    await new Promise((r) => setTimeout(r, 0))
    expect(db.conversations.get("1")?.get("2")?.draft).toBe("typed just before the reload")
    expect(db.conversations.get("1")?.get("3")?.draft).toBeUndefined()
    expect(storage.getItem(DRAFT_JOURNAL_KEY)).toBeNull()
  })

  it("a finished write clears its entries, but not a newer save's of the same chat", async () => {
    const storage = memoryStorage()
    const db = memoryChatStore()
    let release = (): void => undefined
    const slow: Store = { ...db, save: (...a) => new Promise<void>((done) => (release = () => void db.save(...a).then(done))) }
    const j = withDraftJournal(slow, storage)
    const first = j.save("1", [conv("2", "a")], [], [])
    const firstRelease = release
    const second = j.save("1", [conv("2", "ab")], [], [])
    firstRelease()
    await first
    expect(JSON.parse(storage.getItem(DRAFT_JOURNAL_KEY)!)).toEqual({ "1": { "2": "ab" } })
    release()
    await second
    expect(storage.getItem(DRAFT_JOURNAL_KEY)).toBeNull()
    // Saves without conversations (messages only) do not touch local storage.
    const third = j.save("1", [], [], [])
    expect(storage.map.size).toBe(0)
    release()
    await third
    expect(storage.map.size).toBe(0)
  })
})
