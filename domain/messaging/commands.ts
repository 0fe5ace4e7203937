// Messaging commands: the local chat database (m§3), sounds (m§4) and the tab-icon badge (m§2, m§4).
import * as Schema from "effect/Schema"
import { message } from "../core/schema"
import { Secret } from "../core/sensitive"
import { UploadTarget } from "../core/upload"
import { ChatMessage, ConversationRecord } from "./message"

const Str = Schema.String

/** Load member `userId`'s recent conversations and own unsent messages -> ChatStoreLoaded. */
export const LoadChats = message("LoadChats", { userId: Str })
/** Load the newest page (m§9: 100) of the stored history with `peerId` -> ChatHistoryLoaded. */
export const LoadConversation = message("LoadConversation", { userId: Str, peerId: Str })
/**
 * Read the page of stored messages with `peerId` before `before` (by time, then id; null = the newest),
 * at most `limit`, read by the croomId index and ordered in memory (m§3) -> StoredPageLoaded with `requestId`.
 */
export const LoadStoredPage = message("LoadStoredPage", {
  userId: Str,
  peerId: Str,
  before: Schema.NullOr(Schema.Struct({ at: Schema.Number, id: Str })),
  limit: Schema.Number,
  requestId: Schema.Number,
})
/** Write conversations and messages (upsert by croomId / messageUuid) and delete `drop` uuids, in one transaction. */
export const SaveChats = message("SaveChats", {
  userId: Str,
  conversations: Schema.Array(ConversationRecord),
  messages: Schema.Array(ChatMessage),
  drop: Schema.Array(Str),
})
/** Mark every stored message of the conversation with `peerId` read. */
export const MarkChatRead = message("MarkChatRead", { userId: Str, peerId: Str })
/**
 * From now on, report member `userId`'s read marks made in the other tabs of this browser ->
 * ConversationReadElsewhere per conversation (replaces an earlier watch: one member at a time).
 */
export const WatchChatReads = message("WatchChatReads", { userId: Str })
/** Delete the conversation with `peerId`: its messages and its entry (m§4). */
export const DeleteChat = message("DeleteChat", { userId: Str, peerId: Str })
/** Load the message sounds (m§4: 2 s after start). */
export const PreloadSounds = message("PreloadSounds", {})
/** Play the new-message sound (m§4). */
export const PlaySound = message("PlaySound", { sound: Schema.Literal("message") })
/** Show `count` unread on the tab icon (m§2: 999 and over "k+", 0 resets); throttled by the adapter. */
export const SetBadge = message("SetBadge", { count: Schema.Number })

/** Who uploads (the same credentials as a gateway call, a§7). */
const UploadCaller = Schema.Struct({ deviceId: Str, userId: Str, token: Secret, languageId: Schema.Number })
/**
 * Upload the file at `localUrl` (a blob: URL) as an image (m§7, field "image") to `target` (absent =
 * chatImage, upload/images) -> UploadProgressed/Finished/Failed with `key`.
 */
export const UploadFile = message("UploadFile", { key: Str, localUrl: Str, caller: UploadCaller, target: Schema.optionalKey(UploadTarget) })

export const MessagingCommands = [UploadFile, LoadChats, LoadConversation, LoadStoredPage, SaveChats, MarkChatRead, WatchChatReads, DeleteChat, PreloadSounds, PlaySound, SetBadge] as const
