// The friends slice (m§2 FriendPage, friend list, online-reminder panel, user menu; m§4 friend add):
// the friend page being shown, the friend list and its search, the reminder panel, what the member
// knows of each peer (relation, shown name, star), the actions in flight by request id, the one-way
// confirmation remembered (oneWayAFPop), the open prompt and the last notice.
// Invariants: a friend appears at most once in `list.friends`; reminder count in 0..REMIND_MAX.
import type { AlbumPicture, StoryVideo } from "../album/answers"
import type { UserProfile } from "../session/answers"
import type { Friend, RemindFriend } from "./answers"

/** The friend page (m§2 FriendPage): whose (user id as text, "" none), their info and album. */
export interface FriendPageState {
  readonly userId: string
  readonly info: UserProfile | null
  /** Request id of the page's loads (getUserInfo, album, videos, relation), null when answered. */
  readonly loading: number | null
  readonly failed: boolean
  readonly pictures: ReadonlyArray<AlbumPicture>
  readonly videos: ReadonlyArray<StoryVideo>
}

/** An action on a peer in flight (request id -> what it was). */
export interface FriendAction {
  readonly kind: "add" | "stick" | "remark" | "delete" | "block" | "unblock" | "remind" | "relation"
  readonly peerId: string
  /** stick/remind: the value asked (1 on, 0 off); add: addWay. */
  readonly value?: number
}

/** Reasons of friend notices, mapped to i18n keys by the UI. */
export type FriendNoticeReason =
  | "online"
  | "requestSent"
  | "added"
  | "cannotAddSelf"
  | "blocked"
  | "blockedDone"
  | "unblocked"
  | "deleted"
  | "remindLimit"
  | "noteTooLong"
  | "notFriends"
  | "failed"

/** A friend notice raised by event `id`: `peerId` the member it is about, `name` their name when the server gave it. */
export interface FriendNotice {
  readonly id: number
  readonly reason: FriendNoticeReason
  readonly peerId: string
  readonly name: string
}

/** An open prompt: the m§4 one-way pay-attention confirmation (cost ONE_WAY_ADD_COST) or not enough gold. */
export type FriendPrompt = { readonly kind: "oneWay"; readonly peerId: string; readonly addWay: number } | { readonly kind: "gold" }

/** The friends slice; request ids are event seqs. */
export interface FriendsState {
  readonly page: FriendPageState
  readonly list: {
    readonly friends: ReadonlyArray<Friend>
    readonly page: number
    readonly hasMore: boolean
    readonly loading: number | null
    readonly failed: boolean
    /** The first page answered at least once. */
    readonly loaded: boolean
  }
  /** The friend list page the request in flight (`list.loading`) asks for: 1 afresh, else the next. */
  readonly listAsking: number
  readonly search: { readonly query: string; readonly results: ReadonlyArray<Friend> | null; readonly loading: number | null }
  readonly remind: {
    readonly open: boolean
    readonly friends: ReadonlyArray<RemindFriend>
    readonly page: number
    readonly hasMore: boolean
    readonly loading: number | null
    /** m§2 "x/50": reminders switched on. */
    readonly count: number
  }
  /** a§3/m§4 relation by peer id (Relation codes), as last learned. */
  readonly relations: Readonly<Record<string, number>>
  /** The name shown for a friend (my note, else their nickname), by peer id, as the gateway last said. */
  readonly names: Readonly<Record<string, string>>
  /**
   * Peers the member blocked (true) or unblocked (false) by peer id, as last learned: a block (the menu's
   * or a report's) or an unblock answered, a blocked-users page, the friend page's user info when the
   * gateway says (`blocked`). Absent: not known (the member may still have blocked them earlier).
   */
  readonly blocking: Readonly<Record<string, boolean>>
  /**
   * A chat opened with a peer whose block is not known (`blocking` absent, e.g. after a reload): the peer's
   * user info asked by request id (getUserInfo's `blocked` tells whether the member blocked them), by peer
   * id; 0 once answered or failed (asked once a session).
   */
  readonly blockingAsked: Readonly<Record<string, number>>
  /** Favourite flag by peer id. */
  readonly starred: Readonly<Record<string, boolean>>
  /** Online reminder by peer id. */
  readonly reminding: Readonly<Record<string, boolean>>
  /** Peers whose call was refused with m§8 100003 "need to add friend" (the friend page explains it). */
  readonly friendOnlyCalls: Readonly<Record<string, boolean>>
  /** Actions in flight by request id. */
  readonly pending: Readonly<Record<string, FriendAction>>
  /** m§4 the one-way confirmation was given (oneWayAFPop, 365 days). */
  readonly oneWayOk: boolean
  readonly prompt: FriendPrompt | null
  /** A friend add answered 200: the view opens that chat (m§4), once per id. */
  readonly added: { readonly peerId: string; readonly id: number } | null
  readonly notice: FriendNotice | null
}

export const initialFriendPage: FriendPageState = { userId: "", info: null, loading: null, failed: false, pictures: [], videos: [] }

export const initialFriends: FriendsState = {
  page: initialFriendPage,
  list: { friends: [], page: 0, hasMore: false, loading: null, failed: false, loaded: false },
  listAsking: 0,
  search: { query: "", results: null, loading: null },
  remind: { open: false, friends: [], page: 0, hasMore: false, loading: null, count: 0 },
  relations: {},
  names: {},
  blocking: {},
  blockingAsked: {},
  starred: {},
  reminding: {},
  friendOnlyCalls: {},
  pending: {},
  oneWayOk: false,
  prompt: null,
  added: null,
  notice: null,
}

/** Storage key of the one-way confirmation (a§3 oneWayAFPop, kept by the sign-out cleanup). */
export const ONE_WAY_KEY = "oneWayAFPop"
/** Timer keys of the debounced search (500 ms) and relation check (400 ms). */
export const SEARCH_TIMER = "friendSearch"
export const RELATION_TIMER = "friendRelation:"
