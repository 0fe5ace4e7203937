// The deferring runner (domain/runtime/deferredRunner.ts, issue 14): commands asked within deferWhile run
// in later tasks, in the order they would have run at once (a command an already running one leads to
// runs inside it; commands asked while others wait queue behind them), within a time budget per task.
import { describe, expect, it } from "vitest"
import { deferringRunner } from "../../domain/runtime/deferredRunner"
import { createStore, type Kernel } from "../../domain/runtime/store"

/** A task queue driven by the test: `schedule` queues, `next()` runs the oldest task. */
const tasks = () => {
  const queue: Array<() => void> = []
  return {
    schedule: (job: () => void) => void queue.push(job),
    next: () => queue.shift()!(),
    get size() {
      return queue.length
    },
    drain() {
      let n = 0
      while (queue.length > 0) (queue.shift()!(), n++)
      return n
    },
  }
}

type E = { _tag: string; seq: number; at: number; n?: number; name?: string }
/** Every event named "go" with n > 0 asks for commands `${n}a`, `${n}b`; command "<n>a" publishes "go" n-1 at once. */
const kernel: Kernel<string[], E, never, string> = {
  initial: [],
  evolve: (s, e) => [...s, e._tag],
  decide: () => [],
  react: (_, e) => (e._tag === "go" && e.n! > 0 ? [`${e.n}a`, `${e.n}b`] : []),
}

/** The order commands ran in, running them through a deferring runner over a store. */
const setup = (budgetMs = 0, clock = { t: 0 }) => {
  const ran: string[] = []
  const t = tasks()
  const runner = deferringRunner<string, Omit<E, "seq">>(
    (c, publish) => {
      ran.push(c)
      clock.t += 1
      if (c.endsWith("a")) publish({ _tag: "go", at: 0, n: Number(c.slice(0, -1)) - 1 })
    },
    { schedule: t.schedule, now: () => clock.t, budgetMs },
  )
  const store = createStore(kernel, { now: () => 0, run: runner.run })
  return { ran, t, runner, store }
}

describe("Given a deferring runner", () => {
  it("when nothing is deferred, then commands run at once, as the plain runner runs them", () => {
    const { ran, t, store } = setup()
    store.publish({ _tag: "go", at: 0, n: 2 })
    expect(ran).toEqual(["2a", "1a", "1b", "2b"])
    expect(t.size).toBe(0)
  })

  it("when commands are asked within deferWhile, then none runs there, and later tasks run them in the same order", () => {
    const plain = setup()
    plain.store.publish({ _tag: "go", at: 0, n: 3 })
    const { ran, t, runner, store } = setup()
    runner.deferWhile(() => store.publish({ _tag: "go", at: 0, n: 3 }))
    expect(ran).toEqual([])
    expect(t.size).toBe(1)
    // Budget 0: one command a task (with what it leads to at once inside it).
    expect(t.drain()).toBe(2)
    expect(ran).toEqual(plain.ran)
    expect(ran).toEqual(["3a", "2a", "1a", "1b", "2b", "3b"])
  })

  it("when a command is asked while deferred ones wait, then it queues behind them; once none waits, commands run at once again", () => {
    const { ran, t, runner, store } = setup()
    runner.deferWhile(() => store.publish({ _tag: "go", at: 0, n: 1 }))
    store.publish({ _tag: "go", at: 0, n: 1 })
    expect(ran).toEqual([])
    t.drain()
    expect(ran).toEqual(["1a", "1b", "1a", "1b"])
    store.publish({ _tag: "go", at: 0, n: 1 })
    expect(ran).toEqual(["1a", "1b", "1a", "1b", "1a", "1b"])
    expect(t.size).toBe(0)
  })

  it("when a task's budget is spent, then the rest waits for the next task", () => {
    const clock = { t: 0 }
    const { ran, t, runner, store } = setup(2, clock)
    runner.deferWhile(() => {
      for (let i = 0; i < 5; i++) store.publish({ _tag: "go", at: 0, n: 1 })
    })
    t.next()
    // Each command takes 1 ms on the test clock: two commands, then the budget of 2 ms is spent.
    expect(ran).toHaveLength(2)
    expect(t.size).toBe(1)
    t.drain()
    expect(ran).toHaveLength(10)
  })

  it("when a deferred command throws, then the error reaches its task and the commands after it still run", () => {
    const t = tasks()
    const ran: string[] = []
    const runner = deferringRunner<string, never>(
      (c) => {
        if (c === "bad") throw new Error("boom")
        ran.push(c)
      },
      { schedule: t.schedule, now: () => 0, budgetMs: 10 },
    )
    runner.deferWhile(() => ["x", "bad", "y"].forEach((c) => runner.run(c, () => {})))
    expect(() => t.next()).toThrow("boom")
    t.drain()
    expect(ran).toEqual(["x", "y"])
  })

  it("deferWhile returns what its function returns, and nests", () => {
    const { t, runner } = setup()
    expect(runner.deferWhile(() => runner.deferWhile(() => 7))).toBe(7)
    expect(t.size).toBe(0)
  })
})
