// Wire -> domain names of the messaging endpoints (friendId -> peerId, userName -> name, headImg ->
// avatar, timestamp -> at, content -> text, data.gold -> coinBalance, textContent.translation ->
// translation; pages -> their lists). Input was already decoded with imContract's Schemas.
import type { ListEntry } from "../../domain/messaging/answers"
import { kindOf } from "../../domain/messaging/parse"
import type { ImWire } from "../../domain/realtime/wire"
import type { ImListEntryWire, ImSendWire } from "./imContract"

const entry = (w: ImListEntryWire): ListEntry => {
  const peerId = String(w.friendId)
  const kind = kindOf({ chat_id: w.croomId, messageId: "", message_type: w.messageType, message_type_value: w.messageTypeValue, senderId: peerId, receiverIds: [], timeStamp: w.timestamp })
  return {
    peerId,
    name: w.userName,
    avatar: w.headImg,
    relation: w.relation,
    noReadCount: w.noReadCount,
    ...(kind !== null ? { kind } : {}),
    ...(kind === "txt" || kind === "system" ? { text: w.content } : {}),
    at: w.timestamp,
    status: w.status,
  }
}

/** The domain shape of a messaging endpoint's data, or undefined when `name` is not one of them. */
export const translateIm = (name: string, data: unknown): unknown => {
  switch (name) {
    case "imSend": {
      const d = data as ImSendWire
      const translation = d.textContent?.translation
      return { messageId: d.messageId, at: d.timeStamp, translateCode: d.translateCode, ...(translation !== undefined ? { translation } : {}) }
    }
    case "imList":
      return (data as { list: ReadonlyArray<ImListEntryWire> }).list.map(entry)
    case "imDetails":
      return (data as { list: ReadonlyArray<ImWire> }).list
    case "giftSend":
      return { coinBalance: (data as { gold: number }).gold }
  }
  return undefined
}
