// Timeline filters (domain, type, text in summary or JSON, only errors) and the state diff.
import { describe, expect, it } from "vitest"
import type { AppEvent } from "../../domain/app/event"
import { childPath, diffStates, preview } from "../../ui/inspector/diff"
import { domainOf, type Domain } from "../../ui/inspector/domains"
import { filterIndices, isFiltering, NO_FILTER, rowTest, type Filter } from "../../ui/inspector/filter"
import { severityOf, summarize } from "../../ui/inspector/summary"

const list = [
  { _tag: "AppStarted", path: "/", stored: {}, deviceId: "dev-1" },
  { _tag: "PathVisited", path: "/livechat" },
  { _tag: "GatewayFailed", requestId: 1, name: "emailLogin", code: 10006, msg: "Wrong Password", httpStatus: 200, reason: "code" },
  { _tag: "GatewayAnswered", requestId: 2, name: "hostsGuest", data: { hosts: [{ name: "Ayşe" }], page: 1, hasMore: true } },
  { _tag: "LoginInputRejected", field: "email", problem: "emailFormat" },
  { _tag: "WallMoreRequested" },
  { _tag: "GatewayFailed", requestId: 3, name: "getUserInfo", code: 10023, msg: "", httpStatus: 200, reason: "code" },
].map((e, i) => ({ seq: i + 1, at: 1_000 * i, ...e })) as unknown as AppEvent[]

const facts = {
  events: list,
  domains: list.map((e) => domainOf(e._tag)),
  severities: list.map(severityOf),
  summaryOf: (i: number) => summarize(list[i]!),
}
const run = (f: Partial<Filter>) => filterIndices(rowTest({ ...NO_FILTER, ...f }, facts), 0, list.length)

describe("filters", () => {
  it("keeps everything without a filter", () => {
    expect(isFiltering(NO_FILTER)).toBe(false)
    expect(run({})).toEqual([0, 1, 2, 3, 4, 5, 6])
  })
  it("filter by domain (any of the ticked ones)", () => {
    expect(run({ domains: new Set<Domain>(["shell"]) })).toEqual([1])
    expect(run({ domains: new Set<Domain>(["wall", "login"]) })).toEqual([4, 5])
  })
  it("filter by type", () => expect(run({ type: "GatewayFailed" })).toEqual([2, 6]))
  it("matches free text in the summary or the event JSON, ignoring case", () => {
    expect(run({ text: "wrong password" })).toEqual([2])
    expect(run({ text: "AYŞE" })).toEqual([3]) // only in the data (JSON)
    expect(run({ text: "  livechat " })).toEqual([1])
    expect(run({ text: "no such text" })).toEqual([])
  })
  it("shows only errors and warnings", () => expect(run({ onlyErrors: true })).toEqual([2, 4, 6]))
  it("combines filters", () => {
    expect(run({ onlyErrors: true, type: "GatewayFailed", text: "10023" })).toEqual([6])
    expect(isFiltering({ ...NO_FILTER, text: "x" })).toBe(true)
    expect(isFiltering({ ...NO_FILTER, text: "   " })).toBe(false)
  })
  it("runs over a sub-range", () => expect(filterIndices(rowTest({ ...NO_FILTER, type: "GatewayFailed" }, facts), 3, 7)).toEqual([6]))
})

describe("diffStates", () => {
  it("lists changed, added and removed paths with old and new values", () => {
    const shared = { big: [1, 2, 3] }
    const a = { s: { x: 1, y: "a", list: [1, 2], gone: true, shared }, t: shared }
    const b = { s: { x: 2, y: "a", list: [1, 2, 3], added: null, shared }, t: shared }
    expect(diffStates(a, b).changes).toEqual([
      { path: "s.x", kind: "changed", before: 1, after: 2 },
      { path: "s.list[2]", kind: "added", before: undefined, after: 3 },
      { path: "s.gone", kind: "removed", before: true, after: undefined },
      { path: "s.added", kind: "added", before: undefined, after: null },
    ])
    expect(diffStates(a, a).changes).toEqual([])
  })
  it("stops at the limit and says so", () => {
    const d = diffStates({ xs: [] }, { xs: Array.from({ length: 50 }, (_, i) => i) }, 10)
    expect(d.changes).toHaveLength(10)
    expect(d.truncated).toBe(true)
  })
  it("quotes keys that are not identifiers and previews values briefly", () => {
    expect(childPath("a", "b c")).toBe('a["b c"]')
    expect(childPath("", "ok")).toBe("ok")
    expect(childPath("a", 3)).toBe("a[3]")
    expect(preview(undefined)).toBe("—")
    expect(preview("x".repeat(200)).length).toBeLessThanOrEqual(80)
  })
})
