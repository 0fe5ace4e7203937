// @vitest-environment node
// The host wall of the reference gateway: seeded hosts, groups, countries, paging, the guest limits,
// status ordering, avatar files in both sizes, and data surviving a restart on the same DATA_DIR.
import fs from "node:fs"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { BuiltGateway } from "../../gateway/server"
import { call, login, startGateway, tempDir, removeTempDirs } from "./helpers"

let gw: BuiltGateway
const dataDir = tempDir()
beforeAll(async () => {
  gw = await startGateway({ dataDir })
})
afterAll(async () => {
  await gw.app.close()
  removeTempDirs()
})

type Host = { userId: number; status: number; countryId: number; goddess: boolean; price: number; age: number; headImg: string }

const allPages = async (name: "hostsGuest" | "hostsSignedIn", query: Record<string, number>, o = {}) => {
  const hosts: Host[] = []
  for (let page = 1; page < 50; page++) {
    const r = await call(gw, name, { ...query, page, size: 10 }, o)
    expect(r.code).toBe(200)
    hosts.push(...(r.data.list as Host[]))
    if (!r.data.hasMore) break
  }
  return hosts
}

const ranked = (hosts: Host[]) => hosts.map((h) => (h.status === 2 ? 0 : h.status === 1 ? 1 : 2))

describe("host wall", () => {
  it("has at least four groups and six host countries", async () => {
    const groups = (await call(gw, "hostGroups")).data as { code: string }[]
    expect(groups.length).toBeGreaterThanOrEqual(4)
    expect(groups.map((g) => g.code)).toEqual(expect.arrayContaining(["popular", "new", "goddess", "nearby"]))
    const countries = (await call(gw, "hostCountries")).data as number[]
    expect(countries.length).toBeGreaterThanOrEqual(6)
    expect(countries).toEqual(expect.arrayContaining([840, 76, 608, 643]))
  })

  it("lists every host to a signed-in user, online first, then busy, then offline", async () => {
    const me = (await login(gw, "alex@example.com", "password1", "dev-w")).data
    const o = { token: me.loginToken, deviceId: "dev-w", userId: me.userId }
    const hosts = await allPages("hostsSignedIn", { groupId: 1 }, o)
    expect(hosts.length).toBeGreaterThanOrEqual(48)
    expect(new Set(hosts.map((h) => h.userId)).size).toBe(hosts.length)
    expect(ranked(hosts)).toEqual([...ranked(hosts)].sort())
    expect(new Set(hosts.map((h) => h.status))).toEqual(new Set([0, 1, 2]))
    expect(hosts.filter((h) => h.price === 0).length).toBeGreaterThanOrEqual(2)
    expect(hosts.every((h) => h.price === 0 || (h.price >= 60 && h.price <= 300 && h.price % 20 === 0))).toBe(true)
    expect(hosts.every((h) => h.age >= 20 && h.age <= 35)).toBe(true)
    const goddesses = hosts.filter((h) => h.goddess).length
    expect(goddesses).toBeGreaterThan(hosts.length / 5)
    const goddessTab = await allPages("hostsSignedIn", { groupId: 3 }, o)
    expect(goddessTab.length).toBe(goddesses)
    const brazil = await allPages("hostsSignedIn", { groupId: 1, countryId: 76 }, o)
    expect(brazil.length).toBeGreaterThan(0)
    expect(brazil.every((h) => h.countryId === 76)).toBe(true)
    const nearby = await allPages("hostsSignedIn", { groupId: 4 }, o)
    expect(nearby.length).toBeGreaterThan(0)
    expect(nearby.every((h) => h.countryId === 840)).toBe(true)
    const newest = await allPages("hostsSignedIn", { groupId: 2 }, o)
    expect(newest.length).toBeGreaterThan(0)
    expect(newest.length).toBeLessThan(hosts.length)
  })

  it("shows guests only online or busy hosts, at most three pages", async () => {
    const hosts = await allPages("hostsGuest", { groupId: 1 })
    expect(hosts.every((h) => h.status === 1 || h.status === 2)).toBe(true)
    expect(hosts.length).toBeLessThanOrEqual(30)
    expect(ranked(hosts)).toEqual([...ranked(hosts)].sort())
    const page4 = await call(gw, "hostsGuest", { groupId: 1, page: 4, size: 10 })
    expect(page4.data).toEqual({ list: [], page: 4, hasMore: false })
    expect((await call(gw, "hostsGuest", { groupId: 9, page: 1, size: 10 })).code).toBe(400)
    expect((await call(gw, "hostsGuest", { groupId: 1, page: 0, size: 10 })).code).toBe(400)
  })

  it("wants a login for the signed-in list", async () => {
    expect((await call(gw, "hostsSignedIn", { groupId: 1, page: 1, size: 10 })).http).toBe(401)
  })

  it("draws both avatar sizes and serves them from /media", async () => {
    const host = ((await call(gw, "hostsGuest", { groupId: 1, page: 1, size: 1 })).data.list as Host[])[0]!
    const big = path.join(dataDir, "media", "avatar", `${host.userId}_270X360.png`)
    const small = path.join(dataDir, "media", "avatar", `${host.userId}_112X150.png`)
    // PNG: the signature, then IHDR's width and height (bytes 16-23).
    const size = (file: string) => {
      const png = fs.readFileSync(file)
      return { signature: png.subarray(0, 8).toString("hex"), width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
    }
    expect(size(big)).toEqual({ signature: "89504e470d0a1a0a", width: 270, height: 360 })
    expect(size(small)).toEqual({ signature: "89504e470d0a1a0a", width: 112, height: 150 })
    const res = await gw.app.inject({ method: "GET", url: host.headImg })
    expect(res.statusCode).toBe(200)
    expect(res.headers["content-type"]).toContain("image/png")
    expect(res.headers["cache-control"]).toContain("max-age")
    expect((await gw.app.inject({ method: "GET", url: "/media/banner/register.svg" })).statusCode).toBe(200)
  })

  it("keeps accounts and hosts across a restart on the same DATA_DIR", async () => {
    const email = "keeper@example.com"
    const sent = await call(gw, "sendVerifyEmail", { email })
    const before = (await allPages("hostsGuest", { groupId: 1 })).map((h) => h.userId)
    await gw.app.close()
    gw = await startGateway({ dataDir })
    expect(gw.seeded).toBe(false)
    expect((await call(gw, "emailExists", { email })).data).toEqual({ status: 1, userId: sent.data.userId })
    expect((await allPages("hostsGuest", { groupId: 1 })).map((h) => h.userId)).toEqual(before)
    expect((await login(gw, "alex@example.com", "password1")).code).toBe(200)
  })
})
