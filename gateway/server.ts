// Assembles the reference gateway: opens and seeds SQLite in DATA_DIR, mounts the contract API, the dev
// tools (local mode only) and the static client, and turns any unexpected error into an envelope.
import Fastify, { type FastifyInstance } from "fastify"
import { API_PREFIX, Code } from "../infrastructure/gateway/contract"
import { makeBodyCodec } from "../infrastructure/gateway/wire"
import type { Handlers } from "./answers"
import { registerApi, sendEnvelope } from "./api"
import { type GatewayOptions, gatewayOptions } from "./config"
import { openDb } from "./db"
import { registerDev } from "./dev"
import { registerDevPush } from "./devPush"
import { registerDevPay } from "./devPay"
import { registerDevCalls } from "./devCalls"
import { registerDevIm } from "./devIm"
import { registerDevProfile } from "./devProfile"
import { addAlbumPicture, albumHandlers, ensureAlbumMedia } from "./routes/album"
import { blacklistHandlers } from "./routes/blacklist"
import { reportHandlers } from "./routes/report"
import { registerDevSocial } from "./devSocial"
import { UploadApi } from "../infrastructure/gateway/uploadContract"
import { profileHandlers } from "./routes/profile"
import { shopHandlers } from "./routes/shop"
import { callHandlers, endCallsOfGone } from "./routes/calls"
import { giftHandlers } from "./routes/gift"
import { imHandlers } from "./routes/im"
import { friendHandlers } from "./routes/friends"
import { bonusHandlers } from "./routes/bonus"
import { accountHandlers } from "./routes/account"
import { emailHandlers } from "./routes/email"
import { miscHandlers } from "./routes/misc"
import { presenceHandlers } from "./routes/presence"
import { phoneHandlers } from "./routes/phone"
import { socialHandlers } from "./routes/social"
import { registerDevIdp } from "./devIdp"
import { wallHandlers } from "./routes/wall"
import { ensureMedia, seedIfEmpty } from "./seed"
import { attachRelay, type Relay } from "./relay"
import { registerDevCsp, registerSecurity } from "./security"
import { registerStatic } from "./static"
import { registerUploads } from "./uploads"

/** All endpoint handlers of the gateway. */
export const HANDLERS: Handlers = { ...emailHandlers, ...accountHandlers, ...miscHandlers, ...presenceHandlers, ...wallHandlers, ...phoneHandlers, ...shopHandlers, ...callHandlers, ...bonusHandlers, ...socialHandlers, ...imHandlers, ...giftHandlers, ...friendHandlers, ...profileHandlers, ...blacklistHandlers, ...albumHandlers, ...reportHandlers }

/** A built gateway and whether this start seeded a fresh database. */
export interface BuiltGateway {
  readonly app: FastifyInstance
  readonly options: GatewayOptions
  readonly seeded: boolean
  /** The real-time relay (WebSocket at /facade/rt). */
  readonly relay: Relay
}

/** Builds (does not listen) a gateway; options not given come from the environment and defaults. `handlers` replace some (tests). */
export const buildServer = async (over: Partial<GatewayOptions> = {}, handlers: Handlers = {}): Promise<BuiltGateway> => {
  const options = gatewayOptions(over)
  const codec = await makeBodyCodec(options.codecKey)
  const db = openDb(options.dataDir)
  const seeded = await seedIfEmpty(db, options.now())
  ensureMedia(db, options.dataDir)
  ensureAlbumMedia(db, options.dataDir)

  const app = Fastify({ logger: options.logger, bodyLimit: 1_048_576 })
  app.addHook("onClose", async () => db.close())
  // Bodies are read as text: the API opens them itself so bad JSON or a bad seal answers 6666.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser("*", { parseAs: "string" }, (_req, body, done) => done(null, body))
  app.setErrorHandler((err, req, reply) => {
    const status = (err as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) req.log.error({ err }, "request failed")
    if (req.url.startsWith(API_PREFIX))
      return status < 500
        ? sendEnvelope(reply, codec, false, { code: Code.dataInvalid, msg: "data invalid" })
        : sendEnvelope(reply, codec, false, { code: Code.internal, msg: "internal server error" }, 500)
    return reply.code(status).send({ code: status, msg: status < 500 && err instanceof Error ? err.message : "internal server error" })
  })

  const cspReports = registerSecurity(app, options.csp)
  const relay = attachRelay(app.server, db, options.now)
  app.addHook("preClose", async () => relay.close())
  // m§4: a member whose last real-time session closed and stays closed for the grace has left their
  // call (tab or browser closed, connection lost): the gateway ends it for them.
  const goneTimers = new Set<ReturnType<typeof setTimeout>>()
  // The gateway's log says when it ends a call this way, and how the member's last session ended (the
  // e2e run shows warnings: a call ended under a test by this rule is then explained in its output).
  relay.onGone((userId, why) => {
    const t = setTimeout(() => {
      goneTimers.delete(t)
      if (relay.isOnline(userId)) return
      const ended = endCallsOfGone({ db, relay, opts: options }, Number(userId), options.now())
      if (ended > 0) app.log.warn({ userId, session: why, graceMs: options.callGoneGraceMs, calls: ended }, "ended the calls of a member with no real-time session")
    }, options.callGoneGraceMs)
    goneTimers.add(t)
  })
  app.addHook("preClose", async () => {
    for (const t of goneTimers) clearTimeout(t)
  })
  registerApi(app, { db, opts: options, codec, handlers: { ...HANDLERS, ...handlers }, relay })
  await registerUploads(app, {
    db, opts: options, codec,
    onStored: (user, url, endpoint, now) => (endpoint === UploadApi.albumImage ? addAlbumPicture(db, user, url, now) : undefined),
  })
  if (options.mode === "local") registerDev(app, db, relay, options.now)
  if (options.mode === "local") registerDevPay(app, db, options.csp)
  if (options.mode === "local") registerDevCalls(app, db, options.now)
  if (options.mode === "local") registerDevIdp(app, db, options.now)
  if (options.mode === "local") registerDevIm(app, db, relay, options.now)
  if (options.mode === "local") registerDevProfile(app, db, options.now)
  if (options.mode === "local") registerDevCsp(app, cspReports)
  if (options.mode === "local") registerDevSocial(app, db, relay, options.now)
  if (options.mode === "local") registerDevPush(app, db, relay, options.now)
  await registerStatic(app, options.staticDir, options.dataDir)
  await app.ready()
  return { app, options, seeded, relay }
}
