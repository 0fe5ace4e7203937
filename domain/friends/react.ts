// Friends effects (m§7 friend/*, black/addBlack, album/*): the friend page's loads, list pages of 100,
// the search and relation check after their debounce timers (500 ms, 400 ms), the actions' requests,
// the one-way confirmation stored 365 days (oneWayAFPop), the member's data refreshed after an add, and
// the friend and reminder lists a friend page or chat needs after a reload.
import type { AppEvent, AppState, Cmd } from "../app/types"
import { call } from "../core/call"
import { ADD_WAY_CHAT, FRIEND_PAGE_SIZE, FRIEND_SEARCH_DEBOUNCE_MS, RELATION_CHECK_DEBOUNCE_MS, REMIND_PAGE_SIZE } from "../constants"
import { ONE_WAY_KEY, RELATION_TIMER, SEARCH_TIMER } from "./state"

/**
 * The chat's peer's user info when the friends slice asked it by `seq` (whether the member blocked them),
 * unless the messaging feature asks the same (a nameless chat's profile, same request id: one answer serves both).
 */
const blockingLoad = (s: AppState, seq: number, peerId: string): Cmd[] =>
  s.friends.blockingAsked[peerId] === seq && s.messaging.pending.profiles[peerId] !== seq ? [call(s, seq, "getUserInfo", { searchUserId: Number(peerId) })] : []

/**
 * The friend list page and the reminder list's next page when event `e` asked for them (the friends
 * slice's loading is `e.seq`; the friend list's page is `listAsking`): the friend settings a page or chat
 * shows (note, star, reminder), and the list again from page 1 when a friendship started.
 */
const settingsLoads = (s: AppState, e: AppEvent): Cmd[] => {
  const f = s.friends
  const cmds: Cmd[] = []
  if (f.list.loading === e.seq) cmds.push(call(s, e.seq, "friendList", { page: f.listAsking, size: FRIEND_PAGE_SIZE }))
  if (f.remind.loading === e.seq) cmds.push(call(s, e.seq, "onlineRemindList", { page: f.remind.page + 1, size: REMIND_PAGE_SIZE }))
  return cmds
}

/** Commands for friends events. */
export const reactFriends = (s: AppState, e: AppEvent): Cmd[] => {
  const f = s.friends
  switch (e._tag) {
    case "FriendPageOpened": {
      const id = Number(e.userId)
      const cmds: Cmd[] = [
        call(s, e.seq, "getUserInfo", { searchUserId: id }),
        call(s, e.seq, "albumPictures", { userId: id }),
        call(s, e.seq, "storyVideos", { userId: id }),
      ]
      // m§4 the relation check too (getUserInfo's relation has no one-way 4: the add button shows the cost from it).
      if (s.session.token !== "" && e.userId !== s.session.userId) cmds.push({ _tag: "StartTimer", key: RELATION_TIMER + e.userId, ms: RELATION_CHECK_DEBOUNCE_MS })
      return [...cmds, ...settingsLoads(s, e)]
    }
    case "FriendListRequested":
      return [call(s, e.seq, "friendList", { page: e.page, size: FRIEND_PAGE_SIZE })]
    case "FriendSearchChanged":
      return e.query.trim() === "" ? [{ _tag: "CancelTimer", key: SEARCH_TIMER }] : [{ _tag: "StartTimer", key: SEARCH_TIMER, ms: FRIEND_SEARCH_DEBOUNCE_MS }]
    case "RelationCheckScheduled":
      return [{ _tag: "StartTimer", key: RELATION_TIMER + e.peerId, ms: RELATION_CHECK_DEBOUNCE_MS }]
    case "ConversationOpened":
      // m§4 the pre-chat check when a chat opens (not for system senders).
      return s.session.token !== "" && !e.peerId.startsWith("-") ? [{ _tag: "StartTimer", key: RELATION_TIMER + e.peerId, ms: RELATION_CHECK_DEBOUNCE_MS }, ...blockingLoad(s, e.seq, e.peerId), ...settingsLoads(s, e)] : []
    case "TimerElapsed":
      if (e.key === SEARCH_TIMER && f.search.loading === e.seq) return [call(s, e.seq, "friendSearch", { searchQ: f.search.query.trim() })]
      if (e.key.startsWith(RELATION_TIMER) && f.pending[String(e.seq)]) return [call(s, e.seq, "friendRelation", { friendUserId: Number(e.key.slice(RELATION_TIMER.length)) })]
      return []
    case "FriendAddRequested":
      return [call(s, e.seq, "addFriend", { addWay: e.addWay, friendUserId: Number(e.peerId), addReally: e.addReally })]
    case "OneWayConfirmed":
      return [
        { _tag: "Persist", key: ONE_WAY_KEY, value: "1", days: 365 },
        call(s, e.seq, "addFriend", { addWay: e.addWay || ADD_WAY_CHAT, friendUserId: Number(e.peerId), addReally: 1 }),
      ]
    case "FriendStarRequested":
      return [call(s, e.seq, "friendStick", { friendUserId: Number(e.peerId), stick: e.stick })]
    case "FriendNoteRequested":
      return [call(s, e.seq, "friendRemark", { friendUserId: Number(e.peerId), remark: e.remark })]
    case "FriendDeleteRequested":
      return [call(s, e.seq, "friendDelete", { friendUserId: Number(e.peerId) })]
    case "BlockRequested":
      return [call(s, e.seq, "addBlack", { blacklistUserId: Number(e.peerId), userId: Number(s.session.userId) })]
    case "RemindSwitchRequested":
      return [call(s, e.seq, "onlineRemindSwitch", { friendUserId: Number(e.peerId), switchStatus: e.on })]
    case "RemindPanelOpened":
      return [call(s, e.seq, "onlineRemindList", { page: 1, size: REMIND_PAGE_SIZE })]
    case "MoreRemindersRequested":
      return [call(s, e.seq, "onlineRemindList", { page: e.page, size: REMIND_PAGE_SIZE })]
    case "ChatStoreLoaded":
      // The message list's names (note names of friends' chats, m§2).
      return settingsLoads(s, e)
    case "ImFrameReceived":
    case "NoticeReceived":
      // A friendship started: the loaded friend list again (page 1).
      return settingsLoads(s, e)
    case "GatewayAnswered":
      // m§4 200: refresh the member's data (coins after a one-way add).
      if (e.name === "addFriend" && f.added?.id === e.seq) return [call(s, e.seq, "getUserInfo", { searchUserId: Number(s.session.userId) }), ...settingsLoads(s, e)]
      return settingsLoads(s, e)
  }
  return []
}
