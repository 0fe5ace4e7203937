// HostWall: the home page grid — sticky header with group tabs and a country filter, then host
// cards, skeletons while loading, an infinite-scroll sentinel (IntersectionObserver -> onLoadMore),
// and empty / error states. Presentational: all data and callbacks come from the container.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from "react"
import { useI18n, type ErrorKey, type TranslationFunctions } from "../../i18n"
import { Button } from "./Button"
import { HostCard, HostCardSkeleton, type HostCardModel } from "./HostCard"
import { AlertIcon, ChevronDownIcon, GlobeIcon, InfoIcon, SearchIcon } from "./icons"
import { Flag } from "./flags/Flag"
import "./HostWall.css"

/** Cards in the widest grid's first row (6 columns from 1500 px): their photos load eagerly, first (issue 14). */
const FIRST_ROW = 6

/** A host group tab as the server lists it; `code` picks the catalog label, `name` is the fallback. */
export interface HostGroup {
  id: number
  code: string
  name: string
}

/** A country option: numeric id, localised name and alpha-2 code (its flag), built by the container (ui/app/countries.ts). */
export interface CountryOption {
  id: number
  name: string
  code: string
}

/** Props of {@link HostWall}. */
export interface HostWallProps {
  groups: readonly HostGroup[]
  activeGroupId: number | null
  onSelectGroup: (id: number) => void
  countries: readonly CountryOption[]
  /** Selected country id; null = all countries. */
  countryId: number | null
  onSelectCountry: (id: number | null) => void
  hosts: readonly HostCardModel[]
  /** A page is being fetched (first page: full skeleton grid; next pages: appended skeletons). */
  loading: boolean
  hasMore: boolean
  /** Why the last page failed, as a catalog key of `LL.errors` (e.g. "loadFailed"); null = no error. */
  errorKey: ErrorKey | null
  onLoadMore: () => void
  onRetry: () => void
  signedIn: boolean
  onCall: (hostId: number) => void
  /** The friend page path of a host (the card's photo and name link there). */
  profileHref: (hostId: number) => string
  /** Called when a card's photo or name opens the host's friend page. */
  onOpenProfile?: (hostId: number) => void
  /** A host whose name link takes the focus once their card is shown (coming back from their page); null = none. */
  focusHostId?: number | null
  /** Called once the name link of `focusHostId` has the focus. */
  onHostFocused?: () => void
}

/** Number of skeleton cards for a first load and for a next page. */
const SKELETONS_FIRST = 12
const SKELETONS_MORE = 6

type GroupCode = keyof TranslationFunctions["wall"]["groups"]
const isGroupCode = (code: string): code is GroupCode => ["popular", "new", "goddess", "nearby"].includes(code)

/** The host wall page body. */
export function HostWall(props: HostWallProps) {
  const {
    groups, activeGroupId, onSelectGroup, countries, countryId, onSelectCountry, hosts, loading, hasMore,
    errorKey, onLoadMore, onRetry, signedIn, onCall, profileHref, onOpenProfile, focusHostId = null, onHostFocused,
  } = props
  const { LL } = useI18n()
  const baseId = useId()
  const tabId = (id: number) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`
  const countrySelectId = `${baseId}-country`
  const tablistRef = useRef<HTMLDivElement>(null)
  const sentinelRef = useRef<HTMLDivElement>(null)
  const loadMoreRef = useRef(onLoadMore)
  loadMoreRef.current = onLoadMore
  const hasObserver = typeof IntersectionObserver !== "undefined"

  const groupLabel = (g: HostGroup) => (isGroupCode(g.code) ? LL.wall.groups[g.code]() : g.name)
  const selectedGroupId = activeGroupId ?? groups[0]?.id ?? null

  // Re-observe after each page (or state change) so a sentinel still in view asks again.
  useEffect(() => {
    const el = sentinelRef.current
    if (!el || !hasMore || loading || errorKey !== null || !hasObserver) return
    let fired = false
    const io = new IntersectionObserver(
      (entries) => {
        if (!fired && entries.some((e) => e.isIntersecting)) {
          fired = true
          loadMoreRef.current()
        }
      },
      { rootMargin: "0px 0px 800px 0px" },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [hasMore, loading, errorKey, hosts.length, hasObserver])

  // Back from a host's friend page: the keyboard goes on from that host's card (the browser restores the
  // scroll; focus would otherwise start again at the top of the page).
  const gridRef = useRef<HTMLUListElement>(null)
  const focusedRef = useRef(onHostFocused)
  focusedRef.current = onHostFocused
  useEffect(() => {
    if (focusHostId === null) return
    const link = gridRef.current?.querySelector<HTMLElement>(`[data-host-id="${focusHostId}"] .host-card-name-link`)
    if (!link) return
    link.focus({ preventScroll: true })
    focusedRef.current?.()
  }, [focusHostId, hosts])

  const onGridClick = (e: MouseEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement
    const card = target.closest<HTMLElement>("[data-host-id]")
    if (card && target.closest(".host-card-name-link, .host-card-photo-link")) onOpenProfile?.(Number(card.dataset.hostId))
  }

  const onTabKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(tablistRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])
    const i = tabs.indexOf(document.activeElement as HTMLElement)
    if (i < 0) return
    // The arrows follow the screen: in a right-to-left page the next tab is on the left.
    const forward = document.dir === "rtl" ? "ArrowLeft" : "ArrowRight"
    const back = document.dir === "rtl" ? "ArrowRight" : "ArrowLeft"
    const next = e.key === forward ? i + 1 : e.key === back ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? tabs.length - 1 : null
    if (next === null) return
    e.preventDefault()
    tabs[(next + tabs.length) % tabs.length]?.focus()
  }

  const chosenCountry = countries.find((c) => c.id === countryId) ?? null
  const firstLoad = hosts.length === 0
  const showEmpty = !loading && errorKey === null && firstLoad
  const showFullError = errorKey !== null && firstLoad && !loading

  return (
    <section className="host-wall" aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`} className="visually-hidden">{LL.pages.wall()}</h1>
      <div className="host-wall-header">
        {/* No groups known and none coming (the list failed, or the app is offline): no empty tab list. */}
        {groups.length === 0 && errorKey !== null ? null : (
          <div ref={tablistRef} role="tablist" aria-label={LL.wall.groupsLabel()} className="host-wall-tabs" onKeyDown={onTabKey}>
            {groups.map((g) => {
              const selected = g.id === selectedGroupId
              return (
                <button
                  key={g.id}
                  type="button"
                  role="tab"
                  id={tabId(g.id)}
                  aria-selected={selected}
                  aria-controls={panelId}
                  tabIndex={selected ? 0 : -1}
                  className="host-wall-tab"
                  onClick={() => onSelectGroup(g.id)}
                >
                  {groupLabel(g)}
                </button>
              )
            })}
          </div>
        )}
        <div className="host-wall-filter">
          <label htmlFor={countrySelectId} className="visually-hidden">{LL.wall.country()}</label>
          {/* Options of a native select can only hold text: the chosen country's flag sits beside it. */}
          <span className="host-wall-filter-icon" aria-hidden="true">
            {chosenCountry ? <Flag code={chosenCountry.code} size={14} /> : <GlobeIcon size={18} />}
          </span>
          <ChevronDownIcon size={16} className="host-wall-filter-chevron" />
          <select
            id={countrySelectId}
            value={countryId === null ? "" : String(countryId)}
            onChange={(e) => onSelectCountry(e.target.value === "" ? null : Number(e.target.value))}
          >
            <option value="">{LL.wall.allCountries()}</option>
            {countries.map((c) => (
              <option key={c.id} value={String(c.id)}>{c.name}</option>
            ))}
          </select>
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={selectedGroupId !== null ? tabId(selectedGroupId) : undefined}
        className="host-wall-panel"
      >
        <p className="visually-hidden" role="status">{loading ? LL.wall.loading() : ""}</p>

        {showFullError && errorKey === "offline" ? (
          // Offline is not a failure (docs/features.md): it says so, and the wall fills by itself once
          // the connection is back (the wall slice loads again then).
          <div className="host-wall-state" role="status">
            <InfoIcon size={40} />
            <h2 className="host-wall-state-title">{LL.wall.offlineTitle()}</h2>
            <p className="host-wall-state-text">{LL.wall.offlineText()}</p>
          </div>
        ) : showFullError ? (
          <div className="host-wall-state" role="alert">
            <AlertIcon size={40} />
            <h2 className="host-wall-state-title">{LL.wall.errorTitle()}</h2>
            <p className="host-wall-state-text">{LL.errors[errorKey]()}</p>
            <Button variant="primary" onClick={onRetry}>{LL.common.retry()}</Button>
          </div>
        ) : showEmpty ? (
          <div className="host-wall-state">
            <SearchIcon size={40} />
            <h2 className="host-wall-state-title">{LL.wall.emptyTitle()}</h2>
            <p className="host-wall-state-text">{LL.wall.emptyText()}</p>
          </div>
        ) : (
          <ul ref={gridRef} role="list" className="host-grid" aria-busy={loading || undefined} onClickCapture={onGridClick}>
            {hosts.map((h, i) => (
              <li key={h.id} data-host-id={h.id}>
                <HostCard {...h} signedIn={signedIn} onCall={onCall} profileHref={profileHref(h.id)} priority={i < FIRST_ROW} />
              </li>
            ))}
            {loading
              ? Array.from({ length: firstLoad ? SKELETONS_FIRST : SKELETONS_MORE }, (_, i) => (
                  <li key={`skeleton-${i}`} aria-hidden="true">
                    <HostCardSkeleton />
                  </li>
                ))
              : null}
          </ul>
        )}

        {errorKey !== null && !firstLoad ? (
          <div className="host-wall-inline-error" role="alert">
            <p>{LL.errors[errorKey]()}</p>
            <Button variant="secondary" size="sm" onClick={onRetry}>{LL.common.retry()}</Button>
          </div>
        ) : null}

        {hasMore && errorKey === null && !firstLoad ? (
          hasObserver ? (
            <div ref={sentinelRef} className="host-wall-sentinel" aria-hidden="true" />
          ) : !loading ? (
            <div className="host-wall-more">
              <Button variant="secondary" onClick={onLoadMore}>{LL.wall.loadMore()}</Button>
            </div>
          ) : null
        ) : null}

        {!hasMore && !loading && !firstLoad && errorKey === null ? (
          <p className="host-wall-end">{LL.wall.endOfList()}</p>
        ) : null}
      </div>
    </section>
  )
}
