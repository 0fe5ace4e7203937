// The first-time bonus, push-token and tracking endpoints (a§3, a§7) as data, spread into `Api` of
// contract.ts. Wire names as the service spells them (status, gold, img, pushToken, countryId, eventId).
// The push-token save path is not shown in a§7; this client and the reference gateway use
// POST /user/ext/savePushToken (documented in README).
import * as Schema from "effect/Schema"
import { InstallRequests } from "../../domain/install/requests"
import { PushRequests } from "../../domain/push/requests"
import { route } from "./endpoint"

const Num = Schema.Number
const Str = Schema.String

/**
 * a§3 web push info and web-app install info: `status` 1 when this member already turned the feature on
 * and got the first-time coins, 0 when not yet; `gold` the coins offered; `img` a picture ("" none).
 */
export const BonusInfoWire = Schema.Struct({ status: Num, gold: Num, img: Str })
export type BonusInfoWire = typeof BonusInfoWire.Type

/** A granted first-time bonus: `gold` coins added now. */
export const BonusGrantWire = Schema.Struct({ gold: Num })

/** The endpoints, keyed by the client's names. */
export const PushApi = {
  isInitNotification: route(PushRequests.isInitNotification, { method: "GET", path: "/user/ext/isInitNotification", public: false, data: BonusInfoWire }),
  initNotificationGiveCoin: route(PushRequests.initNotificationGiveCoin, { method: "POST", path: "/user/ext/initNotificationGiveCoin", public: false, data: BonusGrantWire }),
  isInitWebapp: route(InstallRequests.isInitWebapp, { method: "GET", path: "/user/ext/isInitWebapp", public: false, data: BonusInfoWire }),
  initWebappGiveCoin: route(InstallRequests.initWebappGiveCoin, { method: "POST", path: "/user/ext/initWebappGiveCoin", public: false, data: BonusGrantWire }),
  savePushToken: route(PushRequests.savePushToken, { method: "POST", path: "/user/ext/savePushToken", public: false, data: Schema.Unknown }),
  buryRecord: route(PushRequests.buryRecord, { method: "POST", path: "/bury/exempt/addUserRequestBuryRecordAll", public: true, data: Schema.Unknown }),
} as const

/** Endpoints of {@link PushApi} that need a signed-in member (tracking is exempt, as its path says). */
export const PUSH_ENDPOINTS: ReadonlyArray<keyof typeof PushApi> = ["isInitNotification", "initNotificationGiveCoin", "isInitWebapp", "initWebappGiveCoin", "savePushToken"]

/** Wire -> domain: bonus info (status 1 -> claimed) and a grant (gold -> coins); undefined for other names. */
export const translatePush = (name: string, data: unknown): unknown => {
  switch (name) {
    case "isInitNotification":
    case "isInitWebapp": {
      const d = data as BonusInfoWire
      return { claimed: d.status === 1, coins: d.gold, img: d.img }
    }
    case "initNotificationGiveCoin":
    case "initWebappGiveCoin":
      return { coins: (data as { gold: number }).gold }
  }
  return undefined
}
