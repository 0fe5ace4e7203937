// Mounts every endpoint of the contract table under /facade/api and runs one request through the
// pipeline: open body (6666) -> appId and signature (10002) -> params Schema (400) -> login token (401,
// 10023, bans) -> handler -> data encoded with the contract's data Schema -> answer, sealed when asked.
import { ALBUM_REPORT_ENDPOINTS } from "../infrastructure/gateway/albumContract"
import { CALL_ENDPOINTS } from "../infrastructure/gateway/callContract"
import { IM_ENDPOINTS } from "../infrastructure/gateway/imContract"
import { FRIEND_ENDPOINTS } from "../infrastructure/gateway/friendContract"
import { PUSH_ENDPOINTS } from "../infrastructure/gateway/pushContract"
import { PROFILE_ENDPOINTS } from "../infrastructure/gateway/profileContract"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { Api, API_PREFIX, type ApiName, Code } from "../infrastructure/gateway/contract"
import { type BodyCodec, CODEC_HEADER, CODEC_NAME } from "../infrastructure/gateway/wire"
import { type Answer, type Ctx, type Handlers } from "./answers"
import { resolveToken, tokenOf } from "./auth"
import type { GatewayOptions } from "./config"
import type { Db, User } from "./db"
import type { Relay } from "./relay"
import { answerText, coerceQuery, decodeParams, encodeData, NonceGuard, openBody, type Params, verifySignature } from "./protocol"

/** Endpoints that answer HTTP 401 without a valid login token. */
export const NEEDS_LOGIN: ReadonlySet<ApiName> = new Set<ApiName>([
  "getUserInfo", "getCurrentGoldNum", "logout", "hostsSignedIn", "popupGet", "protocolStatus", "protocolSave",
  "rtmToken", "giftList", "coinPackages", "checkIfAddCoinForNew", "callEndCaller", "callEndCallee",
  "checkUserSetPassword", "updateMobilePassword", ...CALL_ENDPOINTS, ...IM_ENDPOINTS, ...FRIEND_ENDPOINTS, ...PUSH_ENDPOINTS, ...PROFILE_ENDPOINTS,
  ...ALBUM_REPORT_ENDPOINTS,
])

/** What the API routes need from the server. */
export interface ApiDeps {
  readonly db: Db
  readonly opts: GatewayOptions
  readonly codec: BodyCodec
  readonly handlers: Handlers
  readonly relay: Relay
}

const isSealed = (req: FastifyRequest): boolean => req.headers[CODEC_HEADER] === CODEC_NAME

/** Sends an envelope: sealed when the request was, plain JSON otherwise. */
export const sendEnvelope = async (
  reply: FastifyReply, codec: BodyCodec, sealed: boolean, envelope: object, http = 200,
): Promise<FastifyReply> => {
  reply.code(http).header("content-type", "application/json; charset=utf-8").header("cache-control", "no-store")
  if (sealed) reply.header(CODEC_HEADER, CODEC_NAME)
  return reply.send(await answerText(envelope, sealed, codec))
}

const envelopeOf = (a: Answer<unknown>, name: ApiName): object =>
  a.code === 200
    ? { code: 200, msg: "success", data: encodeData(Api[name], a.data) }
    : "msg" in a
      ? a.data === undefined ? { code: a.code, msg: a.msg } : { code: a.code, msg: a.msg, data: a.data }
      : { code: a.code, msg: "" }

type AnyHandler = (ctx: Ctx, params: unknown) => Answer<unknown> | Promise<Answer<unknown>>

const run = async (deps: ApiDeps, nonces: NonceGuard, name: ApiName, req: FastifyRequest): Promise<Answer<unknown>> => {
  const ep = Api[name]
  const now = deps.opts.now()
  const query = (req.query ?? {}) as Params
  const inQuery = ep.method === "GET" || ep.method === "DELETE"
  const body = inQuery ? {} : await openBody(typeof req.body === "string" ? req.body : "", isSealed(req), deps.codec)
  if (body === null) return { code: Code.dataInvalid, msg: "data invalid", http: 200 }
  if (query.appId !== deps.opts.appId) return { code: Code.badParams, msg: "unknown appId" }
  if (!ep.public && !(await verifySignature(deps.opts.signingSecret, query, body, now, nonces)))
    return { code: Code.badSignature, msg: "sign invalid" }
  const params = decodeParams(ep, inQuery ? coerceQuery(ep.params, query) : body)
  if ("error" in params) return { code: Code.badParams, msg: params.error }
  const deviceId = typeof query.deviceId === "string" ? query.deviceId : ""
  const token = tokenOf(req.headers.authorization)
  let me: User | null = null
  if (NEEDS_LOGIN.has(name) || token !== "") {
    const found = resolveToken(deps.db, token, deviceId, now)
    if ("user" in found) me = found.user
    else if (NEEDS_LOGIN.has(name)) return found.refusal
  }
  const handler = deps.handlers[name] as AnyHandler | undefined
  if (!handler) return { code: Code.notFound, msg: "not implemented", http: 404 }
  return handler({ db: deps.db, opts: deps.opts, deviceId, token, ip: req.ip, me, now, relay: deps.relay }, params.value)
}

/** Registers the contract's routes and the /facade/api catch-all (404). */
export const registerApi = (app: FastifyInstance, deps: ApiDeps): void => {
  const nonces = new NonceGuard()
  const mounted = new Set<string>()
  for (const name of Object.keys(Api) as ApiName[]) {
    const ep = Api[name]
    // Endpoints sharing a method and path (callEndCaller/callEndCallee) are served by the first one's route.
    if (mounted.has(`${ep.method} ${ep.path}`)) continue
    mounted.add(`${ep.method} ${ep.path}`)
    app.route({
      method: ep.method,
      url: API_PREFIX + ep.path,
      handler: async (req, reply) => {
        const sealed = isSealed(req)
        try {
          const answer = await run(deps, nonces, name, req)
          if (answer.code === Code.dataInvalid) return sendEnvelope(reply, deps.codec, false, { code: Code.dataInvalid, msg: "data invalid" })
          const http = "http" in answer && answer.http !== undefined ? answer.http : 200
          return sendEnvelope(reply, deps.codec, sealed, envelopeOf(answer, name), http)
        } catch (err) {
          req.log.error({ err, endpoint: name }, "handler failed")
          return sendEnvelope(reply, deps.codec, sealed, { code: Code.internal, msg: "internal server error" }, 500)
        }
      },
    })
  }
  const notFound = (req: FastifyRequest, reply: FastifyReply) =>
    sendEnvelope(reply, deps.codec, isSealed(req), { code: Code.notFound, msg: "not found" }, 404)
  app.all(API_PREFIX, notFound)
  app.all(`${API_PREFIX}/*`, notFound)
}
