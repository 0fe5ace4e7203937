// Presence decisions: a request for online statuses keeps the valid, distinct user ids (positive
// integers); nothing is asked for when none remain.
import type { AppState, Intent, NewEvent } from "../app/types"

/** The ids a batch status call (a§7) may carry: valid (positive safe integers), distinct, in order. */
export const statusIds = (ids: ReadonlyArray<number>): number[] => [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))]

/** Events for presence intents; [] for others. */
export const decidePresence = (_s: AppState, i: Intent, at: number): NewEvent[] => {
  if (i._tag !== "RefreshOnlineStatus") return []
  const userIds = statusIds(i.userIds)
  return userIds.length > 0 ? [{ _tag: "OnlineStatusRequested", at, userIds }] : []
}
