// Chat endpoints of the reference gateway (m§7 im/v1): send (idempotent by the sender's clientMsgId,
// stand-in translation with its daily limit -> translateCode 54000, relayed as bizType 1 to the
// receiver's sessions and the sender's own), read marks, the conversation list with unread counts,
// history pages (also "since" a time, for a reconnect's gap) and deleting a conversation for oneself.
import { CHAT_PAGE_SIZE, FriendCode, MESSAGE_BLOCKED_CODE, TRANSLATE_LIMIT_CODE } from "../../domain/constants"
import { Code } from "../../infrastructure/gateway/contract"
import type { ApiParams } from "../../infrastructure/gateway/contract"
import type { ImSendWire } from "../../infrastructure/gateway/imContract"
import { type Answer, type Ctx, fail, type Handlers, me, ok } from "../answers"
import { userById } from "../db"
import { blockedEitherWay } from "./blacklist"
import { areFriends } from "./callStore"
import { peerInteracted, recordSayHi, removedBy, saidHi, sayHisSince, sentCount } from "./friendStore"
import { dayStart, pseudoTranslate } from "../translation"
import { conversationPage, listConversations } from "./imHistory"
import { byClientId, clearConversation, insertMessage, markRead, type MessageRow, relayMessage, toWire, translationsSince } from "./imStore"

/** Longest text message, characters (the gateway's own limit; the spec names none). */
export const MESSAGE_MAX_CHARS = 2000

/** Picture URLs a message may carry: this gateway's media, or an http(s) address. */
const PICTURE_URL = /^(\/media\/[\w-]+(\/[\w-]+)*\.\w{2,5}|https?:\/\/[^\s"'<>]+)$/

const sendAnswer = (r: MessageRow): ImSendWire => {
  const w = toWire(r, r.sender_id)
  return { messageId: r.message_id, timeStamp: r.at, translateCode: r.translate_code, ...(w.textContent ? { textContent: w.textContent } : {}) }
}

/** Checks the paging params: pageNo from 1, pageSize 1..100 (m§9 chat page size). */
const badPaging = (p: { pageNo: number; pageSize: number }): Answer<never> | null =>
  Number.isSafeInteger(p.pageNo) && p.pageNo >= 1 && Number.isSafeInteger(p.pageSize) && p.pageSize >= 1 && p.pageSize <= CHAT_PAGE_SIZE
    ? null
    : fail(Code.badParams, `pageNo from 1, pageSize 1 to ${CHAT_PAGE_SIZE}`)

/** The translation of a text message (or why none), within the sender's daily limit. */
const translation = (ctx: Ctx, sender: number, text: string, p: ApiParams<"imSend">): { text: string | null; code: number } => {
  if (!p.needTranslate) return { text: null, code: 0 }
  const made = translationsSince(ctx.db, sender, dayStart(ctx.now))
  if (made >= ctx.opts.translateDailyLimit) return { text: null, code: TRANSLATE_LIMIT_CODE }
  return { text: pseudoTranslate(text, p.targetLanguage), code: 0 }
}

/**
 * m§4/§8 friend verification between non-friends, checked before anything is stored:
 * 20011 the receiver deleted the sender as a friend and has not written since; then, when the receiver
 * never interacted with the sender (friendStore.peerInteracted): 20013 once the sender sent them
 * preReplyLimit messages (held back until a reply), 20012 when this would start a new conversation (a
 * say-hi) past the day's sayHiDailyLimit. A first message to such a receiver is recorded as a say-hi.
 * An in-video text (`inVideo`, messageType 4) is the call's chat, not the conversation's: it is held back
 * like any message, but it is not counted (friendStore.sentCount) and starts no conversation (no say-hi).
 */
const verification = (ctx: Ctx, sender: number, receiver: number, inVideo: boolean): Answer<never> | null => {
  if (areFriends(ctx.db, sender, receiver)) return null
  if (removedBy(ctx.db, sender, receiver)) return fail(FriendCode.friendshipRemoved, "This person removed you as a friend")
  if (peerInteracted(ctx.db, sender, receiver)) return null
  if (sentCount(ctx.db, sender, receiver) >= ctx.opts.preReplyLimit) return fail(FriendCode.awaitingReply, "Wait for a reply before sending more")
  if (inVideo || saidHi(ctx.db, sender, receiver)) return null
  if (sayHisSince(ctx.db, sender, dayStart(ctx.now)) >= ctx.opts.sayHiDailyLimit) return fail(FriendCode.sayHiLimit, "You have said hi to enough new people today")
  recordSayHi(ctx.db, sender, receiver, ctx.now)
  return null
}

const send = (ctx: Ctx, p: ApiParams<"imSend">): Answer<ImSendWire> => {
  const sender = me(ctx).id
  if (p.sendUserId !== sender) return fail(Code.badParams, "sendUserId must be the signed-in member")
  if (p.clientMsgId.length < 1 || p.clientMsgId.length > 64) return fail(Code.badParams, "clientMsgId must have 1 to 64 characters")
  // Idempotent: the same client id from the same sender answers what was stored the first time.
  const stored = byClientId(ctx.db, sender, p.clientMsgId)
  if (stored) return ok(sendAnswer(stored))
  if (p.receiveUserId === sender || !userById(ctx.db, p.receiveUserId)) return fail(Code.badParams, "unknown receiver")
  if (blockedEitherWay(ctx.db, sender, p.receiveUserId)) return fail(MESSAGE_BLOCKED_CODE, "You cannot message this person")
  const image = p.messageType === 3
  if (p.messageType !== 1 && p.messageType !== 3 && p.messageType !== 4) return fail(Code.badParams, "messageType must be 1, 3 or 4")
  if (image && (p.pictureUrl === undefined || !PICTURE_URL.test(p.pictureUrl))) return fail(Code.badParams, "an image needs its pictureUrl")
  const text = image ? "" : p.message.trim()
  if (!image && text === "") return fail(Code.badParams, "message is empty")
  if (text.length > MESSAGE_MAX_CHARS) return fail(Code.badParams, `message longer than ${MESSAGE_MAX_CHARS} characters`)
  const held = verification(ctx, sender, p.receiveUserId, p.messageType === 4)
  if (held !== null) return held
  const t = image ? { text: null, code: 0 } : translation(ctx, sender, text, p)
  const row = insertMessage(ctx.db, {
    sender_id: sender,
    receiver_id: p.receiveUserId,
    client_msg_id: p.clientMsgId,
    // m§4: a picture is type 1 value 3; text type 1 value 0; in-video text keeps its type 4.
    message_type: image ? 1 : p.messageType,
    message_type_value: image ? 3 : p.messageType === 1 ? 0 : p.messageTypeValue,
    source: text,
    translation: t.text,
    translate_code: t.code,
    picture_url: image ? (p.pictureUrl ?? null) : null,
    gift_id: null,
    at: ctx.now,
  })
  relayMessage(ctx, row)
  return ok(sendAnswer(row))
}

/** Handlers of the im/v1 endpoints. */
export const imHandlers: Handlers = {
  imSend: send,
  imRead: (ctx, p) => {
    if (p.receiveUserId !== me(ctx).id) return fail(Code.badParams, "receiveUserId must be the signed-in member")
    return ok({ read: markRead(ctx.db, me(ctx).id, p.sendUserId) })
  },
  imList: (ctx, p) => badPaging(p) ?? ok(listConversations(ctx.db, me(ctx).id, p.pageNo, p.pageSize)),
  imDetails: (ctx, p) => badPaging(p) ?? ok(conversationPage(ctx.db, me(ctx).id, p.sendUserId, p.pageNo, p.pageSize, p.since)),
  imDelete: (ctx, p) => ok({ deleted: clearConversation(ctx.db, me(ctx).id, p.sendUserId) }),
}
