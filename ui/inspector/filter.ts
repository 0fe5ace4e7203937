// Timeline filters: by domain, by event type, by free text (matched against the one-line summary and
// the event's JSON text, case-insensitive) and "only errors". `rowTest` builds one predicate over event
// indices; `filterIndices` applies it to a range (the view runs it in slices for large traces).
import type { AppEvent } from "../../domain/app/event"
import type { Domain } from "./domains"
import { isProblem, type Severity } from "./summary"

/** What the timeline shows. An empty `domains` set or type "" means all. */
export interface Filter {
  readonly domains: ReadonlySet<Domain>
  readonly type: string
  readonly text: string
  readonly onlyErrors: boolean
}

/** The filter that keeps every row. */
export const NO_FILTER: Filter = { domains: new Set(), type: "", text: "", onlyErrors: false }

/** True when the filter hides anything. */
export const isFiltering = (f: Filter): boolean => f.domains.size > 0 || f.type !== "" || f.text.trim() !== "" || f.onlyErrors

/** What a predicate can read about the rows (arrays indexed like `events`). */
export interface RowFacts {
  readonly events: ReadonlyArray<AppEvent>
  readonly domains: ReadonlyArray<Domain>
  readonly severities: ReadonlyArray<Severity>
  /** The row's summary (memoised by the caller). */
  readonly summaryOf: (i: number) => string
  /** The event as JSON text (e.g. its line of the trace); default: JSON.stringify of the event. */
  readonly textOf?: (i: number) => string
}

const json = (e: AppEvent): string => {
  try {
    return JSON.stringify(e)
  } catch {
    return ""
  }
}

/** A predicate over event indices for `f`; the cheap tests run first, the text test last. */
export const rowTest = (f: Filter, facts: RowFacts): ((i: number) => boolean) => {
  const q = f.text.trim().toLowerCase()
  const { events, domains, severities, summaryOf } = facts
  const textOf = facts.textOf ?? ((i: number) => json(events[i]!))
  return (i) => {
    if (f.domains.size > 0 && !f.domains.has(domains[i]!)) return false
    if (f.type !== "" && events[i]!._tag !== f.type) return false
    if (f.onlyErrors && !isProblem(severities[i] ?? null)) return false
    if (q === "") return true
    return summaryOf(i).toLowerCase().includes(q) || textOf(i).toLowerCase().includes(q)
  }
}

/** Indices in [start, end) that pass `test`, in order. */
export const filterIndices = (test: (i: number) => boolean, start: number, end: number): number[] => {
  const out: number[] = []
  for (let i = start; i < end; i++) if (test(i)) out.push(i)
  return out
}
