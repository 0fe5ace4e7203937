// Reads of the friends slice: the friend page, the list split into starred and the rest, the shown
// name of a peer (note name first), the user menu items and the add button's state.
import type { AppState } from "../app/types"
import type { Friend } from "./answers"
import { addStateOf, isBlockedByMe, menuItems, relationOf, type AddState, type MenuItem } from "./rules"
import type { FriendsState } from "./state"

export const selectFriends = (s: AppState): FriendsState => s.friends
export const selectFriendPage = (s: AppState) => s.friends.page
export const selectFriendNotice = (s: AppState) => s.friends.notice
export const selectFriendPrompt = (s: AppState) => s.friends.prompt
export const selectRemind = (s: AppState) => s.friends.remind

/** m§2 friend list groups: starred (the collection) then the rest, in the gateway's order. */
export const groupFriends = (friends: ReadonlyArray<Friend>): { starred: Friend[]; others: Friend[] } => ({
  starred: friends.filter((x) => x.starred),
  others: friends.filter((x) => !x.starred),
})

/** The name to show for `peerId`: my note for them (or their nickname as the friend list says), else `fallback`. */
export const shownName = (s: AppState, peerId: string, fallback: string): string => s.friends.names[peerId] || fallback

export const selectRelation = (peerId: string) => (s: AppState): number => relationOf(s, peerId)
/** m§2 user menu items for `peerId` (./rules.ts menuItems). */
export const selectMenuItems = (s: AppState, peerId: string): ReadonlyArray<MenuItem> => menuItems(peerId, s.session.userId, relationOf(s, peerId), isBlockedByMe(s, peerId))
/** The member blocked `peerId` (as far as known): the friend page says so and offers Unblock. */
export const selectBlockedByMe = (s: AppState, peerId: string): boolean => isBlockedByMe(s, peerId)
/** An unblock of `peerId` is in flight (the blocked feature's request, from the panel or a page). */
export const selectUnblocking = (s: AppState, peerId: string): boolean => s.blocked.removing[peerId] !== undefined
export const selectAddState = (s: AppState, peerId: string): AddState => addStateOf(relationOf(s, peerId))
/** An action of `kind` on `peerId` is in flight. */
export const selectBusy = (s: AppState, peerId: string, kind: string): boolean =>
  Object.values(s.friends.pending).some((p) => p.peerId === peerId && p.kind === kind)
