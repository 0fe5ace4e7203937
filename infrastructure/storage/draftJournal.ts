// Drafts survive a page that goes away mid-write: a save that carries conversations first writes their
// drafts synchronously to local storage (`DRAFT_JOURNAL_KEY`), then the chat database (IndexedDB, whose
// transaction an unload can abort); once the database has them the entries go. The next load of the
// member puts what is still there over the stored conversations and saves them again (issue: a draft
// typed just before a reload or tab close). Invariant: an entry is never older than the database's draft.
import type { ChatStore } from "../../domain/runtime/ports"
import { defaultStorage, journalAt, type JournalStorage } from "./journal"

type Store = ChatStore["Service"]

/** Local storage key of the journal: JSON `{ [userId]: { [peerId]: draft } }` ("" = no draft). */
export const DRAFT_JOURNAL_KEY = "vidchat-draft-journal"

/**
 * The ChatStore `store` with drafts journaled in `storage` while their database write is under way, and
 * journaled drafts put back (and saved again) at the member's next `load`. Storage that is unavailable
 * or full leaves `store` as it is.
 */
export const withDraftJournal = (store: Store, storage: JournalStorage | null = defaultStorage()): Store => {
  /** Per "userId|peerId", the number of the newest save that journaled it: only that save's end clears it. */
  const latest = new Map<string, number>()
  let saves = 0
  const { read, write } = journalAt<string>(storage, DRAFT_JOURNAL_KEY, (_peerId, text) => (typeof text === "string" ? text : undefined))
  const save: Store["save"] = async (userId, conversations, messages, drop) => {
    const n = ++saves
    if (conversations.length > 0) {
      for (const c of conversations) latest.set(`${userId}|${c.peerId}`, n)
      write((j) => {
        const mine = (j[userId] ??= {})
        for (const c of conversations) mine[c.peerId] = c.draft ?? ""
      })
    }
    await store.save(userId, conversations, messages, drop)
    const done = conversations.filter((c) => latest.get(`${userId}|${c.peerId}`) === n)
    if (done.length === 0) return
    for (const c of done) latest.delete(`${userId}|${c.peerId}`)
    write((j) => {
      for (const c of done) delete j[userId]?.[c.peerId]
    })
  }
  return {
    ...store,
    save,
    load: async (userId) => {
      // Read when the load is asked, as the database orders it: a save made meanwhile (a chat opened on
      // its own route before the store loaded, its draft not known yet) must not hide the last page's draft.
      const journaled = read()[userId] ?? {}
      const loaded = await store.load(userId)
      if (Object.keys(journaled).length === 0) return loaded
      const changed: Array<(typeof loaded.conversations)[number]> = []
      const conversations = loaded.conversations.map((c) => {
        const text = journaled[c.peerId]
        if (text === undefined || text === (c.draft ?? "")) return c
        const { draft: _old, ...rest } = c
        const next = text === "" ? rest : { ...rest, draft: text }
        changed.push(next)
        return next
      })
      // Entries whose conversation is gone (deleted) or already stored as journaled are done with (not
      // one a save of this page has written since: that save clears its own).
      write((j) => {
        for (const peerId of Object.keys(journaled))
          if (!changed.some((c) => c.peerId === peerId) && !latest.has(`${userId}|${peerId}`) && j[userId]?.[peerId] === journaled[peerId]) delete j[userId]?.[peerId]
      })
      // The database catches up; until it has, the journal keeps them (a failure keeps them for next time).
      if (changed.length > 0) void save(userId, changed, [], []).catch(() => undefined)
      return { ...loaded, conversations }
    },
  }
}
