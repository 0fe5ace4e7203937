// Domain shapes of the blacklist answers (m§3 a blocked user, m§7 black/blacklists); the gateway adapter
// maps the wire names (userName, headImg, pages) to these once.
import * as Schema from "effect/Schema"
import { ImageUrl, PersonName, SafeNumber, UserId } from "../core/sensitive"


/** m§3 a blocked user; avatar the 270X360 image. */
export const BlockedUser = Schema.Struct({ id: UserId, name: PersonName, avatar: ImageUrl, countryId: SafeNumber })
export type BlockedUser = typeof BlockedUser.Type
/** m§7 one page of the blacklist: page from 1, hasMore false on the last. */
export const BlockedPage = Schema.Struct({ users: Schema.Array(BlockedUser), page: SafeNumber, hasMore: Schema.Boolean })
export type BlockedPage = typeof BlockedPage.Type
