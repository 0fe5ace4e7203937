// The gateway requests of the friends feature (m§7 friend/*): the friend list and search, the pre-chat
// relation check, favourite (stick), note name (remark), delete, and the online reminders. Parameters
// in wire names (friendUserId, searchQ, switchStatus); answers in domain shape (./answers.ts). The spec
// gives GET for stick, remark and delete; kept. addFriend is messaging's (domain/messaging/requests.ts).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { PersonName, FreeText } from "../core/sensitive"
import { FriendPage, FriendRelation, FriendSearch, RemindPage, RemindSwitched, Renamed, Starred } from "./answers"

const Num = Schema.Number
const Friend = { friendUserId: Num }

/** The friends feature's requests by name. */
export const FriendRequests = {
  /** m§7 GET /friend/getFriendList {page from 1, size 100}. */
  friendList: request(Schema.Struct({ page: Num, size: Num }), FriendPage),
  /** m§7 GET /friend/search {searchQ}: the member's friends matching the text (name or id); at most 100. */
  friendSearch: request(Schema.Struct({ searchQ: FreeText }), FriendSearch),
  /** m§4/§7 GET /friend/relations {friendUserId}: the pre-chat check; relation 4 = one-way (9 coins to add). */
  friendRelation: request(Schema.Struct(Friend), FriendRelation),
  /** m§7 GET /friend/stick {friendUserId, stick 0|1}: favourite off/on (friends only; 20014 otherwise). */
  friendStick: request(Schema.Struct({ ...Friend, stick: Num }), Starred),
  /** m§7 GET /friend/remark {friendUserId, remark}: the note name, at most 30 characters; "" clears it (friends only). */
  friendRemark: request(Schema.Struct({ ...Friend, remark: PersonName }), Renamed),
  /** m§7 GET /friend/delete {friendUserId}: ends the friendship for both (also 200 when not friends). */
  friendDelete: request(Schema.Struct(Friend), Schema.Struct({})),
  /** m§7 GET /friend/onlineRemindList {page from 1, size 20}: the friends with their switch, and remindNum. */
  onlineRemindList: request(Schema.Struct({ page: Num, size: Num }), RemindPage),
  /** m§7 POST /friend/onlineRemindSwitch {friendUserId, switchStatus 0|1}: 20015 when 50 are on already. */
  onlineRemindSwitch: request(Schema.Struct({ ...Friend, switchStatus: Num }), RemindSwitched),
} as const
export type FriendRequestTable = typeof FriendRequests
