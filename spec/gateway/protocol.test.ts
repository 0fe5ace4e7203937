// @vitest-environment node
// The wire protocol as the gateway enforces it: signatures (10002, timestamp window, replayed nonce),
// undecryptable bodies (6666), unknown paths (404), params (400), login tokens (401, 10023, bans).
import { openDb } from "../../gateway/db"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { API_PREFIX } from "../../infrastructure/gateway/contract"
import { BANNED_DEVICE_ID } from "../../gateway/seed"
import type { BuiltGateway } from "../../gateway/server"
import { call, login, startGateway, removeTempDirs } from "./helpers"

let gw: BuiltGateway
beforeAll(async () => {
  gw = await startGateway()
})
afterAll(async () => {
  await gw.app.close()
  removeTempDirs()
})

describe("signatures and bodies", () => {
  it("refuses a missing, wrong, stale or replayed signature with 10002", async () => {
    expect(await call(gw, "emailExists", { email: "a@b.co" }, { sign: false })).toMatchObject({ code: 10002, msg: "sign invalid" })
    expect((await call(gw, "emailExists", { email: "a@b.co" }, { forceSign: "ab".repeat(32) })).code).toBe(10002)
    expect((await call(gw, "sendVerifyEmail", { email: "a@b.co" }, { forceSign: "00" })).code).toBe(10002)
    expect((await call(gw, "emailExists", { email: "a@b.co" }, { timestamp: Date.now() - 11 * 60_000 })).code).toBe(10002)
    expect((await call(gw, "emailExists", { email: "a@b.co" }, { nonce: "once-only" })).code).toBe(200)
    expect((await call(gw, "emailExists", { email: "a@b.co" }, { nonce: "once-only" })).code).toBe(10002)
  })

  it("does not need a signature on public endpoints", async () => {
    expect((await call(gw, "hostGroups", {}, { sign: false })).code).toBe(200)
  })

  it("answers a body it cannot open with plain 6666", async () => {
    for (const rawBody of ['{"payload":"bm90IHNlYWxlZCBhdCBhbGwgYnV0IGxvbmcgZW5vdWdo"}', '{"payload": 5}', "{not json", '"x"']) {
      const r = await call(gw, "sendVerifyEmail", { email: "a@b.co" }, { rawBody })
      expect(r).toMatchObject({ http: 200, sealed: false, code: 6666, msg: "data invalid" })
    }
  })

  it("accepts plain bodies and answers them plainly when no codec header came", async () => {
    const r = await call(gw, "sendVerifyEmail", { email: "plain@example.com" }, { sealed: false })
    expect(r).toMatchObject({ code: 200, sealed: false })
  })

  it("answers 400 for params that do not fit the contract", async () => {
    expect((await call(gw, "hostsGuest", { groupId: "x", page: 1, size: 10 })).code).toBe(400)
    expect((await call(gw, "setPassword", { email: "a@b.co", password: "abcdef12" })).code).toBe(400)
    expect((await call(gw, "emailExists", { email: "not-an-email" })).code).toBe(400)
  })

  it("answers 404 for unknown paths and wrong methods under /facade/api", async () => {
    const r = await gw.app.inject({ method: "GET", url: `${API_PREFIX}/no/such/thing?appId=vidchat-web` })
    expect(r.statusCode).toBe(404)
    expect(r.json()).toEqual({ code: 404, msg: "not found" })
    expect((await gw.app.inject({ method: "DELETE", url: `${API_PREFIX}/user/logout` })).statusCode).toBe(404)
  })
})

describe("robustness", () => {
  it("turns a throwing handler or an off-contract answer into code 500 and keeps serving", async () => {
    const broken = await startGateway({}, {
      dictUserGender: () => { throw new Error("boom") },
      dictOnlineStatus: () => ({ code: 200, data: [{ id: "zero" }] }) as never,
    })
    expect(await call(broken, "dictUserGender")).toMatchObject({ http: 500, code: 500, msg: "internal server error" })
    expect((await call(broken, "dictOnlineStatus")).code).toBe(500)
    expect((await call(broken, "hostGroups")).code).toBe(200)
    await broken.app.close()
  })

  it("treats an empty optional number in the query as absent", async () => {
    const r = await call(gw, "hostsGuest", { groupId: 1, countryId: "", page: 1, size: 5 })
    expect(r.code).toBe(200)
  })
})

describe("login tokens", () => {
  it("answers HTTP 401 'Login has expired' without a usable token", async () => {
    for (const token of [undefined, "deadbeef"]) {
      const r = await call(gw, "getCurrentGoldNum", {}, token ? { token } : {})
      expect(r).toMatchObject({ http: 401, code: 401, msg: "Login has expired" })
    }
  })

  it("accepts 'Bearer <token>' and ends the session on logout", async () => {
    const token = (await login(gw, "sam@example.com", "password2", "dev-s")).data.loginToken as string
    expect((await call(gw, "getCurrentGoldNum", {}, { token: `Bearer ${token}`, deviceId: "dev-s" })).data).toEqual({ goldNum: 50 })
    expect((await call(gw, "logout", {}, { token, deviceId: "dev-s" })).code).toBe(200)
    expect((await call(gw, "getCurrentGoldNum", {}, { token, deviceId: "dev-s" })).http).toBe(401)
  })

  it("answers 10023 for a token used from another device or replaced by a login elsewhere", async () => {
    const a = (await login(gw, "alex@example.com", "password1", "dev-a")).data.loginToken as string
    expect((await call(gw, "getCurrentGoldNum", {}, { token: a, deviceId: "dev-a" })).data).toEqual({ goldNum: 500 })
    expect((await call(gw, "getCurrentGoldNum", {}, { token: a, deviceId: "dev-b" })).code).toBe(10023)
    const b = (await login(gw, "alex@example.com", "password1", "dev-b")).data.loginToken as string
    expect((await call(gw, "getCurrentGoldNum", {}, { token: a, deviceId: "dev-a" })).code).toBe(10023)
    expect((await call(gw, "getCurrentGoldNum", {}, { token: b, deviceId: "dev-b" })).code).toBe(200)
  })

  it("refuses banned accounts (10115) and banned devices (10116)", async () => {
    expect(await login(gw, "banned@example.com", "password3")).toMatchObject({ code: 10115 })
    expect((await login(gw, "alex@example.com", "password1", BANNED_DEVICE_ID)).code).toBe(10116)
  })

  it("serves user info, popup, protocol status and heartbeat to a signed-in user", async () => {
    const me = (await login(gw, "alex@example.com", "password1", "dev-p")).data
    const o = { token: me.loginToken as string, deviceId: "dev-p", userId: me.userId as number }
    const host = await call(gw, "getUserInfo", { searchUserId: 20_000_001 }, o)
    expect(host.data).toMatchObject({ userName: expect.stringMatching(/^Mia /), goddess: true, goldNum: 0, headImg: "/media/avatar/20000001_270X360.png" })
    expect((await call(gw, "getUserInfo", { searchUserId: 99 }, o)).code).toBe(10004)
    expect((await call(gw, "popupGet", {}, o)).data).toEqual({ status: 1, img1: "/media/banner/register.svg", gold: 120, callCount: 1 })
    expect((await call(gw, "protocolStatus", { protocolType: 3 }, o)).data).toEqual({ showPop: true })
    expect((await call(gw, "protocolSave", { agreeButton: 1, protocolType: 3, userId: me.userId }, o)).code).toBe(200)
    expect((await call(gw, "protocolStatus", { protocolType: 3 }, o)).data).toEqual({ showPop: false })
    expect((await call(gw, "heartbeat", { status: 1, type: 0 }, o)).code).toBe(200)
    expect((await call(gw, "getUserInfo", { searchUserId: me.userId }, o)).data.status).toBe(1)
    expect((await call(gw, "heartbeat", { status: 2, type: 0 })).code).toBe(200)
  })

  it("answers the public dictionaries and the network country", async () => {
    expect((await call(gw, "dictOnlineStatus")).data).toEqual([
      { id: 0, name: "offline" }, { id: 1, name: "busy" }, { id: 2, name: "online" }, { id: 3, name: "invisible" },
    ])
    expect((await call(gw, "dictUserGender")).data).toEqual([{ id: 1, name: "male" }, { id: 2, name: "female" }])
    expect((await call(gw, "countryByIp")).data).toEqual({ id: 840, ip: "127.0.0.1" })
  })

  it("records an 18+ gate entry for a visitor (a§7 conform/remind) and refuses an unknown deviceType", async () => {
    const entry = { ip: "203.0.113.9", countryId: 792, deviceType: 1, createTime: 1_768_478_400_000 }
    expect((await call(gw, "conformRemind", entry, { deviceId: "gate-device" })).code).toBe(200)
    const db = openDb(gw.options.dataDir)
    expect(db.prepare("SELECT device_id, ip, country_id, device_type, created_at FROM age_confirmations").all()).toEqual([
      { device_id: "gate-device", ip: "203.0.113.9", country_id: 792, device_type: 1, created_at: entry.createTime },
    ])
    db.close()
    expect((await call(gw, "conformRemind", { ...entry, deviceType: 3 })).code).toBe(400)
  })
})
