// Wall reducer: groups and countries as they arrive, the first group chosen by default, pages of
// hosts appended without duplicates, and a fresh first page whenever the list kind (guest/signed),
// the group or the country changes. A load is requested by setting `pending` to the event's seq; a wall
// that failed loads again when the connection comes back.
import { castDraft, current, isDraft, original, type Draft } from "immer"
import { answerOf } from "../core/answers"
import { appendNewHosts } from "./append"
import { type Host } from "./answers"
import type { AppEvent, AppState, Recipe } from "../app/types"
import { isSignedIn } from "../session/state"
import { CONNECTIVITY_EVENTS, cameBack } from "../connectivity/state"

/**
 * The events evolveWall acts on (Feature.evolveOn: it is called for no other): its own, those that can
 * sign in or out (the list kind), and those that can bring the connection back (`cameBack`).
 */
export const wallEvolveOn: ReadonlyArray<AppEvent["_tag"]> = [...CONNECTIVITY_EVENTS, "WallGroupSelected", "WallCountrySelected", "WallMoreRequested", "WallRetryRequested", "GatewayAnswered", "GatewayFailed", "AppStarted", "LogoutRequested"]

/** The wall recipe. */
export const evolveWall: Recipe = (d, e) => {
  const w = d.wall
  switch (e._tag) {
    case "WallGroupSelected":
      w.groupId = e.groupId
      restart(d, e)
      break
    case "WallCountrySelected":
      w.countryId = e.countryId
      restart(d, e)
      break
    case "WallMoreRequested":
    case "WallRetryRequested":
      w.pending = e.seq
      w.failed = false
      break
    case "GatewayAnswered": {
      const groups = answerOf(e, "hostGroups")
      if (groups) {
        w.groups = castDraft(groups)
        if (w.groupId === null && groups[0]) {
          w.groupId = groups[0].id
          restart(d, e)
        } else if (w.pending === e.requestId) w.pending = e.seq
        break
      }
      const countries = answerOf(e, "hostCountries")
      if (countries) {
        w.countries = castDraft(countries)
        break
      }
      const page = answerOf(e, "hostsGuest") ?? answerOf(e, "hostsSignedIn")
      if (page && e.requestId === w.pending) {
        // Read the base array, not the draft, so the listed hosts are not drafted one by one (live store).
        const drafted = isDraft(w.hosts)
        const before: ReadonlyArray<Host> = drafted ? (original(w.hosts) ?? current(w.hosts)) : (w.hosts as ReadonlyArray<Host>)
        let next: Host[]
        if (Array.isArray(page.hosts)) next = appendNewHosts(before, page.hosts)
        else {
          // Not an array (a malformed answer in an imported trace): the first way, which throws just as it did
          // (its own loop, not append.ts's: the error names `page.hosts`, as recorded EvolveFailed messages do).
          next = before.slice()
          add: for (const h of page.hosts) {
            for (let i = 0; i < next.length; i++) if (next[i]!.id === h.id) continue add
            next.push(h)
          }
        }
        // Under immer, frozen: it then keeps the array as is instead of walking it on later events.
        // (The fast fold of a replay skips it: freezing arrays is slow in V8.)
        w.hosts = castDraft(drafted ? Object.freeze(next) : next)
        w.page = page.page
        w.hasMore = page.hasMore && page.hosts.length > 0
        w.pending = null
      }
      break
    }
    case "GatewayFailed":
      if (e.requestId === w.pending || (e.name === "hostGroups" && w.groups.length === 0)) {
        w.pending = null
        w.failed = true
      }
      break
  }
  // The connection is back (after a wall that failed while offline): it loads again by itself.
  if (w.failed && w.pending === null && cameBack(d.connectivity, e.seq)) {
    w.failed = false
    w.pending = e.seq
  }
  if (!canSwitchList(e._tag)) return
  const list = isSignedIn(d.session) ? "signed" : "guest"
  if (list !== w.list) {
    w.list = list
    if (w.groupId !== null) restart(d, e)
  }
}

/** Events that can sign in or out, switching between the guest and the signed list. */
const canSwitchList = (tag: AppEvent["_tag"]): boolean => tag === "GatewayAnswered" || tag === "AppStarted" || tag === "GatewayFailed" || tag === "LogoutRequested"

const restart = (d: Draft<AppState>, e: AppEvent) => {
  const w = d.wall
  w.hosts = []
  w.page = 0
  w.hasMore = true
  w.failed = false
  w.pending = e.seq
}
