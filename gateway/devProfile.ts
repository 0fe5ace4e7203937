// Developer tools of local mode for the profile and blacklist (absent in production): settle a photo
// under review (a§8 approve / not approved / failed) without waiting for AVATAR_REVIEW_MS, and make a
// member block someone (the blacklist panel's tests).
import type { FastifyInstance, FastifyReply } from "fastify"
import { type Db, userById } from "./db"
import { badBody, jsonBody } from "./dev"
import { block } from "./routes/blacklist"
import { decideReview, type ReviewVerdict } from "./routes/profileStore"

const VERDICTS: ReadonlyArray<ReviewVerdict> = ["approve", "reject", "fail"]
const bad = (reply: FastifyReply, code: number, msg: string) => reply.code(code).header("cache-control", "no-store").send({ msg })

/**
 * Registers POST /dev/users/:id/avatar-review {verdict: "approve" | "reject" | "fail"} -> {settled}
 * (409 when no photo is under review) and POST /dev/users/:id/block {userId} -> {blocked: true}.
 * 404 for unknown users.
 */
export const registerDevProfile = (app: FastifyInstance, db: Db, now: () => number): void => {
  app.post("/dev/users/:id/avatar-review", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const verdict = b.verdict
    if (!VERDICTS.includes(verdict as ReviewVerdict)) return bad(reply, 400, "verdict must be approve, reject or fail")
    if (!userById(db, id)) return bad(reply, 404, "unknown user")
    if (!decideReview(db, id, verdict as ReviewVerdict)) return bad(reply, 409, "no photo under review")
    return reply.header("cache-control", "no-store").send({ settled: verdict })
  })
  app.post("/dev/users/:id/block", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const other = Number(b.userId)
    if (!userById(db, id) || !userById(db, other)) return bad(reply, 404, "unknown user")
    if (id === other) return bad(reply, 400, "a member cannot block themselves")
    block(db, id, other, now())
    return reply.header("cache-control", "no-store").send({ blocked: true })
  })
}
