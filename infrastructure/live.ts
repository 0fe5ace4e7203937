// The live layer of every port for the browser: the gateway client over fetch, real timers, cookies
// and local storage, and history navigation shared with the router (wouter).
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { navigate } from "wouter/use-browser-location"
import { AppWorker, ChatStore, Clock, Gateway, Install, Navigation, Network, PageVisibility, Push, Realtime, Rtc, SocialAuth, Sounds, Storage, TabBadge, Timers, Uploads, type Ports } from "../domain/runtime/ports"
import { makeSocialAuth, type PageSocialAuth } from "./social"
import { lazyUploads } from "./gateway/lazyUploads"
import type { RtcAdapter } from "../domain/runtime/rtc"
import { lazyRtc } from "./rtc/lazy"
import { makeSounds } from "./browser/sounds"
import { faviconDrawer, makeTabBadge } from "./browser/tabBadge"
import { lazyChatStore } from "./storage/lazyChatStore"
import { lazyRealtime } from "./rtm/lazy"
import type { WsRealtime } from "./rtm/ws"
import { onDemand, type OnDemand } from "./onDemand"
import { reloadable } from "./browser/chunkImport"
import { memberChunk } from "./memberChunk"
import type { AppConfig } from "./config"
import { browserStorage } from "./browser/storage"
import { makeGatewayClient } from "./gateway/client"
import { makeLeaveRequests } from "./gateway/leave"
import { earlyTaker, pageEarlyRequests } from "./gateway/early"
import { browserPushEnv, firebaseConfigured, permissionParts } from "./push/browser"
import { browserInstallEnv, makeInstall } from "./push/install"
import { lazyPush } from "./push/lazy"
import { randomId } from "./browser/deviceId"
import { browserNetworkEnv, makeNetwork } from "./browser/network"
import { browserVisibilityEnv, makePageVisibility } from "./browser/visibility"
import { inOwnTask } from "./browser/idle"
import { MSG } from "./worker/handlers"
import { browserAppWorkerEnv, makeAppWorker } from "./worker/register"

export { newDeviceId } from "./browser/deviceId"

// Issue 14: the adapters a signed-out first visit never runs are loaded on first use, behind the same
// ports (infrastructure/onDemand.ts): relay and Agora RTM, the chat database and its journals, uploads and the push token
// from the one member chunk (./member.ts via ./memberChunk.ts), production's social sign-in and call media
// from chunks of their own. A visitor's start loads none of them; a member's start or sign-in loads the
// member chunk with the first command that needs it.

/** The WebSocket relay adapter of this page (local mode), shared with the local call adapter for signaling and the local push path. */
let relay: OnDemand<WsRealtime> | null = null
/**
 * The page's relay adapter, loaded on first use (in the member chunk): by the first connect of the
 * Realtime port (local mode) or the first call. In local mode the push adapter is loaded first, so its
 * local push path listens before the relay can deliver a push.
 */
export const pageRelay = (config: AppConfig): OnDemand<WsRealtime> => {
  if (relay) return relay
  return (relay = onDemand(async () => {
    const [m] = await Promise.all([memberChunk.with((m) => m), new Promise<void>((ready) => pagePush(config).loaded.use(() => ready(), () => ready()))])
    const r = m.makeWsRealtime({ url: m.relayUrl(config.gatewayUrl, location), WebSocket })
    addEventListener("online", () => r.nudge())
    return r
  }))
}

/** The call media adapter of this page (by config.mode: WebRTC over the relay locally, Agora in production); also used by the call popup for its video elements and device list. */
let rtc: RtcAdapter | null = null
/** The page's RTC adapter, created on first use; its code is a chunk loaded when a call first needs it (issue 14). */
export const pageRtc = (config: AppConfig): RtcAdapter => {
  if (rtc) return rtc
  const agoraModule = reloadable(() => import("./rtc/agora"))
  const webRtcModule = reloadable(() => import("./rtc/webrtc"))
  return (rtc = lazyRtc(() =>
    config.mode === "production"
      ? agoraModule().then((m) => m.makeAgoraRtc({ env: navigator }))
      : Promise.all([webRtcModule(), pageRelay(config).with((r) => r)]).then(([m, signaling]) => m.makeWebRtc({ signaling, env: navigator, RTCPeerConnection })),
  ))
}

/** The service worker adapter of this page (also gives the view services the worker's texts). */
let worker: ReturnType<typeof makeAppWorker> | null = null
/** The page's service worker adapter, created on first use. */
export const pageWorker = (): ReturnType<typeof makeAppWorker> => (worker ??= makeAppWorker(browserAppWorkerEnv()))

/** The page's Push port and its loaded adapter (the token and test-push parts; the permission parts are at hand). */
let push: { readonly port: Push["Service"]; readonly loaded: OnDemand<Push["Service"]> } | null = null
/**
 * The web push adapter of `config.mode`: Firebase Cloud Messaging in production, the local stand-in token
 * otherwise; its code is in the member chunk, loaded by the first token or test push (issue 14), or with the relay.
 */
const pagePush = (config: AppConfig): { readonly port: Push["Service"]; readonly loaded: OnDemand<Push["Service"]> } => {
  if (push) return push
  const env = browserPushEnv()
  const loaded = onDemand<Push["Service"]>(() =>
    config.mode === "production"
      ? memberChunk.with((m) => m.makeFcmPush({ config: config.firebase, env }))
      : memberChunk.with((m) =>
          m.makeLocalPush({
            env,
            randomId,
            store: {
              get: (k) => browserStorage.read()[k] ?? null,
              set: (k, v) => browserStorage.set(k, v),
            },
            gatewayUrl: config.gatewayUrl,
            fetch: (...a) => fetch(...a),
            // The gateway's local push path (the relay) hands pushes for this browser's token to the
            // worker; the relay is not loaded for this (it loads this adapter before it connects).
            relay: {
              onPush: (l) => {
                let off: (() => void) | null = null
                let stopped = false
                pageRelay(config).whenLoaded((r) => void (stopped || (off = r.onPush(l))))
                return () => ((stopped = true), off?.())
              },
            },
            toWorker: (payload) => void navigator.serviceWorker?.ready.then((r) => r.active?.postMessage({ type: MSG.localPush, payload })),
          }),
        ),
  )
  const on = config.mode !== "production" || firebaseConfigured(config.firebase)
  push = { port: lazyPush(permissionParts(env, on), () => loaded.with((a) => a)), loaded }
  return push
}

/** The page's SocialAuth adapter (the view services preload production's providers when the login popup opens). */
let social: PageSocialAuth | null = null
/** The page's SocialAuth adapter, created on first use. */
export const pageSocial = (config: AppConfig): PageSocialAuth => (social ??= makeSocialAuth(config))

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
    Layer.succeed(
      Realtime,
      lazyRealtime(
        () => (config.mode === "production" ? memberChunk.with((m) => m.makeAgoraRealtime({ appId: config.agoraAppId })) : pageRelay(config).with((r) => r)),
        {
          after: (f, ms) => {
            const t = setTimeout(f, ms)
            return () => clearTimeout(t)
          },
        },
      ),
    ),
    // Drafts and own unsent messages journaled in local storage while their IndexedDB write is under way: a
    // reload right after typing or sending keeps them. The journals are in the member chunk with the
    // database: a save comes after the member's load, which loaded the chunk, so they are written in the
    // save's own call.
    Layer.succeed(ChatStore, lazyChatStore(() => memberChunk.with((m) => m.withOutboxJournal(m.withDraftJournal(m.makeIdbChatStore(m.chatDbName(config.appId, config.version))))))),
    Layer.succeed(Sounds, makeSounds()),
    Layer.succeed(
      Uploads,
      lazyUploads(() =>
        memberChunk.with((m) => m.makeUploads(config, { fetchBlob: (url) => fetch(url).then((r) => r.blob()), xhr: () => new XMLHttpRequest(), now: () => Date.now(), nonce: randomId })),
      ),
    ),
    Layer.succeed(Rtc, pageRtc(config)),
    Layer.succeed(Push, pagePush(config).port),
    // Listens for beforeinstallprompt from now on (before AppStarted), so an early one is kept.
    Layer.succeed(Install, makeInstall(browserInstallEnv())),
    Layer.succeed(SocialAuth, pageSocial(config)),
    Layer.succeed(TabBadge, makeTabBadge({ now: () => Date.now(), schedule: (fn, ms) => void setTimeout(fn, ms), draw: faviconDrawer(document) })),
    Layer.succeed(Network, makeNetwork(browserNetworkEnv())),
    Layer.succeed(PageVisibility, makePageVisibility(browserVisibilityEnv())),
    Layer.succeed(AppWorker, pageWorker()),
  )
}
