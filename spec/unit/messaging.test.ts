// Messaging domain (m§4-§6): message kinds, unread, open/read, sending rules, outbox answers, gifts,
// translation limit, real-time connect/denied/resync, coin banner, badge — given/when/then style.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { kindOf, parseIm, parseNotice } from "../../domain/messaging/parse"
import { selectConversations, selectOpenMessages, selectOpenRequest, selectUnreadAvatars, selectUnreadTotal } from "../../domain/messaging/selectors"
import { ALLOWED_GIFT_IDS, DRAFT_MAX_CHARS, MESSAGE_BLOCKED_CODE } from "../../domain/constants"
import { offeredGifts, quickGifts } from "../../domain/gifts/selectors"
import { COIN_BANNER_KEY } from "../../domain/messaging/state"
import { calls, imDriver, ME, PEER, wire } from "../support/imDriver"
import { T0 } from "../support/fixtures"

describe("m§4 message kinds", () => {
  const k = (type: number, value: number, over = {}) => kindOf(wire("m", PEER, ME, T0, { message_type: type, message_type_value: value, ...over }))
  it("maps every type/value pair of the spec to its client kind", () => {
    expect(k(1, 0)).toBe("txt")
    expect(k(1, 3)).toBe("img")
    expect(k(1, 4)).toBe("gift")
    expect(k(1, 1)).toBe("friend")
    expect(k(4, 0, { addType: 2 })).toBe("friend")
    expect(k(2, 0)).toBe("friend")
    expect(k(5, 0)).toBe("gift")
    expect(k(4, 0, { inner: { message_type: 5, giftId: 160 } })).toBe("gift")
    expect(k(4, 1, { giftId: 160 })).toBe("giftAsk")
    expect(k(4, 1)).toBe("txt")
    expect(k(10, 0)).toBe("video")
    expect(kindOf(wire("m", "-1", ME, T0, { message_type_value: -3 }))).toBe("system")
    expect(k(1, 9)).toBeNull()
    expect(k(42, 0)).toBeNull()
  })
  it("gives no message when the member is on neither side", () => {
    expect(parseIm(wire("m", "503", "504", T0), ME)).toBeNull()
  })
  it("an own message (echo) belongs to the receiver's conversation and is read", () => {
    const m = parseIm(wire("m", ME, PEER, T0), ME)
    expect(m).toMatchObject({ peerId: PEER, mine: true, read: true })
  })
  it("notices: 1090 with messageType 2/3 become call/friend records; expired, 52/66/73/1050 and function != 0 are ignored", () => {
    const base = { uniqueId: "n1", noticeType: 1090, content: "", timestamp: T0, expire: 0, message: wire("m9", PEER, ME, T0) }
    expect(parseNotice({ ...base, extra: { messageType: 2 } }, ME, T0)?.kind).toBe("video")
    expect(parseNotice({ ...base, extra: { messageType: 3 } }, ME, T0)?.kind).toBe("friend")
    expect(parseNotice({ ...base, extra: { messageType: 1 } }, ME, T0)).toBeNull()
    expect(parseNotice({ ...base, expire: T0 - 1, extra: { messageType: 2 } }, ME, T0)).toBeNull()
    for (const t of [52, 66, 73, 1050]) expect(parseNotice({ ...base, noticeType: t, extra: { messageType: 2 } }, ME, T0)).toBeNull()
    expect(parseNotice({ ...base, extra: { messageType: 2, function: 1 } }, ME, T0)).toBeNull()
  })
})

describe("m§4/§6 receiving and unread", () => {
  it("given a received text, when the same message id arrives again, then it is shown and counted once", () => {
    const d = imDriver()
    const first = d.frame(wire("m1", PEER, ME, T0 + 1))
    d.frame(wire("m1", PEER, ME, T0 + 1))
    expect(d.state.messaging.messages[PEER]).toHaveLength(1)
    expect(selectUnreadTotal(d.state)).toBe(1)
    expect(first.some((c) => c._tag === "PlaySound")).toBe(true)
    expect(first.some((c) => c._tag === "SetBadge" && c.count === 1)).toBe(true)
    expect(first.some((c) => c._tag === "SaveChats" && c.messages.length === 1)).toBe(true)
  })
  it("sounds load 2 s after start; a new message plays one unless it is the member's own or in the open chat", () => {
    const d = imDriver()
    expect(d.startCmds).toContainEqual({ _tag: "StartTimer", key: "im.sounds", ms: 2_000 })
    expect(d.emit({ _tag: "TimerElapsed", at: d.now + 2_000, key: "im.sounds" })).toContainEqual({ _tag: "PreloadSounds" })
    const own = d.frame(wire("o1", ME, PEER, T0 + 1, { clientMsgId: "elsewhere" }))
    expect(own.some((c) => c._tag === "PlaySound")).toBe(false)
    expect(d.frame(wire("p1", "503", ME, T0 + 2)).some((c) => c._tag === "PlaySound")).toBe(true)
  })
  it("orders messages by time whatever the arrival order", () => {
    const d = imDriver()
    d.frame(wire("b", PEER, ME, T0 + 20))
    d.frame(wire("a", PEER, ME, T0 + 10))
    expect(d.state.messaging.messages[PEER]!.toArray().map((m) => m.id)).toEqual(["a", "b"])
    expect(selectConversations(d.state)[0]!.preview).toEqual({ kind: "txt", text: "text b" })
  })
  it("when a conversation opens, its unread clears, read is marked on the server and locally", () => {
    const d = imDriver()
    d.frame(wire("m1", PEER, ME, T0 + 1))
    const cmds = d.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(selectUnreadTotal(d.state)).toBe(0)
    expect(calls(cmds, "imRead")[0]!.params).toEqual({ receiveUserId: Number(ME), sendUserId: Number(PEER) })
    expect(cmds.some((c) => c._tag === "MarkChatRead" && c.peerId === PEER)).toBe(true)
    expect(cmds.some((c) => c._tag === "LoadConversation")).toBe(true)
    expect(calls(cmds, "imDetails")).toHaveLength(1)
    expect(cmds.some((c) => c._tag === "SetBadge" && c.count === 0)).toBe(true)
  })
  it("given unread messages, when another tab of the member reads the chat, then the count and the badge clear here without a second read mark", () => {
    const d = imDriver()
    expect(d.startCmds).toContainEqual({ _tag: "WatchChatReads", userId: ME })
    d.frame(wire("m1", PEER, ME, T0 + 1))
    d.frame(wire("m2", PEER, ME, T0 + 2))
    d.frame(wire("x1", "503", ME, T0 + 3))
    expect(selectUnreadTotal(d.state)).toBe(3)
    const cmds = d.emit({ _tag: "ConversationReadElsewhere", at: d.now, userId: ME, peerId: PEER })
    expect(selectUnreadTotal(d.state)).toBe(1)
    expect(d.state.messaging.conversations[PEER]!.noReadCount).toBe(0)
    expect(d.state.messaging.messages[PEER]!.toArray().every((m) => m.read)).toBe(true)
    expect(cmds).toContainEqual({ _tag: "SetBadge", count: 1 })
    expect(calls(cmds, "imRead")).toHaveLength(0)
    expect(cmds.some((c) => c._tag === "MarkChatRead" || c._tag === "SaveChats")).toBe(false)
  })
  it("given unread messages, when a tab of another member of this browser reads that chat, then nothing changes", () => {
    const d = imDriver()
    d.frame(wire("m1", PEER, ME, T0 + 1))
    const cmds = d.emit({ _tag: "ConversationReadElsewhere", at: d.now, userId: "999", peerId: PEER })
    expect(selectUnreadTotal(d.state)).toBe(1)
    expect(cmds.some((c) => c._tag === "SetBadge")).toBe(false)
  })
  it("given a chat open in the panel, when the panel closes or shows the friends tab, then the peer's next message is unread (m§4: closing clears the current dialog)", () => {
    for (const leave of [I.CloseImPanel(), I.SelectImTab({ tab: "friends" })]) {
      const d = imDriver()
      d.dispatch(I.OpenImPanel({ tab: "messages" }))
      d.dispatch(I.OpenConversation({ peerId: PEER }))
      d.dispatch(leave)
      expect(d.state.messaging.openPeerId).toBeNull()
      const cmds = d.frame(wire("m1", PEER, ME, T0 + 1))
      expect(selectUnreadTotal(d.state)).toBe(1)
      expect(calls(cmds, "imRead")).toHaveLength(0)
    }
  })
  it("given the chat route's conversation, when the panel closes, then the chat stays open", () => {
    const d = imDriver()
    d.dispatch(I.VisitPath({ path: `/message/${PEER}` }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.dispatch(I.CloseImPanel())
    expect(d.state.messaging.openPeerId).toBe(PEER)
  })
  it("a message into the open chat is not unread and plays no sound; own messages never count", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    const cmds = d.frame(wire("m1", PEER, ME, T0 + 1))
    d.frame(wire("m2", ME, "503", T0 + 2))
    expect(selectUnreadTotal(d.state)).toBe(0)
    expect(cmds.some((c) => c._tag === "PlaySound")).toBe(false)
    expect(calls(cmds, "imRead")).toHaveLength(1)
  })
  it("given a chat open on a hidden page (another tab in front), when the peer writes, then the messages are unread with a sound and the badge, and no read mark is sent", () => {
    for (const open of [() => I.OpenImPanel({ tab: "messages" }), () => I.VisitPath({ path: `/message/${PEER}` })]) {
      const d = imDriver()
      d.dispatch(open())
      d.dispatch(I.OpenConversation({ peerId: PEER }))
      d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
      const first = d.frame(wire("m1", PEER, ME, T0 + 1))
      const second = d.frame(wire("m2", PEER, ME, T0 + 2))
      expect(d.state.messaging.openPeerId).toBe(PEER)
      expect(selectUnreadTotal(d.state)).toBe(2)
      expect(d.state.messaging.messages[PEER]!.toArray().some((m) => m.read)).toBe(false)
      expect([...first, ...second].some((c) => c._tag === "MarkChatRead")).toBe(false)
      expect(calls([...first, ...second], "imRead")).toHaveLength(0)
      expect(first.some((c) => c._tag === "PlaySound")).toBe(true)
      expect(second).toContainEqual({ _tag: "SetBadge", count: 2 })
    }
  })
  it("given messages that came to the chat open on a hidden page, when the page shows again, then the chat is read once (as opening it would)", () => {
    const d = imDriver()
    d.dispatch(I.OpenImPanel({ tab: "messages" }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
    d.frame(wire("m1", PEER, ME, T0 + 1))
    d.frame(wire("m2", PEER, ME, T0 + 2))
    const shown = d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: true })
    expect(selectUnreadTotal(d.state)).toBe(0)
    expect(d.state.messaging.messages[PEER]!.toArray().every((m) => m.read)).toBe(true)
    expect(calls(shown, "imRead").map((c) => c.params)).toEqual([{ receiveUserId: Number(ME), sendUserId: Number(PEER) }])
    expect(shown.filter((c) => c._tag === "MarkChatRead")).toEqual([{ _tag: "MarkChatRead", userId: ME, peerId: PEER }])
    expect(shown).toContainEqual({ _tag: "SetBadge", count: 0 })
    // Shown again with nothing new: no second read mark; the next message is read at once.
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
    expect(calls(d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: true }), "imRead")).toHaveLength(0)
    const live = d.frame(wire("m3", PEER, ME, T0 + 3))
    expect(selectUnreadTotal(d.state)).toBe(0)
    expect(calls(live, "imRead")).toHaveLength(1)
  })
  it("given a hidden page with no chat open or with another chat open, when it shows again, then nothing is read", () => {
    const d = imDriver()
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
    d.frame(wire("m1", PEER, ME, T0 + 1))
    expect(calls(d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: true }), "imRead")).toHaveLength(0)
    d.dispatch(I.OpenConversation({ peerId: "503" }))
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
    expect(calls(d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: true }), "imRead")).toHaveLength(0)
    expect(selectUnreadTotal(d.state)).toBe(1)
  })
  it("given a hidden page, when the list answer names unread messages for the open chat, then its count stays the server's until the page shows", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: false })
    d.frame(wire("m1", PEER, ME, T0 + 1))
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const list = calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 }), "imList")[0]!
    d.answer(list.requestId, "imList", [{ peerId: PEER, name: "Peer", avatar: "", noReadCount: 3, kind: "txt", text: "x", at: T0 + 5 }])
    expect(selectUnreadTotal(d.state)).toBe(3)
    d.emit({ _tag: "PageVisibilityChanged", at: d.now, visible: true })
    expect(selectUnreadTotal(d.state)).toBe(0)
  })
  it("deleting a conversation removes it locally and on the server", () => {
    const d = imDriver()
    d.frame(wire("m1", PEER, ME, T0 + 1))
    const cmds = d.dispatch(I.DeleteConversation({ peerId: PEER }))
    expect(d.state.messaging.conversations[PEER]).toBeUndefined()
    expect(cmds.some((c) => c._tag === "DeleteChat")).toBe(true)
    expect(calls(cmds, "imDelete")[0]!.params).toEqual({ sendUserId: Number(PEER) })
  })
  it("given a message from someone without a list entry, their profile is asked once and names the conversation", () => {
    const d = imDriver()
    const first = calls(d.frame(wire("m1", PEER, ME, T0 + 1)), "getUserInfo")
    expect(first.map((c) => c.params)).toEqual([{ searchUserId: Number(PEER) }])
    expect(calls(d.frame(wire("m2", PEER, ME, T0 + 2)), "getUserInfo")).toHaveLength(0)
    const profile = { id: Number(PEER), name: "Bo", avatar: "/media/bo.svg", coinBalance: 0, gender: 2, birthday: "", countryId: 0, interests: [], status: 2, goddess: false }
    d.answer(first[0]!.requestId, "getUserInfo", profile)
    expect(selectConversations(d.state)[0]).toMatchObject({ peerId: PEER, name: "Bo", avatar: "/media/bo.svg", online: true })
    expect(d.state.session.user?.name).not.toBe("Bo")
    // System senders (negative ids) keep their catalog names and are never asked.
    expect(calls(d.frame(wire("s1", "-1", ME, T0 + 3, { message_type_value: -3 })), "getUserInfo")).toHaveLength(0)
  })
  it("a chat opened by its route without a name asks the profile; a failed answer is not asked again", () => {
    const d = imDriver()
    const ask = calls(d.dispatch(I.OpenConversation({ peerId: "777" })), "getUserInfo")[0]!
    d.fail(ask.requestId, "getUserInfo", 10004)
    d.dispatch(I.CloseConversation())
    expect(calls(d.dispatch(I.OpenConversation({ peerId: "777" })), "getUserInfo")).toHaveLength(0)
  })
})

describe("m§5 sending", () => {
  const open = () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER, name: "Bo" }))
    return d
  }
  it("given an own pending message, when the relay's echo (same client id) comes before or after the answer, then it shows once, sent", () => {
    for (const echoFirst of [true, false]) {
      const d = open()
      const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "hey" })), "imSend")[0]!
      const echo = () => d.frame(wire("s1", ME, PEER, T0 + 5, { clientMsgId: "c1", textContent: { source: "hey" } }))
      if (echoFirst) echo()
      d.answer(send.requestId, "imSend", { messageId: "s1", translateCode: 0 })
      if (!echoFirst) echo()
      expect([...selectOpenMessages(d.state)].map((m) => [m.id, m.delivery])).toEqual([["s1", "sent"]])
    }
  })
  it("text is trimmed and shown pending under its client id before the server answers; empty text is refused", () => {
    const d = open()
    expect(d.dispatch(I.SendText({ clientId: "c0", text: "   " }))).toEqual([])
    const cmds = d.dispatch(I.SendText({ clientId: "c1", text: "  hi  " }))
    const send = calls(cmds, "imSend")[0]!
    expect(send.params).toMatchObject({ message: "hi", messageType: 1, receiveUserId: Number(PEER), sendUserId: Number(ME), needTranslate: true, clientMsgId: "c1" })
    expect([...selectOpenMessages(d.state)]).toMatchObject([{ id: "c1", text: "hi", delivery: "pending", mine: true }])
    d.answer(send.requestId, "imSend", { messageId: "s1", translateCode: 0 })
    expect([...selectOpenMessages(d.state)]).toMatchObject([{ id: "s1", clientId: "c1", delivery: "sent" }])
  })
  it("a text longer than the composer's limit (2,000 characters after trimming) is refused; 2,000 go out", () => {
    const d = open()
    expect(d.dispatch(I.SendText({ clientId: "c0", text: "a".repeat(DRAFT_MAX_CHARS + 1) }))).toEqual([])
    expect(selectOpenMessages(d.state)).toHaveLength(0)
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: ` ${"a".repeat(DRAFT_MAX_CHARS)} ` })), "imSend")[0]!
    expect(send.params).toMatchObject({ message: "a".repeat(DRAFT_MAX_CHARS) })
  })
  it("a client id is used once", () => {
    const d = open()
    d.dispatch(I.SendText({ clientId: "c1", text: "a" }))
    expect(d.dispatch(I.SendText({ clientId: "c1", text: "b" }))).toEqual([])
  })
  it("translateCode 54000 turns translation off with a message", () => {
    const d = open()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "a" })), "imSend")[0]!
    d.answer(send.requestId, "imSend", { messageId: "s1", translateCode: 54000 })
    expect(d.state.messaging.translate).toBe(false)
    expect(d.state.messaging.notice?.reason).toBe("translateLimit")
    const next = calls(d.dispatch(I.SendText({ clientId: "c2", text: "b" })), "imSend")[0]!
    expect(next.params["needTranslate"]).toBe(false)
  })
  it("a network failure marks the message failed and retries after backoff with the same client id", () => {
    const d = open()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "a" })), "imSend")[0]!
    const cmds = d.fail(send.requestId, "imSend", 0, "network")
    expect([...selectOpenMessages(d.state)][0]!.delivery).toBe("failed")
    expect(cmds).toContainEqual({ _tag: "StartTimer", key: "im.retry.c1", ms: 2000 })
    const again = calls(d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.retry.c1" }), "imSend")[0]!
    expect(again.params["clientMsgId"]).toBe("c1")
    expect([...selectOpenMessages(d.state)][0]!.delivery).toBe("pending")
  })
  it("given a failed send, when newer messages are written, then they wait behind it: the conversation reaches the server in the order written (faults seed 20261125 #2)", () => {
    const d = open()
    const first = calls(d.dispatch(I.SendText({ clientId: "c1", text: "one" })), "imSend")[0]!
    d.fail(first.requestId, "imSend", 0, "network")
    // Written while the first waits for its retry: queued, not sent ahead of it.
    expect(calls(d.dispatch(I.SendText({ clientId: "c2", text: "two" })), "imSend")).toEqual([])
    expect(calls(d.dispatch(I.SendText({ clientId: "c3", text: "three" })), "imSend")).toEqual([])
    const sent: string[] = []
    let next = calls(d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.retry.c1" }), "imSend")[0]
    while (next) {
      const id = String(next.params["clientMsgId"])
      sent.push(id)
      next = calls(d.answer(next.requestId, "imSend", { messageId: `s-${id}`, translateCode: 0 }), "imSend")[0]
    }
    expect(sent).toEqual(["c1", "c2", "c3"])
  })
  it("given a message left unsent by the page before, when a new one is written while it waits, then the older is sent first (QA: written offline, reloaded offline, written again)", () => {
    const d = open()
    const left = { ...parseIm(wire("c0", ME, PEER, T0 - 50), ME)!, clientId: "c0", delivery: "pending" as const }
    const restored = calls(d.emit({ _tag: "ChatStoreLoaded", at: d.now, userId: ME, conversations: [], outbox: [left] }), "imSend")[0]!
    d.fail(restored.requestId, "imSend", 0, "network")
    expect(calls(d.dispatch(I.SendText({ clientId: "c1", text: "after the reload" })), "imSend")).toEqual([])
    const sent: string[] = []
    let next = calls(d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.retry.c0" }), "imSend")[0]
    while (next) {
      const id = String(next.params["clientMsgId"])
      sent.push(id)
      next = calls(d.answer(next.requestId, "imSend", { messageId: `s-${id}`, translateCode: 0 }), "imSend")[0]
    }
    expect(sent).toEqual(["c0", "c1"])
  })
  it("a failed send holds back only its own conversation; a refused (stopped) one holds back nothing", () => {
    const d = open()
    const first = calls(d.dispatch(I.SendText({ clientId: "c1", text: "one" })), "imSend")[0]!
    d.fail(first.requestId, "imSend", 0, "network")
    d.dispatch(I.OpenConversation({ peerId: "503", name: "Cy" }))
    expect(calls(d.dispatch(I.SendText({ clientId: "x1", text: "other chat" })), "imSend").map((c) => c.params["receiveUserId"])).toEqual([503])
    const d2 = open()
    const refused = calls(d2.dispatch(I.SendText({ clientId: "c1", text: "one" })), "imSend")[0]!
    d2.fail(refused.requestId, "imSend", 10001, "code", "refused")
    expect(calls(d2.dispatch(I.SendText({ clientId: "c2", text: "two" })), "imSend").map((c) => c.params["clientMsgId"])).toEqual(["c2"])
  })
  it("an acknowledged own message takes the server's time and moves to its place among the peer's (faults seed 20261125 #4)", () => {
    const d = open()
    d.tick(60_000) // this device's clock runs a minute ahead of the server's
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "mine" })), "imSend")[0]!
    d.frame(wire("p1", PEER, ME, T0 + 2_000, { textContent: { source: "theirs" } }))
    expect([...selectOpenMessages(d.state)].map((m) => m.text)).toEqual(["theirs", "mine"])
    d.answer(send.requestId, "imSend", { messageId: "s1", at: T0 + 1_000, translateCode: 0 })
    expect([...selectOpenMessages(d.state)].map((m) => [m.text, m.at])).toEqual([["mine", T0 + 1_000], ["theirs", T0 + 2_000]])
    expect([...selectOpenMessages(d.state)][0]).toMatchObject({ id: "s1", clientId: "c1", delivery: "sent" })
  })
  it("a message still on its way stays after an older own one that the server stamped later than it was written (faults seed 20261125 #3)", () => {
    const d = open()
    const first = calls(d.dispatch(I.SendText({ clientId: "c1", text: "one" })), "imSend")[0]!
    d.tick(500)
    d.dispatch(I.SendText({ clientId: "c2", text: "two" }))
    // The first reached the server slowly: stamped after the second was written.
    const second = calls(d.answer(first.requestId, "imSend", { messageId: "s1", at: T0 + 1_000, translateCode: 0 }), "imSend")[0]!
    d.dispatch(I.SendText({ clientId: "c3", text: "three" }))
    expect([...selectOpenMessages(d.state)].map((m) => [m.text, m.delivery])).toEqual([["one", "sent"], ["two", "pending"], ["three", "pending"]])
    const third = calls(d.answer(second.requestId, "imSend", { messageId: "s2", at: T0 + 1_100, translateCode: 0 }), "imSend")[0]!
    d.answer(third.requestId, "imSend", { messageId: "s3", at: T0 + 1_200, translateCode: 0 })
    expect([...selectOpenMessages(d.state)].map((m) => [m.text, m.at])).toEqual([["one", T0 + 1_000], ["two", T0 + 1_100], ["three", T0 + 1_200]])
  })
  it("images over 5 MB are refused with imgSizeErr; non-images with notImage", () => {
    const d = open()
    d.dispatch(I.SendImage({ clientId: "i1", localUrl: "blob:x", size: 5 * 1024 * 1024 + 1, mime: "image/png" }))
    expect(d.state.messaging.notice?.reason).toBe("imgSizeErr")
    d.dispatch(I.SendImage({ clientId: "i2", localUrl: "blob:x", size: 10, mime: "text/plain" }))
    expect(d.state.messaging.notice?.reason).toBe("notImage")
    expect([...selectOpenMessages(d.state)]).toHaveLength(0)
  })
  it("a file named and typed as an image that the browser could not decode (decoded false) is refused with notImage; nothing is queued", () => {
    const d = open()
    const cmds = d.dispatch(I.SendImage({ clientId: "i3", localUrl: "blob:x", size: 13, mime: "image/jpeg", decoded: false }))
    expect(d.state.messaging.notice?.reason).toBe("notImage")
    expect(cmds.filter((c) => c._tag === "UploadFile")).toEqual([])
    expect([...selectOpenMessages(d.state)]).toHaveLength(0)
  })
  it("an image uploads with progress, then is sent as type 3 with its picture URL; an upload the server refused can be retried", () => {
    const d = open()
    const cmds = d.dispatch(I.SendImage({ clientId: "i1", localUrl: "blob:x", size: 1000, mime: "image/jpeg", width: 10, height: 20 }))
    const up = cmds.find((c) => c._tag === "UploadFile")
    expect(up).toMatchObject({ key: "i1", localUrl: "blob:x", caller: { userId: ME } })
    expect(calls(cmds, "imSend")).toHaveLength(0)
    d.emit({ _tag: "UploadProgressed", at: d.now, key: "i1", loaded: 400, total: 1000 })
    expect(d.state.messaging.uploads["i1"]).toMatchObject({ loaded: 400, total: 1000 })
    d.emit({ _tag: "UploadFailed", at: d.now, key: "i1", reason: "code 10001: not an image" })
    expect([...selectOpenMessages(d.state)][0]!.delivery).toBe("failed")
    expect(d.state.messaging.notice?.reason).toBe("uploadFailed")
    expect(d.dispatch(I.RetrySend({ clientId: "i1" })).some((c) => c._tag === "UploadFile")).toBe(true)
    const sent = calls(d.emit({ _tag: "UploadFinished", at: d.now, key: "i1", url: "/media/u1.jpg" }), "imSend")[0]!
    expect(sent.params).toMatchObject({ messageType: 3, messageTypeValue: 3, pictureUrl: "/media/u1.jpg", clientMsgId: "i1" })
    expect(d.state.messaging.uploads["i1"]).toBeUndefined()
    expect([...selectOpenMessages(d.state)][0]!.picture?.url).toBe("/media/u1.jpg")
  })
  it("gift 10014 opens the not-enough-gold dialog; success sets the coin balance", () => {
    const d = open()
    const g = calls(d.dispatch(I.SendGift({ giftId: 160 })), "giftSend")[0]!
    expect(g.params).toMatchObject({ giftId: 160, receiveUserId: Number(PEER), userId: Number(ME), source: "webservice" })
    expect(calls(d.fail(g.requestId, "giftSend", 10014), "getCurrentGoldNum")).toHaveLength(1)
    expect(d.state.messaging.goldDialog).toBe(true)
    d.dispatch(I.CloseGoldDialog())
    const g2 = calls(d.dispatch(I.SendGift({ giftId: 160 })), "giftSend")[0]!
    d.answer(g2.requestId, "giftSend", { coinBalance: 77 })
    expect(d.state.session.coinBalance).toBe(77)
  })
  it("a gift that found no network, or that the gateway refused for a reason of its own, says so in the member's language, not with 'network error' or the server's words (m§8)", () => {
    const d = open()
    const g = calls(d.dispatch(I.SendGift({ giftId: 160 })), "giftSend")[0]!
    d.fail(g.requestId, "giftSend", 0, "network", "network error")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "giftFailed" })
    const g2 = calls(d.dispatch(I.SendGift({ giftId: 160 })), "giftSend")[0]!
    d.fail(g2.requestId, "giftSend", 10099, "code", "Gift not available")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "giftFailed" })
  })
  it("signed out, opening the panel opens the login popup instead", () => {
    const d = imDriver(false)
    d.dispatch(I.OpenImPanel({ tab: "messages" }))
    expect(d.state.messaging.panel.open).toBe(false)
    expect(d.log.some((e) => e._tag === "LoginOpened" && e.origin === "im")).toBe(true)
  })
})

describe("m§7 real-time channel", () => {
  it("connects with the RTM token answer; disconnects on logout", () => {
    const d = imDriver()
    const rtm = calls(d.startCmds, "rtmToken")[0]!
    expect(d.startCmds).toContainEqual({ _tag: "LoadChats", userId: ME })
    const cmds = d.answer(rtm.requestId, "rtmToken", { token: "rtm-1", expiresAt: T0 + 1e6 })
    expect(cmds).toContainEqual({ _tag: "ConnectRealtime", userId: ME, token: "rtm-1" })
    const out = d.emit({ _tag: "LogoutRequested", at: d.now })
    expect(out).toContainEqual({ _tag: "DisconnectRealtime" })
    expect(d.state.messaging.owner).toBe("")
  })
  it("offline 'denied' fetches a fresh token, at most 3 times in a row", () => {
    const d = imDriver()
    const asked = [1, 2, 3, 4].map(() => calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "denied" }), "rtmToken").length)
    expect(asked).toEqual([1, 1, 1, 0])
  })
  it("online after offline fetches the list and history since the last seen message, and merges without duplicates", () => {
    const d = imDriver()
    d.frame(wire("m1", PEER, ME, T0 + 10))
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const cmds = d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 })
    const details = calls(cmds, "imDetails")[0]!
    expect(details.params).toMatchObject({ sendUserId: Number(PEER), since: T0 + 10 })
    expect(calls(cmds, "imList")).toHaveLength(1)
    d.answer(details.requestId, "imDetails", [wire("m1", PEER, ME, T0 + 10), wire("m2", PEER, ME, T0 + 20), wire("m0", PEER, ME, T0 + 5), wire("w", PEER, ME, T0 + 6, { message_type: 4 })])
    expect(d.state.messaging.messages[PEER]!.toArray().map((m) => m.id)).toEqual(["m0", "m1", "m2"])
  })
  it("the first connection of a page load also asks for the list and the open chat again: a message sent between their answers and the channel being up reached neither (faults seed 20261125 #38: reload, then the peer sends)", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "connecting", attempt: 1 })
    const cmds = d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 0 })
    expect(calls(cmds, "imList")).toHaveLength(1)
    const details = calls(cmds, "imDetails")[0]!
    expect(details.params).toMatchObject({ sendUserId: Number(PEER) })
    d.answer(details.requestId, "imDetails", [wire("late", PEER, ME, T0 + 30)])
    expect(d.state.messaging.messages[PEER]!.toArray().map((m) => m.id)).toEqual(["late"])
    // Staying online: no further resync until the channel drops.
    expect(calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 0 }), "imList")).toHaveLength(0)
  })
  it("a full history page after a reconnect asks for the rest of the gap since its newest message; a short page ends it", () => {
    const d = imDriver()
    d.frame(wire("m0", PEER, ME, T0))
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const first = calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 }), "imDetails")[0]!
    const page = Array.from({ length: 100 }, (_, i) => wire(`g${i}`, PEER, ME, T0 + 1 + i))
    const next = calls(d.answer(first.requestId, "imDetails", page), "imDetails")
    expect(next.map((c) => c.params)).toEqual([{ sendUserId: Number(PEER), pageNo: 1, pageSize: 100, since: T0 + 100 }])
    expect(calls(d.answer(next[0]!.requestId, "imDetails", [wire("g99", PEER, ME, T0 + 100), wire("g100", PEER, ME, T0 + 101)]), "imDetails")).toHaveLength(0)
    expect(d.state.messaging.messages[PEER]).toHaveLength(102)
  })
  it("given a reconnect whose catch-up fetches time out, when the refetch timer elapses, then the list and the chat's gap are asked again and the missed message shows; failures in a row wait longer (faults seed 20261125 #28)", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.frame(wire("m1", PEER, ME, T0 + 10))
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const resync = d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 })
    const timers = (cmds: ReadonlyArray<{ _tag: string }>) => cmds.filter((c): c is { _tag: "StartTimer"; key: string; ms: number } => c._tag === "StartTimer" && (c as { key?: string }).key === "im.refetch")
    // Both time out: one timer, 2 s.
    const failedList = d.fail(calls(resync, "imList")[0]!.requestId, "imList", 0, "timeout")
    d.fail(calls(resync, "imDetails")[0]!.requestId, "imDetails", 0, "timeout")
    expect(timers(failedList).map((t) => t.ms)).toEqual([2_000])
    expect(d.state.messaging.notice).toBeNull()
    // The timer: both asked again, the chat since the last message seen.
    let again = d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.refetch" })
    expect(calls(again, "imList")).toHaveLength(1)
    expect(calls(again, "imDetails").map((c) => c.params)).toEqual([{ sendUserId: Number(PEER), pageNo: 1, pageSize: 100, since: T0 + 10 }])
    // The chat's fetch fails again: 4 s now; then it answers with the message the gap held.
    const second = d.fail(calls(again, "imDetails")[0]!.requestId, "imDetails", 0, "network")
    expect(timers(second).map((t) => t.ms)).toEqual([4_000])
    again = d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.refetch" })
    expect(calls(again, "imList")).toHaveLength(0)
    d.answer(calls(again, "imDetails")[0]!.requestId, "imDetails", [wire("missed", PEER, ME, T0 + 20)])
    expect(d.state.messaging.messages[PEER]!.toArray().map((m) => m.id)).toEqual(["m1", "missed"])
    // A refusal (not the network) is not asked again.
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const third = d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 })
    expect(timers(d.fail(calls(third, "imDetails")[0]!.requestId, "imDetails", 500, "code", "boom"))).toEqual([])
  })
  it("a reconnect sends failed messages again", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "a" })), "imSend")[0]!
    d.fail(send.requestId, "imSend", 0, "timeout")
    d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" })
    const cmds = d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 })
    expect(calls(cmds, "imSend")[0]!.params["clientMsgId"]).toBe("c1")
  })
})

describe("m§2 coin banner and outbox restore", () => {
  it("closing the banner stores the time; it comes back after 24 h (also across a reload)", () => {
    const d = imDriver()
    const cmds = d.dispatch(I.CloseCoinBanner())
    expect(cmds).toContainEqual({ _tag: "Persist", key: COIN_BANNER_KEY, value: String(d.now) })
    expect(cmds).toContainEqual({ _tag: "StartTimer", key: "im.coinBanner", ms: 86_400_000 })
    expect(d.state.messaging.coinBanner.visible).toBe(false)
    d.emit({ _tag: "TimerElapsed", at: d.now, key: "im.coinBanner" })
    expect(d.state.messaging.coinBanner.visible).toBe(true)
    expect(imDriver(true, { [COIN_BANNER_KEY]: String(T0 - 1000) }).state.messaging.coinBanner.visible).toBe(false)
    expect(imDriver(true, { [COIN_BANNER_KEY]: String(T0 - 86_400_000) }).state.messaging.coinBanner.visible).toBe(true)
  })
  it("own unsent messages loaded from the database are shown and sent again", () => {
    const d = imDriver()
    const pending = { ...parseIm(wire("c9", ME, PEER, T0 - 50), ME)!, clientId: "c9", delivery: "pending" as const }
    const cmds = d.emit({ _tag: "ChatStoreLoaded", at: d.now, userId: ME, conversations: [], outbox: [pending] })
    expect(calls(cmds, "imSend")[0]!.params["clientMsgId"]).toBe("c9")
    expect(calls(cmds, "imList")).toHaveLength(1)
    expect(d.state.messaging.messages[PEER]!.at(0)!.delivery).toBe("pending")
  })
})

describe("m§2 pending friend-request bar", () => {
  const requested = () => {
    const d = imDriver()
    d.frame(wire("r1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    return d
  }
  it("given a friend request from the peer, when their chat opens, then the bar shows; accepting asks addFriend in chat and relation 2 hides it", () => {
    const d = requested()
    expect(selectOpenRequest(d.state)).toEqual({ busy: false })
    const add = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    expect(add.params).toEqual({ addWay: 102, friendUserId: Number(PEER), addReally: 1 })
    expect(selectOpenRequest(d.state)).toEqual({ busy: true })
    expect(d.dispatch(I.AcceptFriendRequest({ peerId: PEER }))).toEqual([])
    d.answer(add.requestId, "addFriend", { relation: 2 })
    expect(selectOpenRequest(d.state)).toBeNull()
    expect(d.state.messaging.conversations[PEER]!.relation).toBe(2)
  })
  it("a failed accept keeps the bar and says so; closing the bar hides it until a new request arrives", () => {
    const d = requested()
    const add = calls(d.dispatch(I.AcceptFriendRequest({ peerId: PEER })), "addFriend")[0]!
    d.fail(add.requestId, "addFriend", 500, "http")
    expect(selectOpenRequest(d.state)).toEqual({ busy: false })
    expect(d.state.messaging.notice?.reason).toBe("friendRequestFailed")
    d.dispatch(I.DismissFriendRequest({ peerId: PEER }))
    expect(selectOpenRequest(d.state)).toBeNull()
    d.frame(wire("r2", PEER, ME, T0 + 2, { message_type_value: 1, addType: 1, accept: 0 }))
    expect(selectOpenRequest(d.state)).toEqual({ busy: false })
  })
  it("an accepted request (accept 1) makes the peer a friend; own requests and system peers never show the bar", () => {
    const d = requested()
    d.frame(wire("r3", ME, PEER, T0 + 3, { message_type_value: 1, addType: 1, accept: 1 }))
    expect(d.state.messaging.conversations[PEER]!.relation).toBe(2)
    const e = imDriver()
    e.frame(wire("o1", ME, PEER, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    e.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(selectOpenRequest(e.state)).toBeNull()
    expect(e.dispatch(I.AcceptFriendRequest({ peerId: PEER }))).toEqual([])
  })
})

describe("m§4 incoming handling: gift and add-friend notices", () => {
  it("a live gift from the peer (type 5 inside a type 4 wrapper, or type 1 value 4) raises the gift notice naming them; an own gift does not", () => {
    const d = imDriver()
    d.frame(wire("g1", PEER, ME, T0 + 1, { message_type: 4, message_type_value: 0, inner: { message_type: 5, giftId: 160 } }))
    expect(d.state.messaging.notice).toMatchObject({ reason: "giftReceived", peerId: PEER })
    d.dispatch(I.DismissImNotice())
    d.frame(wire("g2", ME, PEER, T0 + 2, { message_type_value: 4, giftId: 160 }))
    expect(d.state.messaging.notice).toBeNull()
    d.frame(wire("g3", PEER, ME, T0 + 3, { message_type_value: 4, giftId: 152 }))
    expect(d.state.messaging.notice).toMatchObject({ reason: "giftReceived", peerId: PEER })
    // The same message again (duplicate id) raises nothing new.
    d.dispatch(I.DismissImNotice())
    d.frame(wire("g3", PEER, ME, T0 + 3, { message_type_value: 4, giftId: 152 }))
    expect(d.state.messaging.notice).toBeNull()
  })

  it("an accepted friend invitation raises the add-friend notice once; a plain request does not", () => {
    const d = imDriver()
    d.frame(wire("r1", PEER, ME, T0 + 1, { message_type_value: 1, addType: 1, accept: 0 }))
    expect(d.state.messaging.notice).toBeNull()
    d.frame(wire("r2", PEER, ME, T0 + 2, { message_type_value: 1, addType: 1, accept: 1 }))
    expect(d.state.messaging.notice).toMatchObject({ reason: "friendAdded", peerId: PEER })
    d.dispatch(I.DismissImNotice())
    d.frame(wire("r3", ME, PEER, T0 + 3, { message_type_value: 1, addType: 1, accept: 1 }))
    expect(d.state.messaging.notice).toBeNull()
  })
})

describe("m§8 blocked", () => {
  const open = () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER, name: "Bo" }))
    return d
  }
  it("a message refused because of a block says so in the catalog's words and is not retried by itself", () => {
    const d = open()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "a" })), "imSend")[0]!
    const cmds = d.fail(send.requestId, "imSend", MESSAGE_BLOCKED_CODE, "code", "You cannot message this person")
    expect(d.state.messaging.notice).toMatchObject({ reason: "blocked" })
    expect([...selectOpenMessages(d.state)][0]!.delivery).toBe("failed")
    expect(cmds.filter((c) => c._tag === "StartTimer" && c.key.startsWith("im.retry."))).toEqual([])
  })
  it("a message refused with a code of no m§8 reason says the catalog's 'could not be sent', not the server's words", () => {
    const d = open()
    const send = calls(d.dispatch(I.SendText({ clientId: "c1", text: "a" })), "imSend")[0]!
    d.fail(send.requestId, "imSend", 10099, "code", "Message service says no")
    expect(d.state.messaging.notice).toEqual({ id: expect.any(Number), reason: "sendFailed" })
    expect([...selectOpenMessages(d.state)][0]!.delivery).toBe("failed")
  })
  it("a gift refused because of a block says so too, and takes no coins", () => {
    const d = open()
    const g = calls(d.dispatch(I.SendGift({ giftId: 160 })), "giftSend")[0]!
    d.fail(g.requestId, "giftSend", MESSAGE_BLOCKED_CODE)
    expect(d.state.messaging.notice).toMatchObject({ reason: "blocked" })
    expect(d.state.messaging.goldDialog).toBe(false)
  })
})

describe("m§8 history and chat-list fetch errors are swallowed (treated as empty)", () => {
  it("a failed list or history request shows nothing and leaves the conversations as they were", () => {
    const d = imDriver()
    d.emit({ _tag: "ChatStoreLoaded", at: T0, userId: ME, conversations: [], outbox: [] })
    const pendingList = d.state.messaging.pending.list
    expect(pendingList).not.toBeNull()
    d.fail(pendingList!, "imList", 500, "code", "boom")
    d.dispatch(I.OpenConversation({ peerId: PEER, name: "Bo" }))
    const details = d.state.messaging.pending.details[PEER]!
    d.fail(details, "imDetails", 0, "network")
    expect(d.state.messaging.notice).toBeNull()
    expect(d.state.shell.toast).toBeNull()
    expect(d.state.messaging.pending.list).toBeNull()
    expect(d.state.messaging.pending.details[PEER]).toBeUndefined()
    expect(selectConversations(d.state).map((c) => c.peerId)).toEqual([PEER])
  })
})

describe("m§2/§9 the IM bar's unread avatars", () => {
  it("lists at most 6 people with unread messages, newest first", () => {
    const d = imDriver()
    for (let i = 0; i < 8; i++) d.frame(wire(`u${i}`, String(600 + i), ME, T0 + i))
    expect(selectUnreadAvatars(d.state).map((c) => c.peerId)).toEqual(["607", "606", "605", "604", "603", "602"])
    expect(selectUnreadTotal(d.state)).toBe(8)
  })
})

describe("offered gifts (m§3 allowed ids, m§2 quick gifts)", () => {
  const gift = (id: number) => ({ id, name: `g${id}`, price: id, img: `/media/gift/${id}.svg` })
  it("given a list with gifts the web does not offer and ids out of order, when offered, then only allowed ids in the allowed order, each once", () => {
    const offered = offeredGifts([gift(171), gift(1), gift(160), gift(120), gift(152), gift(160)])
    expect(offered.map((g) => g.id)).toEqual([160, 152, 171])
  })
  it("given every allowed gift, when the video popup takes quick gifts, then the first 6 allowed ids", () => {
    const all = offeredGifts([...ALLOWED_GIFT_IDS].reverse().map(gift))
    expect(all.map((g) => g.id)).toEqual([...ALLOWED_GIFT_IDS])
    expect(quickGifts(all).map((g) => g.id)).toEqual([160, 152, 155, 157, 148, 159])
  })
})
