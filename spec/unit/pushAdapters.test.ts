// The web push and install adapters (infrastructure/push) on fake browser parts: permissions as a§4 names
// them, the local stand-in token (kept per browser, needs an active worker), Firebase Cloud Messaging
// loaded only for a token (VAPID key and our worker registration; errors become reasons), the captured
// beforeinstallprompt, and the interpreter turning answers into events (the worker's registration:
// spec/unit/worker.test.ts).
import * as Effect from "effect/Effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Cmd } from "../../domain/app/commands"
import type { NewEvent } from "../../domain/app/event"
import { program } from "../../domain/runtime/interpreter"
import type { InstallReport } from "../../domain/runtime/ports"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { permissionOf, type PushEnv } from "../../infrastructure/push/browser"
import { firebaseConfigured, makeFcmPush, type FirebaseSdk } from "../../infrastructure/push/fcm"
import { makeInstall, type InstallEnv } from "../../infrastructure/push/install"
import { LOCAL_TOKEN_KEY, makeLocalPush } from "../../infrastructure/push/local"
import { T0 } from "../support/fixtures"
import { testPorts } from "../support/testLayers"

const REGISTRATION = { scope: "/" } as unknown as ServiceWorkerRegistration

/** A browser with Notification at `permission` (a request turns default into `onRequest`) and a ready worker. */
const env = (permission = "default", onRequest = "granted", ready: Promise<ServiceWorkerRegistration> = Promise.resolve(REGISTRATION)) => {
  const n = { permission, requestPermission: vi.fn(async () => ((n.permission = n.permission === "default" ? onRequest : n.permission), n.permission)) }
  return { Notification: n, serviceWorkerReady: () => ready, pushManager: true } satisfies PushEnv
}

afterEach(() => {
  vi.useRealTimers()
})

describe("permissions (a§4 names)", () => {
  it("reads default, granted and denied, and unsupported without Notification, worker or Push API", () => {
    expect(permissionOf(env("default"))).toBe("default")
    expect(permissionOf(env("granted"))).toBe("granted")
    expect(permissionOf(env("denied"))).toBe("denied")
    expect(permissionOf({ pushManager: true, serviceWorkerReady: env().serviceWorkerReady })).toBe("unsupported")
    expect(permissionOf({ ...env("granted"), pushManager: false })).toBe("unsupported")
  })
})

describe("the local stand-in token", () => {
  const store = () => {
    const m = new Map<string, string>()
    return { m, get: (k: string) => m.get(k) ?? null, set: (k: string, v: string) => void m.set(k, v) }
  }

  it("asks the browser, then makes one token per browser and keeps it", async () => {
    const s = store()
    const e = env()
    const push = makeLocalPush({ env: e, randomId: () => "abc123", store: s })
    expect(await push.token()).toEqual({ ok: false, reason: "permission is default" })
    expect(await push.requestPermission()).toBe("granted")
    expect(e.Notification.requestPermission).toHaveBeenCalledTimes(1)
    expect(await push.token()).toEqual({ ok: true, token: "local-abc123" })
    expect(s.m.get(LOCAL_TOKEN_KEY)).toBe("local-abc123")
    const again = makeLocalPush({ env: e, randomId: () => "other", store: s })
    expect(await again.token()).toEqual({ ok: true, token: "local-abc123" })
  })

  it("fails with a reason when the worker never becomes active", async () => {
    vi.useFakeTimers()
    const push = makeLocalPush({ env: env("granted", "granted", new Promise(() => {})), randomId: () => "x", store: store(), readyMs: 5_000 })
    const result = push.token()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await result).toEqual({ ok: false, reason: "service worker not ready after 5000 ms" })
  })
})

describe("Firebase Cloud Messaging (production)", () => {
  const CONFIG = { apiKey: "k", authDomain: "a.firebaseapp.com", projectId: "p", messagingSenderId: "1", appId: "app", vapidKey: "VAPID" }
  const sdk = (over: Partial<FirebaseSdk> = {}) => {
    const apps: Array<{ name: string }> = []
    const s = {
      initializeApp: vi.fn((_o: Record<string, string>, name?: string) => (apps.push({ name: name ?? "[DEFAULT]" }), { name })),
      getApps: () => apps,
      getApp: vi.fn((name?: string) => ({ name })),
      isSupported: async () => true,
      getMessaging: vi.fn(() => "messaging"),
      getToken: vi.fn(async () => "fcm-token"),
      ...over,
    }
    return s
  }

  it("without a Firebase configuration web push is unsupported and nothing is loaded", async () => {
    const load = vi.fn()
    const push = makeFcmPush({ config: LOCAL_DEFAULTS.firebase, env: env("granted"), load })
    expect(firebaseConfigured(LOCAL_DEFAULTS.firebase)).toBe(false)
    expect(push.permission()).toBe("unsupported")
    expect(await push.requestPermission()).toBe("unsupported")
    expect(await push.token()).toEqual({ ok: false, reason: "firebase is not configured" })
    expect(load).not.toHaveBeenCalled()
  })

  it("loads the SDK only for a token and asks with the VAPID key and our worker registration", async () => {
    const s = sdk()
    const load = vi.fn(async () => s as unknown as FirebaseSdk)
    const push = makeFcmPush({ config: CONFIG, env: env("granted"), load })
    expect(push.permission()).toBe("granted")
    expect(load).not.toHaveBeenCalled()
    expect(await push.token()).toEqual({ ok: true, token: "fcm-token" })
    expect(s.initializeApp).toHaveBeenCalledWith({ apiKey: "k", authDomain: "a.firebaseapp.com", projectId: "p", messagingSenderId: "1", appId: "app" }, "vidchat-push")
    expect(s.getToken).toHaveBeenCalledWith("messaging", { vapidKey: "VAPID", serviceWorkerRegistration: REGISTRATION })
    await push.token()
    expect(s.initializeApp).toHaveBeenCalledTimes(1)
  })

  it("a refused token, an unsupported browser or a permission not granted come back as reasons", async () => {
    const blocked = Object.assign(new Error("Messaging: The notification permission was not granted and blocked instead."), { code: "messaging/permission-blocked" })
    const failing = makeFcmPush({ config: CONFIG, env: env("granted"), load: async () => sdk({ getToken: async () => Promise.reject(blocked) }) as unknown as FirebaseSdk })
    expect(await failing.token()).toEqual({ ok: false, reason: "messaging/permission-blocked: Messaging: The notification permission was not granted and blocked instead." })
    const unsupported = makeFcmPush({ config: CONFIG, env: env("granted"), load: async () => sdk({ isSupported: async () => false }) as unknown as FirebaseSdk })
    expect(await unsupported.token()).toEqual({ ok: false, reason: "firebase messaging is not supported in this browser" })
    const notYet = makeFcmPush({ config: CONFIG, env: env("default"), load: vi.fn() })
    expect(await notYet.token()).toEqual({ ok: false, reason: "permission is default" })
  })
})

describe("install (beforeinstallprompt, appinstalled, display-mode standalone)", () => {
  const browser = (standalone = false) => {
    const listeners = new Map<string, (e: Event) => void>()
    let onModeChange = () => {}
    const mode = { matches: standalone, addEventListener: (_t: "change", l: () => void) => void (onModeChange = l) }
    const e: InstallEnv = { addEventListener: (t, l) => void listeners.set(t, l), standalone: mode }
    return { e, fire: (type: string, ev: Event = new Event(type)) => listeners.get(type)?.(ev), mode, modeChanged: () => onModeChange() }
  }
  const promptEvent = (outcome: "accepted" | "dismissed") => {
    const ev = new Event("beforeinstallprompt", { cancelable: true })
    const prompt = vi.fn(async () => undefined)
    Object.assign(ev, { prompt, userChoice: Promise.resolve({ outcome }) })
    return { ev, prompt }
  }

  it("reports not installable until the browser signals it (default infobar suppressed), then prompts once", async () => {
    const b = browser()
    const install = makeInstall(b.e)
    const reports: InstallReport[] = []
    install.watch((r) => reports.push(r))
    expect(reports).toEqual([{ installed: false, installable: false, justInstalled: false }])
    const { ev, prompt } = promptEvent("accepted")
    b.fire("beforeinstallprompt", ev)
    expect(ev.defaultPrevented).toBe(true)
    expect(reports.at(-1)).toEqual({ installed: false, installable: true, justInstalled: false })
    expect(await install.prompt()).toBe("accepted")
    expect(prompt).toHaveBeenCalledTimes(1)
    expect(reports.at(-1)).toEqual({ installed: false, installable: false, justInstalled: false })
    expect(await install.prompt()).toBe("unavailable")
  })

  it("an early beforeinstallprompt (before watch) is kept; appinstalled reports a fresh install", () => {
    const b = browser()
    const install = makeInstall(b.e)
    b.fire("beforeinstallprompt", promptEvent("dismissed").ev)
    const reports: InstallReport[] = []
    install.watch((r) => reports.push(r))
    expect(reports[0]).toEqual({ installed: false, installable: true, justInstalled: false })
    b.fire("appinstalled")
    expect(reports.at(-1)).toEqual({ installed: true, installable: false, justInstalled: true })
  })

  it("running as the installed app (display-mode standalone) reports installed", () => {
    const reports: InstallReport[] = []
    makeInstall(browser(true).e).watch((r) => reports.push(r))
    expect(reports).toEqual([{ installed: true, installable: false, justInstalled: false }])
  })
})

describe("the interpreter's web push and install commands", () => {
  const runOne = async (c: Cmd, ports = testPorts({ now: T0 })) => {
    const published: NewEvent[] = []
    await Effect.runPromise(Effect.provide(program(c, (e) => published.push(e)), ports.layer))
    return { ports, published }
  }

  it("check, request and token become events stamped with the clock; a failed token carries the permission", async () => {
    const ports = testPorts({ now: T0 })
    expect((await runOne({ _tag: "CheckPushPermission" }, ports)).published).toEqual([{ _tag: "PushPermissionChecked", at: T0, permission: "default" }])
    expect((await runOne({ _tag: "RequestPushPermission" }, ports)).published).toEqual([{ _tag: "PushPermissionAnswered", at: T0, permission: "granted" }])
    expect((await runOne({ _tag: "RegisterPushToken" }, ports)).published).toEqual([{ _tag: "PushTokenObtained", at: T0, token: "push-token-1" }])
    ports.push.state.token = { ok: false, reason: "x".repeat(400) }
    const failed = (await runOne({ _tag: "RegisterPushToken" }, ports)).published
    expect(failed).toEqual([{ _tag: "PushTokenFailed", at: T0, reason: "x".repeat(300), permission: "granted" }])
  })

  it("the install watch reports states and a fresh install; the prompt reports its outcome", async () => {
    const ports = testPorts({ now: T0 })
    const { published } = await runOne({ _tag: "WatchInstall" }, ports)
    ports.install.set(false, true)
    ports.install.set(true, false, true)
    expect(published).toEqual([
      { _tag: "InstallStateChanged", at: T0, installed: false, installable: false },
      { _tag: "InstallStateChanged", at: T0, installed: false, installable: true },
      { _tag: "AppInstalled", at: T0 },
    ])
    ports.install.state.outcome = "dismissed"
    expect((await runOne({ _tag: "PromptInstall" }, ports)).published).toEqual([{ _tag: "InstallPromptAnswered", at: T0, outcome: "dismissed" }])
  })
})
