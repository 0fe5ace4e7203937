// Blacklist decisions: signed-in members only; one page request at a time, asked from the first row
// not listed (nextBlockedPage: unblocks moved the gateway's rows up); a failed load can be retried; a
// user already being unblocked is not asked twice; an unblock is for a user the open panel lists or the friends slice
// knows as blocked by the member (the friend page's Unblock).
import type { AppState, Intent, NewEvent } from "../app/types"
import { isSignedIn } from "../session/state"
import { nextBlockedPage } from "./state"

/** Events for blacklist intents; [] for intents of other features. */
export const decideBlocked = (s: AppState, i: Intent, at: number): NewEvent[] => {
  if (!isSignedIn(s.session)) return []
  const b = s.blocked
  switch (i._tag) {
    case "OpenBlockedUsers":
      return b.open ? [] : [{ _tag: "BlockedUsersOpened", at }]
    case "CloseBlockedUsers":
      return b.open ? [{ _tag: "BlockedUsersClosed", at }] : []
    case "LoadMoreBlocked":
      return b.open && b.hasMore && b.loading === null ? [{ _tag: "MoreBlockedRequested", at, page: nextBlockedPage(b) }] : []
    case "RetryBlocked":
      return b.open && b.failed && b.loading === null ? [{ _tag: "MoreBlockedRequested", at, page: nextBlockedPage(b) }] : []
    case "Unblock": {
      const known = (b.open && b.users.some((u) => u.id === i.userId)) || s.friends.blocking[String(i.userId)] === true
      return known && b.removing[String(i.userId)] === undefined ? [{ _tag: "UnblockRequested", at, userId: i.userId }] : []
    }
  }
  return []
}
