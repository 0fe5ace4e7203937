// Messaging properties (fast-check, fixed seeds): any sequence of received frames (random kinds,
// duplicates, reordering, garbage as WireRejected, reconnects, opening chats) never throws, never
// shows a message twice, and never counts one unread twice; the outbox delivers every own message
// exactly once under random failures of the send request (model: a server that stores by clientMsgId);
// the one-pass merge of history pages equals inserting the messages one by one (the reference).
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import { mergeMessages } from "../../domain/messaging/merge"
import type { ChatMessage } from "../../domain/messaging/message"
import { MessageList } from "../../domain/messaging/messageList"
import { isInVideoText, parseIm } from "../../domain/messaging/parse"
import { chatMessageArb, imWireArb } from "../support/arbitraries"
import { calls, imDriver, ME, PEER } from "../support/imDriver"
import { referenceMerge } from "../support/referenceMerge"

const peers = ["502", "503"] as const
const received = fc.oneof(
  { weight: 6, arbitrary: imWireArb.map((message) => ({ kind: "frame" as const, message })) },
  { weight: 1, arbitrary: fc.constant({ kind: "garbage" as const }) },
  { weight: 1, arbitrary: fc.constantFrom(...peers).map((peerId) => ({ kind: "open" as const, peerId })) },
  { weight: 1, arbitrary: fc.constant({ kind: "close" as const }) },
  { weight: 1, arbitrary: fc.constantFrom("offline", "online").map((status) => ({ kind: "status" as const, status })) },
)

describe("received frames", () => {
  it("never throw, never show a message twice, never double-count unread", () => {
    fc.assert(
      fc.property(fc.array(received, { maxLength: 60 }), (steps) => {
        const d = imDriver()
        // The model: ids of incoming messages counted unread per peer since that peer's chat was last open.
        const unread = new Map<string, Set<string>>()
        const seen = new Set<string>()
        let open: string | null = null
        for (const st of steps) {
          if (st.kind === "frame") {
            d.frame(st.message)
            // m§4: in-video text (type 4) is the call's chat, never the conversation's (none is open here).
            const m = isInVideoText(st.message) ? null : parseIm(st.message, ME)
            if (m && !seen.has(`${m.peerId}/${m.id}`)) {
              seen.add(`${m.peerId}/${m.id}`)
              if (!m.mine && open !== m.peerId) (unread.get(m.peerId) ?? unread.set(m.peerId, new Set()).get(m.peerId)!).add(m.id)
            }
          } else if (st.kind === "garbage") d.emit({ _tag: "WireRejected", at: d.now, source: "relay", reason: "not JSON" })
          else if (st.kind === "open") {
            d.dispatch(I.OpenConversation({ peerId: st.peerId }))
            open = st.peerId
            unread.delete(st.peerId)
          } else if (st.kind === "close") {
            d.dispatch(I.CloseConversation())
            open = null
          } else d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: st.status as "online" | "offline", attempt: 1, reason: "network" })
          const m = d.state.messaging
          for (const [peer, chunked] of Object.entries(m.messages)) {
            const list = chunked.toArray()
            const ids = list.map((x) => x.id)
            expect(new Set(ids).size).toBe(ids.length)
            for (let i = 1; i < list.length; i++) expect(list[i - 1]!.at <= list[i]!.at).toBe(true)
            expect(m.conversations[peer]?.noReadCount ?? 0).toBe(unread.get(peer)?.size ?? 0)
          }
          expect(m.badge).toBe([...unread.values()].reduce((n, s) => n + s.size, 0))
        }
      }),
      { seed: 20260115, numRuns: 300 },
    )
  })
})

type Failure = "none" | "before" | "after" | "code"
describe("outbox", () => {
  it("delivers every own message exactly once under random send failures (model-based)", () => {
    const step = fc.oneof(
      { weight: 3, arbitrary: fc.string({ maxLength: 6 }).map((text) => ({ kind: "send" as const, text: `x${text}` })) },
      { weight: 5, arbitrary: fc.constantFrom<Failure>("none", "none", "before", "after", "code").map((outcome) => ({ kind: "answer" as const, outcome })) },
      { weight: 2, arbitrary: fc.constant({ kind: "timers" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "reconnect" as const }) },
      { weight: 1, arbitrary: fc.constant({ kind: "retryAll" as const }) },
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const d = imDriver()
        d.dispatch(I.OpenConversation({ peerId: "502" }))
        // The server model: stored messages by clientMsgId (idempotent), and requests in flight.
        const server = new Map<string, string>()
        const inflight: Array<{ requestId: number; clientId: string }> = []
        const timers = new Set<string>()
        let n = 0
        const collect = (cmds: ReturnType<typeof d.emit>) => {
          for (const c of calls(cmds, "imSend")) inflight.push({ requestId: c.requestId, clientId: String(c.params["clientMsgId"]) })
          for (const c of cmds) if (c._tag === "StartTimer" && c.key.startsWith("im.retry.")) timers.add(c.key)
        }
        const settle = (outcome: Failure) => {
          const r = inflight.shift()
          if (!r) return
          if (outcome === "before") return collect(d.fail(r.requestId, "imSend", 0, "network"))
          if (!server.has(r.clientId)) server.set(r.clientId, `s-${r.clientId}`)
          if (outcome === "after") return collect(d.fail(r.requestId, "imSend", 0, "timeout"))
          if (outcome === "code") return collect(d.fail(r.requestId, "imSend", 500, "http"))
          collect(d.answer(r.requestId, "imSend", { messageId: server.get(r.clientId), translateCode: 0 }))
        }
        const fireTimers = () => {
          const keys = [...timers]
          timers.clear()
          for (const key of keys) collect(d.emit({ _tag: "TimerElapsed", at: d.now, key }))
        }
        for (const st of steps) {
          if (st.kind === "send") collect(d.dispatch(I.SendText({ clientId: `c${n++}`, text: st.text })))
          else if (st.kind === "answer") settle(st.outcome)
          else if (st.kind === "timers") fireTimers()
          else if (st.kind === "reconnect") {
            collect(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "offline", attempt: 1, reason: "network" }))
            collect(d.emit({ _tag: "RealtimeStatusChanged", at: d.now, status: "online", attempt: 2 }))
          } else for (const id of Object.keys(d.state.messaging.outbox)) collect(d.dispatch(I.RetrySend({ clientId: id })))
          expect(inflight.length).toBeLessThanOrEqual(1)
        }
        // Drain: the network heals; answer everything, fire every retry.
        for (let guard = 0; guard < 500 && (inflight.length > 0 || timers.size > 0 || Object.keys(d.state.messaging.outbox).length > 0); guard++) {
          if (inflight.length > 0) settle("none")
          else if (timers.size > 0) fireTimers()
          else for (const id of Object.keys(d.state.messaging.outbox)) collect(d.dispatch(I.RetrySend({ clientId: id })))
        }
        const shown = MessageList.from(d.state.messaging.messages["502"]).toArray()
        expect(Object.keys(d.state.messaging.outbox)).toEqual([])
        expect(server.size).toBe(n)
        expect(shown).toHaveLength(n)
        expect(shown.every((m) => m.delivery === "sent" && m.id === server.get(m.clientId!))).toBe(true)
        expect(new Set(shown.map((m) => m.clientId)).size).toBe(n)
      }),
      { seed: 42, numRuns: 200 },
    )
  })
})

/** Messages with times from a small pool (many ties, broken by id). */
const tiedMessage = chatMessageArb.chain((m) => fc.integer({ min: 0, max: 8 }).map((k): ChatMessage => ({ ...m, at: 1_770_000_000_000 + k * 1_000 })))
const byTime = (a: ChatMessage, b: ChatMessage) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

describe("history merge (issue 17: one pass over plain arrays)", () => {
  it("equals the one-by-one reference merge on random lists and pages (ordered or not, repeats, own client ids)", () => {
    fc.assert(
      fc.property(fc.array(tiedMessage, { maxLength: 40 }), fc.array(tiedMessage, { maxLength: 30 }), fc.boolean(), (list, page, ordered) => {
        const shown = ordered ? referenceMerge([], list) : list
        const expected = referenceMerge(shown, page)
        const merged = mergeMessages(MessageList.of(shown), page)
        expect(merged?.list.toArray() ?? shown).toEqual(expected)
        // The messages added are those of the page not dropped, in the page's order, and nothing else.
        const kept = new Set(shown)
        expect(merged?.added ?? []).toEqual(expected.filter((x) => !kept.has(x)).sort((a, b) => page.indexOf(a) - page.indexOf(b)))
        if (merged) expect(merged.list.toArray().every((x) => x !== undefined)).toBe(true)
      }),
      { seed: 17, numRuns: 2000 },
    )
  })

  it("merging into any earlier list (an older state) or the newest, in any order, always equals the reference (the ids memo never goes stale)", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.array(tiedMessage, { maxLength: 4 })), { maxLength: 30 }), (steps) => {
        // Every list made so far; each step merges a page into one of them, as a replay from an older state would.
        const lists: MessageList[] = [MessageList.empty]
        for (const [pick, page] of steps) {
          const base = lists[pick % lists.length]!
          const merged = mergeMessages(base, page)
          expect((merged?.list ?? base).toArray()).toEqual(referenceMerge(base.toArray(), page))
          if (merged) lists.push(merged.list)
        }
      }),
      { seed: 2811, numRuns: 1000 },
    )
  })

  it("through the kernel: older pages merge like the reference, keep the order by time then id, and never change unread counts", () => {
    const page = fc.array(tiedMessage.map((m) => ({ ...m, peerId: PEER })), { maxLength: 25 })
    fc.assert(
      fc.property(fc.array(page, { maxLength: 5 }), fc.array(imWireArb, { maxLength: 6 }), (pages, live) => {
        const d = imDriver()
        for (const message of live) d.frame(message)
        const unread = Object.fromEntries(Object.entries(d.state.messaging.conversations).map(([p, c]) => [p, c.noReadCount]))
        let expected = MessageList.from(d.state.messaging.messages[PEER]).toArray()
        for (const msgs of pages) {
          d.emit({ _tag: "ChatHistoryLoaded", at: d.now, userId: ME, peerId: PEER, messages: msgs })
          expected = referenceMerge(expected, msgs.map((m) => ({ ...m, read: m.mine || m.read })))
        }
        const list = MessageList.from(d.state.messaging.messages[PEER]).toArray()
        expect(list).toEqual(expected)
        expect(list).toEqual([...list].sort(byTime))
        for (const [p, c] of Object.entries(d.state.messaging.conversations)) expect(c.noReadCount).toBe(unread[p] ?? 0)
      }),
      { seed: 1714, numRuns: 300 },
    )
  })
})
