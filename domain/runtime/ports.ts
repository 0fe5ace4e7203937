// Ports: one Effect service per outside system the interpreter talks to, declared here in the domain's
// own terms; the adapters implement them (live layers outside the domain, test layers in the tests).
// Ports never throw: failures come back as values.
import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type { NewEvent, RequestName } from "../app/types"
import type { Caller } from "../core/commands"
import type { ComplementInfo, FailureReason } from "../core/events"
import type { ChatMessage, ConversationRecord } from "../messaging/message"
import type { RtcAdapter } from "./rtc"
import type { PushPermission } from "../push/events"
import type { InstallOutcome } from "../install/events"
import type { SocialAuthFailure, SocialProvider } from "../login/events"
import type { UploadTarget } from "../core/upload"

/** The call-media port's types (RtcAdapter, RtcReport, ...), declared in ./rtc.ts. */
export type * from "./rtc"

/** Events a Realtime adapter may report (channel status, decoded peer messages, rejected frames). */
type RealtimeReport = Extract<NewEvent, { _tag: "RealtimeStatusChanged" | "ImFrameReceived" | "CallActionReceived" | "NoticeReceived" | "WireRejected" }>

/** A gateway request as the Gateway port receives it: the request name, its parameters (wire names), the caller. */
export interface GatewayRequest {
  readonly name: RequestName
  readonly params: Readonly<Record<string, unknown>>
  readonly caller: Caller
}

/** A gateway result: the answer's data in domain shape, or a failure with its code and reason (a§8). */
export type GatewayResult =
  | { readonly ok: true; readonly data: unknown }
  | {
      readonly ok: false
      readonly code: number
      readonly msg: string
      readonly httpStatus: number
      readonly reason: FailureReason
      readonly data?: ComplementInfo
    }

/** Wall-clock time in epoch ms; the only source of `at` for events. */
export class Clock extends Context.Service<Clock, { readonly now: () => number }>()("app/Clock") {}

/** The /facade/api gateway (account-access-shell.md §7): one request in, one decoded result out, never fails. */
export class Gateway extends Context.Service<
  Gateway,
  {
    readonly call: (request: GatewayRequest) => Effect.Effect<GatewayResult>
    /**
     * Keeps `request` ready under `key`, sent only if the page is closed while it is set (SendOnLeave;
     * its answer is never read); null clears the key. Best effort: a request still being prepared, or
     * one the browser drops at unload, is not sent.
     */
    readonly onLeave: (key: string, request: GatewayRequest | null) => void
  }
>()("app/Gateway") {}

/** Keyed one-shot timers; starting a key again replaces its timer. Delays in ms. */
export class Timers extends Context.Service<
  Timers,
  {
    readonly start: (key: string, ms: number, fire: () => void) => void
    readonly cancel: (key: string) => void
  }
>()("app/Timers") {}

/** Cookies and local storage (a§3). `days` stores a cookie with that lifetime; otherwise local storage. */
export class Storage extends Context.Service<
  Storage,
  {
    readonly read: () => Readonly<Record<string, string>>
    readonly set: (key: string, value: string, days?: number) => void
    readonly remove: (key: string) => void
    /** Removes every stored key but `keep` (a§3 cleanup). */
    readonly keepOnly: (keep: ReadonlyArray<string>) => void
  }
>()("app/Storage") {}

/** Browser history: push/replace a path, go back, or reload the site at a path. */
export class Navigation extends Context.Service<
  Navigation,
  {
    readonly go: (path: string, replace: boolean) => void
    readonly back: () => void
    readonly reload: (path: string) => void
  }
>()("app/Navigation") {}

/** An event a real-time adapter reports; the interpreter stamps `at` from the Clock. */
export type RealtimeInput = RealtimeReport extends infer E ? (E extends unknown ? Omit<E, "at"> : never) : never

/**
 * The real-time channel (m§7): peer messages and call actions in, as events. Adapters: the reference
 * gateway's WebSocket relay (local mode) and Agora RTM (production).
 * `connect` replaces any open connection and reconnects with backoff until `disconnect`; never throws.
 */
export class Realtime extends Context.Service<
  Realtime,
  {
    readonly connect: (auth: { readonly userId: string; readonly token: string }, report: (e: RealtimeInput) => void) => void
    readonly disconnect: () => void
  }
>()("app/Realtime") {}

/**
 * The local chat database (m§3): conversations and messages of member `userId`. Methods may reject;
 * the interpreter turns a rejection into ChatStoreFailed. Adapters: the IndexedDB chat database, and
 * memory (tests).
 */
export class ChatStore extends Context.Service<
  ChatStore,
  {
    /**
     * Recent conversations and the own messages not yet sent (pending or failed); `revived`: client ids
     * of own photos whose picked bytes were kept, shown under a fresh (live) object URL (m§5).
     */
    readonly load: (userId: string) => Promise<{
      readonly conversations: ReadonlyArray<ConversationRecord>
      readonly outbox: ReadonlyArray<ChatMessage>
      readonly revived?: ReadonlyArray<string>
    }>
    /** Stored messages with `peerId`, oldest first. */
    readonly history: (userId: string, peerId: string) => Promise<ReadonlyArray<ChatMessage>>
    /**
     * A page of stored messages with `peerId`, oldest first: the `limit` newest of those before `before`
     * (ordered by `at` epoch ms, then id; null = the newest of all). Read by the croomId index, whose
     * entries are in time order as the rows' primary keys are their time keys (m§3: the version 1 indexes
     * stay as they are). Fewer than `limit` means the local copy ran out.
     */
    readonly page: (
      userId: string,
      peerId: string,
      before: { readonly at: number; readonly id: string } | null,
      limit: number,
    ) => Promise<ReadonlyArray<ChatMessage>>
    /** Upserts conversations (by croomId) and messages (by messageUuid), deletes `drop` uuids; one transaction. */
    readonly save: (userId: string, conversations: ReadonlyArray<ConversationRecord>, messages: ReadonlyArray<ChatMessage>, drop: ReadonlyArray<string>) => Promise<void>
    readonly markRead: (userId: string, peerId: string) => Promise<void>
    /**
     * Reports, from now on, the conversations of member `userId` that another tab of this browser marks
     * read (m§4 unread: `onRead(peerId)`); replaces an earlier watch. Tabs of other browsers are not seen.
     */
    readonly watchReads: (userId: string, onRead: (peerId: string) => void) => void
    /** Deletes the conversation's messages and entry. */
    readonly remove: (userId: string, peerId: string) => Promise<void>
  }
>()("app/ChatStore") {}

/** Message sounds (m§4): load once, then play. Never throws (autoplay refusals are ignored). */
export class Sounds extends Context.Service<Sounds, { readonly preload: () => void; readonly play: (sound: "message") => void }>()("app/Sounds") {}

/** The browser tab icon's unread badge (m§2); `overflow` reports requests dropped past the queue bound. */
export class TabBadge extends Context.Service<
  TabBadge,
  { readonly set: (count: number, overflow: (dropped: number) => void) => void }
>()("app/TabBadge") {}

/**
 * Call media (m§4, m§5): device check, join/leave a call room with camera (720p, h264) and microphone,
 * mute, remote volume 0|100, device switch, video slots for the call popup. Media facts come back as
 * RtcReports. Adapters: WebRTC through the gateway relay (local) and Agora RTC (production); never throws.
 */
export class Rtc extends Context.Service<Rtc, RtcAdapter>()("app/Rtc") {}

/**
 * What an upload adapter reports: progress (bytes), the stored file's URL (and the new album picture's
 * id when the target answers one), or a failure with its reason.
 */
export type UploadReport =
  | { readonly _tag: "UploadProgressed"; readonly key: string; readonly loaded: number; readonly total: number }
  | { readonly _tag: "UploadFinished"; readonly key: string; readonly url: string; readonly id?: number }
  | { readonly _tag: "UploadFailed"; readonly key: string; readonly reason: string }

/**
 * File uploads to the gateway (m§7 multipart field "image") with progress; `target` picks the endpoint
 * (absent = chatImage, upload/images; albumImage, reportImage); never throws.
 */
export class Uploads extends Context.Service<
  Uploads,
  {
    readonly upload: (
      request: {
        readonly key: string
        readonly localUrl: string
        readonly caller: { readonly deviceId: string; readonly userId: string; readonly token: string; readonly languageId: number }
        readonly target?: UploadTarget
      },
      report: (e: UploadReport) => void,
    ) => void
  }
>()("app/Uploads") {}

/** A push token, or why none could be had (short text: error name and message). */
export type PushTokenResult = { readonly ok: true; readonly token: string } | { readonly ok: false; readonly reason: string }

/**
 * Web push (a§1, a§4): the notification permission, the browser's permission request, and this
 * browser's push token. Adapters: Firebase Cloud Messaging (production) and the
 * local stand-in token (reference gateway). Never rejects: failures come back as values.
 */
export class Push extends Context.Service<
  Push,
  {
    readonly permission: () => PushPermission
    readonly requestPermission: () => Promise<PushPermission>
    readonly token: () => Promise<PushTokenResult>
    /**
     * Asks the service to push a test notification with `text` to `caller`'s saved push tokens (the
     * self-test's remote part): the reference gateway's /dev/push/test; production has no such endpoint
     * ("unavailable"). Never rejects.
     */
    readonly requestTestPush: (caller: Caller, text: WorkerNotification) => Promise<TestPushResult>
  }
>()("app/Push") {}

/**
 * The browser's network state (navigator.onLine): `watch` reports it at once and on every `online` /
 * `offline` event. Failed requests and the real-time channel are read from their own events.
 */
export class Network extends Context.Service<Network, { readonly watch: (report: (online: boolean) => void) => void }>()("app/Network") {}

/**
 * Whether the page is seen (document.visibilityState): `watch` reports it at once and on every
 * `visibilitychange` (true: visible; false: hidden behind another tab, minimised).
 */
export class PageVisibility extends Context.Service<PageVisibility, { readonly watch: (report: (visible: boolean) => void) => void }>()("app/PageVisibility") {}

/** What the service worker adapter reports (the interpreter stamps `at`). */
export type WorkerReport =
  | { readonly _tag: "AppUpdateReady" }
  | { readonly _tag: "PushShown"; readonly shownAt: number; readonly title: string; readonly kind: "im" | "call" | "test" | "other" }
  | { readonly _tag: "NotificationOpened"; readonly path: string }

/** A notification to show through the service worker registration (texts from the catalog). */
export interface WorkerNotification {
  readonly title: string
  readonly body: string
}

/**
 * The service worker (a§1 background worker; offline app shell, updates, notifications): `start`
 * registers it once the page is idle and reports a waiting new version, pushes it showed and
 * notification clicks for the open app; `applyUpdate` lets the waiting version take over and reloads the
 * page once it controls it (a plain reload when none waits); `showTestNotification` shows one through
 * the registration (ok, or why not); `lastPush` reads the worker's stored last push. Never rejects.
 */
export class AppWorker extends Context.Service<
  AppWorker,
  {
    readonly start: (report: (r: WorkerReport) => void) => void
    readonly applyUpdate: () => void
    readonly showTestNotification: (n: WorkerNotification) => Promise<{ readonly ok: true } | { readonly ok: false; readonly reason: string }>
    readonly lastPush: () => Promise<{ readonly at: number; readonly title: string } | null>
  }
>()("app/AppWorker") {}

/** What the gateway did with a test push (notification self-test): sent, failed (reason), or no such endpoint. */
export type TestPushResult = { readonly outcome: "sent" | "failed" | "unavailable"; readonly reason: string }

/** The browser's install state (installable: a captured beforeinstallprompt; installed: standalone or appinstalled). */
export interface InstallReport {
  readonly installed: boolean
  readonly installable: boolean
  /** The appinstalled event fired (the browser installed the app just now). */
  readonly justInstalled: boolean
}

/**
 * Install as an app (a§1, a§4): `watch` reports the state at once and on every change; `prompt` shows
 * the captured install prompt. Adapter: the browser's beforeinstallprompt/appinstalled events. Never rejects.
 */
export class Install extends Context.Service<
  Install,
  { readonly watch: (report: (r: InstallReport) => void) => void; readonly prompt: () => Promise<InstallOutcome> }
>()("app/Install") {}

/** How a provider sign-in ended: an access token for login/token (a§7), or why there is none. */
export type SocialAuthReport =
  | { readonly _tag: "SocialAuthSucceeded"; readonly accessToken: string }
  | { readonly _tag: "SocialAuthFailed"; readonly reason: SocialAuthFailure }

/**
 * Google and Facebook sign-in (a§1, a§2 step 1): `signIn` opens the provider's sign-in and reports
 * exactly once. Adapters: production loads Google Identity Services or the
 * Facebook JS SDK on first use; local opens the reference gateway's stand-in provider page. Never throws.
 */
export class SocialAuth extends Context.Service<
  SocialAuth,
  {
    readonly signIn: (provider: SocialProvider, report: (r: SocialAuthReport) => void) => void
    /** Closes a sign-in still open (the stand-in's window), without a report; nothing when none is. */
    readonly cancel: () => void
  }
>()("app/SocialAuth") {}

/** Every port the interpreter needs. */
export type Ports = Clock | Gateway | Timers | Storage | Navigation | Realtime | ChatStore | Sounds | TabBadge | Uploads | Rtc | Push | Install | SocialAuth | Network | PageVisibility | AppWorker
