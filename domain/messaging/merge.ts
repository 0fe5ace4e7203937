// Draft helpers of the messaging recipe: effects of the current event, inserting messages (dedup by
// id, ordered by `at` then id), updating conversation entries, and unread counting (m§4, m§6).
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { croomIdOf, type ChatMessage } from "./message"
import type { Conversation, ImEffects, ImNoticeReason, MessagingState } from "./state"

type D = Draft<MessagingState>

const noEffects = (by: number): ImEffects => ({
  by,
  savePeers: [],
  saveIds: [],
  markRead: [],
  sound: false,
  send: null,
  uploads: [],
  retry: [],
  dropIds: [],
  badge: false,
  load: false,
  disconnect: false,
})

/** The effects record of event `e` (created on first use). */
export const fx = (m: D, e: AppEvent): Draft<ImEffects> => {
  if (m.fx === null || m.fx.by !== e.seq) m.fx = noEffects(e.seq) as Draft<ImEffects>
  return m.fx
}

/** Asks react to save conversation `peerId`'s entry and, when given, message `id`. */
export const save = (m: D, e: AppEvent, peerId: string, id?: string): void => {
  const f = fx(m, e)
  if (!f.savePeers.includes(peerId)) f.savePeers.push(peerId)
  if (id !== undefined && !f.saveIds.some((x) => x.peerId === peerId && x.id === id)) f.saveIds.push({ peerId, id })
}

/** The conversation entry of `peerId`, created empty (at = `at`) when missing. */
export const ensureConversation = (m: D, me: string, peerId: string, at: number): Draft<Conversation> => {
  const c = m.conversations[peerId]
  if (c) return c
  const fresh: Conversation = { peerId, croomId: croomIdOf(me, peerId), name: "", avatar: "", relation: 0, preview: null, at, noReadCount: 0, status: 0 }
  m.conversations[peerId] = fresh as Draft<Conversation>
  return m.conversations[peerId]!
}

const before = (a: ChatMessage, b: ChatMessage): boolean => a.at < b.at || (a.at === b.at && a.id < b.id)

/** Index of message `id` in the peer's list, or -1. */
export const indexOf = (m: D, peerId: string, id: string): number => (m.messages[peerId] ?? []).findIndex((x) => x.id === id)

/**
 * Inserts `msg` in order unless a message with its id (or, for own messages, its client id) is
 * there; true when inserted.
 */
export const insert = (m: D, msg: ChatMessage): boolean => {
  const list = (m.messages[msg.peerId] ??= [])
  if (list.some((x) => x.id === msg.id || (msg.clientId !== null && x.clientId === msg.clientId))) return false
  let i = list.length
  while (i > 0 && before(msg, list[i - 1] as ChatMessage)) i--
  list.splice(i, 0, msg as Draft<ChatMessage>)
  return true
}

/** Moves the conversation's preview and time to `msg` when it is the newest. */
export const touchPreview = (c: Draft<Conversation>, msg: ChatMessage): void => {
  if (c.preview === null || msg.at >= c.at) {
    c.preview = { kind: msg.kind, text: msg.kind === "txt" ? msg.text : "" }
    c.at = Math.max(c.at, msg.at)
  }
}

/**
 * m§4 a live message arrived: inserted once; counts as unread when incoming, not read and not in the
 * open chat; in the open chat it is marked read on the server; a sound plays when it is incoming and
 * not from the open chat. Returns whether it was new.
 */
export const receive = (d: Draft<AppState>, e: AppEvent, msg: ChatMessage): boolean => {
  const m = d.messaging
  const open = m.openPeerId === msg.peerId
  const stored: ChatMessage = !msg.mine && open ? { ...msg, read: true } : msg
  if (!insert(m, stored)) return false
  const c = ensureConversation(m, m.owner, msg.peerId, msg.at)
  touchPreview(c, stored)
  if (!stored.mine && !stored.read) c.noReadCount += 1
  if (!stored.mine && open) {
    const f = fx(m, e)
    if (!f.markRead.includes(msg.peerId)) f.markRead.push(msg.peerId)
  }
  if (!stored.mine && !open) fx(m, e).sound = true
  save(m, e, msg.peerId, stored.id)
  return true
}

/**
 * History merge (m§4): each message inserted once (types 3/4/7 already filtered by the caller);
 * does not change unread counts (the server list is the source of those). Returns how many were new.
 */
export const mergeHistory = (d: Draft<AppState>, e: AppEvent, peerId: string, msgs: ReadonlyArray<ChatMessage>, persist: boolean): number => {
  const m = d.messaging
  let n = 0
  for (const msg of msgs) {
    if (msg.peerId !== peerId) continue
    const read = msg.mine || m.openPeerId === peerId || msg.read
    if (insert(m, { ...msg, read })) {
      n++
      touchPreview(ensureConversation(m, m.owner, peerId, msg.at), msg)
      if (persist) save(m, e, peerId, msg.id)
    }
  }
  return n
}

/** Shows a messaging notice raised by `e` (the server's text, when given, wins over the reason's). */
export const notice = (d: Draft<AppState>, e: AppEvent, reason: ImNoticeReason, text = ""): void => {
  d.messaging.notice = { id: e.seq, reason, text }
}

/**
 * The newest server-stamped message time with `peerId` (the `since` of a history fetch), or 0. Own
 * messages written here carry this device's clock, so they do not count (a skewed clock could skip a gap).
 */
export const lastSeen = (m: MessagingState, peerId: string): number => {
  const list = m.messages[peerId] ?? []
  for (let i = list.length - 1; i >= 0; i--) if (list[i]!.clientId === null) return list[i]!.at
  return 0
}
