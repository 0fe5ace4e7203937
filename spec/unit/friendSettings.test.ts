// QA social fixes (m§2 user menu, m§4 friend menu toggles, m§6 friend-only items): what the friend page
// and the chat know of a friend after a reload (note name, favourite, reminder), after a report (which
// blocks), after a block (a pending request ends), and the friend list when a request is accepted.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { FriendCode, Relation } from "../../domain/constants"
import type { Friend, RemindFriend } from "../../domain/friends/answers"
import { selectMenuItems, shownName } from "../../domain/friends/selectors"
import { selectOpenRequest } from "../../domain/messaging/selectors"
import { T0 } from "../support/fixtures"
import { calls, imDriver, ME, PEER, wire } from "../support/imDriver"

const friend = (id: number, over: Partial<Friend> = {}): Friend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, countryId: 792, starred: false, status: 1, ...over })
const remindFriend = (id: number, reminding: boolean): RemindFriend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, reminding, status: 1 })
const FULL_MENU = ["note", "star", "remind", "block", "report", "delete"]

describe("Given a reload, when a friend's page or chat opens before the friends tab (bug: note, star and reminder forgotten)", () => {
  /** The friend list and the reminder list asked by `cmds` answered: PEER noted "Sammy", starred, reminder on. */
  const answerSettings = (d: ReturnType<typeof imDriver>, cmds: ReturnType<ReturnType<typeof imDriver>["dispatch"]>) => {
    const list = calls(cmds, "friendList")[0]
    const remind = calls(cmds, "onlineRemindList")[0]
    expect(list?.params).toEqual({ page: 1, size: 100 })
    expect(remind?.params).toEqual({ page: 1, size: 20 })
    d.answer(list!.requestId, "friendList", { friends: [friend(502, { name: "Sammy", starred: true }), friend(503)], page: 1, hasMore: false })
    d.answer(remind!.requestId, "onlineRemindList", { friends: [remindFriend(502, true), remindFriend(503, false)], page: 1, hasMore: false, remindCount: 1 })
  }
  const remembered = (d: ReturnType<typeof imDriver>) => {
    expect(shownName(d.state, PEER, "Sam")).toBe("Sammy")
    expect(d.state.friends.starred[PEER]).toBe(true)
    expect(d.state.friends.reminding[PEER]).toBe(true)
    expect(d.state.friends.remind.count).toBe(1)
    expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
  }

  it("when the friend page opens, then the friend list and the reminder list are asked and their answers show the note, star and reminder", () => {
    const d = imDriver()
    answerSettings(d, d.dispatch(I.OpenFriendPage({ userId: PEER })))
    remembered(d)
  })

  it("when a chat with the friend opens, then the same", () => {
    const d = imDriver()
    answerSettings(d, d.dispatch(I.OpenConversation({ peerId: PEER, name: "Sam" })))
    remembered(d)
  })

  it("when they were loaded already (or for a visitor, oneself, a system sender), then they are not asked again", () => {
    const d = imDriver()
    answerSettings(d, d.dispatch(I.OpenFriendPage({ userId: PEER })))
    d.dispatch(I.CloseFriendPage())
    const again = d.dispatch(I.OpenConversation({ peerId: "503", name: "x" }))
    expect(calls(again, "friendList")).toEqual([])
    expect(calls(again, "onlineRemindList")).toEqual([])
    const visitor = imDriver(false).dispatch(I.OpenFriendPage({ userId: PEER }))
    expect(calls(visitor, "friendList")).toEqual([])
    expect(calls(visitor, "onlineRemindList")).toEqual([])
    const own = imDriver().dispatch(I.OpenFriendPage({ userId: ME }))
    expect(calls(own, "friendList")).toEqual([])
    const system = imDriver().dispatch(I.OpenConversation({ peerId: "-1", name: "" }))
    expect(calls(system, "onlineRemindList")).toEqual([])
  })

  it("when the friend is not on the reminder list's first page (20 a page), then the next pages are asked until they are", () => {
    const d = imDriver()
    const cmds = d.dispatch(I.OpenFriendPage({ userId: PEER }))
    d.answer(calls(cmds, "friendList")[0]!.requestId, "friendList", { friends: [friend(502, { name: "Sammy" })], page: 1, hasMore: false })
    const others = Array.from({ length: 20 }, (_, i) => remindFriend(600 + i, false))
    const next = d.answer(calls(cmds, "onlineRemindList")[0]!.requestId, "onlineRemindList", { friends: others, page: 1, hasMore: true, remindCount: 3 })
    const page2 = calls(next, "onlineRemindList")[0]
    expect(page2?.params).toEqual({ page: 2, size: 20 })
    const done = d.answer(page2!.requestId, "onlineRemindList", { friends: [remindFriend(502, true)], page: 2, hasMore: true, remindCount: 3 })
    expect(calls(done, "onlineRemindList")).toEqual([])
    expect(d.state.friends.reminding[PEER]).toBe(true)
    expect(d.state.friends.remind.count).toBe(3)
  })
})

describe("Given a friend, when the member reports them (a report also blocks, m§4) (bug: still treated as a friend)", () => {
  /** PEER a friend noted "Bestie" and starred, their chat open (relation 2). */
  const friendChat = () => {
    const d = imDriver()
    const list = calls(d.dispatch(I.LoadFriends()), "friendList")[0]!
    d.answer(list.requestId, "friendList", { friends: [friend(502, { name: "Bestie", starred: true })], page: 1, hasMore: false })
    d.dispatch(I.OpenConversation({ peerId: PEER, name: "Bo" }))
    expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
    return d
  }
  /** Reports PEER from `origin` (Others, free text) and answers the report; returns the addBlack call. */
  const report = (d: ReturnType<typeof imDriver>, origin: "chat" | "profile") => {
    d.dispatch(I.OpenReport({ userId: 502, origin }))
    d.dispatch(I.ChooseReportCategory({ category: 3 }))
    const sent = calls(d.dispatch(I.SendReport({ text: "spam", email: "" })), "reportProfile")[0]!
    return calls(d.answer(sent.requestId, "reportProfile", { reportId: 1 }), "addBlack")[0]!
  }

  it("when the report's block answers, then the friendship ends here too: relation 0, no note, star or friend-only items, the chat not a friend's", () => {
    for (const origin of ["chat", "profile"] as const) {
      const d = friendChat()
      const block = report(d, origin)
      expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
      d.answer(block.requestId, "addBlack", {})
      expect(d.state.report.sentTo).toBe(502)
      expect(d.state.friends.relations[PEER]).toBe(Relation.none)
      expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.none)
      expect(shownName(d.state, PEER, "Bo")).toBe("Bo")
      expect(d.state.friends.starred[PEER]).toBeUndefined()
      expect(d.state.friends.list.friends).toEqual([])
      expect(selectMenuItems(d.state, PEER)).toEqual(["unblock", "report"])
    }
  })

  it("when the report's block fails, then they are still a friend", () => {
    const d = friendChat()
    const block = report(d, "chat")
    d.fail(block.requestId, "addBlack", 500, "network")
    expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
  })
})

describe("Given a pending friend request from the peer in their open chat (bug: the bar outlived a block)", () => {
  /** PEER asked to be friends (live friend message); their chat open with the request bar. */
  const requested = () => {
    const d = imDriver()
    d.frame(wire("r1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(selectOpenRequest(d.state)).toEqual({ busy: false })
    return d
  }

  it("when the member blocks them from the chat, then the request ends with the block: the bar goes and stays gone", () => {
    const d = requested()
    const block = calls(d.dispatch(I.BlockUser({ peerId: PEER })), "addBlack")[0]!
    d.answer(block.requestId, "addBlack", {})
    expect(selectOpenRequest(d.state)).toBeNull()
    expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.none)
    d.frame(wire("m2", "503", ME, T0 + 5))
    expect(selectOpenRequest(d.state)).toBeNull()
    expect(selectMenuItems(d.state, PEER)).toEqual(["unblock", "report"])
  })

  it("when Accept is refused as blocked (20010), then the notice is the translated 'cannot add' (not the server's words) and the bar goes", () => {
    const d = requested()
    const add = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    d.fail(add.requestId, "addFriend", FriendCode.blocked, "code", "You cannot add this person")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "friendRequestBlocked", peerId: PEER })
    expect(selectOpenRequest(d.state)).toBeNull()
  })

  it("when Accept finds no network, or is refused for another reason, then the translated failure (no server words, m§8)", () => {
    const d = requested()
    const add = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    d.fail(add.requestId, "addFriend", 0, "network", "network error")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "friendRequestFailed" })
    expect(selectOpenRequest(d.state)).toEqual({ busy: false })
    const again = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    d.fail(again.requestId, "addFriend", 500, "code", "Server busy")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "friendRequestFailed" })
  })
})

describe("Given the friend list shown (\"No friends yet\") and a request sent to the peer (bug: the list missed the new friend)", () => {
  /** The friend list loaded empty; `sent`: the member asked PEER in this session (addFriend answered 1). */
  const listShown = (sent: boolean) => {
    const d = imDriver()
    const list = calls(d.dispatch(I.LoadFriends()), "friendList")[0]!
    d.answer(list.requestId, "friendList", { friends: [], page: 1, hasMore: false })
    if (sent) {
      const add = calls(d.dispatch(I.AddFriend({ peerId: PEER })), "addFriend")[0]!
      d.answer(add.requestId, "addFriend", { relation: Relation.requested })
    }
    return d
  }

  it("when the peer accepts (the accepted friend message arrives), then the list is asked again and shows them", () => {
    for (const sent of [true, false]) {
      const d = listShown(sent)
      const cmds = d.frame(wire(`acc${sent}`, PEER, ME, T0 + 3, { message_type_value: 1, addType: 1, accept: 1 }))
      const again = calls(cmds, "friendList")[0]
      expect(again?.params).toEqual({ page: 1, size: 100 })
      d.answer(again!.requestId, "friendList", { friends: [friend(502)], page: 1, hasMore: false })
      expect(d.state.friends.list.friends.map((x) => x.id)).toEqual([502])
      expect(d.state.friends.relations[PEER]).toBe(Relation.friends)
      expect(selectMenuItems(d.state, PEER)).toEqual(FULL_MENU)
    }
  })

  it("when the member accepts the peer's request from the chat bar, then the list is asked again too", () => {
    const d = listShown(false)
    d.frame(wire("r1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    const add = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    expect(calls(d.answer(add.requestId, "addFriend", { relation: Relation.friends }), "friendList")).toHaveLength(1)
  })

  it("when the list was never loaded, or another message arrives, then it is not asked", () => {
    const d = imDriver()
    expect(calls(d.frame(wire("acc", PEER, ME, T0 + 3, { message_type_value: 1, addType: 1, accept: 1 })), "friendList")).toEqual([])
    expect(calls(listShown(true).frame(wire("t1", PEER, ME, T0 + 3)), "friendList")).toEqual([])
  })
})
