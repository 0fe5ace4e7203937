// The gateway requests of the overlays (a§4): the first-recharge popup and the privacy agreement.
import * as Schema from "effect/Schema"
import { ImageUrl, SafeNumber, UserId } from "../core/sensitive"
import { request } from "../core/request"


/** The overlays' requests by name. popupGet: status, picture, coins offered (gold) and call count. */
export const OverlayRequests = {
  popupGet: request(Schema.Struct({}), Schema.Struct({ status: SafeNumber, img1: ImageUrl, gold: SafeNumber, callCount: SafeNumber })),
  protocolStatus: request(Schema.Struct({ protocolType: SafeNumber }), Schema.Struct({ showPop: Schema.Boolean })),
  protocolSave: request(Schema.Struct({ agreeButton: SafeNumber, protocolType: SafeNumber, userId: UserId }), Schema.Unknown),
} as const
export type OverlayRequestTable = typeof OverlayRequests
