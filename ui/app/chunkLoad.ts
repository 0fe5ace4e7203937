// Loading a page part's code file (a§8): one retry after a short pause, ChunkLoadError after a second
// failure or CHUNK_LOAD_TIMEOUT_MS (120 s). A browser keeps a failed module load for the life of the page
// (Chromium answers a later import() of the same URL with the same failure, without a request), so a
// load tried again imports the file under a fresh URL: the same file with a new fragment, which the
// server and the worker's cache see as the same file but the page's module map as a new one.
import { CHUNK_LOAD_TIMEOUT_MS } from "../../domain/constants"

/** A page part that could not be loaded (network error, missing file, or no answer within 120 s). */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError"
}

/**
 * Runs `load`; on failure waits `retryMs` and runs `again` (default: `load`) with the first failure.
 * Rejects with ChunkLoadError when both fail or when nothing arrived within `timeoutMs` (ms).
 */
export const loadChunk = <T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retryMs = 1_000, again: (failure: unknown) => Promise<T> = load): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    let done = false
    const finish = (f: () => void) => {
      if (done) return
      done = true
      clearTimeout(timer)
      f()
    }
    const timer = setTimeout(() => finish(() => reject(new ChunkLoadError(`no answer after ${timeoutMs} ms`))), timeoutMs)
    load().then(
      (v) => finish(() => resolve(v)),
      (failure: unknown) =>
        setTimeout(() => {
          if (done) return
          again(failure).then(
            (v) => finish(() => resolve(v)),
            (err: unknown) => finish(() => reject(new ChunkLoadError(String(err).slice(0, 200)))),
          )
        }, retryMs),
    )
  })

/**
 * The URL of the module file a failed import() names in its error (Chromium: "Failed to fetch
 * dynamically imported module: <url>", Firefox: "error loading dynamically imported module: <url>"),
 * without its fragment; null when the message names none (Safari) or a file of another origin.
 */
export const failedModuleUrl = (err: unknown, origin: string): string | null => {
  const found = (err instanceof Error ? err.message : String(err)).match(/(https?:\/\/\S+?\.m?js)(?:[#?]\S*)?\s*$/)
  if (!found?.[1]) return null
  try {
    const url = new URL(found[1])
    return url.origin === origin ? `${url.origin}${url.pathname}` : null
  } catch {
    return null
  }
}

let fresh = 0

/** Imports the module at `url` under a URL the page has not used yet (a new fragment): the same file, a new module map entry. */
export const importFresh = <M>(url: string): Promise<M> => import(`${url}#retry-${++fresh}`) as Promise<M>

/**
 * A plain `import()` of a module that is not a page part (a data table), with {@link loadChunk}'s retry and
 * limit: the retry imports the file the failure names under a fresh URL (else runs `load` again).
 * Rejects with ChunkLoadError when both tries fail.
 */
export const importRetrying = <M>(load: () => Promise<M>, retryMs = 1_000): Promise<M> =>
  loadChunk(load, CHUNK_LOAD_TIMEOUT_MS, retryMs, (failure) => {
    const url = failedModuleUrl(failure, globalThis.location?.origin ?? "")
    return url ? importFresh<M>(url) : load()
  })

/** The first new try of a file that could not be loaded while online, ms; each next one waits twice as long, up to LATER_MAX_MS. */
const LATER_MS = 15_000
const LATER_MAX_MS = 120_000

/**
 * Tries again later what could not be loaded (its file tried twice by {@link importRetrying}): `again` is
 * called once, when the browser is back online or, while it is online, after 15 s doubling with each of
 * the `tries` before (at most 2 min). Returns what cancels it.
 */
export const retryLater = (again: () => void, tries: number): (() => void) => {
  let done = false
  const once = () => {
    if (done) return
    cancel()
    again()
  }
  const timer = globalThis.navigator?.onLine === false ? undefined : setTimeout(once, Math.min(LATER_MAX_MS, LATER_MS * 2 ** tries))
  globalThis.addEventListener?.("online", once)
  const cancel = () => {
    done = true
    clearTimeout(timer)
    globalThis.removeEventListener?.("online", once)
  }
  return cancel
}
