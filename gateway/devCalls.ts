// Developer tools of local mode for calls (absent in production): set a member's coins, make a member
// callable (goddess flag, price per minute, friend-only), and make two members friends — so tests and
// e2e runs use fresh accounts instead of sharing seeded hosts.
import type { FastifyInstance, FastifyReply } from "fastify"
import { type Db, updateUser, userById } from "./db"
import { badBody, jsonBody } from "./dev"
import { makeFriends, setFriendOnly } from "./routes/callStore"

const coins = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0
const bad = (reply: FastifyReply, msg: string) => reply.code(400).send({ msg })

/**
 * Registers POST /dev/users/:id/gold {gold} -> {gold}; POST /dev/users/:id/host {price, friendOnly?}
 * -> {price, friendOnly} (the member becomes a goddess host listed on the wall); POST /dev/users/:id/friend {friendId} -> {friends: true}. 404 for unknown users.
 */
export const registerDevCalls = (app: FastifyInstance, db: Db, now: () => number): void => {
  app.post("/dev/users/:id/gold", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    if (!coins(b.gold)) return bad(reply, "gold must be a whole number from 0")
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    updateUser(db, id, { gold: b.gold })
    return reply.header("cache-control", "no-store").send({ gold: b.gold })
  })
  app.post("/dev/users/:id/host", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    if (!coins(b.price)) return bad(reply, "price must be a whole number of coins from 0")
    if (!userById(db, id)) return reply.code(404).send({ msg: "unknown user" })
    const friendOnly = b.friendOnly === true
    updateUser(db, id, { kind: "host", goddess: true, price: b.price })
    setFriendOnly(db, id, friendOnly)
    return reply.header("cache-control", "no-store").send({ price: b.price, friendOnly })
  })
  app.post("/dev/users/:id/friend", async (req, reply) => {
    const id = Number((req.params as { id: string }).id)
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const friendId = Number(b.friendId)
    if (!userById(db, id) || !userById(db, friendId) || id === friendId) return reply.code(404).send({ msg: "unknown user" })
    makeFriends(db, id, friendId, now())
    return reply.header("cache-control", "no-store").send({ friends: true })
  })
}
