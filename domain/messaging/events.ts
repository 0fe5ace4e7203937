// Messaging events (m§2, m§4, m§5): what the member asked for, what the local chat database reported,
// and badge problems. Received frames come as ImFrameReceived/NoticeReceived (domain/realtime/events.ts);
// gateway answers as GatewayAnswered/GatewayFailed.
import * as Schema from "effect/Schema"
import { Diagnostic, FreeText, ImageUrl, PersonName, SafeNumber, SafeString, UserIdString } from "../core/sensitive"
import { event } from "../core/schema"
import { ChatMessage, ConversationRecord } from "./message"

const ImTab = Schema.Literals(["messages", "friends"])

export const ImPanelOpened = event("ImPanelOpened", { tab: ImTab })
export const ImPanelClosed = event("ImPanelClosed", {})
export const ImTabSelected = event("ImTabSelected", { tab: ImTab })
/** The chat with `peerId` opened (unread cleared, read marked); name/avatar as the view knew them. */
export const ConversationOpened = event("ConversationOpened", { peerId: UserIdString, name: PersonName, avatar: ImageUrl })
export const ConversationClosed = event("ConversationClosed", {})
/** An own text message (already trimmed, non-empty) was written; `clientId` from the view. */
export const TextSendRequested = event("TextSendRequested", { clientId: SafeString, peerId: UserIdString, text: FreeText })
/** An own image was chosen (m§5): `localUrl` blob URL, `size` bytes, within the 5 MB limit. */
export const ImageSendRequested = event("ImageSendRequested", {
  clientId: SafeString,
  peerId: UserIdString,
  localUrl: ImageUrl,
  size: SafeNumber,
  width: Schema.NullOr(SafeNumber),
  height: Schema.NullOr(SafeNumber),
})
/** An image was refused before sending: over 5 MB (imgSizeErr) or not an image. */
export const ImageSendRejected = event("ImageSendRejected", { reason: Schema.Literals(["imgSizeErr", "notImage"]) })
/** A gift was sent to `peerId` (m§7 gift/send). */
export const GiftSendRequested = event("GiftSendRequested", { peerId: UserIdString, giftId: SafeNumber })
/** The member asked to send failed message `clientId` again now. */
export const SendRetryRequested = event("SendRetryRequested", { clientId: SafeString })
/** The conversation with `peerId` was deleted (m§4: locally and on the server). */
export const ConversationDeleted = event("ConversationDeleted", { peerId: UserIdString })
export const TranslateToggled = event("TranslateToggled", { on: Schema.Boolean })
export const CoinBannerClosed = event("CoinBannerClosed", {})
export const GoldDialogClosed = event("GoldDialogClosed", {})
export const ImNoticeDismissed = event("ImNoticeDismissed", {})
/** m§2 the member accepted the pending friend request of `peerId` (addFriend addWay 102 follows). */
export const FriendRequestAccepted = event("FriendRequestAccepted", { peerId: UserIdString })
/** m§2 the member closed the pending friend-request bar of `peerId` (until the next page load). */
export const FriendRequestDismissed = event("FriendRequestDismissed", { peerId: UserIdString })

/**
 * Member `userId` read the conversation with `peerId` in another tab of this browser (m§4 unread): the
 * other tab marked it read on the server and in the local chat database; this one clears its count.
 */
export const ConversationReadElsewhere = event("ConversationReadElsewhere", { userId: UserIdString, peerId: UserIdString })

/**
 * The local chat database loaded for `userId`: recent conversations and the own messages not yet sent.
 * `revived` (absent = none): client ids of own photos in `outbox` whose picked bytes the database kept,
 * given a fresh object URL by the adapter, so their blob: URL is live and they upload again (m§5); any
 * other own photo with a blob: URL lost its file with the page that picked it.
 */
export const ChatStoreLoaded = event("ChatStoreLoaded", {
  userId: UserIdString,
  conversations: Schema.Array(ConversationRecord),
  outbox: Schema.Array(ChatMessage),
  revived: Schema.optionalKey(Schema.Array(SafeString)),
})
/** Stored history of one conversation loaded (oldest first). */
export const ChatHistoryLoaded = event("ChatHistoryLoaded", { userId: UserIdString, peerId: UserIdString, messages: Schema.Array(ChatMessage) })
/**
 * The member reached the top of the chat with `peerId` (or tapped "load older messages"): the next older
 * page is asked, from the local chat database while it has more, then from the gateway (m§3, m§7).
 */
export const OlderMessagesRequested = event("OlderMessagesRequested", { peerId: UserIdString })
/**
 * The local chat database answered older page request `requestId` (the seq that asked): up to a page of
 * stored messages with `peerId` older than those shown, oldest first (none when the local copy ran out).
 */
export const StoredPageLoaded = event("StoredPageLoaded", { userId: UserIdString, peerId: UserIdString, requestId: SafeNumber, messages: Schema.Array(ChatMessage) })
/** The text being written to `peerId` was kept as that chat's draft ("" clears it); personal text, redacted like messages. */
export const DraftSaved = event("DraftSaved", { peerId: UserIdString, text: FreeText })
/** A chat database operation failed (the app goes on from memory). */
export const ChatStoreFailed = event("ChatStoreFailed", { op: SafeString, reason: Diagnostic })
/** Upload `key` (an own image's client id) progressed: bytes loaded of total. */
export const UploadProgressed = event("UploadProgressed", { key: SafeString, loaded: SafeNumber, total: SafeNumber })
/**
 * Upload `key` finished; `url` is where the server keeps the file (m§7 data.url); `id` the new album
 * picture's id when the target answers one (albumImage), absent otherwise.
 */
export const UploadFinished = event("UploadFinished", { key: SafeString, url: ImageUrl, id: Schema.optionalKey(SafeNumber) })
/** Upload `key` failed (network, HTTP status or a refusal), with the reason. */
export const UploadFailed = event("UploadFailed", { key: SafeString, reason: Diagnostic })
/** m§8: more than 100 tab-icon badge updates were queued; `dropped` requests were discarded. */
export const BadgeQueueOverflowed = event("BadgeQueueOverflowed", { dropped: SafeNumber })

export const MessagingEvents = [
  ImPanelOpened,
  ImPanelClosed,
  ImTabSelected,
  ConversationOpened,
  ConversationClosed,
  TextSendRequested,
  ImageSendRequested,
  ImageSendRejected,
  GiftSendRequested,
  SendRetryRequested,
  ConversationDeleted,
  TranslateToggled,
  CoinBannerClosed,
  GoldDialogClosed,
  ImNoticeDismissed,
  FriendRequestAccepted,
  FriendRequestDismissed,
  ChatStoreLoaded,
  ChatHistoryLoaded,
  ChatStoreFailed,
  OlderMessagesRequested,
  StoredPageLoaded,
  DraftSaved,
  BadgeQueueOverflowed,
  UploadProgressed,
  UploadFinished,
  UploadFailed,
  ConversationReadElsewhere,
] as const
