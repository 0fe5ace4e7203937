// The gateway requests of the blacklist panel (m§7): a page of blocked users ({page, size 20}) and
// unblocking one ({friendUserId}).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { BlockedPage } from "./answers"

const Num = Schema.Number

/** The blacklist's requests by name. */
export const BlockedRequests = {
  blacklist: request(Schema.Struct({ page: Num, size: Num }), BlockedPage),
  removeBlack: request(Schema.Struct({ friendUserId: Num }), Schema.Struct({})),
} as const
export type BlockedRequestTable = typeof BlockedRequests
