// The production web push adapter: Firebase Cloud Messaging (firebase 12, modular). The SDK is imported
// lazily, only when a token is needed (the invitation was confirmed, or permission was already granted),
// never at startup. getToken uses the configured VAPID key and our own service worker registration
// (infrastructure/worker/sw.ts shows the pushes). Without a Firebase configuration web push is
// "unsupported". The service has no test-push endpoint (the spec names none): the self-test's remote part
// is "unavailable" here and only the local part runs.
import type { FirebaseConfig } from "../config"
import type { PushTokenResult, TestPushResult } from "../../domain/runtime/ports"
import { describeError, firebaseConfigured, permissionParts, readyWithin, WORKER_READY_MS, type PushEnv } from "./browser"

export { firebaseConfigured } from "./browser"

/** The parts of firebase/app and firebase/messaging this adapter uses. */
export interface FirebaseSdk {
  readonly initializeApp: (options: Record<string, string>, name?: string) => unknown
  readonly getApps: () => ReadonlyArray<{ readonly name: string }>
  readonly getApp: (name?: string) => unknown
  readonly isSupported: () => Promise<boolean>
  readonly getMessaging: (app: never) => unknown
  readonly getToken: (messaging: never, options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration }) => Promise<string>
}

/** Loads the SDK (two chunks of their own). */
export const loadFirebase = async (): Promise<FirebaseSdk> => {
  const [app, messaging] = await Promise.all([import("firebase/app"), import("firebase/messaging")])
  return {
    initializeApp: app.initializeApp as FirebaseSdk["initializeApp"],
    getApps: app.getApps,
    getApp: app.getApp as FirebaseSdk["getApp"],
    isSupported: messaging.isSupported,
    getMessaging: messaging.getMessaging as FirebaseSdk["getMessaging"],
    getToken: messaging.getToken as unknown as FirebaseSdk["getToken"],
  }
}

const APP_NAME = "vidchat-push"

/** What the FCM adapter needs (injectable for tests). */
export interface FcmDeps {
  readonly config: FirebaseConfig
  readonly env: PushEnv
  readonly load?: () => Promise<FirebaseSdk>
  readonly readyMs?: number
}

/** The production Push port. */
export const makeFcmPush = (deps: FcmDeps) => {
  const on = firebaseConfigured(deps.config)
  const { permission, requestPermission } = permissionParts(deps.env, on)
  return {
    permission,
    requestPermission,
    token: async (): Promise<PushTokenResult> => {
      if (!on) return { ok: false, reason: "firebase is not configured" }
      if (permission() !== "granted") return { ok: false, reason: `permission is ${permission()}` }
      try {
        const registration = await readyWithin(deps.env, deps.readyMs ?? WORKER_READY_MS)
        const sdk = await (deps.load ?? loadFirebase)()
        if (!(await sdk.isSupported())) return { ok: false, reason: "firebase messaging is not supported in this browser" }
        const { apiKey, authDomain, projectId, messagingSenderId, appId } = deps.config
        const app = sdk.getApps().some((a) => a.name === APP_NAME)
          ? sdk.getApp(APP_NAME)
          : sdk.initializeApp({ apiKey, authDomain, projectId, messagingSenderId, appId }, APP_NAME)
        const token = await sdk.getToken(sdk.getMessaging(app as never) as never, { vapidKey: deps.config.vapidKey, serviceWorkerRegistration: registration })
        return token ? { ok: true, token } : { ok: false, reason: "firebase returned no token" }
      } catch (err) {
        return { ok: false, reason: describeError(err) }
      }
    },
    requestTestPush: async (): Promise<TestPushResult> => ({ outcome: "unavailable", reason: "the service has no test push endpoint" }),
  }
}
