// Domain shapes of the first-time bonus, push-token and tracking answers (a§3, a§7), spread into
// AnswerSchemas; the wire -> domain mapping is infrastructure/gateway/pushContract.ts (translatePush).
import * as Schema from "effect/Schema"
import { ImageUrl } from "../app/sensitive"

/** a§3 web push / web-app install info: whether the first-time coins were already given, how many, a picture. */
export const BonusInfo = Schema.Struct({ claimed: Schema.Boolean, coins: Schema.Number, img: ImageUrl })
export type BonusInfo = typeof BonusInfo.Type

/** A granted first-time bonus: coins added now. */
export const BonusGrant = Schema.Struct({ coins: Schema.Number })
export type BonusGrant = typeof BonusGrant.Type

/** Answer Schemas of the endpoints by name. */
export const PushAnswerSchemas = {
  isInitNotification: BonusInfo,
  initNotificationGiveCoin: BonusGrant,
  isInitWebapp: BonusInfo,
  initWebappGiveCoin: BonusGrant,
  savePushToken: Schema.Unknown,
  buryRecord: Schema.Unknown,
} as const
