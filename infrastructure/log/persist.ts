// The persistent event log in IndexedDB (through idb): events appended in batches off the UI's critical
// path, a state snapshot every `snapshotEvery` events, bounded to the newest `maxEvents` events and
// `maxAgeMs` of age. The store continues numbering after the highest stored seq, so a log spanning
// several page loads stays in one order.
import { openDB, type IDBPDatabase } from "idb"
import type { AppEvent } from "../../domain/app/event"
import type { AppState } from "../../domain/app/state"
import type { Snapshot } from "./exportTrace"

/** Limits of the log; defaults: 100,000 events, 14 days, a snapshot every 1,000 events. */
export interface LogLimits {
  readonly maxEvents: number
  readonly maxAgeMs: number
  readonly snapshotEvery: number
}

export const DEFAULT_LIMITS: LogLimits = { maxEvents: 100_000, maxAgeMs: 14 * 24 * 3600_000, snapshotEvery: 1_000 }

const DB = "vidchat-event-log"

/** The persistent log. `append` is cheap (queues); `flush` writes the queue. */
export interface PersistentLog {
  readonly append: (event: AppEvent, state: AppState) => void
  readonly flush: () => Promise<void>
  /** Every kept event (oldest first) and snapshot. */
  readonly read: () => Promise<{ events: AppEvent[]; snapshots: Snapshot[] }>
  readonly clear: () => Promise<void>
  /** The highest sequence number stored (0 when empty or unavailable): the store continues after it. */
  readonly lastSeq: () => Promise<number>
}

/** Opens the log; when IndexedDB is unavailable, appends are dropped and reads return nothing. */
export const openPersistentLog = (limits: LogLimits = DEFAULT_LIMITS, now: () => number = Date.now): PersistentLog => {
  const db: Promise<IDBPDatabase | null> = openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore("events", { keyPath: "seq" })
      d.createObjectStore("snapshots", { keyPath: "seq" })
    },
  }).catch(() => null)
  let queue: AppEvent[] = []
  let snaps: Snapshot[] = []
  let scheduled = false
  let sinceTrim = 0

  const flush = async () => {
    scheduled = false
    const d = await db
    const events = queue
    const snapshots = snaps
    queue = []
    snaps = []
    if (!d || (events.length === 0 && snapshots.length === 0)) return
    const tx = d.transaction(["events", "snapshots"], "readwrite")
    for (const e of events) void tx.objectStore("events").put(e)
    for (const s of snapshots) void tx.objectStore("snapshots").put(s)
    await tx.done.catch(() => undefined)
    sinceTrim += events.length
    if (sinceTrim >= 1_000) {
      sinceTrim = 0
      await trim(d, limits, now()).catch(() => undefined)
    }
  }

  const schedule = () => {
    if (scheduled) return
    scheduled = true
    const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => void }).requestIdleCallback
    if (idle) idle(() => void flush(), { timeout: 1_000 })
    else setTimeout(() => void flush(), 200)
  }

  // Write what is queued before the page goes away (reload, tab closed, phone app switch): the idle
  // callback may never come, and those last events are the ones a bug report needs.
  const target = globalThis as { addEventListener?: (type: string, f: () => void) => void; document?: { visibilityState?: string } }
  target.addEventListener?.("pagehide", () => void flush())
  target.addEventListener?.("visibilitychange", () => {
    if (target.document?.visibilityState === "hidden") void flush()
  })

  return {
    append: (event, state) => {
      queue.push(event)
      if (event.seq % limits.snapshotEvery === 0) snaps.push({ seq: event.seq, state })
      schedule()
    },
    flush,
    read: async () => {
      await flush()
      const d = await db
      if (!d) return { events: [], snapshots: [] }
      const [events, snapshots] = await Promise.all([d.getAll("events"), d.getAll("snapshots")])
      return { events: events as AppEvent[], snapshots: snapshots as Snapshot[] }
    },
    lastSeq: async () => {
      const d = await db
      if (!d) return 0
      const cursor = await d.transaction("events").store.openCursor(null, "prev")
      return (cursor?.value as AppEvent | undefined)?.seq ?? 0
    },
    clear: async () => {
      const d = await db
      if (!d) return
      await Promise.all([d.clear("events"), d.clear("snapshots")])
    },
  }
}

/** Deletes events beyond the count limit or older than the age limit, and snapshots before them. */
const trim = async (d: IDBPDatabase, limits: LogLimits, now: number) => {
  const tx = d.transaction(["events", "snapshots"], "readwrite")
  const events = tx.objectStore("events")
  const count = await events.count()
  let excess = count - limits.maxEvents
  let cursor = await events.openCursor()
  let firstKept = 0
  while (cursor) {
    const e = cursor.value as AppEvent
    if (excess > 0 || e.at < now - limits.maxAgeMs) {
      excess--
      await cursor.delete()
      cursor = await cursor.continue()
    } else {
      firstKept = e.seq
      break
    }
  }
  if (firstKept > 0) await tx.objectStore("snapshots").delete(IDBKeyRange.upperBound(firstKept, true))
  await tx.done
}
