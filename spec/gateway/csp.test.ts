// @vitest-environment node
// The pages' Content-Security-Policy (gateway/csp.ts): local mode allows the site only; a production
// configuration adds exactly the origins of the features it configures (gateway, payment frame, Google,
// Facebook, Agora, Firebase, media, bot protection), and nothing of a feature it leaves unconfigured.
// Also the headers on real answers and the report endpoint's two formats.
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LOCAL_DEFAULTS, type AppConfig } from "../../infrastructure/config"
import { AGORA_SOURCES, contentSecurityPolicy, cspDirectives, type CspSettings, FIREBASE_SOURCES, LOCAL_CSP_SETTINGS, originOf, reportingEndpoints } from "../../gateway/csp"
import { parseCspReport } from "../../gateway/security"
import type { BuiltGateway } from "../../gateway/server"
import { cspFromEnv } from "../../gateway/config"
import { removeTempDirs, startGateway, tempDir } from "./helpers"

const PROD_APP: AppConfig = {
  ...LOCAL_DEFAULTS,
  mode: "production",
  gatewayUrl: "https://api.vidchat.example",
  paymentUrl: "https://pay.provider.example/checkout?x=1",
  agoraAppId: "agora-app",
  googleClientId: "123.apps.googleusercontent.com",
  facebookAppId: "987",
  firebase: { apiKey: "k", authDomain: "a", projectId: "p", messagingSenderId: "1", appId: "1:2:web:3", vapidKey: "v" },
}
const PROD: CspSettings = {
  app: PROD_APP,
  mediaOrigins: ["https://cdn.vidchat.example", "https://*.media.example:8443/", "javascript:alert(1)", "'unsafe-inline'"],
  botProtectionOrigins: ["https://bot.vendor.example"],
  reportUri: "/csp/report",
  reportTo: "csp",
}

describe("Given the local configuration", () => {
  const d = cspDirectives(LOCAL_CSP_SETTINGS)
  it("then every fetch directive allows the site only (plus data:/blob: images, blob: media, reading blob: uploads back), nothing inline", () => {
    expect(d["default-src"]).toEqual(["'self'"])
    expect(d["script-src"]).toEqual(["'self'"])
    expect(d["style-src"]).toEqual(["'self'"])
    expect(d["connect-src"]).toEqual(["'self'", "blob:"])
    expect(d["frame-src"]).toEqual(["'self'"])
    expect(d["worker-src"]).toEqual(["'self'"])
    expect(d["img-src"]).toEqual(["'self'", "data:", "blob:"])
    expect(d["media-src"]).toEqual(["'self'", "blob:"])
    expect(contentSecurityPolicy(LOCAL_CSP_SETTINGS)).not.toMatch(/unsafe|https?:|wss?:|report-to/)
  })
  it("then plugins, base and framing are shut, and reports go to the gateway", () => {
    expect(d["object-src"]).toEqual(["'none'"])
    expect(d["base-uri"]).toEqual(["'none'"])
    expect(d["frame-ancestors"]).toEqual(["'none'"])
    expect(d["report-uri"]).toEqual(["/csp/report"])
    expect(cspDirectives(LOCAL_CSP_SETTINGS, "'self'")["frame-ancestors"]).toEqual(["'self'"])
  })
  it("then the serialised header is one directive per clause", () => {
    expect(contentSecurityPolicy(LOCAL_CSP_SETTINGS)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; font-src 'self'; " +
        "connect-src 'self' blob:; frame-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        "frame-ancestors 'none'; report-uri /csp/report",
    )
  })
})

describe("Given a production configuration with every feature configured", () => {
  const d = cspDirectives(PROD)
  it("then scripts come from the site, Google Identity Services, the Facebook SDK and the bot protection vendor; Agora's RTM may compile WebAssembly", () => {
    expect(d["script-src"]).toEqual(["'self'", "https://accounts.google.com/gsi/client", "https://connect.facebook.net", "https://bot.vendor.example", "'wasm-unsafe-eval'"])
    expect(d["script-src"]!.join(" ")).not.toMatch(/'unsafe-inline'|'unsafe-eval'/)
    expect(d["style-src"]).toEqual(["'self'", "https://accounts.google.com/gsi/style"])
  })
  it("then connections reach the gateway (HTTPS and its WebSocket), Google, Facebook, Agora, Firebase and the bot protection vendor", () => {
    const c = d["connect-src"]!
    expect(c.slice(0, 4)).toEqual(["'self'", "blob:", "https://api.vidchat.example", "wss://api.vidchat.example"])
    expect(c).toContain("https://accounts.google.com/gsi/")
    expect(c).toContain("https://graph.facebook.com")
    for (const s of [...AGORA_SOURCES.connect, ...FIREBASE_SOURCES.connect, "https://bot.vendor.example"]) expect(c).toContain(s)
  })
  it("then the payment page's origin (not its path) may be framed, with the providers' frames", () => {
    expect(d["frame-src"]).toEqual(["https://pay.provider.example", "https://accounts.google.com/gsi/", "https://www.facebook.com", "https://web.facebook.com", "https://bot.vendor.example"])
  })
  it("then images and media come from the gateway and the configured media origins; malformed origins are dropped", () => {
    expect(d["img-src"]).toEqual(["'self'", "data:", "blob:", "https://api.vidchat.example", "https://cdn.vidchat.example", "https://*.media.example:8443"])
    expect(d["media-src"]).toEqual(["'self'", "blob:", "https://api.vidchat.example", "https://cdn.vidchat.example", "https://*.media.example:8443"])
    expect(contentSecurityPolicy(PROD)).not.toContain("javascript:")
  })
  it("then Agora's blob: workers are allowed, and report-to names the endpoint", () => {
    expect(d["worker-src"]).toEqual(["'self'", "blob:"])
    expect(d["report-to"]).toEqual(["csp"])
    expect(reportingEndpoints(PROD)).toBe('csp="/csp/report"')
  })
})

describe("Given a production configuration without the optional features", () => {
  it("then no third-party origin appears: no Google, Facebook, Agora or Firebase without their ids", () => {
    const bare = contentSecurityPolicy({ ...LOCAL_CSP_SETTINGS, app: { ...LOCAL_DEFAULTS, mode: "production" } })
    expect(bare).not.toMatch(/google|facebook|agora|sd-rtn|firebase|wasm/)
    expect(bare).toContain("worker-src 'self';")
    expect(bare).toContain("frame-src 'self'")
  })
  it("then a half-configured Firebase (no VAPID key) adds nothing", () => {
    const half = { ...PROD_APP, agoraAppId: "", googleClientId: "", facebookAppId: "", firebase: { ...PROD_APP.firebase, vapidKey: "" } }
    expect(contentSecurityPolicy({ ...PROD, app: half })).not.toMatch(/googleapis|agora|facebook|accounts\.google/)
  })
  it("then the local stand-ins' mode ignores production ids (local mode never loads the real SDKs)", () => {
    expect(contentSecurityPolicy({ ...PROD, app: { ...PROD_APP, mode: "local" } })).not.toMatch(/google|facebook|agora|firebase/)
  })
})

describe("Given the environment", () => {
  it("then report-to is on in production mode and off in local mode unless CSP_REPORT_TO says otherwise", () => {
    expect(cspFromEnv({}, "production").reportTo).toBe("csp")
    expect(cspFromEnv({}, "local").reportTo).toBe("")
    expect(cspFromEnv({ CSP_REPORT_TO: "0" }, "production").reportTo).toBe("")
    expect(cspFromEnv({ CSP_REPORT_TO: "violations" }, "local").reportTo).toBe("violations")
  })
  it("then media and bot-protection origins are comma-separated lists, and APP_CONFIG's file is read over the defaults", () => {
    const dir = tempDir("cfg")
    const file = path.join(dir, "config.json")
    fs.writeFileSync(file, JSON.stringify({ mode: "production", agoraAppId: "x", firebase: { apiKey: "k" } }))
    const s = cspFromEnv({ APP_CONFIG: file, CSP_MEDIA_ORIGINS: " https://a.example, ,https://b.example", CSP_BOT_PROTECTION_ORIGINS: "https://bot.example" })
    expect(s.mediaOrigins).toEqual(["https://a.example", "https://b.example"])
    expect(s.botProtectionOrigins).toEqual(["https://bot.example"])
    expect(s.app).toMatchObject({ mode: "production", agoraAppId: "x", paymentUrl: "/dev/pay", firebase: { apiKey: "k", vapidKey: "" } })
    fs.writeFileSync(file, "[1]")
    expect(() => cspFromEnv({ APP_CONFIG: file })).toThrow(/expected a JSON object/)
  })
})

describe("originOf", () => {
  it("takes the origin of absolute http(s) addresses and null for relative or other ones", () => {
    expect(originOf("https://pay.example:444/a/b?c")).toBe("https://pay.example:444")
    expect(originOf("/dev/pay")).toBeNull()
    expect(originOf("")).toBeNull()
    expect(originOf("javascript:alert(1)")).toBeNull()
  })
})

describe("parseCspReport", () => {
  it("reads the report-uri format and the Reporting API format, and ignores anything else", () => {
    expect(parseCspReport(JSON.stringify({ "csp-report": { "document-uri": "http://x/", "violated-directive": "img-src", "effective-directive": "img-src", "blocked-uri": "https://evil/" } })))
      .toEqual([{ document: "http://x/", directive: "img-src", blocked: "https://evil/", source: "", line: 0, sample: "" }])
    const api = [
      { type: "csp-violation", body: { documentURL: "http://x/", effectiveDirective: "script-src-elem", blockedURL: "inline", lineNumber: 3, sample: "alert(1)" } },
      { type: "deprecation", body: {} },
    ]
    expect(parseCspReport(JSON.stringify(api))).toEqual([{ document: "http://x/", directive: "script-src-elem", blocked: "inline", source: "", line: 3, sample: "alert(1)" }])
    for (const bad of ["", "null", "{", "[1,2]", '{"csp-report":{}}', '"x"', "[null]"]) expect(parseCspReport(bad)).toEqual([])
  })
})

describe("Given a gateway", () => {
  let gw: BuiltGateway
  beforeAll(async () => {
    gw = await startGateway()
  })
  afterAll(async () => {
    await gw.app.close()
    removeTempDirs()
  })

  it("then HTML answers carry the page policy and Permissions-Policy; JSON answers a policy that loads nothing; all of them nosniff and the referrer policy", async () => {
    const idp = await gw.app.inject({ method: "GET", url: "/dev/idp?provider=google&state=abcdefgh12" })
    expect(idp.headers["content-type"]).toContain("text/html")
    expect(idp.headers["content-security-policy"]).toBe(contentSecurityPolicy(LOCAL_CSP_SETTINGS))
    expect(idp.headers["reporting-endpoints"]).toBeUndefined()
    expect(idp.headers["permissions-policy"]).toBe("camera=(self), microphone=(self), fullscreen=(self)")
    expect(idp.body).not.toMatch(/<script>|<style>|style="|\son[a-z]+=/i)
    const api = await gw.app.inject({ method: "GET", url: "/facade/api/nothing" })
    const outbox = await gw.app.inject({ method: "GET", url: "/dev/outbox" })
    for (const r of [idp, api, outbox]) {
      expect(r.headers["x-content-type-options"]).toBe("nosniff")
      expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    }
    expect(api.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(outbox.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'")
  })

  it("then the payment stand-in may be framed by the site itself only, and has no inline script or style", async () => {
    const pay = await gw.app.inject({ method: "GET", url: "/dev/pay?userId=5" })
    expect(pay.headers["content-security-policy"]).toContain("frame-ancestors 'self'")
    expect(pay.headers["content-security-policy"]).not.toContain("frame-ancestors 'none'")
    expect(pay.body).not.toMatch(/<script>|<style>|style="|\son[a-z]+=/i)
    const js = await gw.app.inject({ method: "GET", url: "/dev/pay.js" })
    expect(js.headers["content-type"]).toContain("javascript")
    expect(js.body).toContain("vidchat:payment")
  })

  it("then a 304 for a page revalidated from the browser's cache carries no policy (it would replace the page's own with one that loads nothing)", async () => {
    const dir = tempDir("dist")
    fs.writeFileSync(path.join(dir, "inspector.html"), "<!doctype html><title>Inspector</title>")
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>App</title>")
    const site = await startGateway({ staticDir: dir })
    try {
      for (const url of ["/inspector", "/"]) {
        const first = await site.app.inject({ method: "GET", url })
        expect(first.statusCode).toBe(200)
        expect(first.headers["content-security-policy"]).toBe(contentSecurityPolicy(LOCAL_CSP_SETTINGS))
        const etag = String(first.headers["etag"])
        const again = await site.app.inject({ method: "GET", url, headers: { "if-none-match": etag } })
        expect(again.statusCode, url).toBe(304)
        expect(again.headers["content-security-policy"], url).toBeUndefined()
      }
    } finally {
      await site.app.close()
    }
  })

  it("then reports posted to /csp/report are counted, readable and resettable through the dev endpoint", async () => {
    await gw.app.inject({ method: "DELETE", url: "/dev/csp-reports" })
    const legacy = JSON.stringify({ "csp-report": { "document-uri": "http://x/", "effective-directive": "img-src", "blocked-uri": "https://evil/" } })
    const r = await gw.app.inject({ method: "POST", url: "/csp/report", headers: { "content-type": "application/csp-report" }, payload: legacy })
    expect(r.statusCode).toBe(204)
    await gw.app.inject({ method: "POST", url: "/csp/report", headers: { "content-type": "application/reports+json" }, payload: "not json" })
    const read = (await gw.app.inject({ method: "GET", url: "/dev/csp-reports" })).json() as { count: number; latest: unknown[] }
    expect(read.count).toBe(1)
    expect(read.latest).toEqual([{ document: "http://x/", directive: "img-src", blocked: "https://evil/", source: "", line: 0, sample: "" }])
    expect(((await gw.app.inject({ method: "DELETE", url: "/dev/csp-reports" })).json() as { count: number }).count).toBe(0)
  })
})
