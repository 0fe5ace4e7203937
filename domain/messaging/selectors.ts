// Reads of messaging for views. Derived lists are memoised on the slice objects they read, so a view
// re-renders only when those change (useSyncExternalStore compares by identity).
import type { AppState } from "../app/types"
import { ONLINE_STATUS, TIMESTAMP_GAP_MS } from "../constants"
import { listOf, memo1 } from "./barSelectors"
import { plainList } from "./merge"
import { MessageList, type MessageSeq } from "./messageList"
import type { Conversation, OutboxEntry, Upload } from "./state"

// The IM bar's reads (unread counts, panel, notices) live in ./barSelectors, without the message lists:
// the bar is in the startup (issue 14).
export { selectGoldDialog, selectImNotice, selectImPanel, selectImPanelShown, selectUnreadAvatars, selectUnreadTotal } from "./barSelectors"

/** A conversation as the message list shows it: `online` is true for a§3 status 2 (presence first). */
export interface ConversationView extends Conversation {
  readonly online: boolean
}

const withOnline = memo1(
  (inp: { list: ReadonlyArray<Conversation>; statuses: Readonly<Record<string, number>> }): ReadonlyArray<ConversationView> =>
    inp.list.map((c) => ({ ...c, online: (inp.statuses[c.peerId] ?? c.status) === ONLINE_STATUS })),
)
let lastPair: { list: ReadonlyArray<Conversation>; statuses: Readonly<Record<string, number>> } | null = null

/** m§2 message list: conversations newest first, with the online dot. */
export const selectConversations = (s: AppState): ReadonlyArray<ConversationView> => {
  const list = listOf(s.messaging.conversations)
  if (!lastPair || lastPair.list !== list || lastPair.statuses !== s.presence.statuses) lastPair = { list, statuses: s.presence.statuses }
  return withOnline(lastPair)
}

/** The open conversation (its entry), or null. */
export const selectOpenConversation = (s: AppState): Conversation | null =>
  s.messaging.openPeerId === null ? null : (s.messaging.conversations[s.messaging.openPeerId] ?? null)

/** Peer id of the open chat, or null. */
export const selectOpenPeerId = (s: AppState): string | null => s.messaging.openPeerId

/** Messages of the open chat, oldest first (the state's chunked list, ./messageList.ts; never copied). */
export const selectOpenMessages = (s: AppState): MessageSeq =>
  s.messaging.openPeerId === null ? MessageList.empty : plainList(s.messaging, s.messaging.openPeerId)

/** m§2: whether to show a timestamp above message `i` of `list` (first, or > 5 min after the previous). */
export const showTimestampAt = (list: MessageSeq, i: number): boolean =>
  i === 0 || (list.at(i)!.at - list.at(i - 1)!.at > TIMESTAMP_GAP_MS)

/** m§5 translate toggle. */
export const selectTranslate = (s: AppState): boolean => s.messaging.translate

/** m§2 coin banner visible in the message list. */
export const selectCoinBannerVisible = (s: AppState): boolean => s.messaging.coinBanner.visible

/** Upload of own image message `clientId` (progress loaded/total bytes), or null. */
export const selectUpload = (clientId: string) => (s: AppState): Upload | null => s.messaging.uploads[clientId] ?? null

/** Outbox entry of own message `clientId` (attempts), or null once sent. */
export const selectOutboxEntry = (clientId: string) => (s: AppState): OutboxEntry | null => s.messaging.outbox[clientId] ?? null

/** Whether sending is possible in the open chat: signed in, a chat open, and not a system peer. */
export const selectCanSend = (s: AppState): boolean =>
  s.session.token !== "" && s.messaging.openPeerId !== null && !s.messaging.openPeerId.startsWith("-")

/** m§2: peers with a negative id (system or anonymous) have the more-menu and profile jumps disabled. */
export const isSystemPeer = (peerId: string): boolean => Number(peerId) < 0

/**
 * m§2 the open chat's pending friend-request bar: shown while the peer's relation is 3 (a request from
 * them) and the member has not closed it; `busy` while the accept is on its way. null when not shown.
 */
export const selectOpenRequest = (s: AppState): { readonly busy: boolean } | null => {
  const m = s.messaging
  const peer = m.openPeerId
  if (peer === null || isSystemPeer(peer) || m.conversations[peer]?.relation !== 3 || m.requests.dismissed.includes(peer)) return null
  return m.requests.accepting[peer] !== undefined ? BUSY : IDLE
}
const BUSY = { busy: true } as const
const IDLE = { busy: false } as const

/**
 * The open chat's older-history row (m§3, m§7, m§8): "loading" while an older page is on its way, "retry"
 * after a failed page (a quiet row that retries), "start" once the gateway answered with no more pages,
 * else "more" (older pages may exist).
 */
export type OlderHistory = "loading" | "retry" | "start" | "more"
export const selectOlderHistory = (s: AppState): OlderHistory => {
  const m = s.messaging
  const h = m.openPeerId === null ? undefined : m.history[m.openPeerId]
  if (!h) return "more"
  return h.loading !== null ? "loading" : h.start ? "start" : h.failed ? "retry" : "more"
}

/** The draft kept for the chat with `peerId` ("" when none). */
export const selectDraft = (peerId: string) => (s: AppState): string => s.messaging.conversations[peerId]?.draft ?? ""
