// The stand-in identity provider of local mode (absent in production mode): the page the app opens in a
// popup for "Continue with Google/Facebook" (`/dev/idp?provider=google|facebook&state=...`). The person
// chooses a test identity or creates one; the page gets a stand-in access token and posts
// {type: "vidchat:idp", provider, state, accessToken} (or error "access_denied") to its opener, addressed
// to its own origin only, then closes. The app sends the token to login/token like a real provider's.
import type { FastifyInstance } from "fastify"
import type { Db } from "./db"
import { createIdentity, identitiesOf, identityById, isProvider, issueIdpToken, type Provider } from "./idp"
import { validEmail } from "./rules"

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const json = (v: unknown) => JSON.stringify(v).replace(/</g, "\\u003c")
const BRAND: Record<Provider, { name: string; color: string }> = { google: { name: "Google", color: "#1a73e8" }, facebook: { name: "Facebook", color: "#1877f2" } }
const STATE = /^[A-Za-z0-9_-]{8,128}$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const page = (db: Db, provider: Provider, state: string): string => {
  const brand = BRAND[provider]
  const rows = identitiesOf(db, provider)
    .map((i) => `<li><button type="button" data-identity="${i.id}"><b>${esc(i.name)}</b><span>${esc(i.email)}</span></button></li>`)
    .join("")
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${brand.name} (test)</title><style>
body{font:16px system-ui,sans-serif;margin:0;color:#15161c;background:#f7f7fa}main{max-width:420px;margin:0 auto;padding:16px}
h1{font-size:20px;margin:8px 0}h2{font-size:16px;margin:16px 0 8px}.note{color:#5b5f70;font-size:14px;margin:0 0 8px}
.bar{height:6px;background:${brand.color}}ul{list-style:none;padding:0;margin:0;display:grid;gap:8px}
li button{width:100%;min-height:48px;text-align:left;display:grid;gap:2px;padding:8px 12px;border:1px solid #d5d7e0;border-radius:8px;background:#fff;font:inherit;color:inherit;cursor:pointer}
li button span{color:#5b5f70;font-size:14px;overflow-wrap:anywhere}li b{overflow-wrap:anywhere}
form{display:grid;gap:12px;background:#fff;border:1px solid #d5d7e0;border-radius:8px;padding:12px}label{display:grid;gap:4px;font-weight:600;font-size:14px}
input,select{font:inherit;font-weight:400;min-height:44px;padding:0 10px;border:1px solid #b9bccb;border-radius:8px;background:#fff;color:inherit}
.primary{min-height:44px;border:0;border-radius:999px;background:${brand.color};color:#fff;font:inherit;font-weight:700;cursor:pointer}
.secondary{min-height:44px;width:100%;margin-top:16px;border:1px solid #b9bccb;border-radius:999px;background:#fff;font:inherit;cursor:pointer}
#out{color:#b3261e;min-height:1em}</style></head>
<body><div class="bar"></div><main><h1>Sign in with ${brand.name}</h1>
<p class="note">Local test stand-in: no real ${brand.name} account is used and nothing leaves this computer.</p>
${rows ? `<h2>Choose an account</h2><ul>${rows}</ul>` : ""}
<h2>${rows ? "Or create a test identity" : "Create a test identity"}</h2>
<form id="create" novalidate><label>Name<input name="name" required maxlength="60" autocomplete="off"></label>
<label>E-mail<input name="email" type="email" required maxlength="254" autocomplete="off"></label>
<label>Gender<select name="gender"><option value="0">Not shared</option><option value="2">Female</option><option value="1">Male</option></select></label>
<label>Birthday (optional)<input name="birthday" type="date"></label>
<button class="primary" type="submit">Create and continue</button></form>
<p id="out" role="alert"></p><button class="secondary" type="button" id="cancel">Cancel</button></main>
<script>
const provider = ${json(provider)}, state = ${json(state)};
const out = document.getElementById("out");
const tell = (msg) => { if (!window.opener) { out.textContent = "Open this page from the app's sign-in."; return; } window.opener.postMessage({ type: "vidchat:idp", provider, state, ...msg }, location.origin); window.close(); };
const post = async (url, body) => { const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }); const d = await r.json(); if (!r.ok) throw new Error(d.msg || "Failed"); return d; };
const choose = async (identityId) => { const d = await post("/dev/idp/token", { identityId }); tell({ accessToken: d.accessToken }); };
for (const b of document.querySelectorAll("button[data-identity]")) b.addEventListener("click", () => choose(Number(b.dataset.identity)).catch((e) => { out.textContent = e.message; }));
document.getElementById("create").addEventListener("submit", async (ev) => {
  ev.preventDefault(); const f = new FormData(ev.target);
  try { const d = await post("/dev/idp/identities", { provider, name: f.get("name"), email: f.get("email"), gender: Number(f.get("gender")), birthday: f.get("birthday") || "" }); await choose(d.id); }
  catch (e) { out.textContent = e.message; }
});
document.getElementById("cancel").addEventListener("click", () => tell({ error: "access_denied" }));
</script></body></html>`
}

const body = (raw: unknown): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(String(raw ?? "{}"))
    return v !== null && typeof v === "object" ? (v as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * Registers GET /dev/idp?provider&state (the page), GET /dev/idp/identities?provider (JSON list),
 * POST /dev/idp/identities {provider, name, email, gender?, birthday?} -> {id, sub} and
 * POST /dev/idp/token {identityId} -> {accessToken} (one use, 10 minutes).
 */
export const registerDevIdp = (app: FastifyInstance, db: Db, now: () => number): void => {
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
    const b = body(req.body)
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
    const id = body(req.body).identityId
    const identity = typeof id === "number" ? identityById(db, id) : undefined
    if (!identity) return reply.code(404).send({ msg: "Unknown identity" })
    return reply.header("cache-control", "no-store").send({ accessToken: issueIdpToken(db, identity.id, now()) })
  })
}
