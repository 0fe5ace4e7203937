// The gateway requests of the session (a§7): own info and coin balance, logout, the network's country,
// the RTM token, and the new member's coin check. Parameters in wire names; answers in domain shape.
import * as Schema from "effect/Schema"
import { Ip, SafeNumber } from "../core/sensitive"
import { request } from "../core/request"
import { RtmToken, UserProfile } from "./answers"

const Num = Schema.Number
const None = Schema.Struct({})

/** The session's requests by name. */
export const SessionRequests = {
  getUserInfo: request(Schema.Struct({ searchUserId: Num }), UserProfile),
  getCurrentGoldNum: request(None, Schema.Struct({ coinBalance: SafeNumber })),
  logout: request(None, Schema.Unknown),
  countryByIp: request(None, Schema.Struct({ countryId: SafeNumber, ip: Schema.optionalKey(Ip) })),
  rtmToken: request(None, RtmToken),
  checkIfAddCoinForNew: request(None, Schema.Struct({ added: Schema.Boolean, gold: SafeNumber })),
} as const
export type SessionRequestTable = typeof SessionRequests
