// Replay must not change the events it reads (QA wall/traces bug 1): the fast fold (evolveMany: replay
// CLI, inspector, trace mode) runs the recipes on plain objects, so a recipe that changes in place a value
// it took from an event (the friend page's user info) rewrote the recorded answer. The replay CLI then
// reported a false "first divergence" on a fresh export (`--check`), and the inspector showed the changed
// answer after replaying past it.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { Relation } from "../../domain/constants"
import { RELATION_TIMER } from "../../domain/friends/state"
import { replay } from "../../domain/runtime/replay"
import { checkTrace, eventLine, makeHeader, parseTrace, stepDigest } from "../../infrastructure/log/trace"
import { evolve } from "../../domain/app/kernel"
import { initialState } from "../../domain/app/state"
import { user } from "../support/fixtures"
import { calls, imDriver, ME, PEER } from "../support/imDriver"
import { ownConversation, type ConversationRecord } from "../../domain/messaging/message"

/** The session's events as a trace file gives them (plain objects: the live store's are frozen by immer), replayed the fast way: each stays as recorded, and the state is the live one. */
const expectFastReplayKeepsEvents = (d: { readonly log: ReadonlyArray<unknown>; readonly state: unknown }): void => {
  const events = JSON.parse(JSON.stringify(d.log))
  const recorded = JSON.parse(JSON.stringify(d.log))
  const state = replay(events)
  expect(events).toEqual(recorded)
  expect(JSON.stringify(state)).toBe(JSON.stringify(d.state))
}

/** The session's trace with step digests, replayed and then checked as `npm run replay -- --check` does: no divergence. */
const expectTraceChecksClean = (d: { readonly log: ReadonlyArray<Parameters<typeof evolve>[1]> }): void => {
  let s = initialState
  const lines = [JSON.stringify(makeHeader({ app: "t", locale: "en", userAgent: "t", timeZone: "UTC", startedAt: 0, exportedAt: 0, redacted: true, includesText: false, steps: true }))]
  for (const e of d.log) {
    const before = s
    s = evolve(s, e)
    lines.push(eventLine(e, stepDigest(before, s)))
  }
  const trace = parseTrace(`${lines.join("\n")}\n`)
  replay(trace.events)
  expect(checkTrace(trace)).toBeNull()
}

/** A member opens PEER's friend page (user info: relation 0), then the relation check answers 4 (one-way). */
const friendPageSession = () => {
  const d = imDriver()
  const cmds = d.dispatch(I.OpenFriendPage({ userId: PEER }))
  d.answer(calls(cmds, "getUserInfo")[0]!.requestId, "getUserInfo", user(502, { relation: Relation.none }))
  const check = calls(d.emit({ _tag: "TimerElapsed", at: d.now, key: RELATION_TIMER + PEER }), "friendRelation")[0]!
  d.answer(check.requestId, "friendRelation", { relation: Relation.oneWay })
  expect(d.state.friends.page.info?.relation).toBe(Relation.oneWay)
  return d
}

describe("Given a recorded session where a friend page's relation changes after its user info answered", () => {
  it("when the events are replayed the fast way, then every event is as recorded and the state is the live one", () => {
    expectFastReplayKeepsEvents(friendPageSession())
  })

  it("when its trace (with step digests) is replayed and then checked, as `npm run replay -- --check` does, then no divergence is found", () => {
    const d = friendPageSession()
    expectTraceChecksClean(d)
  })
})

/**
 * A member's page load: the chat store gives a system conversation (preview text "") before the
 * conversation list answers with that conversation's preview text (QA: trace-redacted.ndjson).
 */
const storedChatSession = () => {
  const d = imDriver()
  const system: ConversationRecord = { peerId: "-2", croomId: "-2-501", name: "", avatar: "", relation: 0, preview: { kind: "system", text: "" }, at: d.now - 500, noReadCount: 6, status: 0 }
  d.emit({ _tag: "ChatStoreLoaded", at: d.now, userId: ME, conversations: [system], outbox: [] })
  const list = calls(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 0 }), "imList")[0]!
  d.answer(list.requestId, "imList", [{ peerId: "-2", name: "System", avatar: "", relation: 0, noReadCount: 6, kind: "system", text: "a note", at: d.now - 500, status: 0 }])
  expect(d.state.messaging.conversations["-2"]).toMatchObject({ name: "System", preview: { kind: "system", text: "a note" } })
  return d
}

describe("Given a recorded session where the conversation list answers after the chat store loaded the same conversation", () => {
  it("when the events are replayed the fast way, then the stored conversations of ChatStoreLoaded are as recorded", () => {
    const d = storedChatSession()
    expectFastReplayKeepsEvents(d)
  })

  it("when its trace is replayed and then checked, as `npm run replay -- --check` does, then no divergence is found at ChatStoreLoaded", () => {
    const d = storedChatSession()
    expectTraceChecksClean(d)
  })

  it("when a conversation record is owned by the state, then it shares no object with the record it came from", () => {
    const c: ConversationRecord = { peerId: PEER, croomId: `${ME}-${PEER}`, name: "", avatar: "", relation: 0, preview: { kind: "txt", text: "" }, at: 1, noReadCount: 0, status: 0 }
    const own = ownConversation(c)
    expect(own).toEqual(c)
    expect(own).not.toBe(c)
    expect(own.preview).not.toBe(c.preview)
    expect(Object.keys(own)).toEqual(Object.keys(c))
    expect(ownConversation({ ...c, preview: null }).preview).toBeNull()
  })
})
