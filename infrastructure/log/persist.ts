// The persistent event log in IndexedDB (through idb): events appended in batches off the UI's critical
// path, a state snapshot every `snapshotEvery` events, bounded to the newest `maxEvents` events and
// `maxAgeMs` of age. The store continues numbering after the highest stored seq, so a log spanning
// several page loads stays in one order. What is still queued when the page goes away is also kept
// synchronously in localStorage (`TAIL_KEY`): an IndexedDB write begun in pagehide may be aborted by the
// unload, and those last events are the ones a bug report needs. The next page load writes them.
import { openDB, type IDBPDatabase } from "idb"
import type { AppEvent } from "../../domain/app/event"
import type { AppState } from "../../domain/app/state"
import { whenIdle } from "../browser/idle"
import type { Snapshot } from "./exportTrace"

/** Limits of the log; defaults: 100,000 events, 14 days, a snapshot every 1,000 events. */
export interface LogLimits {
  readonly maxEvents: number
  readonly maxAgeMs: number
  readonly snapshotEvery: number
}

export const DEFAULT_LIMITS: LogLimits = { maxEvents: 100_000, maxAgeMs: 14 * 24 * 3600_000, snapshotEvery: 1_000 }

const DB = "vidchat-event-log"
/** localStorage key of the events queued when the page last went away (a JSON array of events). */
export const TAIL_KEY = "vidchat-event-log-tail"
/**
 * localStorage key of the highest seq the log has numbered on this device (a decimal integer), kept after
 * each write and when the page goes away: the next page load numbers after it even when IndexedDB is too
 * slow to say (a busy device), instead of starting again at 1 over the stored events.
 */
export const SEQ_KEY = "vidchat-event-log-seq"

/** Synchronous key-value storage for the tail (localStorage in a browser). */
export interface TailStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const defaultTailStorage = (): TailStorage | null => {
  try {
    return (globalThis as { localStorage?: TailStorage }).localStorage ?? null
  } catch {
    return null
  }
}

/** The events of the stored tail; [] when none, unreadable or not an array of events with a seq. */
const readTail = (storage: TailStorage | null): AppEvent[] => {
  try {
    const raw = storage?.getItem(TAIL_KEY)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? (parsed.filter((e) => typeof e === "object" && e !== null && typeof (e as { seq?: unknown }).seq === "number" && typeof (e as { _tag?: unknown })._tag === "string") as AppEvent[]) : []
  } catch {
    return []
  }
}

/** The stored highest seq (SEQ_KEY); 0 when none or unreadable. */
const readSeq = (storage: TailStorage | null): number => {
  try {
    const n = Number(storage?.getItem(SEQ_KEY) ?? 0)
    return Number.isSafeInteger(n) && n > 0 ? n : 0
  } catch {
    return 0
  }
}

/** The persistent log. `append` is cheap (queues); `flush` writes the queue. */
export interface PersistentLog {
  readonly append: (event: AppEvent, state: AppState) => void
  readonly flush: () => Promise<void>
  /** Every kept event (oldest first) and snapshot. */
  readonly read: () => Promise<{ events: AppEvent[]; snapshots: Snapshot[] }>
  readonly clear: () => Promise<void>
  /** The highest sequence number stored (0 when empty or unavailable): the store continues after it. */
  readonly lastSeq: () => Promise<number>
  /**
   * At once, without IndexedDB: the highest seq known from localStorage (the last page's tail and
   * SEQ_KEY) and this page's appends; a floor for `lastSeq` when IndexedDB does not answer in time.
   */
  readonly knownSeq: () => number
}

/** Opens the log; when IndexedDB is unavailable, appends are dropped and reads return nothing. */
export const openPersistentLog = (limits: LogLimits = DEFAULT_LIMITS, now: () => number = Date.now, tailStorage: TailStorage | null = defaultTailStorage()): PersistentLog => {
  const db: Promise<IDBPDatabase | null> = openDB(DB, 1, {
    upgrade(d) {
      d.createObjectStore("events", { keyPath: "seq" })
      d.createObjectStore("snapshots", { keyPath: "seq" })
    },
  }).catch(() => null)
  // The previous page's unwritten tail goes first (a put by seq: written twice is written once).
  const tail = readTail(tailStorage)
  const tailSeq = tail.reduce((m, e) => Math.max(m, e.seq), readSeq(tailStorage))
  /** The highest seq appended on this page. */
  let highest = 0
  const keepSeq = () => {
    if (highest === 0) return
    try {
      tailStorage?.setItem(SEQ_KEY, String(Math.max(highest, tailSeq)))
    } catch {
      // storage unavailable: IndexedDB's own answer is the only one
    }
  }
  let queue: AppEvent[] = [...tail]
  // Events taken by a write that has not finished: an unload can abort that transaction, so pagehide
  // keeps them in the tail together with the queue.
  const inFlight = new Set<AppEvent>()
  let snaps: Snapshot[] = []
  let scheduled = false
  let sinceTrim = 0
  let tailPending = tail.length > 0

  const flush = async () => {
    scheduled = false
    const d = await db
    const events = queue
    const snapshots = snaps
    queue = []
    snaps = []
    if (!d || (events.length === 0 && snapshots.length === 0)) return
    for (const e of events) inFlight.add(e)
    const written = await (async () => {
      const tx = d.transaction(["events", "snapshots"], "readwrite")
      for (const e of events) void tx.objectStore("events").put(e)
      for (const s of snapshots) void tx.objectStore("snapshots").put(s)
      await tx.done
    })().then(
      () => true,
      () => false,
    )
    for (const e of events) inFlight.delete(e)
    if (written) keepSeq()
    if (!written) {
      // Kept for the next write (and for the tail if the page goes away first).
      queue = [...events, ...queue]
      snaps = [...snapshots, ...snaps]
      return
    }
    if (written && tailPending && queue.length === 0) {
      tailPending = false
      try {
        tailStorage?.removeItem(TAIL_KEY)
      } catch {
        // storage unavailable: the tail is written again next time, harmlessly
      }
    }
    sinceTrim += events.length
    if (sinceTrim >= 1_000) {
      sinceTrim = 0
      await trim(d, limits, now()).catch(() => undefined)
    }
  }

  const schedule = () => {
    if (scheduled) return
    scheduled = true
    whenIdle(() => void flush(), 1_000, 200)
  }

  if (tail.length > 0) schedule()

  // Write what is queued before the page goes away (reload, tab closed, phone app switch): the idle
  // callback may never come, and those last events are the ones a bug report needs.
  const target = globalThis as { addEventListener?: (type: string, f: () => void) => void; document?: { visibilityState?: string } }
  target.addEventListener?.("pagehide", () => {
    keepSeq()
    const unwritten = [...inFlight, ...queue]
    if (unwritten.length > 0) {
      try {
        tailStorage?.setItem(TAIL_KEY, JSON.stringify(unwritten))
        tailPending = true
      } catch {
        // quota or storage unavailable: the IndexedDB write below is the only chance
      }
    }
    void flush()
  })
  target.addEventListener?.("visibilitychange", () => {
    if (target.document?.visibilityState === "hidden") void flush()
  })

  return {
    append: (event, state) => {
      queue.push(event)
      if (event.seq > highest) highest = event.seq
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
    knownSeq: () => Math.max(tailSeq, highest),
    lastSeq: async () => {
      const d = await db
      if (!d) return tailSeq
      const cursor = await d.transaction("events").store.openCursor(null, "prev")
      return Math.max(tailSeq, (cursor?.value as AppEvent | undefined)?.seq ?? 0)
    },
    clear: async () => {
      try {
        tailStorage?.removeItem(TAIL_KEY)
        tailStorage?.removeItem(SEQ_KEY)
      } catch {
        // nothing stored
      }
      tailPending = false
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
