// The local web push adapter (reference gateway, no internet): the browser's real Notification
// permission, and instead of a push-service subscription a stand-in token made here (random, kept in
// local storage so one browser keeps one token). The domain saves it to the gateway like a real one.
// The gateway's local push path delivers pushes for that token over the real-time relay; this adapter
// hands those meant for its token to the service worker, which shows them as it shows a push event.
// The self-test's test push is asked for at POST /dev/push/test. Real delivery needs Firebase Cloud
// Messaging (./fcm.ts, production).
import type { Caller } from "../../domain/core/commands"
import type { PushTokenResult, TestPushResult } from "../../domain/runtime/ports"
import type { LocalPush } from "../rtm/ws"
import { describeError, permissionOf, permissionParts, readyWithin, WORKER_READY_MS, type PushEnv } from "./browser"

/** Storage key of the stand-in token. */
export const LOCAL_TOKEN_KEY = "localPushToken"

/** What the local adapter needs (injectable for tests). */
export interface LocalPushDeps {
  readonly env: PushEnv
  /** A new random id (crypto). */
  readonly randomId: () => string
  readonly store: { readonly get: (key: string) => string | null; readonly set: (key: string, value: string) => void }
  /** Wait for the service worker at most this long, ms (default WORKER_READY_MS, 30 s). */
  readonly readyMs?: number
  /** The gateway's origin ("" = this page's) and fetch, for POST /dev/push/test. */
  readonly gatewayUrl?: string
  readonly fetch?: typeof fetch
  /** The relay's local push path (pushes for some token) and the hand-over to the service worker. */
  readonly relay?: { readonly onPush: (l: (p: LocalPush) => void) => () => void }
  readonly toWorker?: (payload: unknown) => void
}

/** POST /dev/push/test's answer: the member's saved tokens and the relay sessions that got the push. */
const testAnswerOf = (v: unknown): { tokens: number; sessions: number } | null => {
  const r = v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {}
  return typeof r["tokens"] === "number" && typeof r["sessions"] === "number" ? { tokens: r["tokens"], sessions: r["sessions"] } : null
}

/** The local Push port. */
export const makeLocalPush = (deps: LocalPushDeps) => {
  // Pushes of the gateway's local path for this browser's token go to the service worker.
  deps.relay?.onPush((p) => {
    const mine = deps.store.get(LOCAL_TOKEN_KEY)
    if (mine !== null && p.token === mine) deps.toWorker?.(p.payload)
  })
  return {
  ...permissionParts(deps.env),
  token: async (): Promise<PushTokenResult> => {
    const permission = permissionOf(deps.env)
    if (permission !== "granted") return { ok: false, reason: `permission is ${permission}` }
    try {
      // Same precondition as the real one: an active service worker to receive pushes.
      await readyWithin(deps.env, deps.readyMs ?? WORKER_READY_MS)
    } catch (err) {
      return { ok: false, reason: String((err as Error).message ?? err).slice(0, 300) }
    }
    const known = deps.store.get(LOCAL_TOKEN_KEY)
    if (known) return { ok: true, token: known }
    const token = `local-${deps.randomId()}`
    deps.store.set(LOCAL_TOKEN_KEY, token)
    return { ok: true, token }
  },
  requestTestPush: async (caller: Caller, text: { readonly title: string; readonly body: string }): Promise<TestPushResult> => {
    if (!deps.fetch) return { outcome: "unavailable", reason: "no gateway" }
    try {
      const res = await deps.fetch(`${deps.gatewayUrl ?? ""}/dev/push/test`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: caller.token },
        body: JSON.stringify({ deviceId: caller.deviceId, title: text.title, body: text.body }),
      })
      if (res.status === 404) return { outcome: "unavailable", reason: "the gateway has no test push" }
      const answer = testAnswerOf(await res.json().catch(() => null))
      if (!res.ok || answer === null) return { outcome: "failed", reason: `HTTP ${res.status}` }
      if (answer.tokens === 0) return { outcome: "failed", reason: "no push token saved for this member" }
      if (answer.sessions === 0) return { outcome: "failed", reason: "no open session to deliver to" }
      return { outcome: "sent", reason: "" }
    } catch (err) {
      return { outcome: "failed", reason: describeError(err) }
    }
  },
  }
}
