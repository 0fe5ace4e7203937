// ICU's first start off the main thread (ui/boot/intlWarm.ts, issue 14): the worker is started with the
// site's file, and where it cannot run the first formatter is made on this thread when idle, once.
import { describe, expect, it } from "vitest"
import { INTL_WARM_URL, warmIntl, type IntlWarmEnv } from "../../ui/boot/intlWarm"

/** A fake Worker recording the URLs it was started with and its error listeners. */
const fakeWorker = (behaviour: "runs" | "throws") => {
  const started: string[] = []
  const onError: Array<() => void> = []
  class FakeWorker {
    constructor(url: string) {
      if (behaviour === "throws") throw new DOMException("refused by the CSP", "SecurityError")
      started.push(url)
    }
    addEventListener(_type: "error", f: () => void): void {
      onError.push(f)
    }
  }
  return { Worker: FakeWorker, started, fail: () => onError.forEach((f) => f()) }
}

/** An env with `worker` and an idle queue the test runs by hand. */
const envWith = (worker: IntlWarmEnv["Worker"]) => {
  const idle: Array<() => void> = []
  return { env: { Worker: worker, whenIdle: (f: () => void) => void idle.push(f) } satisfies IntlWarmEnv, idle }
}

describe("warmIntl", () => {
  it("given a browser with workers, when warming, then the worker starts with the site's file and nothing waits on this thread", () => {
    const w = fakeWorker("runs")
    const { env, idle } = envWith(w.Worker)
    warmIntl(env)
    expect(w.started).toEqual([INTL_WARM_URL])
    expect(idle).toHaveLength(0)
  })

  it("given a worker that fails, when its error comes (even twice), then this thread warms once when idle", () => {
    const w = fakeWorker("runs")
    const { env, idle } = envWith(w.Worker)
    warmIntl(env)
    w.fail()
    w.fail()
    expect(idle).toHaveLength(1)
    expect(() => idle[0]!()).not.toThrow()
  })

  it("given no Worker or a constructor that throws, when warming, then it does not throw and this thread warms when idle", () => {
    for (const worker of [undefined, fakeWorker("throws").Worker]) {
      const { env, idle } = envWith(worker)
      expect(() => warmIntl(env)).not.toThrow()
      expect(idle).toHaveLength(1)
    }
  })
})
