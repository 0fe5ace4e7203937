// @vitest-environment node
// First-time bonuses, push tokens and tracking of the reference gateway through the wire protocol
// (a§1, a§3, a§7): isInit* answer status 0 then 1, each bonus is granted once per member (the push one
// only after a token was saved), the coins land in the balance, tokens and tracking records are stored,
// and the member endpoints need a login while tracking is exempt.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { BonusCode, buryRecordsOf, INSTALL_BONUS, PUSH_BONUS, pushTokensOf } from "../../gateway/routes/bonus"
import { openDb, type Db } from "../../gateway/db"
import { call, login, removeTempDirs, startGateway } from "./helpers"

let gw: BuiltGateway
let reader: Db | null = null
/** A second connection to the gateway's database (WAL: reads see committed writes). */
const dbOf = (g: BuiltGateway): Db => (reader ??= openDb(g.options.dataDir))
beforeEach(async () => {
  gw = await startGateway()
})
afterEach(async () => {
  reader?.close()
  reader = null
  await gw.app.close()
  removeTempDirs()
})

const signedIn = async (email = "alex@example.com", password = "password1") => {
  const r = await login(gw, email, password)
  expect(r.code).toBe(200)
  return { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: "device-test-1", gold: r.data.goldNum as number }
}
const balance = async (me: { token: string; userId: number; deviceId: string }) => (await call(gw, "getCurrentGoldNum", {}, me)).data.goldNum as number

describe("web push bonus (a§1, a§7 isInitNotification / initNotificationGiveCoin)", () => {
  it("is offered (status 0, 200 coins), refused before a token is saved, granted once after, then status 1", async () => {
    const me = await signedIn()
    expect((await call(gw, "isInitNotification", {}, me)).data).toEqual({ status: 0, gold: PUSH_BONUS, img: "" })
    expect((await call(gw, "initNotificationGiveCoin", { countryId: 792 }, me)).code).toBe(BonusCode.noPushToken)
    expect((await call(gw, "savePushToken", { pushToken: "local-abc", gender: 1, countryId: 792 }, me)).code).toBe(200)
    expect(pushTokensOf(dbOf(gw), me.userId)).toEqual([{ token: "local-abc", gender: 1, countryId: 792 }])
    const first = await call(gw, "initNotificationGiveCoin", { countryId: 792 }, me)
    expect(first).toMatchObject({ code: 200, data: { gold: PUSH_BONUS } })
    expect(await balance(me)).toBe(me.gold + PUSH_BONUS)
    expect((await call(gw, "initNotificationGiveCoin", { countryId: 792 }, me)).code).toBe(BonusCode.alreadyGiven)
    expect(await balance(me)).toBe(me.gold + PUSH_BONUS)
    expect((await call(gw, "isInitNotification", {}, me)).data.status).toBe(1)
  })

  it("two grants racing give the coins once", async () => {
    const me = await signedIn()
    await call(gw, "savePushToken", { pushToken: "local-race", gender: 1, countryId: 792 }, me)
    const codes = (await Promise.all([1, 2, 3].map(() => call(gw, "initNotificationGiveCoin", { countryId: 792 }, me)))).map((r) => r.code).sort()
    expect(codes).toEqual([BonusCode.alreadyGiven, BonusCode.alreadyGiven, 200].sort())
    expect(await balance(me)).toBe(me.gold + PUSH_BONUS)
  })

  it("refuses empty or oversized tokens and bad country ids (400)", async () => {
    const me = await signedIn()
    expect((await call(gw, "savePushToken", { pushToken: " ", gender: 1, countryId: 792 }, me)).code).toBe(400)
    expect((await call(gw, "savePushToken", { pushToken: "x".repeat(4097), gender: 1, countryId: 792 }, me)).code).toBe(400)
    expect((await call(gw, "initWebappGiveCoin", { countryId: -1 }, me)).code).toBe(400)
  })

  it("a token saved again follows the member now signed in on that browser", async () => {
    const alex = await signedIn()
    const sam = await signedIn("sam@example.com", "password2")
    await call(gw, "savePushToken", { pushToken: "shared-browser", gender: 1, countryId: 792 }, alex)
    await call(gw, "savePushToken", { pushToken: "shared-browser", gender: 2, countryId: 276 }, sam)
    expect(pushTokensOf(dbOf(gw), alex.userId)).toEqual([])
    expect(pushTokensOf(dbOf(gw), sam.userId)).toEqual([{ token: "shared-browser", gender: 2, countryId: 276 }])
  })
})

describe("install bonus (a§4, a§7 isInitWebapp / initWebappGiveCoin)", () => {
  it("is granted once per member and says status 1 afterwards", async () => {
    const me = await signedIn()
    expect((await call(gw, "isInitWebapp", {}, me)).data).toEqual({ status: 0, gold: INSTALL_BONUS, img: "" })
    expect((await call(gw, "initWebappGiveCoin", { countryId: 792 }, me)).data).toEqual({ gold: INSTALL_BONUS })
    expect((await call(gw, "initWebappGiveCoin", { countryId: 792 }, me)).code).toBe(BonusCode.alreadyGiven)
    expect((await call(gw, "isInitWebapp", {}, me)).data.status).toBe(1)
    expect(await balance(me)).toBe(me.gold + INSTALL_BONUS)
    // Another member still has theirs.
    const sam = await signedIn("sam@example.com", "password2")
    expect((await call(gw, "isInitWebapp", {}, sam)).data.status).toBe(0)
  })

  it("needs a signed-in member (401)", async () => {
    for (const name of ["isInitNotification", "isInitWebapp", "initWebappGiveCoin", "initNotificationGiveCoin", "savePushToken"] as const) {
      const params = name === "savePushToken" ? { pushToken: "t", gender: 1, countryId: 1 } : name.startsWith("init") ? { countryId: 1 } : {}
      expect((await call(gw, name, params)).http).toBe(401)
    }
  })
})

describe("tracking (a§7 bury, exempt)", () => {
  it("stores a record without a login, as sent", async () => {
    const me = await signedIn()
    const record = { userId: me.userId, deviceId: "device-test-1", time: 1, eventId: "webPushTokenFailed", targetUserId: 0, freeName1: "granted", freeName2: "AbortError: push service error", country: 792, model: "web" }
    expect((await call(gw, "buryRecord", record)).code).toBe(200)
    expect(buryRecordsOf(dbOf(gw), me.userId)).toEqual([{ eventId: "webPushTokenFailed", freeName1: "granted", freeName2: "AbortError: push service error" }])
    expect((await call(gw, "buryRecord", { ...record, eventId: "" })).code).toBe(400)
  })
})
