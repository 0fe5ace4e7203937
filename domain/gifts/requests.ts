// The gateway request of the gifts: the gift list (m§7 GET /gift; the session asks for it on sign-in).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { Gift } from "./answers"

/** The gifts' requests by name. */
export const GiftRequests = {
  giftList: request(Schema.Struct({}), Schema.Array(Gift)),
} as const
export type GiftRequestTable = typeof GiftRequests
