// The messaging slice (m§2 IM bar/panel/message list/chat panel, m§4 incoming handling and unread, m§5
// sending): conversations, the open chat, messages per conversation, the durable outbox, uploads,
// translate toggle, coin banner, dialogs, and the real-time connection as messaging sees it.
// Invariants: a message id appears at most once per conversation; messages are ordered by `at`;
// `noReadCount` counts unread incoming messages (0 for the open conversation).
import type { ConversationRecord } from "./message"
import type { MessageList } from "./messageList"

export type { ChatMessage, Delivery, MessageKind } from "./message"

/**
 * m§3 croomId: the two user ids joined with a dash, smaller first (numeric order when both are numbers).
 * Here, in the startup, not in ./message.ts: the chat database (member chunk) and the message lists use it
 * without making message.ts a chunk of its own on a member's start (issue 14).
 */
export const croomIdOf = (a: string, b: string): string => {
  const na = Number(a)
  const nb = Number(b)
  const aFirst = Number.isFinite(na) && Number.isFinite(nb) ? na <= nb : a <= b
  return aFirst ? `${a}-${b}` : `${b}-${a}`
}

/** The desktop panel's tabs (m§2: messages index 0, friends index 1). */
export type ImTab = "messages" | "friends"

/** One entry of the message list (m§3 conversation entry). */
export type Conversation = ConversationRecord

/**
 * Where an own message is in the outbox: uploading (image), queued (waits its turn), sending (request in
 * flight), retrying (failed, or an image's upload found no network; a backoff timer or reconnect sends
 * or uploads it again), stopped (refused by the server or impossible; only RetrySend sends it again).
 */
export type OutboxStage = "uploading" | "queued" | "sending" | "retrying" | "stopped"

/** An own message waiting for (or retrying) the server (durable: mirrored to the chat database). */
export interface OutboxEntry {
  readonly clientId: string
  readonly peerId: string
  readonly stage: OutboxStage
  /** Send attempts made so far (an image's uploads that found no network count too: the backoff grows). */
  readonly attempts: number
  /** Request id of the send in flight, or null. */
  readonly requestId: number | null
  /**
   * Sending order; the outbox sends oldest first, one at a time. Written on this page: the queuing
   * event's seq x 1e6; restored from the chat database at a page load: that load's seq x 1e6 plus its
   * written time / 1e7 (under 1e6), so what an earlier page left unsent goes before what is written after
   * the load (QA: written offline, reloaded offline, written again: the two arrived swapped).
   */
  readonly order: number
}

/**
 * Side effects the event `by` asked for, read by react (so each command is issued once): conversations
 * and messages to save, read marks, sound, a send, an upload, a resync, a badge update.
 */
export interface ImEffects {
  readonly by: number
  readonly savePeers: ReadonlyArray<string>
  readonly saveIds: ReadonlyArray<{ readonly peerId: string; readonly id: string }>
  readonly markRead: ReadonlyArray<string>
  readonly sound: boolean
  readonly send: string | null
  readonly retry: ReadonlyArray<{ readonly clientId: string; readonly ms: number }>
  readonly dropIds: ReadonlyArray<string>
  /** Own images to upload (client ids). */
  readonly uploads: ReadonlyArray<string>
  readonly badge: boolean
  /** The slice became the signed-in member's (load the chat database) or was emptied (disconnect). */
  readonly load: boolean
  readonly disconnect: boolean
}

/** An image being uploaded before it is sent (m§5): bytes loaded of total. */
export interface Upload {
  readonly clientId: string
  readonly peerId: string
  readonly localUrl: string
  readonly loaded: number
  readonly total: number
  readonly failed: boolean
}

/** Reasons of messaging notices, mapped to i18n keys by the UI (m§5, m§8). */
export type ImNoticeReason =
  | "imgSizeErr"
  | "notImage"
  | "translateLimit"
  | "sendFailed"
  | "giftFailed"
  /** m§8 10014 in a video call: the call's recharge sheet opened instead of the not-enough-gold dialog. */
  | "giftNoGold"
  | "uploadFailed"
  /** m§5 Send again on a photo whose picked file did not survive a page load: it must be picked again. */
  | "photoGone"
  | "blocked"
  | "friendRemoved"
  | "sayHiLimit"
  | "awaitingReply"
  | "badgeOverflow"
  | "friendRequestFailed"
  /** Accepting a friend request refused as blocked (m§8): the view shows the friends catalog's "cannot add". */
  | "friendRequestBlocked"
  // m§4 incoming handling: good news about a chat partner (`peerId`), not errors.
  | "giftReceived"
  | "friendAdded"

/** Notice reasons that are good news (shown as such, with the partner's name). */
export const GOOD_NEWS: ReadonlySet<ImNoticeReason> = new Set<ImNoticeReason>(["giftReceived", "friendAdded"])

/** A notice raised by event `id` with its reason (shown in the member's language, m§8); `peerId` names the partner it is about. */
export interface ImNotice {
  readonly id: number
  readonly reason: ImNoticeReason
  readonly peerId?: string
}

/**
 * Older history of one conversation, page by page (m§3, m§7 im/v1/details, m§8): where the next older
 * page comes from (the local chat database while it has more, then the gateway), the gateway page to
 * ask next (pages are asked in order, never skipping a number), the page in flight, a failed page (a
 * quiet retry), and the start of the conversation (known only from a gateway answer with no more pages).
 */
export interface HistoryPaging {
  readonly source: "local" | "gateway"
  /** The gateway page asked next: 1 until the newest page has been merged, then 2, 3, ... */
  readonly page: number
  /** The gateway page of the request in flight (its answer moves `page` past it, whatever else moved it). */
  readonly asked: number
  /** Request id (seq) of the older page in flight (a local read or a gateway page), or null. */
  readonly loading: number | null
  /** Request id of the chat's newest-page fetch (page 1, no `since`), whose answer counts as page 1; or null. */
  readonly head: number | null
  /** The last older page failed (m§8: no error toast; a quiet "load older messages" row retries). */
  readonly failed: boolean
  /** The gateway answered with no more pages: the start of the conversation is shown. */
  readonly start: boolean
}

/** Requests in flight (request id = seq of the event that issued them); stale answers are ignored. */
export interface ImPending {
  readonly list: number | null
  /** im/v1/details by peer id. */
  readonly details: Readonly<Record<string, number>>
  /** gift/send in flight: its request id, or null. */
  readonly gift: number | null
  /** rtm/genToken asked again after "denied". */
  readonly rtm: number | null
  /** im/v1/send requests by request id -> client id (every attempt; a late success still counts). */
  readonly sends: Readonly<Record<string, string>>
  /** getUserInfo of chat partners without a name, by peer id -> request id (0 = answered or failed, not asked again). */
  readonly profiles: Readonly<Record<string, number>>
}

/** The messaging slice. */
export interface MessagingState {
  /** Desktop IM panel (m§2): open, and which tab. */
  readonly panel: { readonly open: boolean; readonly tab: ImTab }
  /** Conversations by peer id; the list order comes from selectors (newest first). */
  readonly conversations: Readonly<Record<string, Conversation>>
  /** Peer id of the open chat, or null. */
  readonly openPeerId: string | null
  /** Messages by peer id, ordered by `at` (then id); ids unique (a chunked list, serialised as the flat array). */
  readonly messages: Readonly<Record<string, MessageList>>
  /** Older-history paging by peer id (conversations opened since the slice was filled). */
  readonly history: Readonly<Record<string, HistoryPaging>>
  /** Own messages not yet acknowledged, by client id. */
  readonly outbox: Readonly<Record<string, OutboxEntry>>
  /** Image uploads by client id. */
  readonly uploads: Readonly<Record<string, Upload>>
  /** m§5 translation requested (default on; off after translateCode 54000). */
  readonly translate: boolean
  /** m§2 coin banner in the message list: visible, and when it was last closed (epoch ms). */
  readonly coinBanner: { readonly visible: boolean; readonly closedAt: number | null }
  /** m§8 gift 10014: the not-enough-gold dialog (button to /coin) is open. */
  readonly goldDialog: boolean
  /** The last messaging notice, until dismissed or replaced. */
  readonly notice: ImNotice | null
  /**
   * Real-time channel as messaging sees it; `wasOffline`: it went offline since it was last online;
   * `resyncBy` = seq of the last "online" that resynced: every one after offline, and the first one of a
   * page load (null until then), since the conversation list and open chat were fetched before the
   * channel was up and a message sent in between reached neither them nor the channel.
   */
  readonly realtime: {
    readonly status: "idle" | "connecting" | "online" | "offline"
    readonly wasOffline: boolean
    readonly deniedRetries: number
    readonly resyncBy: number | null
  }
  /** The local chat database has loaded for the signed-in member. */
  readonly storeLoaded: boolean
  readonly pending: ImPending
  /**
   * Catch-up fetches (the chat list, a chat's newest messages or a reconnect's gap) that failed on the
   * network (timeout, no network, HTTP error), asked again when timer REFETCH_TIMER elapses: `list`, the
   * peers' `peers`, `attempts` in a row without an answer (the delay: the outbox's backoff), `armedBy`
   * the event that started the timer (null when it is not running). The failure itself stays silent
   * (m§8: swallowed); without this, a gap a reconnect's fetch missed stayed missing until the next
   * reconnect (faults seed 20261125 #28). A field of its own: the hashes of traces recorded before it
   * stay valid.
   */
  readonly refetch: { readonly list: boolean; readonly peers: ReadonlyArray<string>; readonly attempts: number; readonly armedBy: number | null }
  /**
   * m§2 pending friend-request bars: accepts in flight (peer id -> request id) and bars the member
   * closed (peer ids; not kept across page loads).
   */
  readonly requests: { readonly accepting: Readonly<Record<string, number>>; readonly dismissed: ReadonlyArray<string> }
  /** The member this slice belongs to ("" when signed out). */
  readonly owner: string
  /** Client id of the send in flight (one at a time, oldest first), or null. */
  readonly inflight: string | null
  /** Total unread last shown on the tab icon. */
  readonly badge: number
  /** Effects of the latest event that had any. */
  readonly fx: ImEffects | null
}

/** The state before AppStarted. */
export const initialMessaging: MessagingState = {
  panel: { open: false, tab: "messages" },
  conversations: {},
  openPeerId: null,
  messages: {},
  history: {},
  outbox: {},
  uploads: {},
  translate: true,
  coinBanner: { visible: true, closedAt: null },
  goldDialog: false,
  notice: null,
  realtime: { status: "idle", wasOffline: false, deniedRetries: 0, resyncBy: null },
  storeLoaded: false,
  pending: { list: null, details: {}, gift: null, rtm: null, sends: {}, profiles: {} },
  refetch: { list: false, peers: [], attempts: 0, armedBy: null },
  requests: { accepting: {}, dismissed: [] },
  owner: "",
  inflight: null,
  badge: 0,
  fx: null,
}

/** Storage key of the coin banner's closing time (epoch ms as text). */
export const COIN_BANNER_KEY = "imCoinBannerClosedAt"

/** Timer key of the coin banner's 24 h re-show. */
export const COIN_BANNER_TIMER = "im.coinBanner"

/** Timer key of the sound preload (m§4: 2 s after start). */
export const SOUND_TIMER = "im.sounds"
