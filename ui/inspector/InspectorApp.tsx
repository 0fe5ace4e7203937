// The inspector page: toolbar (open, open in app, language), load progress, trace facts, then the
// filtered timeline beside (or, on narrow screens, above) the details of the selected step.
import { useCallback, useDeferredValue, useEffect, useRef, useState, type ReactNode } from "react"
import { useI18n, useLocaleInfo, type Locales } from "../../i18n/core"
import { locales } from "../../i18n/i18n-util"
import { ENDONYMS, intlTagOf } from "../../i18n/languages"
import { Button } from "../components/Button"
import { Details } from "./Details"
import { Facts } from "./Facts"
import { NO_FILTER, type Filter } from "./filter"
import { Filters } from "./Filters"
import { useFilteredRows, useSessionVersion } from "./hooks"
import { verifier } from "./compose"
import { TraceSession } from "./model"
import { DropZone, OpenFileButton, useFileDrop } from "./OpenFile"
import { Timeline } from "./Timeline"
import { isTimeZone } from "./time"
import { useNarrow } from "./useNarrow"

/** The languages with a catalog, each named in itself. */
const LANGUAGES: ReadonlyArray<readonly [Locales, string]> = locales.map((l) => [l, ENDONYMS[l]] as const)

/** True when the page is served over http(s) (the app is then at the same origin's root). */
const served = typeof location !== "undefined" && (location.protocol === "http:" || location.protocol === "https:")

/** The app URL that opens a trace read-only (the blob URL is readable by same-origin pages). */
const appUrlFor = (blobUrl: string): string => new URL(`/?trace=${encodeURIComponent(blobUrl)}`, location.href).href

/** The whole inspector page. */
export function InspectorApp(): ReactNode {
  const { LL, locale, setLocale } = useI18n()
  const { tag, dir } = useLocaleInfo()
  const [session, setSession] = useState<TraceSession | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [filter, setFilter] = useState<Filter>(NO_FILTER)
  const [selected, setSelected] = useState(-1)
  const [zoneMode, setZoneMode] = useState<"utc" | "trace">("utc")
  const version = useSessionVersion(session)
  const deferredFilter = useDeferredValue(filter)
  const rows = useFilteredRows(session, deferredFilter, version)
  const narrow = useNarrow()
  const detailsHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    document.title = LL.inspector.title()
    document.documentElement.lang = tag
    document.documentElement.dir = dir
  }, [LL, tag, dir])
  useEffect(() => () => session?.dispose(), [session])

  const open = useCallback(async (file: File) => {
    setError(null)
    try {
      // Read as a stream by the session: the first rows show at once, and a file of any size opens.
      const next = new TraceSession(file.name, file, verifier)
      setSession(next)
      setSelected(-1)
      setFilter(NO_FILTER)
      void next.load().catch((err: unknown) => setError(LL.inspector.readFailed({ reason: err instanceof Error ? err.message : String(err) })))
    } catch (err) {
      setError(LL.inspector.readFailed({ reason: err instanceof Error ? err.message : String(err) }))
    }
  }, [LL])
  const dragging = useFileDrop(open)

  const select = useCallback((i: number) => setSelected(i), [])
  const activate = useCallback(() => {
    detailsHeading.current?.scrollIntoView({ block: "start", behavior: "smooth" })
    if (narrow) detailsHeading.current?.focus({ preventScroll: true })
  }, [narrow])
  const jump = (seq: number): string | null => {
    const i = session?.indexBySeq.get(seq)
    if (i === undefined) return LL.inspector.jump.notFound({ seq })
    setSelected(i)
    return rows.positionOf(i) < 0 ? LL.inspector.jump.hidden({ seq }) : null
  }
  const jumpToMismatch = useCallback(
    (seq: number) => {
      const i = session?.indexBySeq.get(seq)
      if (i !== undefined) setSelected(i)
    },
    [session],
  )
  const zone = zoneMode === "trace" && session?.header && isTimeZone(session.header.timeZone) ? session.header.timeZone : "UTC"
  const progress = session?.progress

  return (
    <div className={`insp${dragging ? " is-dragging" : ""}`}>
      <header className="insp-bar">
        <h1 className="insp-title">{LL.inspector.title()}</h1>
        <div className="insp-bar-actions">
          {session && <OpenFileButton onFile={open} />}
          {session && (
            <Button
              onClick={served ? () => window.open(appUrlFor(session.blobUrlOf()), "_blank") : undefined}
              disabled={!served}
              title={served ? LL.inspector.openInAppHint() : LL.inspector.openInAppUnavailable()}
              aria-describedby={served ? undefined : "insp-app-hint"}
            >
              {LL.inspector.openInApp()}
            </Button>
          )}
          <label className="insp-lang">
            <span className="visually-hidden">{LL.inspector.language()}</span>
            <select value={locale} onChange={(e) => setLocale(e.target.value as Locales)}>
              {LANGUAGES.map(([code, name]) => (
                <option key={code} value={code} lang={intlTagOf(code)}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {session && !served && (
          <p id="insp-app-hint" className="insp-muted insp-bar-hint">
            {LL.inspector.openInAppUnavailable()}
          </p>
        )}
      </header>
      {error && (
        <p className="insp-error" role="alert">
          {error}
        </p>
      )}
      {progress && progress.phase !== "done" && (
        <div className="insp-progress">
          <progress id="insp-progress" value={Math.round(progress.fraction * 100)} max={100} aria-label={LL.inspector.progress()} />
          <span aria-live="polite">{LL.inspector.phase[progress.phase]({ percent: Math.round(progress.fraction * 100) })}</span>
        </div>
      )}
      {!session ? (
        <main className="insp-main-empty">
          <DropZone onFile={open} />
        </main>
      ) : (
        <>
          <Facts session={session} version={version} onJump={jumpToMismatch} />
          <main className="insp-main">
            <section className="insp-panel insp-timeline-panel" aria-label={LL.inspector.timeline.label()}>
              <Filters session={session} filter={filter} onFilter={setFilter} rows={rows} zoneMode={zoneMode} onZoneMode={setZoneMode} onJump={jump} />
              <Timeline session={session} rows={rows} selected={selected} onSelect={select} onActivate={activate} timeZone={zone} rowHeight={narrow ? 56 : 34} />
            </section>
            <section className="insp-panel insp-details" aria-label={LL.inspector.details.heading()}>
              {selected >= 0 && selected < session.events.length ? (
                <Details ref={detailsHeading} session={session} index={selected} timeZone={zone} onSelect={select} />
              ) : (
                <p className="insp-muted insp-details-none">{LL.inspector.details.none()}</p>
              )}
            </section>
          </main>
        </>
      )}
      {dragging && (
        <div className="insp-drop-overlay" aria-hidden="true">
          {LL.inspector.dropActive()}
        </div>
      )}
    </div>
  )
}
