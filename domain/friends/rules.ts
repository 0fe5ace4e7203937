// Pure rules of the friends feature (m§2 user menu, m§4 friend add, m§9 limits): the relation the
// client knows of a peer, who may be added, which user-menu items show, and the note-name check.
import type { AppState } from "../app/types"
import { NOTE_MAX, Relation } from "../constants"

/** A system or anonymous peer (negative id, m§2): no page, no more-menu. */
export const isSystemId = (peerId: string): boolean => peerId.startsWith("-") || !/^-?\d+$/.test(peerId)

/**
 * The relation the client knows of `peerId` (Relation codes): what the friends feature last learned
 * (friend page info, relation check, add/delete/block answers, the friend list), else the chat list's.
 */
export const relationOf = (s: AppState, peerId: string): number =>
  s.friends.relations[peerId] ?? s.messaging.conversations[peerId]?.relation ?? Relation.none

/** An item of the m§2 user menu (unblock: in place of block for a member the member blocked). */
export type MenuItem = "note" | "star" | "remind" | "block" | "unblock" | "report" | "delete"
/**
 * m§2 user menu items for a peer at `relation`: friend-only items at relation 2; none for negative ids or
 * oneself; a peer known as `blocked` by the member (no friend then) gets Unblock in place of Block.
 */
export const menuItems = (peerId: string, me: string, relation: number, blocked = false): ReadonlyArray<MenuItem> => {
  if (isSystemId(peerId) || peerId === me) return []
  if (blocked) return ["unblock", "report"]
  return relation === Relation.friends ? ["note", "star", "remind", "block", "report", "delete"] : ["block", "report"]
}

/** The member blocked `peerId`, as far as the client knows (friends slice `blocking`). */
export const isBlockedByMe = (s: AppState, peerId: string): boolean => s.friends.blocking[peerId] === true

/** m§9 a note name is at most NOTE_MAX (30) characters after trimming (counted as code points). */
export const noteOk = (note: string): boolean => [...note.trim()].length <= NOTE_MAX

/** The add button's state by relation (m§2): friends, waiting (I asked), accept (they asked), add. */
export type AddState = "friends" | "requested" | "accept" | "add"
export const addStateOf = (relation: number): AddState =>
  relation === Relation.friends ? "friends" : relation === Relation.requested ? "requested" : relation === Relation.requestedByThem ? "accept" : "add"
