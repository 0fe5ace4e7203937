// Test layers of every port (domain/runtime/ports.ts): a manual clock, a scripted gateway, manual
// timers driven by the manual clock, memory storage, and recorded navigation. Each comes with a
// handle the test uses to drive or inspect it.
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { GatewayRequest, GatewayResult } from "../../domain/runtime/ports"
import { AppWorker, ChatStore, Clock, Gateway, Install, Navigation, Network, PageVisibility, Push, Realtime, Rtc, SocialAuth, Sounds, Storage, TabBadge, Timers, Uploads, type InstallReport, type Ports, type PushTokenResult, type RealtimeInput, type SocialAuthReport, type TestPushResult, type UploadReport, type WorkerNotification, type WorkerReport } from "../../domain/runtime/ports"
import type { PushPermission } from "../../domain/push/events"
import type { InstallOutcome } from "../../domain/install/events"
import type { SocialProvider } from "../../domain/login/events"
import { memoryChatStore } from "./memoryChatStore"
import type { DeviceCheck, RtcJoin, RtcReport } from "../../domain/runtime/rtc"

/** A clock that moves only when told. */
export const manualClock = (start: number) => {
  let now = start
  return {
    now: () => now,
    set: (at: number) => {
      now = at
    },
    tick: (ms: number) => {
      now += ms
    },
  }
}
export type ManualClock = ReturnType<typeof manualClock>

/** A gateway answering each request with `script(request)` (a value or a promise); records requests. */
export const scriptedGateway = (script: (request: GatewayRequest) => GatewayResult | Promise<GatewayResult>) => {
  const requests: GatewayRequest[] = []
  /** The requests kept to send if the page closes, by key (SendOnLeave). */
  const onLeaveRequests = new Map<string, GatewayRequest>()
  return {
    requests,
    onLeaveRequests,
    call: (request: GatewayRequest): Effect.Effect<GatewayResult> => {
      requests.push(request)
      return Effect.promise(async () => script(request))
    },
    onLeave: (key: string, request: GatewayRequest | null): void => {
      if (request === null) onLeaveRequests.delete(key)
      else onLeaveRequests.set(key, request)
    },
  }
}
export type ScriptedGateway = ReturnType<typeof scriptedGateway>

/** Keyed one-shot timers on a manual clock; `advance` moves the clock and fires due timers in order. */
export const manualTimers = (clock: ManualClock) => {
  const running = new Map<string, { due: number; fire: () => void }>()
  return {
    running,
    start: (key: string, ms: number, fire: () => void) => {
      running.set(key, { due: clock.now() + ms, fire })
    },
    cancel: (key: string) => {
      running.delete(key)
    },
    advance: (ms: number) => {
      const target = clock.now() + ms
      for (;;) {
        const next = [...running.entries()].sort((a, b) => a[1].due - b[1].due)[0]
        if (!next || next[1].due > target) break
        running.delete(next[0])
        clock.set(next[1].due)
        next[1].fire()
      }
      clock.set(target)
    },
  }
}
export type ManualTimers = ReturnType<typeof manualTimers>

/** Storage in a plain object; cookies remember their lifetime in `days`. */
export const memoryStorage = (initial: Record<string, string> = {}) => {
  const values: Record<string, string> = { ...initial }
  const days: Record<string, number> = {}
  return {
    values,
    days,
    read: () => ({ ...values }),
    set: (key: string, value: string, d?: number) => {
      values[key] = value
      if (d !== undefined) days[key] = d
      else delete days[key]
    },
    remove: (key: string) => {
      delete values[key]
      delete days[key]
    },
    keepOnly: (keep: ReadonlyArray<string>) => {
      for (const k of Object.keys(values)) if (!keep.includes(k)) delete values[k]
    },
  }
}
export type MemoryStorage = ReturnType<typeof memoryStorage>

/** Navigation that records what was asked of the browser. */
export const recordedNavigation = () => {
  const log: Array<{ op: "go"; path: string; replace: boolean } | { op: "back" } | { op: "reload"; path: string }> = []
  return {
    log,
    go: (path: string, replace: boolean) => {
      log.push({ op: "go", path, replace })
    },
    back: () => {
      log.push({ op: "back" })
    },
    reload: (path: string) => {
      log.push({ op: "reload", path })
    },
  }
}
export type RecordedNavigation = ReturnType<typeof recordedNavigation>

/** A real-time channel the test drives: `emit` reports an event as if the adapter had received it. */
export const fakeRealtime = () => {
  let report: ((e: RealtimeInput) => void) | null = null
  const log: Array<{ op: "connect"; userId: string; token: string } | { op: "disconnect" }> = []
  return {
    log,
    get connected() {
      return report !== null
    },
    connect: (auth: { readonly userId: string; readonly token: string }, r: (e: RealtimeInput) => void) => {
      log.push({ op: "connect", userId: auth.userId, token: auth.token })
      report = r
    },
    disconnect: () => {
      log.push({ op: "disconnect" })
      report = null
    },
    emit: (e: RealtimeInput) => report?.(e),
  }
}
export type FakeRealtime = ReturnType<typeof fakeRealtime>

/** Sounds and tab badge that record what they were asked (`badgeOverflow` makes the next set report an overflow). */
export const recordedMedia = () => {
  const log: Array<{ op: "preload" } | { op: "play"; sound: string } | { op: "badge"; count: number }> = []
  let overflowNext = 0
  return {
    log,
    overflowNext: (dropped: number) => void (overflowNext = dropped),
    preload: () => void log.push({ op: "preload" }),
    play: (sound: string) => void log.push({ op: "play", sound }),
    set: (count: number, overflow: (dropped: number) => void) => {
      log.push({ op: "badge", count })
      if (overflowNext > 0) {
        const n = overflowNext
        overflowNext = 0
        overflow(n)
      }
    },
  }
}
export type RecordedMedia = ReturnType<typeof recordedMedia>

/** Call media the test drives: records every call; `emit` reports a media fact of the joined room. */
export const fakeRtc = () => {
  let report: ((r: RtcReport) => void) | null = null
  const log: Array<{ op: string; args: unknown[] }> = []
  const check: { -readonly [K in keyof DeviceCheck]: DeviceCheck[K] } = { camera: true, microphone: true, speakers: "present", permission: "granted" }
  const rec = (op: string) => (...args: unknown[]) => void log.push({ op, args })
  const frame: { url: string | null } = { url: "blob:remote-frame" }
  return {
    log,
    /** What checkDevices answers (tests change it). */
    check,
    prepare: rec("prepare"),
    checkDevices: async () => (log.push({ op: "checkDevices", args: [] }), { ...check }),
    join: (j: RtcJoin, r: (x: RtcReport) => void) => {
      log.push({ op: "join", args: [j] })
      report = r
    },
    leave: (roomNum: string) => {
      log.push({ op: "leave", args: [roomNum] })
      report = null
    },
    setMicMuted: rec("setMicMuted"),
    setRemoteVolume: rec("setRemoteVolume"),
    switchDevice: rec("switchDevice"),
    attach: rec("attach"),
    /** What captureRemoteFrame answers (tests change it). */
    frame,
    captureRemoteFrame: async (quality: number) => (log.push({ op: "captureRemoteFrame", args: [quality] }), frame.url),
    devices: async () => ({ cameras: [], microphones: [], camera: null, microphone: null }),
    emit: (r: RtcReport) => report?.(r),
  }
}
export type FakeRtc = ReturnType<typeof fakeRtc>

/** Uploads the test finishes by hand: `pending` requests, `report(key, event)` answers one. */
export const manualUploads = () => {
  const pending = new Map<string, (e: UploadReport) => void>()
  const log: Array<{ key: string; localUrl: string }> = []
  return {
    log,
    pending,
    upload: (r: { readonly key: string; readonly localUrl: string }, report: (e: UploadReport) => void) => {
      log.push({ key: r.key, localUrl: r.localUrl })
      pending.set(r.key, report)
    },
    report: (e: UploadReport) => pending.get(e.key)?.(e),
  }
}
export type ManualUploads = ReturnType<typeof manualUploads>

/** Web push the test scripts: the permission now, what a request turns it into, and the token answer. */
export const fakePush = (permission: PushPermission = "default") => {
  const state = {
    permission,
    onRequest: "granted" as PushPermission,
    token: { ok: true, token: "push-token-1" } as PushTokenResult,
    testPush: { outcome: "sent", reason: "" } as TestPushResult,
  }
  const log: string[] = []
  return {
    state,
    log,
    permission: () => state.permission,
    requestPermission: async () => {
      log.push("request")
      if (state.permission === "default") state.permission = state.onRequest
      return state.permission
    },
    token: async () => (log.push("token"), state.token),
    requestTestPush: async (_caller: unknown, text: WorkerNotification) => (log.push(`testPush:${text.title}`), state.testPush),
  }
}
export type FakePush = ReturnType<typeof fakePush>

/** The browser's network state the test drives: `set` reports a change (the first report is `online`). */
export const fakeNetwork = (online = true) => {
  let report: ((online: boolean) => void) | null = null
  return {
    watch: (r: (online: boolean) => void) => {
      report = r
      r(online)
    },
    set: (value: boolean) => report?.(value),
  }
}
export type FakeNetwork = ReturnType<typeof fakeNetwork>

/** The page's visibility the test drives: `set` reports a change (the first report is `visible`). */
export const fakeVisibility = (visible = true) => {
  let report: ((visible: boolean) => void) | null = null
  return {
    watch: (r: (visible: boolean) => void) => {
      report = r
      r(visible)
    },
    set: (value: boolean) => report?.(value),
  }
}
export type FakeVisibility = ReturnType<typeof fakeVisibility>

/** The service worker the test drives: `emit` reports (update ready, push shown, notification opened). */
export const fakeWorker = () => {
  let report: ((r: WorkerReport) => void) | null = null
  const state = { shown: { ok: true } as { ok: true } | { ok: false; reason: string }, lastPush: null as { at: number; title: string } | null }
  const log: string[] = []
  return {
    state,
    log,
    start: (r: (x: WorkerReport) => void) => {
      log.push("start")
      report = r
    },
    applyUpdate: () => void log.push("applyUpdate"),
    showTestNotification: async (n: WorkerNotification) => (log.push(`show:${n.title}`), state.shown),
    lastPush: async () => state.lastPush,
    emit: (r: WorkerReport) => report?.(r),
  }
}
export type FakeWorker = ReturnType<typeof fakeWorker>

/** Install the test drives: `set` reports a new browser state; `outcome` is what the next prompt answers. */
export const fakeInstall = () => {
  let report: ((r: InstallReport) => void) | null = null
  const state = { installed: false, installable: false, outcome: "accepted" as InstallOutcome }
  const log: string[] = []
  return {
    state,
    log,
    watch: (r: (x: InstallReport) => void) => {
      report = r
      r({ installed: state.installed, installable: state.installable, justInstalled: false })
    },
    prompt: async () => (log.push("prompt"), state.outcome),
    set: (installed: boolean, installable: boolean, justInstalled = false) => {
      state.installed = installed
      state.installable = installable
      report?.({ installed, installable, justInstalled })
    },
  }
}
export type FakeInstall = ReturnType<typeof fakeInstall>
/** Provider sign-ins the test finishes by hand: `started` lists them; `finish(report)` answers the last open one. */
export const manualSocialAuth = () => {
  const started: Array<{ provider: SocialProvider; report: (r: SocialAuthReport) => void; done: boolean; cancelled?: boolean }> = []
  return {
    started,
    signIn: (provider: SocialProvider, report: (r: SocialAuthReport) => void) => void started.push({ provider, report, done: false }),
    /** Cancels the open sign-ins (as the stand-in closes its window): marked cancelled and done, no report. */
    cancel: () => {
      for (const s of started) if (!s.done) Object.assign(s, { done: true, cancelled: true })
    },
    /** Reports `r` for the newest sign-in not yet finished; false when none is open. */
    finish: (r: SocialAuthReport): boolean => {
      const open = [...started].reverse().find((s) => !s.done)
      if (!open) return false
      open.done = true
      open.report(r)
      return true
    },
  }
}
export type ManualSocialAuth = ReturnType<typeof manualSocialAuth>

/** All test ports and the layer providing them. */
export const testPorts = (options: {
  readonly now: number
  readonly script?: (request: GatewayRequest) => GatewayResult | Promise<GatewayResult>
  readonly stored?: Record<string, string>
}) => {
  const clock = manualClock(options.now)
  const gateway = scriptedGateway(options.script ?? (() => ({ ok: true, data: {} })))
  const timers = manualTimers(clock)
  const storage = memoryStorage(options.stored)
  const navigation = recordedNavigation()
  const realtime = fakeRealtime()
  const chatStore = memoryChatStore()
  const media = recordedMedia()
  const uploads = manualUploads()
  const rtc = fakeRtc()
  const push = fakePush()
  const install = fakeInstall()
  const social = manualSocialAuth()
  const network = fakeNetwork()
  const visibility = fakeVisibility()
  const worker = fakeWorker()
  const layer: Layer.Layer<Ports> = Layer.mergeAll(
    Layer.succeed(Clock, { now: clock.now }),
    Layer.succeed(Gateway, { call: gateway.call, onLeave: gateway.onLeave }),
    Layer.succeed(Timers, { start: timers.start, cancel: timers.cancel }),
    Layer.succeed(Storage, { read: storage.read, set: storage.set, remove: storage.remove, keepOnly: storage.keepOnly }),
    Layer.succeed(Navigation, { go: navigation.go, back: navigation.back, reload: navigation.reload }),
    Layer.succeed(Realtime, { connect: realtime.connect, disconnect: realtime.disconnect }),
    Layer.succeed(ChatStore, chatStore),
    Layer.succeed(Sounds, { preload: media.preload, play: media.play }),
    Layer.succeed(TabBadge, { set: media.set }),
    Layer.succeed(Uploads, { upload: uploads.upload }),
    Layer.succeed(Rtc, rtc),
    Layer.succeed(Push, push),
    Layer.succeed(Install, install),
    Layer.succeed(SocialAuth, { signIn: social.signIn, cancel: social.cancel }),
    Layer.succeed(Network, { watch: network.watch }),
    Layer.succeed(PageVisibility, { watch: visibility.watch }),
    Layer.succeed(AppWorker, worker),
  )
  return { clock, gateway, timers, storage, navigation, realtime, chatStore, media, uploads, rtc, push, install, social, network, visibility, worker, layer }
}
