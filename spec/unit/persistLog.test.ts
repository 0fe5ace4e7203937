// @vitest-environment jsdom
// The persistent event log (infrastructure/log/persist.ts) on fake-indexeddb: appends are queued and
// written in batches, and what is queued is written when the page is hidden or goes away (reload),
// so the last events before a reload are in the exported trace.
import "fake-indexeddb/auto"
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { initialState } from "../../domain/app/state"
import { openPersistentLog } from "../../infrastructure/log/persist"

const ev = (seq: number): AppEvent => ({ _tag: "TimerElapsed", at: 1_000 + seq, seq, key: `k${seq}` }) as AppEvent
const tick = () => new Promise((r) => setTimeout(r, 50))

/** A tail storage in memory (what localStorage is to the log), with its map to look into. */
const memoryTail = (entries: Array<[string, string]> = []) => {
  const storage = new Map<string, string>(entries)
  const tail = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) }
  return { storage, tail }
}

describe("Given events appended to the persistent log", () => {
  it("when the page is hidden before the idle flush, then another reader already finds them", async () => {
    const writer = openPersistentLog()
    await writer.clear()
    writer.append(ev(1), initialState)
    writer.append(ev(2), initialState)
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }))
    await tick()
    const reader = openPersistentLog()
    expect((await reader.read()).events.map((e) => e.seq)).toEqual([1, 2])
  })

  it("when the page goes away (pagehide), then the queue is written", async () => {
    const writer = openPersistentLog()
    await writer.clear()
    writer.append(ev(7), initialState)
    window.dispatchEvent(new Event("pagehide"))
    await tick()
    expect(await openPersistentLog().lastSeq()).toBe(7)
  })
})

describe("Given events still queued when the page goes away", () => {
  it("when the IndexedDB write never lands (the unload aborts it), then the next page load writes them from the stored tail and numbers after them", async () => {
    const { storage, tail } = memoryTail()
    await openPersistentLog(undefined, undefined, tail).clear()
    // A writer whose IndexedDB is gone: only the synchronous tail can keep its events.
    const lost = openPersistentLog(undefined, undefined, tail)
    lost.append(ev(41), initialState)
    lost.append(ev(42), initialState)
    window.dispatchEvent(new Event("pagehide"))
    const kept = storage.get("vidchat-event-log-tail")
    expect(kept).toBeDefined()
    await tick()
    // Simulate the abort: the events never reached the database; the tail written at pagehide is there.
    await openPersistentLog(undefined, undefined, null).clear()
    storage.set("vidchat-event-log-tail", kept!)
    const next = openPersistentLog(undefined, undefined, tail)
    expect(await next.lastSeq()).toBe(42)
    expect((await next.read()).events.map((e) => e.seq)).toEqual([41, 42])
    await tick()
    expect(storage.has("vidchat-event-log-tail")).toBe(false)
  })

  it("when a write has already taken the events but not finished, then pagehide still keeps them in the tail", async () => {
    const { storage, tail } = memoryTail()
    await openPersistentLog(undefined, undefined, tail).clear()
    const log = openPersistentLog(undefined, undefined, tail)
    log.append(ev(51), initialState)
    log.append(ev(52), initialState)
    await log.lastSeq() // the database is open
    const writing = log.flush() // the idle write has begun: the queue is empty, the transaction open
    for (let i = 0; i < 3; i++) await Promise.resolve()
    log.append(ev(53), initialState)
    window.dispatchEvent(new Event("pagehide"))
    expect(JSON.parse(storage.get("vidchat-event-log-tail") ?? "[]").map((e: AppEvent) => e.seq)).toEqual([51, 52, 53])
    await writing
  })

  it("when the next page's IndexedDB is too slow to answer, then knownSeq still gives the last page's highest seq at once (no numbering from 1 over the stored events)", async () => {
    const { storage, tail } = memoryTail()
    await openPersistentLog(undefined, undefined, tail).clear()
    const page1 = openPersistentLog(undefined, undefined, tail)
    for (const seq of [1, 2, 3]) page1.append(ev(seq), initialState)
    await page1.flush() // written: nothing is left for the tail
    page1.append(ev(4), initialState)
    window.dispatchEvent(new Event("pagehide"))
    expect(storage.get("vidchat-event-log-seq")).toBe("4")
    await tick()
    // Synchronously, before any IndexedDB answer: numbering goes on after 4.
    const page2 = openPersistentLog(undefined, undefined, tail)
    expect(page2.knownSeq()).toBe(4)
    page2.append(ev(5), initialState)
    expect(page2.knownSeq()).toBe(5)
    await page2.flush()
    expect(await page2.lastSeq()).toBe(5)
    expect((await page2.read()).events.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5])
  })

  it("when the stored seq is not a positive whole number, then it counts as none", async () => {
    const { tail } = memoryTail([["vidchat-event-log-seq", "-3x"]])
    await openPersistentLog(undefined, undefined, null).clear()
    expect(openPersistentLog(undefined, undefined, tail).knownSeq()).toBe(0)
  })

  it("when the stored tail is not a list of events, then it is ignored", async () => {
    const { tail } = memoryTail([["vidchat-event-log-tail", '{"nope":1}']])
    await openPersistentLog(undefined, undefined, null).clear()
    expect((await openPersistentLog(undefined, undefined, tail).read()).events).toEqual([])
  })
})
