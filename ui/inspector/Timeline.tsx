// The virtualized timeline (@tanstack/react-virtual): one fixed-height row per shown event with seq,
// time, domain, type, summary, an error icon (with text for screen readers) and the hash badge.
// A listbox with aria-activedescendant: arrows/Page/Home/End move the selection, Enter activates.
import { useVirtualizer } from "@tanstack/react-virtual"
import { useEffect, useMemo, useRef, type KeyboardEvent, type ReactNode } from "react"
import { useI18n } from "../../i18n/core"
import { AlertIcon, CheckIcon, InfoIcon } from "../components/icons"
import { DOMAINS } from "./domains"
import type { Rows } from "./hooks"
import type { TraceSession } from "./model"
import { clockTime } from "./time"

/** Props of {@link Timeline}. */
export interface TimelineProps {
  readonly session: TraceSession
  readonly rows: Rows
  /** Selected event index, or -1. */
  readonly selected: number
  readonly onSelect: (index: number) => void
  /** Enter on the selected row. */
  readonly onActivate: (index: number) => void
  readonly timeZone: string
  /** Row height in px (two-line rows on narrow screens). */
  readonly rowHeight: number
}

/** Id of the DOM element of event index i (for aria-activedescendant). */
export const rowId = (i: number): string => `insp-row-${i}`

/** The event timeline. */
export function Timeline({ session, rows, selected, onSelect, onActivate, timeZone, rowHeight }: TimelineProps): ReactNode {
  const { LL } = useI18n()
  // Labels looked up once per language, not once per row.
  const labels = useMemo(
    () => ({
      domain: Object.fromEntries(DOMAINS.map((d) => [d, LL.inspector.domains[d]()])) as Record<string, string>,
      severity: { session: LL.inspector.severity.session(), error: LL.inspector.severity.error(), warning: LL.inspector.severity.warning(), notice: LL.inspector.severity.notice() },
      hash: { match: LL.inspector.hashes.match(), mismatch: LL.inspector.hashes.mismatch(), missing: LL.inspector.hashes.missing() },
    }),
    [LL],
  )
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    // Rows on the very first render (before the scroller is measured): assume a window-high list.
    initialRect: typeof window === "undefined" ? undefined : { width: window.innerWidth, height: window.innerHeight },
  })
  useEffect(() => {
    virtualizer.measure()
  }, [rowHeight, virtualizer])

  const position = selected >= 0 ? rows.positionOf(selected) : -1
  useEffect(() => {
    if (position < 0) return
    // Scroll only when the row is out of view (cached offsets: no layout read when it is visible).
    const top = position * rowHeight
    const from = virtualizer.scrollOffset ?? 0
    const height = virtualizer.scrollRect?.height ?? 0
    if (height === 0 || top < from || top + rowHeight > from + height) virtualizer.scrollToIndex(position, { align: "auto" })
  }, [position, virtualizer, rowHeight])

  const move = (k: number) => {
    if (rows.count === 0) return
    onSelect(rows.indexAt(Math.max(0, Math.min(rows.count - 1, k))))
  }
  const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? rowHeight * 10) / rowHeight) - 1)
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const k = position
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(k < 0 ? 0 : k + 1),
      ArrowUp: () => move(k < 0 ? 0 : k - 1),
      PageDown: () => move(k + page),
      PageUp: () => move(k - page),
      Home: () => move(0),
      End: () => move(rows.count - 1),
      Enter: () => (selected >= 0 ? onActivate(selected) : move(0)),
    }
    const run = keys[e.key]
    if (!run) return
    e.preventDefault()
    run()
  }

  return (
    <div className="insp-timeline">
      <div className="insp-row insp-row-head" aria-hidden="true">
        <span className="insp-c-seq">{LL.inspector.timeline.seq()}</span>
        <span className="insp-c-time">{LL.inspector.timeline.time()}</span>
        <span className="insp-c-domain">{LL.inspector.timeline.domain()}</span>
        <span className="insp-c-type">{LL.inspector.timeline.type()}</span>
        <span className="insp-c-summary">{LL.inspector.timeline.summary()}</span>
      </div>
      <div
        ref={scroller}
        className="insp-scroller"
        role="listbox"
        tabIndex={0}
        aria-label={LL.inspector.timeline.label()}
        aria-describedby="insp-timeline-keys"
        aria-activedescendant={position >= 0 ? rowId(selected) : undefined}
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {virtualizer.getVirtualItems().map((item) => {
            const i = rows.indexAt(item.index)
            const e = session.events[i]!
            const sev = session.severities[i]
            const hash = session.hashCheckAt(i)
            const domain = session.domains[i]!
            return (
              <div
                key={i}
                id={rowId(i)}
                role="option"
                aria-selected={i === selected}
                className={`insp-row${sev ? ` is-${sev}` : ""}${i === selected ? " is-selected" : ""}`}
                style={{ position: "absolute", top: 0, left: 0, width: "100%", height: item.size, transform: `translateY(${item.start}px)` }}
                onClick={() => onSelect(i)}
              >
                <span className="insp-c-seq">#{e.seq}</span>
                <span className="insp-c-time">{clockTime(e.at, timeZone)}</span>
                <span className={`insp-c-domain insp-d-${domain}`}>{labels.domain[domain]}</span>
                <span className="insp-break" aria-hidden="true" />
                <span className="insp-c-type">
                  {sev && (
                    <span className="insp-sev">
                      {sev === "warning" || sev === "notice" ? <InfoIcon size={14} /> : <AlertIcon size={14} />}
                      <span className="visually-hidden">{labels.severity[sev]}: </span>
                    </span>
                  )}
                  {e._tag}
                </span>
                <span className="insp-c-summary">
                  <bdi>{session.summaryOf(i)}</bdi>
                  {hash && (
                    <span className={`insp-hash is-${hash.status}`}>
                      {hash.status === "match" ? <CheckIcon size={12} /> : <AlertIcon size={12} />}
                      {labels.hash[hash.status]}
                    </span>
                  )}
                </span>
              </div>
            )
          })}
        </div>
        {rows.count === 0 && !rows.busy && (
          <p className="insp-empty">{session.events.length === 0 ? LL.inspector.timeline.noEvents() : LL.inspector.timeline.empty()}</p>
        )}
      </div>
      <p id="insp-timeline-keys" className="visually-hidden">
        {LL.inspector.timeline.keys()}
      </p>
    </div>
  )
}
