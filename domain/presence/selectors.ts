// Reads of presence for views.
import type { AppState } from "../app/state"

/** a§3 online status of user `id` (0 offline, 1 busy, 2 online, 3 invisible), or null when unknown. */
export const selectOnlineStatus = (id: number) => (s: AppState): number | null => s.presence.statuses[String(id)] ?? null
