// The reference gateway's local push path and its test endpoint (local mode; production answers 404 at
// /dev). There is no push service here (no internet): a push for a member goes, for each push token the
// member saved (POST /user/ext/savePushToken), over the real-time relay to the member's open sessions;
// the page that holds that token hands the FCM-shaped payload to its service worker, which shows it
// exactly as it shows a push event. `POST /dev/push/test` is the notification self-test's remote part.
import type { FastifyInstance } from "fastify"
import { resolveToken, tokenOf } from "./auth"
import type { Db } from "./db"
import { badBody, jsonBody } from "./dev"
import type { Relay } from "./relay"
import { pushTokensOf } from "./routes/bonus"

/** Longest title and body of a test push, characters. */
export const TEST_TITLE_MAX = 200
export const TEST_BODY_MAX = 500

/** How a push for a member went: its saved tokens, and the relay sessions that got it. */
export interface LocalPushResult {
  readonly tokens: number
  readonly sessions: number
}

/** Pushes FCM-shaped `payload` to every saved push token of member `userId` through the relay. */
export const pushToMember = (db: Db, relay: Relay, userId: number, payload: unknown): LocalPushResult => {
  const tokens = pushTokensOf(db, userId)
  let sessions = 0
  for (const t of tokens) sessions += relay.push(userId, t.token, payload)
  return { tokens: tokens.length, sessions }
}

const text = (v: unknown, max: number): string => (typeof v === "string" ? Array.from(v).slice(0, max).join("") : "")

/**
 * `POST /dev/push/test` (header `authorization`: the login token; JSON body `{deviceId, title, body}`):
 * pushes a test notification (`data.type` "test") to the signed-in member through the local push path.
 * Answers `{tokens, sessions}`; 401 `{msg}` without a valid session, 400 on a bad body.
 */
export const registerDevPush = (app: FastifyInstance, db: Db, relay: Relay, now: () => number): void => {
  app.post("/dev/push/test", async (req, reply) => {
    reply.header("cache-control", "no-store")
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const deviceId = typeof b["deviceId"] === "string" ? b["deviceId"] : ""
    const found = resolveToken(db, tokenOf(req.headers.authorization), deviceId, now())
    if (!("user" in found)) return reply.code(401).send({ msg: "not signed in" })
    const title = text(b["title"], TEST_TITLE_MAX)
    if (title === "") return reply.code(400).send({ msg: "title required" })
    const payload = {
      notification: { title, body: text(b["body"], TEST_BODY_MAX) },
      data: { type: "test", sentAt: String(now()) },
    }
    return reply.send(pushToMember(db, relay, found.user.id, payload))
  })
}
