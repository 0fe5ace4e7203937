// @vitest-environment node
// Presence and sign-in follow-up endpoints of the reference gateway through the wire protocol:
// heartbeat and upload status, batch online status, RTM token, gift list, the new-user coin check
// (told once after a registration) and the minimal end-call of abnormal call recovery.
import { ALLOWED_GIFT_IDS } from "../../domain/constants"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { GIFTS } from "../../gateway/routes/presence"
import { call, login, outboxCode, removeTempDirs, startGateway } from "./helpers"

let gw: BuiltGateway
beforeEach(async () => {
  gw = await startGateway()
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const signedIn = async (email = "alex@example.com", password = "password1", deviceId = "device-test-1") => {
  const r = await login(gw, email, password, deviceId)
  expect(r.code).toBe(200)
  return { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId }
}

describe("presence", () => {
  it("stores heartbeat and uploaded statuses and answers them in a batch", async () => {
    const me = await signedIn()
    expect((await call(gw, "heartbeat", { status: 2, type: 0 }, me)).code).toBe(200)
    let batch = await call(gw, "onlineStatusBatch", { userIds: `${me.userId},20000001,99999999` })
    expect(batch.code).toBe(200)
    expect(batch.data).toContainEqual({ userId: me.userId, status: 2 })
    expect(batch.data.map((r: { userId: number }) => r.userId)).not.toContain(99999999)
    expect((await call(gw, "uploadStatus", { status: 1 }, me)).code).toBe(200)
    batch = await call(gw, "onlineStatusBatch", { userIds: String(me.userId) })
    expect(batch.data).toEqual([{ userId: me.userId, status: 1 }])
  })

  it("refuses bad statuses and bad id lists (400)", async () => {
    expect((await call(gw, "uploadStatus", { status: 3 })).code).toBe(400)
    expect((await call(gw, "onlineStatusBatch", { userIds: "" })).code).toBe(400)
    expect((await call(gw, "onlineStatusBatch", { userIds: "1,abc" })).code).toBe(400)
    expect((await call(gw, "onlineStatusBatch", { userIds: Array.from({ length: 201 }, (_, i) => i + 1).join(",") })).code).toBe(400)
  })
})

describe("on becoming signed in", () => {
  it("gives a fresh RTM token with an expiry, only to a signed-in member", async () => {
    const me = await signedIn()
    const a = await call(gw, "rtmToken", {}, me)
    const b = await call(gw, "rtmToken", {}, me)
    expect(a.code).toBe(200)
    expect(a.data.token).toMatch(/^[\w-]{20,}$/)
    expect(a.data.token).not.toBe(b.data.token)
    expect(a.data.expireTime).toBeGreaterThan(gw.options.now())
    expect((await call(gw, "rtmToken", {})).http).toBe(401)
  })

  it("lists every allowed gift (m§3) and one the web does not offer, with prices in coins and served Twemoji pictures", async () => {
    const me = await signedIn()
    const r = await call(gw, "giftList", {}, me)
    expect(r.code).toBe(200)
    expect(r.data).toHaveLength(GIFTS.length)
    expect(r.data[0]).toEqual({ id: 160, name: "Rose", price: 10, img: "/media/gift/160.svg" })
    expect(new Set(r.data.map((g: { id: number }) => g.id))).toEqual(new Set([...ALLOWED_GIFT_IDS, 120]))
    for (const g of r.data as { img: string }[]) {
      const img = await gw.app.inject({ method: "GET", url: g.img })
      expect(img.statusCode).toBe(200)
      // The artwork is drawn with paths (Twemoji), not an emoji character that needs a font.
      expect(img.body).toMatch(/^<svg[\s\S]*<path [^>]*d="/)
      expect(img.body).not.toContain("<text")
    }
  })

  it("says once that a new registration got 120 coins; never for seeded members", async () => {
    const seeded = await signedIn()
    expect((await call(gw, "checkIfAddCoinForNew", {}, seeded)).data).toEqual({ added: false, gold: 0 })
    const email = "coins.new@example.com"
    const deviceId = "dev-coins"
    const sent = await call(gw, "sendVerifyEmail", { email }, { deviceId })
    const userId = sent.data.userId as number
    await call(gw, "alreadyVerifyEmail", { email, userId, code: await outboxCode(gw, email) }, { deviceId })
    await call(gw, "setPassword", { email, userId, password: "secret12" }, { deviceId })
    const reg = await call(gw, "register", { threePartyEmail: email, userName: "Coins", gender: 1, birthday: "1990-02-03", countryId: 792 }, { deviceId })
    expect(reg.code).toBe(200)
    const me = { token: reg.data.loginToken as string, userId, deviceId }
    expect((await call(gw, "checkIfAddCoinForNew", {}, me)).data).toEqual({ added: true, gold: 120 })
    expect((await call(gw, "checkIfAddCoinForNew", {}, me)).data).toEqual({ added: false, gold: 0 })
    expect((await call(gw, "getCurrentGoldNum", {}, me)).data).toEqual({ goldNum: 120 })
  })

  it("answers 200 to the caller- and callee-side end-call on one path, and needs a room and a login", async () => {
    const me = await signedIn()
    expect((await call(gw, "callEndCaller", { roomNum: "R-42", side: "caller" }, me)).code).toBe(200)
    expect((await call(gw, "callEndCallee", { roomNum: "R-42", side: "callee" }, me)).code).toBe(200)
    expect((await call(gw, "callEndCaller", { roomNum: " ", side: "caller" }, me)).code).toBe(400)
    expect((await call(gw, "callEndCallee", { roomNum: "R-42", side: "callee" })).http).toBe(401)
  })
})
