// The gateway client's member-only contract is in the member chunk (infrastructure/member.ts), loaded by
// the first request that needs it (issue 14): public and sign-in requests never load it; a member request
// waits for it and is decoded with its Schema and translator as before; a chunk that cannot load fails
// that request as "network" (no throw), and the next member request loads it again.
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Caller } from "../../domain/core/commands"
import { LOCAL_DEFAULTS, type AppConfig } from "../../infrastructure/config"

const config: AppConfig = { ...LOCAL_DEFAULTS, gatewayUrl: "http://gw.test" }
const caller: Caller = { deviceId: "d1", userId: "7", token: "tok", languageId: 1 }
const MEMBER = "../../infrastructure/member"

/** A client (a fresh module instance) over a fetch that answers every request with code 200 and `data(url)`. */
const freshClient = async (data: (url: string) => unknown) => {
  const { makeGatewayClient } = await import("../../infrastructure/gateway/client")
  const fetched: string[] = []
  const fetchFake = (async (input: RequestInfo | URL) => {
    fetched.push(String(input))
    return new Response(JSON.stringify({ code: 200, msg: "ok", data: data(String(input)) }), { status: 200 })
  }) as typeof fetch
  return { client: makeGatewayClient(config, { fetch: fetchFake, now: () => 1_700_000_000_000, nonce: () => "n0nce" }), fetched }
}

afterEach(() => {
  vi.doUnmock(MEMBER)
  vi.resetModules()
})

describe("the gateway client's member contract chunk", () => {
  it("given the chunk cannot load, then a public request still answers, a member request fails as network without fetching, and the next one loads it and decodes as before", async () => {
    vi.resetModules()
    let loads = 0
    vi.doMock(MEMBER, async () => {
      loads++
      if (loads === 1) throw new TypeError("Failed to fetch dynamically imported module")
      return vi.importActual(MEMBER)
    })
    const { client, fetched } = await freshClient((url) => (url.includes("isInitNotification") ? { status: 1, gold: 200, img: "" } : [{ id: 1, name: "Online" }]))
    expect(await client.call({ name: "dictOnlineStatus", params: {}, caller })).toEqual({ ok: true, data: [{ id: 1, name: "Online" }] })
    expect(loads).toBe(0)
    const failed = await client.call({ name: "isInitNotification", params: {}, caller })
    expect(failed).toMatchObject({ ok: false, reason: "network", code: 0 })
    expect(fetched).toHaveLength(1)
    expect(loads).toBe(1)
    // The next member request loads the chunk again; its answer is decoded and translated as before.
    expect(await client.call({ name: "isInitNotification", params: {}, caller })).toEqual({ ok: true, data: { claimed: true, coins: 200, img: "" } })
    expect(loads).toBe(2)
    expect(fetched).toHaveLength(2)
  })

  it("given the chunk loads, then member and public contracts resolve to their endpoints and translators, and an unknown name to none", async () => {
    const { contractOf } = await import("../../infrastructure/gateway/client")
    const { MemberApi, translateMember } = await import("../../infrastructure/gateway/memberContract")
    const { CoreApi } = await import("../../infrastructure/gateway/coreContract")
    expect((await contractOf("hostGroups"))?.endpoint).toBe(CoreApi.hostGroups)
    const im = await contractOf("imList")
    expect(im?.endpoint).toBe(MemberApi.imList)
    const sample = { list: [], pageNo: 1, pages: 1 }
    expect(im?.translate(sample)).toEqual(translateMember("imList", sample))
    expect(await contractOf("noSuchRequest")).toBeNull()
  })
})

describe("a visitor's first visit needs only the core contract", () => {
  it("given a signed-out start on the wall, when its answers come, then every request it sends has its endpoint in the core part (the member chunk is not fetched)", async () => {
    const { harness } = await import("../support/harness")
    const { hostPage } = await import("../support/fixtures")
    const { CoreApi } = await import("../../infrastructure/gateway/coreContract")
    const h = harness({ now: 1_700_000_000_000 })
    h.answer("hostGroups", [{ id: 11, code: "popular", name: "Popular" }])
    h.answer("hostsGuest", hostPage(1, [1, 2, 3]))
    const names = h.calls().map((c) => c.name)
    expect(names).toEqual(expect.arrayContaining(["hostGroups", "hostCountries", "countryByIp", "hostsGuest"]))
    expect(names.filter((n) => !Object.hasOwn(CoreApi, n))).toEqual([])
  })
})
