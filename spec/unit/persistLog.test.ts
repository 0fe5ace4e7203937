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
