// The blacklist panel slice (m§2): open or not, the users loaded so far (pages of 20), the page request
// in flight, whether more pages exist, a failure, and the unblock requests in flight by user id.
// The gateway pages by offset (m§7 page, size): each listed user unblocked moves the rows after it one
// place up, so the next page is asked from where the first row not listed now is (nextBlockedPage).
import type { BlockedUser } from "./answers"
import { BLOCKED_PAGE_SIZE } from "../constants"

/** The blacklist slice; request ids are event seqs. */
export interface BlockedState {
  readonly open: boolean
  readonly users: ReadonlyArray<BlockedUser>
  /** Last page loaded (0 before the first answer). */
  readonly page: number
  readonly hasMore: boolean
  readonly loading: number | null
  readonly failed: boolean
  /** Unblock request id by user id. */
  readonly removing: Readonly<Record<string, number>>
  /** An unblock failed (shown until the next action; unblockFailedId says whose). */
  readonly unblockFailed: boolean
  /** The user whose unblock failed (shown beside their row until the next action), or null. */
  readonly unblockFailedId: number | null
  /** Listed users unblocked since `page` was answered: the gateway's later rows moved up by as many. */
  readonly unblocked: number
}

export const initialBlocked: BlockedState = {
  open: false,
  users: [],
  page: 0,
  hasMore: false,
  loading: null,
  failed: false,
  removing: {},
  unblockFailed: false,
  unblockFailedId: null,
  unblocked: 0,
}

/**
 * The page to ask next (from 1): the one holding the first row not loaded yet, counted as the gateway
 * counts now, `unblocked` rows earlier than after `page` (its rows already listed are skipped as duplicates).
 */
export const nextBlockedPage = (b: BlockedState): number =>
  Math.max(1, Math.floor((b.page * BLOCKED_PAGE_SIZE - b.unblocked) / BLOCKED_PAGE_SIZE) + 1)
