// The friend endpoints of the contract (m§7 friend/*), spread into `Api` of contract.ts: addFriend
// (messaging's; answers the relation after the call, a§3: 2 friends, 1 request sent), the friend list
// and search, the relation check, favourite, note name, delete and online reminders (the friends
// feature). Wire names as the service spells them; the spec gives GET for stick, remark and delete.
import * as Schema from "effect/Schema"
import { FriendRequests } from "../../domain/friends/requests"
import { MessagingRequests } from "../../domain/messaging/requests"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String

/** m§4 addWay: 101 added during a call, 102 added in chat (defined with the spec's constants). */
export { ADD_WAY_CALL, ADD_WAY_CHAT, FriendCode, Relation } from "../../domain/constants"

/**
 * m§3 a friend list item: userName is the name as the asker sees it (their remark for this friend when
 * set, else the friend's nickname); stick 1 starred; status a§3.
 */
export const FriendWire = Schema.Struct({ id: Num, userName: Str, headImg: Str, countryId: Num, stick: Num, status: Num })
export type FriendWire = typeof FriendWire.Type
/** m§7 a page of the friend list: pageNo from 1, pages in all (starred first, then by userName). */
export const FriendPageWire = Schema.Struct({ pageNo: Num, pages: Num, list: Schema.Array(FriendWire) })
/** m§7 friend search: the matches as a `list` (the spec: "searchQ; list"; no paging). */
export const FriendSearchWire = Schema.Struct({ list: Schema.Array(FriendWire) })

/**
 * m§3 an online-reminder friend: remindSwitch 1 on; status a§3. The spec lists id, remindSwitch and
 * status; a row also needs the name and photo, so userName (as in the friend list) and headImg come too.
 */
export const RemindFriendWire = Schema.Struct({ id: Num, userName: Str, headImg: Str, remindSwitch: Num, status: Num })
export type RemindFriendWire = typeof RemindFriendWire.Type
/** m§7 onlineRemindList: relationFriends a page of friends (pageNo, pages, list), remindNum how many are on. */
export const RemindListWire = Schema.Struct({
  relationFriends: Schema.Struct({ pageNo: Num, pages: Num, list: Schema.Array(RemindFriendWire) }),
  remindNum: Num,
})

/** The friend endpoints, keyed by the client's names. */
export const FriendApi = {
  /** m§7 POST /friend/addFriend: a request to `friendUserId`, or accepting theirs (then relation 2); 20001/20002 one-way. */
  addFriend: route(MessagingRequests.addFriend, { method: "POST", path: "/friend/addFriend", public: false, data: Schema.Struct({ relation: Num }) }),
  friendList: route(FriendRequests.friendList, { method: "GET", path: "/friend/getFriendList", public: false, data: FriendPageWire }),
  friendSearch: route(FriendRequests.friendSearch, { method: "GET", path: "/friend/search", public: false, data: FriendSearchWire }),
  /** m§4 data is the relation number itself (Relation; 4 one-way). */
  friendRelation: route(FriendRequests.friendRelation, { method: "GET", path: "/friend/relations", public: false, data: Num }),
  friendStick: route(FriendRequests.friendStick, { method: "GET", path: "/friend/stick", public: false, data: Schema.Struct({ stick: Num }) }),
  friendRemark: route(FriendRequests.friendRemark, { method: "GET", path: "/friend/remark", public: false, data: Schema.Struct({ userName: Str }) }),
  friendDelete: route(FriendRequests.friendDelete, { method: "GET", path: "/friend/delete", public: false, data: Schema.Struct({}) }),
  onlineRemindList: route(FriendRequests.onlineRemindList, { method: "GET", path: "/friend/onlineRemindList", public: false, data: RemindListWire }),
  /** m§7 data.status is the switch after the call (1 on, 0 off). */
  onlineRemindSwitch: route(FriendRequests.onlineRemindSwitch, {
    method: "POST",
    path: "/friend/onlineRemindSwitch",
    public: false,
    data: Schema.Struct({ status: Num, remindNum: Num }),
  }),
} as const

/** Endpoints of {@link FriendApi} (all need a signed-in member). */
export const FRIEND_ENDPOINTS = Object.keys(FriendApi) as ReadonlyArray<keyof typeof FriendApi>
