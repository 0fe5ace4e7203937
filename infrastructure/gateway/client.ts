// The gateway HTTP client (account-access-shell.md §7, §8): builds signed, encrypted requests from
// the contract, enforces the 50 s timeout, and turns every answer into a GatewayResult — decoded
// and translated data on code 200, a failure with code and reason otherwise. Never throws. The
// member-only part of the contract is in the member chunk (../member.ts), loaded by the first request
// that needs it (issue 14); a chunk that cannot load fails that request as a request with no network
// does ("network").
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { ComplementInfo } from "../../domain/core/events"
import type { GatewayRequest, GatewayResult } from "../../domain/runtime/ports"
import type { AppConfig } from "../config"
import type { ApiName } from "./contract"
import { Code, CoreApi, type CoreName, type Endpoint } from "./coreContract"
import type { MemberName } from "./memberContract"
import { memberChunk } from "../memberChunk"
import { hashFields } from "./passwordHash"
import { buildRequest, fetchAnswer, type WireAnswer, type WireCaller, type WireRequest } from "./request"
import { translate } from "./translate"
import { makeBodyCodec, type BodyCodec, type WireValue } from "./wire"

/** What the client needs from its surroundings; tests pass fakes. */
export interface ClientDeps {
  readonly fetch: typeof fetch
  readonly now: () => number
  readonly nonce: () => string
  /** The boot script's answer to this very request, when it sent it early (issue 14; ./early.ts); null otherwise. */
  readonly early?: (name: string, params: Readonly<Record<string, WireValue>>, caller: WireCaller) => Promise<WireAnswer | null>
}

const Envelope = Schema.Struct({ code: Schema.Number, msg: Schema.optionalKey(Schema.String), data: Schema.optionalKey(Schema.Unknown) })
const Sealed = Schema.Struct({ payload: Schema.String })

const fail = (code: number, msg: string, httpStatus: number, reason: "code" | "http" | "timeout" | "network" | "decode", data?: ComplementInfo): GatewayResult =>
  data === undefined ? { ok: false, code, msg, httpStatus, reason } : { ok: false, code, msg, httpStatus, reason, data }

/** Creates the client for `config`; `call` resolves with a result for every request. */
export const makeGatewayClient = (config: AppConfig, deps: ClientDeps) => {
  let codec: Promise<BodyCodec> | null = null
  const getCodec = () => (codec ??= makeBodyCodec(config.codecKey))

  const call = async (request: GatewayRequest): Promise<GatewayResult> => {
    const name = request.name as ApiName
    let contract: Contract | null
    try {
      contract = await contractOf(name)
    } catch {
      return fail(0, "network error", 0, "network")
    }
    if (!contract) return fail(Code.notFound, `unknown endpoint ${request.name}`, 0, "decode")
    const { endpoint } = contract
    const params = (await hashFields(request.params, endpoint.hashed)) as Record<string, WireValue>
    const early = endpoint.public && deps.early ? await deps.early(name, params, request.caller) : null
    // An early request that found no network is old news (the page may be online by now): ask again.
    const usable = early !== null && !("failed" in early && early.failed === "network") ? early : null
    const answer = usable ?? (await fetchAnswer(deps.fetch, await buildRequest(config, endpoint, params, request.caller, { now: deps.now, nonce: deps.nonce, codec: getCodec }), config.requestTimeoutMs))
    if ("failed" in answer) return answer.failed === "timeout" ? fail(0, "timeout", 0, "timeout") : fail(0, "network error", 0, "network")
    return decodeWith(contract, answer.status, answer.text, endpoint.plain ? null : getCodec)
  }
  /** `request` built, signed and sealed as `call` would send it now, to be sent later (./leave.ts); null for an unknown endpoint (or a contract chunk that cannot load). */
  const prepare = async (request: GatewayRequest): Promise<WireRequest | null> => {
    const endpoint = (await contractOf(request.name).catch(() => null))?.endpoint
    if (!endpoint) return null
    const params = (await hashFields(request.params, endpoint.hashed)) as Record<string, WireValue>
    return buildRequest(config, endpoint, params, request.caller, { now: deps.now, nonce: deps.nonce, codec: getCodec })
  }
  return { call, prepare }
}

/** One endpoint's contract: how it travels and what its answer decodes with, and the translator of its data. */
interface Contract {
  readonly endpoint: Endpoint
  readonly translate: (data: unknown) => unknown
}

/**
 * The contract of request `name`: the endpoints of ./coreContract.ts at once, the member-only ones once
 * their chunk is there; null for a name of neither. Rejects when the member chunk cannot load.
 */
export const contractOf = async (name: string): Promise<Contract | null> => {
  if (Object.hasOwn(CoreApi, name)) return { endpoint: CoreApi[name as CoreName], translate: (d) => translate(name as CoreName, d as never) }
  const m = await memberChunk.with((m) => m)
  if (!Object.hasOwn(m.MemberApi, name)) return null
  return { endpoint: m.MemberApi[name as MemberName], translate: (d) => m.translateMember(name as MemberName, d) }
}

/** Decodes one answer body of request `name` (as `call` does): unseal, check the envelope, decode data with the contract (§8: 6666). */
export const decodeAnswer = async (name: ApiName, status: number, text: string, codec: (() => Promise<BodyCodec>) | null): Promise<GatewayResult> => {
  const contract = await contractOf(name).catch(() => null)
  return contract ? decodeWith(contract, status, text, codec) : fail(Code.notFound, `unknown endpoint ${name}`, 0, "decode")
}

/** Decodes one answer body with `contract`: unseal, check the envelope, decode data with its Schema (§8: 6666). */
const decodeWith = async (contract: Contract, status: number, text: string, codec: (() => Promise<BodyCodec>) | null): Promise<GatewayResult> => {
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
  const decoded = Schema.decodeUnknownResult(contract.endpoint.data as Schema.Codec<unknown>)(data)
  if (Result.isFailure(decoded)) return fail(Code.dataInvalid, "data invalid", status, "decode")
  return { ok: true, data: contract.translate(decoded.success) }
}
