// The gateway requests of blocking (m§7): a page of blocked users ({page, size 20}), unblocking one
// ({friendUserId}) and blocking one ({blacklistUserId, userId = the signed-in member}).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { BlockedPage } from "./answers"

const Num = Schema.Number

/** The blacklist's requests by name. */
export const BlockedRequests = {
  blacklist: request(Schema.Struct({ page: Num, size: Num }), BlockedPage),
  removeBlack: request(Schema.Struct({ friendUserId: Num }), Schema.Struct({})),
  /**
   * m§7 POST /black/addBlack: the member (`userId`, must be the signed-in one) blocks `blacklistUserId`.
   * Blocking also ends a friendship and any pending request between the two, and their reminders.
   */
  addBlack: request(Schema.Struct({ blacklistUserId: Num, userId: Num }), Schema.Struct({})),
} as const
export type BlockedRequestTable = typeof BlockedRequests
