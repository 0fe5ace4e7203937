// The gateway requests of the host wall (a§7 homepage lists): group tabs, a page of hosts (signed in or
// as a guest), and the countries of the filter. Parameters in wire names; answers in domain shape.
import * as Schema from "effect/Schema"
import { SafeNumber } from "../core/sensitive"
import { request } from "../core/request"
import { HostGroup, HostPage } from "./answers"

const Num = Schema.Number
const None = Schema.Struct({})

/** One page of group `groupId` (optionally of one country), `size` hosts a page, pages from 1. */
export const HostQuery = Schema.Struct({ groupId: Num, countryId: Schema.optionalKey(Num), page: Num, size: Num })

/** The wall's requests by name. */
export const WallRequests = {
  hostGroups: request(None, Schema.Array(HostGroup)),
  hostsSignedIn: request(HostQuery, HostPage),
  hostsGuest: request(HostQuery, HostPage),
  hostCountries: request(None, Schema.Array(SafeNumber)),
} as const
export type WallRequestTable = typeof WallRequests
