// What the service worker remembers between pushes, in a small IndexedDB database of its own
// ("vidchat-worker", one key-value store): the last push it showed (for the notification self-test) and
// the texts it writes itself in the member's language. No chat data: the chat lives only in the m§3
// local chat database. Read and written by the worker (./sw.ts) and read by the page's adapter.
import { openDB, type DBSchema, type IDBPDatabase } from "idb"
import { DEFAULT_TEXTS, textsOf, type WorkerTexts } from "./notify"

/** Database name and version. */
export const FACTS_DB = "vidchat-worker"
export const FACTS_DB_VERSION = 1
const STORE = "facts"

/** The last push the worker showed: when (epoch ms) and its title. */
export interface LastPush {
  readonly at: number
  readonly title: string
}

interface FactsDb extends DBSchema {
  facts: { key: string; value: unknown }
}

/** Reads and writes of the worker's facts; every method resolves (a failure reads as "none"). */
export interface WorkerFacts {
  readonly lastPush: () => Promise<LastPush | null>
  readonly setLastPush: (p: LastPush) => Promise<void>
  readonly texts: () => Promise<WorkerTexts>
  readonly setTexts: (t: WorkerTexts) => Promise<void>
}

/** Decodes a stored last push (anything else: null). */
export const lastPushOf = (v: unknown): LastPush | null => {
  const r = v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {}
  return typeof r["at"] === "number" && Number.isFinite(r["at"]) && typeof r["title"] === "string" ? { at: r["at"], title: r["title"] } : null
}

/** The facts over the global indexedDB (the worker's or the page's; the same origin shares it). */
export const makeWorkerFacts = (): WorkerFacts => {
  let db: Promise<IDBPDatabase<FactsDb>> | null = null
  const open = () =>
    (db ??= openDB<FactsDb>(FACTS_DB, FACTS_DB_VERSION, {
      upgrade: (d) => void d.createObjectStore(STORE),
    }))
  const get = async (key: string): Promise<unknown> => {
    try {
      return await (await open()).get(STORE, key)
    } catch {
      return undefined
    }
  }
  const put = async (key: string, value: unknown): Promise<void> => {
    try {
      await (await open()).put(STORE, value, key)
    } catch {
      // A worker without storage still shows notifications; the self-test then knows no last push.
    }
  }
  return {
    lastPush: async () => lastPushOf(await get("lastPush")),
    setLastPush: (p) => put("lastPush", { at: p.at, title: p.title }),
    texts: async () => {
      const t = await get("texts")
      return t === undefined ? DEFAULT_TEXTS : textsOf(t)
    },
    setTexts: (t) => put("texts", { missedCall: t.missedCall, missedCallUnknown: t.missedCallUnknown, prefix: t.prefix }),
  }
}
