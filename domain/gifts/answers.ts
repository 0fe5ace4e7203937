// Domain shape of a gift of the gift list (m§7 GET /gift).
import * as Schema from "effect/Schema"
import { SafeNumber, SafeString } from "../core/sensitive"


/** A gift of the gift list (m§7 GET /gift); price in coins. */
export const Gift = Schema.Struct({ id: SafeNumber, name: SafeString, price: SafeNumber, img: SafeString })
export type Gift = typeof Gift.Type
