// @vitest-environment node
// Google and Facebook sign-in on the reference gateway through the wire protocol (a§4 supplementary info,
// a§7 login/token and complementInfo): stand-in identities and tokens from /dev/idp, the linked member
// signing in, 10042 with the complement key and what the provider knew, complementInfo completing the
// profile with the register bonus, and the refusals (used, expired or foreign tokens, wrong device).
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { IDP_TOKEN_TTL_MS } from "../../gateway/idp"
import { call, removeTempDirs, startGateway } from "./helpers"

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

const GOOGLE = 1
const FACEBOOK = 2
const dev = { deviceId: "dev-social" }

const identity = async (body: Record<string, unknown>) => {
  const res = await gw.app.inject({ method: "POST", url: "/dev/idp/identities", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) })
  return { status: res.statusCode, body: res.json() as { id: number; sub: string; msg?: string } }
}
const tokenFor = async (identityId: number): Promise<string> => {
  const res = await gw.app.inject({ method: "POST", url: "/dev/idp/token", headers: { "content-type": "application/json" }, payload: JSON.stringify({ identityId }) })
  return (res.json() as { accessToken: string }).accessToken
}
const ada = { provider: "google", name: "Ada Lovelace", email: "ada@gmail.example", gender: 2 }
const loginWith = (accessToken: string, loginType = GOOGLE, o = dev) => call(gw, "loginToken", { accessToken, loginType, countryId: 792 }, o)
const complement = (complementInfoKey: string, over: Record<string, unknown> = {}, o = dev) =>
  call(gw, "complementInfo", { complementInfoKey, nickname: "Ada", gender: 2, birthday: "1990-02-03", ...over }, o)

describe("the stand-in identity provider (local mode)", () => {
  it("serves its page for a provider and a state, and lists the identities it has", async () => {
    const { body } = await identity(ada)
    const page = await gw.app.inject({ method: "GET", url: "/dev/idp?provider=google&state=abcdef123456" })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain("Sign in with Google")
    expect(page.body).toContain("Ada Lovelace")
    expect(page.body).toContain(`data-identity="${body.id}"`)
    expect((await gw.app.inject({ method: "GET", url: "/dev/idp?provider=twitter&state=abcdef123456" })).statusCode).toBe(400)
    expect((await gw.app.inject({ method: "GET", url: "/dev/idp?provider=google&state=x" })).statusCode).toBe(400)
  })
  it("escapes hostile names on its page", async () => {
    await identity({ ...ada, name: `<img src=x onerror=alert(1)>` })
    const page = await gw.app.inject({ method: "GET", url: "/dev/idp?provider=google&state=abcdef123456" })
    expect(page.body).not.toContain("<img src=x")
    expect(page.body).toContain("&#60;img src=x")
  })
  it("refuses an identity without a name or a valid e-mail", async () => {
    expect((await identity({ ...ada, name: " " })).status).toBe(400)
    expect((await identity({ ...ada, email: "not-mail" })).status).toBe(400)
    expect((await identity({ ...ada, birthday: "3rd May" })).status).toBe(400)
  })
  it("is absent in production mode", async () => {
    const prod = await startGateway({ mode: "production" })
    expect((await prod.app.inject({ method: "GET", url: "/dev/idp?provider=google&state=abcdef123456" })).statusCode).toBe(404)
    await prod.app.close()
  })
})

describe("login/token with a new identity (a§4 supplementary info)", () => {
  it("answers 10042 with a complement key and what the provider knew, then complementInfo registers with the bonus", async () => {
    const { body } = await identity(ada)
    const first = await loginWith(await tokenFor(body.id))
    expect(first.code).toBe(10042)
    expect(first.data).toMatchObject({ nickname: "Ada Lovelace", gender: 2, birthday: "", email: "ada@gmail.example" })
    expect(first.data.complementInfoKey).toMatch(/^[0-9a-f]{32}$/)

    const done = await complement(first.data.complementInfoKey, { nickname: "Ada L" })
    expect(done.code).toBe(200)
    expect(done.data).toMatchObject({ userName: "Ada L", gender: 2, birthday: "1990-02-03", goldNum: 120, register: true, countryId: 792 })
    const bonus = await call(gw, "checkIfAddCoinForNew", {}, { ...dev, token: done.data.loginToken })
    expect(bonus.data).toEqual({ added: true, gold: 120 })

    // The same identity signs in directly next time, and is not new.
    const again = await loginWith(await tokenFor(body.id))
    expect(again.code).toBe(200)
    expect(again.data).toMatchObject({ userId: done.data.userId, userName: "Ada L", register: false, goldNum: 120 })
  })
  it("registers at once when the provider knew a complete adult profile", async () => {
    const { body } = await identity({ ...ada, provider: "facebook", name: "Grace", birthday: "1992-12-09" })
    const r = await loginWith(await tokenFor(body.id), FACEBOOK)
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ userName: "Grace", gender: 2, birthday: "1992-12-09", register: true, goldNum: 120 })
  })
  it("asks for the profile when the provider's birthday is under 18", async () => {
    const { body } = await identity({ ...ada, birthday: "2015-01-01" })
    expect((await loginWith(await tokenFor(body.id))).code).toBe(10042)
  })
  it("asks again when the profile was left incomplete", async () => {
    const { body } = await identity(ada)
    const key1 = (await loginWith(await tokenFor(body.id))).data.complementInfoKey
    const second = await loginWith(await tokenFor(body.id))
    expect(second.code).toBe(10042)
    expect(second.data.complementInfoKey).not.toBe(key1)
    expect((await complement(key1)).code).toBe(10025)
    expect((await complement(second.data.complementInfoKey)).code).toBe(200)
  })
})

describe("login/token refusals", () => {
  it("refuses a used, unknown or expired token, and a token of the other provider (10007)", async () => {
    const { body } = await identity(ada)
    const token = await tokenFor(body.id)
    expect((await loginWith(token, FACEBOOK)).code).toBe(10007)
    expect((await loginWith(token)).code).toBe(10007) // used up by the refused attempt
    expect((await loginWith("sit_unknown")).code).toBe(10007)
    const late = await tokenFor(body.id)
    clock += IDP_TOKEN_TTL_MS + 1
    expect((await loginWith(late)).code).toBe(10007)
  })
  it("answers 400 to an unknown loginType and needs a signed request (10002)", async () => {
    const { body } = await identity(ada)
    expect((await loginWith(await tokenFor(body.id), 9)).code).toBe(400)
    expect((await call(gw, "loginToken", { accessToken: "x", loginType: 1 }, { forceSign: "0".repeat(64) })).code).toBe(10002)
  })
  it("refuses the stand-in's tokens in production mode", async () => {
    const prod = await startGateway({ mode: "production" })
    expect((await call(prod, "loginToken", { accessToken: "sit_x", loginType: GOOGLE })).code).toBe(10007)
    await prod.app.close()
  })
})

describe("complementInfo checks (a§5, a§8)", () => {
  const keyOf = async () => {
    const { body } = await identity(ada)
    return (await loginWith(await tokenFor(body.id))).data.complementInfoKey as string
  }
  it("answers 20101 to a sensitive nickname and 10025 to a missing gender or an age under 18, keeping the key", async () => {
    const key = await keyOf()
    expect((await complement(key, { nickname: "the admin" })).code).toBe(20101)
    expect((await complement(key, { gender: 0 })).code).toBe(10025)
    expect((await complement(key, { birthday: "2015-01-01" })).code).toBe(10025)
    expect((await complement(key, { nickname: "x".repeat(31) })).code).toBe(10025)
    expect((await complement(key)).code).toBe(200)
  })
  it("accepts the key only on the device that signed in, within 30 minutes, once", async () => {
    const key = await keyOf()
    expect((await complement(key, {}, { deviceId: "another-device" })).code).toBe(10025)
    expect((await complement("")).code).toBe(10025)
    clock += 30 * 60_000 + 1
    expect((await complement(key)).code).toBe(10025)
    const fresh = await keyOf()
    expect((await complement(fresh)).code).toBe(200)
    expect((await complement(fresh)).code).toBe(10025)
  })
})
