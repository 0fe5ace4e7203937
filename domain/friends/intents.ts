// Friends intents (m§2 FriendPage, friend list, reminder panel, user menu; m§4 friend add). Peer ids are
// user ids as text (negative ids are system senders: refused).
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

const Str = Schema.String
const Peer = { peerId: Str }

/** Show the friend page of `userId` (decoded from the path). */
export const OpenFriendPage = message("OpenFriendPage", { userId: Str })
export const CloseFriendPage = message("CloseFriendPage", {})
/** The friend list was shown: load page 1 afresh. */
export const LoadFriends = message("LoadFriends", {})
/** Scrolled near the end (debounced by the view, FRIEND_SCROLL_DEBOUNCE_MS): the next page. */
export const LoadMoreFriends = message("LoadMoreFriends", {})
export const SearchFriends = message("SearchFriends", { query: Str })
/** m§4 the pre-chat relation check of `peerId` (debounced 400 ms). */
export const CheckRelation = message("CheckRelation", Peer)
/** m§4 add `peerId` as a friend; `inCall` chooses addWay 101, else 102 (chat, friend page). */
export const AddFriend = message("AddFriend", { peerId: Str, inCall: Schema.optionalKey(Schema.Boolean) })
export const ConfirmOneWay = message("ConfirmOneWay", {})
export const CloseFriendPrompt = message("CloseFriendPrompt", {})
export const StarFriend = message("StarFriend", { peerId: Str, starred: Schema.Boolean })
/** m§7 remark: the note name (trimmed, at most NOTE_MAX 30 characters; "" clears it). */
export const SetFriendNote = message("SetFriendNote", { peerId: Str, note: Str })
export const DeleteFriend = message("DeleteFriend", Peer)
/** m§7 addBlack (the view confirmed first). */
export const BlockUser = message("BlockUser", Peer)
export const OpenRemindPanel = message("OpenRemindPanel", {})
export const CloseRemindPanel = message("CloseRemindPanel", {})
export const LoadMoreReminders = message("LoadMoreReminders", {})
export const SwitchReminder = message("SwitchReminder", { peerId: Str, on: Schema.Boolean })
export const DismissFriendNotice = message("DismissFriendNotice", {})

export const FriendIntents = [
  OpenFriendPage,
  CloseFriendPage,
  LoadFriends,
  LoadMoreFriends,
  SearchFriends,
  CheckRelation,
  AddFriend,
  ConfirmOneWay,
  CloseFriendPrompt,
  StarFriend,
  SetFriendNote,
  DeleteFriend,
  BlockUser,
  OpenRemindPanel,
  CloseRemindPanel,
  LoadMoreReminders,
  SwitchReminder,
  DismissFriendNotice,
] as const
