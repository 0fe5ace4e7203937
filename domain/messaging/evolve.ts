// Messaging reducer (m§2, m§4-§6): runs after the session recipe, so it sees who is signed in after the
// event. The slice belongs to one member (`owner`); signing out or a session end empties it.
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { FriendCode, MESSAGE_BLOCKED_CODE, RTM_DENIED_RETRIES_MAX } from "../constants"
import { isSignedIn } from "../session/state"
import { IM } from "./answers"
import { answered } from "./answered"
import { ensureConversation, fx, insert, mergeHistory, notice, plainList, receive, save, setList, touchPreview } from "./merge"
import { ownConversation, type ChatMessage } from "./message"
import { pump, requeue, sendFailed } from "./outbox"
import { isInVideoText, parseIm, parseNotice } from "./parse"
import { askProfiles, profileEvent } from "./profiles"
import { evolveRequests, liveMessageReceived } from "./friendRequests"
import { freshMessaging } from "./start"
import { COIN_BANNER_TIMER, type MessagingState } from "./state"
import { draftCallChatUnsent, evolveSending } from "./sending"
import { evolveHistory, openPaging } from "./history"

export { COIN_BANNER_TIMER } from "./state"

const fresh = freshMessaging


const TRANSIENT = new Set(["timeout", "network", "http"])

/** Timer key of the catch-up refetch (MessagingState.refetch). */
export const REFETCH_TIMER = "im.refetch"

/**
 * A catch-up fetch failed on the network: the chat list (`peerId` null) or `peerId`'s newest messages
 * are asked again after the outbox's backoff (2 s, doubling, at most 60 s; one timer for all of them).
 */
const refetchLater = (d: Draft<AppState>, e: AppEvent, peerId: string | null): void => {
  const r = d.messaging.refetch
  const armed = r.armedBy !== null
  // Replaced, never changed in place: the page load keeps the initial (frozen) record.
  d.messaging.refetch = {
    list: r.list || peerId === null,
    peers: peerId === null || r.peers.includes(peerId) ? r.peers : [...r.peers, peerId],
    attempts: armed ? r.attempts : r.attempts + 1,
    armedBy: armed ? r.armedBy : e.seq,
  }
}

/** The refetch timer elapsed: what failed is asked again (react sends it; a chat's `since` as now known). */
const refetchNow = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  const r = m.refetch
  if (r.armedBy === null) return
  m.refetch = { list: false, peers: [], attempts: r.attempts, armedBy: null }
  if (m.owner === "") return
  if (r.list && m.pending.list === null) m.pending.list = e.seq
  for (const peerId of r.peers) if (m.pending.details[peerId] === undefined) m.pending.details[peerId] = e.seq
}

/** The messaging recipe. */
export const evolveMessaging: Recipe = (d, e) => {
  // AppStarted's fresh slice is the startup part's (./start.ts, folded right before this recipe).
  const m = d.messaging
  // Ownership: the slice follows the signed-in member.
  const signedIn = isSignedIn(d.session) && e._tag !== "LogoutRequested"
  if (!signedIn && m.owner !== "") {
    d.messaging = castDraft({ ...fresh(), coinBanner: m.coinBanner, badge: m.badge })
    fx(d.messaging, e).disconnect = true
    updateBadge(d, e)
    return
  }
  if (signedIn && m.owner !== d.session.userId) {
    if (m.owner !== "") d.messaging = castDraft({ ...fresh(), coinBanner: m.coinBanner, badge: m.badge })
    d.messaging.owner = d.session.userId
    fx(d.messaging, e).load = true
  }
  if (d.messaging.owner === "") return
  if (!evolveHistory(d, e)) step(d, e)
  draftCallChatUnsent(d, e)
  if (mayAddPeer(e._tag)) askProfiles(d, e)
  updateBadge(d, e)
}

/** Events that may add a conversation the member knows no name for. */
const mayAddPeer = (tag: AppEvent["_tag"]): boolean =>
  tag === "GatewayAnswered" ||
  tag === "ImFrameReceived" ||
  tag === "NoticeReceived" ||
  tag === "ConversationOpened" ||
  tag === "ChatStoreLoaded" ||
  tag === "ChatHistoryLoaded"

/** The panel's open chat closed (the chat route's own chat stays: the route closes it on leaving). */
const closePanelChat = (d: Draft<AppState>): void => {
  if (d.shell.route.name !== "IMMessageSession") d.messaging.openPeerId = null
}

/** Every message of the chat with `peerId` in memory marked read (a list left alone when none is unread). */
const markListRead = (m: Draft<AppState>["messaging"], peerId: string): void => {
  const list = plainList(m, peerId)
  if (!list.some((msg) => !msg.read)) return
  const fresh: ChatMessage[] = []
  const marked = list.map((msg) => {
    if (msg.read) return msg
    const read = { ...msg, read: true }
    fresh.push(read)
    return read
  })
  setList(m, peerId, marked, fresh)
}

/**
 * m§4 the member sees the chat with `peerId` (opened on a visible page, or the page with it open shows
 * again): its unread count clears, its messages are read, and one read mark goes to the server.
 */
const readChat = (d: Draft<AppState>, e: AppEvent, peerId: string): void => {
  const m = d.messaging
  const c = ensureConversation(m, m.owner, peerId, e.at)
  c.noReadCount = 0
  markListRead(m, peerId)
  const f = fx(m, e)
  if (!f.markRead.includes(peerId)) f.markRead.push(peerId)
  save(m, e, peerId)
}

/** The open chat has something unread (its count, or a message in memory not read yet). */
const openChatUnread = (m: Draft<AppState>["messaging"], peerId: string): boolean =>
  (m.conversations[peerId]?.noReadCount ?? 0) > 0 || plainList(m, peerId).some((msg) => !msg.mine && !msg.read)

const updateBadge = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  let total = 0
  // (for...in, not Object.values: no array made on every event; a record has no inherited keys)
  for (const peer in m.conversations) total += m.conversations[peer]!.noReadCount
  if (total !== m.badge) {
    m.badge = total
    fx(m, e).badge = true
  }
}

const step = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  const me = m.owner
  switch (e._tag) {
    case "ImPanelOpened":
      m.panel = { open: true, tab: e.tab }
      return
    case "ImPanelClosed":
      m.panel.open = false
      // m§4: closing the panel clears the current dialog.
      closePanelChat(d)
      return
    case "ImTabSelected":
      m.panel.tab = e.tab
      // The panel's chat is gone behind the friends tab: messages from that peer are unread again.
      if (e.tab === "friends") closePanelChat(d)
      return
    case "ConversationOpened": {
      m.openPeerId = e.peerId
      const c = ensureConversation(m, me, e.peerId, e.at)
      if (c.name === "" && e.name !== "") c.name = e.name
      if (c.avatar === "" && e.avatar !== "") c.avatar = e.avatar
      // Opened in a hidden page (a chat route loaded in a background tab): read when the page shows.
      if (d.connectivity.pageVisible) readChat(d, e, e.peerId)
      m.pending.details[e.peerId] = e.seq
      openPaging(m, e.peerId, e)
      save(m, e, e.peerId)
      return
    }
    case "PageVisibilityChanged":
      // The page with a chat open shows again: what came while it was hidden is read now (as opening it would).
      if (e.visible && m.openPeerId !== null && openChatUnread(m, m.openPeerId)) readChat(d, e, m.openPeerId)
      return
    case "ConversationClosed":
      m.openPeerId = null
      return
    case "ConversationReadElsewhere": {
      // The other tab told the server and wrote the database: only this tab's copy changes.
      if (e.userId !== me) return
      const c = m.conversations[e.peerId]
      if (c) c.noReadCount = 0
      markListRead(m, e.peerId)
      return
    }
    case "ConversationDeleted":
      delete m.conversations[e.peerId]
      delete m.messages[e.peerId]
      for (const o of Object.values(m.outbox)) if (o.peerId === e.peerId) delete m.outbox[o.clientId]
      if (m.inflight !== null && !m.outbox[m.inflight]) m.inflight = null
      if (m.openPeerId === e.peerId) m.openPeerId = null
      pump(d, e)
      return
    case "TranslateToggled":
      m.translate = e.on
      return
    case "CoinBannerClosed":
      m.coinBanner = { visible: false, closedAt: e.at }
      return
    case "GoldDialogClosed":
      m.goldDialog = false
      return
    case "ImNoticeDismissed":
      m.notice = null
      return
    case "ImageSendRejected":
      notice(d, e, e.reason)
      return
    case "BadgeQueueOverflowed":
      notice(d, e, "badgeOverflow")
      return
    case "TimerElapsed":
      if (e.key === COIN_BANNER_TIMER && !m.coinBanner.visible) m.coinBanner.visible = true
      else if (e.key.startsWith("im.retry.")) requeue(d, e, e.key.slice("im.retry.".length))
      else if (e.key === REFETCH_TIMER) refetchNow(d, e)
      return
    case "SendRetryRequested":
      requeue(d, e, e.clientId)
      return
    case "ImFrameReceived": {
      // m§4: in-video text is the call's chat (domain/calls/chat.ts), never the conversation's.
      if (isInVideoText(e.message)) return
      const msg = parseIm(e.message, me)
      if (msg !== null && receive(d, e, msg)) liveMessageReceived(d, e, msg)
      return
    }
    case "NoticeReceived": {
      const msg = parseNotice(e.notice, me, e.at)
      if (msg !== null && receive(d, e, msg)) liveMessageReceived(d, e, msg)
      return
    }
    case "FriendRequestAccepted":
    case "FriendRequestDismissed":
      evolveRequests(d, e)
      return
    case "RealtimeStatusChanged": {
      const rt = m.realtime
      if (e.status === "offline") {
        rt.status = "offline"
        rt.wasOffline = true
        if (e.reason === "denied" && rt.deniedRetries < RTM_DENIED_RETRIES_MAX) {
          rt.deniedRetries += 1
          m.pending.rtm = e.seq
        }
      } else if (e.status === "online") {
        // After offline, and at the first connection of a page load (see MessagingState.realtime).
        if (rt.wasOffline || rt.resyncBy === null) {
          rt.resyncBy = e.seq
          m.pending.list = e.seq
          for (const peerId of resyncPeers(m)) m.pending.details[peerId] = e.seq
          for (const o of Object.values(m.outbox)) if (o.stage === "retrying") requeue(d, e, o.clientId)
        }
        rt.status = "online"
        rt.wasOffline = false
        rt.deniedRetries = 0
      } else rt.status = "connecting"
      return
    }
    case "ChatStoreLoaded": {
      if (e.userId !== me) return
      m.storeLoaded = true
      for (const c of e.conversations) {
        const cur = m.conversations[c.peerId]
        // A copy: the fast fold (evolveMany) mutates the state in place, and later answers (imList) change
        // a conversation's name and preview; storing the event's own object would rewrite the event.
        if (!cur) m.conversations[c.peerId] = castDraft(ownConversation(c))
        else {
          // A chat opened before the store loaded (a reload on its own route) keeps its stored name and draft.
          if (cur.name === "") Object.assign(cur, { name: c.name, avatar: c.avatar })
          if (cur.draft === undefined && c.draft !== undefined) cur.draft = c.draft
        }
      }
      const revived = new Set(e.revived ?? [])
      for (const msg of e.outbox) restoreOwn(d, e, msg, msg.clientId !== null && revived.has(msg.clientId))
      m.pending.list = e.seq
      pump(d, e)
      return
    }
    case "DraftSaved": {
      const c = m.conversations[e.peerId] ?? (e.text !== "" ? ensureConversation(m, me, e.peerId, e.at) : undefined)
      if (!c || (c.draft ?? "") === e.text) return
      if (e.text === "") delete c.draft
      else c.draft = e.text
      save(m, e, e.peerId)
      return
    }
    case "TextSendRequested": {
      evolveSending(d, e)
      // Sending clears the chat's draft (the composer is emptied too).
      const c = m.conversations[e.peerId]
      if (c?.draft !== undefined && m.outbox[e.clientId]) {
        delete c.draft
        save(m, e, e.peerId)
      }
      return
    }
    case "ChatHistoryLoaded":
      if (e.userId === me) mergeHistory(d, e, e.peerId, e.messages, false)
      return
    case "GatewayAnswered":
      // A catch-up answer ends a run of refetches: the next failure waits the shortest backoff again.
      if ((e.name === IM.list || e.name === IM.details) && m.refetch.attempts !== 0 && m.refetch.armedBy === null) m.refetch = { ...m.refetch, attempts: 0 }
      answered(d, e)
      profileEvent(d, e)
      evolveRequests(d, e)
      return
    case "GatewayFailed": {
      if (e.name === IM.send) {
        const clientId = m.pending.sends[String(e.requestId)]
        delete m.pending.sends[String(e.requestId)]
        const o = clientId !== undefined ? m.outbox[clientId] : undefined
        if (!o || o.requestId !== e.requestId) return
        const transient = TRANSIENT.has(e.reason) || e.reason === "decode"
        // m§8 blocked, friendship removed, say-hi limit: the catalog's words (translated) say why; other
        // refusals the catalog's "could not be sent" (the gateway's msg is not the member's language).
        if (transient) sendFailed(d, e, o.clientId, true)
        else {
          // m§8 friend verification reasons (codes of the reference gateway, FriendCode).
          // The refusals that end a friendship name the partner (the friends slice forgets them, m§8).
          if (e.code === MESSAGE_BLOCKED_CODE) d.messaging.notice = { id: e.seq, reason: "blocked", peerId: o.peerId }
          else if (e.code === FriendCode.friendshipRemoved) d.messaging.notice = { id: e.seq, reason: "friendRemoved", peerId: o.peerId }
          else if (e.code === FriendCode.sayHiLimit) notice(d, e, "sayHiLimit")
          else if (e.code === FriendCode.awaitingReply) notice(d, e, "awaitingReply")
          else notice(d, e, "sendFailed")
          sendFailed(d, e, o.clientId, false)
        }
      } else if (e.name === IM.list && m.pending.list === e.requestId) {
        m.pending.list = null
        if (TRANSIENT.has(e.reason)) refetchLater(d, e, null)
      } else if (e.name === IM.details) {
        for (const [peer, id] of Object.entries(m.pending.details))
          if (id === e.requestId) {
            delete m.pending.details[peer]
            if (TRANSIENT.has(e.reason)) refetchLater(d, e, peer)
          }
      } else if (e.name === IM.rtm && m.pending.rtm === e.requestId) m.pending.rtm = null
      profileEvent(d, e)
      evolveRequests(d, e)
      evolveSending(d, e)
      return
    }
    default:
      evolveSending(d, e)
  }
}

/** Conversations resynced after a reconnect: the open one and the ones with messages in memory. */
const resyncPeers = (m: Draft<MessagingState>): string[] => {
  const peers = new Set<string>(Object.keys(m.messages).filter((p) => (m.messages[p]?.length ?? 0) > 0))
  if (m.openPeerId !== null) peers.add(m.openPeerId)
  return [...peers]
}

/**
 * An own unsent message from the database: shown again and queued. A photo still on its picked file's
 * blob: URL uploads again when the adapter kept its bytes and made that URL anew (`revived`); otherwise
 * the URL died with its page: the photo is "Not sent" (stopped) and cannot be sent again (requeue).
 */
const restoreOwn = (d: Draft<AppState>, e: AppEvent, msg: ChatMessage, revived: boolean): void => {
  const m = d.messaging
  if (msg.clientId === null || m.outbox[msg.clientId]) return
  const blob = msg.kind === "img" && (msg.picture?.url ?? "").startsWith("blob:")
  const lostBlob = blob && !revived
  if (!insert(m, { ...msg, delivery: lostBlob ? "failed" : "pending" })) return
  touchPreview(ensureConversation(m, m.owner, msg.peerId, msg.at), msg)
  const stage = lostBlob ? "stopped" : blob ? "uploading" : "queued"
  m.outbox[msg.clientId] = { clientId: msg.clientId, peerId: msg.peerId, stage, attempts: 0, requestId: null, order: e.seq * 1e6 + msg.at / 1e7 }
  if (lostBlob) save(m, e, msg.peerId, msg.id)
  else if (blob) {
    m.uploads[msg.clientId] = { clientId: msg.clientId, peerId: msg.peerId, localUrl: msg.picture!.url, loaded: 0, total: 0, failed: false }
    fx(m, e).uploads.push(msg.clientId)
  }
}
