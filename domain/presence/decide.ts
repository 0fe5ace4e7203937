// Presence decisions: a request for online statuses keeps the valid, distinct user ids (positive
// integers); nothing is asked for when none remain.
import type { AppState, Intent, NewEvent } from "../app/types"

/** Events for presence intents; [] for others. */
export const decidePresence = (_s: AppState, i: Intent, at: number): NewEvent[] => {
  if (i._tag !== "RefreshOnlineStatus") return []
  const userIds = [...new Set(i.userIds.filter((id) => Number.isSafeInteger(id) && id > 0))]
  return userIds.length > 0 ? [{ _tag: "OnlineStatusRequested", at, userIds }] : []
}
