// Developer tools of local mode, under /dev/ (absent in production mode, where these paths answer 404):
// the outbox of e-mail codes the gateway "sent", and closing a member's real-time sessions (a test of
// "the member goes offline").
import type { FastifyInstance } from "fastify"
import { outbox } from "./codes"
import type { Db } from "./db"
import type { Relay } from "./relay"
import { normalEmail } from "./rules"

/** Registers `GET /dev/outbox[?to=<address>]`: sent codes `{channel, to, code, purpose, at}`, newest first. */
export const registerDev = (app: FastifyInstance, db: Db, relay: Relay): void => {
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
}
