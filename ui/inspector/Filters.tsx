// Timeline controls: free-text search, type select, "only errors", domain checkboxes, the time zone
// of the time column, the count shown, and the jump-to-step form.
import { useId, useState, type FormEvent, type ReactNode } from "react"
import { useI18n } from "../../i18n/core"
import { Button } from "../components/Button"
import { DOMAINS, type Domain } from "./domains"
import { isFiltering, NO_FILTER, type Filter } from "./filter"
import type { Rows } from "./hooks"
import type { TraceSession } from "./model"

/** Props of {@link Filters}. */
export interface FiltersProps {
  readonly session: TraceSession
  readonly filter: Filter
  readonly onFilter: (f: Filter) => void
  readonly rows: Rows
  readonly zoneMode: "utc" | "trace"
  readonly onZoneMode: (m: "utc" | "trace") => void
  /** Jumps to a step by seq; returns a message to announce, or null when it worked. */
  readonly onJump: (seq: number) => string | null
}

/** The filter bar above the timeline. */
export function Filters({ session, filter, onFilter, rows, zoneMode, onZoneMode, onJump }: FiltersProps): ReactNode {
  const { LL } = useI18n()
  const id = useId()
  const [jump, setJump] = useState("")
  const [message, setMessage] = useState<string | null>(null)
  const L = LL.inspector.filters
  const types = [...session.tagCounts].sort((a, b) => a[0].localeCompare(b[0]))
  const toggle = (d: Domain) => {
    const next = new Set(filter.domains)
    if (next.has(d)) next.delete(d)
    else next.add(d)
    onFilter({ ...filter, domains: next })
  }
  const submitJump = (e: FormEvent) => {
    e.preventDefault()
    const seq = Number(jump)
    if (jump.trim() === "" || !Number.isInteger(seq)) return
    setMessage(onJump(seq))
  }
  return (
    <div className="insp-filters">
      <div className="insp-filter-row">
        <div className="insp-field insp-grow">
          <label htmlFor={`${id}-text`}>{L.text()}</label>
          <input id={`${id}-text`} type="search" value={filter.text} placeholder={L.textPlaceholder()} onChange={(e) => onFilter({ ...filter, text: e.target.value })} />
        </div>
        <div className="insp-field">
          <label htmlFor={`${id}-type`}>{L.type()}</label>
          <select id={`${id}-type`} value={filter.type} onChange={(e) => onFilter({ ...filter, type: e.target.value })}>
            <option value="">{L.allTypes()}</option>
            {types.map(([t, n]) => (
              <option key={t} value={t}>
                {L.typeOption({ type: t, count: n })}
              </option>
            ))}
          </select>
        </div>
        <form className="insp-field insp-jump" onSubmit={submitJump}>
          <label htmlFor={`${id}-jump`}>{LL.inspector.jump.label()}</label>
          <div className="insp-inline">
            <input id={`${id}-jump`} type="number" inputMode="numeric" min={0} step={1} value={jump} onChange={(e) => setJump(e.target.value)} />
            <Button type="submit" size="sm">
              {LL.inspector.jump.go()}
            </Button>
          </div>
        </form>
      </div>
      <div className="insp-filter-row">
        <fieldset className="insp-domains">
          <legend>{L.domains()}</legend>
          {DOMAINS.map((d) => (
            <label key={d} className={`insp-chip insp-d-${d}`}>
              <input type="checkbox" checked={filter.domains.has(d)} onChange={() => toggle(d)} />
              {LL.inspector.domains[d]()}
            </label>
          ))}
        </fieldset>
        <label className="insp-chip insp-errors-only">
          <input type="checkbox" checked={filter.onlyErrors} onChange={(e) => onFilter({ ...filter, onlyErrors: e.target.checked })} />
          {L.onlyErrors()}
        </label>
      </div>
      <div className="insp-filter-status">
        <span aria-live={session.loaded ? "polite" : "off"}>
          {rows.busy ? L.filtering() : L.showing({ shown: rows.count, total: session.events.length })}
          {message && <span className="insp-jump-msg"> {message}</span>}
        </span>
        {isFiltering(filter) && (
          <button type="button" className="insp-link" onClick={() => onFilter(NO_FILTER)}>
            {L.clear()}
          </button>
        )}
        <div className="insp-field insp-zone">
          <label htmlFor={`${id}-zone`}>{L.timeZone()}</label>
          <select id={`${id}-zone`} value={zoneMode} onChange={(e) => onZoneMode(e.target.value === "trace" ? "trace" : "utc")}>
            <option value="utc">{L.utc()}</option>
            <option value="trace">{L.traceZone({ zone: session.header?.timeZone ?? "UTC" })}</option>
          </select>
        </div>
      </div>
    </div>
  )
}
