// QA social fixes, second round (m§2 FriendPage and message list, m§3 local chat database, m§7 friend and
// black calls): a block's lowered chat relation is saved, friend settings of any friend (not only the
// first page of 100), note names in the conversation list from the start, and a blocked member's page.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { I } from "../../domain/app/intents"
import { Relation } from "../../domain/constants"
import { T0 } from "../support/fixtures"
import { calls, imDriver, ME, PEER, wire } from "../support/imDriver"

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
