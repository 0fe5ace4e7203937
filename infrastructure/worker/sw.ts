// The service worker (a§1: registered at startup; served as /sw.js, bundled by build.mjs with esbuild
// from this file — no script from another site, so it runs under the page policy's script-src 'self').
// Workbox precaches the app shell at install (the precache manifest build.mjs makes with workbox-build:
// index.html, the startup scripts and CSS, icons, manifest) and answers app navigations with the cached
// index.html, so the app opens offline. Hashed build files (lazy chunks, catalogs) are cached when first
// used, and a page the worker does not control yet hands over what it loads (CACHE_URLS). The API,
// the real-time relay, media and developer paths are never cached (./routes.ts). A new version waits
// (no skipWaiting at install): the page offers "Reload to update" and sends SKIP_WAITING when the member
// accepts; the new worker then deletes the old build's caches. Pushes and notification clicks: ./handlers.ts.
import { ExpirationPlugin } from "workbox-expiration"
import { cleanupOutdatedCaches, createHandlerBoundToURL, getCacheKeyForURL, precacheAndRoute } from "workbox-precaching"
import { registerRoute } from "workbox-routing"
import { CacheFirst } from "workbox-strategies"
import { makeWorkerFacts } from "./facts"
import { makeHandlers, payloadOf, type WindowLike } from "./handlers"
import { assetCacheName, isCacheableAsset, isShellNavigation, staleCaches } from "./routes"

/** The precache manifest (workbox-build entries: url, and revision unless the name is hashed), set by build.mjs. */
declare const __PRECACHE_MANIFEST__: Array<{ url: string; revision: string | null }>
/** The build's id (a hash of the precache manifest), set by build.mjs: names this build's runtime cache. */
declare const __BUILD_ID__: string

/** An event that can extend its lifetime (install, activate, push, message, notificationclick). */
interface Extendable {
  readonly waitUntil: (p: Promise<unknown>) => void
}

/** The parts of ServiceWorkerGlobalScope this worker uses (the project compiles against the DOM library). */
interface ServiceWorkerScope {
  readonly location: { readonly origin: string }
  readonly registration: ServiceWorkerRegistration
  readonly clients: {
    readonly matchAll: (options: { type: "window"; includeUncontrolled: boolean }) => Promise<ReadonlyArray<WindowLike>>
    readonly openWindow: (url: string) => Promise<unknown>
  }
  readonly skipWaiting: () => Promise<void>
  readonly addEventListener: {
    (type: "push", listener: (e: Extendable & { readonly data: { json: () => unknown; text: () => string } | null }) => void): void
    (type: "notificationclick", listener: (e: Extendable & { readonly notification: Notification }) => void): void
    (type: "message", listener: (e: Extendable & { readonly data: unknown }) => void): void
    (type: "activate", listener: (e: Extendable) => void): void
  }
}

const sw = globalThis as unknown as ServiceWorkerScope
const ORIGIN = sw.location.origin
const ASSETS = assetCacheName(__BUILD_ID__)

// No clientsClaim: a page loaded before the first install stays uncontrolled until its next load (as
// before this worker; its requests then skip the worker entirely), and hands over what it loads
// meanwhile (CACHE_URLS). An update activates only when the page asks (SKIP_WAITING); the pages the old
// version controlled then pass to it.
cleanupOutdatedCaches()
precacheAndRoute(__PRECACHE_MANIFEST__)

// App navigations: the cached index.html (the app routes itself); the gateway's pages go to the network.
if (__PRECACHE_MANIFEST__.some((e) => e.url === "/index.html")) {
  const shell = createHandlerBoundToURL("/index.html")
  registerRoute(({ request, url }) => request.mode === "navigate" && isShellNavigation(url, request.method, ORIGIN), shell)
}

// Hashed build files: immutable, so the cached copy is always right; each build has its own cache.
const assets = new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] })
registerRoute(({ request, url }) => isCacheableAsset(url, request.method, ORIGIN), assets)

// The new version took over: the old builds' asset caches go (Workbox drops outdated precache entries).
sw.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys().then((names) => Promise.all(staleCaches(names, __BUILD_ID__).map((n) => caches.delete(n)))))
})

const handlers = makeHandlers({
  origin: ORIGIN,
  now: () => Date.now(),
  showNotification: (title, options) => sw.registration.showNotification(title, options),
  windows: () => sw.clients.matchAll({ type: "window", includeUncontrolled: true }),
  openWindow: (path) => sw.clients.openWindow(path),
  facts: makeWorkerFacts(),
})

sw.addEventListener("push", (e) => e.waitUntil(handlers.showPush(payloadOf(e.data))))

sw.addEventListener("notificationclick", (e) => {
  e.notification.close()
  e.waitUntil(handlers.openFromNotification(e.notification.data))
})

sw.addEventListener("message", (e) => {
  const m = e.data !== null && typeof e.data === "object" ? (e.data as Record<string, unknown>) : {}
  // workbox-window's messageSkipWaiting(): the member accepted the update.
  if (m["type"] === "SKIP_WAITING") return void sw.skipWaiting()
  // The files the page loaded before this worker controlled it (its catalog, lazy pages): cache them.
  if (m["type"] === "CACHE_URLS") {
    const urls = (m["payload"] as { urlsToCache?: unknown } | undefined)?.urlsToCache
    const wanted = (Array.isArray(urls) ? urls : []).filter((u): u is string => typeof u === "string").slice(0, 200)
    return e.waitUntil(
      Promise.all(
        wanted.map((u) => {
          const url = new URL(u, ORIGIN)
          if (!isCacheableAsset(url, "GET", ORIGIN) || getCacheKeyForURL(url.href) !== undefined) return undefined
          return assets.handle({ request: new Request(url.href), event: e as never }).catch(() => undefined)
        }),
      ),
    )
  }
  e.waitUntil(handlers.onMessage(m))
})
