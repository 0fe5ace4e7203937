// The host wall (§7 host wall): group tabs, the country filter, and paged host lists for guests (only
// online/busy hosts, at most 3 pages) and signed-in users (everyone). Online first, then busy, then offline.
import { Code } from "../../infrastructure/gateway/contract"
import { type Ctx, fail, type Handlers, ok } from "../answers"
import type { GatewayOptions } from "../config"
import { type User, usersWhere } from "../db"
import { hostCard } from "../views"

/** The group tabs; `code` is the stable key the client translates. */
export const HOST_GROUPS = [
  { id: 1, code: "popular", name: "Popular" },
  { id: 2, code: "new", name: "New" },
  { id: 3, code: "goddess", name: "Goddess" },
  { id: 4, code: "nearby", name: "Nearby" },
] as const

/** Pages a guest may see. */
export const GUEST_MAX_PAGES = 3
/** Largest accepted page size. */
export const MAX_PAGE_SIZE = 50

/** Country (ISO numeric) of a client address: no geo database here, so always the configured default. */
export const countryOfIp = (_ip: string, opts: GatewayOptions): number => opts.defaultCountryId

const statusRank = (s: number): number => (s === 2 ? 0 : s === 1 ? 1 : 2)
const byPopularity = (a: User, b: User): number => b.popularity - a.popularity
const byNewest = (a: User, b: User): number => b.createdAt - a.createdAt

/** Members of a group in the group's own order, or null for an unknown group. */
const groupMembers = (groupId: number, hosts: User[], callerCountry: number): User[] | null => {
  switch (groupId) {
    case 1:
      return [...hosts].sort(byPopularity)
    case 2:
      return [...hosts].sort(byNewest).slice(0, Math.ceil(hosts.length / 3))
    case 3:
      return hosts.filter((h) => h.goddess).sort(byPopularity)
    case 4: {
      const near = hosts.filter((h) => h.countryId === callerCountry)
      return (near.length > 0 ? near : [...hosts]).sort(byPopularity)
    }
    default:
      return null
  }
}

interface Query {
  readonly groupId: number
  readonly countryId?: number
  readonly page: number
  readonly size: number
}

const hostPage = (ctx: Ctx, q: Query, guest: boolean) => {
  if (!Number.isInteger(q.page) || q.page < 1) return fail(Code.badParams, "page must be a whole number from 1")
  if (!Number.isInteger(q.size) || q.size < 1 || q.size > MAX_PAGE_SIZE)
    return fail(Code.badParams, `size must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  const callerCountry = ctx.me?.countryId || countryOfIp(ctx.ip, ctx.opts)
  const members = groupMembers(q.groupId, usersWhere(ctx.db, "kind = 'host'"), callerCountry)
  if (members === null) return fail(Code.badParams, "unknown groupId")
  const order = new Map(members.map((h, i) => [h.id, i]))
  const list = members
    .filter((h) => !q.countryId || h.countryId === q.countryId)
    .filter((h) => !guest || h.status === 1 || h.status === 2)
    .sort((a, b) => statusRank(a.status) - statusRank(b.status) || order.get(a.id)! - order.get(b.id)!)
  if (guest && q.page > GUEST_MAX_PAGES) return ok({ list: [], page: q.page, hasMore: false })
  const start = (q.page - 1) * q.size
  const end = start + q.size
  const hasMore = end < list.length && (!guest || q.page < GUEST_MAX_PAGES)
  return ok({ list: list.slice(start, end).map((h) => hostCard(h, ctx.now)), page: q.page, hasMore })
}

/** Handlers of the host wall. */
export const wallHandlers: Handlers = {
  hostGroups: () => ok(HOST_GROUPS.map((g) => ({ ...g }))),
  hostCountries: (ctx) =>
    ok(
      (ctx.db.prepare("SELECT DISTINCT country_id AS c FROM users WHERE kind = 'host' ORDER BY c").all() as { c: number }[]).map(
        (r) => r.c,
      ),
    ),
  hostsGuest: (ctx, q) => hostPage(ctx, q, true),
  hostsSignedIn: (ctx, q) => hostPage(ctx, q, false),
}
