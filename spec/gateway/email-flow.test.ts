// @vitest-environment node
// The e-mail account flow of the reference gateway end to end through the wire protocol: sign-up,
// sign-in with seeded credentials, codes (60002, 60005), password rules and registration checks.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { attributionOf, recordAttribution } from "../../gateway/attribution"
import { openDb } from "../../gateway/db"
import { call, login, outboxCode, startGateway, removeTempDirs } from "./helpers"

let gw: BuiltGateway
beforeEach(async () => {
  gw = await startGateway()
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const signUpTo = async (email: string, deviceId = "dev-new") => {
  const sent = await call(gw, "sendVerifyEmail", { email }, { deviceId })
  const userId = sent.data.userId as number
  const code = await outboxCode(gw, email)
  expect((await call(gw, "alreadyVerifyEmail", { email, userId, code }, { deviceId })).code).toBe(200)
  expect((await call(gw, "setPassword", { email, userId, password: "secret12" }, { deviceId })).data).toEqual({ profileComplete: false })
  return userId
}

const profile = (email: string) => ({ threePartyEmail: email, userName: "  Robin  ", gender: 2, birthday: "1999-05-20", countryId: 792 })

describe("sign-up", () => {
  it("runs exists 0 -> code -> verify -> password -> register -> user info -> 120 coins", async () => {
    const email = "new.user@example.com"
    expect(await call(gw, "emailExists", { email })).toMatchObject({ code: 200, data: { status: 0 } })
    const sent = await call(gw, "sendVerifyEmail", { email }, { deviceId: "dev-new" })
    expect(sent.code).toBe(200)
    expect(sent.sealed).toBe(true)
    const userId = sent.data.userId as number
    expect(userId).toBeGreaterThan(10_000_000)
    expect(userId).toBeLessThan(20_000_000)
    expect((await call(gw, "emailExists", { email })).data).toEqual({ status: 1, userId })
    const code = await outboxCode(gw, email)
    expect(code).toMatch(/^\d{6}$/)
    expect((await call(gw, "alreadyVerifyEmail", { email, userId, code }, { deviceId: "dev-new" })).data).toEqual({ userId })
    expect((await call(gw, "emailExists", { email })).data).toEqual({ status: 5, userId })
    expect((await call(gw, "setPassword", { email, userId, password: "secret12" }, { deviceId: "dev-new" })).data).toEqual({ profileComplete: false })
    expect((await call(gw, "emailExists", { email })).data).toEqual({ status: 4, userId })
    const reg = await call(gw, "register", profile(email), { deviceId: "dev-new" })
    expect(reg.code).toBe(200)
    expect(reg.data).toMatchObject({ userId, userName: "Robin", goldNum: 120, register: true, deviceId: "dev-new", countryId: 792 })
    expect(reg.data.loginToken).toMatch(/^[0-9a-f]{64}$/)
    const token = reg.data.loginToken as string
    const info = await call(gw, "getUserInfo", { searchUserId: userId }, { deviceId: "dev-new", token, userId })
    expect(info.data).toMatchObject({ userId, userName: "Robin", goldNum: 120, gender: 2, birthday: "1999-05-20" })
    expect((await call(gw, "getCurrentGoldNum", {}, { deviceId: "dev-new", token, userId })).data).toEqual({ goldNum: 120 })
    const again = await call(gw, "register", profile(email), { deviceId: "dev-new" })
    expect(again.code).toBe(10009)
  })

  it("stores the ad attribution a registration carries (a§3), once", async () => {
    const email = "from.ad@example.com"
    const userId = await signUpTo(email)
    const ad = { media_source: "google", campaign_id: "c-42", keyword: "video chat", type: "search" }
    expect((await call(gw, "register", { ...profile(email), ...ad }, { deviceId: "dev-new" })).code).toBe(200)
    const db = openDb(gw.options.dataDir)
    try {
      expect(attributionOf(db, userId)).toEqual(ad)
      recordAttribution(db, userId, { media_source: "other" }, 0)
      expect(attributionOf(db, userId)).toEqual(ad)
    } finally {
      db.close()
    }
  })

  it("answers 60002 to a second send within 60 s, still with the userId", async () => {
    const first = await call(gw, "sendVerifyEmail", { email: "twice@example.com" })
    const second = await call(gw, "sendVerifyEmail", { email: "twice@example.com", userId: first.data.userId })
    expect(second).toMatchObject({ code: 60002, data: { userId: first.data.userId } })
  })

  it("sends an unverified account (status 1) a user verify code with checkFormalUserEmail (a§4, a§7)", async () => {
    let clock = Date.UTC(2026, 0, 15, 12)
    const timed = await startGateway({ now: () => clock })
    try {
      const email = "came.back@example.com"
      const userId = (await call(timed, "sendVerifyEmail", { email })).data.userId as number
      expect(await outboxCode(timed, email)).toMatch(/^\d{6}$/)
      expect((await call(timed, "emailExists", { email })).data).toEqual({ status: 1, userId })
      // Within 60 s of the last code: 60002 (counts as sent), still with the userId.
      expect(await call(timed, "checkFormalUserEmail", { email, userId })).toMatchObject({ code: 60002, data: { userId } })
      clock += 61_000
      expect(await call(timed, "checkFormalUserEmail", { email, userId })).toMatchObject({ code: 200, data: { userId } })
      const second = await outboxCode(timed, email)
      expect(second).not.toBe("")
      expect((await call(timed, "alreadyVerifyEmail", { email, userId, code: second })).code).toBe(200)
      // Another account's id, an unknown address, or a verified one: refused.
      expect((await call(timed, "checkFormalUserEmail", { email, userId: userId + 1 })).code).toBe(10004)
      expect((await call(timed, "checkFormalUserEmail", { email: "nobody@example.com", userId })).code).toBe(10004)
      expect((await call(timed, "checkFormalUserEmail", { email, userId })).code).toBe(400)
    } finally {
      await timed.app.close()
    }
  })

  it("answers 60005 to a wrong code and burns the code after five wrong tries", async () => {
    const email = "wrong.code@example.com"
    const userId = (await call(gw, "sendVerifyEmail", { email })).data.userId as number
    const right = await outboxCode(gw, email)
    const wrong = right === "000000" ? "111111" : "000000"
    expect(await call(gw, "alreadyVerifyEmail", { email, userId, code: wrong })).toMatchObject({ code: 60005, msg: "Email not verified" })
    for (let i = 0; i < 4; i++) await call(gw, "alreadyVerifyEmail", { email, userId, code: wrong })
    expect((await call(gw, "alreadyVerifyEmail", { email, userId, code: right })).code).toBe(60005)
  })

  it("rejects bad passwords, sensitive nicknames, minors, and a register from another device", async () => {
    const email = "rules@example.com"
    const sent = await call(gw, "sendVerifyEmail", { email }, { deviceId: "dev-new" })
    const userId = sent.data.userId as number
    await call(gw, "alreadyVerifyEmail", { email, userId, code: await outboxCode(gw, email) }, { deviceId: "dev-new" })
    for (const password of ["short", "seventeen-chars-x", "with space1"])
      expect((await call(gw, "setPassword", { email, userId, password }, { deviceId: "dev-new" })).code).toBe(10005)
    await call(gw, "setPassword", { email, userId, password: "Ok~pass9" }, { deviceId: "dev-new" })
    expect((await call(gw, "setPassword", { email, userId, password: "other123" })).code).toBe(10008)
    expect((await call(gw, "register", { ...profile(email), userName: "The Admin" }, { deviceId: "dev-new" })).code).toBe(20101)
    const young = `${new Date().getUTCFullYear() - 17}-01-01`
    expect((await call(gw, "register", { ...profile(email), birthday: young }, { deviceId: "dev-new" })).code).toBe(10025)
    expect((await call(gw, "register", { ...profile(email), userName: "   " }, { deviceId: "dev-new" })).code).toBe(10025)
    expect((await call(gw, "register", profile(email), { deviceId: "someone-else" })).code).toBe(60005)
    expect((await call(gw, "register", profile(email), { deviceId: "dev-new" })).code).toBe(200)
  })

  it("asks for the profile (10042) when a password account signs in before registering", async () => {
    const email = "half@example.com"
    await signUpTo(email)
    const r = await login(gw, email, "secret12", "dev-other")
    expect(r.code).toBe(10042)
    expect(r.data).toMatchObject({ nickname: "", gender: 0, birthday: "" })
    expect(r.data.complementInfoKey).toMatch(/^[0-9a-f]{32}$/)
    expect((await call(gw, "register", profile(email), { deviceId: "dev-other" })).code).toBe(200)
  })
})

describe("sign-in", () => {
  it("signs in seeded members and hosts, and refuses wrong or unknown ones", async () => {
    const alex = await login(gw, "alex@example.com", "password1")
    expect(alex).toMatchObject({ code: 200, data: { userName: "Alex", goldNum: 500, register: false, goddess: false } })
    const mia = await login(gw, "Mia.Host@example.com", "hostpass1")
    expect(mia).toMatchObject({ code: 200, data: { goddess: true, gender: 2 } })
    expect((await login(gw, "alex@example.com", "password2")).code).toBe(10006)
    expect(await login(gw, "nobody@example.com", "password1")).toMatchObject({ code: 10004, msg: "Account does not exist" })
    expect((await login(gw, "banned@example.com", "password3")).code).toBe(10115)
    expect((await login(gw, "suspended@example.com", "password4")).code).toBe(10117)
  })

  it("resets a forgotten password with the mailed code", async () => {
    expect((await call(gw, "sendForgetEmail", { email: "ghost@example.com" })).code).toBe(10004)
    expect((await call(gw, "sendForgetEmail", { email: "sam@example.com" })).code).toBe(200)
    expect((await call(gw, "sendForgetEmail", { email: "sam@example.com" })).code).toBe(60002)
    const code = await outboxCode(gw, "sam@example.com")
    expect((await call(gw, "resetPassword", { email: "sam@example.com", code: "999999x", password: "newpass9" })).code).toBe(60005)
    expect((await call(gw, "resetPassword", { email: "sam@example.com", code, password: "newpass9" })).code).toBe(200)
    expect((await login(gw, "sam@example.com", "password2")).code).toBe(10006)
    expect((await login(gw, "sam@example.com", "newpass9")).code).toBe(200)
  })
})

describe("the dev e-mail member (local mode, for tests of the reset path)", () => {
  const make = (body: unknown) => gw.app.inject({ method: "POST", url: "/dev/members/email", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) })

  it("creates a complete, verified member who signs in with the password, once per address", async () => {
    const res = await make({ email: "Reset.Me@example.com", password: "oldpass1" })
    expect(res.statusCode).toBe(200)
    const userId = (res.json() as { userId: number }).userId
    expect((await call(gw, "emailExists", { email: "reset.me@example.com" })).data).toEqual({ status: 4, userId })
    const signedIn = await login(gw, "reset.me@example.com", "oldpass1")
    expect(signedIn.code).toBe(200)
    expect(signedIn.data).toMatchObject({ userId, goldNum: 120 })
    expect((await make({ email: "reset.me@example.com", password: "other12" })).statusCode).toBe(409)
    expect((await make({ email: "not-an-email", password: "oldpass1" })).statusCode).toBe(400)
    expect((await make({ email: "short@example.com", password: "abc" })).statusCode).toBe(400)
  })

  it("resets its password with the reset code, which resetPassword alone takes (alreadyVerifyEmail takes verify codes)", async () => {
    const userId = ((await make({ email: "forgot@example.com", password: "oldpass1" })).json() as { userId: number }).userId
    expect((await call(gw, "sendForgetEmail", { email: "forgot@example.com" })).code).toBe(200)
    const code = await outboxCode(gw, "forgot@example.com")
    expect((await call(gw, "alreadyVerifyEmail", { email: "forgot@example.com", userId, code })).code).toBe(60005)
    expect((await call(gw, "resetPassword", { email: "forgot@example.com", code, password: "newpass9" })).code).toBe(200)
    expect((await login(gw, "forgot@example.com", "newpass9")).code).toBe(200)
  })
})
