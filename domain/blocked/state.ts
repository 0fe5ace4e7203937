// The blacklist panel slice (m§2): open or not, the users loaded so far (pages of 20), the page request
// in flight, whether more pages exist, a failure, and the unblock requests in flight by user id.
import type { BlockedUser } from "./answers"

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
  /** An unblock failed (shown until the next action). */
  readonly unblockFailed: boolean
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
}
