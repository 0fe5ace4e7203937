// Developer tools of local mode for the social half (absent in production): the stored reports (tests
// check what a report sent), a presence report on a member's behalf (fires the online-reminder notice
// as a heartbeat would) and ending a friendship from one side. Friends, gold and blocks have their own
// dev endpoints (devCalls.ts, devProfile.ts).
import type { FastifyInstance } from "fastify"
import { type Db, userById } from "./db"
import { badBody, jsonBody } from "./dev"
import type { Relay } from "./relay"
import { endFriendship, reportStatus } from "./routes/friendStore"
import { reportsOf } from "./routes/report"

/**
 * Registers GET /dev/reports[?reporter=<id>] -> stored reports newest first (ReportRow of routes/report.ts);
 * POST /dev/users/:id/status {status 0-3} -> {status} (as the presence heartbeat: coming online notifies
 * friends with the reminder on); POST /dev/users/:id/unfriend {friendId} -> {friends: false} (:id deletes
 * the friend, as /friend/delete). 400 for bad input, 404 for unknown users.
 */
export const registerDevSocial = (app: FastifyInstance, db: Db, relay: Relay, now: () => number): void => {
  app.get("/dev/reports", async (req, reply) => {
    const r = Number((req.query as Record<string, unknown>).reporter)
    return reply.header("cache-control", "no-store").send(reportsOf(db, Number.isSafeInteger(r) && r > 0 ? r : undefined))
  })
  app.post("/dev/users/:id/status", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const status = b.status
    if (status !== 0 && status !== 1 && status !== 2 && status !== 3) return reply.code(400).send({ msg: "status must be 0, 1, 2 or 3" })
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    reportStatus({ db, relay, now: now() }, id, status)
    return reply.header("cache-control", "no-store").send({ status })
  })
  app.post("/dev/users/:id/unfriend", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const friendId = Number(b.friendId)
    if (!userById(db, id) || !userById(db, friendId) || id === friendId) return reply.code(404).send({ msg: "unknown user" })
    endFriendship(db, id, friendId, now(), id)
    return reply.header("cache-control", "no-store").send({ friends: false })
  })
}
