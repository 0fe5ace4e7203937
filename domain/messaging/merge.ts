// Draft helpers of the messaging recipe: effects of the current event, inserting messages (dedup by
// id, ordered by `at` then id), updating conversation entries, and unread counting (m§4, m§6).
// Message lists are MessageLists (./messageList.ts: chunked, persistent, never an immer draft): a chat
// may hold tens of thousands of messages, and every live message or older page touches its list.
import { freeze, type Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import type { ChatMessage } from "./message"
import { croomIdOf } from "./state"
import { MessageList } from "./messageList"
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

/** `save` of conversation `peerId` and each of `msgs` (a page of history: one pass, not one search per message). */
const saveMany = (m: D, e: AppEvent, peerId: string, msgs: ReadonlyArray<ChatMessage>): void => {
  const f = fx(m, e)
  if (!f.savePeers.includes(peerId)) f.savePeers.push(peerId)
  const known = new Set(f.saveIds.flatMap((x) => (x.peerId === peerId ? [x.id] : [])))
  for (const msg of msgs) {
    if (known.has(msg.id)) continue
    known.add(msg.id)
    f.saveIds.push({ peerId, id: msg.id })
  }
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

/**
 * The messages with `peerId` (a MessageList: never an immer draft, immer does not draft it); what the
 * list holds now, changes made earlier in this recipe included. A list that lost its class (a structured
 * clone, a state read from JSON) is read as one.
 */
export const plainList = (m: D | MessagingState, peerId: string): MessageList => MessageList.from(m.messages[peerId] as MessageList | undefined)

/**
 * Replaces the list of `peerId` with `list` (`fresh` are its messages not taken from a list of the
 * state). The fresh messages are frozen here: the list freezes itself, and the kernel's freezing of a new
 * state does not walk into a list, so the state's messages are frozen without walking every message.
 */
export const setList = (m: D, peerId: string, list: MessageList, fresh: Iterable<ChatMessage> = []): void => {
  for (const msg of fresh) freeze(msg, true)
  ;(m.messages as Record<string, MessageList>)[peerId] = list
}

/** Replaces message `index` of `peerId`'s list with a copy changed by `patch` (one chunk copied). */
export const patchMessage = (m: D, peerId: string, index: number, patch: Partial<ChatMessage>): void => {
  const list = plainList(m, peerId)
  const msg = list.at(index)
  if (msg === undefined) return
  const changed = { ...msg, ...patch }
  setList(m, peerId, list.with(index, changed), [changed])
}

/** Index of message `id` in the peer's list, or -1. */
export const indexOf = (m: D, peerId: string, id: string): number => indexIn(plainList(m, peerId), id)

/** Index of message `id` in `list`, or -1; searched from the newest (the message just written or received, usually). */
export const indexIn = (list: MessageList, id: string): number => list.findLastIndex((x) => x.id === id)

/** The ids and own-message client ids of one message list (see {@link idsOf}). */
interface ListIds {
  readonly ids: Set<string>
  readonly clientIds: Set<string>
}

/**
 * Per message list, its ids and client ids: a memo keyed by the list (lists are never changed in place),
 * handed on to the list a merge makes from it, so a live message into a chat of n messages is checked
 * for duplicates in O(1) instead of a scan of n. A list reached otherwise (a page load, an older
 * state, a list with a message changed or dropped) is indexed once, O(n).
 */
const listIds = new WeakMap<MessageList, ListIds>()

/** The ids of `list` (from the memo, else indexed now). */
const idsOf = (list: MessageList): ListIds => {
  const known = listIds.get(list)
  if (known !== undefined) return known
  const fresh: ListIds = { ids: new Set(), clientIds: new Set() }
  for (const x of list) {
    fresh.ids.add(x.id)
    if (x.clientId !== null) fresh.clientIds.add(x.clientId)
  }
  listIds.set(list, fresh)
  return fresh
}

/**
 * Merges `msgs` into `list` (ordered by `at` then id): a message is dropped when its id, or for an own
 * message its client id, is in `list` or earlier in `msgs`; the others go in by time then id. The
 * result equals inserting them one by one (scanning from the end, after the last message not newer).
 * Only the messages from where the oldest added one goes are rebuilt (a live message: the last chunk).
 * Returns the new list and the messages added (in the order given), or null when none was added
 * (`list` unchanged).
 */
export const mergeMessages = (
  list: MessageList,
  msgs: ReadonlyArray<ChatMessage>,
): { readonly list: MessageList; readonly added: ChatMessage[] } | null => {
  const known = idsOf(list)
  const added: ChatMessage[] = []
  const newIds = new Set<string>()
  const newClientIds = new Set<string>()
  for (const msg of msgs) {
    if (known.ids.has(msg.id) || newIds.has(msg.id)) continue
    if (msg.clientId !== null && (known.clientIds.has(msg.clientId) || newClientIds.has(msg.clientId))) continue
    newIds.add(msg.id)
    if (msg.clientId !== null) newClientIds.add(msg.clientId)
    added.push(msg)
  }
  if (added.length === 0) return null
  // Newest first; ties cannot happen (ids are unique by now). The messages of `list` newer than the
  // oldest incoming (the tail from `start`) and the incoming are merged from the end into `out`, which
  // replaces the list from `start` on.
  const incoming = added.length === 1 ? added : added.slice().sort((a, b) => (before(a, b) ? 1 : before(b, a) ? -1 : 0))
  const oldest = incoming[incoming.length - 1]!
  let start = list.length
  while (start > 0 && before(oldest, list.at(start - 1)!)) start--
  const tail = list.tailFrom(start)
  const out = tail.concat(incoming)
  let i = tail.length - 1
  let k = out.length - 1
  for (const msg of incoming) {
    while (i >= 0 && before(msg, tail[i]!)) out[k--] = tail[i--]!
    out[k--] = msg
  }
  const next = list.withTail(start, out)
  // The ids move on to the new list; the old one is indexed again if it is ever merged into.
  for (const id of newIds) known.ids.add(id)
  for (const id of newClientIds) known.clientIds.add(id)
  listIds.delete(list)
  listIds.set(next, known)
  return { list: next, added }
}

/**
 * Inserts `msg` in order unless a message with its id (or, for own messages, its client id) is
 * there; true when inserted.
 */
export const insert = (m: D, msg: ChatMessage): boolean => {
  const merged = mergeMessages(plainList(m, msg.peerId), [msg])
  if (merged === null) return false
  setList(m, msg.peerId, merged.list, merged.added)
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
 * The peer whose chat the member sees now: the open chat while the page is visible, else null (a chat
 * open in a hidden tab is not seen; its messages stay unread until the page shows again).
 */
export const seenPeerId = (d: Draft<AppState>): string | null => (d.connectivity.pageVisible ? d.messaging.openPeerId : null)

/**
 * m§4 a live message arrived: inserted once; counts as unread when incoming, not read and not in the
 * seen chat (open on a visible page); in the seen chat it is marked read on the server; a sound plays
 * when it is incoming and not from the seen chat. Returns whether it was new.
 */
export const receive = (d: Draft<AppState>, e: AppEvent, msg: ChatMessage): boolean => {
  const m = d.messaging
  const open = seenPeerId(d) === msg.peerId
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
 * History merge (m§4): each message inserted once (types 3/4/7 already filtered by the caller), in one
 * pass over the list however long it is; does not change unread counts (the server list is the source
 * of those); in the seen chat they are read. Returns how many were new.
 */
export const mergeHistory = (d: Draft<AppState>, e: AppEvent, peerId: string, msgs: ReadonlyArray<ChatMessage>, persist: boolean): number => {
  const m = d.messaging
  const open = seenPeerId(d) === peerId
  const kept: ChatMessage[] = []
  for (const msg of msgs) {
    if (msg.peerId !== peerId) continue
    const read = msg.mine || open || msg.read
    kept.push(read === msg.read ? msg : { ...msg, read })
  }
  const merged = mergeMessages(plainList(m, peerId), kept)
  if (merged === null) return 0
  setList(m, peerId, merged.list, merged.added)
  const c = ensureConversation(m, m.owner, peerId, merged.added[0]!.at)
  for (const msg of merged.added) touchPreview(c, msg)
  if (persist) saveMany(m, e, peerId, merged.added)
  return merged.added.length
}

/** Shows a messaging notice raised by `e`: its reason, told in the member's language by the view (m§8). */
export const notice = (d: Draft<AppState>, e: AppEvent, reason: ImNoticeReason): void => {
  d.messaging.notice = { id: e.seq, reason }
}

/**
 * The newest server-stamped message time with `peerId` (the `since` of a history fetch), or 0. Own
 * messages written here carry this device's clock, so they do not count (a skewed clock could skip a gap).
 */
export const lastSeen = (m: MessagingState, peerId: string): number => {
  const list = plainList(m, peerId)
  return list.at(list.findLastIndex((x) => x.clientId === null))?.at ?? 0
}
