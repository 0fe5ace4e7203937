// The Store (domain/runtime/store.ts): numbering from 1 (or firstSeq), evolve then react, listeners
// told before commands run, re-entrant publishes queued, and a synchronous runner keeping the log
// consistent with the state.
import { describe, expect, it } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent } from "../../domain/app/event"
import { I } from "../../domain/app/intents"
import { appKernel } from "../../domain/app/kernel"
import { replay } from "../../domain/runtime/replay"
import { createStore, type Kernel } from "../../domain/runtime/store"
import { T0, groups, hostPage } from "../support/fixtures"

type E = { _tag: string; seq: number; at: number; n?: number }
/** A counter kernel: state is the list of seqs seen; every event with n>0 asks for a command "n-1". */
const counter: Kernel<number[], E, { n: number }, number> = {
  initial: [],
  evolve: (s, e) => [...s, e.seq],
  decide: (_, i, at) => [{ _tag: "Asked", at, n: i.n }],
  react: (_, e) => (e.n && e.n > 0 ? [e.n - 1] : []),
}

describe("Given a store", () => {
  it("when events are published and dispatched, then they are numbered from 1 in order", () => {
    const log: E[] = []
    const store = createStore(counter, { now: () => T0, run: () => {}, onEvent: (e) => log.push(e) })
    store.publish({ _tag: "X", at: 1 })
    store.dispatch({ n: 0 })
    expect(log.map((e) => e.seq)).toEqual([1, 2])
    expect(log[1]).toEqual({ _tag: "Asked", at: T0, n: 0, seq: 2 })
    expect(store.getSnapshot()).toEqual([1, 2])
  })

  it("when firstSeq is given, then numbering continues after it", () => {
    const store = createStore(counter, { now: () => T0, run: () => {}, firstSeq: 41 })
    store.publish({ _tag: "X", at: 1 })
    expect(store.getSnapshot()).toEqual([42])
  })

  it("when commands are made, then listeners were told before the runner runs them", () => {
    const order: string[] = []
    const store = createStore(counter, { now: () => T0, run: (c) => order.push(`run ${c}`) })
    store.subscribe(() => order.push(`listener sees ${store.getSnapshot().length}`))
    store.dispatch({ n: 2 })
    expect(order).toEqual(["listener sees 1", "run 1"])
  })

  it("when a listener publishes, then the event is queued and handled after, not nested", () => {
    const store = createStore(counter, { now: () => T0, run: () => {} })
    const seen: number[][] = []
    let once = true
    store.subscribe(() => {
      seen.push(store.getSnapshot())
      if (once) {
        once = false
        store.publish({ _tag: "FromListener", at: 2 })
      }
    })
    store.publish({ _tag: "X", at: 1 })
    expect(store.getSnapshot()).toEqual([1, 2])
    expect(seen).toEqual([[1], [1, 2]])
  })

  it("when unsubscribed, then the listener is not called again", () => {
    const store = createStore(counter, { now: () => T0, run: () => {} })
    let calls = 0
    const off = store.subscribe(() => calls++)
    store.publish({ _tag: "X", at: 1 })
    off()
    store.publish({ _tag: "X", at: 1 })
    expect(calls).toBe(1)
  })

  it("when the runner answers synchronously (re-entrant publish), then every event gets a unique increasing seq", () => {
    const log: E[] = []
    const store = createStore(counter, {
      now: () => T0,
      run: (c, publish) => publish({ _tag: "Done", at: 3, n: c }),
      onEvent: (e) => log.push(e),
    })
    store.dispatch({ n: 3 })
    expect(log.map((e) => [e._tag, e.seq, e.n])).toEqual([
      ["Asked", 1, 3],
      ["Done", 2, 2],
      ["Done", 3, 1],
      ["Done", 4, 0],
    ])
    expect(store.getSnapshot()).toEqual([1, 2, 3, 4])
  })
})

describe("Given the app kernel with a runner that answers every call at once", () => {
  it("when the app starts and the member browses, then the log replays to the store's state", () => {
    const log: AppEvent[] = []
    const run = (c: Cmd, publish: (e: never) => void) => {
      if (c._tag !== "CallGateway") return
      const data = c.name === "hostGroups" ? groups : c.name === "hostsGuest" ? hostPage(Number(c.params["page"]), [Number(c.params["page"])]) : c.name === "countryByIp" ? { countryId: 792 } : []
      publish({ _tag: "GatewayAnswered", at: T0, requestId: c.requestId, name: c.name, data } as never)
    }
    const store = createStore(appKernel, { now: () => T0, run, onEvent: (e) => log.push(e) })
    store.publish({ _tag: "AppStarted", at: T0, path: "/", stored: {}, deviceId: "dev-1" })
    store.dispatch(I.LoadMoreHosts())
    store.dispatch(I.LoadMoreHosts())
    expect(store.getSnapshot().wall.hosts.map((h) => h.id)).toEqual([1, 2, 3])
    expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1))
    expect(replay(log)).toEqual(store.getSnapshot())
  })
})
