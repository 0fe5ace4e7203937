// Fuzzing the reference gateway over HTTP (issue 15): fast-check arbitraries of malformed requests to every
// endpoint of the contract table (signed with the real secret or not, sealed, plain or garbage bodies,
// near-valid and hostile parameter values, valid, foreign or garbage login tokens) and to the upload,
// report and dev routes; a runner sends them and counts answers by status. A 5xx or an answer on
// /facade/api that is not an envelope is a finding. The relay's part: ./relayFuzz.ts. Used by
// spec/gateway/fuzz.test.ts (small seeded run) and scripts/fuzz-gateway.ts (long runs).
import { randomUUID } from "node:crypto"
import * as SchemaAST from "effect/SchemaAST"
import fc from "fast-check"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { Api, API_PREFIX, type ApiName } from "../../infrastructure/gateway/contract"
import { CODEC_HEADER, CODEC_NAME, makeBodyCodec, signParams, type WireValue } from "../../infrastructure/gateway/wire"
import type { BuiltGateway } from "../../gateway/server"

/** How a value of a parameter is typed in the contract. */
type Kind = "number" | "string" | "boolean" | "array" | "other"

/** The contract's parameter names of an endpoint with their kinds (from the params Schema). */
export const paramKinds = (name: ApiName): ReadonlyArray<readonly [string, Kind]> => {
  const ast = Api[name].params.ast
  if (!SchemaAST.isObjects(ast)) return []
  return ast.propertySignatures.map((p) => {
    const t = p.type
    const kind: Kind = SchemaAST.isNumber(t) ? "number" : SchemaAST.isString(t) ? "string" : SchemaAST.isBoolean(t) ? "boolean" : SchemaAST.isArrays(t) ? "array" : "other"
    return [String(p.name), kind] as const
  })
}

const HOSTILE_STRINGS = [
  "", " ", "0", "-1", "null", "undefined", "NaN", "Infinity", "1e309", "true", "[]", "{}", "__proto__", "constructor",
  "' OR '1'='1", "1; DROP TABLE users; --", "../../../../etc/passwd", "..\\..\\windows\\win.ini", "%00", "\u0000",
  "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "javascript:alert(1)", "${7*7}", "{{7*7}}",
  "\ud800", "\uffff", "𝕳𝖊𝖑𝖑𝖔", "👩‍👩‍👧‍👦", "ﷺ", "‮rtl", "a".repeat(5000), "9".repeat(400), "1.5", "-0", "0x10",
]

/** A string-typed value: near-valid (short, e-mail-like, digits) or hostile. */
const stringValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.emailAddress(),
  fc.stringMatching(/^\d{1,24}$/),
  fc.string({ unit: "grapheme", maxLength: 60 }),
)
/** A number-typed value: small ids, boundaries, floats, huge. */
const numberValue = fc.oneof(
  fc.integer({ min: -5, max: 130 }),
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 3, 4, 5, 6, 101, 102, 999, 10_000_001, 20_000_001, 2 ** 31, 2 ** 53 - 1, -(2 ** 53), 1e308, -1e308, 0.5, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
/** Any JSON value, nested a little. */
export const anyJson = fc.jsonValue({ maxDepth: 3 })

const valueOf = (kind: Kind): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: kind === "number" ? numberValue : kind === "boolean" ? fc.boolean() : kind === "array" ? fc.array(fc.oneof(numberValue, stringValue), { maxLength: 8 }) : stringValue },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, [], {}, { __proto__: { polluted: true } }, [[[]]], "", -1) },
  )

/** Parameters for endpoint `name`: each known field present, absent or wrongly typed, plus stray keys. */
export const paramsArb = (name: ApiName): fc.Arbitrary<Record<string, unknown>> => {
  const kinds = paramKinds(name)
  const fields = kinds.map(([key, kind]) => fc.option(valueOf(kind), { freq: 5, nil: undefined }).map((v) => [key, v] as const))
  return fc
    .tuple(fc.tuple(...fields), fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "prototype", "sign", "appId")), anyJson, { maxKeys: 3 }))
    .map(([pairs, extra]) => {
      const out: Record<string, unknown> = {}
      for (const [k, v] of pairs) if (v !== undefined) out[k] = v
      for (const [k, v] of Object.entries(extra)) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true })
      return out
    })
}

/** One generated HTTP request to a contract endpoint. */
export interface ContractRequest {
  readonly kind: "contract"
  readonly name: ApiName
  /** The endpoint's method, or another one. */
  readonly method: string
  readonly params: Record<string, unknown>
  /** "sealed": AES-GCM with the right key; "plain": JSON; "wrongKey": sealed with another key; "garbage": raw text. */
  readonly body: "sealed" | "plain" | "wrongKey" | "garbage" | "none"
  readonly raw: string
  /** "valid": real HMAC over the params; "none"; "garbage"; "stale": a valid HMAC with an old timestamp; "replay": a used nonce. */
  readonly sign: "valid" | "none" | "garbage" | "stale" | "replay"
  readonly appId: "right" | "wrong" | "missing"
  /** Which login token goes in Authorization. */
  readonly token: "none" | "member" | "otherDevice" | "garbage"
  readonly contentType: string | null
}

/** One generated HTTP request to a route outside the contract table. */
export interface OtherRequest {
  readonly kind: "other"
  readonly method: string
  readonly url: string
  readonly body: string
  readonly contentType: string | null
}

export type FuzzRequest = ContractRequest | OtherRequest

const NAMES = Object.keys(Api) as ApiName[]
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] as const
const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/csp-report", "application/reports+json", "x/y;;;"] as const
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), anyJson.map((v) => JSON.stringify(v)), fc.constantFrom("{", "[", "null", '{"payload":123}', '{"payload":"AAAA"}', '{"payload":"!!!"}', "\u0000\u0001", "x".repeat(20_000)))

/** Requests to contract endpoints. */
export const contractRequestArb: fc.Arbitrary<ContractRequest> = fc.constantFrom(...NAMES).chain((name) =>
  fc.record({
    kind: fc.constant("contract" as const),
    name: fc.constant(name),
    method: fc.oneof({ weight: 8, arbitrary: fc.constant(Api[name].method as string) }, { weight: 1, arbitrary: fc.constantFrom(...METHODS) }),
    params: paramsArb(name),
    body: fc.constantFrom("sealed", "sealed", "plain", "wrongKey", "garbage", "none"),
    raw: rawBody,
    sign: fc.constantFrom("valid", "valid", "valid", "none", "garbage", "stale", "replay"),
    appId: fc.constantFrom("right", "right", "right", "wrong", "missing"),
    token: fc.constantFrom("none", "member", "member", "otherDevice", "garbage"),
    contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 6 }),
  }),
)

/** An id as it may appear in a path or frame: numbers, near-numbers and junk. */
export const ID = fc.oneof(fc.constantFrom("10000001", "20000001", "0", "-1", "abc", "1e3", "99999999999999999999", "%2e%2e", ""), fc.nat().map(String))
const OTHER_URLS: ReadonlyArray<fc.Arbitrary<string>> = [
  fc.constant(`${API_PREFIX}/upload/images`),
  fc.constant(`${API_PREFIX}/upload/uploadAlbumImage`),
  fc.constant("/csp/report"),
  ID.map((id) => `/dev/users/${id}/gold`),
  ID.map((id) => `/dev/users/${id}/host`),
  ID.map((id) => `/dev/users/${id}/friend`),
  ID.map((id) => `/dev/users/${id}/system-message`),
  ID.map((id) => `/dev/users/${id}/friend-request`),
  ID.map((id) => `/dev/users/${id}/notice`),
  ID.map((id) => `/dev/users/${id}/avatar-review`),
  ID.map((id) => `/dev/users/${id}/block`),
  ID.map((id) => `/dev/users/${id}/drop-realtime`),
  ID.map((id) => `/dev/users/${id}/seed-conversation`),
  ID.map((id) => `/dev/users/${id}/status`),
  ID.map((id) => `/dev/users/${id}/unfriend`),
  fc.constant("/dev/push/test"),
  fc.constant("/dev/members/phone"),
  fc.constant("/dev/members/email"),
  fc.constant("/dev/pay/complete"),
  fc.string({ maxLength: 20 }).map((q) => `/dev/pay?userId=${encodeURIComponent(q)}&packageId=${encodeURIComponent(q)}`),
  fc.constant("/dev/idp/identities"),
  fc.constant("/dev/idp/token"),
  fc.string({ maxLength: 30 }).map((s) => `/dev/idp?provider=google&state=${encodeURIComponent(s)}`),
  fc.string({ maxLength: 20 }).map((s) => `/dev/outbox?to=${encodeURIComponent(s)}`),
  fc.constantFrom("/dev/csp-reports", "/inspector", "/inspector/", "/", "/tr/login", "/media/../../etc/passwd", "/media/%2e%2e/%2e%2e/x", "/..%2f..%2fpackage.json", "/sw.js", "/index.html", `${API_PREFIX}`, `${API_PREFIX}/`, `${API_PREFIX}/../dev/outbox`, "//evil.example/", "/%00", "/a?b=%zz"),
  fc.webPath().map((p) => p || "/"),
]

/** Requests to routes outside the contract table (uploads, reports, dev tools, static files). */
export const otherRequestArb: fc.Arbitrary<OtherRequest> = fc.record({
  kind: fc.constant("other" as const),
  method: fc.constantFrom("GET", "POST", "POST", "DELETE", "PUT", "HEAD", "OPTIONS"),
  url: fc.oneof(...OTHER_URLS),
  body: rawBody,
  contentType: fc.option(fc.constantFrom(...CONTENT_TYPES), { freq: 4 }),
})

/** Any request: mostly contract endpoints. */
export const requestArb: fc.Arbitrary<FuzzRequest> = fc.oneof({ weight: 4, arbitrary: contractRequestArb }, { weight: 1, arbitrary: otherRequestArb })

/** Answers by HTTP status, and what went wrong. */
export interface FuzzStats {
  requests: number
  readonly byStatus: Map<number, number>
  /** 5xx answers and API answers that are not envelopes: one line each. */
  readonly findings: string[]
  /** Contract requests that reached a handler's own answer (code not one of the pipeline's refusals). */
  handled: number
}

/** Empty statistics. */
export const newStats = (): FuzzStats => ({ requests: 0, byStatus: new Map(), findings: [], handled: 0 })

/** What the runner needs: a gateway and two members' sessions (for valid and foreign tokens). */
export interface FuzzTarget {
  readonly gw: BuiltGateway
  readonly member: { readonly token: string; readonly deviceId: string; readonly userId: number }
}

const PIPELINE_CODES = new Set([6666, 400, 10002, 401, 404, 10023])
const wrongCodec = makeBodyCodec("d3JvbmctY29kZWMta2V5LXRoaXJ0eS10d28tYnl0ZXM=")
const rightCodec = (key: string) => makeBodyCodec(key)

const toQueryString = (q: Record<string, unknown>): string => {
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== null) qs.set(k, typeof v === "object" ? JSON.stringify(v) : String(v))
  return qs.toString()
}

/** Sends one request; returns its HTTP status and, for /facade/api, the envelope code (NaN when not an envelope). */
export const send = async (t: FuzzTarget, r: FuzzRequest, usedNonce: string): Promise<{ status: number; code: number; body: string }> => {
  const { gw } = t
  if (r.kind === "other") {
    const res = await gw.app.inject({
      method: r.method as "GET",
      url: r.url,
      headers: r.contentType ? { "content-type": r.contentType } : {},
      ...(r.method === "GET" || r.method === "HEAD" ? {} : { payload: r.body }),
    })
    return { status: res.statusCode, code: NaN, body: res.body.slice(0, 300) }
  }
  const ep = Api[r.name]
  const inQuery = r.method === "GET" || r.method === "DELETE" || r.method === "HEAD" || r.method === "OPTIONS"
  const now = gw.options.now()
  const deviceId = r.token === "member" ? t.member.deviceId : r.token === "otherDevice" ? "device-elsewhere" : `fuzz-${randomUUID().slice(0, 8)}`
  const query: Record<string, unknown> = {
    ...(r.appId === "right" ? { appId: gw.options.appId } : r.appId === "wrong" ? { appId: "someone-else" } : {}),
    version: "0.1.0", platformType: 4, languageId: "en", deviceId, userId: r.token === "member" || r.token === "otherDevice" ? t.member.userId : "",
  }
  if (r.sign !== "none") {
    query.timestamp = r.sign === "stale" ? now - 3_600_000 : now
    query.nonce = r.sign === "replay" ? usedNonce : randomUUID()
  }
  if (inQuery) Object.assign(query, r.params)
  if (r.sign === "valid" || r.sign === "stale" || r.sign === "replay") {
    try {
      query.sign = await signParams(gw.options.signingSecret, { ...query, ...(inQuery ? {} : r.params) } as Record<string, WireValue>)
    } catch {
      query.sign = "unsignable"
    }
  } else if (r.sign === "garbage") query.sign = "deadbeef".repeat(8)
  const sealed = r.body === "sealed" || r.body === "wrongKey"
  let payload: string | undefined
  if (!inQuery && r.body !== "none") {
    const json = JSON.stringify(r.params)
    if (r.body === "plain") payload = json
    else if (r.body === "garbage") payload = r.raw
    else payload = JSON.stringify({ payload: await (r.body === "wrongKey" ? await wrongCodec : await rightCodec(LOCAL_DEFAULTS.codecKey)).encrypt(json) })
  }
  const token = r.token === "member" || r.token === "otherDevice" ? t.member.token : r.token === "garbage" ? "Bearer x'; --" : ""
  const res = await gw.app.inject({
    method: r.method as "GET",
    url: `${API_PREFIX}${ep.path}?${toQueryString(query)}`,
    headers: {
      ...(r.contentType ? { "content-type": r.contentType } : payload !== undefined ? { "content-type": "application/json" } : {}),
      ...(sealed ? { [CODEC_HEADER]: CODEC_NAME } : {}),
      ...(token ? { authorization: token } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  })
  let code = NaN
  if (r.method !== "HEAD" && res.statusCode !== 204) {
    try {
      const outer = JSON.parse(res.body) as { code?: unknown; payload?: unknown }
      code = typeof outer.code === "number" ? outer.code : typeof outer.payload === "string" ? 200 : NaN
    } catch {
      code = NaN
    }
  } else code = 0
  return { status: res.statusCode, code, body: res.body.slice(0, 300) }
}

/** Sends `r` and records the outcome in `stats`. */
export const sendAndCount = async (t: FuzzTarget, r: FuzzRequest, stats: FuzzStats, usedNonce: string): Promise<void> => {
  const { status, code, body } = await send(t, r, usedNonce)
  stats.requests++
  stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1)
  const where = r.kind === "contract" ? `${r.method} ${Api[r.name].path} (${r.name}, sign ${r.sign}, body ${r.body}, token ${r.token})` : `${r.method} ${r.url}`
  if (status >= 500) stats.findings.push(`HTTP ${status} from ${where}: ${body}`)
  else if (r.kind === "contract" && Number.isNaN(code) && r.method !== "OPTIONS") stats.findings.push(`not an envelope (HTTP ${status}) from ${where}: ${body}`)
  if (r.kind === "contract" && !Number.isNaN(code) && !PIPELINE_CODES.has(code)) stats.handled++
}
