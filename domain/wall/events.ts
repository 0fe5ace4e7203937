// Host wall events (a§2 GoddessWall): tab and country choices and paging as the member scrolls.
import * as Schema from "effect/Schema"
import { SafeNumber } from "../core/sensitive"
import { event } from "../core/schema"

export const WallGroupSelected = event("WallGroupSelected", { groupId: SafeNumber })
/** countryId null = all countries. */
export const WallCountrySelected = event("WallCountrySelected", { countryId: Schema.NullOr(SafeNumber) })
export const WallMoreRequested = event("WallMoreRequested", {})
export const WallRetryRequested = event("WallRetryRequested", {})

export const WallEvents = [WallGroupSelected, WallCountrySelected, WallMoreRequested, WallRetryRequested] as const
