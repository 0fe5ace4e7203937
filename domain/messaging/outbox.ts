// The durable outbox (m§5): own messages are shown at once as pending, sent one at a time oldest first,
// retried with backoff after transient failures (a StartTimer per message; an image's upload that found
// no network too) and on reconnect, and marked sent exactly once when the server acknowledges them. The
// server never stores one twice: every attempt carries the same client id (clientMsgId idempotency).
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { OUTBOX_RETRY_BASE_MS, OUTBOX_RETRY_MAX_MS } from "../constants"
import { fx, indexIn, indexOf, insert, patchMessage, plainList, save, setList } from "./merge"
import type { ChatMessage } from "./message"
import type { Delivery, MessagingState, OutboxStage } from "./state"

type D = Draft<MessagingState>

/** Timer key of the retry of own message `clientId`. */
export const retryTimer = (clientId: string): string => `im.retry.${clientId}`

/** m§5 backoff before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s ... capped at 60 s. */
export const backoffMs = (attempts: number): number => Math.min(OUTBOX_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), OUTBOX_RETRY_MAX_MS)

const deliveryOf = (stage: OutboxStage): Delivery => (stage === "retrying" || stage === "stopped" ? "failed" : "pending")

/** Sets the stage of outbox entry `clientId` and the shown delivery state of its message. */
export const setStage = (m: D, e: AppEvent, clientId: string, stage: OutboxStage): void => {
  const o = m.outbox[clientId]
  if (!o) return
  o.stage = stage
  const i = indexOf(m, o.peerId, clientId)
  const msg = i >= 0 ? plainList(m, o.peerId).at(i)! : null
  if (msg && msg.delivery !== deliveryOf(stage)) {
    patchMessage(m, o.peerId, i, { delivery: deliveryOf(stage) })
    save(m, e, o.peerId, msg.id)
  }
}

/** Stages that hold back the newer messages to the same peer (the older one is still on its way). */
const HOLDS: ReadonlySet<OutboxStage> = new Set<OutboxStage>(["uploading", "sending", "retrying"])

/**
 * Starts the next queued send when none is in flight (request id = this event's seq): the oldest queued
 * message whose conversation has no older message still uploading or retrying, so each conversation
 * reaches the server in the order written (a failed send is not overtaken; a stopped one is).
 */
export const pump = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  if (m.inflight !== null || d.session.token === "") return
  const held = new Set<string>()
  let next: Draft<MessagingState["outbox"][string]> | undefined
  for (const o of Object.values(m.outbox).sort((a, b) => a.order - b.order)) {
    if (held.has(o.peerId)) continue
    if (o.stage === "queued") {
      next = o
      break
    }
    if (HOLDS.has(o.stage)) held.add(o.peerId)
  }
  if (!next) return
  next.stage = "sending"
  next.attempts += 1
  next.requestId = e.seq
  m.pending.sends[String(e.seq)] = next.clientId
  m.inflight = next.clientId
  fx(m, e).send = next.clientId
}

/**
 * The server stored own message `clientId` as `messageId` at server time `at` (epoch ms): sent once,
 * moved to its place by the server's time (the order both members see; this device's clock may be
 * off); a copy that history brought first is dropped.
 */
export const acknowledge = (d: Draft<AppState>, e: AppEvent, clientId: string, messageId: string | undefined, translation: string | undefined, at?: number): void => {
  const m = d.messaging
  const o = m.outbox[clientId]
  if (!o) return
  delete m.outbox[clientId]
  if (m.inflight === clientId) m.inflight = null
  const list = plainList(m, o.peerId)
  const i = indexIn(list, clientId)
  if (i >= 0) {
    const msg = list.at(i)!
    const id = messageId !== undefined && messageId !== "" ? messageId : clientId
    const dup = id !== clientId ? indexIn(list, id) : -1
    if (dup >= 0) {
      // History already brought the stored copy: keep it, drop the local one.
      const without = list.without(i)
      fx(m, e).dropIds.push(clientId)
      const kept = dup > i ? dup - 1 : dup
      const stored = { ...without.at(kept)!, clientId }
      setList(m, o.peerId, without.with(kept, stored), [stored])
    } else {
      if (id !== clientId) fx(m, e).dropIds.push(clientId)
      const sent: ChatMessage = { ...msg, id, delivery: "sent", ...(translation !== undefined ? { translation } : {}) }
      const withSent = list.with(i, sent)
      setList(m, o.peerId, withSent, [sent])
      if (at !== undefined && Number.isFinite(at) && at > 0 && at !== msg.at) {
        // Moved to its place by the server's time: out of the list, then in again.
        setList(m, o.peerId, withSent.without(i))
        insert(m, { ...sent, at })
        // Own messages written after it and still on their way stay after it, in the order written
        // (their server times will be later): each one at least 1 ms after the one before.
        let floor = at
        const later = Object.values(m.outbox).filter((x) => x.peerId === o.peerId && x.order > o.order).sort((x, y) => x.order - y.order)
        for (const w of later) {
          const now = plainList(m, o.peerId)
          const j = indexIn(now, w.clientId)
          const waiting = j >= 0 ? now.at(j)! : null
          if (!waiting) continue
          if (waiting.at <= floor) {
            setList(m, o.peerId, now.without(j))
            insert(m, { ...waiting, at: floor + 1 })
            save(m, e, o.peerId, waiting.id)
          }
          floor = Math.max(floor + 1, waiting.at)
        }
      }
      save(m, e, o.peerId, id)
    }
  }
  pump(d, e)
}

/** A send of `clientId` failed: transient failures retry after backoff, refusals stop until RetrySend. */
export const sendFailed = (d: Draft<AppState>, e: AppEvent, clientId: string, transient: boolean): void => {
  const m = d.messaging
  const o = m.outbox[clientId]
  if (!o) return
  if (m.inflight === clientId) m.inflight = null
  o.requestId = null
  setStage(m, e, clientId, transient ? "retrying" : "stopped")
  if (transient) fx(m, e).retry.push({ clientId, ms: backoffMs(o.attempts) })
  pump(d, e)
}

/**
 * Sends `clientId` again (timer, reconnect or the member's retry): back in the queue; an image whose
 * upload failed uploads again. A photo still on a blob: URL with no upload of this page behind it lost
 * its file with an earlier page (restored without kept bytes): it stays stopped, with notice photoGone
 * (pick it again), and its dead URL is never sent as the picture.
 */
export const requeue = (d: Draft<AppState>, e: AppEvent, clientId: string): void => {
  const m = d.messaging
  const o = m.outbox[clientId]
  if (!o || (o.stage !== "retrying" && o.stage !== "stopped")) return
  const up = m.uploads[clientId]
  if (!up && onBlobUrl(m, o.peerId, clientId)) {
    setStage(m, e, clientId, "stopped")
    m.notice = { id: e.seq, reason: "photoGone" }
    return
  }
  if (up) {
    up.failed = false
    up.loaded = 0
    setStage(m, e, clientId, "uploading")
    fx(m, e).uploads.push(clientId)
    return
  }
  setStage(m, e, clientId, "queued")
  pump(d, e)
}

/** Own message `clientId` is a photo whose picture is still a blob: URL (its file, not a server copy). */
const onBlobUrl = (m: D, peerId: string, clientId: string): boolean => {
  const i = indexOf(m, peerId, clientId)
  const msg = i >= 0 ? plainList(m, peerId).at(i)! : null
  return msg !== null && msg.kind === "img" && (msg.picture?.url ?? "").startsWith("blob:")
}

/**
 * An upload failure `reason` (Uploads port: "network", "timeout", "code <code>[: msg]", "data invalid",
 * "http <status>", ...) that is for lack of network: no answer or a timeout, or any failure while the
 * app is offline (connectivity slice) except a refusal the server answered (a code, or bad data).
 */
const uploadUnreachable = (d: Draft<AppState>, reason: string): boolean =>
  reason === "network" || reason === "timeout" || (!d.connectivity.online && !reason.startsWith("code ") && reason !== "data invalid")

/** m§5 image upload events: progress, the server URL (then the message queues for sending), or failure. */
export const uploadEvent = (d: Draft<AppState>, e: AppEvent): void => {
  if (e._tag !== "UploadProgressed" && e._tag !== "UploadFinished" && e._tag !== "UploadFailed") return
  const m = d.messaging
  const up = m.uploads[e.key]
  const o = m.outbox[e.key]
  if (!up || !o || o.stage !== "uploading") return
  if (e._tag === "UploadProgressed") {
    up.loaded = Math.min(e.loaded, e.total)
    up.total = e.total
    return
  }
  if (e._tag === "UploadFailed") {
    if (uploadUnreachable(d, e.reason)) {
      // No network, not a refusal: waits like a text whose send failed (backoff, reconnect), with no
      // notice; the retry uploads the kept blob again (requeue). Counted, so the backoff grows.
      o.attempts += 1
      sendFailed(d, e, e.key, true)
      return
    }
    up.failed = true
    setStage(m, e, e.key, "stopped")
    m.notice = { id: e.seq, reason: "uploadFailed" }
    return
  }
  delete m.uploads[e.key]
  const i = indexOf(m, o.peerId, e.key)
  const msg = i >= 0 ? plainList(m, o.peerId).at(i)! : null
  if (msg?.picture) patchMessage(m, o.peerId, i, { picture: { ...msg.picture, url: e.url } })
  setStage(m, e, e.key, "queued")
  if (msg) save(m, e, o.peerId, msg.id)
  pump(d, e)
}
