// Domain shape of a gift of the gift list (m§7 GET /gift).
import * as Schema from "effect/Schema"

const Num = Schema.Number

/** A gift of the gift list (m§7 GET /gift); price in coins. */
export const Gift = Schema.Struct({ id: Num, name: Schema.String, price: Num, img: Schema.String })
export type Gift = typeof Gift.Type
