// The held store of React's first render (ui/app/holdStore.ts, issue 14): its snapshot stays the state it
// was made with until release, subscribers hear nothing meanwhile and once on release when the state
// moved; dispatch and publish reach the store at once.
import { describe, expect, it } from "vitest"
import { holdStore } from "../../ui/app/holdStore"
import { createStore, type Kernel } from "../../domain/runtime/store"

type E = { _tag: string; seq: number; at: number }
const kernel: Kernel<number, E, { add: number }, never> = {
  initial: 0,
  evolve: (s) => s + 1,
  decide: (_, i, at) => Array.from({ length: i.add }, () => ({ _tag: "Added", at })),
  react: () => [],
}

const setup = () => {
  const store = createStore(kernel, { now: () => 0, run: () => {} })
  const held = holdStore(store)
  let heard = 0
  held.view.subscribe(() => heard++)
  return { store, held, heard: () => heard }
}

describe("Given a held store", () => {
  it("when the store moves, then the view's snapshot stays and subscribers hear nothing until release", () => {
    const { store, held, heard } = setup()
    held.view.dispatch({ add: 2 })
    store.publish({ _tag: "X", at: 0 })
    expect(store.getSnapshot()).toBe(3)
    expect(held.view.getSnapshot()).toBe(0)
    expect(heard()).toBe(0)
  })

  it("when released after the store moved, then the view follows the store and subscribers hear it once, then every change as usual", () => {
    const { store, held, heard } = setup()
    store.publish({ _tag: "X", at: 0 })
    held.release()
    expect(held.view.getSnapshot()).toBe(1)
    expect(heard()).toBe(1)
    held.release()
    expect(heard()).toBe(1)
    store.publish({ _tag: "X", at: 0 })
    expect(held.view.getSnapshot()).toBe(2)
    expect(heard()).toBe(2)
  })

  it("when released with nothing moved, then subscribers hear nothing", () => {
    const { held, heard } = setup()
    held.release()
    expect(heard()).toBe(0)
  })

  it("when a subscriber unsubscribes, then it hears neither the release nor later changes", () => {
    const store = createStore(kernel, { now: () => 0, run: () => {} })
    const held = holdStore(store)
    let heard = 0
    const off = held.view.subscribe(() => heard++)
    store.publish({ _tag: "X", at: 0 })
    off()
    held.release()
    store.publish({ _tag: "X", at: 0 })
    expect(heard).toBe(0)
  })
})
