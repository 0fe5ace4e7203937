// Draft helpers of the friends recipe: which pages of the friend list (100 a page) and the reminder
// list (20 a page) the shown friends need. After a reload only those answers tell a friend's note name,
// favourite and reminder, so a friend page, a chat or the message list (the names of friends' chats) asks
// for them, and asks for the next page while such a friend is not on the pages loaded so far. Request ids
// are event seqs (react sends them).
import type { Draft } from "immer"
import type { AppState } from "../app/types"
import { Relation } from "../constants"
import { isSignedIn } from "../session/state"
import { isSystemId, relationOf } from "./rules"

type D = Draft<AppState>

/** The peers a view shows now: the friend page's and the open chat's (m§2 user menu). */
export const shownPeers = (d: D): string[] => [d.friends.page.userId, d.messaging.openPeerId ?? ""].filter((p) => p !== "")

/** Asks friend list page `page` (1 afresh) by event `seq`. */
export const askFriendPage = (d: D, seq: number, page: number): void => {
  const f = d.friends
  // Replaced, not changed in place (./evolve.ts withEntry: the fast fold's frozen initial records).
  f.list = { ...f.list, loading: seq, failed: false }
  f.listAsking = page
}

/**
 * A friend the member knows (relation 2) among `peers` is not on the friend list pages loaded so far
 * (their shown name is unknown) and more pages exist: the next page is due. Not while a page is in
 * flight, before the first page, or after a page failed (the next opening or the list view asks again).
 */
const friendUnlisted = (d: D, peers: () => ReadonlyArray<string>): boolean => {
  const f = d.friends
  if (!f.list.loaded || !f.list.hasMore || f.list.loading !== null || f.list.failed) return false
  return peers().some((p) => f.names[p] === undefined && relationOf(d, p) === Relation.friends)
}

/**
 * The next friend list page by event `seq` when a shown friend, or a friend with a chat, is not on the
 * pages loaded so far. Called on every gateway answer: the peers are listed only when a page may be due
 * (issue 14, replay speed).
 */
export const pageOnForFriends = (d: D, seq: number): void => {
  if (friendUnlisted(d, () => [...shownPeers(d), ...Object.keys(d.messaging.conversations)])) askFriendPage(d, seq, d.friends.list.page + 1)
}

/**
 * The member's conversations became known (the chat database read, im/v1/list answered): the message
 * list shows a friend by the note name (m§2, m§7 remark), which after a reload only the friend list
 * tells, so its first page is asked by event `seq` when a chat is a friend's (relation 2) and no page
 * was loaded or is on its way.
 */
export const loadChatNames = (d: D, seq: number): void => {
  const f = d.friends
  if (!isSignedIn(d.session) || f.list.loaded || f.list.loading !== null) return
  if (Object.keys(d.messaging.conversations).some((p) => relationOf(d, p) === Relation.friends)) askFriendPage(d, seq, 1)
}

/**
 * A friend page or a chat opened (m§2 user menu: note name, favourite, reminder): the friend list and
 * the reminder list are asked for by event `seq` when no page of them was loaded yet, and the next friend
 * list page when the friend is not on those loaded. Signed-in members, other members only.
 */
export const loadFriendSettings = (d: D, seq: number, peerId: string): void => {
  const f = d.friends
  if (!isSignedIn(d.session) || peerId === d.session.userId || isSystemId(peerId)) return
  if (!f.list.loaded && f.list.loading === null) askFriendPage(d, seq, 1)
  else pageOnForFriends(d, seq)
  // Replaced, not changed in place (as in askFriendPage).
  if (f.remind.page === 0 && f.remind.loading === null && !f.remind.open) f.remind = { ...f.remind, loading: seq }
}

/**
 * A shown friend's reminder switch is not on the reminder pages loaded so far (20 a page) and more pages
 * exist: the next page is due (the panel closed; the open panel pages by scrolling).
 */
export const reminderUnknown = (d: D): boolean => {
  const f = d.friends
  if (f.remind.open || f.remind.loading !== null || f.remind.page === 0 || !f.remind.hasMore) return false
  return shownPeers(d).some((p) => f.reminding[p] === undefined && relationOf(d, p) === Relation.friends)
}
