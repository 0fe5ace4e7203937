// The gateway requests of installing as an app (a§3, a§7): the web-app first-time bonus info and grant
// (answers shaped like web push's: ../push/answers.ts).
import * as Schema from "effect/Schema"
import { request } from "../core/request"
import { BonusGrant, BonusInfo } from "../push/answers"

/** The install feature's requests by name. */
export const InstallRequests = {
  isInitWebapp: request(Schema.Struct({}), BonusInfo),
  initWebappGiveCoin: request(Schema.Struct({ countryId: Schema.Number }), BonusGrant),
} as const
export type InstallRequestTable = typeof InstallRequests
