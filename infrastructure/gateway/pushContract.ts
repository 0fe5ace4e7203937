// The first-time bonus, push-token and tracking endpoints (a§3, a§7) as data, spread into `Api` of
// contract.ts. Wire names as the service spells them (status, gold, img, pushToken, countryId, eventId).
// The push-token save path is not shown in a§7; this client and the reference gateway use
// POST /user/ext/savePushToken (documented in README).
import * as Schema from "effect/Schema"
import type { Endpoint } from "./contract"

const ep = <P extends Schema.Top, D extends Schema.Top>(e: Endpoint<P, D>): Endpoint<P, D> => e
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

/** a§3 push token record. gender: the member's (a§6 "gender is used for push registration"). */
export const PushTokenParams = Schema.Struct({ pushToken: Str, gender: Num, countryId: Num })

/**
 * a§7 tracking record. time epoch ms; eventId names what happened; freeName1/freeName2 free text (for the
 * push-token failure: the permission status and the reason); country the member's country id; model
 * the device model ("web" here).
 */
export const BuryParams = Schema.Struct({
  userId: Num,
  deviceId: Str,
  time: Num,
  eventId: Str,
  targetUserId: Num,
  freeName1: Str,
  freeName2: Str,
  country: Num,
  model: Str,
})

/** The endpoints, keyed by the client's names. */
export const PushApi = {
  isInitNotification: ep({ method: "GET", path: "/user/ext/isInitNotification", public: false, params: Schema.Struct({}), data: BonusInfoWire }),
  initNotificationGiveCoin: ep({ method: "POST", path: "/user/ext/initNotificationGiveCoin", public: false, params: Schema.Struct({ countryId: Num }), data: BonusGrantWire }),
  isInitWebapp: ep({ method: "GET", path: "/user/ext/isInitWebapp", public: false, params: Schema.Struct({}), data: BonusInfoWire }),
  initWebappGiveCoin: ep({ method: "POST", path: "/user/ext/initWebappGiveCoin", public: false, params: Schema.Struct({ countryId: Num }), data: BonusGrantWire }),
  savePushToken: ep({ method: "POST", path: "/user/ext/savePushToken", public: false, params: PushTokenParams, data: Schema.Unknown }),
  buryRecord: ep({ method: "POST", path: "/bury/exempt/addUserRequestBuryRecordAll", public: true, params: BuryParams, data: Schema.Unknown }),
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
