// Blacklist panel events (m§2 "Blacklist panel", opened from the settings menu): the panel opened
// (first page fetched) or closed, the next page asked for, and one user asked to be unblocked.
import { SafeNumber, UserId } from "../core/sensitive"
import { event } from "../core/schema"

/** The blocked-users panel opened; page 1 is fetched (answered to this event's seq). */
export const BlockedUsersOpened = event("BlockedUsersOpened", {})
/** The panel closed. */
export const BlockedUsersClosed = event("BlockedUsersClosed", {})
/** The next page (m§9 20 a page) was asked for, or a failed one again (RetryBlocked). */
export const MoreBlockedRequested = event("MoreBlockedRequested", { page: SafeNumber })
/** Unblock `userId` (m§7 removeBlack friendUserId). */
export const UnblockRequested = event("UnblockRequested", { userId: UserId })

export const BlockedEvents = [BlockedUsersOpened, BlockedUsersClosed, MoreBlockedRequested, UnblockRequested] as const
