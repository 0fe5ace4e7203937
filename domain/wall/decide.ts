// Wall decisions: tab and country choices, paging (only when more exists and nothing is loading), retry.
import type { AppState, Intent, NewEvent } from "../app/types"

/** Events for wall intents; [] for others or when the intent does not apply now. */
export const decideWall = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const w = s.wall
  switch (i._tag) {
    case "SelectWallGroup":
      return w.groups.some((g) => g.id === i.groupId) && i.groupId !== w.groupId ? [{ _tag: "WallGroupSelected", at, groupId: i.groupId }] : []
    case "SelectWallCountry":
      return i.countryId !== w.countryId ? [{ _tag: "WallCountrySelected", at, countryId: i.countryId }] : []
    case "LoadMoreHosts":
      return w.hasMore && w.pending === null && !w.failed && w.groupId !== null ? [{ _tag: "WallMoreRequested", at }] : []
    case "RetryWall":
      return w.failed && w.pending === null ? [{ _tag: "WallRetryRequested", at }] : []
  }
  return []
}
