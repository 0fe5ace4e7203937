// Friends events (m§2, m§4, m§7): the friend page opened or left, list pages and the search, the
// reminder panel, the actions on a peer (add, one-way confirmation, star, note, delete, block, reminder)
// and the refusals the client decides itself (cannot add yourself, 50 reminders, 30-character note).
import * as Schema from "effect/Schema"
import { event } from "../core/schema"
import { FreeText, PersonName, SafeNumber, UserIdString } from "../core/sensitive"


/** The friend page of `userId` opened: info, pictures, story videos and the relation are fetched. */
export const FriendPageOpened = event("FriendPageOpened", { userId: UserIdString })
export const FriendPageClosed = event("FriendPageClosed", {})
/** Page `page` (from 1; 1 starts afresh) of the friend list was asked for. */
export const FriendListRequested = event("FriendListRequested", { page: SafeNumber })
/** The search text changed (the request follows after FRIEND_SEARCH_DEBOUNCE_MS). */
export const FriendSearchChanged = event("FriendSearchChanged", { query: FreeText })
/** The relation check of `peerId` is due after RELATION_CHECK_DEBOUNCE_MS (m§4 pre-chat check). */
export const RelationCheckScheduled = event("RelationCheckScheduled", { peerId: UserIdString })
/** addFriend sent (addWay 101 call, 102 chat; addReally 1 after the one-way confirmation). */
export const FriendAddRequested = event("FriendAddRequested", { peerId: UserIdString, addWay: SafeNumber, addReally: SafeNumber })
/** The client refused an action itself: why. */
export const FriendActionRefused = event("FriendActionRefused", { peerId: UserIdString, reason: Schema.Literals(["cannotAddSelf", "remindLimit", "noteTooLong", "notFriends"]) })
/** m§4 the one-way pay-attention confirmation opened for `peerId`. */
export const OneWayPromptShown = event("OneWayPromptShown", { peerId: UserIdString, addWay: SafeNumber })
/** The member accepted the 9-gold one-way add (remembered 365 days); the add is sent with addReally 1. */
export const OneWayConfirmed = event("OneWayConfirmed", { peerId: UserIdString, addWay: SafeNumber })
/** The prompt (one-way or gold) was closed without going on. */
export const FriendPromptClosed = event("FriendPromptClosed", {})
export const FriendStarRequested = event("FriendStarRequested", { peerId: UserIdString, stick: SafeNumber })
export const FriendNoteRequested = event("FriendNoteRequested", { peerId: UserIdString, remark: PersonName })
export const FriendDeleteRequested = event("FriendDeleteRequested", { peerId: UserIdString })
/** m§7 addBlack of `peerId` (after the member confirmed). */
export const BlockRequested = event("BlockRequested", { peerId: UserIdString })
export const RemindPanelOpened = event("RemindPanelOpened", {})
export const RemindPanelClosed = event("RemindPanelClosed", {})
export const MoreRemindersRequested = event("MoreRemindersRequested", { page: SafeNumber })
export const RemindSwitchRequested = event("RemindSwitchRequested", { peerId: UserIdString, on: SafeNumber })
export const FriendNoticeDismissed = event("FriendNoticeDismissed", {})

export const FriendEvents = [
  FriendPageOpened,
  FriendPageClosed,
  FriendListRequested,
  FriendSearchChanged,
  RelationCheckScheduled,
  FriendAddRequested,
  FriendActionRefused,
  OneWayPromptShown,
  OneWayConfirmed,
  FriendPromptClosed,
  FriendStarRequested,
  FriendNoteRequested,
  FriendDeleteRequested,
  BlockRequested,
  RemindPanelOpened,
  RemindPanelClosed,
  MoreRemindersRequested,
  RemindSwitchRequested,
  FriendNoticeDismissed,
] as const
