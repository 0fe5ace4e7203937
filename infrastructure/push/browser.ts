// What the web push adapters need from the browser (injectable for tests): the Notification permission
// and request, and the service worker registration (infrastructure/worker/sw.ts, registered at startup
// by infrastructure/worker/register.ts). Permission values are read as a§4 names them.
import type { PushPermission } from "../../domain/push/events"
import type { FirebaseConfig } from "../config"

/** The browser parts web push uses; missing parts mean "unsupported". */
export interface PushEnv {
  readonly Notification?: { readonly permission: string; readonly requestPermission: () => Promise<string> }
  /** Resolves with the active service worker registration (navigator.serviceWorker.ready). */
  readonly serviceWorkerReady?: () => Promise<ServiceWorkerRegistration>
  /** Whether the browser has the Push API (PushManager). */
  readonly pushManager: boolean
}

/** The page's push environment (globals read once per call; absent ones leave the field undefined). */
export const browserPushEnv = (): PushEnv => {
  const g = globalThis as { Notification?: PushEnv["Notification"]; PushManager?: unknown; navigator?: Navigator }
  const sw = g.navigator?.serviceWorker
  return {
    ...(g.Notification ? { Notification: g.Notification } : {}),
    ...(sw ? { serviceWorkerReady: () => sw.ready } : {}),
    pushManager: typeof g.PushManager === "function",
  }
}

/** Notification.permission as a§4 names it; "unsupported" without Notification, service worker or Push API. */
export const permissionOf = (env: PushEnv): PushPermission => {
  if (!env.Notification || !env.serviceWorkerReady || !env.pushManager) return "unsupported"
  const p = env.Notification.permission
  return p === "granted" || p === "denied" ? p : "default"
}

/** Asks the browser for permission; a refusal to ask (or an error) leaves the current permission. */
export const requestPermissionOf = async (env: PushEnv): Promise<PushPermission> => {
  if (permissionOf(env) === "unsupported") return "unsupported"
  try {
    await env.Notification!.requestPermission()
  } catch {
    // Older browsers take a callback instead, or refuse outside a gesture: read what is set now.
  }
  return permissionOf(env)
}

/**
 * The permission parts of a Push adapter over `env` (shared by the local and FCM adapters, and kept at
 * hand by the lazy Push port, infrastructure/push/lazy.ts); `on` false (push not configured) answers
 * "unsupported" to both.
 */
export const permissionParts = (env: PushEnv, on = true) => ({
  permission: (): PushPermission => (on ? permissionOf(env) : "unsupported"),
  requestPermission: async (): Promise<PushPermission> => (on ? requestPermissionOf(env) : "unsupported"),
})

/** Whether every Firebase setting web push needs is present (production's FCM adapter is off otherwise). */
export const firebaseConfigured = (c: FirebaseConfig): boolean =>
  [c.apiKey, c.projectId, c.messagingSenderId, c.appId, c.vapidKey].every((v) => v.trim() !== "")

/** A short text of an error for tracking: name and message, at most 300 characters. */
export const describeError = (err: unknown): string => {
  const e = err as { name?: unknown; code?: unknown; message?: unknown }
  const text = err instanceof Error || (typeof e === "object" && e !== null) ? `${String(e.code ?? e.name ?? "Error")}: ${String(e.message ?? "")}` : String(err)
  return text.slice(0, 300)
}

/**
 * How long the push adapters wait for an active service worker before a token fails, ms. The worker is
 * registered once the page has loaded and is idle, then installs its precache: on a slow device that
 * takes longer than the old 10 s.
 */
export const WORKER_READY_MS = 30_000

/** The service worker registration, or an error after `ms` (a worker that never activates). */
export const readyWithin = (env: PushEnv, ms: number): Promise<ServiceWorkerRegistration> =>
  new Promise((resolve, reject) => {
    if (!env.serviceWorkerReady) return reject(new Error("no service worker"))
    const t = setTimeout(() => reject(new Error(`service worker not ready after ${ms} ms`)), ms)
    env.serviceWorkerReady().then(
      (r) => (clearTimeout(t), resolve(r)),
      (err: unknown) => (clearTimeout(t), reject(err instanceof Error ? err : new Error(String(err)))),
    )
  })
