// Friends decisions: signed-in members only; system ids refused; one request per action and peer at a
// time; you cannot add yourself; friend-only actions (star, note, reminder, delete) need relation 2;
// the 51st reminder and a note over 30 characters are refused here (the gateway also refuses them).
import type { AppState, Intent, NewEvent } from "../app/types"
import { ADD_WAY_CALL, ADD_WAY_CHAT, REMIND_MAX, Relation } from "../constants"
import { isSignedIn } from "../session/state"
import { isSystemId, noteOk, relationOf } from "./rules"
import type { FriendAction } from "./state"

const busy = (s: AppState, kind: FriendAction["kind"], peerId: string): boolean =>
  Object.values(s.friends.pending).some((p) => p.kind === kind && p.peerId === peerId)

/** Events for friends intents; [] for intents of other features. */
export const decideFriends = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const f = s.friends
  const me = s.session.userId
  switch (i._tag) {
    case "OpenFriendPage":
      return i.userId === "" || isSystemId(i.userId) || (f.page.userId === i.userId && f.page.info !== null) ? [] : [{ _tag: "FriendPageOpened", at, userId: i.userId }]
    case "CloseFriendPage":
      return f.page.userId !== "" ? [{ _tag: "FriendPageClosed", at }] : []
    case "DismissFriendNotice":
      return f.notice ? [{ _tag: "FriendNoticeDismissed", at }] : []
    case "CloseFriendPrompt":
      return f.prompt ? [{ _tag: "FriendPromptClosed", at }] : []
  }
  if (!isSignedIn(s.session)) return []
  switch (i._tag) {
    case "LoadFriends":
      return [{ _tag: "FriendListRequested", at, page: 1 }]
    case "LoadMoreFriends":
      return f.list.hasMore && f.list.loading === null ? [{ _tag: "FriendListRequested", at, page: f.list.page + 1 }] : []
    case "SearchFriends":
      return i.query === f.search.query ? [] : [{ _tag: "FriendSearchChanged", at, query: i.query }]
    case "CheckRelation":
      return isSystemId(i.peerId) || i.peerId === me ? [] : [{ _tag: "RelationCheckScheduled", at, peerId: i.peerId }]
    case "AddFriend": {
      if (isSystemId(i.peerId)) return []
      if (i.peerId === me) return [{ _tag: "FriendActionRefused", at, peerId: i.peerId, reason: "cannotAddSelf" }]
      const r = relationOf(s, i.peerId)
      if (r === Relation.friends || r === Relation.requested || busy(s, "add", i.peerId)) return []
      const addWay = i.inCall ? ADD_WAY_CALL : ADD_WAY_CHAT
      if (r === Relation.oneWay && !f.oneWayOk) return [{ _tag: "OneWayPromptShown", at, peerId: i.peerId, addWay }]
      return [{ _tag: "FriendAddRequested", at, peerId: i.peerId, addWay, addReally: f.oneWayOk ? 1 : 0 }]
    }
    case "ConfirmOneWay":
      return f.prompt?.kind === "oneWay" ? [{ _tag: "OneWayConfirmed", at, peerId: f.prompt.peerId, addWay: f.prompt.addWay }] : []
    case "BlockUser":
      return isSystemId(i.peerId) || i.peerId === me || busy(s, "block", i.peerId) ? [] : [{ _tag: "BlockRequested", at, peerId: i.peerId }]
    case "OpenRemindPanel":
      return f.remind.open ? [] : [{ _tag: "RemindPanelOpened", at }]
    case "CloseRemindPanel":
      return f.remind.open ? [{ _tag: "RemindPanelClosed", at }] : []
    case "LoadMoreReminders":
      return f.remind.open && f.remind.hasMore && f.remind.loading === null ? [{ _tag: "MoreRemindersRequested", at, page: f.remind.page + 1 }] : []
  }
  // Friend-only actions (m§2 user menu: note, favourite, reminder, delete).
  switch (i._tag) {
    case "StarFriend":
    case "SetFriendNote":
    case "DeleteFriend":
    case "SwitchReminder": {
      if (isSystemId(i.peerId) || i.peerId === me) return []
      if (relationOf(s, i.peerId) !== Relation.friends) return [{ _tag: "FriendActionRefused", at, peerId: i.peerId, reason: "notFriends" }]
      if (i._tag === "StarFriend") return busy(s, "stick", i.peerId) ? [] : [{ _tag: "FriendStarRequested", at, peerId: i.peerId, stick: i.starred ? 1 : 0 }]
      if (i._tag === "SetFriendNote") {
        if (!noteOk(i.note)) return [{ _tag: "FriendActionRefused", at, peerId: i.peerId, reason: "noteTooLong" }]
        return busy(s, "remark", i.peerId) ? [] : [{ _tag: "FriendNoteRequested", at, peerId: i.peerId, remark: i.note.trim() }]
      }
      if (i._tag === "DeleteFriend") return busy(s, "delete", i.peerId) ? [] : [{ _tag: "FriendDeleteRequested", at, peerId: i.peerId }]
      if (busy(s, "remind", i.peerId)) return []
      if (i.on && f.reminding[i.peerId] !== true && f.remind.count >= REMIND_MAX) return [{ _tag: "FriendActionRefused", at, peerId: i.peerId, reason: "remindLimit" }]
      return [{ _tag: "RemindSwitchRequested", at, peerId: i.peerId, on: i.on ? 1 : 0 }]
    }
  }
  return []
}
