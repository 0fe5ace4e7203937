// @vitest-environment node
// The phone account flow of the reference gateway through the wire protocol (§4 phone flow, §7 phone,
// §8 phone codes): check, SMS codes in the dev outbox (channel sms), registration by proven number,
// password set / sign-in / reset, and the 255xx / 355xx answers.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { phoneWireHash, SEED_PHONE } from "../../gateway/seed"
import type { BuiltGateway } from "../../gateway/server"
import { call, outboxCode, removeTempDirs, startGateway } from "./helpers"

let gw: BuiltGateway
let clock = Date.UTC(2026, 0, 15, 12)
beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 12)
  gw = await startGateway({ now: () => clock })
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const CC = "44"
const NO = "7400123456"
const KEY = `${CC}${NO}`
const dev = { deviceId: "dev-phone" }
const send = (countryCode = CC, phoneNumber = NO, o = dev) => call(gw, "smsSendCode", { language: "en", countryCode, phoneNumber }, o)
const check = (verificationCode: string, o = dev) => call(gw, "smsCheckCode", { countryCode: CC, phoneNumber: NO, verificationCode }, o)
const supply = { threePartyId: KEY, type: 6, deviceType: 4, deviceName: "web", languageId: 1, languageName: "en" }
const profile = { userName: "Robin", gender: 2, birthday: "1999-05-20" }

const outboxEntry = async (to: string) => {
  const res = await gw.app.inject({ method: "GET", url: `/dev/outbox?to=${to}` })
  return (res.json() as { channel: string; to: string; code: string }[])[0]
}

describe("checkMobile", () => {
  it("answers a new valid number with the password config and registration open", async () => {
    expect((await call(gw, "checkMobile", { countryCode: CC, mobileNo: NO })).data).toEqual({
      valid: true, existent: false, passwordConfig: 2, sendSms: true, sendWhatsapp: false, userSetPassword: false, mobileRegisterEnable: true,
    })
  })
  it("says invalid for impossible numbers and closed registration for closed calling codes", async () => {
    expect((await call(gw, "checkMobile", { countryCode: CC, mobileNo: "12" })).data).toMatchObject({ valid: false })
    expect((await call(gw, "checkMobile", { countryCode: "86", mobileNo: "13812345678" })).data).toMatchObject({ valid: true, mobileRegisterEnable: false })
  })
  it("knows the seeded phone member and its password", async () => {
    expect((await call(gw, "checkMobile", { countryCode: SEED_PHONE.countryCode, mobileNo: SEED_PHONE.mobileNo })).data).toMatchObject({ existent: true, userSetPassword: true })
  })
})

describe("SMS codes", () => {
  it("puts the code in the dev outbox on channel sms and refuses a resend within 60 s (25504)", async () => {
    expect((await send()).code).toBe(200)
    const entry = await outboxEntry(KEY)
    expect(entry).toMatchObject({ channel: "sms", to: KEY })
    expect(entry!.code).toMatch(/^\d{6}$/)
    expect((await send()).code).toBe(25504)
    clock += 60_000
    expect((await send()).code).toBe(200)
  })
  it("answers 25502 to a wrong code, 25506 after five, 25501 when expired", async () => {
    await send()
    const right = await outboxCode(gw, KEY)
    const wrong = right === "000000" ? "111111" : "000000"
    expect((await check(wrong)).code).toBe(25502)
    for (let i = 0; i < 4; i++) await check(wrong)
    expect((await check(right)).code).toBe(25506)
    clock += 60_000
    await send()
    clock += 11 * 60_000
    expect((await check(await outboxCode(gw, KEY))).code).toBe(25501)
  })
  it("limits codes per number per day (25503) and numbers per device (25505)", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send()).code).toBe(200)
      clock += 61_000
    }
    expect((await send()).code).toBe(25503)
    const many = ["7400000001", "7400000002", "7400000003", "7400000004", "7400000005"]
    for (const n of many) expect((await send(CC, n, { deviceId: "dev-spam" })).code).toBe(200)
    expect((await send(CC, "7400000006", { deviceId: "dev-spam" })).code).toBe(25505)
  })
})

describe("registration and password", () => {
  const register = async () => {
    await send()
    expect((await check(await outboxCode(gw, KEY))).code).toBe(200)
    return call(gw, "phoneLogin", { ...supply, ...profile }, dev)
  }

  it("registers a proven number with supply info, sets the password, then signs in with it", async () => {
    const reg = await register()
    expect(reg.code).toBe(200)
    expect(reg.data).toMatchObject({ userName: "Robin", register: true, goldNum: 120, countryId: 826 })
    const token = reg.data.loginToken as string
    const userId = reg.data.userId as number
    // a§4 new-user coin check: the phone registration's 120 coins are reported once, like an e-mail one.
    expect((await call(gw, "checkIfAddCoinForNew", {}, { ...dev, token, userId })).data).toEqual({ added: true, gold: 120 })
    expect((await call(gw, "checkIfAddCoinForNew", {}, { ...dev, token, userId })).data).toEqual({ added: false, gold: 0 })
    expect((await call(gw, "checkUserSetPassword", {}, { ...dev, token, userId })).data).toEqual({ userSetPassword: false })
    const password = phoneWireHash("Secret~123")
    const upd = await call(gw, "updateMobilePassword", { deviceId: dev.deviceId, loginToken: token, userId, countryCode: CC, mobileNo: NO, password }, { ...dev, token, userId })
    expect(upd.code).toBe(200)
    expect((await call(gw, "checkMobile", { countryCode: CC, mobileNo: NO })).data).toMatchObject({ existent: true, userSetPassword: true })
    const login = await call(gw, "mobilePasswordLogin", { countryCode: CC, mobileNo: NO, password }, dev)
    expect(login.data).toMatchObject({ userId, register: false })
    expect((await call(gw, "mobilePasswordLogin", { countryCode: CC, mobileNo: NO, password: phoneWireHash("nope1234") }, dev)).code).toBe(35501)
  })

  it("refuses phoneLogin without a proven number, and bad supply info", async () => {
    expect((await call(gw, "phoneLogin", { ...supply, ...profile }, dev)).code).toBe(25501)
    await send()
    await check(await outboxCode(gw, KEY))
    expect((await call(gw, "phoneLogin", { ...supply }, dev)).code).toBe(35502)
    expect((await call(gw, "phoneLogin", { ...supply, ...profile, userName: "admin" }, dev)).code).toBe(20101)
    expect((await call(gw, "phoneLogin", { ...supply, ...profile, birthday: "2015-01-01" }, dev)).code).toBe(35502)
    expect((await call(gw, "phoneLogin", { ...supply, ...profile }, { deviceId: "other-device" })).code).toBe(25501)
  })

  it("guards password changes: 35504 wrong user, 35502 bad hash, 35506 too soon, 35503 reset too late", async () => {
    const reg = await register()
    const token = reg.data.loginToken as string
    const userId = reg.data.userId as number
    const o = { ...dev, token, userId }
    const body = { deviceId: dev.deviceId, loginToken: token, userId, countryCode: CC, mobileNo: NO, password: phoneWireHash("Secret~123") }
    expect((await call(gw, "updateMobilePassword", { ...body, userId: 1 }, o)).code).toBe(35504)
    expect((await call(gw, "updateMobilePassword", { ...body, password: "plain" }, o)).code).toBe(35502)
    expect((await call(gw, "updateMobilePassword", body, o)).code).toBe(200)
    expect((await call(gw, "updateMobilePassword", body, o)).code).toBe(35506)
    clock += 11 * 60_000
    expect((await call(gw, "updateMobilePassword", body, o)).code).toBe(35503)
    expect((await call(gw, "updateMobilePassword", body, { deviceId: dev.deviceId })).http).toBe(401)
  })

  it("locks password sign-in after five wrong passwords (35505)", async () => {
    const wrong = { countryCode: SEED_PHONE.countryCode, mobileNo: SEED_PHONE.mobileNo, password: phoneWireHash("wrongpass1") }
    for (let i = 0; i < 5; i++) expect((await call(gw, "mobilePasswordLogin", wrong, dev)).code).toBe(35501)
    const right = { ...wrong, password: phoneWireHash(SEED_PHONE.password) }
    expect((await call(gw, "mobilePasswordLogin", right, dev)).code).toBe(35505)
    clock += 10 * 60_000 + 1
    expect((await call(gw, "mobilePasswordLogin", right, dev)).data).toMatchObject({ userName: SEED_PHONE.userName, goldNum: SEED_PHONE.gold })
  })

  it("resets the seeded member's password with a code (sign in by code, then update)", async () => {
    const cc = SEED_PHONE.countryCode
    const no = SEED_PHONE.mobileNo
    await call(gw, "smsSendCode", { language: "en", countryCode: cc, phoneNumber: no }, dev)
    await call(gw, "smsCheckCode", { countryCode: cc, phoneNumber: no, verificationCode: await outboxCode(gw, `${cc}${no}`) }, dev)
    const login = await call(gw, "phoneLogin", { ...supply, threePartyId: `${cc}${no}` }, dev)
    expect(login.data).toMatchObject({ register: false, userName: SEED_PHONE.userName })
    const o = { ...dev, token: login.data.loginToken, userId: login.data.userId }
    const password = phoneWireHash("NewPass#2026")
    expect((await call(gw, "updateMobilePassword", { deviceId: dev.deviceId, loginToken: login.data.loginToken, userId: login.data.userId, countryCode: cc, mobileNo: no, password }, o)).code).toBe(200)
    expect((await call(gw, "mobilePasswordLogin", { countryCode: cc, mobileNo: no, password }, dev)).code).toBe(200)
  })
})

describe("the dev phone member (local mode, for tests of the reset path)", () => {
  it("creates a complete member whose password signs in as the client sends it, once per number", async () => {
    const make = (body: unknown) => gw.app.inject({ method: "POST", url: "/dev/members/phone", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) })
    const res = await make({ countryCode: CC, mobileNo: NO, password: "Secret~123" })
    expect(res.statusCode).toBe(200)
    const login = await call(gw, "mobilePasswordLogin", { countryCode: CC, mobileNo: NO, password: phoneWireHash("Secret~123") }, dev)
    expect(login.data).toMatchObject({ userId: (res.json() as { userId: number }).userId, goldNum: 120, register: false })
    expect((await make({ countryCode: CC, mobileNo: NO, password: "x" })).statusCode).toBe(409)
    expect((await make({ countryCode: CC, mobileNo: "12a", password: "x" })).statusCode).toBe(400)
  })

  it("makes members asked for at the same time, each with an id of its own (the password hash is awaited before the id is taken)", async () => {
    const make = (mobileNo: string) => gw.app.inject({ method: "POST", url: "/dev/members/phone", headers: { "content-type": "application/json" }, payload: JSON.stringify({ countryCode: CC, mobileNo, password: "Secret~123" }) })
    const answers = await Promise.all(["7400000001", "7400000002", "7400000003"].map(make))
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(new Set(answers.map((r) => (r.json() as { userId: number }).userId)).size).toBe(3)
  })
})
