// A minimal real-HTTP client of the /facade/api contract for scripts (load runs): common parameters,
// HMAC signature, AES-GCM sealed bodies and answers, the Authorization token — exactly what the app
// sends — over fetch to a gateway address. Answers are returned as opened envelopes, never thrown.
import { randomUUID } from "node:crypto"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { Api, API_PREFIX, type ApiName } from "../../infrastructure/gateway/contract"
import { CODEC_HEADER, CODEC_NAME, makeBodyCodec, signParams, type WireValue } from "../../infrastructure/gateway/wire"

/** An opened answer: HTTP status and the envelope (code -1 when the request itself failed). */
export interface WireAnswer {
  readonly http: number
  readonly code: number
  readonly msg: string
  readonly data: any
}

/** Who is calling. */
export interface WireCaller {
  readonly deviceId: string
  readonly token?: string
  readonly userId?: number | ""
}

/** A client of the gateway at `base` (e.g. "http://127.0.0.1:8080") with the local default secrets. */
export const makeWireClient = (base: string, secrets = { appId: LOCAL_DEFAULTS.appId, signingSecret: LOCAL_DEFAULTS.signingSecret, codecKey: LOCAL_DEFAULTS.codecKey }) => {
  const codecP = makeBodyCodec(secrets.codecKey)
  /** Calls endpoint `name` with `params` as `who`. */
  const call = async (name: ApiName, params: Record<string, WireValue>, who: WireCaller): Promise<WireAnswer> => {
    const ep = Api[name]
    const codec = await codecP
    const inQuery = ep.method === "GET" || ep.method === "DELETE"
    const query: Record<string, WireValue> = {
      appId: secrets.appId, version: "0.1.0", platformType: 4, languageId: "en", deviceId: who.deviceId, userId: who.userId ?? "",
      ...(ep.public ? {} : { timestamp: Date.now(), nonce: randomUUID() }),
      ...(inQuery ? params : {}),
    }
    if (!ep.public) query.sign = await signParams(secrets.signingSecret, { ...query, ...(inQuery ? {} : params) })
    const qs = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, typeof v === "object" ? JSON.stringify(v) : String(v))
    const sealed = !ep.plain
    try {
      const res = await fetch(`${base}${API_PREFIX}${ep.path}?${qs.toString()}`, {
        method: ep.method,
        headers: {
          ...(inQuery ? {} : { "content-type": "application/json" }),
          ...(sealed ? { [CODEC_HEADER]: CODEC_NAME } : {}),
          ...(who.token ? { authorization: who.token } : {}),
        },
        ...(inQuery ? {} : { body: sealed ? JSON.stringify({ payload: await codec.encrypt(JSON.stringify(params)) }) : JSON.stringify(params) }),
      })
      const outer = (await res.json()) as Record<string, unknown>
      const env = (typeof outer.payload === "string" ? JSON.parse(await codec.decrypt(outer.payload)) : outer) as { code: number; msg: string; data: unknown }
      return { http: res.status, code: env.code, msg: env.msg, data: env.data }
    } catch (err) {
      return { http: 0, code: -1, msg: err instanceof Error ? err.message : String(err), data: undefined }
    }
  }
  return { call }
}
