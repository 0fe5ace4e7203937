// Requests sent if the page is closed (SendOnLeave; m§4: a call ends when its member closes the tab).
// A page being unloaded cannot wait for WebCrypto, so each request is built, signed and sealed ahead
// (the gateway client's `prepare`), built again every LEAVE_RESEAL_MS so its signature's timestamp stays
// well inside the gateway's window (a§7; the reference gateway allows 10 minutes), and sent at pagehide
// with fetch keepalive, which outlives the page; its answer is never read. Never throws.
import type { GatewayRequest } from "../../domain/runtime/ports"
import type { WireRequest } from "./request"

/** How often a kept request is built again, ms. */
export const LEAVE_RESEAL_MS = 60_000

/** What the adapter needs; tests pass fakes. */
export interface LeaveDeps {
  /** Builds the request as the client would send it now (null: not an endpoint). */
  readonly prepare: (request: GatewayRequest) => Promise<WireRequest | null>
  /** Sends a built request (the page's fetch; called with `keepalive: true` during pagehide). */
  readonly fetch: typeof globalThis.fetch
  /** Where pagehide is heard (the window). */
  readonly target: Pick<EventTarget, "addEventListener">
  readonly setInterval: (f: () => void, ms: number) => unknown
  readonly clearInterval: (handle: unknown) => void
}

/** The requests kept by key: `set` keeps or clears one; `flush` sends them all now (what pagehide does). */
export const makeLeaveRequests = (deps: LeaveDeps) => {
  /** By key: its built form once ready, a version (a build that finished after a newer `set` is dropped), its re-build timer. */
  const kept = new Map<string, { built: WireRequest | null; version: number; timer: unknown }>()
  let versions = 0
  let listening = false

  const build = (key: string, version: number, request: GatewayRequest): void => {
    deps.prepare(request).then(
      (built) => {
        const k = kept.get(key)
        if (k && k.version === version) k.built = built
      },
      () => undefined,
    )
  }

  const flush = (): void => {
    for (const [key, k] of kept) {
      deps.clearInterval(k.timer)
      kept.delete(key)
      if (k.built === null) continue
      try {
        void deps.fetch(k.built.url, { ...k.built.init, keepalive: true }).catch(() => undefined)
      } catch {
        // The browser refused it (e.g. over the keepalive quota): nothing more can be done at unload.
      }
    }
  }

  const set = (key: string, request: GatewayRequest | null): void => {
    const old = kept.get(key)
    if (old) {
      deps.clearInterval(old.timer)
      kept.delete(key)
    }
    if (request === null) return
    if (!listening) {
      deps.target.addEventListener("pagehide", flush)
      listening = true
    }
    const version = ++versions
    const timer = deps.setInterval(() => build(key, version, request), LEAVE_RESEAL_MS)
    kept.set(key, { built: null, version, timer })
    build(key, version, request)
  }

  return { set, flush }
}
