// Messaging commands (m§4-§7): connect the real-time channel with the RTM token, load and save the
// local chat database, fetch the list and history (also after a reconnect), send the outbox head,
// mark read, delete, gifts, sounds, the tab badge, and the timers of retries and the coin banner.
import type { AppEvent, AppState, Cmd, RequestParams } from "../app/types"
import { call } from "../core/call"
import { isVideoPhase } from "../calls/state"
import { answerOf } from "../core/answers"
import { ADD_WAY_CHAT, CHAT_PAGE_SIZE, COIN_BANNER_RESHOW_MS, GIFT_NO_GOLD_CODE, SOURCE_TAG } from "../constants"
import { IM } from "./answers"
import { REFETCH_TIMER } from "./evolve"
import type { ChatMessage } from "./message"
import { indexIn, lastSeen, plainList } from "./merge"
import { askedBy, peersAskedBy } from "./askedBy"
import { oldestOf } from "./history"
import { backoffMs, retryTimer } from "./outbox"
import { COIN_BANNER_KEY, COIN_BANNER_TIMER, type HistoryPaging } from "./state"

/** Peers whose older page event `seq` asked for (profiles and details pages: peersAskedBy). */
const pagesAsked = askedBy((h: HistoryPaging) => h.loading)

export { SOUND_TIMER } from "./state"


/** Message `id` with `peerId` (searched from the newest: the one just written or received, usually). */
const find = (s: AppState, peerId: string, id: string): ChatMessage | undefined => {
  const list = plainList(s.messaging, peerId)
  return list.at(indexIn(list, id))
}

/** The messages named by `ids` (a page of history: one pass over each list, not one search per message). */
const savedMessages = (s: AppState, ids: ReadonlyArray<{ readonly peerId: string; readonly id: string }>): ChatMessage[] => {
  if (ids.length <= 2) return ids.flatMap(({ peerId, id }) => find(s, peerId, id) ?? [])
  const byPeer = new Map<string, Map<string, ChatMessage>>()
  const wanted = new Map<string, Set<string>>()
  for (const { peerId, id } of ids) (wanted.get(peerId) ?? wanted.set(peerId, new Set()).get(peerId)!).add(id)
  for (const [peerId, want] of wanted) {
    const found = new Map<string, ChatMessage>()
    for (const x of plainList(s.messaging, peerId)) if (want.has(x.id) && !found.has(x.id)) found.set(x.id, x)
    byPeer.set(peerId, found)
  }
  return ids.flatMap(({ peerId, id }) => byPeer.get(peerId)?.get(id) ?? [])
}

/** What one im/v1/send carries: text (or "" for a picture), m§7 messageType (1 text, 3 image, 4 in video) and m§4 value, receiver, client id. */
export interface ImSendOf {
  readonly text: string
  readonly messageType: 1 | 3 | 4
  readonly messageTypeValue: number
  readonly peerId: string
  readonly clientId: string
  readonly pictureUrl?: string
}

/** m§7 im/v1/send params of a message the member sends (clientMsgId makes retries idempotent); the member's translation setting applies. */
export const imSendParams = (s: AppState, x: ImSendOf): RequestParams<"imSend"> => ({
  message: x.text,
  messageType: x.messageType,
  messageTypeValue: x.messageTypeValue,
  receiveUserId: Number(x.peerId),
  sendUserId: Number(s.messaging.owner),
  needTranslate: s.messaging.translate,
  targetLanguage: s.shell.language,
  routeType: 1,
  clientMsgId: x.clientId,
  ...(x.pictureUrl !== undefined ? { pictureUrl: x.pictureUrl } : {}),
})

/** m§7 im/v1/send params of own conversation message `msg` (type 1 text, 3 image). */
const sendParams = (s: AppState, msg: ChatMessage): RequestParams<"imSend"> =>
  imSendParams(s, {
    text: msg.kind === "img" ? "" : msg.text,
    messageType: msg.kind === "img" ? 3 : 1,
    messageTypeValue: msg.typeValue,
    peerId: msg.peerId,
    clientId: msg.clientId ?? msg.id,
    ...(msg.picture ? { pictureUrl: msg.picture.url } : {}),
  })


/** Commands for messaging events. */
export const reactMessaging = (s: AppState, e: AppEvent): Cmd[] => {
  const m = s.messaging
  const me = m.owner
  const cmds: Cmd[] = []
  // AppStarted's timers and the sound timer's preload are the startup part's (./start.ts).
  const fx = m.fx?.by === e.seq ? m.fx : null
  if (fx?.disconnect) cmds.push({ _tag: "DisconnectRealtime" })
  if (fx?.load && me !== "") cmds.push({ _tag: "LoadChats", userId: me }, { _tag: "WatchChatReads", userId: me })
  const rtm = answerOf(e, "rtmToken")
  if (rtm && me !== "") cmds.push({ _tag: "ConnectRealtime", userId: me, token: rtm.token })
  if (me !== "" && m.pending.rtm === e.seq) cmds.push(call(s, e.seq, IM.rtm, {}))
  if (me !== "" && m.pending.list === e.seq) cmds.push(call(s, e.seq, IM.list, { pageNo: 1, pageSize: CHAT_PAGE_SIZE }))
  if (m.refetch.armedBy === e.seq) cmds.push({ _tag: "StartTimer", key: REFETCH_TIMER, ms: backoffMs(m.refetch.attempts) })
  for (const peerId of peersAskedBy(m.pending.profiles, e.seq)) cmds.push(call(s, e.seq, "getUserInfo", { searchUserId: Number(peerId) }))
  for (const peerId of peersAskedBy(m.pending.details, e.seq)) {
    const since = lastSeen(s.messaging, peerId)
    cmds.push(call(s, e.seq, IM.details, { sendUserId: Number(peerId), pageNo: 1, pageSize: CHAT_PAGE_SIZE, ...(since > 0 ? { since } : {}) }))
  }
  // Older pages (m§3, m§7): the local chat database while it has more, then the gateway's page `page`.
  if (me !== "")
    for (const peerId of pagesAsked(m.history, e.seq)) {
      const h = m.history[peerId]!
      if (h.source === "local")
        cmds.push({ _tag: "LoadStoredPage", userId: me, peerId, before: oldestOf(m, peerId), limit: CHAT_PAGE_SIZE, requestId: e.seq })
      else cmds.push(call(s, e.seq, IM.details, { sendUserId: Number(peerId), pageNo: h.page, pageSize: CHAT_PAGE_SIZE }))
    }
  switch (e._tag) {
    case "ConversationOpened":
      cmds.push({ _tag: "LoadConversation", userId: me, peerId: e.peerId })
      break
    case "ConversationDeleted":
      cmds.push({ _tag: "DeleteChat", userId: me, peerId: e.peerId }, call(s, e.seq, IM.remove, { sendUserId: Number(e.peerId) }))
      break
    case "GiftSendRequested":
      if (m.pending.gift === e.seq) {
        // m§7 gift/send roomId: the call's room when the gift goes to the member in the open video call.
        const roomId = isVideoPhase(s.calls.phase) && s.calls.peerId === e.peerId ? s.calls.roomNum : ""
        cmds.push(call(s, e.seq, IM.gift, { giftPage: 1, giftId: e.giftId, receiveUserId: Number(e.peerId), userId: Number(me), roomId, source: SOURCE_TAG }))
      }
      break
    case "FriendRequestAccepted":
      if (m.requests.accepting[e.peerId] === e.seq) cmds.push(call(s, e.seq, IM.addFriend, { addWay: ADD_WAY_CHAT, friendUserId: Number(e.peerId), addReally: 1 }))
      break
    case "GatewayFailed":
      // m§8 10014: the shown balance was out of date; refresh it under the not-enough-gold dialog (or the call's recharge sheet).
      if (e.name === IM.gift && e.code === GIFT_NO_GOLD_CODE && (m.goldDialog || m.notice?.id === e.seq)) cmds.push(call(s, e.seq, "getCurrentGoldNum", {}))
      break
    case "CoinBannerClosed":
      cmds.push({ _tag: "Persist", key: COIN_BANNER_KEY, value: String(e.at) }, { _tag: "StartTimer", key: COIN_BANNER_TIMER, ms: COIN_BANNER_RESHOW_MS })
      break
  }
  if (fx === null) return cmds
  for (const peerId of fx.markRead) {
    cmds.push(call(s, e.seq, IM.read, { receiveUserId: Number(me), sendUserId: Number(peerId) }), { _tag: "MarkChatRead", userId: me, peerId })
  }
  if (fx.send !== null) {
    const o = m.outbox[fx.send]
    const msg = o ? find(s, o.peerId, fx.send) : undefined
    if (o && msg) cmds.push(call(s, e.seq, IM.send, sendParams(s, msg)))
  }
  for (const key of fx.uploads) {
    const up = m.uploads[key]
    const c = call(s, e.seq, "getCurrentGoldNum", {})
    if (up && c._tag === "CallGateway") cmds.push({ _tag: "UploadFile", key, localUrl: up.localUrl, caller: c.caller })
  }
  for (const r of fx.retry) cmds.push({ _tag: "StartTimer", key: retryTimer(r.clientId), ms: r.ms })
  if (fx.sound) cmds.push({ _tag: "PlaySound", sound: "message" })
  if (fx.badge) cmds.push({ _tag: "SetBadge", count: m.badge })
  if (me !== "" && (fx.savePeers.length > 0 || fx.dropIds.length > 0)) {
    const conversations = fx.savePeers.flatMap((p) => m.conversations[p] ?? [])
    const messages = savedMessages(s, fx.saveIds)
    cmds.push({ _tag: "SaveChats", userId: me, conversations, messages, drop: [...fx.dropIds] })
  }
  return cmds
}
