// One gateway request on the wire (account-access-shell.md §7), built the same way by the gateway client
// and by the boot script's early requests (issue 14): the common query fields (appId, version,
// platformType, languageId, deviceId, userId), the signature of non-public endpoints (timestamp, nonce,
// sign), the Authorization header, and the sealed (AES-GCM) body with its codec header. Schema-free, so
// the boot script can carry it without the app's Schemas.
import { PLATFORM_TYPE } from "../../domain/constants"
import { CODEC_HEADER, CODEC_NAME, signParams, type BodyCodec, type WireValue } from "./wire"

/** Path prefix of every gateway endpoint (§7). */
export const API_PREFIX = "/facade/api"

/** HTTP methods of the gateway; GET/DELETE carry params in the query, the others a body. */
export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH"

/** How an endpoint travels: method, path below /facade/api, public (unsigned, no token), plain (body not sealed). */
export interface Route {
  readonly method: Method
  readonly path: string
  readonly public: boolean
  /** Body sent unencrypted (§7 "unless flagged otherwise"). */
  readonly plain?: boolean
}

/** Who asks (a§7: every request carries deviceId, userId, languageId; the token goes in the Authorization header). */
export interface WireCaller {
  readonly deviceId: string
  readonly userId: string
  readonly token: string
  readonly languageId: number
}

/** The configuration a request needs (a part of AppConfig). */
export interface RequestConfig {
  readonly gatewayUrl: string
  readonly appId: string
  readonly version: string
  readonly signingSecret: string
}

/** A request ready for fetch: absolute or origin-relative URL, its init, and whether its answer comes sealed. */
export interface WireRequest {
  readonly url: string
  readonly init: { readonly method: Method; readonly headers: Record<string, string>; readonly body?: string }
  readonly sealed: boolean
}

const BODY_METHODS: ReadonlySet<Method> = new Set(["POST", "PUT", "PATCH"])

/**
 * Builds request `params` (wire names, already hashed where the contract says so) of `route` for
 * `caller`. `now` (ms) and `nonce` sign non-public endpoints; `codec` seals the body unless the route is
 * plain (it is only called when there is a body to seal).
 */
export const buildRequest = async (
  config: RequestConfig,
  route: Route,
  params: Readonly<Record<string, WireValue>>,
  caller: WireCaller,
  deps: { readonly now: () => number; readonly nonce: () => string; readonly codec: () => Promise<BodyCodec> },
): Promise<WireRequest> => {
  const hasBody = BODY_METHODS.has(route.method)
  const query: Record<string, WireValue> = {
    appId: config.appId,
    version: config.version,
    platformType: PLATFORM_TYPE,
    languageId: caller.languageId,
    deviceId: caller.deviceId,
    userId: caller.userId,
    ...(hasBody ? {} : params),
  }
  if (!route.public) {
    query["timestamp"] = deps.now()
    query["nonce"] = deps.nonce()
    query["sign"] = await signParams(config.signingSecret, { ...query, ...(hasBody ? params : {}) })
  }
  const search = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.set(k, typeof v === "object" ? JSON.stringify(v) : String(v))
  const headers: Record<string, string> = { accept: "application/json" }
  if (caller.token !== "") headers["authorization"] = caller.token
  const sealed = !route.plain
  if (sealed) headers[CODEC_HEADER] = CODEC_NAME
  let body: string | undefined
  if (hasBody) {
    headers["content-type"] = "application/json"
    const json = JSON.stringify(params)
    body = sealed ? JSON.stringify({ payload: await (await deps.codec()).encrypt(json) }) : json
  }
  return {
    url: `${config.gatewayUrl}${API_PREFIX}${route.path}?${search}`,
    init: { method: route.method, headers, ...(body !== undefined ? { body } : {}) },
    sealed,
  }
}

/** What a sent request got: the answer's HTTP status and body text, or how it failed (no answer). */
export type WireAnswer = { readonly status: number; readonly text: string } | { readonly failed: "network" | "timeout" }

/** Sends `request` with `fetch`, giving up after `timeoutMs` (§9: 50 s); never rejects. */
export const fetchAnswer = async (fetch: typeof globalThis.fetch, request: WireRequest, timeoutMs: number): Promise<WireAnswer> => {
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), timeoutMs)
  try {
    const response = await fetch(request.url, { ...request.init, signal: abort.signal })
    return { status: response.status, text: await response.text() }
  } catch {
    return { failed: abort.signal.aborted ? "timeout" : "network" }
  } finally {
    clearTimeout(timer)
  }
}
