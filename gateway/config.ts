// Gateway settings from the environment (PORT, HOST, DATA_DIR, STATIC_DIR, GATEWAY_MODE, secrets),
// defaulting to the client's LOCAL_DEFAULTS so a fresh checkout talks to itself without configuration.
import fs from "node:fs"
import path from "node:path"
import { type AppConfig, LOCAL_DEFAULTS } from "../infrastructure/config"
import { type CspSettings, LOCAL_CSP_SETTINGS, REPORT_TO_NAME } from "./csp"
import { PRE_REPLY_MESSAGES_MAX, SAY_HI_DAILY_MAX } from "../domain/constants"

/** Everything `buildServer` needs; tests build it by hand, `main.ts` from the environment. */
export interface GatewayOptions {
  readonly mode: "local" | "production"
  /** Absolute folder of the SQLite file and generated media; created when missing. */
  readonly dataDir: string
  /** Absolute folder of the built client (dist/). */
  readonly staticDir: string
  readonly appId: string
  readonly signingSecret: string
  readonly codecKey: string
  /** ISO 3166-1 numeric country answered by countryByIp for loopback / unknown addresses. */
  readonly defaultCountryId: number
  /**
   * Fastify's log (pino, JSON lines on stdout): off (false), on at "info" (true), or on from a level
   * (env GATEWAY_LOG: "0" off, a pino level name such as "warn", anything else on); tests may give
   * the lines a `stream` of their own.
   */
  readonly logger: boolean | { readonly level: LogLevel; readonly stream?: { write: (line: string) => void } }
  /** Clock, replaceable in tests. */
  readonly now: () => number
  /** §4 phone password config answered by checkMobile: 0 off (code only), 1 optional, 2 required. */
  readonly phonePasswordConfig: number
  /** Calling codes where new phone registrations are closed (mobileRegisterEnable false). */
  readonly phoneRegisterClosed: ReadonlyArray<string>
  /** m§4 call billing: length of one billed minute, ms (env CALL_BILLING_MS, default 60 000; tests shorten it). */
  readonly callBillingMs: number
  /**
   * m§4: how long a member in a call may have no real-time session open (the tab closed, the browser
   * gone, the connection lost) before the gateway ends their call for them, ms (env CALL_GONE_GRACE_MS,
   * default 10 000; a reload reconnects well within it and its new page ends the call itself).
   */
  readonly callGoneGraceMs: number
  /**
   * m§5 stand-in translation: translations one member may have per UTC day before im/v1/send answers
   * translateCode 54000 (env TRANSLATE_DAILY_LIMIT, default 200; 0 = always at the limit).
   */
  readonly translateDailyLimit: number
  /**
   * a§8 stand-in photo review: a new profile photo is approved this long after it was submitted, ms
   * (env AVATAR_REVIEW_MS, default 30 000; 0 = only through POST /dev/users/:id/avatar-review).
   */
  readonly avatarReviewMs: number
  /**
   * What the pages' Content-Security-Policy allows (gateway/csp.ts): the client's build configuration
   * (env APP_CONFIG, the same JSON file the build reads), CSP_MEDIA_ORIGINS and CSP_BOT_PROTECTION_ORIGINS
   * (comma-separated origins), CSP_REPORT_URI (default /csp/report) and CSP_REPORT_TO (endpoint name;
   * default "csp" in production mode, none in local mode; "0" = none).
   */
  readonly csp: CspSettings
  /**
   * m§4/§8 friend verification: new conversations with non-friends (say-hi) one member may start a UTC
   * day before im/v1/send answers 20012 (env SAY_HI_DAILY_LIMIT, default SAY_HI_DAILY_MAX 20).
   */
  readonly sayHiDailyLimit: number
  /**
   * m§4 friend verification: messages one member may send a non-friend who never wrote back before
   * im/v1/send answers 20013 (env PRE_REPLY_LIMIT, default PRE_REPLY_MESSAGES_MAX 5).
   */
  readonly preReplyLimit: number
}

/** Listening address of the process. */
export interface ListenOptions {
  readonly port: number
  readonly host: string
}

/** Pino's level names, lowest first. */
const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const
/** A pino log level name. */
export type LogLevel = (typeof LOG_LEVELS)[number]

/** GATEWAY_LOG: "0" off, a level name from that level on, unset or anything else on ("info"). */
const logFromEnv = (v: string | undefined): GatewayOptions["logger"] => {
  const level = v?.trim().toLowerCase()
  if (level === "0") return false
  const known = LOG_LEVELS.find((l) => l === level)
  return known ? { level: known } : true
}

const intOr = (v: string | undefined, fallback: number): number => {
  const n = v === undefined || v.trim() === "" ? NaN : Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

const list = (v: string | undefined): string[] => (v ?? "").split(",").map((x) => x.trim()).filter((x) => x !== "")

/** The client configuration of env APP_CONFIG (a JSON file) over the local defaults; throws when the file is unreadable. */
export const appConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const file = env.APP_CONFIG
  if (!file) return LOCAL_DEFAULTS
  let parsed: unknown
  try {
    parsed = JSON.parse(fs.readFileSync(path.resolve(file), "utf8"))
  } catch (err) {
    throw new Error(`APP_CONFIG=${file}: cannot read it as JSON (${err instanceof Error ? err.message : String(err)})`)
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error(`APP_CONFIG=${file}: expected a JSON object`)
  const c = parsed as Partial<AppConfig>
  return { ...LOCAL_DEFAULTS, ...c, firebase: { ...LOCAL_DEFAULTS.firebase, ...(c.firebase ?? {}) } }
}

/**
 * CSP settings from the environment (see {@link GatewayOptions.csp}). report-to is on by default in
 * production only: browsers that see it ignore report-uri and deliver through the Reporting API in
 * batches about a minute late, while local tests count violations as they happen through report-uri.
 */
export const cspFromEnv = (env: NodeJS.ProcessEnv = process.env, mode: GatewayOptions["mode"] = "production"): CspSettings => ({
  app: appConfigFromEnv(env),
  mediaOrigins: list(env.CSP_MEDIA_ORIGINS),
  botProtectionOrigins: list(env.CSP_BOT_PROTECTION_ORIGINS),
  reportUri: env.CSP_REPORT_URI?.trim() || LOCAL_CSP_SETTINGS.reportUri,
  reportTo: env.CSP_REPORT_TO === undefined ? (mode === "production" ? REPORT_TO_NAME : "") : env.CSP_REPORT_TO.trim() === "0" ? "" : env.CSP_REPORT_TO.trim(),
})

/** Gateway options with defaults filled in; `over` wins over the environment. */
export const gatewayOptions = (
  over: Partial<GatewayOptions> = {},
  env: NodeJS.ProcessEnv = process.env,
): GatewayOptions => ({
  mode: env.GATEWAY_MODE === "production" ? "production" : "local",
  dataDir: path.resolve(env.DATA_DIR ?? ".data"),
  staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
  appId: env.APP_ID ?? LOCAL_DEFAULTS.appId,
  signingSecret: env.SIGNING_SECRET ?? LOCAL_DEFAULTS.signingSecret,
  codecKey: env.CODEC_KEY ?? LOCAL_DEFAULTS.codecKey,
  defaultCountryId: intOr(env.DEFAULT_COUNTRY_ID, 840),
  logger: logFromEnv(env.GATEWAY_LOG),
  now: Date.now,
  phonePasswordConfig: [0, 1, 2].includes(Number(env.PHONE_PASSWORD_CONFIG)) && env.PHONE_PASSWORD_CONFIG?.trim() ? Number(env.PHONE_PASSWORD_CONFIG) : 2,
  phoneRegisterClosed: (env.PHONE_REGISTER_CLOSED ?? "86").split(",").map((c) => c.trim()).filter((c) => /^\d{1,4}$/.test(c)),
  callBillingMs: intOr(env.CALL_BILLING_MS, 60_000),
  callGoneGraceMs: intOr(env.CALL_GONE_GRACE_MS, 10_000),
  translateDailyLimit: env.TRANSLATE_DAILY_LIMIT?.trim() === "0" ? 0 : intOr(env.TRANSLATE_DAILY_LIMIT, 200),
  avatarReviewMs: env.AVATAR_REVIEW_MS?.trim() === "0" ? 0 : intOr(env.AVATAR_REVIEW_MS, 30_000),
  csp: over.csp ?? cspFromEnv(env, over.mode ?? (env.GATEWAY_MODE === "production" ? "production" : "local")),
  sayHiDailyLimit: intOr(env.SAY_HI_DAILY_LIMIT, SAY_HI_DAILY_MAX),
  preReplyLimit: intOr(env.PRE_REPLY_LIMIT, PRE_REPLY_MESSAGES_MAX),
  ...over,
})

/** Port and host from PORT (8080) and HOST (127.0.0.1). */
export const listenOptions = (env: NodeJS.ProcessEnv = process.env): ListenOptions => ({
  port: intOr(env.PORT, 8080),
  host: env.HOST ?? "127.0.0.1",
})
