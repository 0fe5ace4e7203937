// Domain shapes of the wall's answers (a§2 host wall): a host card, a page of hosts, a group tab. The
// gateway adapter maps the wire names (userName, headImg, price) to these once.
import * as Schema from "effect/Schema"
import { ImageUrl, PersonName, SafeNumber, SafeString, UserId } from "../core/sensitive"


/** A host on the wall. avatar is the 270X360 image; pricePerMinute in coins (0 = free). */
export const Host = Schema.Struct({
  id: UserId,
  name: PersonName,
  avatar: ImageUrl,
  countryId: SafeNumber,
  age: SafeNumber,
  status: SafeNumber,
  goddess: Schema.Boolean,
  pricePerMinute: SafeNumber,
  interests: Schema.Array(SafeNumber),
})
export type Host = typeof Host.Type

/** A host group tab; `code` maps to catalog text. */
export const HostGroup = Schema.Struct({ id: SafeNumber, code: SafeString, name: SafeString })
export type HostGroup = typeof HostGroup.Type

/** A page of hosts; `hasMore` false on the last page. */
export const HostPage = Schema.Struct({ hosts: Schema.Array(Host), page: SafeNumber, hasMore: Schema.Boolean })
export type HostPage = typeof HostPage.Type
