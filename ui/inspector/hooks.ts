// React glue for the inspector: the session's change counter, and the filtered row list (built in
// slices for large traces and extended as more events load).
import { useEffect, useReducer, useRef, useSyncExternalStore } from "react"
import { isFiltering, rowTest, type Filter } from "./filter"
import type { TraceSession } from "./model"
import { SLICE_MS, yieldNow } from "./yieldNow"

/** While a filter runs, the list is re-rendered at most this often (ms). */
const SHOW_EVERY_MS = 250

const noSubscribe = () => () => {}
const zero = () => 0

/** Re-renders when the session changes; returns its version (0 without a session). */
export const useSessionVersion = (session: TraceSession | null): number =>
  useSyncExternalStore(session?.subscribe ?? noSubscribe, session?.getVersion ?? zero, session?.getVersion ?? zero)

/** The rows the timeline shows: positions 0..count-1 mapped to event indices. */
export interface Rows {
  readonly count: number
  readonly indexAt: (k: number) => number
  /** Position of event index `i` in the rows, or -1 when filtered out. */
  readonly positionOf: (i: number) => number
  /** True while the filter is still running over the events. */
  readonly busy: boolean
}

interface Job {
  readonly session: TraceSession
  readonly filter: Filter
  readonly indices: number[]
  upTo: number
}

const lowerBound = (xs: ReadonlyArray<number>, x: number): number => {
  let lo = 0
  let hi = xs.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (xs[mid]! < x) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The filtered rows of `session`; all rows (no array) when nothing is filtered. */
export function useFilteredRows(session: TraceSession | null, filter: Filter, version: number): Rows {
  const [, bump] = useReducer((x: number) => x + 1, 0)
  const filtering = isFiltering(filter)
  const job = useRef<Job | null>(null)
  if (session && filtering && (job.current?.session !== session || job.current.filter !== filter)) {
    job.current = { session, filter, indices: [], upTo: 0 }
  }
  useEffect(() => {
    const j = job.current
    if (!session || !filtering || !j || j.session !== session || j.filter !== filter) return
    let stopped = false
    void (async () => {
      const test = rowTest(filter, session)
      let shown = performance.now()
      while (!stopped && j.upTo < session.events.length) {
        const deadline = performance.now() + SLICE_MS
        while (j.upTo < session.events.length && performance.now() < deadline) {
          const end = Math.min(j.upTo + 16, session.events.length)
          for (let i = j.upTo; i < end; i++) if (test(i)) j.indices.push(i)
          j.upTo = end
        }
        // Re-render at the end, and now and then on the way (the list fills as matches are found).
        if (j.upTo >= session.events.length || performance.now() - shown > SHOW_EVERY_MS) {
          shown = performance.now()
          bump()
        }
        await yieldNow()
      }
    })()
    return () => {
      stopped = true
    }
  }, [session, filter, filtering, version])

  if (!session) return { count: 0, indexAt: (k) => k, positionOf: () => -1, busy: false }
  if (!filtering || !job.current) {
    const n = session.events.length
    return { count: n, indexAt: (k) => k, positionOf: (i) => (i >= 0 && i < n ? i : -1), busy: false }
  }
  const { indices, upTo } = job.current
  return {
    count: indices.length,
    indexAt: (k) => indices[k]!,
    positionOf: (i) => {
      const k = lowerBound(indices, i)
      return indices[k] === i ? k : -1
    },
    busy: upTo < session.events.length,
  }
}
