// What the service worker shows for a push and where a click on it goes (a§1 web push, m§4 call
// invitations). Pure: the worker (./sw.ts) and the unit tests call it with the time and the texts.
// Push payloads are Firebase Cloud Messaging's JSON ({notification, data, fcmOptions}) or plain text;
// links lead only to this site. A call invitation older than m§4's 30 s is never offered: it shows as
// a missed call and a click opens the chat with the caller instead.
import { CALL_INVITE_EXPIRY_MS, PREFIXED_LANGUAGES } from "../../domain/constants"

/** Product name: the title of a push that has none. */
export const APP_NAME = "VidChat"
/** Tag of the self-test's notifications (a second test replaces the first). */
export const TEST_TAG = "vidchat-test"
/** Longest title or body shown, characters (whole code points). */
export const TEXT_MAX = 500
/** The notification icon and badge (PNG: Android does not draw SVG notification icons). */
export const NOTIFICATION_ICON = "/icons/icon-192.png"
export const NOTIFICATION_BADGE = "/icons/badge-96.png"

/**
 * Texts the worker writes itself, in the member's language (the page hands them over from its catalog;
 * English until it has), and the site's language prefix of the page ("" or "/tr", "/nl", "/gb", "/en",
 * a§1): the chat a notification opens is under it, so a click does not switch the member's language.
 * `missedCall` holds `{name}`.
 */
export interface WorkerTexts {
  readonly missedCall: string
  readonly missedCallUnknown: string
  readonly prefix: string
}

/** The texts before the page has sent any. */
export const DEFAULT_TEXTS: WorkerTexts = { missedCall: "Missed call from {name}", missedCallUnknown: "Missed call", prefix: "" }

/** A§1 language prefix of the page ("/tr"), or "" for anything else (the worker builds links with it). */
export const prefixOf = (v: unknown): string =>
  typeof v === "string" && (PREFIXED_LANGUAGES as ReadonlyArray<string>).some((lang) => v === `/${lang}`) ? v : ""

/** What a push is about (`data.type`): a chat message, a call invitation, the self-test, or other. */
export type PushKind = "im" | "call" | "test" | "other"

/** A push reduced to what the worker uses. `sentAt`: epoch ms the server sent it (calls), or null. */
export interface PushFacts {
  readonly title: string
  readonly body: string
  readonly tag: string
  readonly kind: PushKind
  /** The chat partner: the sender of a message, the caller of an invitation ("" unknown). */
  readonly peerId: string
  readonly peerName: string
  readonly sentAt: number | null
  /** The pushed same-site link ("" none). */
  readonly link: string
}

/** What a notification carries for its click (Notification.data). */
export interface NotificationData {
  readonly path: string
  readonly kind: PushKind
  readonly peerId: string
  readonly sentAt: number | null
}

/** A notification to show: title and showNotification options. */
export interface NotificationSpec {
  readonly title: string
  readonly options: {
    readonly body: string
    readonly icon: string
    readonly badge: string
    readonly tag?: string
    readonly data: NotificationData
  }
}

const text = (v: unknown): string => (typeof v === "string" ? Array.from(v).slice(0, TEXT_MAX).join("") : "")
const record = (v: unknown): Record<string, unknown> => (v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** A same-origin path (with query and hash) from a link, else "/" (other sites are never opened). */
export const safePath = (link: unknown, origin: string): string => {
  if (typeof link !== "string" || link === "") return "/"
  try {
    const url = new URL(link, origin)
    return url.origin === origin ? url.pathname + url.search + url.hash : "/"
  } catch {
    return "/"
  }
}

/** A member id as the routes take it (digits), else "". */
const memberId = (v: unknown): string => {
  const s = typeof v === "number" && Number.isSafeInteger(v) ? String(v) : typeof v === "string" ? v.trim() : ""
  return /^\d{1,20}$/.test(s) ? s : ""
}

/** Epoch ms from a number or a numeric string, else null. */
const epochMs = (v: unknown): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,16}$/.test(v) ? Number(v) : NaN
  return Number.isFinite(n) && n > 0 ? n : null
}

/**
 * Reads a push payload: FCM JSON (an object), JSON text, plain text, or nothing. `data.type` names
 * the kind ("im" with `senderId`; "call" with `callerId`, `callerName`, `sentAt` epoch ms; "test").
 */
export const pushFactsOf = (payload: unknown): PushFacts => {
  let p: Record<string, unknown> = {}
  if (typeof payload === "string") {
    try {
      p = record(JSON.parse(payload))
    } catch {
      p = { notification: { body: payload } }
    }
  } else p = record(payload)
  const n = record(p["notification"])
  const d = record(p["data"])
  const fcm = record(p["fcmOptions"])
  const type = d["type"]
  const kind: PushKind = type === "im" || type === "call" || type === "test" ? type : "other"
  const link = [fcm["link"], n["click_action"], d["url"], d["link"]].find((l) => typeof l === "string" && l !== "")
  return {
    title: text(n["title"]) || text(d["title"]),
    body: text(n["body"]) || text(d["body"]),
    tag: text(d["tag"]),
    kind,
    peerId: memberId(kind === "call" ? d["callerId"] : d["senderId"]),
    peerName: text(d["callerName"] ?? d["senderName"]),
    sentAt: epochMs(d["sentAt"]),
    link: typeof link === "string" ? link : "",
  }
}

/** m§4: a call invitation is offered only within 30 s of being sent (unknown send time: offered). */
export const invitationExpired = (f: { readonly kind: PushKind; readonly sentAt: number | null }, now: number): boolean =>
  f.kind === "call" && f.sentAt !== null && now - f.sentAt > CALL_INVITE_EXPIRY_MS

/** The chat with a member ("/message/<id>"), under the site's language prefix ("/tr/message/<id>"). */
export const chatPath = (peerId: string, prefix = ""): string => `${prefix}/message/${peerId}`

/**
 * The notification of a push at `now` (epoch ms): its title (the app's name when it has none), body,
 * tag and where a click goes. A call invitation older than 30 s becomes a missed call (its text from
 * `texts`) that opens the chat with the caller; a message opens the chat with its sender.
 */
export const notificationOf = (f: PushFacts, now: number, texts: WorkerTexts, origin: string): NotificationSpec => {
  const expired = invitationExpired(f, now)
  const path = (f.kind === "im" || expired) && f.peerId !== "" ? chatPath(f.peerId, texts.prefix) : safePath(f.link, origin)
  const title = expired
    ? f.peerName !== ""
      ? text(texts.missedCall.split("{name}").join(f.peerName))
      : text(texts.missedCallUnknown)
    : f.title || APP_NAME
  const tag = f.kind === "test" ? TEST_TAG : f.kind === "call" && f.peerId !== "" ? `call-${f.peerId}` : f.tag
  return {
    title,
    options: {
      body: expired ? "" : f.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      ...(tag !== "" ? { tag } : {}),
      data: { path, kind: f.kind, peerId: f.peerId, sentAt: f.sentAt },
    },
  }
}

/**
 * Where a click on a notification leads at `now`: its path, except that a call invitation that has
 * expired since it was shown opens the chat with the caller (never the call), under `prefix` (the
 * site's language prefix, WorkerTexts). Unknown data: "/".
 */
export const clickPath = (data: unknown, now: number, origin: string, prefix = ""): string => {
  const d = record(data)
  const kind = d["kind"]
  const peerId = memberId(d["peerId"])
  if (kind === "call" && peerId !== "" && invitationExpired({ kind: "call", sentAt: epochMs(d["sentAt"]) }, now)) return chatPath(peerId, prefix)
  return safePath(d["path"], origin)
}

/** Worker texts from a message of the page, falling back to the defaults field by field. */
export const textsOf = (v: unknown): WorkerTexts => {
  const r = record(v)
  const pick = (k: "missedCall" | "missedCallUnknown") => (typeof r[k] === "string" && r[k] !== "" ? text(r[k]) : DEFAULT_TEXTS[k])
  return { missedCall: pick("missedCall"), missedCallUnknown: pick("missedCallUnknown"), prefix: prefixOf(r["prefix"]) }
}
