// The reference a conversation's merge is checked against (property tests of the messaging recipe and of
// MessageList): each message inserted one by one as the messaging recipe first did it (dropped when its
// id, or its client id, is already there; else placed after the last message, scanning from the end,
// that is not newer by time then id).
import type { ChatMessage } from "../../domain/messaging/message"

const before = (a: ChatMessage, b: ChatMessage) => a.at < b.at || (a.at === b.at && a.id < b.id)

/** `msgs` merged into `list` one by one (a new array). */
export const referenceMerge = (list: ReadonlyArray<ChatMessage>, msgs: ReadonlyArray<ChatMessage>): ChatMessage[] => {
  const out = [...list]
  for (const msg of msgs) {
    if (out.some((x) => x.id === msg.id || (msg.clientId !== null && x.clientId === msg.clientId))) continue
    let i = out.length
    while (i > 0 && before(msg, out[i - 1]!)) i--
    out.splice(i, 0, msg)
  }
  return out
}
