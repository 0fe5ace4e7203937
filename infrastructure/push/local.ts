// The local web push adapter (reference gateway, no internet): the browser's real Notification
// permission, and instead of a push-service subscription a stand-in token made here (random, kept in
// local storage so one browser keeps one token). The domain saves it to the gateway like a real one.
// Nothing is delivered to it: real delivery needs Firebase Cloud Messaging (./fcm.ts, production).
import type { PushTokenResult } from "../../domain/runtime/ports"
import { permissionOf, readyWithin, requestPermissionOf, type PushEnv } from "./browser"

/** Storage key of the stand-in token. */
export const LOCAL_TOKEN_KEY = "localPushToken"

/** What the local adapter needs (injectable for tests). */
export interface LocalPushDeps {
  readonly env: PushEnv
  /** A new random id (crypto). */
  readonly randomId: () => string
  readonly store: { readonly get: (key: string) => string | null; readonly set: (key: string, value: string) => void }
  /** Wait for the service worker at most this long, ms (default 10 s). */
  readonly readyMs?: number
}

/** The local Push port. */
export const makeLocalPush = (deps: LocalPushDeps) => ({
  permission: () => permissionOf(deps.env),
  requestPermission: () => requestPermissionOf(deps.env),
  token: async (): Promise<PushTokenResult> => {
    const permission = permissionOf(deps.env)
    if (permission !== "granted") return { ok: false, reason: `permission is ${permission}` }
    try {
      // Same precondition as the real one: an active service worker to receive pushes.
      await readyWithin(deps.env, deps.readyMs ?? 10_000)
    } catch (err) {
      return { ok: false, reason: String((err as Error).message ?? err).slice(0, 300) }
    }
    const known = deps.store.get(LOCAL_TOKEN_KEY)
    if (known) return { ok: true, token: known }
    const token = `local-${deps.randomId()}`
    deps.store.set(LOCAL_TOKEN_KEY, token)
    return { ok: true, token }
  },
})
