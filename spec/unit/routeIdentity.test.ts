// The route parser memoises at most ~500 paths, then forgets them all: a path parsed again is a new
// object. Step digests of a trace compare state fields by identity, so a visit to the place the member
// is at must keep the route object, or a replay in a fresh process (the CLI) and the export in a page
// that has seen more than 500 paths would disagree on whether `shell.route` changed.
import { describe, expect, it } from "vitest"
import { evolve } from "../../domain/app/kernel"
import type { AppEvent } from "../../domain/app/event"
import { initialState } from "../../domain/app/state"
import { parseRoute, sameRoute } from "../../domain/shell/routes"
import { stepDigest } from "../../infrastructure/log/trace"
import { T0 } from "../support/fixtures"

const start = { _tag: "AppStarted", seq: 1, at: T0, path: "/message/10000002", stored: { RC_POP_18: "1" }, deviceId: "dev-1" } as AppEvent
const visit = (seq: number, path: string) => ({ _tag: "PathVisited", seq, at: T0 + seq, path }) as AppEvent

describe("Given a member at /message/10000002 after the route parser's cache was cleared", () => {
  it("when the same place is visited again, then shell.route is the same object and the step digest does not name it", () => {
    const s1 = evolve(initialState, start)
    for (let i = 0; i < 600; i++) parseRoute(`/profile/${i}`) // more than the cache keeps: it is cleared
    expect(parseRoute("/message/10000002")).not.toBe(s1.shell.route) // a new object of the same place
    const s2 = evolve(s1, visit(2, "/message/10000002/"))
    expect(s2.shell.route).toBe(s1.shell.route)
    expect(stepDigest(s1, s2)).not.toContain("shell.route")
  })

  it("when another place is visited, then the route changes", () => {
    const s1 = evolve(initialState, start)
    const s2 = evolve(s1, visit(2, "/tr/message/10000002"))
    expect(s2.shell.route).toMatchObject({ prefix: "/tr", rest: "message/10000002", name: "IMMessageSession" })
    expect(stepDigest(s1, s2)).toContain("shell.route=")
  })

  it("when two routes are compared, then prefix and rest decide", () => {
    expect(sameRoute(parseRoute("/message/1?x=2"), parseRoute("/message/1/"))).toBe(true)
    expect(sameRoute(parseRoute("/message/1"), parseRoute("/message/2"))).toBe(false)
    expect(sameRoute(parseRoute("/tr/shop"), parseRoute("/shop"))).toBe(false)
  })
})
