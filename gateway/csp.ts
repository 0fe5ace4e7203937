// The Content-Security-Policy and the other security headers of the web client's pages, built from
// configuration (the client's AppConfig plus media and bot-protection origins): exactly the origins the
// spec's features need — none in local mode, where every feature is served by the reference gateway.
// Pure: no I/O; gateway/security.ts sends the headers, docs/security.md says what a production host sends.
import { LOCAL_DEFAULTS, type AppConfig } from "../infrastructure/config"

/** What the policy is built from. Origins are `scheme://host[:port]`, optionally with a `*.` host wildcard. */
export interface CspSettings {
  /** The client's configuration (mode, gateway, payment page, Agora, Firebase, Google, Facebook). */
  readonly app: AppConfig
  /** Where member photos, avatars and media files come from besides the gateway (a CDN), for img-src and media-src. */
  readonly mediaOrigins: ReadonlyArray<string>
  /**
   * a§7 `POST /mobile/sms/sendCode` bot protection: the vendor's script / frame / API origins (the spec
   * does not name the vendor; empty = none loaded).
   */
  readonly botProtectionOrigins: ReadonlyArray<string>
  /** Path or URL violations are reported to (report-uri), e.g. "/csp/report". */
  readonly reportUri: string
  /** Reporting API endpoint name for report-to (sent with a Reporting-Endpoints header), or "" for none. */
  readonly reportTo: string
}

/** Google Identity Services, as Google documents its CSP (token flow, a§4 social sign-in). */
export const GOOGLE_SOURCES = {
  script: ["https://accounts.google.com/gsi/client"],
  style: ["https://accounts.google.com/gsi/style"],
  frame: ["https://accounts.google.com/gsi/"],
  connect: ["https://accounts.google.com/gsi/"],
} as const

/** The Facebook JS SDK (FB.login in a popup; the SDK's helper frames and Graph API calls). */
export const FACEBOOK_SOURCES = {
  script: ["https://connect.facebook.net"],
  frame: ["https://www.facebook.com", "https://web.facebook.com"],
  connect: ["https://graph.facebook.com", "https://www.facebook.com"],
} as const

/**
 * Agora RTC (calls) and RTM (real-time messages): the SDKs' gateways, edge, proxy, log and statistics
 * hosts (HTTPS and WebSocket, on their own ports). RTM compiles WebAssembly and both run blob: workers.
 */
export const AGORA_SOURCES = {
  connect: [
    "https://*.agora.io:*", "wss://*.agora.io:*",
    "https://*.sd-rtn.com:*", "wss://*.sd-rtn.com:*",
    "https://*.rtnsvc.com", "https://*.rtesvc.com",
    "https://*.agoraio.cn:*", "wss://*.agoraio.cn:*",
  ],
} as const

/** Firebase Cloud Messaging's web token registration (firebase/app + firebase/messaging are bundled). */
export const FIREBASE_SOURCES = {
  connect: ["https://firebaseinstallations.googleapis.com", "https://fcmregistrations.googleapis.com", "https://fcm.googleapis.com"],
} as const

/** The Reporting API endpoint name production pages report to (report-to). */
export const REPORT_TO_NAME = "csp"

/**
 * Settings of a checkout with no configuration: the local defaults, no extra origins, reports to
 * /csp/report by report-uri only (immediate; with report-to, browsers batch reports about a minute late).
 */
export const LOCAL_CSP_SETTINGS: CspSettings = {
  app: LOCAL_DEFAULTS,
  mediaOrigins: [],
  botProtectionOrigins: [],
  reportUri: "/csp/report",
  reportTo: "",
}

/** The origin of an absolute http(s) URL, or null for a relative one (same origin) or a malformed one. */
export const originOf = (url: string): string | null => {
  if (!/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

/** The WebSocket origin matching an http(s) origin (https -> wss, http -> ws). */
const wsOrigin = (origin: string): string => origin.replace(/^http/i, "ws")

/** A configured source: an origin with an optional `*.` host wildcard and port; anything else is dropped. */
const SOURCE = /^(https?|wss?):\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?$/i
const sources = (list: ReadonlyArray<string>): string[] => list.map((s) => s.trim().replace(/\/+$/, "")).filter((s) => SOURCE.test(s))

const firebaseOn = (app: AppConfig): boolean =>
  [app.firebase.apiKey, app.firebase.projectId, app.firebase.messagingSenderId, app.firebase.appId, app.firebase.vapidKey].every((v) => v.trim() !== "")

/** One directive per key, sources in order, duplicates removed. */
export type Directives = Record<string, string[]>

/**
 * The page policy as directives. Local mode: same origin only (payment stand-in, stand-in identity
 * provider, relay WebSocket — 'self' covers ws: of the same host). Production adds the gateway (HTTPS and
 * its WebSocket), the payment page's origin (frame-src), and each third party only when it is configured.
 * `frameAncestors`: "'none'" for app pages, "'self'" for the payment stand-in that the app frames.
 */
export const cspDirectives = (s: CspSettings, frameAncestors: "'none'" | "'self'" = "'none'"): Directives => {
  const app = s.app
  const prod = app.mode === "production"
  const gateway = originOf(app.gatewayUrl)
  const payment = originOf(app.paymentUrl)
  const google = prod && app.googleClientId.trim() !== ""
  const facebook = prod && app.facebookAppId.trim() !== ""
  const agora = prod && app.agoraAppId.trim() !== ""
  const firebase = prod && firebaseOn(app)
  const media = [...(gateway ? [gateway] : []), ...sources(s.mediaOrigins)]
  const bot = sources(s.botProtectionOrigins)
  const d: Directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(google ? GOOGLE_SOURCES.script : []), ...(facebook ? FACEBOOK_SOURCES.script : []), ...bot, ...(agora ? ["'wasm-unsafe-eval'"] : [])],
    "style-src": ["'self'", ...(google ? GOOGLE_SOURCES.style : [])],
    // data: small generated placeholders; blob: previews of a chosen photo or chat image before upload.
    "img-src": ["'self'", "data:", "blob:", ...media],
    "media-src": ["'self'", "blob:", ...media],
    "font-src": ["'self'"],
    // blob: the chosen image is read back from its object URL to be uploaded (m§5 image messages, profile photo).
    "connect-src": [
      "'self'",
      "blob:",
      ...(gateway ? [gateway, wsOrigin(gateway)] : []),
      ...(google ? GOOGLE_SOURCES.connect : []),
      ...(facebook ? FACEBOOK_SOURCES.connect : []),
      ...(agora ? AGORA_SOURCES.connect : []),
      ...(firebase ? FIREBASE_SOURCES.connect : []),
      ...bot,
    ],
    "frame-src": [payment ?? "'self'", ...(google ? GOOGLE_SOURCES.frame : []), ...(facebook ? FACEBOOK_SOURCES.frame : []), ...bot],
    "worker-src": ["'self'", ...(agora ? ["blob:"] : [])],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": [frameAncestors],
  }
  if (s.reportUri !== "") d["report-uri"] = [s.reportUri]
  if (s.reportTo !== "") d["report-to"] = [s.reportTo]
  for (const k of Object.keys(d)) d[k] = [...new Set(d[k])]
  return d
}

/** Serialises directives: `name src src; name src`. */
export const serializeCsp = (d: Directives): string =>
  Object.entries(d).map(([name, srcs]) => [name, ...srcs].join(" ")).join("; ")

/** The page Content-Security-Policy header value for `s`. */
export const contentSecurityPolicy = (s: CspSettings, frameAncestors: "'none'" | "'self'" = "'none'"): string =>
  serializeCsp(cspDirectives(s, frameAncestors))

/** Permissions-Policy: camera, microphone and full screen for the site itself only (m§4 calls). */
export const PERMISSIONS_POLICY = "camera=(self), microphone=(self), fullscreen=(self)"
/** Referrer-Policy of every answer. */
export const REFERRER_POLICY = "strict-origin-when-cross-origin"
/** The policy of answers that are never pages (JSON, API): nothing may load, nothing may frame them. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'"

/** The Reporting-Endpoints header naming `s.reportTo` (report-to), or null when report-to is off. */
export const reportingEndpoints = (s: CspSettings): string | null =>
  s.reportTo !== "" && s.reportUri !== "" ? `${s.reportTo}="${s.reportUri}"` : null
