// The payment stand-in of local mode (config.paymentUrl default "/dev/pay"): a page for the recharge
// frame that lists the packages and "pays" at once, crediting gold + bonus, then tells the app through
// postMessage {type: "vidchat:payment", status: "success", orderId, gold} addressed to the app's origin
// (the same origin here). Absent in production mode, where the payment provider's page takes its place.
import { randomUUID } from "node:crypto"
import type { FastifyInstance } from "fastify"
import type { Db } from "./db"
import { COIN_PACKAGES } from "./routes/shop"
import { serveDevAsset } from "./devPages/assets"
import { contentSecurityPolicy, type CspSettings } from "./csp"
import { badBody, jsonBody } from "./dev"

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (userId: string, only: number | null): string => {
  const list = COIN_PACKAGES.filter((p) => only === null || p.id === only)
  const rows = list
    .map((p) => `<li><button type="button" data-package="${p.id}">Pay $${(p.price / 100).toFixed(2)} for ${p.gold + p.bonus} coins</button></li>`)
    .join("")
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment</title><link rel="stylesheet" href="/dev/pay.css"><script defer src="/dev/pay.js"></script></head>
<body data-user-id="${esc(userId)}"><h1>Test payment</h1><p>Local mode: no money is charged.</p><ul>${rows}</ul><p id="out" role="status"></p>
</body></html>`
}

/** Registers GET /dev/pay[?userId&packageId] (the page) and POST /dev/pay/complete {userId, packageId} -> {orderId, gold}. */
export const registerDevPay = (app: FastifyInstance, db: Db, csp: CspSettings): void => {
  serveDevAsset(app, "/dev/pay.js", "pay.js")
  serveDevAsset(app, "/dev/pay.css", "pay.css")
  // The app frames this page (the recharge frame): the page policy, but frameable by the site itself.
  const framePolicy = contentSecurityPolicy(csp, "'self'")
  app.get("/dev/pay", async (req, reply) => {
    const q = req.query as Record<string, unknown>
    const userId = typeof q.userId === "string" ? q.userId : ""
    const pkg = typeof q.packageId === "string" && /^\d+$/.test(q.packageId) ? Number(q.packageId) : null
    return reply.header("cache-control", "no-store").header("content-security-policy", framePolicy).type("text/html; charset=utf-8").send(page(userId, pkg))
  })
  app.post("/dev/pay/complete", async (req, reply) => {
    const body = jsonBody(req.body)
    if (!body) return badBody(reply)
    const p = COIN_PACKAGES.find((x) => x.id === body.packageId)
    const userId = Number(body.userId)
    if (!p || !Number.isInteger(userId)) return reply.code(400).send({ msg: "unknown package or user" })
    const gold = p.gold + p.bonus
    const r = db.prepare("UPDATE users SET gold = gold + ? WHERE id = ?").run(gold, userId)
    if (r.changes === 0) return reply.code(404).send({ msg: "unknown user" })
    return reply.header("cache-control", "no-store").send({ orderId: randomUUID(), gold })
  })
}
