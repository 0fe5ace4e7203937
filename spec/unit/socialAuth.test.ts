// The SocialAuth adapters behind fakes of the page (infrastructure/social): the local stand-in popup
// (blocked, token, cancel, closed, foreign or malformed messages), Google Identity Services and the
// Facebook SDK loaded lazily by script tag (token flow answers and errors decoded with Schema), and the
// script loader (one tag per address, retry after a failure or a timeout).
import { describe, expect, it } from "vitest"
import type { SocialAuthReport } from "../../domain/runtime/ports"
import { FACEBOOK_SDK_SRC, makeFacebookAuth } from "../../infrastructure/social/facebook"
import { GIS_SRC, makeGoogleAuth } from "../../infrastructure/social/google"
import { makeScriptLoader, type ScriptHost } from "../../infrastructure/social/loadScript"
import { CLOSED_POLL_MS, makeStandInAuth, type PopupWindow } from "../../infrastructure/social/standIn"

const BASE = "http://localhost:8203/tr/"
const ORIGIN = "http://localhost:8203"

/** A fake page: window.open (or blocked), message listeners, a manual interval clock. */
const page = (blocked = false) => {
  const opened: Array<{ url: string; win: PopupWindow & { closed: boolean } }> = []
  let listeners: Array<(e: { origin: string; source: unknown; data: unknown }) => void> = []
  let intervals: Array<{ fn: () => void; ms: number; live: boolean }> = []
  const env = {
    open: (url: string) => {
      if (blocked) return null
      const win = { closed: false, close: () => void (win.closed = true) }
      opened.push({ url, win })
      return win
    },
    listen: (fn: (e: { origin: string; source: unknown; data: unknown }) => void) => {
      listeners.push(fn)
      return () => void (listeners = listeners.filter((l) => l !== fn))
    },
    every: (fn: () => void, ms: number) => {
      const t = { fn, ms, live: true }
      intervals.push(t)
      return () => void (t.live = false)
    },
    nonce: () => "state-0123456789abcdef",
    base: BASE,
  }
  return {
    env,
    opened,
    post: (e: { origin: string; source: unknown; data: unknown }) => [...listeners].forEach((l) => l(e)),
    tick: (n = 1) => {
      for (let i = 0; i < n; i++) for (const t of intervals.filter((x) => x.live)) t.fn()
    },
    listening: () => listeners.length,
    polling: () => intervals.filter((t) => t.live).length,
  }
}
const reports = () => {
  const got: SocialAuthReport[] = []
  return { got, report: (r: SocialAuthReport) => void got.push(r) }
}
const answer = (over: Record<string, unknown> = {}) => ({ type: "vidchat:idp", provider: "google", state: "state-0123456789abcdef", accessToken: "sit_1", ...over })

describe("Given the local stand-in adapter", () => {
  it("when Google is chosen, then the gateway's /dev/idp opens in a popup window with provider and state", () => {
    const p = page()
    makeStandInAuth("", p.env).signIn("google", () => undefined)
    expect(p.opened[0]!.url).toBe(`${ORIGIN}/dev/idp?provider=google&state=state-0123456789abcdef`)
  })
  it("when the browser blocks the window, then blocked", () => {
    const p = page(true)
    const r = reports()
    makeStandInAuth("", p.env).signIn("facebook", r.report)
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "blocked" }])
  })
  it("when the window posts a token from the gateway's origin, then the token, once, and listening stops", () => {
    const p = page()
    const r = reports()
    makeStandInAuth("", p.env).signIn("google", r.report)
    const win = p.opened[0]!.win
    p.post({ origin: ORIGIN, source: win, data: answer() })
    win.closed = true
    p.tick(3)
    expect(r.got).toEqual([{ _tag: "SocialAuthSucceeded", accessToken: "sit_1" }])
    expect([p.listening(), p.polling()]).toEqual([0, 0])
  })
  it("when messages come from another origin or another window, then they are ignored", () => {
    const p = page()
    const r = reports()
    makeStandInAuth("", p.env).signIn("google", r.report)
    const win = p.opened[0]!.win
    p.post({ origin: "https://evil.example", source: win, data: answer() })
    p.post({ origin: ORIGIN, source: {}, data: answer() })
    expect(r.got).toEqual([])
    p.post({ origin: ORIGIN, source: win, data: answer({ accessToken: "sit_2" }) })
    expect(r.got).toEqual([{ _tag: "SocialAuthSucceeded", accessToken: "sit_2" }])
  })
  it.each([
    ["another state", answer({ state: "state-other-000000" })],
    ["another provider", answer({ provider: "facebook" })],
    ["a wrong shape", { type: "vidchat:idp", accessToken: 5 }],
    ["an empty token", answer({ accessToken: "" })],
    ["text", "sit_1"],
  ])("when the window posts %s, then invalid", (_label, data) => {
    const p = page()
    const r = reports()
    makeStandInAuth("", p.env).signIn("google", r.report)
    p.post({ origin: ORIGIN, source: p.opened[0]!.win, data })
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "invalid" }])
  })
  it("when the person presses Cancel on the page, then denied", () => {
    const p = page()
    const r = reports()
    makeStandInAuth("", p.env).signIn("google", r.report)
    p.post({ origin: ORIGIN, source: p.opened[0]!.win, data: { type: "vidchat:idp", provider: "google", state: "state-0123456789abcdef", error: "access_denied" } })
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "denied" }])
  })
  it(`when the window is closed without an answer, then closed on the second look (${CLOSED_POLL_MS} ms apart)`, () => {
    const p = page()
    const r = reports()
    makeStandInAuth("", p.env).signIn("google", r.report)
    p.tick()
    p.opened[0]!.win.closed = true
    p.tick()
    expect(r.got).toEqual([])
    p.tick()
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "closed" }])
  })
  it("when a second sign-in starts, then the first window is closed and reported closed; the second goes on", () => {
    const p = page()
    const first = reports()
    const second = reports()
    const auth = makeStandInAuth("http://gw.local:9000", p.env)
    auth.signIn("google", first.report)
    auth.signIn("facebook", second.report)
    expect(p.opened[0]!.win.closed).toBe(true)
    expect(first.got).toEqual([{ _tag: "SocialAuthFailed", reason: "closed" }])
    expect(p.opened[1]!.url).toBe("http://gw.local:9000/dev/idp?provider=facebook&state=state-0123456789abcdef")
    p.post({ origin: "http://gw.local:9000", source: p.opened[1]!.win, data: answer({ provider: "facebook" }) })
    expect(second.got).toEqual([{ _tag: "SocialAuthSucceeded", accessToken: "sit_1" }])
  })
  it("when the app cancels the sign-in (its popup closed), then the window closes, nothing is reported, and a later answer is ignored", () => {
    const p = page()
    const r = reports()
    const auth = makeStandInAuth("http://gw.local:9000", p.env)
    auth.signIn("google", r.report)
    auth.cancel()
    expect(p.opened[0]!.win.closed).toBe(true)
    expect([p.listening(), p.polling()]).toEqual([0, 0])
    p.post({ origin: "http://gw.local:9000", source: p.opened[0]!.win, data: answer() })
    expect(r.got).toEqual([])
    // Nothing open: a cancel does nothing.
    auth.cancel()
    expect(p.opened).toHaveLength(1)
  })
})

/** A loader that records addresses and resolves or rejects as told. */
const fakeLoader = (fail = false) => {
  const loads: string[] = []
  return { loads, load: (src: string) => (loads.push(src), fail ? Promise.reject(new Error("offline")) : Promise.resolve()) }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

describe("Given the Google adapter (production)", () => {
  const gis = () => {
    const inits: Array<Record<string, unknown>> = []
    let requests = 0
    const g = { accounts: { oauth2: { initTokenClient: (c: Record<string, unknown>) => (inits.push(c), { requestAccessToken: () => void requests++ }) } } }
    return { g, inits, requests: () => requests, cfg: () => inits[0] as { callback: (r: unknown) => void; error_callback: (e: unknown) => void } }
  }
  it("when no client id is configured, then unavailable without loading anything", () => {
    const loader = fakeLoader()
    const r = reports()
    makeGoogleAuth("", { loader, google: () => undefined }).signIn(r.report)
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "unavailable" }])
    expect(loader.loads).toEqual([])
  })
  it("when chosen, then GIS loads, a token client asks for openid email profile, and its token is reported", async () => {
    const loader = fakeLoader()
    const x = gis()
    const r = reports()
    makeGoogleAuth("client-1.apps.googleusercontent.com", { loader, google: () => x.g }).signIn(r.report)
    await flush()
    expect(loader.loads).toEqual([GIS_SRC])
    expect(x.inits[0]).toMatchObject({ client_id: "client-1.apps.googleusercontent.com", scope: "openid email profile" })
    expect(x.requests()).toBe(1)
    x.cfg().callback({ access_token: "ya29.token", expires_in: 3599 })
    expect(r.got).toEqual([{ _tag: "SocialAuthSucceeded", accessToken: "ya29.token" }])
  })
  it.each([
    [{ type: "popup_failed_to_open" }, "blocked"],
    [{ type: "popup_closed" }, "closed"],
    [{ type: "unknown" }, "unavailable"],
    [null, "unavailable"],
  ] as const)("when GIS reports the error %j, then %s", async (err, reason) => {
    const x = gis()
    const r = reports()
    makeGoogleAuth("c", { loader: fakeLoader(), google: () => x.g }).signIn(r.report)
    await flush()
    x.cfg().error_callback(err)
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason }])
  })
  it("when consent is refused or the answer is malformed, then denied or invalid", async () => {
    const x = gis()
    const auth = makeGoogleAuth("c", { loader: fakeLoader(), google: () => x.g })
    const r = reports()
    auth.signIn(r.report)
    await flush()
    x.cfg().callback({ error: "access_denied" })
    auth.signIn(r.report)
    await flush()
    x.cfg().callback({ access_token: 42 })
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "denied" }, { _tag: "SocialAuthFailed", reason: "invalid" }])
    expect(x.inits).toHaveLength(1) // one token client for every sign-in
  })
  it("when the script does not load or defines nothing usable, then unavailable", async () => {
    const r = reports()
    makeGoogleAuth("c", { loader: fakeLoader(true), google: () => undefined }).signIn(r.report)
    makeGoogleAuth("c", { loader: fakeLoader(), google: () => ({}) }).signIn(r.report)
    await flush()
    expect(r.got).toEqual([{ _tag: "SocialAuthFailed", reason: "unavailable" }, { _tag: "SocialAuthFailed", reason: "unavailable" }])
  })
})

describe("Given the Facebook adapter (production)", () => {
  const sdk = () => {
    const inits: Array<Record<string, unknown>> = []
    const logins: Array<{ cb: (r: unknown) => void; o: Record<string, unknown> }> = []
    return { fb: { init: (o: Record<string, unknown>) => void inits.push(o), login: (cb: (r: unknown) => void, o: Record<string, unknown>) => void logins.push({ cb, o }) }, inits, logins }
  }
  it("when chosen, then the SDK loads, is initialised once with the app id and version, and FB.login's token is reported", async () => {
    const loader = fakeLoader()
    const x = sdk()
    const auth = makeFacebookAuth("123456", "v21.0", { loader, fb: () => x.fb })
    const r = reports()
    auth.signIn(r.report)
    await flush()
    expect(loader.loads).toEqual([FACEBOOK_SDK_SRC])
    expect(x.inits).toEqual([{ appId: "123456", version: "v21.0", cookie: false, xfbml: false, status: false }])
    expect(x.logins[0]!.o).toEqual({ scope: "public_profile,email" })
    x.logins[0]!.cb({ status: "connected", authResponse: { accessToken: "EAAB", userID: "1" } })
    auth.signIn(r.report)
    await flush()
    x.logins[1]!.cb({ status: "unknown", authResponse: null })
    expect(r.got).toEqual([{ _tag: "SocialAuthSucceeded", accessToken: "EAAB" }, { _tag: "SocialAuthFailed", reason: "closed" }])
    expect(x.inits).toHaveLength(1)
  })
  it("when not authorised, malformed, without an app id or without the SDK, then denied, invalid, unavailable", async () => {
    const x = sdk()
    const r = reports()
    const auth = makeFacebookAuth("1", "v21.0", { loader: fakeLoader(), fb: () => x.fb })
    auth.signIn(r.report)
    await flush()
    x.logins[0]!.cb({ status: "not_authorized" })
    auth.signIn(r.report)
    await flush()
    x.logins[1]!.cb("connected")
    makeFacebookAuth("", "v21.0", { loader: fakeLoader(), fb: () => x.fb }).signIn(r.report)
    makeFacebookAuth("1", "v21.0", { loader: fakeLoader(true), fb: () => x.fb }).signIn(r.report)
    await flush()
    expect(r.got.map((g) => (g._tag === "SocialAuthFailed" ? g.reason : g._tag))).toEqual(["denied", "invalid", "unavailable", "unavailable"])
  })
})

describe("Given the script loader", () => {
  const host = () => {
    const scripts: Array<{ src: string; async: boolean; onload: (() => void) | null; onerror: (() => void) | null; removed: boolean; remove: () => void }> = []
    const timers: Array<{ fn: () => void; live: boolean }> = []
    const h: ScriptHost = {
      createScript: () => {
        const s = { src: "", async: false, onload: null, onerror: null, removed: false, remove: () => void (s.removed = true) }
        scripts.push(s)
        return s as unknown as HTMLScriptElement
      },
      append: () => undefined,
      setTimer: (fn) => {
        const t = { fn, live: true }
        timers.push(t)
        return () => void (t.live = false)
      },
    }
    return { h, scripts, fireTimers: () => timers.filter((t) => t.live).forEach((t) => t.fn()) }
  }
  it("when an address is loaded twice, then one async script tag, and both wait for it", async () => {
    const x = host()
    const loader = makeScriptLoader(x.h)
    const a = loader.load(GIS_SRC)
    const b = loader.load(GIS_SRC)
    expect(x.scripts).toHaveLength(1)
    expect(x.scripts[0]).toMatchObject({ src: GIS_SRC, async: true })
    x.scripts[0]!.onload!()
    await expect(Promise.all([a, b])).resolves.toEqual([undefined, undefined])
  })
  it("when loading fails or times out, then it rejects, the tag is removed, and a later load tries again", async () => {
    const x = host()
    const loader = makeScriptLoader(x.h)
    const a = loader.load(GIS_SRC)
    x.scripts[0]!.onerror!()
    await expect(a).rejects.toThrow(/failed to load/)
    expect(x.scripts[0]!.removed).toBe(true)
    const b = loader.load(GIS_SRC)
    x.fireTimers()
    await expect(b).rejects.toThrow(/timed out/)
    loader.load(GIS_SRC)
    expect(x.scripts).toHaveLength(3)
  })
})
