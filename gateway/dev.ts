// Developer tools of local mode, under /dev/ (absent in production mode, where these paths answer 404):
// the outbox of e-mail codes the gateway "sent", closing a member's real-time sessions (a test of
// "the member goes offline"), and ready phone and e-mail members with a password (tests of the reset paths).
import type { FastifyInstance, FastifyReply } from "fastify"
import { hashPassword } from "./auth"
import { outbox } from "./codes"
import { insertUser, nextUserId, type Db, userByEmail, userByPhone } from "./db"
import type { Relay } from "./relay"
import { normalEmail, validEmail, validPassword } from "./rules"
import { phoneWireHash } from "./seed"

/**
 * Registers `GET /dev/outbox[?to=<address>]`: sent codes `{channel, to, code, purpose, at}`, newest first;
 * `POST /dev/users/<id>/drop-realtime`; `POST /dev/members/phone {countryCode, mobileNo, password}` -> {userId};
 * `POST /dev/members/email {email, password}` -> {userId}.
 */
export const registerDev = (app: FastifyInstance, db: Db, relay: Relay, now: () => number = Date.now): void => {
  /** `POST /dev/users/<id>/drop-realtime`: closes the member's relay sessions; answers {closed}. */
  app.post("/dev/users/:id/drop-realtime", async (req, reply) => {
    const { id } = req.params as { id: string }
    return reply.header("cache-control", "no-store").send({ closed: relay.drop(id) })
  })
  app.get("/dev/outbox", async (req, reply) => {
    const to = (req.query as Record<string, unknown>).to
    const entries = outbox(db, typeof to === "string" && to !== "" ? normalEmail(to) : undefined)
    return reply.header("cache-control", "no-store").send(entries)
  })
  // A complete phone member (profile, 120 coins) whose password is stored as the client sends it (SHA-256 hex).
  app.post("/dev/members/phone", async (req, reply) => {
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const { countryCode, mobileNo, password } = b
    if (typeof countryCode !== "string" || !/^\d{1,4}$/.test(countryCode) || typeof mobileNo !== "string" || !/^\d{4,20}$/.test(mobileNo) || typeof password !== "string" || password === "")
      return reply.code(400).send({ msg: "countryCode, mobileNo and password required" })
    const phone = `${countryCode}${mobileNo}`
    // The hash is awaited first: between taking the next id and inserting, no other request may run (two
    // members made at once got the same id, and the second a 500).
    const phonePasswordHash = await hashPassword(phoneWireHash(password))
    if (userByPhone(db, phone)) return reply.code(409).send({ msg: "number taken" })
    const u = insertUser(db, nextUserId(db, "member"), {
      kind: "member", phone, countryCode, mobileNo, phonePasswordHash,
      userName: `Phone ${mobileNo.slice(-4)}`, gender: 1, birthday: "1994-06-01", countryId: 826, gold: 120, createdAt: now(),
    })
    return reply.header("cache-control", "no-store").send({ userId: u.id })
  })
  // A complete, verified e-mail member (profile, 120 coins) with a password (a§5 rule: 6-16).
  app.post("/dev/members/email", async (req, reply) => {
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const email = typeof b.email === "string" ? normalEmail(b.email) : ""
    const password = b.password
    if (!validEmail(email) || typeof password !== "string" || !validPassword(password))
      return reply.code(400).send({ msg: "email and password (6-16 characters) required" })
    // Hashed first, as above: nothing may run between taking the next id and inserting.
    const passwordHash = await hashPassword(password)
    if (userByEmail(db, email)) return reply.code(409).send({ msg: "e-mail taken" })
    const u = insertUser(db, nextUserId(db, "member"), {
      kind: "member", email, emailVerified: true, passwordHash,
      userName: `Member ${email.slice(0, 4)}`, gender: 1, birthday: "1994-06-01", countryId: 826, gold: 120, createdAt: now(),
    })
    return reply.header("cache-control", "no-store").send({ userId: u.id })
  })
}

/**
 * The one reader of the dev routes' JSON bodies (every gateway/dev*.ts): the body's object; {} when there
 * is no body; null when it is not JSON or not a JSON object (null, an array, a string, a number), which the
 * route answers with badBody — a 400, never a 500 from reading a field of null.
 */
export const jsonBody = (body: unknown): Record<string, unknown> | null => {
  if (body === undefined || body === null || body === "") return {}
  try {
    const b: unknown = JSON.parse(String(body))
    return b !== null && typeof b === "object" && !Array.isArray(b) ? (b as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The 400 answer to a body jsonBody refused. */
export const badBody = (reply: FastifyReply): FastifyReply =>
  reply.code(400).header("cache-control", "no-store").send({ msg: "the body must be a JSON object" })
