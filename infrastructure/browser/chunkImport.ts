// Loading an adapter's chunk again after a failed load (issue 14: adapters loaded on first use). A
// browser keeps a failed module load for the life of the page (Chromium answers a later import() of the
// same URL with the same failure, without a request), so a load tried again imports the file the failure
// named under a fresh URL: the same file with a new fragment, which the server and the worker's cache
// see as the same file but the page's module map as a new one. The same rule as the page parts'
// (ui/app/chunkLoad.ts, which ui/ cannot share with infrastructure/).

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

/** What {@link reloadable} needs besides the loader (tests pass fakes): the page's origin and import(). */
export interface ReloadDeps {
  readonly origin: string
  readonly importUrl: (url: string) => Promise<unknown>
}

const pageDeps = (): ReloadDeps => ({ origin: globalThis.location?.origin ?? "", importUrl: (url) => import(/* @vite-ignore */ url) })

/**
 * `load` (a plain import() of one module) as a loader that may be called again after a failure: once a
 * load failed naming its file, the next ones import that file under a fresh URL (`<url>#retry-N`); when
 * the failure named no file, `load` as is. Rejects as the import did.
 */
export const reloadable = <M>(load: () => Promise<M>, deps: ReloadDeps = pageDeps()): (() => Promise<M>) => {
  let failedFile: string | null = null
  return () =>
    (failedFile ? (deps.importUrl(`${failedFile}#retry-${++fresh}`) as Promise<M>) : load()).catch((err: unknown) => {
      failedFile ??= failedModuleUrl(err, deps.origin)
      throw err
    })
}
