// Gateway answers of the messaging endpoints (m§7): a send acknowledged (and translateCode 54000
// turning translation off, m§5), the conversation list (names, unread counts, last message), and a
// history page merged (types 3/4/7 skipped, m§4; a full page asks for the rest of a gap). Stale answers (not the pending request) are ignored.
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { CHAT_PAGE_SIZE, HISTORY_SKIPPED_TYPES, TRANSLATE_LIMIT_CODE } from "../constants"
import { imAnswer, IM } from "./answers"
import { ensureConversation, lastSeen, mergeHistory, notice, save, seenPeerId } from "./merge"
import { acknowledge } from "./outbox"
import { keptInHistory, parseIm } from "./parse"
import { evolveSending } from "./sending"

/** The messaging part of a GatewayAnswered event. */
export const answered = (d: Draft<AppState>, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const m = d.messaging
  const sent = imAnswer.send(e)
  if (e.name === IM.send) {
    const clientId = m.pending.sends[String(e.requestId)]
    delete m.pending.sends[String(e.requestId)]
    if (clientId === undefined || sent === undefined) return
    acknowledge(d, e, clientId, sent.messageId, sent.translation, sent.at)
    if (sent.translateCode === TRANSLATE_LIMIT_CODE && m.translate) {
      m.translate = false
      notice(d, e, "translateLimit")
    }
    return
  }
  const list = imAnswer.list(e)
  if (list !== undefined && m.pending.list === e.requestId) {
    m.pending.list = null
    for (const it of list) {
      const c = ensureConversation(m, m.owner, it.peerId, it.at)
      c.name = it.name
      c.avatar = it.avatar
      if (it.relation !== undefined) c.relation = it.relation
      if (it.status !== undefined) c.status = it.status
      c.noReadCount = seenPeerId(d) === it.peerId ? 0 : it.noReadCount
      if (it.at >= c.at && it.kind !== undefined) {
        c.preview = { kind: it.kind, text: it.text ?? "" }
        c.at = it.at
      }
      save(m, e, it.peerId)
    }
    return
  }
  const details = imAnswer.details(e)
  if (details !== undefined) {
    const peer = Object.entries(m.pending.details).find(([, id]) => id === e.requestId)?.[0]
    if (peer === undefined) return
    delete m.pending.details[peer]
    const before = lastSeen(m, peer)
    const msgs = details.filter((w) => keptInHistory(w, HISTORY_SKIPPED_TYPES)).flatMap((w) => parseIm(w, m.owner) ?? [])
    mergeHistory(d, e, peer, msgs, true)
    // A full page may not be all of a gap: ask again since the newest message now known (when that moved).
    if (details.length >= CHAT_PAGE_SIZE && lastSeen(m, peer) > before) m.pending.details[peer] = e.seq
    return
  }
  if (e.name === IM.rtm && m.pending.rtm === e.requestId) m.pending.rtm = null
  evolveSending(d, e)
}
