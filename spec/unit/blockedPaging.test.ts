// Blacklist panel paging and retry (m§2, m§7 black/blacklists pages by offset, m§9 20 a page) through
// the flow harness, with a fake gateway that pages as the reference one does (OFFSET (page-1)*size).
// QA bug: after an unblock, "Show more" asked page+1 while the gateway's rows had moved up, so the member
// after the first page was never listed. And a failed load could not be retried.
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import type { BlockedUser } from "../../domain/blocked/answers"
import { BLOCKED_PAGE_SIZE } from "../../domain/constants"
import { T0 } from "../support/fixtures"
import { STORED_SESSION } from "../support/flows"
import { harness, NETWORK, type Harness } from "../support/harness"

const blocked = (id: number): BlockedUser => ({ id, name: `b${id}`, avatar: `/media/avatar/${id}_270X360.svg`, countryId: 792 })

/** A gateway holding the member's blacklist (newest first) and answering the harness's calls as the reference one does. */
const gateway = (count: number) => {
  const rows = Array.from({ length: count }, (_, i) => 1000 + i)
  return {
    rows,
    /** Answers the pending page request with its slice of the rows as they are now. */
    page: (h: Harness) => {
      const call = h.pendingCalls().find((c) => c.name === "blacklist")!
      const { page, size } = call.params as { page: number; size: number }
      const slice = rows.slice((page - 1) * size, page * size)
      h.answerTo(call, { users: slice.map(blocked), page, hasMore: page < Math.ceil(rows.length / size) })
    },
    /** Answers the pending unblock and removes the row. */
    unblock: (h: Harness) => {
      const call = h.pendingCalls().find((c) => c.name === "removeBlack")!
      const id = (call.params as { friendUserId: number }).friendUserId
      rows.splice(rows.indexOf(id), 1)
      h.answerTo(call, {})
    },
  }
}

/** A signed-in member with the panel open and page 1 answered by `gw`. */
const openPanel = (gw: ReturnType<typeof gateway>): Harness => {
  const h = harness({ now: T0, stored: STORED_SESSION })
  h.dispatch(I.OpenBlockedUsers())
  gw.page(h)
  return h
}

const listed = (h: Harness) => h.state().blocked.users.map((u) => u.id)

describe("Given the blocked-users panel with 21 blocked members, page 1 listed", () => {
  it("when the member unblocks one and presses Show more, then all 20 others are listed and no page is left", () => {
    const gw = gateway(21)
    const h = openPanel(gw)
    expect(listed(h)).toHaveLength(20)
    h.dispatch(I.Unblock({ userId: 1003 }))
    gw.unblock(h)
    h.dispatch(I.LoadMoreBlocked())
    // Page 2 would start after row 20 of the 20 left: the oldest (1020) now is row 20, on page 1.
    expect(h.lastCall("blacklist")!.params).toEqual({ page: 1, size: BLOCKED_PAGE_SIZE })
    gw.page(h)
    expect(listed(h)).toEqual(gw.rows)
    expect(listed(h)).toHaveLength(20)
    expect(h.state().blocked.hasMore).toBe(false)
  })

  it("when no one was unblocked, then Show more asks page 2", () => {
    const gw = gateway(21)
    const h = openPanel(gw)
    h.dispatch(I.LoadMoreBlocked())
    expect(h.lastCall("blacklist")!.params).toEqual({ page: 2, size: BLOCKED_PAGE_SIZE })
    gw.page(h)
    expect(listed(h)).toEqual(gw.rows)
  })

  it("when an unblock fails, then the failure is kept for that user and the next page is not moved", () => {
    const gw = gateway(21)
    const h = openPanel(gw)
    h.dispatch(I.Unblock({ userId: 1005 }))
    h.fail("removeBlack", NETWORK)
    expect(h.state().blocked).toMatchObject({ unblockFailedId: 1005, unblocked: 0 })
    h.dispatch(I.LoadMoreBlocked())
    expect(h.lastCall("blacklist")!.params).toMatchObject({ page: 2 })
    expect(h.state().blocked.unblockFailedId).toBeNull()
  })
})

describe("Given the blocked-users panel and random unblocks and pages (fast-check model, seeded)", () => {
  type Step = { readonly kind: "unblock"; readonly pick: number } | { readonly kind: "more" }
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constant("unblock" as const), pick: fc.nat() }),
    fc.constant({ kind: "more" as const }),
  )

  it("when the member unblocks and pages in any order, then the list is always the gateway's first rows, and paging to the end lists everyone left", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 75 }), fc.array(step, { maxLength: 40 }), (count, steps) => {
        const gw = gateway(count)
        const h = openPanel(gw)
        const check = () => expect(listed(h)).toEqual(gw.rows.slice(0, listed(h).length))
        check()
        for (const s of steps) {
          if (s.kind === "unblock") {
            const ids = listed(h)
            if (ids.length === 0) continue
            h.dispatch(I.Unblock({ userId: ids[s.pick % ids.length]! }))
            gw.unblock(h)
          } else {
            if (!h.state().blocked.hasMore) continue
            h.dispatch(I.LoadMoreBlocked())
            gw.page(h)
          }
          check()
        }
        for (let i = 0; h.state().blocked.hasMore && i < 10; i++) {
          h.dispatch(I.LoadMoreBlocked())
          gw.page(h)
          check()
        }
        expect(listed(h)).toEqual(gw.rows)
      }),
      { seed: 20261130, numRuns: 300 },
    )
  })
})

describe("Given the blocked-users panel whose page failed to load", () => {
  it("when the member presses Retry, then the first page is asked again and lists", () => {
    const gw = gateway(3)
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.OpenBlockedUsers())
    h.fail("blacklist", { code: 500, msg: "", httpStatus: 500, reason: "http" })
    expect(h.state().blocked).toMatchObject({ failed: true, loading: null })
    const from = h.mark()
    h.dispatch(I.RetryBlocked())
    expect(h.since(from)).toContainEqual(expect.objectContaining({ _tag: "CallGateway", name: "blacklist", params: { page: 1, size: BLOCKED_PAGE_SIZE } }))
    expect(h.state().blocked).toMatchObject({ failed: false })
    gw.page(h)
    expect(listed(h)).toEqual(gw.rows)
  })

  it("when Show more's page failed, then Retry asks that page again; nothing is retried without a failure", () => {
    const gw = gateway(25)
    const h = openPanel(gw)
    h.dispatch(I.RetryBlocked())
    expect(h.pendingCalls().filter((c) => c.name === "blacklist")).toHaveLength(0)
    h.dispatch(I.LoadMoreBlocked())
    h.fail("blacklist", NETWORK)
    h.dispatch(I.RetryBlocked())
    expect(h.lastCall("blacklist")!.params).toMatchObject({ page: 2 })
    gw.page(h)
    expect(listed(h)).toEqual(gw.rows)
  })

  it("when it failed offline and the connection comes back, then it loads again by itself", () => {
    const gw = gateway(2)
    const h = harness({ now: T0, stored: STORED_SESSION })
    h.dispatch(I.OpenBlockedUsers())
    h.fail("blacklist", NETWORK)
    expect(h.state().connectivity.online).toBe(false)
    expect(h.state().blocked.failed).toBe(true)
    const from = h.mark()
    h.publish({ _tag: "NetworkReported", online: true })
    expect(h.since(from)).toContainEqual(expect.objectContaining({ _tag: "CallGateway", name: "blacklist", params: { page: 1, size: BLOCKED_PAGE_SIZE } }))
    expect(h.state().blocked).toMatchObject({ failed: false })
    gw.page(h)
    expect(listed(h)).toEqual(gw.rows)
  })
})
