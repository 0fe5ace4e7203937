// The gateway requests of the overlays (a§4): the first-recharge popup and the privacy agreement.
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { ImageUrl } from "../core/sensitive"

const Num = Schema.Number

/** The overlays' requests by name. popupGet: status, picture, coins offered (gold) and call count. */
export const OverlayRequests = {
  popupGet: request(Schema.Struct({}), Schema.Struct({ status: Num, img1: ImageUrl, gold: Num, callCount: Num })),
  protocolStatus: request(Schema.Struct({ protocolType: Num }), Schema.Struct({ showPop: Schema.Boolean })),
  protocolSave: request(Schema.Struct({ agreeButton: Num, protocolType: Num, userId: Num }), Schema.Unknown),
} as const
export type OverlayRequestTable = typeof OverlayRequests
