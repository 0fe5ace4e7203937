// Domain shapes of the first-time bonus answers (a§3, a§7: web push and web-app install); the gateway
// adapter maps the wire (status 1, gold) to these once.
import * as Schema from "effect/Schema"
import { ImageUrl, SafeNumber } from "../core/sensitive"

/** a§3 web push / web-app install info: whether the first-time coins were already given, how many, a picture. */
export const BonusInfo = Schema.Struct({ claimed: Schema.Boolean, coins: SafeNumber, img: ImageUrl })
export type BonusInfo = typeof BonusInfo.Type

/** A granted first-time bonus: coins added now. */
export const BonusGrant = Schema.Struct({ coins: SafeNumber })
export type BonusGrant = typeof BonusGrant.Type
