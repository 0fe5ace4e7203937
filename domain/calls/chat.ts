// The video call's chat (m§4 "on opening video the timer and chat reset", m§7 im/v1/send messageType 4):
// the member's texts go out as in-video messages (type 4, value 0) and the peer's arrive as such; both
// live in the call slice only (never in the conversation, its preview, unread count or local database).
// Invariant: `chat` exists exactly while the video is open; an own line is "sending" exactly while its send is out.
import { castDraft, type Draft } from "immer"
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { IM } from "../messaging/answers"
import { isInVideoText } from "../messaging/parse"
import { imSendParams } from "../messaging/react"
import type { ImWire } from "../realtime/wire"
import { type CallChatLine, type CallState, isVideoPhase } from "./state"

/** WireRejected source of in-video texts the domain leaves unused. */
export const CALL_CHAT_SOURCE = "callChat"
/** End of the WireRejected reason of an in-video text with no video call with its sender open (recorded traces carry it: keep the wording). */
export const NO_OPEN_CALL_REASON = "in-video text (type 4) with no video call with its sender open"

/**
 * Whether a WireRejected `{source, reason}` is an in-video text that came with no video call with its
 * sender open: expected (typically a late frame after hang-up), not a fault. Read on redacted traces too
 * (the reason's end has nothing redaction masks).
 */
export const isInVideoTextWithoutCall = (w: { readonly source: string; readonly reason: string }): boolean =>
  w.source === CALL_CHAT_SOURCE && w.reason.endsWith(NO_OPEN_CALL_REASON)

/**
 * Where an in-video text `w` belongs for member `me` in call slice `c`: "peer" (from the peer of the open
 * video call, to the member: a line of the call's chat), "echo" (the member's own copy of a line this
 * device sent), "elsewhere" (the member's own text sent from another tab or device, whose call that is:
 * nothing here, and nothing wrong), or "ignored" (from another member, with no video call with them open here).
 */
export const callChatFate = (c: CallState, me: string, w: ImWire): "peer" | "echo" | "elsewhere" | "ignored" => {
  if (w.senderId === me) return c.chat?.some((l) => l.mine && l.id === w.clientMsgId) === true && isVideoPhase(c.phase) ? "echo" : "elsewhere"
  if (c.chat === undefined || !isVideoPhase(c.phase)) return "ignored"
  return w.senderId === c.peerId && w.receiverIds.includes(me) ? "peer" : "ignored"
}

const own = (c: Draft<CallState>, clientId: string | undefined): Draft<CallChatLine> | undefined =>
  c.chat?.find((l) => l.mine && l.id === clientId)

/** The call-chat part of the calls recipe: sends, retries, their answers, and in-video texts received. */
export const evolveCallChat = (d: Draft<AppState>, e: AppEvent): void => {
  const c = d.calls
  if (c.chat === undefined) return
  switch (e._tag) {
    case "CallChatSendRequested":
      if (e.peerId === c.peerId && !c.chat.some((l) => l.mine && l.id === e.clientId))
        c.chat.push({ id: e.clientId, mine: true, text: e.text, status: "sending", at: e.at, requestId: e.seq })
      return
    case "CallChatRetryRequested": {
      const l = own(c, e.clientId)
      if (l?.status === "failed") Object.assign(l, { status: "sending", requestId: e.seq })
      return
    }
    case "GatewayAnswered":
    case "GatewayFailed": {
      if (e.name !== IM.send) return
      const l = c.chat.find((x) => x.mine && x.status === "sending" && x.requestId === e.requestId)
      if (l) Object.assign(l, { status: e._tag === "GatewayAnswered" ? "sent" : "failed", requestId: null })
      return
    }
    case "ImFrameReceived": {
      const w = e.message
      if (!isInVideoText(w)) return
      const fate = callChatFate(c, d.session.userId, w)
      if (fate === "echo") {
        // The server relayed it: it has the text, whatever became of the answer.
        const l = own(c, w.clientMsgId)
        if (l && l.status !== "sent") Object.assign(l, { status: "sent", requestId: null })
      } else if (fate === "peer" && !c.chat.some((l) => !l.mine && l.id === w.messageId) && w.messageId !== "")
        c.chat.push(castDraft({ id: w.messageId, mine: false, text: w.textContent?.source ?? "", status: "sent" as const, at: e.at, requestId: null }))
      return
    }
  }
}

/** Commands of the call chat: im/v1/send (type 4, value 0) for a line sent or retried by `e`; WireRejected for an in-video text left unused. */
export const reactCallChat = (s: AppState, e: AppEvent): Cmd[] => {
  const c = s.calls
  if ((e._tag === "CallChatSendRequested" || e._tag === "CallChatRetryRequested") && c.chat !== undefined) {
    const l = c.chat.find((x) => x.mine && x.requestId === e.seq && x.status === "sending")
    if (l) return [call(s, e.seq, IM.send, imSendParams(s, { text: l.text, messageType: 4, messageTypeValue: 0, peerId: c.peerId, clientId: l.id }))]
  }
  if (e._tag === "ImFrameReceived" && isInVideoText(e.message) && callChatFate(c, s.session.userId, e.message) === "ignored") {
    return [{ _tag: "RejectWire", source: CALL_CHAT_SOURCE, reason: `im ${e.frameId}: ${NO_OPEN_CALL_REASON}` }]
  }
  return []
}
