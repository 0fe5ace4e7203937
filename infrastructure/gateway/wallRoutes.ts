// The routes of the wall's first requests (a§7 homepage lists), kept apart from the contract's Schemas:
// the contract table (./contract.ts) declares these endpoints with them, and the boot script's early
// requests (./earlyBoot.ts, issue 14) send them before the app's code has loaded.
import type { Route } from "./request"

/** Group tabs, the first guest page and the country filter of the wall: public GETs with sealed answers. */
export const WALL_ROUTES = {
  hostGroups: { method: "GET", path: "/homepage/userlist/exempt/group/part/groups", public: true },
  hostsGuest: { method: "GET", path: "/homepage/userlist/exempt/list/part/users/guest", public: true },
  hostCountries: { method: "GET", path: "/homepage/userlist/exempt/filter/part/countryids", public: true },
} as const satisfies Record<string, Route>
