// Blacklist panel effects (m§7): GET /black/blacklists {page, size 20}; POST /black/removeBlack {friendUserId}.
// A page is also asked when the reducer set `loading` to another event's seq (the connection came back after a failed load).
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { BLOCKED_PAGE_SIZE } from "../constants"
import { nextBlockedPage } from "./state"

/** Commands for blacklist events. */
export const reactBlocked = (s: AppState, e: AppEvent): Cmd[] => {
  switch (e._tag) {
    case "BlockedUsersOpened":
      return [call(s, e.seq, "blacklist", { page: 1, size: BLOCKED_PAGE_SIZE })]
    case "MoreBlockedRequested":
      return [call(s, e.seq, "blacklist", { page: e.page, size: BLOCKED_PAGE_SIZE })]
    case "UnblockRequested":
      return [call(s, e.seq, "removeBlack", { friendUserId: e.userId })]
  }
  return s.blocked.loading === e.seq ? [call(s, e.seq, "blacklist", { page: nextBlockedPage(s.blocked), size: BLOCKED_PAGE_SIZE })] : []
}
