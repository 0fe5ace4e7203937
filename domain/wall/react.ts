// Wall commands: on start the groups and country filter (a§7 host wall endpoints); then the next page
// of the guest or signed list whenever the reducer set `pending` to this event's seq; the country filter
// again when the connection comes back without it.
import { call } from "../core/call"
import type { AppEvent, AppState, Cmd } from "../app/types"
import { WALL_PAGE_SIZE } from "../constants"
import { cameBack } from "../connectivity/state"

/** Commands for wall events. */
export const reactWall = (s: AppState, e: AppEvent): Cmd[] => {
  const w = s.wall
  if (e._tag === "AppStarted") return [call(s, e.seq, "hostGroups", {}), call(s, e.seq, "hostCountries", {})]
  // Back online with no country filter yet (it failed offline): ask again.
  const countries = w.countries.length === 0 && cameBack(s.connectivity, e.seq) ? [call(s, e.seq, "hostCountries", {})] : []
  if (w.pending !== e.seq) return countries
  if (w.groupId === null) return [call(s, e.seq, "hostGroups", {}), ...countries]
  const query = { groupId: w.groupId, page: w.page + 1, size: WALL_PAGE_SIZE, ...(w.countryId !== null ? { countryId: w.countryId } : {}) }
  return [call(s, e.seq, w.list === "signed" ? "hostsSignedIn" : "hostsGuest", query), ...countries]
}
