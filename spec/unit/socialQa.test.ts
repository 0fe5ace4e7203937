// QA social fixes, second round (m§2 FriendPage and message list, m§3 local chat database, m§7 friend and
// black calls): a block's lowered chat relation is saved, friend settings of any friend (not only the
// first page of 100), note names in the conversation list from the start, and a blocked member's page.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { I } from "../../domain/app/intents"
import { Relation } from "../../domain/constants"
import type { Friend, RemindFriend } from "../../domain/friends/answers"
import { selectBlockedByMe, selectMenuItems, selectUnblocking, shownName } from "../../domain/friends/selectors"
import { T0, user } from "../support/fixtures"
import { calls, imDriver, ME, PEER, wire } from "../support/imDriver"

const friend = (id: number, over: Partial<Friend> = {}): Friend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, countryId: 792, starred: false, status: 1, ...over })
const remindFriend = (id: number, reminding: boolean): RemindFriend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, reminding, status: 1 })
/** Friends `from`..`from + n - 1` (ids; PEER 502 is not among 600-699). */
const friends = (from: number, n: number): Friend[] => Array.from({ length: n }, (_, i) => friend(from + i))
const FULL_MENU = ["note", "star", "remind", "block", "report", "delete"]

/** The conversations the SaveChats commands among `cmds` write. */
const savedChats = (cmds: ReadonlyArray<Cmd>) => cmds.flatMap((c) => (c._tag === "SaveChats" ? c.conversations : []))

describe("Given a chat whose relation a block lowers (bug: the chat database kept the old relation)", () => {
  /** PEER asked to be friends (live friend message): their chat has relation 3 and the request bar. */
  const requested = () => {
    const d = imDriver()
    d.frame(wire("r1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.requestedByThem)
    return d
  }

  it("when the member's block from the chat menu answers, then the conversation is written with relation 0", () => {
    const d = requested()
    const block = calls(d.dispatch(I.BlockUser({ peerId: PEER })), "addBlack")[0]!
    const saved = savedChats(d.answer(block.requestId, "addBlack", {}))
    expect(saved.map((c) => [c.peerId, c.relation])).toEqual([[PEER, Relation.none]])
  })

  it("when the block a report sends answers, then the same", () => {
    const d = requested()
    d.dispatch(I.OpenReport({ userId: Number(PEER), origin: "chat" }))
    d.dispatch(I.ChooseReportCategory({ category: 3 }))
    const sent = calls(d.dispatch(I.SendReport({ text: "spam", email: "" })), "reportProfile")[0]!
    const block = calls(d.answer(sent.requestId, "reportProfile", { reportId: 1 }), "addBlack")[0]!
    const saved = savedChats(d.answer(block.requestId, "addBlack", {}))
    expect(saved.map((c) => [c.peerId, c.relation])).toEqual([[PEER, Relation.none]])
  })

  it("when the block fails, then nothing is written", () => {
    const d = requested()
    const block = calls(d.dispatch(I.BlockUser({ peerId: PEER })), "addBlack")[0]!
    expect(savedChats(d.fail(block.requestId, "addBlack", 500, "network"))).toEqual([])
    expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.requestedByThem)
  })
})

describe("Given a reload and more than 100 friends, PEER not on the friend list's first page (bug: settings of friend #101+ wrong)", () => {
  /** PEER is on page 2, noted "Sammy", starred, with the reminder on (the reminder list has them on page 1). */
  const pageTwo = { friends: [friend(502, { name: "Sammy", starred: true })], page: 2, hasMore: false }
  const remind = { friends: [remindFriend(502, true)], page: 1, hasMore: false, remindCount: 1 }

  it("when their friend page opens and says they are friends, then page 2 is asked and its answer shows the note, star and reminder", () => {
    const d = imDriver()
    const cmds = d.dispatch(I.OpenFriendPage({ userId: PEER }))
    const list = calls(cmds, "friendList")[0]!
    expect(list.params).toEqual({ page: 1, size: 100 })
    d.answer(calls(cmds, "onlineRemindList")[0]!.requestId, "onlineRemindList", remind)
    // Page 1 first: whether PEER is a friend is not known yet, so no more pages.
    expect(calls(d.answer(list.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true }), "friendList")).toEqual([])
    const info = calls(cmds, "getUserInfo")[0]!
    const next = calls(d.answer(info.requestId, "getUserInfo", user(502, { name: "Sam", relation: Relation.friends })), "friendList")[0]
    expect(next?.params).toEqual({ page: 2, size: 100 })
    expect(calls(d.answer(next!.requestId, "friendList", pageTwo), "friendList")).toEqual([])
    expect(shownName(d.state, PEER, "Sam")).toBe("Sammy")
    expect(d.state.friends.starred[PEER]).toBe(true)
    expect(d.state.friends.reminding[PEER]).toBe(true)
    expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
    expect(d.state.friends.list.friends).toHaveLength(101)
  })

  it("when a chat with them (a friend's chat, relation 2) opens, then page 2 follows page 1 at once", () => {
    const d = imDriver()
    d.frame(wire("a1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 1 }))
    expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.friends)
    const cmds = d.dispatch(I.OpenConversation({ peerId: PEER, name: "Sam" }))
    const list = calls(cmds, "friendList")[0]!
    const next = calls(d.answer(list.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true }), "friendList")[0]
    expect(next?.params).toEqual({ page: 2, size: 100 })
    d.answer(next!.requestId, "friendList", pageTwo)
    expect(shownName(d.state, PEER, "Sam")).toBe("Sammy")
    expect(d.state.friends.starred[PEER]).toBe(true)
  })

  it("when they are on no page (the list ends), or not a friend, or a page fails, then no further page is asked", () => {
    const d = imDriver()
    d.frame(wire("a1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 1 }))
    const cmds = d.dispatch(I.OpenConversation({ peerId: PEER, name: "Sam" }))
    const two = calls(d.answer(calls(cmds, "friendList")[0]!.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true }), "friendList")[0]!
    const three = calls(d.answer(two.requestId, "friendList", { friends: friends(700, 100), page: 2, hasMore: true }), "friendList")[0]!
    expect(three.params).toEqual({ page: 3, size: 100 })
    expect(calls(d.answer(three.requestId, "friendList", { friends: friends(800, 5), page: 3, hasMore: false }), "friendList")).toEqual([])
    expect(calls(d.dispatch(I.CloseConversation()), "friendList")).toEqual([])

    const stranger = imDriver()
    const c2 = stranger.dispatch(I.OpenFriendPage({ userId: PEER }))
    stranger.answer(calls(c2, "friendList")[0]!.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true })
    expect(calls(stranger.answer(calls(c2, "getUserInfo")[0]!.requestId, "getUserInfo", user(502, { relation: Relation.none })), "friendList")).toEqual([])

    const failing = imDriver()
    failing.frame(wire("a1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 1 }))
    const c3 = failing.dispatch(I.OpenConversation({ peerId: PEER, name: "Sam" }))
    const p2 = calls(failing.answer(calls(c3, "friendList")[0]!.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true }), "friendList")[0]!
    failing.fail(p2.requestId, "friendList", 500, "network")
    expect(calls(failing.answer(calls(c3, "onlineRemindList")[0]!.requestId, "onlineRemindList", remind), "friendList")).toEqual([])
  })
})

describe("Given a reload with chats of friends, before any friend page, chat or the Friends tab (bug: nicknames, not note names, in the message list)", () => {
  /** PEER's stored conversation entry: a friend (relation 2) under their nickname "Sam". */
  const stored = { peerId: PEER, croomId: `${ME}-${PEER}`, name: "Sam", avatar: "", relation: Relation.friends as number, preview: null, at: T0, noReadCount: 0, status: 0 }
  /** The channel comes up (a page load's first connection): im/v1/list is asked; its call. */
  const imListCall = (d: ReturnType<typeof imDriver>) => {
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "connecting", attempt: 1 })
    return calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 0 }), "imList")[0]!
  }
  const listed = (over: Partial<typeof stored> = {}) => ({ peerId: PEER, name: "Sam", avatar: "", relation: Relation.friends, noReadCount: 0, at: T0, ...over })

  it("when the chat database is read, then the friend list is asked and the list shows the note name", () => {
    const d = imDriver()
    const cmds = d.emit({ _tag: "ChatStoreLoaded", at: d.now, userId: ME, conversations: [stored], outbox: [] })
    const list = calls(cmds, "friendList")[0]
    expect(list?.params).toEqual({ page: 1, size: 100 })
    d.answer(list!.requestId, "friendList", { friends: [friend(502, { name: "Sammy" })], page: 1, hasMore: false })
    expect(shownName(d.state, PEER, "Sam")).toBe("Sammy")
  })

  it("when im/v1/list answers with a friend's chat, then the same; when the friend is on page 2, then page 2 follows", () => {
    const d = imDriver()
    const imList = imListCall(d)
    const list = calls(d.answer(imList.requestId, "imList", [listed()]), "friendList")[0]!
    expect(list.params).toEqual({ page: 1, size: 100 })
    const next = calls(d.answer(list.requestId, "friendList", { friends: friends(600, 100), page: 1, hasMore: true }), "friendList")[0]
    expect(next?.params).toEqual({ page: 2, size: 100 })
    d.answer(next!.requestId, "friendList", { friends: [friend(502, { name: "Sammy" })], page: 2, hasMore: false })
    expect(shownName(d.state, PEER, "Sam")).toBe("Sammy")
  })

  it("when no chat is a friend's, or the list was loaded already, then it is not asked", () => {
    const d = imDriver()
    expect(calls(d.emit({ _tag: "ChatStoreLoaded", at: d.now, userId: ME, conversations: [{ ...stored, relation: Relation.none }], outbox: [] }), "friendList")).toEqual([])
    expect(calls(d.answer(imListCall(d).requestId, "imList", [listed({ relation: Relation.requestedByThem })]), "friendList")).toEqual([])
    const loaded = imDriver()
    loaded.answer(calls(loaded.dispatch(I.LoadFriends()), "friendList")[0]!.requestId, "friendList", { friends: [friend(502)], page: 1, hasMore: false })
    expect(calls(loaded.emit({ _tag: "ChatStoreLoaded", at: loaded.now, userId: ME, conversations: [stored], outbox: [] }), "friendList")).toEqual([])
  })
})

describe("Given a member's friend page (bug: a blocked member's page offered Add friend and no Unblock)", () => {
  /** PEER's friend page opened and answered (not a friend); `blocked` what the gateway says, absent when it does not. */
  const page = (blocked?: boolean) => {
    const d = imDriver()
    const cmds = d.dispatch(I.OpenFriendPage({ userId: PEER }))
    d.answer(calls(cmds, "getUserInfo")[0]!.requestId, "getUserInfo", user(502, { name: "Sam", relation: Relation.none, ...(blocked !== undefined ? { blocked } : {}) }))
    return d
  }
  /** Unblock from the page: the removeBlack call, or undefined when nothing was sent. */
  const unblock = (d: ReturnType<typeof imDriver>) => calls(d.dispatch(I.Unblock({ userId: 502 })), "removeBlack")[0]

  it("when the member blocks them (menu), then the page knows they are blocked; Unblock sends removeBlack and its answer makes the page normal again", () => {
    const d = page()
    expect(selectBlockedByMe(d.state, PEER)).toBe(false)
    expect(unblock(d)).toBeUndefined()
    const block = calls(d.dispatch(I.BlockUser({ peerId: PEER })), "addBlack")[0]!
    d.answer(block.requestId, "addBlack", {})
    expect(selectBlockedByMe(d.state, PEER)).toBe(true)
    expect(selectMenuItems(d.state, PEER)).toEqual(["unblock", "report"])
    const req = unblock(d)
    expect(req?.params).toEqual({ friendUserId: 502 })
    expect(selectUnblocking(d.state, PEER)).toBe(true)
    expect(unblock(d)).toBeUndefined()
    d.answer(req!.requestId, "removeBlack", {})
    expect(selectBlockedByMe(d.state, PEER)).toBe(false)
    expect(selectUnblocking(d.state, PEER)).toBe(false)
    expect(d.state.friends.notice).toMatchObject({ reason: "unblocked", peerId: PEER })
    expect(selectMenuItems(d.state, PEER)).toEqual(["block", "report"])
  })

  it("when the member reports them (the report blocks), then the same", () => {
    const d = page()
    d.dispatch(I.OpenReport({ userId: 502, origin: "profile" }))
    d.dispatch(I.ChooseReportCategory({ category: 3 }))
    const sent = calls(d.dispatch(I.SendReport({ text: "spam", email: "" })), "reportProfile")[0]!
    const block = calls(d.answer(sent.requestId, "reportProfile", { reportId: 1 }), "addBlack")[0]!
    d.answer(block.requestId, "addBlack", {})
    expect(selectBlockedByMe(d.state, PEER)).toBe(true)
    expect(unblock(d)?.params).toEqual({ friendUserId: 502 })
  })

  it("when after a reload the gateway's user info says blocked, or a blocked-users page lists them, then they are blocked; said not blocked, not", () => {
    expect(selectBlockedByMe(page(true).state, PEER)).toBe(true)
    expect(unblock(page(true))?.params).toEqual({ friendUserId: 502 })
    expect(selectBlockedByMe(page(false).state, PEER)).toBe(false)
    const d = page()
    const list = calls(d.dispatch(I.OpenBlockedUsers()), "blacklist")[0]!
    d.answer(list.requestId, "blacklist", { users: [{ id: 502, name: "Sam", avatar: "/a.svg", countryId: 792 }], page: 1, hasMore: false })
    d.dispatch(I.CloseBlockedUsers())
    expect(selectBlockedByMe(d.state, PEER)).toBe(true)
  })

  it("when the unblock fails, then they stay blocked and the page says it failed; from the open panel, the panel says so instead", () => {
    const d = page(true)
    d.fail(unblock(d)!.requestId, "removeBlack", 500, "network")
    expect(selectBlockedByMe(d.state, PEER)).toBe(true)
    expect(selectUnblocking(d.state, PEER)).toBe(false)
    expect(d.state.friends.notice).toMatchObject({ reason: "failed" })
    // A refusal (a code) says the same catalog failure, not the gateway's words (m§8).
    const r = page(true)
    r.fail(unblock(r)!.requestId, "removeBlack", 10099, "code", "Blacklist service says no")
    expect(r.state.friends.notice).toEqual({ id: expect.any(Number), reason: "failed", peerId: PEER, name: "" })
    const p = page(true)
    const list = calls(p.dispatch(I.OpenBlockedUsers()), "blacklist")[0]!
    p.answer(list.requestId, "blacklist", { users: [{ id: 502, name: "Sam", avatar: "/a.svg", countryId: 792 }], page: 1, hasMore: false })
    const req = unblock(p)!
    p.answer(req.requestId, "removeBlack", {})
    expect(p.state.blocked.users).toEqual([])
    expect(selectBlockedByMe(p.state, PEER)).toBe(false)
    expect(p.state.friends.notice).toBeNull()
  })
})
