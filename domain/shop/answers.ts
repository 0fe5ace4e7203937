// Domain shape of a coin package of the shop (a§2 /shop).
import * as Schema from "effect/Schema"

const Num = Schema.Number

/** A coin package of the shop: gold and bonus in coins, price in minor units (cents) of `currency`. */
export const CoinPackage = Schema.Struct({ id: Num, gold: Num, bonus: Num, price: Num, currency: Schema.String })
export type CoinPackage = typeof CoinPackage.Type
