// Older history page by page and drafts (issue 17; m§3, m§4 merge rules, m§7 im/v1/details, m§8, m§9):
// given/when/then on the kernel through the messaging driver, with a scripted gateway that pages like the
// reference one (page 1 the newest 100, oldest first within a page), and a seeded property test over
// interleavings of page answers, failures and live messages.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import { I } from "../../domain/app/intents"
import { CHAT_PAGE_SIZE } from "../../domain/constants"
import { MessageList } from "../../domain/messaging/messageList"
import { selectConversations, selectDraft, selectOlderHistory, selectUnreadTotal } from "../../domain/messaging/selectors"
import type { ImWire } from "../../domain/realtime/wire"
import { makeRedactor } from "../../infrastructure/log/redact"
import { pageOf } from "../../infrastructure/storage/chatDb"
import { T0 } from "../support/fixtures"
import { calls, imDriver, ME, PEER, wire, type ImDriver } from "../support/imDriver"

/** `n` messages with the peer, alternating sides, one a minute from T0 (ids h0000, h0001, ...). */
const conversation = (n: number, from = 0): ImWire[] =>
  Array.from({ length: n }, (_, k) => {
    const i = from + k
    return i % 2 === 0 ? wire(`h${String(i).padStart(4, "0")}`, PEER, ME, T0 + i * 60_000) : wire(`h${String(i).padStart(4, "0")}`, ME, PEER, T0 + i * 60_000)
  })

/** The reference gateway's im/v1/details without `since`: page 1 the newest `size`, oldest first within a page. */
const serverPage = (all: ReadonlyArray<ImWire>, pageNo: number, size = CHAT_PAGE_SIZE): ImWire[] => {
  const end = Math.max(0, all.length - (pageNo - 1) * size)
  return all.slice(Math.max(0, end - size), end)
}

const ids = (d: ImDriver) => MessageList.from(d.state.messaging.messages[PEER]).toArray().map((m) => m.id)
const storedPageAsk = (cmds: ReadonlyArray<Cmd>) => cmds.flatMap((c) => (c._tag === "LoadStoredPage" ? [c] : []))

/** Opens the chat with the peer; answers the newest page from `server` (and an empty local read). */
const open = (d: ImDriver, server: ReadonlyArray<ImWire>) => {
  const cmds = d.dispatch(I.OpenConversation({ peerId: PEER }))
  d.emit({ _tag: "ChatHistoryLoaded", at: d.now, userId: ME, peerId: PEER, messages: [] })
  const head = calls(cmds, "imDetails")[0]!
  expect(head.params).toEqual({ sendUserId: Number(PEER), pageNo: 1, pageSize: CHAT_PAGE_SIZE })
  d.answer(head.requestId, "imDetails", serverPage(server, 1))
}

/** Scrolls to the top with an empty local copy: the local read answers nothing, the gateway call is returned. */
const scrollUp = (d: ImDriver) => {
  const cmds = d.dispatch(I.ShowOlderMessages({ peerId: PEER }))
  const local = storedPageAsk(cmds)[0]
  const next = local ? d.emit({ _tag: "StoredPageLoaded", at: d.now, userId: ME, peerId: PEER, requestId: local.requestId, messages: [] }) : cmds
  return calls(next, "imDetails")[0]
}

describe("issue 17 older pages from the gateway (m§7 im/v1/details pageNo 2, 3, ...)", () => {
  it("given 250 messages and the newest 100 shown, when the member scrolls up twice, then pages 2 and 3 come in order, each message once, and the start shows", () => {
    const server = conversation(250)
    const d = imDriver()
    open(d, server)
    expect(ids(d)).toHaveLength(100)
    expect(selectOlderHistory(d.state)).toBe("more")
    const p2 = scrollUp(d)!
    expect(p2.params).toEqual({ sendUserId: Number(PEER), pageNo: 2, pageSize: CHAT_PAGE_SIZE })
    expect(selectOlderHistory(d.state)).toBe("loading")
    const saved = d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    // Written to the local database in one batched transaction.
    expect(saved.filter((c) => c._tag === "SaveChats")).toHaveLength(1)
    expect(saved.find((c) => c._tag === "SaveChats")).toMatchObject({ messages: expect.any(Array) })
    expect(saved.flatMap((c) => (c._tag === "SaveChats" ? c.messages : []))).toHaveLength(100)
    expect(selectOlderHistory(d.state)).toBe("more")
    const p3 = scrollUp(d)!
    expect(p3.params).toMatchObject({ pageNo: 3 })
    d.answer(p3.requestId, "imDetails", serverPage(server, 3))
    expect(ids(d)).toEqual(server.map((w) => w.messageId))
    expect(selectOlderHistory(d.state)).toBe("start")
    expect(d.dispatch(I.ShowOlderMessages({ peerId: PEER }))).toEqual([])
  })

  it("given an answer overlapping what is shown and repeating itself, when merged, then each message appears once, in time order", () => {
    const server = conversation(210)
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    const page = serverPage(server, 2)
    d.answer(p2.requestId, "imDetails", [...page, server[150]!, server[160]!, page[0]!])
    const shown = ids(d)
    expect(new Set(shown).size).toBe(shown.length)
    expect(shown).toEqual(server.slice(10).map((w) => w.messageId))
  })

  it("given a page with types 3, 4 and 7, when merged, then those are skipped (m§4) and the rest kept", () => {
    const server = conversation(200)
    server[5] = { ...server[5]!, message_type: 3 }
    server[6] = { ...server[6]!, message_type: 4, message_type_value: 0 }
    server[7] = { ...server[7]!, message_type: 7 }
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    expect(ids(d)).toHaveLength(197)
    expect(ids(d)).not.toContain("h0005")
    expect(ids(d)).not.toContain("h0006")
    expect(ids(d)).not.toContain("h0007")
  })

  it("given a page on its way, when a new message arrives and shifts the gateway's pages, then the repeat is dropped and nothing is skipped", () => {
    const server = conversation(300)
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    server.push(wire("new1", PEER, ME, T0 + 400 * 60_000))
    d.frame(server[server.length - 1]!)
    // The gateway answers page 2 after the new message: one message of page 1 slides into page 2.
    d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    const p3 = scrollUp(d)!
    expect(p3.params).toMatchObject({ pageNo: 3 })
    d.answer(p3.requestId, "imDetails", serverPage(server, 3))
    const p4 = scrollUp(d)!
    d.answer(p4.requestId, "imDetails", serverPage(server, 4))
    expect(ids(d)).toEqual(server.map((w) => w.messageId))
    expect(selectOlderHistory(d.state)).toBe("start")
  })

  it("given a page that fails, then no notice shows, it is not the start, a quiet retry row stays, and the retry asks the same page", () => {
    const server = conversation(250)
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    d.fail(p2.requestId, "imDetails", 0, "network")
    expect(d.state.messaging.notice).toBeNull()
    expect(selectOlderHistory(d.state)).toBe("retry")
    const again = calls(d.dispatch(I.ShowOlderMessages({ peerId: PEER })), "imDetails")[0]!
    expect(again.params).toMatchObject({ pageNo: 2 })
    d.answer(again.requestId, "imDetails", serverPage(server, 2))
    expect(ids(d)).toHaveLength(200)
    expect(selectOlderHistory(d.state)).toBe("more")
  })

  it("given an older page 1 asked before the newest page came, when the newest page answers first, then the next page asked is 2 (none skipped)", () => {
    const server = conversation(350)
    const d = imDriver()
    const cmds = d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.emit({ _tag: "ChatHistoryLoaded", at: d.now, userId: ME, peerId: PEER, messages: [] })
    const early = scrollUp(d)!
    expect(early.params).toMatchObject({ pageNo: 1 })
    d.answer(calls(cmds, "imDetails")[0]!.requestId, "imDetails", serverPage(server, 1))
    const next = calls(d.answer(early.requestId, "imDetails", serverPage(server, 1)), "imDetails")[0]!
    expect(next.params).toMatchObject({ pageNo: 2 })
    d.answer(next.requestId, "imDetails", serverPage(server, 2))
    expect(ids(d)).toEqual(server.slice(150).map((w) => w.messageId))
  })

  it("given a full page, then the start is not shown; only an answer with fewer than a page (here none) marks it", () => {
    const server = conversation(200)
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    expect(selectOlderHistory(d.state)).toBe("more")
    const p3 = scrollUp(d)!
    d.answer(p3.requestId, "imDetails", [])
    expect(selectOlderHistory(d.state)).toBe("start")
    expect(ids(d)).toHaveLength(200)
  })

  it("given a newest page of fewer than 100, then the whole conversation is there and the start shows at once", () => {
    const d = imDriver()
    open(d, conversation(40))
    expect(selectOlderHistory(d.state)).toBe("start")
  })

  it("given a page on its way, when the member deletes the conversation, then the answer does not bring it back", () => {
    const server = conversation(250)
    const d = imDriver()
    open(d, server)
    const p2 = scrollUp(d)!
    d.dispatch(I.DeleteConversation({ peerId: PEER }))
    const cmds = d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    expect(d.state.messaging.conversations[PEER]).toBeUndefined()
    expect(d.state.messaging.messages[PEER]).toBeUndefined()
    expect(cmds.some((c) => c._tag === "SaveChats")).toBe(false)
  })

  it("given unread messages elsewhere, when older pages with unread incoming messages arrive, then no unread count changes", () => {
    const server = conversation(250).map((w) => ({ ...w, read: 0 }))
    const d = imDriver()
    for (const k of [1, 2, 3]) d.frame(wire(`o${k}`, "503", ME, T0 + k))
    open(d, server)
    const before = selectUnreadTotal(d.state)
    expect(before).toBe(3)
    const p2 = scrollUp(d)!
    d.answer(p2.requestId, "imDetails", serverPage(server, 2))
    expect(selectUnreadTotal(d.state)).toBe(before)
    expect(d.state.messaging.conversations[PEER]!.noReadCount).toBe(0)
  })
})

describe("issue 17 older pages from the local chat database first (m§3)", () => {
  it("given 150 stored messages, when the member scrolls up, then a full local page is shown, then the rest, then the gateway from the first page not yet seen", () => {
    const server = conversation(400)
    const d = imDriver()
    open(d, server)
    const stored = serverPage(server, 2).concat(serverPage(server, 3).slice(50)).map((w) => {
      // The local copy: what an earlier visit saved (client form), oldest first.
      const m = d.state.messaging.messages[PEER]!.at(0)!
      return { ...m, id: w.messageId, at: w.timeStamp, text: `text ${w.messageId}` }
    })
    const ask1 = storedPageAsk(d.dispatch(I.ShowOlderMessages({ peerId: PEER })))[0]!
    expect(ask1).toMatchObject({ before: { at: server[300]!.timeStamp, id: "h0300" }, limit: CHAT_PAGE_SIZE })
    d.emit({ _tag: "StoredPageLoaded", at: d.now, userId: ME, peerId: PEER, requestId: ask1.requestId, messages: pageOf(stored, ask1.before, ask1.limit) })
    expect(ids(d)).toHaveLength(200)
    const ask2 = storedPageAsk(d.dispatch(I.ShowOlderMessages({ peerId: PEER })))[0]!
    const cmds = d.emit({ _tag: "StoredPageLoaded", at: d.now, userId: ME, peerId: PEER, requestId: ask2.requestId, messages: pageOf(stored, ask2.before, ask2.limit) })
    expect(cmds.some((c) => c._tag === "SaveChats")).toBe(false)
    expect(ids(d)).toHaveLength(250)
    // 249 shown are newer than the oldest: page 3 holds the first messages not seen (a repeat or two, never a gap).
    const g = calls(d.dispatch(I.ShowOlderMessages({ peerId: PEER })), "imDetails")[0]!
    expect(g.params).toMatchObject({ pageNo: 3 })
    d.answer(g.requestId, "imDetails", serverPage(server, 3))
    const g4 = calls(d.dispatch(I.ShowOlderMessages({ peerId: PEER })), "imDetails")[0]!
    d.answer(g4.requestId, "imDetails", serverPage(server, 4))
    const g5 = calls(d.dispatch(I.ShowOlderMessages({ peerId: PEER })), "imDetails")[0]!
    d.answer(g5.requestId, "imDetails", serverPage(server, 5))
    expect(ids(d)).toEqual(server.map((w) => w.messageId))
    expect(selectOlderHistory(d.state)).toBe("start")
  })

  it("given a gateway page that only repeats what is shown, then the next page is asked at once", () => {
    const server = conversation(350)
    const d = imDriver()
    open(d, server)
    const p = scrollUp(d)!
    const next = calls(d.answer(p.requestId, "imDetails", serverPage(server, 1)), "imDetails")[0]!
    expect(next.params).toMatchObject({ pageNo: Number(p.params.pageNo) + 1 })
    expect(selectOlderHistory(d.state)).toBe("loading")
  })

  it("given the local read fails, then a quiet retry row shows and the retry goes to the gateway", () => {
    const server = conversation(250)
    const d = imDriver()
    open(d, server)
    d.dispatch(I.ShowOlderMessages({ peerId: PEER }))
    d.emit({ _tag: "ChatStoreFailed", at: d.now, op: "page", reason: "boom" })
    expect(selectOlderHistory(d.state)).toBe("retry")
    expect(d.state.messaging.notice).toBeNull()
    expect(calls(d.dispatch(I.ShowOlderMessages({ peerId: PEER })), "imDetails")[0]!.params).toMatchObject({ pageNo: 2 })
  })

  it("pageOf reads the newest `limit` before a cursor, ties on time broken by id", () => {
    const d = imDriver()
    open(d, conversation(1))
    const one = d.state.messaging.messages[PEER]!.at(0)!
    const msgs = ["h4", "h3", "h2", "h1", "h0"].map((id, k) => ({ ...one, id, at: k >= 2 ? T0 : T0 + 10 - k }))
    expect(pageOf(msgs, { at: T0 + 9, id: "h3" }, 2).map((m) => m.id)).toEqual(["h1", "h2"])
    expect(pageOf(msgs, { at: T0, id: "h1" }, 5).map((m) => m.id)).toEqual(["h0"])
    expect(pageOf(msgs, null, 2).map((m) => m.id)).toEqual(["h3", "h4"])
  })
})

describe("issue 17 property: any interleaving of page answers, failures and live messages", () => {
  type Step = { readonly kind: "scroll" } | { readonly kind: "fail" } | { readonly kind: "live" } | { readonly kind: "late" }
  const stepArb: fc.Arbitrary<Step> = fc.constantFrom({ kind: "scroll" }, { kind: "fail" }, { kind: "live" }, { kind: "late" })
  it("yields each message once, in order, and reaches the start", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 330 }), fc.array(stepArb, { maxLength: 40 }), (n, steps) => {
        const server = conversation(n)
        const d = imDriver()
        open(d, server)
        let live = 0
        let pending: { requestId: number; pageNo: number } | null = null
        const deliver = (): void => {
          if (!pending) return
          const p: { requestId: number; pageNo: number } = pending
          pending = null
          const next: Cmd | undefined = calls(d.answer(p.requestId, "imDetails", serverPage(server, p.pageNo)), "imDetails")[0]
          if (next?._tag === "CallGateway") pending = { requestId: next.requestId, pageNo: Number(next.params.pageNo) }
        }
        const live1 = () => {
          const w = wire(`z${live++}`, PEER, ME, T0 + (1000 + live) * 60_000)
          server.push(w)
          d.frame(w)
        }
        for (const s of steps) {
          if (s.kind === "live") live1()
          else if (s.kind === "fail" && pending) {
            d.fail(pending.requestId, "imDetails", 0, "timeout")
            pending = null
          } else if (s.kind === "late") {
            // A live message lands between the gateway building the page and the answer arriving.
            if (pending) {
              const page = serverPage(server, pending.pageNo)
              const p: { requestId: number; pageNo: number } = pending
              pending = null
              live1()
              const next: Cmd | undefined = calls(d.answer(p.requestId, "imDetails", page), "imDetails")[0]
              if (next?._tag === "CallGateway") pending = { requestId: next.requestId, pageNo: Number(next.params.pageNo) }
            }
          } else if (s.kind === "scroll") {
            if (pending) deliver()
            else {
              const c = scrollUp(d)
              if (c) pending = { requestId: c.requestId, pageNo: Number(c.params.pageNo) }
            }
          }
        }
        // Then the member scrolls to the very top.
        for (let guard = 0; guard < 50 && selectOlderHistory(d.state) !== "start"; guard++) {
          if (pending) deliver()
          else {
            const c = scrollUp(d)
            if (c) pending = { requestId: c.requestId, pageNo: Number(c.params.pageNo) }
          }
        }
        expect(selectOlderHistory(d.state)).toBe("start")
        expect(ids(d)).toEqual(server.map((w) => w.messageId))
      }),
      { seed: 17, numRuns: 60 },
    )
  })
})

describe("issue 17 drafts", () => {
  it("given text typed in a chat, then it is kept as the chat's draft, saved with the conversation, and shown in the list", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    const cmds = d.dispatch(I.SaveDraft({ peerId: PEER, text: "half a thought" }))
    expect(d.log.at(-1)).toMatchObject({ _tag: "DraftSaved", peerId: PEER, text: "half a thought" })
    expect(selectDraft(PEER)(d.state)).toBe("half a thought")
    expect(cmds.find((c) => c._tag === "SaveChats")).toMatchObject({ conversations: [expect.objectContaining({ peerId: PEER, draft: "half a thought" })] })
    expect(selectConversations(d.state).find((c) => c.peerId === PEER)?.draft).toBe("half a thought")
    // The same text again is no new event (the view may send it on close too).
    expect(d.dispatch(I.SaveDraft({ peerId: PEER, text: "half a thought" }))).toEqual([])
  })

  it("given a draft, when the chat closes and opens again, or the page reloads, then the draft is restored", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    const saved = d.dispatch(I.SaveDraft({ peerId: PEER, text: "see you" }))
    d.dispatch(I.CloseConversation())
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(selectDraft(PEER)(d.state)).toBe("see you")
    // Reload: the chat database gives the conversation back with its draft.
    const row = saved.flatMap((c) => (c._tag === "SaveChats" ? c.conversations : []))[0]!
    const r = imDriver()
    r.emit({ _tag: "ChatStoreLoaded", at: r.now, userId: ME, conversations: [row], outbox: [] })
    expect(selectDraft(PEER)(r.state)).toBe("see you")
    // Reload on the chat's own route (phones): the chat opens before the database answers; its draft still comes back.
    const early = imDriver()
    early.dispatch(I.OpenConversation({ peerId: PEER }))
    early.emit({ _tag: "ChatStoreLoaded", at: early.now, userId: ME, conversations: [row], outbox: [] })
    expect(selectDraft(PEER)(early.state)).toBe("see you")
  })

  it("given a draft, when the member sends, then the draft is cleared (and saved so)", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.dispatch(I.SaveDraft({ peerId: PEER, text: "hello there" }))
    const cmds = d.dispatch(I.SendText({ clientId: "c1", text: "hello there" }))
    expect(selectDraft(PEER)(d.state)).toBe("")
    const conv = cmds.flatMap((c) => (c._tag === "SaveChats" ? c.conversations : [])).find((c) => c.peerId === PEER)!
    expect(conv.draft).toBeUndefined()
  })

  it("blank text clears the draft; no draft and blank text is no event", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    expect(d.dispatch(I.SaveDraft({ peerId: PEER, text: "  " }))).toEqual([])
    d.dispatch(I.SaveDraft({ peerId: PEER, text: "x" }))
    d.dispatch(I.SaveDraft({ peerId: PEER, text: " " }))
    expect(selectDraft(PEER)(d.state)).toBe("")
  })

  it("in an exported trace the draft text is redacted like message text", () => {
    const d = imDriver()
    d.dispatch(I.OpenConversation({ peerId: PEER }))
    d.dispatch(I.SaveDraft({ peerId: PEER, text: "my secret plan" }))
    const ev = d.log.find((e) => e._tag === "DraftSaved")!
    const out = JSON.stringify(makeRedactor({ includeText: false }).event(ev))
    expect(out).not.toContain("my secret plan")
    expect(JSON.stringify(makeRedactor({ includeText: true }).event(ev))).toContain("my secret plan")
  })
})
