// The stand-in identity provider of local mode (absent in production mode): the page the app opens in a
// popup for "Continue with Google/Facebook" (`/dev/idp?provider=google|facebook&state=...`). The person
// chooses a test identity or creates one; the page gets a stand-in access token and posts
// {type: "vidchat:idp", provider, state, accessToken} (or error "access_denied") to its opener, addressed
// to its own origin only, then closes. The app sends the token to login/token like a real provider's.
import type { FastifyInstance } from "fastify"
import type { Db } from "./db"
import { badBody, jsonBody } from "./dev"
import { createIdentity, identitiesOf, identityById, isProvider, issueIdpToken, type Provider } from "./idp"
import { validEmail } from "./rules"
import { serveDevAsset } from "./devPages/assets"

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const BRAND: Record<Provider, string> = { google: "Google", facebook: "Facebook" }
const STATE = /^[A-Za-z0-9_-]{8,128}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const page = (db: Db, provider: Provider, state: string): string => {
  const brand = BRAND[provider]
  const rows = identitiesOf(db, provider)
    .map((i) => `<li><button type="button" data-identity="${i.id}"><b>${esc(i.name)}</b><span>${esc(i.email)}</span></button></li>`)
    .join("")
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${brand} (test)</title><link rel="stylesheet" href="/dev/idp.css"><script defer src="/dev/idp.js"></script></head>
<body data-provider="${provider}" data-state="${esc(state)}"><div class="bar"></div><main><h1>Sign in with ${brand}</h1>
<p class="note">Local test stand-in: no real ${brand} account is used and nothing leaves this computer.</p>
${rows ? `<h2>Choose an account</h2><ul>${rows}</ul>` : ""}
<h2>${rows ? "Or create a test identity" : "Create a test identity"}</h2>
<form id="create" novalidate><label>Name<input name="name" required maxlength="60" autocomplete="off"></label>
<label>E-mail<input name="email" type="email" required maxlength="254" autocomplete="off"></label>
<label>Gender<select name="gender"><option value="0">Not shared</option><option value="2">Female</option><option value="1">Male</option></select></label>
<label>Birthday (optional)<input name="birthday" type="date"></label>
<button class="primary" type="submit">Create and continue</button></form>
<p id="out" role="alert"></p><button class="secondary" type="button" id="cancel">Cancel</button></main>
</body></html>`
}

/**
 * Registers GET /dev/idp?provider&state (the page), GET /dev/idp/identities?provider (JSON list),
 * POST /dev/idp/identities {provider, name, email, gender?, birthday?} -> {id, sub} and
 * POST /dev/idp/token {identityId} -> {accessToken} (one use, 10 minutes).
 */
export const registerDevIdp = (app: FastifyInstance, db: Db, now: () => number): void => {
  serveDevAsset(app, "/dev/idp.js", "idp.js")
  serveDevAsset(app, "/dev/idp.css", "idp.css")
  app.get("/dev/idp", async (req, reply) => {
    const q = req.query as Record<string, unknown>
    if (!isProvider(q.provider) || typeof q.state !== "string" || !STATE.test(q.state)) return reply.code(400).send({ msg: "provider and state required" })
    return reply.header("cache-control", "no-store").type("text/html; charset=utf-8").send(page(db, q.provider, q.state))
  })
  app.get("/dev/idp/identities", async (req, reply) => {
    const provider = (req.query as Record<string, unknown>).provider
    if (!isProvider(provider)) return reply.code(400).send({ msg: "unknown provider" })
    return reply.header("cache-control", "no-store").send(identitiesOf(db, provider))
  })
  app.post("/dev/idp/identities", async (req, reply) => {
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const name = typeof b.name === "string" ? b.name.trim() : ""
    const email = typeof b.email === "string" ? b.email.trim().toLowerCase() : ""
    const gender = b.gender === undefined ? 0 : b.gender
    const birthday = b.birthday === undefined ? "" : b.birthday
    if (!isProvider(b.provider)) return reply.code(400).send({ msg: "Unknown provider" })
    if (name === "" || Array.from(name).length > 60) return reply.code(400).send({ msg: "Enter a name (up to 60 characters)." })
    if (!validEmail(email)) return reply.code(400).send({ msg: "Enter a valid e-mail address." })
    if (gender !== 0 && gender !== 1 && gender !== 2) return reply.code(400).send({ msg: "Unknown gender" })
    if (typeof birthday !== "string" || (birthday !== "" && !DATE.test(birthday))) return reply.code(400).send({ msg: "Birthday must be YYYY-MM-DD" })
    const identity = createIdentity(db, { provider: b.provider, name, email, gender, birthday }, now())
    return reply.code(201).header("cache-control", "no-store").send({ id: identity.id, sub: identity.sub })
  })
  app.post("/dev/idp/token", async (req, reply) => {
    const b = jsonBody(req.body)
    if (!b) return badBody(reply)
    const id = b.identityId
    const identity = typeof id === "number" ? identityById(db, id) : undefined
    if (!identity) return reply.code(404).send({ msg: "Unknown identity" })
    return reply.header("cache-control", "no-store").send({ accessToken: issueIdpToken(db, identity.id, now()) })
  })
}
