// Blacklist panel (m§2, m§7, m§9) as given/when/then: opened from the settings menu it fetches page 1
// of 20, pages on, ignores stale answers, unblocks one user at a time and forgets the list on close.
import { describe, expect, it } from "vitest"
import { I } from "../../domain/app/intents"
import type { BlockedUser } from "../../domain/blocked/answers"
import { E, T0 } from "../support/fixtures"
import { given } from "../support/gwt"

const blocked = (id: number): BlockedUser => ({ id, name: `b${id}`, avatar: `/media/avatar/${id}_270X360.svg`, countryId: 792 })
const signedIn = E.started("/", { userId: "501", loginToken: "tok" })
const opened = { _tag: "BlockedUsersOpened" as const, at: T0 }

describe("Given the blocked-users panel", () => {
  it("when a member opens it, then page 1 of 20 is fetched", () => {
    given(signedIn)
      .when(I.OpenBlockedUsers())
      .then(opened)
      .thenCommandsMatch({ _tag: "CallGateway", name: "blacklist", params: { page: 1, size: 20 } })
  })

  it("when a visitor asks, then nothing happens", () => {
    given(E.started("/")).when(I.OpenBlockedUsers()).then()
  })

  it("when the first page answers, then its users show; the next page appends; a stale answer is ignored", () => {
    const first = given(signedIn, opened, E.answered(2, "blacklist", { users: [blocked(1), blocked(2)], page: 1, hasMore: true }))
    expect(first.state.blocked).toMatchObject({ open: true, page: 1, hasMore: true, loading: null })
    const more = first.when(I.LoadMoreBlocked())
    more.then({ _tag: "MoreBlockedRequested", at: T0, page: 2 }).thenCommandsMatch({ _tag: "CallGateway", name: "blacklist", params: { page: 2, size: 20 } })
    const log = [signedIn, opened, E.answered(2, "blacklist", { users: [blocked(1), blocked(2)], page: 1, hasMore: true }), ...more.events]
    const stale = given(...log, E.answered(2, "blacklist", { users: [blocked(9)], page: 1, hasMore: true }))
    expect(stale.state.blocked.users.map((u) => u.id)).toEqual([1, 2])
    const second = given(...log, E.answered(4, "blacklist", { users: [blocked(2), blocked(3)], page: 2, hasMore: false }))
    expect(second.state.blocked.users.map((u) => u.id)).toEqual([1, 2, 3])
    second.when(I.LoadMoreBlocked()).then()
  })

  it("when the list is empty, then the panel has no users and no more pages", () => {
    const s = given(signedIn, opened, E.answered(2, "blacklist", { users: [], page: 1, hasMore: false })).state
    expect(s.blocked).toMatchObject({ users: [], hasMore: false, loading: null, failed: false })
  })

  it("when the page request fails, then the failure shows", () => {
    expect(given(signedIn, opened, E.failed(2, "blacklist", 0, { reason: "network" })).state.blocked).toMatchObject({ failed: true, loading: null })
  })

  it("when a user is unblocked, then removeBlack is sent once and the user leaves the list on success", () => {
    const log = [signedIn, opened, E.answered(2, "blacklist", { users: [blocked(1), blocked(2)], page: 1, hasMore: false })]
    const w = given(...log).when(I.Unblock({ userId: 2 }))
    w.then({ _tag: "UnblockRequested", at: T0, userId: 2 }).thenCommandsMatch({ _tag: "CallGateway", name: "removeBlack", params: { friendUserId: 2 } })
    given(...log, ...w.events).when(I.Unblock({ userId: 2 })).then()
    given(...log).when(I.Unblock({ userId: 7 })).then()
    expect(given(...log, ...w.events, E.answered(4, "removeBlack", {})).state.blocked.users.map((u) => u.id)).toEqual([1])
    const failed = given(...log, ...w.events, E.failed(4, "removeBlack", 500)).state.blocked
    expect(failed.users.map((u) => u.id)).toEqual([1, 2])
    expect(failed).toMatchObject({ unblockFailed: true, unblockFailedId: 2, removing: {} })
  })

  it("when it closes or the member logs out, then the list is forgotten", () => {
    const log = [signedIn, opened, E.answered(2, "blacklist", { users: [blocked(1)], page: 1, hasMore: false })]
    const closed = given(...log).when(I.CloseBlockedUsers())
    closed.then({ _tag: "BlockedUsersClosed", at: T0 })
    expect(closed.state.blocked).toMatchObject({ open: false, users: [] })
    expect(given(...log, { _tag: "LogoutRequested", at: T0 }).state.blocked.open).toBe(false)
  })
})
