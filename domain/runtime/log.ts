// The in-memory event log: every event the store accepts, in sequence order. Persistence to
// IndexedDB and trace export build on this (event traces issue); here it is a bounded array.

/** An append-only, bounded list of events (oldest dropped past `limit`). */
export interface EventLog<E> {
  readonly append: (event: E) => void
  /** Events currently held, oldest first. */
  readonly all: () => ReadonlyArray<E>
}

/** Creates an in-memory log keeping the newest `limit` events (default 100,000). */
export const memoryLog = <E>(limit = 100_000): EventLog<E> => {
  let events: E[] = []
  return {
    append: (e) => {
      events.push(e)
      if (events.length > limit * 1.1) events = events.slice(events.length - limit)
    },
    all: () => (events.length > limit ? events.slice(events.length - limit) : events),
  }
}
