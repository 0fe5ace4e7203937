// The tab-icon badge (m§2, m§4): "k+" from 999, 0 resets, at most one draw per 300 ms with the newest
// count, and a queue of at most 100 requests (overflow reported, never thrown).
import { describe, expect, it } from "vitest"
import { badgeText, makeTabBadge } from "../../infrastructure/browser/tabBadge"

const env = () => {
  let now = 0
  const due: Array<{ at: number; fn: () => void }> = []
  const drawn: string[] = []
  return {
    drawn,
    env: { now: () => now, schedule: (fn: () => void, ms: number) => void due.push({ at: now + ms, fn }), draw: (t: string) => void drawn.push(t) },
    advance: (ms: number) => {
      now += ms
      for (const d of due.splice(0).sort((a, b) => a.at - b.at)) if (d.at <= now) d.fn()
        else due.push(d)
    },
  }
}

describe("tab badge", () => {
  it("texts: 0 and below reset, 999 and over k+", () => {
    expect([0, -1, 1, 998, 999, 5000].map(badgeText)).toEqual(["", "", "1", "998", "k+", "k+"])
  })
  it("throttles to one draw per 300 ms, drawing the newest count", () => {
    const e = env()
    const b = makeTabBadge(e.env)
    const noOverflow = () => expect.unreachable()
    b.set(1, noOverflow)
    e.advance(0)
    b.set(2, noOverflow)
    b.set(3, noOverflow)
    e.advance(100)
    expect(e.drawn).toEqual(["1"])
    e.advance(200)
    expect(e.drawn).toEqual(["1", "3"])
    b.set(0, noOverflow)
    e.advance(300)
    expect(e.drawn).toEqual(["1", "3", ""])
  })
  it("reports requests beyond 100 waiting instead of throwing", () => {
    const e = env()
    const b = makeTabBadge(e.env)
    let dropped = 0
    for (let i = 0; i < 105; i++) b.set(i, (n) => (dropped += n))
    expect(dropped).toBe(5)
    e.advance(0)
    expect(e.drawn).toEqual(["99"])
  })
})
