// @vitest-environment node
// Profile endpoints of the reference gateway (a§5, a§7, a§8, a§9): /user/update with the nickname,
// birthday-once, gender-fixed, 3 languages / 5 interests rules; the photo review (time or dev verdict);
// the e-mail/phone re-link with "linked to another account" (10009) and the 7-day lock (10030); the
// two lists; and the blacklist (m§7) with its dev block.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { storeImage } from "../../gateway/uploads"
import { call, login, removeTempDirs, startGateway } from "./helpers"

const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==", "base64")
const DAY = 86_400_000
const ALEX = 10_000_001

let gw: BuiltGateway
let clock = Date.UTC(2026, 0, 15, 12)
beforeEach(async () => {
  clock = Date.UTC(2026, 0, 15, 12)
  gw = await startGateway({ now: () => clock, avatarReviewMs: 30_000 })
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const signIn = async (email = "alex@example.com", password = "password1") => (await login(gw, email, password)).data.loginToken as string
const me = async (token: string, id = ALEX) => (await call(gw, "getUserInfo", { searchUserId: id }, { token })).data
const update = (token: string, params: Record<string, unknown>) => call(gw, "updateProfile", params as never, { token })
const dev = (url: string, body: unknown) => gw.app.inject({ method: "POST", url, payload: JSON.stringify(body), headers: { "content-type": "application/json" } })

describe("getUserInfo", () => {
  it("adds the own-account fields only for oneself", async () => {
    const t = await signIn()
    expect(await me(t)).toMatchObject({ userId: ALEX, email: "alex@example.com", languageLabels: [], emailLockUntil: 0, birthdayChanged: false, headImgStatus: 0, reviewHeadImg: "" })
    const other = await me(t, 10_000_002)
    expect(other.userName).toBe("Sam")
    expect(other).not.toHaveProperty("email")
    expect(other.goldNum).toBe(0)
  })
})

describe("/user/update", () => {
  it("changes nickname, languages and interests; markup brackets become asterisks", async () => {
    const t = await signIn()
    expect((await update(t, { userName: " <b>Alexander</b> ", languageLabels: [1, 13, 36], interestLabels: [1, 2, 3, 4, 5] })).code).toBe(200)
    expect(await me(t)).toMatchObject({ userName: "<b>Alexander</b>", languageLabels: [1, 13, 36], interestLabels: [1, 2, 3, 4, 5] })
    await update(t, { userName: "<script>x</script>" })
    expect((await me(t)).userName).toBe("*script*x*/script*")
  })

  it("answers 20101 for sensitive nicknames and 10025 for the a§5 limits, changing nothing", async () => {
    const t = await signIn()
    expect((await update(t, { userName: "Official Admin" })).code).toBe(20101)
    expect((await update(t, { userName: "x".repeat(31) })).code).toBe(10025)
    expect((await update(t, { languageLabels: [1, 2, 3, 4] })).code).toBe(10025)
    expect((await update(t, { interestLabels: [1, 2, 3, 4, 5, 6] })).code).toBe(10025)
    expect((await update(t, { interestLabels: [22] })).code).toBe(10025)
    expect((await update(t, { userName: "Fine", languageLabels: [99] })).code).toBe(10025)
    expect(await me(t)).toMatchObject({ userName: "Alex", languageLabels: [] })
  })

  it("lets the birthday change once, never under 18", async () => {
    const t = await signIn()
    expect((await update(t, { birthday: "2010-01-01" })).code).toBe(10025)
    expect((await update(t, { birthday: "1994-04-12" })).code).toBe(200)
    expect(await me(t)).toMatchObject({ birthday: "1994-04-12", birthdayChanged: true })
    const again = await update(t, { birthday: "1993-04-12" })
    expect(again).toMatchObject({ code: 10025, msg: "Birthday can be modified only once" })
    expect((await update(t, { birthday: "1994-04-12", userName: "Same" })).code).toBe(200)
  })

  it("keeps a chosen gender", async () => {
    const t = await signIn()
    expect(await update(t, { gender: 2 })).toMatchObject({ code: 10025, msg: "Gender cannot be changed after selection" })
    expect((await update(t, { gender: 1 })).code).toBe(200)
  })

  it("needs a login token", async () => {
    expect((await update("", { userName: "x" })).http).toBe(401)
  })
})

describe("profile photo review (a§8)", () => {
  it("takes only uploads of this gateway, then reviews them: approved after AVATAR_REVIEW_MS", async () => {
    const t = await signIn()
    expect((await update(t, { headImg: "https://evil.example/x.png" })).code).toBe(400)
    const url = storeImage(gw.options.dataDir, PNG, "png")
    expect((await update(t, { headImg: url })).code).toBe(200)
    const reviewing = await me(t)
    expect(reviewing).toMatchObject({ headImgStatus: 1, headImg: "/media/avatar/10000001_270X360.png" })
    expect(reviewing.reviewHeadImg).toMatch(/^\/media\/avatar\/10000001-[0-9a-f]{32}_270X360\.png$/)
    for (const size of ["270X360", "112X150"]) {
      const served = await gw.app.inject({ method: "GET", url: reviewing.reviewHeadImg.replace("270X360", size) })
      expect(served.statusCode).toBe(200)
    }
    clock += 29_999
    expect((await me(t)).headImgStatus).toBe(1)
    clock += 1
    expect(await me(t)).toMatchObject({ headImgStatus: 0, headImg: reviewing.reviewHeadImg, reviewHeadImg: "" })
    const wall = await call(gw, "getUserInfo", { searchUserId: ALEX }, { token: await signIn("sam@example.com", "password2") })
    expect(wall.data.headImg).toBe(reviewing.reviewHeadImg)
  })

  it("takes a dev verdict: not approved or failed keeps the old photo", async () => {
    const t = await signIn()
    expect((await dev(`/dev/users/${ALEX}/avatar-review`, { verdict: "reject" })).statusCode).toBe(409)
    await update(t, { headImg: storeImage(gw.options.dataDir, PNG, "png") })
    expect((await dev(`/dev/users/${ALEX}/avatar-review`, { verdict: "reject" })).statusCode).toBe(200)
    expect(await me(t)).toMatchObject({ headImgStatus: 2, headImg: "/media/avatar/10000001_270X360.png" })
    await update(t, { headImg: storeImage(gw.options.dataDir, PNG, "png") })
    await dev(`/dev/users/${ALEX}/avatar-review`, { verdict: "fail" })
    clock += DAY
    expect((await me(t)).headImgStatus).toBe(3)
    expect((await dev(`/dev/users/${ALEX}/avatar-review`, { verdict: "maybe" })).statusCode).toBe(400)
  })
})

describe("re-linking the e-mail or phone (a§5)", () => {
  it("refuses an address linked to another account (10009), then locks a new link for 7 days (10030)", async () => {
    const t = await signIn()
    expect((await update(t, { email: "sam@example.com" })).code).toBe(10009)
    expect((await update(t, { email: "not-an-email" })).code).toBe(400)
    expect((await update(t, { email: "Alex.New@Example.com" })).code).toBe(200)
    expect(await me(t)).toMatchObject({ email: "alex.new@example.com", emailLockUntil: clock + 7 * DAY })
    expect((await update(t, { email: "alex.third@example.com" })).code).toBe(10030)
    clock += 7 * DAY
    expect((await update(t, { email: "alex.third@example.com" })).code).toBe(200)
  })

  it("links a phone unless another account has it, then locks it for 7 days", async () => {
    const t = await signIn()
    expect((await update(t, { countryCode: "90", mobileNo: "5321234567" })).code).toBe(10009)
    expect((await update(t, { countryCode: "90", mobileNo: "53x" })).code).toBe(400)
    expect((await update(t, { countryCode: "44", mobileNo: "7700900123" })).code).toBe(200)
    expect(await me(t)).toMatchObject({ countryCode: "44", mobileNo: "7700900123", mobileLockUntil: clock + 7 * DAY })
    expect((await update(t, { countryCode: "44", mobileNo: "7700900124" })).code).toBe(10030)
  })
})

describe("profile lists (a§9)", () => {
  it("answers the 21 interests and 36 languages of the code-to-id map", async () => {
    const t = await signIn()
    const interests = (await call(gw, "interestList", {}, { token: t })).data as Array<{ id: number; name: string }>
    expect(interests).toHaveLength(21)
    expect(interests[0]).toEqual({ id: 1, name: "Music" })
    expect(interests[20]).toEqual({ id: 21, name: "Pets" })
    const languages = (await call(gw, "languageList", {}, { token: t })).data as Array<{ id: number; code: string }>
    expect(languages).toHaveLength(36)
    expect(languages.slice(0, 8).map((l) => l.code)).toEqual(["en", "zh", "es", "ru", "fr", "ja", "de", "ar"])
    expect(languages[35]).toMatchObject({ id: 36, code: "sn" })
  })
})

describe("blacklist (m§7)", () => {
  it("pages the blocked users 20 at a time, newest first, and unblocks", async () => {
    const t = await signIn()
    expect((await call(gw, "blacklist", { page: 1, size: 20 }, { token: t })).data).toEqual({ pageNo: 1, pages: 0, list: [] })
    for (let i = 0; i < 22; i++) {
      clock += 1000
      expect((await dev(`/dev/users/${ALEX}/block`, { userId: 20_000_001 + i })).statusCode).toBe(200)
    }
    const first = (await call(gw, "blacklist", { page: 1, size: 20 }, { token: t })).data
    expect(first).toMatchObject({ pageNo: 1, pages: 2 })
    expect(first.list).toHaveLength(20)
    expect(first.list[0]).toMatchObject({ id: 20_000_022, headImg: "/media/avatar/20000022_270X360.png" })
    const second = (await call(gw, "blacklist", { page: 2, size: 20 }, { token: t })).data
    expect(second.list.map((u: { id: number }) => u.id)).toEqual([20_000_002, 20_000_001])
    expect((await call(gw, "removeBlack", { friendUserId: 20_000_022 }, { token: t })).code).toBe(200)
    expect((await call(gw, "blacklist", { page: 1, size: 20 }, { token: t })).data.list[0].id).toBe(20_000_021)
    expect((await call(gw, "blacklist", { page: 0, size: 20 }, { token: t })).code).toBe(400)
    expect((await call(gw, "blacklist", { page: 1, size: 20 })).http).toBe(401)
    expect((await dev(`/dev/users/${ALEX}/block`, { userId: ALEX })).statusCode).toBe(400)
  })
})
