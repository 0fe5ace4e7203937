// Older history, page by page (m§3 local database, m§4 merge rules, m§7 im/v1/details, m§8, m§9 page 100):
// the local chat database first, then gateway pages 2, 3, ...; merged by message id (a repeat dropped),
// never changing unread counts; the start is known only from a gateway page with fewer than a page of
// messages; a failed page is not the start (a quiet retry). A deleted conversation's answers are ignored.
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { CHAT_PAGE_SIZE, HISTORY_SKIPPED_TYPES } from "../constants"
import { imAnswer, IM } from "./answers"
import { lastSeen, mergeHistory, plainList } from "./merge"
import type { ChatMessage } from "./message"
import { keptInHistory, parseIm } from "./parse"
import type { HistoryPaging, MessagingState } from "./state"

type D = Draft<MessagingState>

/** Paging of a conversation not paged yet: local database first, gateway page 1 next. */
export const freshPaging = (): HistoryPaging => ({ source: "local", page: 1, asked: 1, loading: null, head: null, failed: false, start: false })

/** The oldest message shown with `peerId` as a `before` cursor ({at epoch ms, id}), or null when none. */
export const oldestOf = (m: MessagingState, peerId: string): { readonly at: number; readonly id: string } | null => {
  const first = plainList(m, peerId).at(0)
  return first ? { at: first.at, id: first.id } : null
}

/**
 * The lowest gateway page that can hold a message older than the oldest shown: the gateway orders by time
 * (then id), so every server-stored message in memory newer than the oldest shown sits before such a
 * message; that count K gives page floor(K / 100) + 1. Asking from there skips nothing (repeats are dropped).
 */
export const firstUnseenPage = (m: MessagingState, peerId: string): number => {
  const list = plainList(m, peerId)
  const oldest = list.at(0)
  if (!oldest) return 1
  let k = 0
  for (const x of list) if (x.at > oldest.at && x.id !== x.clientId) k++
  return Math.floor(k / CHAT_PAGE_SIZE) + 1
}

/** Starts the next older page of `peerId` for event `e` (react issues the read or the gateway call). */
const ask = (h: Draft<HistoryPaging>, m: D, peerId: string, e: AppEvent): void => {
  h.loading = e.seq
  h.failed = false
  if (h.source === "gateway") h.asked = h.page = Math.max(h.page, firstUnseenPage(m, peerId))
}

/** ConversationOpened: paging kept (or started) for `peerId`; the newest-page fetch is the head when it has no `since`. */
export const openPaging = (m: D, peerId: string, e: AppEvent): void => {
  const h = (m.history[peerId] ??= freshPaging())
  h.head = lastSeen(m, peerId) === 0 ? e.seq : null
}

/**
 * The paging part of the messaging recipe: older pages asked (OlderMessagesRequested), the local page
 * answered (StoredPageLoaded), a gateway page answered or failed, a local read failed, a conversation deleted.
 * Returns true when `e` was an older-page answer it consumed (the caller does not merge it again).
 */
export const evolveHistory = (d: Draft<AppState>, e: AppEvent): boolean => {
  const m = d.messaging
  switch (e._tag) {
    case "OlderMessagesRequested": {
      const h = (m.history[e.peerId] ??= freshPaging())
      if (h.loading === null && !h.start) ask(h, m, e.peerId, e)
      return false
    }
    case "StoredPageLoaded": {
      const h = m.history[e.peerId]
      if (!h || e.userId !== m.owner || h.loading !== e.requestId || h.source !== "local") return false
      const added = mergeHistory(d, e, e.peerId, e.messages, false)
      if (e.messages.length < CHAT_PAGE_SIZE || added === 0) h.source = "gateway"
      // The local copy ran out with nothing to show: go on to the gateway at once.
      if (added === 0) ask(h, m, e.peerId, e)
      else h.loading = null
      return false
    }
    case "ChatStoreFailed":
      if (e.op !== "page") return false
      for (const h of Object.values(m.history)) {
        if (h.source !== "local" || h.loading === null) continue
        h.source = "gateway"
        h.loading = null
        h.failed = true
      }
      return false
    case "ConversationDeleted":
      delete m.history[e.peerId]
      return false
    case "GatewayFailed": {
      if (e.name !== IM.details) return false
      for (const h of Object.values(m.history)) {
        if (h.head === e.requestId) h.head = null
        if (h.source === "gateway" && h.loading === e.requestId) {
          // m§8: swallowed (no notice), and not the start: a quiet "load older messages" retries.
          h.loading = null
          h.failed = true
        }
      }
      return false
    }
    case "GatewayAnswered": {
      if (e.name !== IM.details) return false
      const details = imAnswer.details(e)
      let consumed = false
      for (const [peerId, h] of Object.entries(m.history)) {
        if (h.head === e.requestId) {
          h.head = null
          // The newest page without `since`: fewer than a page means the whole conversation is here.
          if (details !== undefined && details.length < CHAT_PAGE_SIZE) h.start = true
          else h.page = Math.max(h.page, 2)
        }
        if (h.source !== "gateway" || h.loading !== e.requestId) continue
        consumed = true
        if (details === undefined) {
          h.loading = null
          h.failed = true
          continue
        }
        const msgs: ChatMessage[] = details.filter((w) => keptInHistory(w, HISTORY_SKIPPED_TYPES)).flatMap((w) => parseIm(w, m.owner) ?? [])
        const added = mergeHistory(d, e, peerId, msgs, true)
        if (details.length < CHAT_PAGE_SIZE) {
          h.start = true
          h.loading = null
          continue
        }
        h.page = Math.max(h.page, h.asked + 1)
        // Only repeats (the pages shifted, or the local copy already had them): the next page at once.
        if (added === 0) ask(h, m, peerId, e)
        else h.loading = null
      }
      return consumed
    }
  }
  return false
}

