// The gateway request of the shop: the coin packages (a§2 /shop).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { CoinPackage } from "./answers"

/** The shop's requests by name. */
export const ShopRequests = {
  coinPackages: request(Schema.Struct({}), Schema.Array(CoinPackage)),
} as const
export type ShopRequestTable = typeof ShopRequests
