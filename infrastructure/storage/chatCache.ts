// The chat database's in-memory copy of the conversations it has read whole (a `history` read, or a
// conversation with rows from before time keys, which only a whole read orders): one read of a
// conversation, then every older page is a binary search of its sorted messages. The adapter keeps each copy equal to what it writes (saves, drops, read marks,
// deletes); another tab's writes drop the copy through a BroadcastChannel, so the next read is fresh.
// Every write (here or in another tab) is counted: a read that a write overtook is not kept as the copy.
import type { ChatMessage } from "../../domain/messaging/message"

const byTime = (a: ChatMessage, b: ChatMessage): number => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

/** One conversation of one member: its messages by id, and sorted (by time, then id) when asked. */
interface Entry {
  readonly byId: Map<string, ChatMessage>
  sorted: ChatMessage[] | null
}

/** The copies by "member|croomId". */
export interface ChatCache {
  /** The member's messages of conversation `croomId` in time order (then id), or null when not read yet. */
  readonly sorted: (userId: string, croomId: string) => ReadonlyArray<ChatMessage> | null
  /** Writes seen so far (saves, read marks, deletes, other tabs' writes): taken before a read starts. */
  readonly writes: () => number
  /**
   * Keeps `messages` (all of the conversation, read by a read that started when {@link writes} was
   * `since`) as the copy; false (nothing kept) when a write was seen since, as the read may not have it.
   */
  readonly fill: (userId: string, croomId: string, messages: ReadonlyArray<ChatMessage>, since: number) => boolean
  /** Messages saved (by id: added or replaced) and ids dropped, in conversations already copied. */
  readonly saved: (userId: string, croomIdOf: (m: ChatMessage) => string, messages: ReadonlyArray<ChatMessage>, drop: ReadonlyArray<string>) => void
  /** Every message of the conversation marked read. */
  readonly markedRead: (userId: string, croomId: string) => void
  /** The copy of a conversation dropped (deleted here, or written by another tab). */
  readonly forget: (userId: string, croomId: string) => void
  /** Tells the other tabs that this one wrote conversation `croomId` of `userId` (`readPeerId`: by marking its messages from that peer read). */
  readonly announce: (userId: string, croomId: string, readPeerId?: string) => void
  /** Calls `listener` for each conversation (member, peer) another tab marks read; replaces the previous listener (null: none). */
  readonly onReadElsewhere: (listener: ((userId: string, peerId: string) => void) | null) => void
}

/** A cache for database `name`; `channel` (BroadcastChannel where the platform has it) links the tabs. */
export const makeChatCache = (name: string): ChatCache => {
  const entries = new Map<string, Entry>()
  const key = (userId: string, croomId: string) => `${userId}|${croomId}`
  let writes = 0
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(`chat-db:${name}`) : null
  let readListener: ((userId: string, peerId: string) => void) | null = null
  channel?.addEventListener("message", (e: MessageEvent<unknown>) => {
    const m = e.data as { userId?: unknown; croomId?: unknown; readPeerId?: unknown } | null
    if (m && typeof m.userId === "string" && typeof m.croomId === "string") {
      writes++
      entries.delete(key(m.userId, m.croomId))
      if (typeof m.readPeerId === "string") readListener?.(m.userId, m.readPeerId)
    }
  })
  // A channel keeps a Node process alive (tests, scripts); a page does not care.
  ;(channel as { unref?: () => void } | null)?.unref?.()
  return {
    sorted: (userId, croomId) => {
      const e = entries.get(key(userId, croomId))
      if (!e) return null
      e.sorted ??= [...e.byId.values()].sort(byTime)
      return e.sorted
    },
    writes: () => writes,
    fill: (userId, croomId, messages, since) => {
      if (since !== writes) return false
      entries.set(key(userId, croomId), { byId: new Map(messages.map((m) => [m.id, m])), sorted: null })
      return true
    },
    saved: (userId, croomIdOf, messages, drop) => {
      // A save of conversation entries alone (an unread count, a draft) leaves every copy as it is.
      if (messages.length + drop.length === 0) return
      writes++
      if (entries.size === 0) return
      const touched = new Set<Entry>()
      for (const m of messages) {
        const e = entries.get(key(userId, croomIdOf(m)))
        if (!e) continue
        e.byId.set(m.id, m)
        touched.add(e)
      }
      for (const id of drop)
        for (const [k, e] of entries)
          if (k.startsWith(`${userId}|`) && e.byId.delete(id)) touched.add(e)
      for (const e of touched) e.sorted = null
    },
    markedRead: (userId, croomId) => {
      writes++
      const e = entries.get(key(userId, croomId))
      if (!e) return
      for (const [id, m] of e.byId) if (!m.read) e.byId.set(id, { ...m, read: true })
      e.sorted = null
    },
    forget: (userId, croomId) => {
      writes++
      entries.delete(key(userId, croomId))
    },
    announce: (userId, croomId, readPeerId) => channel?.postMessage(readPeerId !== undefined ? { userId, croomId, readPeerId } : { userId, croomId }),
    onReadElsewhere: (listener) => {
      readListener = listener
    },
  }
}
