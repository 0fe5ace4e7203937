// Property (issue 14): a conversation's chunked MessageList behaves like the plain array it replaced under
// any sequence of live appends, merges of pages, prepends of older pages, edits (delivery states, read
// marks), and deletes: same messages in the same order, the same JSON and state hash, and the canonical
// chunk layout (the same messages give the same chunks however the list was built).
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { mergeMessages } from "../../domain/messaging/merge"
import type { ChatMessage } from "../../domain/messaging/message"
import { MESSAGE_CHUNK, MessageList } from "../../domain/messaging/messageList"
import { parseIm } from "../../domain/messaging/parse"
import { canonicalJson, stateHash } from "../../domain/runtime/hash"
import { T0 } from "../support/fixtures"
import { ME, PEER, wire } from "../support/imDriver"
import { referenceMerge } from "../support/referenceMerge"

/** A message with id `id` at T0 + `t` seconds, as the wire brings it (own ones carry a client id). */
const msg = (id: string, t: number, mine = false): ChatMessage =>
  parseIm(mine ? wire(id, ME, PEER, T0 + t * 1_000, { clientMsgId: `c-${id}` }) : wire(id, PEER, ME, T0 + t * 1_000), ME)!

type Op =
  | { readonly kind: "live"; readonly n: number; readonly mine: boolean }
  | { readonly kind: "older"; readonly n: number }
  | { readonly kind: "page"; readonly ts: ReadonlyArray<number>; readonly repeat: number }
  | { readonly kind: "edit"; readonly pick: number }
  | { readonly kind: "delete"; readonly pick: number }
  | { readonly kind: "read" }

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("live" as const), n: fc.integer({ min: 1, max: 3 }), mine: fc.boolean() }),
  fc.record({ kind: fc.constant("older" as const), n: fc.integer({ min: 1, max: 2 * MESSAGE_CHUNK + 7 }) }),
  fc.record({ kind: fc.constant("page" as const), ts: fc.array(fc.integer({ min: -50, max: 3_000 }), { maxLength: 40 }), repeat: fc.nat() }),
  fc.record({ kind: fc.constant("edit" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.constant({ kind: "read" as const }),
)

describe("MessageList (issue 14: a chat's messages in persistent chunks)", () => {
  it("behaves like the plain array under any sequence of appends, page merges, older pages, edits, read marks and deletes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * MESSAGE_CHUNK + 11 }), fc.array(op, { maxLength: 12 }), (start, ops) => {
        let ref: ChatMessage[] = Array.from({ length: start }, (_, i) => msg(`h${i}`, i))
        let list = MessageList.of(ref)
        let next = 0
        let oldest = 0
        let newest = start
        for (const o of ops) {
          if (o.kind === "live" || o.kind === "older" || o.kind === "page") {
            const page =
              o.kind === "live"
                ? Array.from({ length: o.n }, () => msg(`l${next++}`, newest++, o.mine))
                : o.kind === "older"
                  ? Array.from({ length: o.n }, () => msg(`o${next++}`, --oldest))
                  : // Random times (ties broken by id), and one message already shown (a repeat, dropped).
                    [...o.ts.map((t) => msg(`p${next++}`, t)), ...(ref.length > 0 ? [ref[o.repeat % ref.length]!] : [])]
            const merged = mergeMessages(list, page)
            ref = referenceMerge(ref, page)
            list = merged?.list ?? list
          } else if (o.kind === "edit" && ref.length > 0) {
            const i = o.pick % ref.length
            const changed = { ...ref[i]!, delivery: "failed" as const }
            ref = ref.map((m, j) => (j === i ? changed : m))
            list = list.with(i, changed)
          } else if (o.kind === "delete" && ref.length > 0) {
            const i = o.pick % ref.length
            ref = ref.filter((_, j) => j !== i)
            list = list.without(i)
          } else if (o.kind === "read") {
            ref = ref.map((m) => (m.read ? m : { ...m, read: true }))
            list = list.map((m) => (m.read ? m : { ...m, read: true }))
          }
          expect(list.length).toBe(ref.length)
          expect(list.toArray()).toEqual(ref)
          expect([...list]).toEqual(ref)
          for (const i of [0, ref.length - 1, ref.length >> 1, MESSAGE_CHUNK - 1, MESSAGE_CHUNK, ref.length, -1]) expect(list.at(i)).toEqual(ref[i])
          expect(list.last(5)).toEqual(ref.slice(-5))
          expect(list.findLastIndex((m) => m.mine)).toBe(ref.findLastIndex((m) => m.mine))
          // Canonical layout: the chunks of a list built from the flat array, all frozen, full but the last.
          expect(list.chunks).toEqual(MessageList.of(ref).chunks)
          expect(list.chunks.every((c, k) => Object.isFrozen(c) && (c.length === MESSAGE_CHUNK || k === list.chunks.length - 1))).toBe(true)
          expect(Object.isFrozen(list)).toBe(true)
          // The same JSON and state hash as the plain array.
          expect(JSON.stringify({ m: list })).toBe(JSON.stringify({ m: ref }))
          expect(canonicalJson(list)).toBe(canonicalJson(ref))
        }
        expect(stateHash({ messages: { "502": list } })).toBe(stateHash({ messages: { "502": ref } }))
      }),
      { seed: 1414, numRuns: 300 },
    )
  })

  it("reads back a list that lost its class (a structured clone) or came as JSON (a flat array) as the same list", () => {
    const ref = Array.from({ length: MESSAGE_CHUNK + 3 }, (_, i) => msg(`h${i}`, i))
    const list = MessageList.of(ref)
    expect(MessageList.from(structuredClone(list) as unknown as MessageList).toArray()).toEqual(ref)
    expect(MessageList.from(JSON.parse(JSON.stringify(list)) as ChatMessage[]).toArray()).toEqual(ref)
    expect(MessageList.from(undefined)).toBe(MessageList.empty)
  })
})
