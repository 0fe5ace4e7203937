// A ChatStore in memory with the IndexedDB adapter's semantics (rows per member, upsert by message id
// and by conversation, own unsent messages in `load`), plus `fail` to make the next calls reject.
import type { ChatMessage, ConversationRecord } from "../../domain/messaging/message"
import type { ChatStore } from "../../domain/runtime/ports"
import { pageOf } from "../../infrastructure/storage/chatDb"

/** A memory chat store; `messages`/`conversations` by member then key, for inspection. */
export const memoryChatStore = () => {
  const messages = new Map<string, Map<string, ChatMessage>>()
  const conversations = new Map<string, Map<string, ConversationRecord>>()
  let failures = 0
  const of = <V>(m: Map<string, Map<string, V>>, userId: string) => {
    let x = m.get(userId)
    if (!x) m.set(userId, (x = new Map()))
    return x
  }
  const gate = async () => {
    if (failures > 0) {
      failures--
      throw new Error("memory chat store: scripted failure")
    }
  }
  const byTime = (a: ChatMessage, b: ChatMessage) => a.at - b.at || (a.id < b.id ? -1 : 1)
  let watch: { readonly userId: string; readonly onRead: (peerId: string) => void } | null = null
  const api: ChatStore["Service"] = {
    watchReads: (userId, onRead) => {
      watch = { userId, onRead }
    },
    load: async (userId) => {
      await gate()
      return {
        conversations: [...of(conversations, userId).values()].sort((a, b) => b.at - a.at),
        outbox: [...of(messages, userId).values()].filter((m) => m.mine && m.clientId !== null && m.delivery !== "sent").sort(byTime),
      }
    },
    history: async (userId, peerId) => {
      await gate()
      return [...of(messages, userId).values()].filter((m) => m.peerId === peerId).sort(byTime)
    },
    page: async (userId, peerId, before, limit) => {
      await gate()
      return pageOf([...of(messages, userId).values()].filter((m) => m.peerId === peerId), before, limit)
    },
    save: async (userId, cs, ms, drop) => {
      await gate()
      const mm = of(messages, userId)
      for (const id of drop) mm.delete(id)
      for (const m of ms) mm.set(m.id, m)
      for (const c of cs) of(conversations, userId).set(c.peerId, c)
    },
    markRead: async (userId, peerId) => {
      await gate()
      const mm = of(messages, userId)
      for (const [k, m] of mm) if (m.peerId === peerId && !m.read) mm.set(k, { ...m, read: true })
    },
    remove: async (userId, peerId) => {
      await gate()
      const mm = of(messages, userId)
      for (const [k, m] of mm) if (m.peerId === peerId) mm.delete(k)
      of(conversations, userId).delete(peerId)
    },
  }
  /** Another tab of member `userId` marked the conversation with `peerId` read (reported to the watch of that member). */
  const readInOtherTab = (userId: string, peerId: string): void => {
    for (const [k, m] of of(messages, userId)) if (m.peerId === peerId && !m.read) of(messages, userId).set(k, { ...m, read: true })
    if (watch?.userId === userId) watch.onRead(peerId)
  }
  return { ...api, messages, conversations, readInOtherTab, failNext: (n = 1) => void (failures = n) }
}
export type MemoryChatStore = ReturnType<typeof memoryChatStore>
