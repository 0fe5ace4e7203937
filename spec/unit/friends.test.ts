// Friends toggles and limits (issue 12; m§2 user menu, m§4 friend add, m§7 friend/*, m§9 limits) as
// given/when/then over the real kernel: 50 reminders (the 51st refused with its message), the 30-character
// note, the 9-gold one-way add confirmed once and remembered 365 days, no self-add, star/unstar, delete
// (the view confirms first), block/unblock, the user-menu items gated by relation (none for negative ids),
// and the side that was blocked or deleted forgetting the friendship (note name, star) when the gateway shows it.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import type { NewEvent } from "../../domain/app/event"
import { ADD_WAY_CALL, ADD_WAY_CHAT, FriendCode, MESSAGE_BLOCKED_CODE, NOTE_MAX, ONE_WAY_ADD_COST, REMIND_MAX, Relation } from "../../domain/constants"
import type { Friend, RemindFriend } from "../../domain/friends/answers"
import { menuItems } from "../../domain/friends/rules"
import { selectMenuItems, shownName } from "../../domain/friends/selectors"
import { ONE_WAY_KEY } from "../../domain/friends/state"
import en_member from "../../i18n/en/member"
import { i18nObject } from "../../i18n/i18n-util"
import { loadLocale } from "../../i18n/i18n-util.sync"
import { E, T0 } from "../support/fixtures"
import { given, number } from "../support/gwt"
import { decide, evolve, react } from "../../domain/app/kernel"
import { calls, imDriver, wire } from "../support/imDriver"

const ME = "501"
const PEER = "502"
const signedIn = E.started("/", { userId: ME, loginToken: "tok" })
const friend = (id: number, over: Partial<Friend> = {}): Friend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, countryId: 792, starred: false, status: 1, ...over })
const remindFriend = (id: number, reminding: boolean): RemindFriend => ({ id, name: `f${id}`, avatar: `/media/avatar/${id}_270X360.svg`, reminding, status: 1 })
/** The friend list (request 2) answered with these friends: they are relation 2. */
const withFriends = (...friends: Friend[]): NewEvent[] => [
  { _tag: "FriendListRequested", at: T0, page: 1 },
  E.answered(2, "friendList", { friends, page: 1, hasMore: false }),
]
/** Signed in, PEER a friend (events 1-3). */
const friendsWithPeer = [signedIn, ...withFriends(friend(502), friend(503))]

describe("Given the online-reminder panel (m§2 x/50, m§9)", () => {
  /** Panel (request 4) answered with `on` of REMIND_MAX reminders switched on, PEER's switch `peerOn`. */
  const panel = (on: number, peerOn = false): NewEvent[] => [
    { _tag: "RemindPanelOpened", at: T0 },
    E.answered(4, "onlineRemindList", { friends: [remindFriend(502, peerOn), remindFriend(503, true)], page: 1, hasMore: false, remindCount: on }),
  ]

  it("when it opens, then page 1 of 20 is fetched and the count shows as given", () => {
    given(...friendsWithPeer)
      .when(I.OpenRemindPanel())
      .then({ _tag: "RemindPanelOpened", at: T0 })
      .thenCommandsMatch({ _tag: "CallGateway", name: "onlineRemindList", params: { page: 1, size: 20 } })
    expect(given(...friendsWithPeer, ...panel(1)).state.friends.remind).toMatchObject({ open: true, count: 1, loading: null })
  })

  it("when a friend's switch is turned on at 49, then onlineRemindSwitch 1 is sent and the answer's count (50) shows", () => {
    const w = given(...friendsWithPeer, ...panel(49)).when(I.SwitchReminder({ peerId: PEER, on: true }))
    w.then({ _tag: "RemindSwitchRequested", at: T0, peerId: PEER, on: 1 }).thenCommandsMatch({
      _tag: "CallGateway",
      name: "onlineRemindSwitch",
      params: { friendUserId: 502, switchStatus: 1 },
    })
    const after = given(...friendsWithPeer, ...panel(49), ...w.events, E.answered(6, "onlineRemindSwitch", { reminding: true, remindCount: 50 })).state.friends
    expect(after.remind.count).toBe(REMIND_MAX)
    expect(after.reminding[PEER]).toBe(true)
    expect(after.remind.friends.find((x) => x.id === 502)?.reminding).toBe(true)
  })

  it("when a 51st switch is turned on at 50, then it is refused without a call and the limit message names 50", () => {
    const w = given(...friendsWithPeer, ...panel(REMIND_MAX)).when(I.SwitchReminder({ peerId: PEER, on: true }))
    w.then({ _tag: "FriendActionRefused", at: T0, peerId: PEER, reason: "remindLimit" }).thenCommands()
    expect(w.state.friends.notice).toMatchObject({ reason: "remindLimit", peerId: PEER })
    expect(w.state.friends.reminding[PEER]).toBe(false)
    expect(en_member.social.notices.remindLimit).toContain(String(REMIND_MAX))
  })

  it("when at 50 a switch is turned off, or one already on is switched on again, then the call goes out", () => {
    given(...friendsWithPeer, ...panel(REMIND_MAX, true))
      .when(I.SwitchReminder({ peerId: PEER, on: false }))
      .then({ _tag: "RemindSwitchRequested", at: T0, peerId: PEER, on: 0 })
    given(...friendsWithPeer, ...panel(REMIND_MAX, true))
      .when(I.SwitchReminder({ peerId: PEER, on: true }))
      .then({ _tag: "RemindSwitchRequested", at: T0, peerId: PEER, on: 1 })
  })

  it("when the gateway refuses the switch with 20015 (another device got there first), then the count is 50 and the limit message shows", () => {
    const w = given(...friendsWithPeer, ...panel(49)).when(I.SwitchReminder({ peerId: PEER, on: true }))
    const s = given(...friendsWithPeer, ...panel(49), ...w.events, E.failed(6, "onlineRemindSwitch", FriendCode.remindLimit)).state.friends
    expect(s.remind.count).toBe(REMIND_MAX)
    expect(s.notice).toMatchObject({ reason: "remindLimit", peerId: PEER })
    expect(s.reminding[PEER]).toBe(false)
  })

  it("when a second switch of the same friend is asked while the first is in flight, then nothing", () => {
    const w = given(...friendsWithPeer, ...panel(3)).when(I.SwitchReminder({ peerId: PEER, on: true }))
    given(...friendsWithPeer, ...panel(3), ...w.events).when(I.SwitchReminder({ peerId: PEER, on: true })).then()
  })
})

describe("Given a note name (m§7 remark, m§9 30 characters)", () => {
  it("when it has 30 characters (code points, emoji count once), then remark is sent trimmed", () => {
    const thirty = "é".repeat(NOTE_MAX - 1) + "😀"
    given(...friendsWithPeer)
      .when(I.SetFriendNote({ peerId: PEER, note: `  ${thirty}  ` }))
      .then({ _tag: "FriendNoteRequested", at: T0, peerId: PEER, remark: thirty })
      .thenCommandsMatch({ _tag: "CallGateway", name: "friendRemark", params: { friendUserId: 502, remark: thirty } })
  })

  it("when it has 31 characters, then it is refused without a call and the note message shows", () => {
    const w = given(...friendsWithPeer).when(I.SetFriendNote({ peerId: PEER, note: "a".repeat(NOTE_MAX + 1) }))
    w.then({ _tag: "FriendActionRefused", at: T0, peerId: PEER, reason: "noteTooLong" }).thenCommands()
    expect(w.state.friends.notice?.reason).toBe("noteTooLong")
    expect(en_member.social.notices.noteTooLong).toContain(String(NOTE_MAX))
  })

  it("when remark answers, then the name it gives replaces the friend's name (list, names) and an empty note brings back the nickname", () => {
    const w = given(...friendsWithPeer).when(I.SetFriendNote({ peerId: PEER, note: "Bo" }))
    const named = [...friendsWithPeer, ...w.events, E.answered(4, "friendRemark", { name: "Bo" })]
    const s = given(...named).state.friends
    expect(s.names[PEER]).toBe("Bo")
    expect(s.list.friends.find((x) => x.id === 502)?.name).toBe("Bo")
    const cleared = given(...named).when(I.SetFriendNote({ peerId: PEER, note: "   " }))
    cleared.then({ _tag: "FriendNoteRequested", at: T0, peerId: PEER, remark: "" })
    expect(given(...named, ...cleared.events, E.answered(6, "friendRemark", { name: "f502" })).state.friends.names[PEER]).toBe("f502")
  })
})

describe("Given an add to a one-way peer (m§4: 9 gold, confirmed once, remembered 365 days)", () => {
  /** The pre-chat check (timer of a relation check, request 3) answered 4 = one-way. */
  const oneWay: NewEvent[] = [
    signedIn,
    { _tag: "RelationCheckScheduled", at: T0, peerId: PEER },
    E.timer(`friendRelation:${PEER}`),
    E.answered(3, "friendRelation", { relation: Relation.oneWay }),
  ]

  it("when the relation check runs, then it waits 400 ms and asks friend/relations", () => {
    given(signedIn)
      .when(I.CheckRelation({ peerId: PEER }))
      .then({ _tag: "RelationCheckScheduled", at: T0, peerId: PEER })
      .thenCommands({ _tag: "StartTimer", key: `friendRelation:${PEER}`, ms: 400 })
    expect(given(...oneWay).state.friends.relations[PEER]).toBe(Relation.oneWay)
  })

  it("when the member adds, then the pay-attention confirmation opens and no call is made yet", () => {
    const w = given(...oneWay).when(I.AddFriend({ peerId: PEER }))
    w.then({ _tag: "OneWayPromptShown", at: T0, peerId: PEER, addWay: ADD_WAY_CHAT }).thenCommands()
    expect(w.state.friends.prompt).toEqual({ kind: "oneWay", peerId: PEER, addWay: ADD_WAY_CHAT })
    // The confirmation names the cost the domain charges (m§9: 9 coins), counted in the language's plural.
    expect(ONE_WAY_ADD_COST).toBe(9)
    loadLocale("en")
    expect(i18nObject("en").member.social.oneWay.confirm({ cost: ONE_WAY_ADD_COST })).toBe("Add for 9 coins")
  })

  it("when it is confirmed, then it is stored for 365 days and addFriend goes out with addReally 1", () => {
    const shown = given(...oneWay).when(I.AddFriend({ peerId: PEER, inCall: true }))
    given(...oneWay, ...shown.events)
      .when(I.ConfirmOneWay())
      .then({ _tag: "OneWayConfirmed", at: T0, peerId: PEER, addWay: ADD_WAY_CALL })
      .thenCommandsMatch(
        { _tag: "Persist", key: ONE_WAY_KEY, value: "1", days: 365 },
        { _tag: "CallGateway", name: "addFriend", params: { addWay: ADD_WAY_CALL, friendUserId: 502, addReally: 1 } },
      )
  })

  it("when it is closed instead, then nothing is sent and nothing stored; a later add asks again", () => {
    const shown = given(...oneWay).when(I.AddFriend({ peerId: PEER }))
    const closed = given(...oneWay, ...shown.events).when(I.CloseFriendPrompt())
    closed.then({ _tag: "FriendPromptClosed", at: T0 }).thenCommands()
    given(...oneWay, ...shown.events, ...closed.events).when(I.AddFriend({ peerId: PEER })).then({ _tag: "OneWayPromptShown", at: T0, peerId: PEER, addWay: ADD_WAY_CHAT })
  })

  it("when the confirmation was given before (stored), then the next one-way add goes straight out with addReally 1", () => {
    const remembered = [E.started("/", { userId: ME, loginToken: "tok", [ONE_WAY_KEY]: "1" }), ...oneWay.slice(1)]
    given(...remembered)
      .when(I.AddFriend({ peerId: PEER }))
      .then({ _tag: "FriendAddRequested", at: T0, peerId: PEER, addWay: ADD_WAY_CHAT, addReally: 1 })
      .thenCommandsMatch({ _tag: "CallGateway", name: "addFriend", params: { addWay: ADD_WAY_CHAT, friendUserId: 502, addReally: 1 } })
  })

  it("when the member signs out, then the confirmation is still remembered (a§3 oneWayAFPop survives the cleanup)", () => {
    const shown = given(...oneWay).when(I.AddFriend({ peerId: PEER }))
    const confirmed = given(...oneWay, ...shown.events).when(I.ConfirmOneWay())
    expect(given(...oneWay, ...shown.events, ...confirmed.events, { _tag: "LogoutRequested", at: T0 }).state.friends.oneWayOk).toBe(true)
  })

  it("when the gateway answers 20002 to an add the client thought free, then the confirmation opens; 20001, the gold pop-up", () => {
    const w = given(signedIn).when(I.AddFriend({ peerId: PEER }))
    w.then({ _tag: "FriendAddRequested", at: T0, peerId: PEER, addWay: ADD_WAY_CHAT, addReally: 0 })
    expect(given(signedIn, ...w.events, E.failed(2, "addFriend", FriendCode.confirmOneWay)).state.friends.prompt).toEqual({ kind: "oneWay", peerId: PEER, addWay: ADD_WAY_CHAT })
    expect(given(signedIn, ...w.events, E.failed(2, "addFriend", FriendCode.notEnoughGold)).state.friends.prompt).toEqual({ kind: "gold" })
  })

  it("when the gateway refuses the add with a code of its own, then the catalog's failure (m§8), not the server's words; blocked keeps its own text", () => {
    const w = given(signedIn).when(I.AddFriend({ peerId: PEER }))
    const refused = given(signedIn, ...w.events, E.failed(2, "addFriend", 20099, { msg: "Friend service says no" })).state.friends
    expect(refused.notice).toEqual({ id: 3, reason: "failed", peerId: PEER, name: "" })
    expect(given(signedIn, ...w.events, E.failed(2, "addFriend", FriendCode.blocked, { msg: "blocked" })).state.friends.notice).toEqual({ id: 3, reason: "blocked", peerId: PEER, name: "" })
  })

  it("when the add answers 200, then the member's data is refreshed (coins) and the chat opens (added)", () => {
    const w = given(signedIn).when(I.AddFriend({ peerId: PEER }))
    const s = given(signedIn, ...w.events, E.answered(2, "addFriend", { relation: Relation.requested })).state.friends
    expect(s.added).toEqual({ peerId: PEER, id: 3 })
    expect(s.relations[PEER]).toBe(Relation.requested)
    expect(s.notice?.reason).toBe("requestSent")
  })
})

describe("Given the member themself or a system sender", () => {
  it("when the member adds themself, then it is refused without a call and the message says so", () => {
    const w = given(signedIn).when(I.AddFriend({ peerId: ME }))
    w.then({ _tag: "FriendActionRefused", at: T0, peerId: ME, reason: "cannotAddSelf" }).thenCommands()
    expect(w.state.friends.notice?.reason).toBe("cannotAddSelf")
  })

  it("when a negative id is added, blocked or opened, then nothing (m§2 system senders)", () => {
    given(signedIn).when(I.AddFriend({ peerId: "-1" })).then()
    given(signedIn).when(I.BlockUser({ peerId: "-7" })).then()
    given(signedIn).when(I.OpenFriendPage({ userId: "-7" })).then()
    given(signedIn).when(I.CheckRelation({ peerId: "-7" })).then()
  })

  it("when a visitor adds someone, then nothing (sign-in first)", () => {
    given(E.started("/")).when(I.AddFriend({ peerId: PEER })).then()
  })
})

describe("Given a friend's favourite (m§7 stick)", () => {
  it("when starred, then stick 1 is sent; the answer moves them to the starred flag; unstar sends 0", () => {
    const w = given(...friendsWithPeer).when(I.StarFriend({ peerId: PEER, starred: true }))
    w.then({ _tag: "FriendStarRequested", at: T0, peerId: PEER, stick: 1 }).thenCommandsMatch({ _tag: "CallGateway", name: "friendStick", params: { friendUserId: 502, stick: 1 } })
    const starred = [...friendsWithPeer, ...w.events, E.answered(4, "friendStick", { starred: true })]
    const s = given(...starred).state.friends
    expect(s.starred[PEER]).toBe(true)
    expect(s.list.friends.find((x) => x.id === 502)?.starred).toBe(true)
    const un = given(...starred).when(I.StarFriend({ peerId: PEER, starred: false }))
    un.then({ _tag: "FriendStarRequested", at: T0, peerId: PEER, stick: 0 })
    expect(given(...starred, ...un.events, E.answered(6, "friendStick", { starred: false })).state.friends.starred[PEER]).toBe(false)
  })

  it("when asked twice before the answer, then only one call", () => {
    const w = given(...friendsWithPeer).when(I.StarFriend({ peerId: PEER, starred: true }))
    given(...friendsWithPeer, ...w.events).when(I.StarFriend({ peerId: PEER, starred: true })).then()
  })

  it("when the peer is not a friend, then star, note, reminder and delete are refused without a call", () => {
    for (const intent of [
      I.StarFriend({ peerId: "777", starred: true }),
      I.SetFriendNote({ peerId: "777", note: "x" }),
      I.SwitchReminder({ peerId: "777", on: true }),
      I.DeleteFriend({ peerId: "777" }),
    ])
      given(...friendsWithPeer).when(intent).then({ _tag: "FriendActionRefused", at: T0, peerId: "777", reason: "notFriends" }).thenCommands()
  })

  it("when the gateway says they are no longer friends (20014), then the relation drops and the message shows", () => {
    const w = given(...friendsWithPeer).when(I.StarFriend({ peerId: PEER, starred: true }))
    const s = given(...friendsWithPeer, ...w.events, E.failed(4, "friendStick", FriendCode.notFriends)).state
    expect(s.friends.relations[PEER]).toBe(Relation.none)
    expect(s.friends.notice?.reason).toBe("notFriends")
    expect(selectMenuItems(s, PEER)).toEqual(["block", "report"])
  })
})

describe("Given delete friend (m§7 delete; the view asks for confirmation first)", () => {
  it("when confirmed, then delete is sent; on 200 the friend leaves the list and loses star, note and reminder", () => {
    const starred = [
      signedIn,
      ...withFriends(friend(502, { starred: true, name: "Bo" }), friend(503)),
      { _tag: "RemindPanelOpened", at: T0 } as NewEvent,
      E.answered(4, "onlineRemindList", { friends: [remindFriend(502, true)], page: 1, hasMore: false, remindCount: 2 }),
    ]
    const w = given(...starred).when(I.DeleteFriend({ peerId: PEER }))
    w.then({ _tag: "FriendDeleteRequested", at: T0, peerId: PEER }).thenCommandsMatch({ _tag: "CallGateway", name: "friendDelete", params: { friendUserId: 502 } })
    const s = given(...starred, ...w.events, E.answered(6, "friendDelete", {})).state
    expect(s.friends.list.friends.map((x) => x.id)).toEqual([503])
    expect(s.friends).toMatchObject({ relations: { [PEER]: Relation.none }, remind: { count: 1 } })
    expect(s.friends.starred[PEER]).toBeUndefined()
    expect(s.friends.names[PEER]).toBeUndefined()
    expect(s.friends.notice?.reason).toBe("deleted")
    expect(selectMenuItems(s, PEER)).toEqual(["block", "report"])
  })

  // m§8: the gateway's msg is not in the member's language; "failed" is told from the catalog.
  it("when the delete fails, then the friend stays and the notice is the catalog's failure, without the server's words", () => {
    const w = given(...friendsWithPeer).when(I.DeleteFriend({ peerId: PEER }))
    const s = given(...friendsWithPeer, ...w.events, E.failed(4, "friendDelete", 500, { msg: "busy" })).state.friends
    expect(s.list.friends.map((x) => x.id)).toEqual([502, 503])
    expect(s.notice).toEqual({ id: 5, reason: "failed", peerId: PEER, name: "" })
  })
})

describe("Given block and unblock (m§7 black/addBlack, removeBlack)", () => {
  it("when a friend is blocked, then addBlack carries both ids; on 200 the friendship ends on this side too", () => {
    const w = given(...friendsWithPeer).when(I.BlockUser({ peerId: PEER }))
    w.then({ _tag: "BlockRequested", at: T0, peerId: PEER }).thenCommandsMatch({ _tag: "CallGateway", name: "addBlack", params: { blacklistUserId: 502, userId: 501 } })
    given(...friendsWithPeer, ...w.events).when(I.BlockUser({ peerId: PEER })).then()
    const s = given(...friendsWithPeer, ...w.events, E.answered(4, "addBlack", {})).state
    expect(s.friends.list.friends.map((x) => x.id)).toEqual([503])
    expect(s.friends.notice?.reason).toBe("blockedDone")
    // Blocked now: the menu offers Unblock in place of Block (QA: a blocked member's page and menus).
    expect(selectMenuItems(s, PEER)).toEqual(["unblock", "report"])
  })

  describe("when a chat opens after a reload (QA: its menu offered Block for a member already blocked)", () => {
    const info = { id: 502, name: "f502", avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 792, interests: [], status: 2, goddess: true, relation: Relation.none }
    /** The getUserInfo requests the chat's opening (after `before`) sends, by searched id. */
    const infoAsks = (before: NewEvent[], name?: string): unknown[] => {
      const { state } = given(...before)
      const events = number(decide(state, I.OpenConversation({ peerId: PEER, ...(name !== undefined ? { name } : {}) }), T0), before.length)
      let s = state
      const cmds = events.flatMap((e) => ((s = evolve(s, e)), react(s, e)))
      return cmds.flatMap((c) => (c._tag === "CallGateway" && c.name === "getUserInfo" ? [c.params] : []))
    }
    const opened = given(signedIn).when(I.OpenConversation({ peerId: PEER, name: "f502" }))

    it("then the peer's user info is asked once; its `blocked` makes the menu offer Unblock", () => {
      expect(infoAsks([signedIn], "f502")).toEqual([{ searchUserId: 502 }])
      const s = given(signedIn, ...opened.events, E.answered(2, "getUserInfo", { ...info, blocked: true })).state
      expect(selectMenuItems(s, PEER)).toEqual(["unblock", "report"])
      expect(s.friends.blockingAsked).toEqual({ [PEER]: 0 })
    })

    it("then an answer saying the member did not block them (they may have blocked us) keeps Block; after a failure it is not asked again", () => {
      const s = given(signedIn, ...opened.events, E.answered(2, "getUserInfo", { ...info, blocked: false })).state
      expect(selectMenuItems(s, PEER)).toEqual(["block", "report"])
      const failed = given(signedIn, ...opened.events, E.failed(2, "getUserInfo", 500, { msg: "busy" })).state
      expect(failed.friends.blockingAsked).toEqual({ [PEER]: 0 })
      expect(selectMenuItems(failed, PEER)).toEqual(["block", "report"])
      expect(infoAsks([signedIn, ...opened.events, E.failed(2, "getUserInfo", 500, { msg: "busy" }), { _tag: "ConversationClosed", at: T0 }], "f502")).toEqual([])
    })

    it("then a block already known is not asked again, and a nameless chat's profile request serves both", () => {
      const blocked: NewEvent[] = [signedIn, { _tag: "BlockRequested", at: T0, peerId: PEER }, E.answered(2, "addBlack", {})]
      expect(infoAsks(blocked, "f502")).toEqual([])
      expect(infoAsks([signedIn])).toEqual([{ searchUserId: 502 }])
      const nameless = given(signedIn).when(I.OpenConversation({ peerId: PEER }))
      const s = given(signedIn, ...nameless.events, E.answered(2, "getUserInfo", { ...info, blocked: true })).state
      expect(selectMenuItems(s, PEER)).toEqual(["unblock", "report"])
      expect(s.messaging.conversations[PEER]?.name).toBe("f502")
    })
  })

  it("when the member blocks themself, then nothing", () => {
    given(signedIn).when(I.BlockUser({ peerId: ME })).then()
  })

  it("when the blocked user is unblocked from the panel, then removeBlack goes out and they leave the panel's list", () => {
    const panel = [
      signedIn,
      { _tag: "BlockedUsersOpened", at: T0 } as NewEvent,
      E.answered(2, "blacklist", { users: [{ id: 502, name: "f502", avatar: "/a.svg", countryId: 792 }], page: 1, hasMore: false }),
    ]
    const w = given(...panel).when(I.Unblock({ userId: 502 }))
    w.then({ _tag: "UnblockRequested", at: T0, userId: 502 }).thenCommandsMatch({ _tag: "CallGateway", name: "removeBlack", params: { friendUserId: 502 } })
    expect(given(...panel, ...w.events, E.answered(4, "removeBlack", {})).state.blocked.users).toEqual([])
  })

})

describe("Given the user menu (m§2: friend-only items at relation 2, none for negative ids)", () => {
  it("then each relation shows its items", () => {
    expect(menuItems(PEER, ME, Relation.friends)).toEqual(["note", "star", "remind", "block", "report", "delete"])
    for (const r of [Relation.none, Relation.requested, Relation.requestedByThem, Relation.oneWay]) expect(menuItems(PEER, ME, r)).toEqual(["block", "report"])
    expect(menuItems("-1", ME, Relation.friends)).toEqual([])
    expect(menuItems("-1", ME, Relation.none)).toEqual([])
    expect(menuItems(ME, ME, Relation.friends)).toEqual([])
  })

  it("when the friend list shows a peer, then the full menu; before anything is known, only block and report", () => {
    expect(selectMenuItems(given(...friendsWithPeer).state, PEER)).toContain("delete")
    expect(selectMenuItems(given(signedIn).state, PEER)).toEqual(["block", "report"])
  })

  it("when a friend page opens, then its loads and the 400 ms relation check start; a one-way answer is kept over getUserInfo's 0", () => {
    given(signedIn)
      .when(I.OpenFriendPage({ userId: PEER }))
      .thenCommandsMatch(
        { _tag: "CallGateway", name: "getUserInfo", params: { searchUserId: 502 } },
        { _tag: "CallGateway", name: "albumPictures", params: { userId: 502 } },
        { _tag: "CallGateway", name: "storyVideos", params: { userId: 502 } },
        { _tag: "StartTimer", key: `friendRelation:${PEER}`, ms: 400 },
        // After a reload the friend's note, star and reminder come only from these lists.
        { _tag: "CallGateway", name: "friendList", params: { page: 1, size: 100 } },
        { _tag: "CallGateway", name: "onlineRemindList", params: { page: 1, size: 20 } },
      )
    const info = { id: 502, name: "f502", avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 792, interests: [], status: 2, goddess: true, relation: Relation.none }
    const opened: NewEvent[] = [signedIn, { _tag: "FriendPageOpened", at: T0, userId: PEER }, E.timer(`friendRelation:${PEER}`), E.answered(3, "friendRelation", { relation: Relation.oneWay })]
    expect(given(...opened, E.answered(2, "getUserInfo", info)).state.friends.relations[PEER]).toBe(Relation.oneWay)
    expect(given(...opened, E.answered(2, "getUserInfo", { ...info, relation: Relation.requested })).state.friends.relations[PEER]).toBe(Relation.requested)
  })

  it("when the friend page's info says relation 2, then the menu follows it", () => {
    const opened = given(signedIn).when(I.OpenFriendPage({ userId: PEER }))
    opened.then({ _tag: "FriendPageOpened", at: T0, userId: PEER })
    const s = given(signedIn, ...opened.events, E.answered(2, "getUserInfo", { id: 502, name: "f502", avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 792, interests: [], status: 2, goddess: true, relation: Relation.friends })).state
    expect(selectMenuItems(s, PEER)).toEqual(["note", "star", "remind", "block", "report", "delete"])
  })
})

describe("Given a friend page opened for an id the gateway reads as someone else's (\"020000002\")", () => {
  it("when the profile answered names another member, then the page fails (could not be loaded) instead of loading for ever", () => {
    const opened = given(signedIn).when(I.OpenFriendPage({ userId: "0502" }))
    const s = given(signedIn, ...opened.events, E.answered(2, "getUserInfo", { id: 502, name: "f502", avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 792, interests: [], status: 2, goddess: true, relation: Relation.none })).state
    expect(s.friends.page).toMatchObject({ userId: "0502", info: null, loading: null, failed: true })
  })
})

describe("Given the other member ended the friendship (blocked or deleted us) while this app runs", () => {
  // Issue 12: the member blocked kept showing their own note name for the blocker until a reload. The
  // gateway tells the blocked side nothing (the spec has no such notice); names follow what it says next.
  const NICK = "Bo"
  /** Signed in; PEER a friend noted "Bestie" (friend list), their chat open under their nickname and relation 2. */
  const noted = () => {
    const d = imDriver()
    const list = calls(d.dispatch(I.LoadFriends()), "friendList")[0]!
    d.answer(list.requestId, "friendList", { friends: [friend(502, { name: "Bestie", starred: true })], page: 1, hasMore: false })
    d.dispatch(I.OpenConversation({ peerId: PEER, name: NICK }))
    d.frame(wire("acc", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 1 }))
    expect(shownName(d.state, PEER, NICK)).toBe("Bestie")
    expect(d.state.messaging.conversations[PEER]?.relation).toBe(Relation.friends)
    return d
  }
  const forgotten = (d: ReturnType<typeof imDriver>) => {
    expect(shownName(d.state, PEER, NICK)).toBe(NICK)
    expect(d.state.friends.starred[PEER]).toBeUndefined()
    expect(d.state.friends.relations[PEER]).toBe(Relation.none)
    expect(selectMenuItems(d.state, PEER)).toEqual(["block", "report"])
  }

  it("when a message to them is refused as blocked, then their note name, star and friend menu go; a later chat frame does not bring them back", () => {
    const d = noted()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "still friends?" })), "imSend")[0]!
    d.fail(send.requestId, "imSend", MESSAGE_BLOCKED_CODE)
    expect(d.state.messaging.notice).toMatchObject({ reason: "blocked", peerId: PEER })
    forgotten(d)
    d.frame(wire("other", "503", ME, T0 + 5))
    forgotten(d)
  })

  it("when a message is refused as friendship removed (they deleted us), then the same", () => {
    const d = noted()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "hi" })), "imSend")[0]!
    d.fail(send.requestId, "imSend", FriendCode.friendshipRemoved)
    forgotten(d)
  })

  it("when the friend list is loaded again without them (complete in one page), then the same; with more pages, nothing is concluded", () => {
    const d = noted()
    const more = calls(d.dispatch(I.LoadFriends()), "friendList")[0]!
    d.answer(more.requestId, "friendList", { friends: [friend(503)], page: 1, hasMore: true })
    expect(shownName(d.state, PEER, NICK)).toBe("Bestie")
    const again = calls(d.dispatch(I.LoadFriends()), "friendList")[0]!
    d.answer(again.requestId, "friendList", { friends: [friend(503)], page: 1, hasMore: false })
    forgotten(d)
  })

  it("when their friend page says relation 0, then the same", () => {
    const d = noted()
    const info = calls(d.dispatch(I.OpenFriendPage({ userId: PEER })), "getUserInfo")[0]!
    d.answer(info.requestId, "getUserInfo", { id: 502, name: NICK, avatar: "", coinBalance: 0, gender: 2, birthday: "", countryId: 792, interests: [], status: 2, goddess: false, relation: Relation.none })
    forgotten(d)
  })

  it("when a friend action on them answers 20014 or blocked, then the same", () => {
    for (const code of [FriendCode.notFriends, FriendCode.blocked]) {
      const d = noted()
      const stick = calls(d.dispatch(I.StarFriend({ peerId: PEER, starred: false })), "friendStick")[0]!
      d.fail(stick.requestId, "friendStick", code)
      forgotten(d)
    }
  })
})
