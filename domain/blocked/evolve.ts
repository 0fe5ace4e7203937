// Blacklist panel reducer: opening starts afresh at page 1; a page answer appends its users (only the
// answer to the request in flight, duplicates skipped); an unblock answer removes the user and counts it
// (the gateway's later rows moved up: state.ts nextBlockedPage); a failed unblock is kept by user id; a
// failed load asks again when the connection comes back; closing, logging out or leaving the page forgets the list.
import { template } from "../core/template"
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe, AppEvent } from "../app/types"
import { CONNECTIVITY_EVENTS, cameBack } from "../connectivity/state"
import { initialBlocked } from "./state"

/** Unfrozen twin of initialBlocked to spread (../core/template.ts). */
const initialBlockedTemplate = template(initialBlocked)

/** The events evolveBlocked acts on (Feature.evolveOn: it is called for no other): its own, gateway answers, and those that can bring the connection back. */
export const blockedEvolveOn: ReadonlyArray<AppEvent["_tag"]> = [...CONNECTIVITY_EVENTS, "BlockedUsersOpened", "BlockedUsersClosed", "LogoutRequested", "PathVisited", "MoreBlockedRequested", "UnblockRequested", "GatewayAnswered", "GatewayFailed"]

/** The blacklist recipe. */
export const evolveBlocked: Recipe = (d, e) => {
  const b = d.blocked
  switch (e._tag) {
    case "BlockedUsersOpened":
      d.blocked = castDraft({ ...initialBlockedTemplate, open: true, loading: e.seq })
      return
    case "BlockedUsersClosed":
    case "LogoutRequested":
      d.blocked = castDraft({ ...initialBlockedTemplate })
      return
    case "PathVisited":
      // Leaving the page (back button, a link) closes the panel.
      if (b.open) d.blocked = castDraft({ ...initialBlockedTemplate })
      return
    case "MoreBlockedRequested":
      b.loading = e.seq
      b.failed = false
      b.unblockFailed = false
      b.unblockFailedId = null
      return
    case "UnblockRequested":
      b.removing = { ...b.removing, [String(e.userId)]: e.seq }
      b.unblockFailed = false
      b.unblockFailedId = null
      return
    case "GatewayAnswered": {
      const page = answerOf(e, "blacklist")
      if (page && e.requestId === b.loading) {
        const have = new Set(b.users.map((u) => u.id))
        const added = page.users.filter((u) => !have.has(u.id))
        if (added.length > 0) b.users = castDraft([...b.users, ...added])
        b.page = page.page
        b.hasMore = page.hasMore
        b.loading = null
        b.unblocked = 0
        break
      }
      if (e.name === "removeBlack") {
        const id = Object.keys(b.removing).find((k) => b.removing[k] === e.requestId)
        if (id === undefined) break
        delete b.removing[id]
        const left = b.users.filter((u) => String(u.id) !== id)
        if (left.length < b.users.length) b.unblocked += 1
        b.users = left
      }
      break
    }
    case "GatewayFailed": {
      if (e.name === "blacklist" && e.requestId === b.loading) {
        b.loading = null
        b.failed = true
      }
      if (e.name === "removeBlack") {
        const id = Object.keys(b.removing).find((k) => b.removing[k] === e.requestId)
        if (id === undefined) break
        delete b.removing[id]
        b.unblockFailed = true
        b.unblockFailedId = Number(id)
      }
      break
    }
  }
  // The connection is back after a load that failed: the page is asked again (reactBlocked).
  if (b.open && b.failed && b.loading === null && cameBack(d.connectivity, e.seq)) {
    b.failed = false
    b.loading = e.seq
  }
}
