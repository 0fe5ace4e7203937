// A journal in local storage, per member then per key (./draftJournal.ts: drafts by peer; ./outboxJournal.ts:
// unsent own messages by client id): written synchronously, so what it holds survives an unload that
// aborts an IndexedDB transaction. JSON `{ [userId]: { [key]: entry } }` under one storage key; an entry
// `parse` does not accept is left out when read; storage that is unavailable or full is a journal that
// holds nothing (the database write is then the only copy).

/** Synchronous key-value storage (localStorage in a browser). */
export interface JournalStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Entries by member, then by key. */
export type Journal<T> = Record<string, Record<string, T>>

/** The page's local storage, or null where it cannot be reached (the journals then do nothing). */
export const defaultStorage = (): JournalStorage | null => {
  try {
    return (globalThis as { localStorage?: JournalStorage }).localStorage ?? null
  } catch {
    return null
  }
}

/** The journal under `key` in `storage`: `read` it whole, or `write` a change to it (emptied members and an empty journal are removed). */
export const journalAt = <T>(storage: JournalStorage | null, key: string, parse: (entryKey: string, raw: unknown) => T | undefined) => {
  const read = (): Journal<T> => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "{}")
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {}
      const out: Journal<T> = {}
      for (const [userId, entries] of Object.entries(parsed as Record<string, unknown>)) {
        if (typeof entries !== "object" || entries === null) continue
        const kept: Record<string, T> = {}
        for (const [k, raw] of Object.entries(entries as Record<string, unknown>)) {
          const entry = parse(k, raw)
          if (entry !== undefined) kept[k] = entry
        }
        out[userId] = kept
      }
      return out
    } catch {
      return {}
    }
  }
  const write = (change: (j: Journal<T>) => void): void => {
    try {
      const j = read()
      change(j)
      for (const u of Object.keys(j)) if (Object.keys(j[u]!).length === 0) delete j[u]
      if (Object.keys(j).length === 0) storage?.removeItem(key)
      else storage?.setItem(key, JSON.stringify(j))
    } catch {
      // storage unavailable or full: the database write is the only copy
    }
  }
  return { read, write }
}
