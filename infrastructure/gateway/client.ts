// The gateway HTTP client (account-access-shell.md §7, §8): builds signed, encrypted requests from
// the contract, enforces the 50 s timeout, and turns every answer into a GatewayResult — decoded
// and translated data on code 200, a failure with code and reason otherwise. Never throws.
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ComplementInfo } from "../../domain/core/events"
import type { GatewayRequest, GatewayResult } from "../../domain/runtime/ports"
import { PLATFORM_TYPE } from "../../domain/constants"
import type { AppConfig } from "../config"
import { API_PREFIX, Api, Code, type ApiName } from "./contract"
import { hashFields } from "./passwordHash"
import { translate } from "./translate"
import { CODEC_HEADER, CODEC_NAME, makeBodyCodec, signParams, type BodyCodec, type WireValue } from "./wire"

/** What the client needs from its surroundings; tests pass fakes. */
export interface ClientDeps {
  readonly fetch: typeof fetch
  readonly now: () => number
  readonly nonce: () => string
}

const Envelope = Schema.Struct({ code: Schema.Number, msg: Schema.optionalKey(Schema.String), data: Schema.optionalKey(Schema.Unknown) })
const Sealed = Schema.Struct({ payload: Schema.String })

const fail = (code: number, msg: string, httpStatus: number, reason: "code" | "http" | "timeout" | "network" | "decode", data?: ComplementInfo): GatewayResult =>
  data === undefined ? { ok: false, code, msg, httpStatus, reason } : { ok: false, code, msg, httpStatus, reason, data }

const BODY_METHODS = new Set(["POST", "PUT", "PATCH"])

/** Creates the client for `config`; `call` resolves with a result for every request. */
export const makeGatewayClient = (config: AppConfig, deps: ClientDeps) => {
  let codec: Promise<BodyCodec> | null = null
  const getCodec = () => (codec ??= makeBodyCodec(config.codecKey))

  const call = async (request: GatewayRequest): Promise<GatewayResult> => {
    let req = request
    const endpoint = Api[req.name as ApiName]
    if (!endpoint) return fail(Code.notFound, `unknown endpoint ${req.name}`, 0, "decode")
    const hasBody = BODY_METHODS.has(endpoint.method)
    req = { ...req, params: await hashFields(req.params, endpoint.hashed) }
    const query: Record<string, WireValue> = {
      appId: config.appId,
      version: config.version,
      platformType: PLATFORM_TYPE,
      languageId: req.caller.languageId,
      deviceId: req.caller.deviceId,
      userId: req.caller.userId,
      ...(hasBody ? {} : (req.params as Record<string, WireValue>)),
    }
    if (!endpoint.public) {
      query["timestamp"] = deps.now()
      query["nonce"] = deps.nonce()
      query["sign"] = await signParams(config.signingSecret, { ...query, ...(hasBody ? (req.params as Record<string, WireValue>) : {}) })
    }
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) search.set(k, typeof v === "object" ? JSON.stringify(v) : String(v))
    const headers: Record<string, string> = { accept: "application/json" }
    if (req.caller.token !== "") headers["authorization"] = req.caller.token
    const sealed = !endpoint.plain
    if (sealed) headers[CODEC_HEADER] = CODEC_NAME
    let body: string | undefined
    if (hasBody) {
      headers["content-type"] = "application/json"
      const json = JSON.stringify(req.params)
      body = sealed ? JSON.stringify({ payload: await (await getCodec()).encrypt(json) }) : json
    }

    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(), config.requestTimeoutMs)
    let response: Response
    let text: string
    try {
      response = await deps.fetch(`${config.gatewayUrl}${API_PREFIX}${endpoint.path}?${search}`, {
        method: endpoint.method,
        headers,
        ...(body !== undefined ? { body } : {}),
        signal: abort.signal,
      })
      text = await response.text()
    } catch {
      return abort.signal.aborted ? fail(0, "timeout", 0, "timeout") : fail(0, "network error", 0, "network")
    } finally {
      clearTimeout(timer)
    }
    return decodeAnswer(req.name as ApiName, response.status, text, sealed ? getCodec : null)
  }
  return { call }
}

/** Decodes one answer body: unseal, check the envelope, decode data with the contract (§8: 6666). */
export const decodeAnswer = async (name: ApiName, status: number, text: string, codec: (() => Promise<BodyCodec>) | null): Promise<GatewayResult> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return status === 200 ? fail(Code.dataInvalid, "data invalid", status, "decode") : fail(status, "", status, "http")
  }
  const sealed = Schema.decodeUnknownResult(Sealed)(json)
  if (Result.isSuccess(sealed)) {
    if (!codec) return fail(Code.dataInvalid, "data invalid", status, "decode")
    try {
      json = JSON.parse(await (await codec()).decrypt(sealed.success.payload))
    } catch {
      return fail(Code.dataInvalid, "data invalid", status, "decode")
    }
  }
  const env = Schema.decodeUnknownResult(Envelope)(json)
  if (Result.isFailure(env)) return status === 200 ? fail(Code.dataInvalid, "data invalid", status, "decode") : fail(status, "", status, "http")
  const { code, msg = "", data } = env.success
  if (status === 401) return fail(code, msg, status, "http")
  if (code !== Code.ok) {
    // Failure data is kept only where the flow uses it (10042 complement info), decoded like any answer.
    const extra = code === Code.complementInfo ? Schema.decodeUnknownResult(ComplementInfo)(data) : null
    return fail(code, msg, status, "code", extra && Result.isSuccess(extra) ? extra.success : undefined)
  }
  const decoded = Schema.decodeUnknownResult(Api[name].data as Schema.Codec<unknown>)(data)
  if (Result.isFailure(decoded)) return fail(Code.dataInvalid, "data invalid", status, "decode")
  return { ok: true, data: translate(name, decoded.success as never) }
}
