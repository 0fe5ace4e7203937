// The live layer of every port for the browser: the gateway client over fetch, real timers, cookies
// and local storage, and history navigation shared with the router (wouter).
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { navigate } from "wouter/use-browser-location"
import { AppWorker, ChatStore, Clock, Gateway, Install, Navigation, Network, PageVisibility, Push, Realtime, Rtc, SocialAuth, Sounds, Storage, TabBadge, Timers, Uploads, type Ports } from "../domain/runtime/ports"
import { makeSocialAuth } from "./social"
import { makeUploads } from "./gateway/uploads"
import type { RtcAdapter } from "../domain/runtime/rtc"
import { lazyRtc } from "./rtc/lazy"
import { makeSounds } from "./browser/sounds"
import { faviconDrawer, makeTabBadge } from "./browser/tabBadge"
import { makeAgoraRealtime } from "./rtm/agora"
import { chatDbName, makeIdbChatStore } from "./storage/chatDb"
import { makeWsRealtime, relayUrl, type WsRealtime } from "./rtm/ws"
import type { AppConfig } from "./config"
import { browserStorage } from "./browser/storage"
import { makeGatewayClient } from "./gateway/client"
import { makeLeaveRequests } from "./gateway/leave"
import { earlyTaker, pageEarlyRequests } from "./gateway/early"
import { browserPushEnv } from "./push/browser"
import { makeFcmPush } from "./push/fcm"
import { browserInstallEnv, makeInstall } from "./push/install"
import { makeLocalPush } from "./push/local"
import { randomId } from "./browser/deviceId"
import { browserNetworkEnv, makeNetwork } from "./browser/network"
import { browserVisibilityEnv, makePageVisibility } from "./browser/visibility"
import { inOwnTask } from "./browser/idle"
import { MSG } from "./worker/handlers"
import { browserAppWorkerEnv, makeAppWorker } from "./worker/register"

export { newDeviceId } from "./browser/deviceId"

/** The WebSocket relay adapter of this page (local mode), shared with the local call adapter for signaling. */
let relay: WsRealtime | null = null
/** The page's relay adapter, created on first use. */
export const pageRelay = (config: AppConfig): WsRealtime => {
  if (relay === null) {
    const r = makeWsRealtime({ url: relayUrl(config.gatewayUrl, location), WebSocket })
    addEventListener("online", () => r.nudge())
    relay = r
  }
  return relay
}

/** The call media adapter of this page (by config.mode: WebRTC over the relay locally, Agora in production); also used by the call popup for its video elements and device list. */
let rtc: RtcAdapter | null = null
/** The page's RTC adapter, created on first use; its code is a chunk loaded when a call first needs it (issue 14). */
export const pageRtc = (config: AppConfig): RtcAdapter =>
  (rtc ??= lazyRtc(() =>
    config.mode === "production"
      ? import("./rtc/agora").then((m) => m.makeAgoraRtc({ env: navigator }))
      : import("./rtc/webrtc").then((m) => m.makeWebRtc({ signaling: pageRelay(config), env: navigator, RTCPeerConnection })),
  ))

/** The service worker adapter of this page (also gives the view services the worker's texts). */
let worker: ReturnType<typeof makeAppWorker> | null = null
/** The page's service worker adapter, created on first use. */
export const pageWorker = (): ReturnType<typeof makeAppWorker> => (worker ??= makeAppWorker(browserAppWorkerEnv()))

/** The web push adapter of `config.mode`: Firebase Cloud Messaging in production, the local stand-in token otherwise. */
const pushAdapter = (config: AppConfig) =>
  config.mode === "production"
    ? makeFcmPush({ config: config.firebase, env: browserPushEnv() })
    : makeLocalPush({
        env: browserPushEnv(),
        randomId,
        store: {
          get: (k) => browserStorage.read()[k] ?? null,
          set: (k, v) => browserStorage.set(k, v),
        },
        gatewayUrl: config.gatewayUrl,
        fetch: (...a) => fetch(...a),
        // The gateway's local push path (the relay) hands pushes for this browser's token to the worker.
        relay: pageRelay(config),
        toWorker: (payload) => void navigator.serviceWorker?.ready.then((r) => r.active?.postMessage({ type: MSG.localPush, payload })),
      })

/** The browser layer of all ports for `config`. */
export const liveLayer = (config: AppConfig): Layer.Layer<Ports> => {
  // Issue 14: the wall's first requests may already be on their way, sent by the boot script.
  const early = earlyTaker(pageEarlyRequests(), () => Date.now())
  // Each request is sent in a task of its own (issue 14): fetch costs ~0.5 ms a call, and AppStarted's
  // requests, sent one after the other in one task, made a long one.
  const client = makeGatewayClient(config, { fetch: (...a) => inOwnTask(() => fetch(...a)), now: () => Date.now(), nonce: randomId, early })
  // Sent at pagehide: the page's own fetch, called at once (not in a task of its own, which would come too late).
  const leave = makeLeaveRequests({
    prepare: client.prepare,
    fetch: (...a) => fetch(...a),
    target: window,
    setInterval: (f, ms) => setInterval(f, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
  })
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return Layer.mergeAll(
    Layer.succeed(Clock, { now: () => Date.now() }),
    Layer.succeed(Gateway, { call: (req) => Effect.promise(() => client.call(req)), onLeave: leave.set }),
    Layer.succeed(Timers, {
      start: (key, ms, fire) => {
        clearTimeout(timers.get(key))
        timers.set(key, setTimeout(() => (timers.delete(key), fire()), ms))
      },
      cancel: (key) => {
        clearTimeout(timers.get(key))
        timers.delete(key)
      },
    }),
    Layer.succeed(Storage, browserStorage),
    Layer.succeed(Navigation, {
      go: (path, replace) => navigate(path, { replace }),
      back: () => history.back(),
      reload: (path) => location.assign(path),
    }),
    Layer.succeed(Realtime, config.mode === "production" ? makeAgoraRealtime({ appId: config.agoraAppId }) : pageRelay(config)),
    Layer.succeed(ChatStore, makeIdbChatStore(chatDbName(config.appId, config.version))),
    Layer.succeed(Sounds, makeSounds()),
    Layer.succeed(Uploads, makeUploads(config, { fetchBlob: (url) => fetch(url).then((r) => r.blob()), xhr: () => new XMLHttpRequest(), now: () => Date.now(), nonce: randomId })),
    Layer.succeed(Rtc, pageRtc(config)),
    Layer.succeed(Push, pushAdapter(config)),
    // Listens for beforeinstallprompt from now on (before AppStarted), so an early one is kept.
    Layer.succeed(Install, makeInstall(browserInstallEnv())),
    Layer.succeed(SocialAuth, makeSocialAuth(config)),
    Layer.succeed(TabBadge, makeTabBadge({ now: () => Date.now(), schedule: (fn, ms) => void setTimeout(fn, ms), draw: faviconDrawer(document) })),
    Layer.succeed(Network, makeNetwork(browserNetworkEnv())),
    Layer.succeed(PageVisibility, makePageVisibility(browserVisibilityEnv())),
    Layer.succeed(AppWorker, pageWorker()),
  )
}
