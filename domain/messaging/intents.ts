// Messaging intents (m§2, m§5): the chat panel and its tabs, conversations, sending text, images and
// gifts, retries, deleting, translation, notices, and the pending friend-request bar.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Messaging (m§2, m§5). Ids are user ids as strings; `clientId` is made by the view (crypto.randomUUID). */
const ImTab = Schema.Literals(["messages", "friends"])
export const OpenImPanel = message("OpenImPanel", { tab: ImTab })
export const CloseImPanel = message("CloseImPanel", {})
export const SelectImTab = message("SelectImTab", { tab: ImTab })
/** Open the chat with `peerId`; name/avatar show until the conversation list knows the peer. */
export const OpenConversation = message("OpenConversation", { peerId: Schema.String, name: Schema.optionalKey(Schema.String), avatar: Schema.optionalKey(Schema.String) })
export const CloseConversation = message("CloseConversation", {})
/** Send text to the open chat (trimmed; empty refused). */
export const SendText = message("SendText", { clientId: Schema.String, text: Schema.String })
/**
 * Send an image to the open chat: `localUrl` a blob: URL of the file, `size` bytes, `mime` its type,
 * `width`/`height` px when decoded; `decoded` false when the browser could not decode it as an image
 * (a text file named .jpg): refused as not an image, nothing queued.
 */
export const SendImage = message("SendImage", {
  clientId: Schema.String,
  localUrl: Schema.String,
  size: Schema.Number,
  mime: Schema.String,
  width: Schema.optionalKey(Schema.Number),
  height: Schema.optionalKey(Schema.Number),
  decoded: Schema.optionalKey(Schema.Boolean),
})
/** Send gift `giftId` to the open chat (m§7 gift/send). */
export const SendGift = message("SendGift", { giftId: Schema.Number })
/** Send a failed own message again now. */
export const RetrySend = message("RetrySend", { clientId: Schema.String })
export const DeleteConversation = message("DeleteConversation", { peerId: Schema.String })
export const ToggleTranslate = message("ToggleTranslate", {})
export const CloseCoinBanner = message("CloseCoinBanner", {})
export const CloseGoldDialog = message("CloseGoldDialog", {})
export const DismissImNotice = message("DismissImNotice", {})
/** m§2 pending friend-request bar of the chat with `peerId` (relation 3): accept it, or close the bar. */
export const AcceptFriendRequest = message("AcceptFriendRequest", { peerId: Schema.String })
export const DismissFriendRequest = message("DismissFriendRequest", { peerId: Schema.String })

/** Show the page of messages before the oldest shown in the chat with `peerId` (scrolled near the top, or tapped). */
export const ShowOlderMessages = message("ShowOlderMessages", { peerId: Schema.String })
/** Keep `text` as the draft of the chat with `peerId` (the view sends it debounced, and when the chat closes). */
export const SaveDraft = message("SaveDraft", { peerId: Schema.String, text: Schema.String })

/** The messaging intents. */
export const MessagingIntents = [OpenImPanel, CloseImPanel, SelectImTab, OpenConversation, CloseConversation, SendText, SendImage, SendGift, RetrySend, DeleteConversation, ToggleTranslate, CloseCoinBanner, CloseGoldDialog, DismissImNotice, AcceptFriendRequest, DismissFriendRequest, ShowOlderMessages, SaveDraft] as const
