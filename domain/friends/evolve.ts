// Friends reducer: the friend page's loads, list pages (duplicates skipped), search results (only the
// latest query's), the reminder panel and count, and what each action's answer teaches about a peer
// (relation, shown name, star, reminder). Deleting or blocking a friend removes them from the lists and
// forgets their star, note and reminder (the gateway does the same on both sides); the other side forgets
// them when the gateway next shows the friendship gone (friend list, friend page, a refused message,
// call or friend action). Whom the member blocked (`blocking`) follows the block and unblock answers,
// the blocked-users pages and the friend page's user info. A friend page, a chat or the message list
// asks for the pages of the friend and reminder lists it needs (./settings.ts: after a reload only they
// tell a friend's note name, star and reminder).
import { template } from "../core/template"
import { castDraft, type Draft } from "immer"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { answerOf } from "../core/answers"
import { FRIEND_ONLINE_NOTICE_TYPE, FriendCode, REMIND_MAX, Relation } from "../constants"
import { IM } from "../messaging/answers"
import { save } from "../messaging/merge"
import { isSignedIn } from "../session/state"
import { isSystemId } from "./rules"
import { askFriendPage, loadChatNames, loadFriendSettings, pageOnForFriends, reminderUnknown } from "./settings"
import { initialFriendPage, initialFriends, RELATION_TIMER, SEARCH_TIMER, type FriendAction, type FriendNoticeReason } from "./state"

/** Unfrozen twin of initialFriends to spread (../core/template.ts). */
const initialFriendsTemplate = template(initialFriends)
/** Unfrozen twin of initialFriendPage to spread (../core/template.ts). */
const initialFriendPageTemplate = template(initialFriendPage)

type D = Draft<AppState>

/**
 * `record` with `key` set to `value`: the same record when it already has that value, else a new one.
 * The friends recipe replaces its records rather than changing them in place: after a page load they
 * are the initial (frozen) ones, which the kernel's fast fold would throw on and fold the event again
 * (issue 14; spec/unit/fastFold.test.ts); the list, the reminders and the search are replaced likewise.
 * A record left as it was keeps the step digests as they were when recipes changed records in place.
 */
const withEntry = <V>(record: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> =>
  record[key] === value ? (record as Record<string, V>) : { ...record, [key]: value }

/** `record` with every [key, value] of `entries` set: the same record when it has them all (see `withEntry`). */
const withEntries = <V>(record: Readonly<Record<string, V>>, entries: ReadonlyArray<readonly [string, V]>): Record<string, V> =>
  entries.every(([k, v]) => record[k] === v) ? (record as Record<string, V>) : { ...record, ...Object.fromEntries(entries) }

/** `record` without `key`: the same record when it has no such key (see `withEntry`). */
const withoutEntry = <V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> => {
  if (!(key in record)) return record as Record<string, V>
  const { [key]: _, ...rest } = record
  return rest
}

/** Sets `patch`'s fields of the reminder panel's record: a new record when one of them changes (see `withEntry`). */
const setRemind = (f: D["friends"], patch: Partial<D["friends"]["remind"]>): void => {
  if ((Object.keys(patch) as Array<keyof typeof patch>).some((k) => f.remind[k] !== patch[k])) f.remind = { ...f.remind, ...patch }
}

const notice = (d: D, e: AppEvent, reason: FriendNoticeReason, peerId: string, name = ""): void => {
  d.friends.notice = { id: e.seq, reason, peerId, name }
}

/**
 * Forget a former friend everywhere in the slice (delete, block, or the gateway saying the friendship is
 * gone): relation, star, note name (the shown name falls back to their nickname), reminder and list rows.
 * The chat's relation is lowered too, so a later chat frame does not bring the old friendship back; a
 * pending request either way goes with it (a block ends it on the gateway, m§7 addBlack), so the chat's
 * request bar closes.
 */
const unfriend = (d: D, e: AppEvent, peerId: string): void => {
  const f = d.friends
  f.relations = withEntry<number>(f.relations, peerId, Relation.none)
  const chat = d.messaging.conversations[peerId]
  if (chat && (chat.relation === Relation.friends || chat.relation === Relation.requestedByThem || chat.relation === Relation.requested)) {
    chat.relation = Relation.none
    // m§3 the chat database's entry too (messaging's react writes it), so a reload does not bring back
    // the old relation (a stale request bar) before im/v1/list answers.
    save(d.messaging, e, peerId)
  }
  f.starred = withoutEntry(f.starred, peerId)
  if (f.reminding[peerId]) setRemind(f, { count: Math.max(0, f.remind.count - 1) })
  f.reminding = withoutEntry(f.reminding, peerId)
  f.names = withoutEntry(f.names, peerId)
  // New lists each time, as before (their step digests list them whether or not the peer was in them).
  f.list = { ...f.list, friends: f.list.friends.filter((x) => String(x.id) !== peerId) }
  if (f.search.results) f.search = { ...f.search, results: f.search.results.filter((x) => String(x.id) !== peerId) }
  setRemind(f, { friends: f.remind.friends.filter((x) => String(x.id) !== peerId) })
  if (f.page.userId === peerId && f.page.info) pageRelation(d, Relation.none)
}

/**
 * The friend page's relation: its user info is replaced, never changed in place (it is the getUserInfo
 * answer's own object, and the fast fold of a replay runs on plain objects: a change in place rewrote the
 * recorded event, so `replay --check` and the inspector saw an answer that never came).
 */
const pageRelation = (d: D, relation: number): void => {
  const p = d.friends.page
  if (p.info) p.info = { ...p.info, relation }
}

const setRelation = (d: D, peerId: string, relation: number): void => {
  d.friends.relations = withEntry(d.friends.relations, peerId, relation)
  if (d.friends.page.userId === peerId && d.friends.page.info) pageRelation(d, relation)
}

/** Keep what the chat list learned from live friend messages (m§4: a request 3, an accept 2); true when one became a friend. */
const followChats = (d: D): boolean => {
  const f = d.friends
  let befriended = false
  for (const peer of Object.keys(f.relations)) {
    const c = d.messaging.conversations[peer]
    if (!c) continue
    const known = f.relations[peer]
    if (c.relation === Relation.friends && known !== Relation.friends) {
      setRelation(d, peer, Relation.friends)
      befriended = true
    } else if (c.relation === Relation.requestedByThem && (known === Relation.none || known === Relation.oneWay)) setRelation(d, peer, Relation.requestedByThem)
  }
  return befriended
}

/**
 * A friendship started with event `e` (m§4: an accepted request arrived, the messaging feature's
 * add-friend notice names the new friend; or `befriended` by an add or chat relation): the friend list,
 * when loaded or loading, is asked again from page 1 by `e.seq` (an open list shows the new friend).
 */
const friendshipStarted = (d: D, e: AppEvent, befriended: boolean): void => {
  const f = d.friends
  const n = d.messaging.notice
  const added = n?.id === e.seq && n.reason === "friendAdded" && n.peerId !== undefined ? n.peerId : null
  if (added !== null && f.relations[added] !== Relation.friends) setRelation(d, added, Relation.friends)
  if ((added !== null || befriended) && (f.list.loaded || f.list.loading !== null)) askFriendPage(d, e.seq, 1)
}

/**
 * A chat with `peerId` opened by event `seq` while whether the member blocked them is unknown (after a
 * reload only the friend page, the blocked-users panel or this tells it): their user info is asked, whose
 * `blocked` the chat's menu needs (Unblock in place of Block). Signed-in members, other members only.
 */
const askBlocking = (d: D, seq: number, peerId: string): void => {
  const f = d.friends
  if (!isSignedIn(d.session) || peerId === d.session.userId || isSystemId(peerId)) return
  if (f.blocking[peerId] !== undefined || f.blockingAsked[peerId] !== undefined) return
  f.blockingAsked = { ...f.blockingAsked, [peerId]: seq }
}

/** The user info a chat asked for (askBlocking) answered or failed: `blocked`, when said, is learned; not asked again. */
const blockingAnswered = (d: D, e: Extract<AppEvent, { _tag: "GatewayAnswered" | "GatewayFailed" }>): void => {
  const f = d.friends
  if (e.name !== "getUserInfo") return
  const peers = Object.keys(f.blockingAsked).filter((p) => f.blockingAsked[p] === e.requestId)
  if (peers.length === 0) return
  const info = e._tag === "GatewayAnswered" ? answerOf(e, "getUserInfo") : undefined
  if (info && info.blocked !== undefined && peers.includes(String(info.id)) && f.blocking[String(info.id)] === undefined)
    f.blocking = withEntry(f.blocking, String(info.id), info.blocked)
  // Asked once a session (0 = answered or failed), as the chat's profile is.
  const done = { ...f.blockingAsked }
  for (const p of peers) done[p] = 0
  f.blockingAsked = done
}

const answered = (d: D, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const f = d.friends
  const p = f.page
  blockingAnswered(d, e)
  if (p.loading === e.requestId) {
    const info = answerOf(e, "getUserInfo")
    // Someone else's profile for this page's request (an address the gateway reads as another id): the
    // page cannot show it, and must not wait for ever.
    if (info && String(info.id) !== p.userId) {
      p.loading = null
      p.failed = true
    }
    if (info && String(info.id) === p.userId) {
      p.info = castDraft(info)
      // getUserInfo says 0 for a one-way peer (a§3 has no 4): a known one-way relation stays.
      const oneWayKept = info.relation === Relation.none && f.relations[p.userId] === Relation.oneWay
      // A friend the gateway no longer calls one (they blocked or deleted us meanwhile): forget the
      // note name, star and reminder too, so every place shows their own name again.
      if (info.relation !== undefined && info.relation !== Relation.friends && f.relations[p.userId] === Relation.friends) unfriend(d, e, p.userId)
      if (info.relation !== undefined && p.userId !== d.session.userId && !oneWayKept) f.relations = withEntry(f.relations, p.userId, info.relation)
      // Whether the member blocked them, when the gateway says (the reference gateway does, about others).
      if (info.blocked !== undefined && p.userId !== d.session.userId) f.blocking = withEntry(f.blocking, p.userId, info.blocked)
    }
    const pics = answerOf(e, "albumPictures")
    if (pics) p.pictures = castDraft(pics)
    const videos = answerOf(e, "storyVideos")
    if (videos) p.videos = castDraft(videos)
  }
  const list = answerOf(e, "friendList")
  if (list && e.requestId === f.list.loading) {
    const fresh = list.page <= 1
    const have = new Set(fresh ? [] : f.list.friends.map((x) => x.id))
    const next = list.friends.filter((x) => !have.has(x.id))
    f.list.friends = castDraft(fresh ? next : [...f.list.friends, ...next])
    f.list.page = list.page
    f.list.hasMore = list.hasMore
    f.list.loading = null
    f.list.loaded = true
    f.relations = withEntries<number>(f.relations, list.friends.map((x) => [String(x.id), Relation.friends] as const))
    f.names = withEntries(f.names, list.friends.map((x) => [String(x.id), x.name] as const))
    f.starred = withEntries(f.starred, list.friends.map((x) => [String(x.id), x.starred] as const))
    // The whole list in one page: a member known as a friend who is not in it is no friend any more
    // (they blocked or deleted us while this app ran; the gateway sends no notice of it). Not one whose
    // add answered after this list was asked for (the list may predate it).
    if (fresh && !list.hasMore) {
      const listed = new Set(list.friends.map((x) => String(x.id)))
      const justAdded = f.added !== null && f.added.id > e.requestId ? f.added.peerId : null
      for (const [peer, relation] of Object.entries(f.relations))
        if (relation === Relation.friends && !listed.has(peer) && peer !== justAdded) unfriend(d, e, peer)
    }
    return
  }
  const found = answerOf(e, "friendSearch")
  if (found && e.requestId === f.search.loading) {
    f.search.results = castDraft(found)
    f.search.loading = null
    return
  }
  const remind = answerOf(e, "onlineRemindList")
  if (remind && e.requestId === f.remind.loading) {
    const have = new Set(remind.page <= 1 ? [] : f.remind.friends.map((x) => x.id))
    const next = remind.friends.filter((x) => !have.has(x.id))
    setRemind(f, {
      friends: castDraft(remind.page <= 1 ? next : [...f.remind.friends, ...next]),
      page: remind.page,
      hasMore: remind.hasMore,
      loading: null,
      count: Math.min(REMIND_MAX, remind.remindCount),
    })
    f.reminding = withEntries(f.reminding, remind.friends.map((x) => [String(x.id), x.reminding] as const))
    return
  }
  const blacklist = answerOf(e, "blacklist")
  // Replaced when a user is new to it (see `withEntry`); the same users again leave the record as it is.
  const newlyBlocked = blacklist ? blacklist.users.filter((u) => f.blocking[String(u.id)] !== true) : []
  if (newlyBlocked.length > 0) f.blocking = { ...f.blocking, ...Object.fromEntries(newlyBlocked.map((u) => [String(u.id), true])) }
  if (!ACTION_NAMES.has(e.name)) return
  reportBlocked(d, e)
  const action = f.pending[String(e.requestId)]
  if (!action || e.name !== actionRequest[action.kind]) return
  delete f.pending[String(e.requestId)]
  const peer = action.peerId
  switch (action.kind) {
    case "relation": {
      const r = answerOf(e, "friendRelation")
      if (r) setRelation(d, peer, r.relation)
      return
    }
    case "add": {
      const r = answerOf(e, "addFriend")
      if (!r) return
      setRelation(d, peer, r.relation)
      if (f.prompt?.kind === "oneWay") f.prompt = null
      // m§4 200: refresh the member's data (react) and open the chat (the view follows `added`).
      f.added = { peerId: peer, id: e.seq }
      notice(d, e, r.relation === Relation.friends ? "added" : "requestSent", peer)
      return
    }
    case "stick": {
      const r = answerOf(e, "friendStick")
      if (!r) return
      f.starred = withEntry(f.starred, peer, r.starred)
      const item = f.list.friends.find((x) => String(x.id) === peer)
      if (item) {
        f.list.friends = castDraft([...f.list.friends.map((x) => (x === item ? { ...x, starred: r.starred } : x))])
      }
      return
    }
    case "remark": {
      const r = answerOf(e, "friendRemark")
      if (!r) return
      f.names = withEntry(f.names, peer, r.name)
      f.list.friends = castDraft(f.list.friends.map((x) => (String(x.id) === peer ? { ...x, name: r.name } : x)))
      setRemind(f, { friends: castDraft(f.remind.friends.map((x) => (String(x.id) === peer ? { ...x, name: r.name } : x))) })
      // The note replaces the name everywhere it shows (m§7 remark answers the name to show): the
      // views read `names` first (chat header, conversation list, friend list, friend page).
      return
    }
    case "delete":
      unfriend(d, e, peer)
      notice(d, e, "deleted", peer)
      return
    case "block":
      unfriend(d, e, peer)
      f.blocking = withEntry(f.blocking, peer, true)
      notice(d, e, "blockedDone", peer)
      return
    case "unblock":
      f.blocking = withEntry(f.blocking, peer, false)
      // The blocked-users panel shows it itself (the user leaves its list).
      if (!d.blocked.open) notice(d, e, "unblocked", peer)
      return
    case "remind": {
      const r = answerOf(e, "onlineRemindSwitch")
      if (!r) return
      f.reminding = withEntry(f.reminding, peer, r.reminding)
      setRemind(f, {
        count: Math.min(REMIND_MAX, r.remindCount),
        friends: castDraft(f.remind.friends.map((x) => (String(x.id) === peer ? { ...x, reminding: r.reminding } : x))),
      })
      return
    }
  }
}

/**
 * m§4 sending a report blocks the member: the report's own addBlack answered (the report feature folds
 * after this one, so its dialog is still the one waiting for this block) ends the friendship as a block
 * from the menu does. The report shows its own confirmation, so no friends notice.
 */
const reportBlocked = (d: D, e: Extract<AppEvent, { _tag: "GatewayAnswered" }>): void => {
  const r = d.report.open
  if (e.name === "addBlack" && r !== null && r.phase === "blocking" && r.pending === e.requestId) {
    unfriend(d, e, String(r.userId))
    d.friends.blocking[String(r.userId)] = true
  }
}

/** The request name answering each action kind. */
const actionRequest = {
  add: "addFriend",
  stick: "friendStick",
  remark: "friendRemark",
  delete: "friendDelete",
  block: "addBlack",
  unblock: "removeBlack",
  remind: "onlineRemindSwitch",
  relation: "friendRelation",
} as const

/** The request names of the actions: an answer or failure of another request is no action's. */
const ACTION_NAMES: ReadonlySet<string> = new Set(Object.values(actionRequest))

const failed = (d: D, e: Extract<AppEvent, { _tag: "GatewayFailed" }>): void => {
  const f = d.friends
  blockingAnswered(d, e)
  if (f.page.loading === e.requestId && e.name === "getUserInfo") {
    f.page.loading = null
    f.page.failed = true
  }
  if (e.name === "friendList" && e.requestId === f.list.loading) {
    f.list.loading = null
    f.list.failed = true
  }
  if (e.name === "friendSearch" && e.requestId === f.search.loading) f.search.loading = null
  if (e.name === "onlineRemindList" && e.requestId === f.remind.loading) setRemind(f, { loading: null })
  if (!ACTION_NAMES.has(e.name)) return
  const action = f.pending[String(e.requestId)]
  if (!action || e.name !== actionRequest[action.kind]) return
  delete f.pending[String(e.requestId)]
  const peer = action.peerId
  if (action.kind === "relation") return
  if (action.kind === "unblock") {
    // Still blocked; the blocked-users panel shows its own failure.
    if (!d.blocked.open) notice(d, e, "failed", peer)
    return
  }
  if (action.kind === "add") {
    if (e.code === FriendCode.confirmOneWay) {
      setRelation(d, peer, Relation.oneWay)
      f.prompt = { kind: "oneWay", peerId: peer, addWay: action.value ?? 102 }
    } else if (e.code === FriendCode.notEnoughGold) f.prompt = { kind: "gold" }
    else if (e.code === FriendCode.blocked) notice(d, e, "blocked", peer)
    else if (e.code === 400 && peer === d.session.userId) notice(d, e, "cannotAddSelf", peer)
    else notice(d, e, "failed", peer)
    return
  }
  if (e.code === FriendCode.remindLimit) {
    setRemind(f, { count: REMIND_MAX })
    notice(d, e, "remindLimit", peer)
  } else if (e.code === FriendCode.notFriends || e.code === FriendCode.blocked) {
    // The friendship ended on the other side: forget it here too (note name, star, reminder).
    unfriend(d, e, peer)
    notice(d, e, e.code === FriendCode.blocked ? "blocked" : "notFriends", peer)
  } else notice(d, e, "failed", peer)
}

/**
 * m§8 refusals that say the friendship is over, from the features before this one: a message refused as
 * blocked or friendship removed, or a friend request accepted across a block (the messaging notice names
 * the chat), a call refused as blocked (the
 * call toast names the callee). The member blocked or deleted by the other sees it then (the spec has no
 * notice to the blocked side, and we send none): their note name, star and reminder go.
 */
const refusedAsNotFriends = (d: D, e: Extract<AppEvent, { _tag: "GatewayFailed" }>): void => {
  const n = d.messaging.notice
  if (n?.id === e.seq && (n.reason === "blocked" || n.reason === "friendRemoved" || n.reason === "friendRequestBlocked") && n.peerId !== undefined) unfriend(d, e, n.peerId)
  const t = d.calls.toast
  if (t?.id === e.seq && t.key === "blocked" && t.peerId !== "") unfriend(d, e, t.peerId)
  // m§8 100003: this host takes calls from friends only (the friend page explains it by its call button).
  if (t?.id === e.seq && t.key === "needFriend" && t.peerId !== "") d.friends.friendOnlyCalls[t.peerId] = true
}

/** The events evolveFriends acts on (Feature.evolveOn: it is called for no other). */
export const friendsEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["LogoutRequested", "FriendPageOpened", "FriendPageClosed", "ConversationOpened", "ChatStoreLoaded", "FriendListRequested", "FriendSearchChanged", "TimerElapsed", "FriendAddRequested", "OneWayPromptShown", "OneWayConfirmed", "FriendPromptClosed", "FriendActionRefused", "FriendStarRequested", "FriendNoteRequested", "FriendDeleteRequested", "BlockRequested", "UnblockRequested", "RemindSwitchRequested", "RemindPanelOpened", "RemindPanelClosed", "MoreRemindersRequested", "FriendNoticeDismissed", "NoticeReceived", "ImFrameReceived", "GatewayAnswered", "GatewayFailed"]

/** Records `action` as in flight under request id `seq` (see `withEntry`). */
const pend = (f: D["friends"], seq: number, action: FriendAction): void => {
  f.pending = withEntry(f.pending, String(seq), action)
}

/** The friends recipe. */
export const evolveFriends: Recipe = (d, e) => {
  const f = d.friends
  switch (e._tag) {
    case "LogoutRequested":
      d.friends = castDraft({ ...initialFriendsTemplate, oneWayOk: f.oneWayOk })
      return
    case "FriendPageOpened":
      f.page = castDraft({ ...initialFriendPageTemplate, userId: e.userId, loading: e.seq })
      loadFriendSettings(d, e.seq, e.userId)
      return
    case "ConversationOpened":
      loadFriendSettings(d, e.seq, e.peerId)
      askBlocking(d, e.seq, e.peerId)
      return
    case "ChatStoreLoaded":
      loadChatNames(d, e.seq)
      return
    case "FriendPageClosed":
      f.page = castDraft(initialFriendPage)
      return
    case "FriendListRequested":
      askFriendPage(d, e.seq, e.page)
      return
    case "FriendSearchChanged":
      if (e.query.trim() === "") f.search = { query: e.query, results: null, loading: null }
      else if (f.search.query !== e.query) f.search = { ...f.search, query: e.query }
      return
    case "TimerElapsed":
      if (e.key === SEARCH_TIMER && f.search.query.trim() !== "") f.search = { ...f.search, loading: e.seq }
      else if (e.key.startsWith(RELATION_TIMER)) pend(f, e.seq, { kind: "relation", peerId: e.key.slice(RELATION_TIMER.length) })
      return
    case "FriendAddRequested":
      pend(f, e.seq, { kind: "add", peerId: e.peerId, value: e.addWay })
      return
    case "OneWayPromptShown":
      f.prompt = { kind: "oneWay", peerId: e.peerId, addWay: e.addWay }
      return
    case "OneWayConfirmed":
      f.oneWayOk = true
      f.prompt = null
      pend(f, e.seq, { kind: "add", peerId: e.peerId, value: e.addWay })
      return
    case "FriendPromptClosed":
      f.prompt = null
      return
    case "FriendActionRefused":
      notice(d, e, e.reason, e.peerId)
      return
    case "FriendStarRequested":
      pend(f, e.seq, { kind: "stick", peerId: e.peerId, value: e.stick })
      return
    case "FriendNoteRequested":
      pend(f, e.seq, { kind: "remark", peerId: e.peerId })
      return
    case "FriendDeleteRequested":
      pend(f, e.seq, { kind: "delete", peerId: e.peerId })
      return
    case "BlockRequested":
      pend(f, e.seq, { kind: "block", peerId: e.peerId })
      return
    case "UnblockRequested":
      // The blocked feature's unblock (its panel's or the friend page's): its answer tells `blocking`.
      pend(f, e.seq, { kind: "unblock", peerId: String(e.userId) })
      return
    case "RemindSwitchRequested":
      pend(f, e.seq, { kind: "remind", peerId: e.peerId, value: e.on })
      return
    case "RemindPanelOpened":
      f.remind = { ...f.remind, open: true, friends: [], page: 0, hasMore: false, loading: e.seq }
      return
    case "RemindPanelClosed":
      setRemind(f, { open: false })
      return
    case "MoreRemindersRequested":
      setRemind(f, { loading: e.seq })
      return
    case "FriendNoticeDismissed":
      f.notice = null
      return
    case "NoticeReceived": {
      // Issue 12's choice: a friend with the reminder on came online (notice 1201, content = their shown name).
      const n = e.notice
      if (n.noticeType === FRIEND_ONLINE_NOTICE_TYPE && n.extra?.userId) notice(d, e, "online", n.extra.userId, n.content)
      friendshipStarted(d, e, followChats(d))
      return
    }
    case "ImFrameReceived":
      friendshipStarted(d, e, followChats(d))
      return
    case "GatewayAnswered": {
      const befriended = e.name === "addFriend" && followChats(d)
      answered(d, e)
      // Any add answered relation 2 (an accept from the friend page or the chat's request bar).
      if (e.name === "addFriend") friendshipStarted(d, e, befriended || answerOf(e, "addFriend")?.relation === Relation.friends)
      if (reminderUnknown(d)) setRemind(f, { loading: e.seq })
      if (e.name === IM.list) loadChatNames(d, e.seq)
      pageOnForFriends(d, e.seq)
      return
    }
    case "GatewayFailed":
      failed(d, e)
      refusedAsNotFriends(d, e)
      return
  }
}
