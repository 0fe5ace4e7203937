// Own messages and gifts (m§5): a text or image is shown at once as pending under its client id and
// queued in the outbox; gifts go to gift/send (10014 opens the not-enough-gold dialog, or in a video
// call the call's recharge sheet with a notice; success sets the coin balance from the answer).
import type { Draft } from "immer"
import type { AppEvent, AppState } from "../app/types"
import { isVideoPhase } from "../calls/state"
import { DRAFT_MAX_CHARS, GIFT_NO_GOLD_CODE, MESSAGE_BLOCKED_CODE } from "../constants"
import { imAnswer, IM } from "./answers"
import { ensureConversation, fx, insert, plainList, save, touchPreview } from "./merge"
import type { ChatMessage } from "./message"
import { pump, uploadEvent } from "./outbox"

/** An own message of `kind` written at `at`, pending under its client id. */
const own = (me: string, peerId: string, clientId: string, at: number, fields: Partial<ChatMessage>): ChatMessage => ({
  id: clientId,
  clientId,
  peerId,
  senderId: me,
  mine: true,
  kind: "txt",
  type: 1,
  typeValue: 0,
  text: "",
  translation: null,
  giftId: null,
  giftStar: null,
  picture: null,
  addType: null,
  accept: null,
  call: null,
  at,
  read: true,
  delivery: "pending",
  ...fields,
})

const queue = (d: Draft<AppState>, e: AppEvent, written: ChatMessage, uploading: boolean): void => {
  const m = d.messaging
  // Written now: the newest of its conversation even when this device's clock is behind the server's.
  const newest = plainList(m, written.peerId).newest?.at ?? 0
  const msg = written.at > newest ? written : { ...written, at: newest + 1 }
  if (msg.clientId === null || m.outbox[msg.clientId] || !insert(m, msg)) return
  touchPreview(ensureConversation(m, m.owner, msg.peerId, msg.at), msg)
  m.outbox[msg.clientId] = { clientId: msg.clientId, peerId: msg.peerId, stage: uploading ? "uploading" : "queued", attempts: 0, requestId: null, order: e.seq * 1e6 }
  save(m, e, msg.peerId, msg.id)
  pump(d, e)
}

/** The sending part of the messaging recipe. */
export const evolveSending = (d: Draft<AppState>, e: AppEvent): void => {
  const m = d.messaging
  switch (e._tag) {
    case "TextSendRequested":
      queue(d, e, own(m.owner, e.peerId, e.clientId, e.at, { text: e.text }), false)
      return
    case "ImageSendRequested": {
      queue(d, e, own(m.owner, e.peerId, e.clientId, e.at, { kind: "img", typeValue: 3, picture: { url: e.localUrl, width: e.width, height: e.height } }), true)
      if (m.outbox[e.clientId]?.stage === "uploading") {
        m.uploads[e.clientId] = { clientId: e.clientId, peerId: e.peerId, localUrl: e.localUrl, loaded: 0, total: e.size, failed: false }
        fx(m, e).uploads.push(e.clientId)
      }
      return
    }
    case "UploadProgressed":
    case "UploadFinished":
    case "UploadFailed":
      uploadEvent(d, e)
      return
    case "GiftSendRequested":
      m.pending.gift = e.seq
      return
    case "GatewayAnswered": {
      const gift = imAnswer.gift(e)
      if (gift !== undefined && m.pending.gift === e.requestId) {
        m.pending.gift = null
        d.session.coinBalance = gift.coinBalance
      }
      return
    }
    case "GatewayFailed":
      if (e.name === IM.gift && m.pending.gift === e.requestId) {
        m.pending.gift = null
        if (e.code === GIFT_NO_GOLD_CODE) {
          // m§8 10014. In a video call the dialog's way to the coin page would leave the call: the reason is
          // told, and the shop (evolved after messaging) opens the call's own recharge sheet for this notice.
          if (isVideoPhase(d.calls.phase)) m.notice = { id: e.seq, reason: "giftNoGold" }
          else m.goldDialog = true
        }
        else if (e.code === MESSAGE_BLOCKED_CODE) m.notice = { id: e.seq, reason: "blocked" }
        // Any other refusal, no network or a timeout: the translated failure (m§8; the gateway's msg is not
        // the member's language).
        else m.notice = { id: e.seq, reason: "giftFailed" }
      }
      return
  }
}

/**
 * A video call ended with own call-chat texts the server did not have yet (calls: ending.chatUnsent,
 * m§4 "a message being sent is kept until the server has it"): they become the draft of the chat with
 * the call's peer (after a draft already there, one per line, up to DRAFT_MAX_CHARS), never a message.
 */
export const draftCallChatUnsent = (d: Draft<AppState>, e: AppEvent): void => {
  const end = d.calls.ending
  if (end === null || end.by !== e.seq || end.chatUnsent === undefined || end.peerId === "") return
  const m = d.messaging
  const c = ensureConversation(m, m.owner, end.peerId, e.at)
  const text = [...(c.draft !== undefined ? [c.draft] : []), ...end.chatUnsent].join("\n").slice(0, DRAFT_MAX_CHARS)
  if (text.trim() === "" || c.draft === text) return
  c.draft = text
  save(m, e, end.peerId)
}
