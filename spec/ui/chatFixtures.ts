// Shared set-up of the chat view's component tests (spec/ui/chat*.test.tsx): a peer's text message with
// every field, and the ChatView props of an open chat with Bea (peer "2"; the member is "1").
import { vi } from "vitest"
import type { ChatMessage } from "../../domain/messaging/state"
import { showTimestampAt } from "../../domain/messaging/selectors"
import type { ChatViewProps } from "../../ui/components/im/ChatView"

/** The time of the first test message, epoch ms. */
export const CHAT_T0 = 1_700_000_000_000

/** A text message from the peer ("hi", id m1, at CHAT_T0, read and sent), with `over` applied. */
export const chatMessage = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: "m1", clientId: null, peerId: "2", senderId: "2", mine: false, kind: "txt", type: 1, typeValue: 0, text: "hi",
  translation: null, giftId: null, giftStar: null, picture: null, addType: null, accept: null, call: null, at: CHAT_T0,
  read: true, delivery: "sent", ...over,
})

/** The props of an open chat with Bea (no messages, not loading, spies for every callback), with `over` applied. */
export const chatProps = (over: Partial<ChatViewProps> = {}): ChatViewProps => ({
  canSend: true, translate: true, onToggleTranslate: vi.fn(), onSendText: vi.fn(), onPickImage: vi.fn(),
  gifts: [], giftsLoaded: true, onSendGift: vi.fn(),
  peer: { id: "2", name: "Bea", avatar: "", online: true, system: false },
  messages: [], myId: "1", loading: false, showTimestampAt, uploads: {}, giftImage: () => null, onRetry: vi.fn(),
  onDelete: vi.fn(), request: null, ...over,
})
