// Own messages on their way survive a page that goes away right after they were written (m§5: a message
// being sent is kept until the server has it). The chat database keeps the outbox, but its write is an
// IndexedDB transaction that an unload (a reload, a closed tab) aborts when it has not finished, and on a
// busy device the request may not have gone out either: the message was then lost (an e2e run under CI
// load, send then reload, showed "No messages yet" after it). So a save that carries own unsent messages
// first writes them synchronously to local storage (`OUTBOX_JOURNAL_KEY`), then the database; once the
// database has them the entries go. The member's next load adds what is still there to the unsent
// messages it returns (the domain queues them again; clientMsgId makes a second send of one the server
// already had harmless) and saves them again. Photos on a picked file's blob: URL are not journaled: their
// bytes cannot go to local storage, and the database keeps those (./keptPhotos.ts).
import * as Schema from "effect/Schema"
import type { ChatMessage as ChatMessageType } from "../../domain/messaging/message"
import { ChatMessage } from "../../domain/messaging/message"
import type { ChatStore } from "../../domain/runtime/ports"
import { defaultStorage, journalAt, type JournalStorage } from "./journal"

type Store = ChatStore["Service"]

/** Local storage key of the journal: JSON `{ [userId]: { [clientId]: ChatMessage } }`. */
export const OUTBOX_JOURNAL_KEY = "vidchat-outbox-journal"

const decodeMessage = Schema.decodeUnknownOption(ChatMessage)

/** An own message not yet sent whose content local storage can hold (not a photo on a blob: URL). */
const journaled = (m: ChatMessageType): boolean => m.mine && m.clientId !== null && m.delivery !== "sent" && !(m.picture?.url ?? "").startsWith("blob:")

/**
 * The ChatStore `store` with own unsent messages journaled in `storage` while their database write is
 * under way, and journaled ones added to the member's next `load` (and saved again). Storage that is
 * unavailable or full leaves `store` as it is.
 */
export const withOutboxJournal = (store: Store, storage: JournalStorage | null = defaultStorage()): Store => {
  /** Per "userId|clientId", the number of the newest save that journaled it: only that save's end clears it. */
  const latest = new Map<string, number>()
  let saves = 0
  // An entry is an own unsent message stored under its own client id; anything else is left out.
  const { read, write } = journalAt<ChatMessageType>(storage, OUTBOX_JOURNAL_KEY, (clientId, raw) => {
    const m = decodeMessage(raw)
    return m._tag === "Some" && journaled(m.value) && m.value.clientId === clientId ? m.value : undefined
  })
  const save: Store["save"] = async (userId, conversations, messages, drop) => {
    const n = ++saves
    const unsent = messages.filter(journaled)
    // Sent now, or dropped: no longer to be sent again after a reload.
    const done = new Set([...messages.filter((m) => m.clientId !== null && !journaled(m)).map((m) => m.clientId!), ...drop])
    if (unsent.length > 0 || done.size > 0) {
      for (const m of unsent) latest.set(`${userId}|${m.clientId}`, n)
      for (const id of done) latest.delete(`${userId}|${id}`)
      write((j) => {
        const mine = (j[userId] ??= {})
        for (const m of unsent) mine[m.clientId!] = m
        for (const id of done) delete mine[id]
        // A dropped message may be named by its server id: its journaled copy goes too.
        for (const [clientId, m] of Object.entries(mine)) if (done.has(m.id)) delete mine[clientId]
      })
    }
    await store.save(userId, conversations, messages, drop)
    const written = unsent.filter((m) => latest.get(`${userId}|${m.clientId}`) === n)
    if (written.length === 0) return
    for (const m of written) latest.delete(`${userId}|${m.clientId}`)
    write((j) => {
      for (const m of written) delete j[userId]?.[m.clientId!]
    })
  }
  return {
    ...store,
    save,
    // A deleted conversation takes its unsent messages with it (the domain drops them from the outbox).
    remove: async (userId, peerId) => {
      for (const m of Object.values(read()[userId] ?? {})) if (m.peerId === peerId) latest.delete(`${userId}|${m.clientId}`)
      write((j) => {
        for (const [clientId, m] of Object.entries(j[userId] ?? {})) if (m.peerId === peerId) delete j[userId]![clientId]
      })
      await store.remove(userId, peerId)
    },
    load: async (userId) => {
      // Read when the load is asked, as the database orders it (a save made meanwhile clears its own).
      const journal = read()[userId] ?? {}
      const loaded = await store.load(userId)
      const known = new Set(loaded.outbox.flatMap((m) => (m.clientId === null ? [] : [m.clientId])))
      const missing = Object.values(journal).filter((m) => !known.has(m.clientId!))
      // Entries the database has as unsent already are done with (not one a save of this page journaled since).
      write((j) => {
        for (const id of known) if (!latest.has(`${userId}|${id}`)) delete j[userId]?.[id]
      })
      if (missing.length === 0) return loaded
      // The database catches up; until it has, the journal keeps them (a failure keeps them for next time).
      void save(userId, [], missing, []).catch(() => undefined)
      return { ...loaded, outbox: [...loaded.outbox, ...missing].sort((a, b) => a.at - b.at) }
    },
  }
}
