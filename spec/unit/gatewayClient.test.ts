// The gateway client (a§7, a§8) against a fake fetch: where parameters go, the common fields, request
// signing, body encryption, the Authorization header, answer decoding and translation, and every
// failure reason (code, http, network, timeout, decode).
import { describe, expect, it } from "vitest"
import type { Caller } from "../../domain/core/commands"
import type { GatewayRequest, GatewayResult } from "../../domain/runtime/ports"
import { REQUEST_TIMEOUT_MS } from "../../domain/constants"
import { LOCAL_DEFAULTS, type AppConfig } from "../../infrastructure/config"
import { makeGatewayClient } from "../../infrastructure/gateway/client"
import type { ApiName } from "../../infrastructure/gateway/contract"
import { CODEC_HEADER, CODEC_NAME, makeBodyCodec, signParams, toBase64, type WireValue } from "../../infrastructure/gateway/wire"

const CONFIG: AppConfig = { ...LOCAL_DEFAULTS, gatewayUrl: "https://gw.test", appId: "app-x", version: "9.9.9", signingSecret: "s3cret" }
const SIGNED_IN: Caller = { deviceId: "dev-1", userId: "501", token: "tok-501", languageId: 1 }
const VISITOR: Caller = { deviceId: "dev-1", userId: "", token: "", languageId: 0 }
const NOW = 1_767_000_000_000

interface Sent {
  readonly url: URL
  readonly init: RequestInit
}

type Reply = (sent: Sent) => Promise<Response> | Response

/** A client over a fake fetch that records requests and answers with `reply`. */
const clientWith = (reply: Reply, config: AppConfig = CONFIG) => {
  const sent: Sent[] = []
  const fetchFake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const s = { url: new URL(String(input)), init: init ?? {} }
    sent.push(s)
    return reply(s)
  }) as typeof fetch
  const client = makeGatewayClient(config, { fetch: fetchFake, now: () => NOW, nonce: () => "n0nce" })
  return { sent, call: (name: string, params: Record<string, unknown>, caller: Caller = SIGNED_IN) => client.call({ name: name as ApiName, params, caller } as GatewayRequest) }
}

const codec = () => makeBodyCodec(CONFIG.codecKey)

/** A sealed answer body `{payload}` of the envelope. */
const sealed = async (envelope: unknown, status = 200): Promise<Response> =>
  new Response(JSON.stringify({ payload: await (await codec()).encrypt(JSON.stringify(envelope)) }), { status })

const ok = (data: unknown) => () => sealed({ code: 200, msg: "ok", data })

const query = (s: Sent): Record<string, string> => Object.fromEntries(s.url.searchParams.entries())

const bodyParams = async (s: Sent): Promise<Record<string, WireValue>> => {
  const env = JSON.parse(String(s.init.body)) as { payload: string }
  expect(Object.keys(env)).toEqual(["payload"])
  return JSON.parse(await (await codec()).decrypt(env.payload)) as Record<string, WireValue>
}

const headers = (s: Sent): Record<string, string> => s.init.headers as Record<string, string>

const LOGIN_WIRE = {
  userId: 501,
  userName: "Ada",
  headImg: "https://img/a_270X360.jpg",
  goldNum: 340,
  gender: 2,
  birthday: "1990-01-01",
  countryId: 792,
  interestLabels: [1, 5],
  status: 2,
  goddess: false,
  loginToken: "tok-new",
  deviceId: "dev-1",
  register: true,
}

describe("Given a GET endpoint (a§7: GET sends parameters)", () => {
  it("when emailExists is called, then the params are in the query and there is no body", async () => {
    const c = clientWith(ok({ status: 4, userId: 9 }))
    await c.call("emailExists", { email: "ada@example.com" })
    const s = c.sent[0]!
    expect(s.init.method).toBe("GET")
    expect(s.url.origin + s.url.pathname).toBe("https://gw.test/facade/api/user/email/v2/exists")
    expect(query(s)["email"]).toBe("ada@example.com")
    expect(s.init.body).toBeUndefined()
  })

  it("when any request is made, then it carries appId, version, platformType 4, languageId, deviceId, userId", async () => {
    const c = clientWith(ok({ status: 0 }))
    await c.call("emailExists", { email: "a@b.co" })
    expect(query(c.sent[0]!)).toMatchObject({ appId: "app-x", version: "9.9.9", platformType: "4", languageId: "1", deviceId: "dev-1", userId: "501" })
  })
})

describe("Given a POST endpoint (a§7: bodies are encrypted)", () => {
  it("when sendVerifyEmail is called, then the params travel in an encrypted {payload} body, not the query", async () => {
    const c = clientWith(ok({ userId: 9 }))
    await c.call("sendVerifyEmail", { email: "ada@example.com", userId: 9 })
    const s = c.sent[0]!
    expect(s.init.method).toBe("POST")
    expect(String(s.init.body)).not.toContain("ada@example.com")
    expect(await bodyParams(s)).toEqual({ email: "ada@example.com", userId: 9 })
    expect(query(s)).not.toHaveProperty("email")
    expect(headers(s)[CODEC_HEADER]).toBe(CODEC_NAME)
    expect(headers(s)["content-type"]).toBe("application/json")
    expect(query(s)).toMatchObject({ appId: "app-x", platformType: "4", deviceId: "dev-1", userId: "501", languageId: "1" })
  })

  it("when logout (PUT) is called, then it has a sealed body too", async () => {
    const c = clientWith(ok(null))
    await c.call("logout", {})
    expect(c.sent[0]!.init.method).toBe("PUT")
    expect(await bodyParams(c.sent[0]!)).toEqual({})
  })
})

describe("Given signing (a§7: non-public requests are signed)", () => {
  it("when a signed GET is sent, then sign = HMAC of all query params but sign, with timestamp and nonce", async () => {
    const c = clientWith(ok({ status: 0 }))
    await c.call("emailExists", { email: "ada@example.com" })
    const q = query(c.sent[0]!)
    expect(q["timestamp"]).toBe(String(NOW))
    expect(q["nonce"]).toBe("n0nce")
    const { sign, ...rest } = q
    expect(sign).toMatch(/^[0-9a-f]{64}$/)
    expect(sign).toBe(await signParams("s3cret", rest))
    expect(sign).not.toBe(await signParams("other-secret", rest))
  })

  it("when a signed POST is sent, then the signature also covers the decrypted body params", async () => {
    const c = clientWith(ok(LOGIN_WIRE))
    await c.call("emailLogin", { userAccount: "ada@example.com", password: "pw123456", deviceType: 4, deviceName: "web" })
    const s = c.sent[0]!
    const { sign, ...rest } = query(s)
    const body = await bodyParams(s)
    expect(sign).toBe(await signParams("s3cret", { ...rest, ...body }))
    expect(sign).not.toBe(await signParams("s3cret", rest))
  })

  it.each([
    ["countryByIp", {}],
    ["hostGroups", {}],
    ["hostsGuest", { groupId: 1, page: 1, size: 20 }],
  ])("when the public endpoint %s is called, then it is unsigned", async (name, params) => {
    const c = clientWith(ok([]))
    await c.call(name, params, VISITOR)
    const q = query(c.sent[0]!)
    expect(q).not.toHaveProperty("sign")
    expect(q).not.toHaveProperty("timestamp")
    expect(q).not.toHaveProperty("nonce")
    expect(q).toMatchObject({ appId: "app-x", platformType: "4", deviceId: "dev-1", userId: "" })
  })
})

describe("Given the login token (a§7: the authorization header holds it)", () => {
  it("when signed in, then Authorization carries the token", async () => {
    const c = clientWith(ok({ goldNum: 1 }))
    await c.call("getCurrentGoldNum", {})
    expect(headers(c.sent[0]!)["authorization"]).toBe("tok-501")
  })

  it("when a visitor calls, then there is no Authorization header", async () => {
    const c = clientWith(ok({ status: 0 }))
    await c.call("emailExists", { email: "a@b.co" }, VISITOR)
    expect(headers(c.sent[0]!)).not.toHaveProperty("authorization")
  })
})

describe("Given an answer with code 200", () => {
  it("when emailLogin answers sealed, then it decodes and translates (goldNum -> coinBalance, headImg -> avatar)", async () => {
    const c = clientWith(ok(LOGIN_WIRE))
    const r = await c.call("emailLogin", { userAccount: "a@b.co", password: "pw1234", deviceType: 4, deviceName: "web" })
    expect(r).toEqual({
      ok: true,
      data: {
        token: "tok-new",
        isNew: true,
        user: { id: 501, name: "Ada", avatar: "https://img/a_270X360.jpg", coinBalance: 340, gender: 2, birthday: "1990-01-01", countryId: 792, interests: [1, 5], status: 2, goddess: false },
      },
    })
  })

  it("when getCurrentGoldNum and countryByIp answer, then coinBalance, countryId and the ip", async () => {
    expect(await clientWith(ok({ goldNum: 77 })).call("getCurrentGoldNum", {})).toEqual({ ok: true, data: { coinBalance: 77 } })
    expect(await clientWith(ok({ id: 792, ip: "1.2.3.4" })).call("countryByIp", {})).toEqual({ ok: true, data: { countryId: 792, ip: "1.2.3.4" } })
  })

  it("when a host page answers, then hosts carry pricePerMinute and interests", async () => {
    const wire = { userId: 3, userName: "H", headImg: "h.jpg", countryId: 356, age: 22, status: 2, goddess: true, price: 60, interestLabels: [2] }
    const r = await clientWith(ok({ list: [wire], page: 1, hasMore: false })).call("hostsGuest", { groupId: 1, page: 1, size: 20 }, VISITOR)
    expect(r).toEqual({
      ok: true,
      data: { page: 1, hasMore: false, hosts: [{ id: 3, name: "H", avatar: "h.jpg", countryId: 356, age: 22, status: 2, goddess: true, pricePerMinute: 60, interests: [2] }] },
    })
  })
})

describe("Given an answer that cannot be read (a§8: 6666)", () => {
  it("when the sealed payload is garbage, then code 6666 with reason decode", async () => {
    const r = await clientWith(() => new Response(JSON.stringify({ payload: "bm90IGEgcmVhbCBzZWFsZWQgYm9keQ==" }))).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode", httpStatus: 200 })
  })

  it("when the payload is not base64, then 6666", async () => {
    const r = await clientWith(() => new Response(JSON.stringify({ payload: "%%%not base64%%%" }))).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode" })
  })

  it("when the payload was sealed with another key, then 6666", async () => {
    const other = await makeBodyCodec(toBase64(new Uint8Array(32).fill(7)))
    const payload = await other.encrypt(JSON.stringify({ code: 200, data: { status: 0 } }))
    const r = await clientWith(() => new Response(JSON.stringify({ payload }))).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode" })
  })

  it("when the body is not JSON at status 200, then 6666", async () => {
    const r = await clientWith(() => new Response("<html>oops</html>")).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode" })
  })

  it("when data does not match the contract, then 6666", async () => {
    const r = await clientWith(ok({ status: "four" })).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode" })
    const r2 = await clientWith(ok({ ...LOGIN_WIRE, goldNum: undefined })).call("emailLogin", { userAccount: "a@b.co", password: "pw1234", deviceType: 4, deviceName: "web" })
    expect(r2).toMatchObject({ ok: false, code: 6666 })
  })

  it("when the envelope has no code, then 6666", async () => {
    const r = await clientWith(() => sealed({ data: { status: 1 } })).call("emailExists", { email: "a@b.co" })
    expect(r).toMatchObject({ ok: false, code: 6666, reason: "decode" })
  })
})

describe("Given a non-200 answer code (a§8)", () => {
  it.each([10115, 10116, 10117, 412, 10023, 10101, 10006, 60005, 60002, 20101])("when the answer has code %i, then a failure with that code and reason code", async (code) => {
    const r = await clientWith(() => sealed({ code, msg: `m${code}` })).call("emailExists", { email: "a@b.co" })
    expect(r).toEqual({ ok: false, code, msg: `m${code}`, httpStatus: 200, reason: "code" })
  })

  it("when 10042 carries complement data, then the failure keeps the data", async () => {
    const data = { complementInfoKey: "k", nickname: "Ada", gender: 2, birthday: "1990-01-01" }
    const r = await clientWith(() => sealed({ code: 10042, msg: "", data })).call("emailLogin", { userAccount: "a@b.co", password: "pw1234", deviceType: 4, deviceName: "web" })
    expect(r).toEqual({ ok: false, code: 10042, msg: "", httpStatus: 200, reason: "code", data })
  })
})

describe("Given transport failures", () => {
  it("when HTTP 401 comes with a plain body, then reason http and httpStatus 401", async () => {
    const r = await clientWith(() => new Response("Unauthorized", { status: 401 })).call("getCurrentGoldNum", {})
    expect(r).toMatchObject({ ok: false, reason: "http", httpStatus: 401 })
  })

  it("when HTTP 401 comes with a sealed envelope, then reason http, httpStatus 401 and its code", async () => {
    const r = await clientWith(() => sealed({ code: 10023, msg: "other device" }, 401)).call("getCurrentGoldNum", {})
    expect(r).toEqual({ ok: false, code: 10023, msg: "other device", httpStatus: 401, reason: "http" })
  })

  it("when HTTP 502 has no readable body, then reason http with that status", async () => {
    const r = await clientWith(() => new Response("Bad gateway", { status: 502 })).call("getCurrentGoldNum", {})
    expect(r).toMatchObject({ ok: false, reason: "http", httpStatus: 502 })
  })

  it("when fetch rejects, then reason network", async () => {
    const r = await clientWith(() => Promise.reject(new TypeError("Failed to fetch"))).call("emailExists", { email: "a@b.co" })
    expect(r).toEqual({ ok: false, code: 0, msg: "network error", httpStatus: 0, reason: "network" })
  })

  it("when the server never answers, then after requestTimeoutMs the request is aborted with reason timeout", async () => {
    let signal: AbortSignal | undefined
    const hang: Reply = (s) =>
      new Promise<Response>((_, reject) => {
        signal = s.init.signal ?? undefined
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
      })
    const started = Date.now()
    const r: GatewayResult = await clientWith(hang, { ...CONFIG, requestTimeoutMs: 50 }).call("emailExists", { email: "a@b.co" })
    expect(r).toEqual({ ok: false, code: 0, msg: "timeout", httpStatus: 0, reason: "timeout" })
    expect(signal?.aborted).toBe(true)
    expect(Date.now() - started).toBeGreaterThanOrEqual(45)
  })

  it("when the answer comes before the timeout, then it is not aborted", async () => {
    let signal: AbortSignal | undefined
    const c = clientWith((s) => {
      signal = s.init.signal ?? undefined
      return sealed({ code: 200, data: { status: 0 } })
    }, { ...CONFIG, requestTimeoutMs: 50 })
    expect(await c.call("emailExists", { email: "a@b.co" })).toEqual({ ok: true, data: { status: 0 } })
    await new Promise((r) => setTimeout(r, 80))
    expect(signal?.aborted).toBe(false)
  })

  it("when the default configuration is used, then the timeout is 50 s (a§9)", () => {
    expect(REQUEST_TIMEOUT_MS).toBe(50_000)
    expect(LOCAL_DEFAULTS.requestTimeoutMs).toBe(50_000)
  })

  it("when an unknown endpoint is asked for, then a failure without any request", async () => {
    const c = clientWith(ok({}))
    const r = await c.call("noSuchThing", {})
    expect(r).toMatchObject({ ok: false, code: 404 })
    expect(c.sent).toHaveLength(0)
  })
})
