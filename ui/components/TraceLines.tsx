// TraceLines: the whole redacted trace of the export preview (issue 18), one row per file line,
// virtualized with @tanstack/react-virtual (rows measured: long events wrap), a search box filtering
// the lines, and in each event the values the redaction changed highlighted (<mark>) and named.
import { useVirtualizer } from "@tanstack/react-virtual"
import { useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from "react"
import { useI18n } from "../../i18n"

/** What the preview shows (the exporter's BuiltTrace has these fields and more); `text` is `lines` joined. */
export interface TracePreview {
  readonly text: string
  /** Every line of the file, as it will be shared (the download is exactly these lines). */
  readonly lines: ReadonlyArray<string>
  /** For a line index: the paths of the values the redaction changed in that event ("email", "data.user.name"). */
  readonly masked: ReadonlyMap<number, ReadonlyArray<string>>
  readonly eventCount: number
}

/** Props of {@link TraceLines}. */
export interface TraceLinesProps {
  readonly trace: TracePreview
}

/** Estimated row height, px (rows are measured once shown). */
const ROW_ESTIMATE = 36

const valueAt = (root: unknown, path: string): unknown => {
  let v = root
  for (const seg of path.split(/\.|\[(\d+)\]/).filter((s) => s !== undefined && s !== "")) {
    if (v === null || typeof v !== "object") return undefined
    v = (v as Record<string, unknown>)[seg]
  }
  return v
}

/**
 * The character ranges of `line` to highlight: for each changed path, its key and redacted value as
 * they appear in the JSON (`"email":"person-1@example.invalid"`), or the value alone inside arrays.
 */
export const maskedRanges = (line: string, paths: ReadonlyArray<string>): Array<readonly [number, number]> => {
  let event: unknown
  try {
    event = (JSON.parse(line) as { event?: unknown }).event
  } catch {
    return []
  }
  const ranges: Array<readonly [number, number]> = []
  for (const path of paths) {
    const value = valueAt(event, path)
    if (value === undefined) continue
    const last = /(?:^|\.)([^.[\]]+)$/.exec(path)?.[1]
    const needle = last !== undefined ? `${JSON.stringify(last)}:${JSON.stringify(value)}` : JSON.stringify(value)
    for (let at = line.indexOf(needle); at >= 0; at = line.indexOf(needle, at + needle.length)) ranges.push([at, at + needle.length])
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: Array<readonly [number, number]> = []
  for (const r of ranges) {
    const prev = merged[merged.length - 1]
    if (prev && r[0] <= prev[1]) merged[merged.length - 1] = [prev[0], Math.max(prev[1], r[1])]
    else merged.push(r)
  }
  return merged
}

const highlighted = (line: string, paths: ReadonlyArray<string> | undefined): ReactNode => {
  if (!paths || paths.length === 0) return line
  const out: ReactNode[] = []
  let from = 0
  for (const [a, b] of maskedRanges(line, paths)) {
    if (a > from) out.push(line.slice(from, a))
    out.push(<mark key={a}>{line.slice(a, b)}</mark>)
    from = b
  }
  if (from < line.length) out.push(line.slice(from))
  return out
}

/** The searchable, virtualized lines of a trace. */
export function TraceLines({ trace }: TraceLinesProps): ReactNode {
  const { LL } = useI18n()
  const searchId = useId()
  const [query, setQuery] = useState("")
  const deferred = useDeferredValue(query.trim().toLowerCase())
  const shown = useMemo(() => {
    if (deferred === "") return null
    const out: number[] = []
    trace.lines.forEach((l, i) => {
      if (l !== "" && l.toLowerCase().includes(deferred)) out.push(i)
    })
    return out
  }, [trace.lines, deferred])
  const lineCount = trace.lines.length
  const count = shown ? shown.length : lineCount
  const maskedCount = useMemo(() => [...trace.masked.values()].reduce((n, p) => n + p.length, 0), [trace.masked])

  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    initialRect: typeof window === "undefined" ? undefined : { width: 600, height: 360 },
  })

  return (
    <div className="export-trace-lines-block">
      <p role="status" className="export-trace-total">
        {LL.member.exportTrace.total({ count: trace.eventCount })} · {LL.member.exportTrace.maskedTotal({ count: maskedCount })}
      </p>
      <label htmlFor={searchId} className="visually-hidden">{LL.member.exportTrace.search()}</label>
      <input
        id={searchId}
        type="search"
        className="export-trace-search"
        placeholder={LL.member.exportTrace.search()}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      <p className="export-trace-matches" aria-live="polite">
        {shown === null ? "" : shown.length === 0 ? LL.member.exportTrace.noMatch() : LL.member.exportTrace.matches({ count: shown.length, total: lineCount })}
      </p>
      <div ref={scroller} className="export-trace-lines" role="list" aria-label={LL.member.exportTrace.preview()} tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
          {virtualizer.getVirtualItems().map((row) => {
            const i = shown ? shown[row.index]! : row.index
            const line = trace.lines[i] ?? ""
            const paths = trace.masked.get(i)
            return (
              <div
                key={row.key}
                role="listitem"
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="export-trace-line"
                style={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${row.start}px)` }}
              >
                <span className="export-trace-ln" aria-hidden="true">{i + 1}</span>
                <code>{highlighted(line, paths)}</code>
                {paths && paths.length > 0 ? <span className="export-trace-masked">{LL.member.exportTrace.masked({ fields: paths.join(LL.common.listSeparator()) })}</span> : null}
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
