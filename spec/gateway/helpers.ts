// Test helpers for the gateway: start a gateway on a temporary DATA_DIR and call the contract exactly as
// the client does (common params, HMAC signature, AES-GCM sealed body and answer, Authorization token).
// Every code-200 answer is checked against the contract's data Schema.
import { randomUUID } from "node:crypto"
import type { AddressInfo } from "node:net"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import * as Result from "effect/Result"
import * as Schema from "effect/Schema"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { Api, API_PREFIX, type ApiName } from "../../infrastructure/gateway/contract"
import { CODEC_HEADER, CODEC_NAME, makeBodyCodec, signParams, type WireValue } from "../../infrastructure/gateway/wire"
import type { Handlers } from "../../gateway/answers"
import type { GatewayOptions } from "../../gateway/config"
import { buildServer, type BuiltGateway } from "../../gateway/server"
import { RELAY_PATH } from "../../infrastructure/rtm/frames"

const made: string[] = []

/** A fresh temporary folder, removed by {@link removeTempDirs}. */
export const tempDir = (tag = "gw"): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${tag}-`))
  made.push(dir)
  return dir
}

/** Removes every folder made by {@link tempDir} so far. */
export const removeTempDirs = (): void => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
}

/** Builds a gateway on `dataDir` (a new temp folder by default) without logging. */
export const startGateway = (over: Partial<GatewayOptions> = {}, handlers: Handlers = {}): Promise<BuiltGateway> =>
  buildServer({ dataDir: tempDir(), staticDir: path.join(tempDir("dist"), "none"), logger: false, ...over }, handlers)

/** How to send one call; defaults follow the protocol. */
export interface CallOptions {
  readonly deviceId?: string
  readonly token?: string
  readonly userId?: number | ""
  /** Seal the body (default: unless the endpoint is plain). */
  readonly sealed?: boolean
  /** Sign (default: unless the endpoint is public). */
  readonly sign?: boolean
  /** Replace the computed signature / timestamp / nonce. */
  readonly forceSign?: string
  readonly timestamp?: number
  readonly nonce?: string
  /** Send this raw body text instead of the encoded params. */
  readonly rawBody?: string
}

/** What came back: HTTP status, the (opened) envelope, and whether it was sealed. */
export interface CallResult {
  readonly http: number
  readonly sealed: boolean
  readonly code: number
  readonly msg: string
  readonly data: any
}

const codecP = makeBodyCodec(LOCAL_DEFAULTS.codecKey)

/** Calls endpoint `name` of the gateway with `params`. */
export const call = async (
  gw: BuiltGateway, name: ApiName, params: Record<string, WireValue> = {}, o: CallOptions = {},
): Promise<CallResult> => {
  const ep = Api[name]
  const codec = await codecP
  const inQuery = ep.method === "GET" || ep.method === "DELETE"
  const sealed = o.sealed ?? !ep.plain
  const query: Record<string, WireValue> = {
    appId: gw.options.appId, version: "0.1.0", platformType: 4, languageId: "en",
    deviceId: o.deviceId ?? "device-test-1", userId: o.userId ?? "",
    ...((o.sign ?? !ep.public) ? { timestamp: o.timestamp ?? gw.options.now(), nonce: o.nonce ?? randomUUID() } : {}),
    ...(inQuery ? params : {}),
  }
  if (o.sign ?? !ep.public) query.sign = o.forceSign ?? (await signParams(gw.options.signingSecret, { ...query, ...(inQuery ? {} : params) }))
  const qs = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) qs.set(k, typeof v === "object" ? JSON.stringify(v) : String(v))
  const body = inQuery ? undefined : o.rawBody ?? (sealed ? JSON.stringify({ payload: await codec.encrypt(JSON.stringify(params)) }) : JSON.stringify(params))
  const res = await gw.app.inject({
    method: ep.method,
    url: `${API_PREFIX}${ep.path}?${qs.toString()}`,
    headers: {
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(sealed ? { [CODEC_HEADER]: CODEC_NAME } : {}),
      ...(o.token ? { authorization: o.token } : {}),
    },
    ...(body !== undefined ? { payload: body } : {}),
  })
  const outer = res.json() as Record<string, unknown>
  const wasSealed = typeof outer.payload === "string"
  const env = (wasSealed ? JSON.parse(await codec.decrypt(outer.payload as string)) : outer) as CallResult
  if (env.code === 200) {
    const r = Schema.decodeUnknownResult(ep.data as Schema.Codec<unknown, unknown>)(env.data)
    if (Result.isFailure(r)) throw new Error(`${name} answer does not fit the contract: ${r.failure.message}`)
  }
  return { http: res.statusCode, sealed: wasSealed, code: env.code, msg: env.msg, data: env.data }
}

/** Signs in with e-mail and password; returns the answer (data is LoginWire on success). */
export const login = (gw: BuiltGateway, email: string, password: string, deviceId = "device-test-1") =>
  call(gw, "emailLogin", { userAccount: email, password, deviceType: 4, deviceName: "web" }, { deviceId })

/** The newest outbox code sent to `to`, read through GET /dev/outbox. */
export const outboxCode = async (gw: BuiltGateway, to: string): Promise<string> => {
  const res = await gw.app.inject({ method: "GET", url: `/dev/outbox?to=${encodeURIComponent(to)}` })
  const list = res.json() as { code: string }[]
  if (!list[0]) throw new Error(`no outbox entry for ${to}`)
  return list[0].code
}

/** Makes `gw` listen on a free loopback port; answers the relay's WebSocket URL (ws://127.0.0.1:<port><RELAY_PATH>). */
export const listenRelay = async (gw: BuiltGateway): Promise<string> => {
  await gw.app.listen({ port: 0, host: "127.0.0.1" })
  return `ws://127.0.0.1:${(gw.app.server.address() as AddressInfo).port}${RELAY_PATH}`
}

/** Polls `check` every 5 ms until it holds; throws "timed out" after `ms` (real time: relay traffic). */
export const until = async (check: () => boolean, ms = 5000): Promise<void> => {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out")
    await new Promise((r) => setTimeout(r, 5))
  }
}
