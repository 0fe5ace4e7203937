// The host wall route (a§2 GoddessWall): maps the wall slice to HostWall's props; country names and
// flags are named in the active language (ui/app/countries.ts). A wall that could not load while the app is
// offline says so (not "Failed to load"). New hosts are rendered as a deferred value: the store's update
// (always a blocking render) only keeps the loading skeletons, and the cards render in the background,
// React giving the main thread back every few ms (issue 14, long tasks); the page load's first render of
// the wall has only the cards of its first two rows, the rest following in such a render. Back from a
// host's friend page, that host's card takes the focus again (history state `wallFrom` of the wall's entry).
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from "react"
import { I } from "../../domain/app/intents"
import { isSignedIn } from "../../domain/session/state"
import { selectOffline } from "../../domain/connectivity/selectors"
import { HostWall } from "../components/HostWall"
import type { HostCardModel } from "../components/HostCard"
import { countryView } from "../app/countries"
import { useLocaleInfo } from "../../i18n"
import { useAppState, useDispatch } from "../app/hooks"
import { profilePath } from "../app/profilePath"
import { wallColumns } from "../boot/firstRow"

const STATUS = ["offline", "busy", "online", "offline"] as const
/** Call location code of a call placed from a host card on the wall (m§4; 11 is the price-pop location). */
const WALL_CALL_LOCATION = 1

/**
 * The host whose card opened their friend page from this wall entry (history state `wallFrom`, written
 * on the wall's entry as the card's link is followed), or null.
 */
const wallFrom = (): number | null => {
  const v = (history.state as { wallFrom?: unknown } | null)?.wallFrom
  return typeof v === "number" ? v : null
}

/** Forgets `wallFrom` on the current entry (the card has the focus again; a reload starts afresh). */
const forgetWallFrom = (): void => {
  const { wallFrom: _gone, ...rest } = (history.state ?? {}) as Record<string, unknown>
  history.replaceState(rest, "")
}

/** Whether this page load has shown the wall (set after its first commit). */
let wallShown = false

/**
 * Cards in the page load's first render of the wall: its first two rows (about what the first screen shows),
 * or null after that first render. The first commit, which replaces the static first paint, was one long task
 * with the whole first page's 20 cards. Alternating A/B on 2026-12-03 at 4x CPU, 2 x 3 loads each: the first
 * visit's blocking time went from 317/316 to 264/199 ms on a phone and from 347/362 to 278/294 ms at 1280 px;
 * Lighthouse's first-visit TBT was 48/159/103 ms against 146/252/75 ms (docs/testing.md, Bench).
 */
const firstRenderCards = (): number | null => (wallShown || typeof matchMedia !== "function" ? null : 2 * wallColumns((query) => matchMedia(query).matches))

/** The wall page. */
export default function WallPage() {
  const dispatch = useDispatch()
  const wall = useAppState((s) => s.wall)
  const signedIn = useAppState((s) => isSignedIn(s.session))
  const lang = useLocaleInfo().tag
  const prefix = useAppState((s) => s.shell.route.prefix)
  const offline = useAppState(selectOffline)
  // Back from a host's friend page: their card's name link gets the focus again (HostWall).
  const [focusHost, setFocusHost] = useState<number | null>(wallFrom)

  const countries = useMemo(
    () => wall.countries.map((id) => countryView(id, lang)).map((c) => ({ id: c.id, name: c.name, code: c.alpha2 })).sort((a, b) => a.name.localeCompare(b.name, lang)),
    [wall.countries, lang],
  )
  // The first render's cards (the page load's first wall only; made once): the rest come in the deferred render after it.
  const [firstHosts] = useState(() => {
    const n = firstRenderCards()
    return n === null ? undefined : wall.hosts.slice(0, n)
  })
  useEffect(() => void (wallShown = true), [])
  const wallHosts = useDeferredValue(wall.hosts, firstHosts)
  // New cards on their way (first page, next page): the skeletons stay until they render.
  const cardsComing = wallHosts.length < wall.hosts.length
  const hosts = useMemo<HostCardModel[]>(
    () =>
      wallHosts.map((h) => {
        const c = countryView(h.countryId, lang)
        return {
          id: h.id,
          name: h.name,
          age: h.age > 0 ? h.age : null,
          avatarUrl: h.avatar || null,
          countryName: c.name || null,
          countryCode: c.alpha2 || null,
          status: STATUS[h.status] ?? "offline",
          pricePerMinute: h.pricePerMinute,
        }
      }),
    [wallHosts, lang],
  )

  // Stable across renders, so a card whose host did not change is not rendered again (HostCard is memoized).
  const onCall = useCallback((id: number) => dispatch(I.PlaceCall({ calleeId: String(id), location: WALL_CALL_LOCATION })), [dispatch])

  return (
    <HostWall
      groups={wall.groups}
      activeGroupId={wall.groupId}
      onSelectGroup={(groupId) => dispatch(I.SelectWallGroup({ groupId }))}
      countries={countries}
      countryId={wall.countryId}
      onSelectCountry={(countryId) => dispatch(I.SelectWallCountry({ countryId }))}
      hosts={hosts}
      loading={wall.pending !== null || (wall.groups.length === 0 && !wall.failed) || cardsComing}
      hasMore={wall.hasMore}
      errorKey={wall.failed ? (offline ? "offline" : "loadFailed") : null}
      onLoadMore={() => dispatch(I.LoadMoreHosts())}
      onRetry={() => dispatch(I.RetryWall())}
      signedIn={signedIn}
      onCall={onCall}
      profileHref={(id) => profilePath(prefix, id)}
      onOpenProfile={(id) => history.replaceState({ ...((history.state ?? {}) as object), wallFrom: id }, "")}
      focusHostId={focusHost}
      onHostFocused={() => {
        setFocusHost(null)
        forgetWallFrom()
      }}
    />
  )
}
