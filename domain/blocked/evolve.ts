// Blacklist panel reducer: opening starts afresh at page 1; a page answer appends its users (only the
// answer to the request in flight, duplicates skipped); an unblock answer removes the user; closing,
// logging out or leaving the page forgets the list.
import { template } from "../core/template"
import { castDraft } from "immer"
import { answerOf } from "../core/answers"
import type { Recipe, AppEvent } from "../app/types"
import { initialBlocked } from "./state"

/** Unfrozen twin of initialBlocked to spread (../core/template.ts). */
const initialBlockedTemplate = template(initialBlocked)

/** The events evolveBlocked acts on (Feature.evolveOn: it is called for no other). */
export const blockedEvolveOn: ReadonlyArray<AppEvent["_tag"]> = ["BlockedUsersOpened", "BlockedUsersClosed", "LogoutRequested", "PathVisited", "MoreBlockedRequested", "UnblockRequested", "GatewayAnswered", "GatewayFailed"]

/** The blacklist recipe. */
export const evolveBlocked: Recipe = (d, e) => {
  const b = d.blocked
  switch (e._tag) {
    case "BlockedUsersOpened":
      d.blocked = castDraft({ ...initialBlockedTemplate, open: true, loading: e.seq })
      return
    case "BlockedUsersClosed":
    case "LogoutRequested":
      d.blocked = castDraft(initialBlocked)
      return
    case "PathVisited":
      // Leaving the page (back button, a link) closes the panel.
      if (b.open) d.blocked = castDraft(initialBlocked)
      return
    case "MoreBlockedRequested":
      b.loading = e.seq
      b.failed = false
      b.unblockFailed = false
      return
    case "UnblockRequested":
      b.removing[String(e.userId)] = e.seq
      b.unblockFailed = false
      return
    case "GatewayAnswered": {
      const page = answerOf(e, "blacklist")
      if (page && e.requestId === b.loading) {
        const have = new Set(b.users.map((u) => u.id))
        b.users.push(...castDraft(page.users.filter((u) => !have.has(u.id))))
        b.page = page.page
        b.hasMore = page.hasMore
        b.loading = null
        return
      }
      if (e.name === "removeBlack") {
        const id = Object.keys(b.removing).find((k) => b.removing[k] === e.requestId)
        if (id === undefined) return
        delete b.removing[id]
        b.users = b.users.filter((u) => String(u.id) !== id)
      }
      return
    }
    case "GatewayFailed": {
      if (e.name === "blacklist" && e.requestId === b.loading) {
        b.loading = null
        b.failed = true
      }
      if (e.name === "removeBlack") {
        const id = Object.keys(b.removing).find((k) => b.removing[k] === e.requestId)
        if (id === undefined) return
        delete b.removing[id]
        b.unblockFailed = true
      }
      return
    }
  }
}
