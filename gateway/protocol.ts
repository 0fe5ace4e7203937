// The wire protocol on the gateway side (account-access-shell.md §7): opening request bodies (plain or
// AES-GCM sealed), checking signatures with timestamp window and nonce replay guard, decoding params
// with the contract's Schemas (query text coerced to numbers/booleans), and sealing answers.
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import * as SchemaAST from "effect/SchemaAST"
import type { Endpoint } from "../infrastructure/gateway/contract"
import { type BodyCodec, sameSignature, signParams, type WireValue } from "../infrastructure/gateway/wire"

/** Largest accepted difference between a request's timestamp and the gateway clock. */
export const TIMESTAMP_WINDOW_MS = 10 * 60_000

/** A parameter bag: query strings and/or decrypted JSON values. */
export type Params = Record<string, unknown>

const isRecord = (v: unknown): v is Params => typeof v === "object" && v !== null && !Array.isArray(v)

/** Parses a request body into params; `sealed` bodies are `{"payload": ...}`. Returns null when unreadable. */
export const openBody = async (raw: string, sealed: boolean, codec: BodyCodec): Promise<Params | null> => {
  try {
    if (raw.trim() === "") return {}
    const outer: unknown = JSON.parse(raw)
    if (!sealed) return isRecord(outer) ? outer : null
    if (!isRecord(outer) || typeof outer.payload !== "string") return null
    const inner: unknown = JSON.parse(await codec.decrypt(outer.payload))
    return isRecord(inner) ? inner : null
  } catch {
    return null
  }
}

/** Remembers nonces for the timestamp window so a signed request cannot be replayed. */
export class NonceGuard {
  private readonly seen = new Map<string, number>()
  /** True the first time `nonce` is offered within the window. */
  fresh(nonce: string, now: number): boolean {
    if (this.seen.size > 10_000) for (const [k, t] of this.seen) if (now - t > TIMESTAMP_WINDOW_MS) this.seen.delete(k)
    const t = this.seen.get(nonce)
    if (t !== undefined && now - t <= TIMESTAMP_WINDOW_MS) return false
    this.seen.set(nonce, now)
    return true
  }
}

/** Checks `sign` over query (minus sign) merged with body params, the timestamp window and the nonce. */
export const verifySignature = async (
  secret: string,
  query: Params,
  body: Params,
  now: number,
  nonces: NonceGuard,
): Promise<boolean> => {
  const { sign, ...rest } = query
  const ts = Number(query.timestamp)
  if (typeof sign !== "string" || sign === "" || typeof query.nonce !== "string" || query.nonce === "") return false
  if (!Number.isFinite(ts) || Math.abs(now - ts) > TIMESTAMP_WINDOW_MS) return false
  const expected = await signParams(secret, { ...rest, ...body } as Record<string, WireValue>)
  return sameSignature(expected, sign.toLowerCase()) && nonces.fresh(query.nonce, now)
}

const fieldsOf = (schema: Schema.Top): readonly SchemaAST.PropertySignature[] =>
  SchemaAST.isObjects(schema.ast) ? schema.ast.propertySignatures : []

/** Picks the endpoint's own fields from query text: number/boolean-looking text becomes values, "" numbers are absent. */
export const coerceQuery = (schema: Schema.Top, query: Params): Params => {
  const out: Params = {}
  for (const ps of fieldsOf(schema)) {
    const key = String(ps.name)
    const v = query[key]
    if (v === undefined || (v === "" && SchemaAST.isNumber(ps.type))) continue
    if (typeof v === "string" && SchemaAST.isNumber(ps.type) && v.trim() !== "" && Number.isFinite(Number(v)))
      out[key] = Number(v)
    else if (typeof v === "string" && SchemaAST.isBoolean(ps.type) && (v === "true" || v === "false"))
      out[key] = v === "true"
    else out[key] = v
  }
  return out
}

/** Decodes params with the endpoint's Schema: the value, or an error message for a code-400 answer. */
export const decodeParams = (ep: Endpoint, input: Params): { readonly value: unknown } | { readonly error: string } => {
  const picked: Params = {}
  for (const ps of fieldsOf(ep.params)) if (input[String(ps.name)] !== undefined) picked[String(ps.name)] = input[String(ps.name)]
  const r = Schema.decodeUnknownResult(ep.params as Schema.Codec<unknown, unknown>)(picked)
  if (Result.isFailure(r)) return { error: `invalid params: ${r.failure.message.replace(/\s+/g, " ")}` }
  return { value: r.success }
}

/** Encodes answer data with the endpoint's data Schema (drops stray keys); throws when it does not fit. */
export const encodeData = (ep: Endpoint, data: unknown): unknown => {
  const r = Schema.encodeUnknownResult(ep.data as Schema.Codec<unknown, unknown>)(data)
  if (Result.isFailure(r)) throw new Error(`answer does not fit the contract: ${r.failure.message}`)
  return r.success
}

/** The JSON text of an answer envelope, sealed as `{"payload": ...}` when the request was sealed. */
export const answerText = async (envelope: object, sealed: boolean, codec: BodyCodec): Promise<string> =>
  sealed ? JSON.stringify({ payload: await codec.encrypt(JSON.stringify(envelope)) }) : JSON.stringify(envelope)
