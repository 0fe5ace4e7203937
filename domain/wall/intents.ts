// Host wall intents (a§2): pick a group tab or a country, load the next page, retry after a failure.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

export const SelectWallGroup = message("SelectWallGroup", { groupId: Schema.Number })
export const SelectWallCountry = message("SelectWallCountry", { countryId: Schema.NullOr(Schema.Number) })
export const LoadMoreHosts = message("LoadMoreHosts", {})
export const RetryWall = message("RetryWall", {})

/** The wall intents. */
export const WallIntents = [SelectWallGroup, SelectWallCountry, LoadMoreHosts, RetryWall] as const
