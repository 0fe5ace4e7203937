// Domain shapes of the friend answers (m§3 friend list item and online-reminder friend, m§7 friend/*);
// the gateway adapter maps the wire names (userName, headImg, stick, remindSwitch, pageNo/pages,
// relationFriends, remindNum) to these once.
import * as Schema from "effect/Schema"
import { ImageUrl, PersonName, SafeNumber, UserId } from "../core/sensitive"


/**
 * m§3 a friend list item: `name` is the name as the member sees it (their note name for this friend
 * when set, m§7 remark, else the friend's nickname); `starred` the favourite flag (stick 1); status a§3
 * (2 online: the online dot).
 */
export const Friend = Schema.Struct({ id: UserId, name: PersonName, avatar: ImageUrl, countryId: SafeNumber, starred: Schema.Boolean, status: SafeNumber })
export type Friend = typeof Friend.Type

/** m§7 one page of the friend list (page size 100): page from 1, hasMore false on the last. Order: starred first, then by name. */
export const FriendPage = Schema.Struct({ friends: Schema.Array(Friend), page: SafeNumber, hasMore: Schema.Boolean })
export type FriendPage = typeof FriendPage.Type

/** m§7 friend search: the member's friends whose name (note or nickname) contains the query, or whose id it is. */
export const FriendSearch = Schema.Array(Friend)
export type FriendSearch = typeof FriendSearch.Type

/**
 * m§4 pre-chat check (friend/relations data): `relation` a Relation code of domain/constants.ts; 4 =
 * one-way (adding now costs ONE_WAY_ADD_COST coins, confirmed once).
 */
export const FriendRelation = Schema.Struct({ relation: SafeNumber })
export type FriendRelation = typeof FriendRelation.Type

/** m§3 an online-reminder friend: `reminding` the switch (remindSwitch 1), status a§3. */
export const RemindFriend = Schema.Struct({ id: UserId, name: PersonName, avatar: ImageUrl, reminding: Schema.Boolean, status: SafeNumber })
export type RemindFriend = typeof RemindFriend.Type

/** m§7 one page of the online-reminder list (page size 20) and `remindCount` switched on in all (of REMIND_MAX 50). */
export const RemindPage = Schema.Struct({ friends: Schema.Array(RemindFriend), page: SafeNumber, hasMore: Schema.Boolean, remindCount: SafeNumber })
export type RemindPage = typeof RemindPage.Type

/** m§7 onlineRemindSwitch: the switch after the call and the count switched on (m§2 "x/50"). */
export const RemindSwitched = Schema.Struct({ reminding: Schema.Boolean, remindCount: SafeNumber })
export type RemindSwitched = typeof RemindSwitched.Type

/** m§7 friend/stick: the favourite flag after the call. */
export const Starred = Schema.Struct({ starred: Schema.Boolean })
/** m§7 friend/remark: the name to show for the friend from now on (the note, or their nickname when the note was cleared). */
export const Renamed = Schema.Struct({ name: PersonName })
