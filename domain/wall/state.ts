// The host wall slice: groups, country filter, the loaded hosts (deduplicated by id, in order) and
// paging. `pending` is the request id of the page being loaded.
import type { Host, HostGroup } from "./answers"

/** The host wall slice. `page` is the last page loaded (0 = none). */
export interface WallState {
  readonly groups: ReadonlyArray<HostGroup>
  readonly countries: ReadonlyArray<number>
  readonly groupId: number | null
  readonly countryId: number | null
  readonly hosts: ReadonlyArray<Host>
  readonly page: number
  readonly hasMore: boolean
  readonly pending: number | null
  readonly failed: boolean
  /** Which list the hosts came from: visitors see the guest list. */
  readonly list: "guest" | "signed"
}

export const initialWall: WallState = {
  groups: [],
  countries: [],
  groupId: null,
  countryId: null,
  hosts: [],
  page: 0,
  hasMore: true,
  pending: null,
  failed: false,
  list: "guest",
}
