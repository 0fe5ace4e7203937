// Which requests the service worker answers (pure; used by ./sw.ts and the unit tests). Page
// navigations of the app get the cached app shell; hashed build files (immutable) are cached when first
// used. The gateway's own paths — the API (/facade/api), the real-time relay (/facade/rt), media,
// developer tools, CSP reports — and the trace inspector are never answered from a cache: the worker
// lets them go to the network untouched.

/** Paths that belong to the gateway: never cached, never given the app shell. */
export const GATEWAY_PATH = /^\/(facade|dev|media|csp)(\/|$)/
/** The trace inspector is a page of its own, not the app. */
export const OTHER_PAGE = /^\/inspector(\/|$)/
/** esbuild's `[name]-[hash]` names (a dash, eight upper-case base32 characters, a dot): immutable files. */
export const HASHED_FILE = /-[A-Z0-9]{8}\.[a-z0-9]+$/
/** Source maps are never cached (developer tools fetch them). */
const SOURCE_MAP = /\.map$/

const lastSegment = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

/**
 * A navigation the app shell answers: same origin, GET, an app route (no file extension in the last
 * segment), not a gateway path or the inspector.
 */
export const isShellNavigation = (url: URL, method: string, origin: string): boolean =>
  method === "GET" && url.origin === origin && !GATEWAY_PATH.test(url.pathname) && !OTHER_PAGE.test(url.pathname) && !lastSegment(url.pathname).includes(".")

/** A same-origin GET of a hashed build file (scripts, styles, images, fonts), cached at first use. */
export const isCacheableAsset = (url: URL, method: string, origin: string): boolean =>
  method === "GET" &&
  url.origin === origin &&
  url.search === "" &&
  !GATEWAY_PATH.test(url.pathname) &&
  HASHED_FILE.test(lastSegment(url.pathname)) &&
  !SOURCE_MAP.test(url.pathname)

/** Name of the runtime cache of build `buildId` (each build its own: a new worker deletes the old ones). */
export const assetCacheName = (buildId: string): string => `vidchat-assets-${buildId}`

/** Caches an active worker of build `buildId` deletes: other builds' asset caches (the precache is Workbox's). */
export const staleCaches = (names: ReadonlyArray<string>, buildId: string): string[] =>
  names.filter((n) => n.startsWith("vidchat-assets-") && n !== assetCacheName(buildId))
