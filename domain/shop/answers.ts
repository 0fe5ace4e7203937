// Domain shape of a coin package of the shop (a§2 /shop).
import * as Schema from "effect/Schema"
import { SafeNumber, SafeString } from "../core/sensitive"


/** A coin package of the shop: gold and bonus in coins, price in minor units (cents) of `currency`. */
export const CoinPackage = Schema.Struct({ id: SafeNumber, gold: SafeNumber, bonus: SafeNumber, price: SafeNumber, currency: SafeString })
export type CoinPackage = typeof CoinPackage.Type
