// The boot script's early requests (issue 14; infrastructure/gateway/earlyBoot.ts and early.ts, ui/boot/firstRow.ts): the
// boot script sends exactly the requests the app's domain will send (name, parameters and caller, as
// the kernel makes them from AppStarted and the groups answer), the gateway client takes those answers
// once and decodes them with the contract like its own, and the first row's photos go into the static
// first paint's cards.
import { describe, expect, it, vi } from "vitest"
import { evolve, react } from "../../domain/app/kernel"
import type { Cmd } from "../../domain/app/commands"
import type { AppEvent } from "../../domain/app/event"
import { initialState, type AppState } from "../../domain/app/state"
import { SITE_LANGUAGE_KEY } from "../../domain/constants"
import type { GatewayRequest } from "../../domain/runtime/ports"
import { HOST_GROUPS } from "../../gateway/routes/wall"
import { LOCAL_DEFAULTS } from "../../infrastructure/config"
import { makeGatewayClient } from "../../infrastructure/gateway/client"
import { EARLY_MAX_AGE_MS, earlyKey, earlyTaker, type EarlyRequests } from "../../infrastructure/gateway/early"
import type { WireAnswer } from "../../infrastructure/gateway/request"
import { makeBodyCodec } from "../../infrastructure/gateway/wire"
import { EARLY_NAMES, earlyCaller, firstGroupId, firstPhotos, startEarlyRequests, type EarlyInput } from "../../infrastructure/gateway/earlyBoot"
import { firstRowImages, paintFirstRow, wallColumns } from "../../ui/boot/firstRow"

const T0 = 1_767_000_000_000
const GROUPS = [
  { id: 7, code: "popular", name: "Popular" },
  { id: 8, code: "new", name: "New" },
]
const hostWire = (id: number, headImg: string) => ({ userId: id, userName: `Host ${id}`, headImg, countryId: 840, age: 24, status: 1, goddess: false, price: 60, interestLabels: [] })
const PAGE = { list: [hostWire(101, "/media/avatar/101_270X360.png"), hostWire(102, "/media/avatar/102_270X360.png"), hostWire(103, "/media/avatar/103_270X360.png")], page: 1, hasMore: true }

/** A sealed code-200 answer body of `data`, as the gateway sends it. */
const sealedOk = async (data: unknown): Promise<string> =>
  JSON.stringify({ payload: await (await makeBodyCodec(LOCAL_DEFAULTS.codecKey)).encrypt(JSON.stringify({ code: 200, msg: "ok", data })) })

/** A fake gateway that answers the wall's requests by path and records every URL asked; the groups answer waits for `groupsHeld`. */
const fakeGateway = (groups: unknown = GROUPS, groupsHeld: Promise<void> = Promise.resolve()) => {
  const asked: URL[] = []
  const fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), "https://app.test")
    asked.push(url)
    if (url.pathname.endsWith("/groups")) await groupsHeld
    const data = url.pathname.endsWith("/groups") ? groups : url.pathname.endsWith("/users/guest") ? PAGE : url.pathname.endsWith("/countryids") ? [840, 276] : null
    return new Response(data === null ? "{}" : await sealedOk(data), { status: data === null ? 404 : 200 })
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

const input = (over: Partial<EarlyInput> = {}): EarlyInput => ({ stored: {}, path: "/", search: "", browserLanguages: ["de-DE", "en"], ...over })

/** Starts early requests for `over` on a fake page; resolves once every request is registered. */
const start = async (over: Partial<EarlyInput> = {}, now = () => T0, groups: unknown = GROUPS) => {
  const gw = fakeGateway(groups)
  const rows: Array<ReadonlyArray<string>> = []
  const early = startEarlyRequests({ input: input(over), fetch: gw.fetch, now, rowLength: 2, base: "https://app.test/", onFirstRow: (photos) => rows.push(photos) })
  await early?.registered
  return { early, gw, rows }
}

/** The gateway calls the app's kernel makes for AppStarted with `over`, then for the groups answer. */
const appCalls = (over: Partial<EarlyInput> = {}, deviceId: string): Array<Extract<Cmd, { _tag: "CallGateway" }>> => {
  const i = input(over)
  const started = { _tag: "AppStarted", seq: 1, at: T0, path: i.path, stored: i.stored, deviceId, utcOffsetMin: 0, browserLanguages: i.browserLanguages } as unknown as AppEvent
  let s: AppState = evolve(initialState, started)
  const cmds = react(s, started)
  const groupsCall = cmds.find((c) => c._tag === "CallGateway" && c.name === "hostGroups")
  const answered = { _tag: "GatewayAnswered", seq: 2, at: T0, requestId: groupsCall?._tag === "CallGateway" ? groupsCall.requestId : 0, name: "hostGroups", data: GROUPS } as unknown as AppEvent
  s = evolve(s, answered)
  return [...cmds, ...react(s, answered)].filter((c): c is Extract<Cmd, { _tag: "CallGateway" }> => c._tag === "CallGateway")
}

/** Runs `f` with `wallFirstGroupId` configured as `id` (window.__APP_CONFIG__, read by loadConfig). */
const withFirstGroup = async <T>(id: number, f: () => Promise<T>): Promise<T> => {
  const g = globalThis as { __APP_CONFIG__?: object }
  const was = g.__APP_CONFIG__
  g.__APP_CONFIG__ = { ...was, wallFirstGroupId: id }
  try {
    return await f()
  } finally {
    g.__APP_CONFIG__ = was
  }
}

describe("early requests: the boot script asks what the app will ask", () => {
  const cases: ReadonlyArray<{ readonly name: string; readonly over: Partial<EarlyInput> }> = [
    { name: "a first visit (browser language de)", over: {} },
    { name: "a visitor with a device id and a chosen language", over: { stored: { deviceId: "web-abc", [SITE_LANGUAGE_KEY]: "ja" } } },
    { name: "a visitor on a language prefix", over: { path: "/tr" } },
    { name: "a signed-out member (user id kept, no token)", over: { stored: { deviceId: "web-abc", userId: "501", RC_POP_18: "1" } } },
    { name: "a browser with no language of the interface", over: { browserLanguages: ["xx-YY"] } },
  ]
  for (const c of cases)
    it(`given ${c.name}, when the app starts, then its groups, countries and first page requests are the early ones`, async () => {
      const { early, gw } = await withFirstGroup(0, () => start(c.over))
      expect(early).not.toBeNull()
      const keys = [...early!.answers.keys()].sort()
      // The app's other first requests (country by IP, dictionaries) are not sent early.
      const app = appCalls(c.over, early!.deviceId)
        .filter((cmd) => (EARLY_NAMES as ReadonlyArray<string>).includes(cmd.name))
        .map((cmd) => earlyKey(cmd.name, cmd.params as never, cmd.caller))
      expect(app.sort()).toEqual(keys)
      expect(keys.map((k) => k.slice(0, k.indexOf("?")))).toEqual(["hostCountries", "hostGroups", "hostsGuest"])
      expect(gw.asked.map((u) => u.searchParams.get("deviceId"))).toEqual([early!.deviceId, early!.deviceId, early!.deviceId])
      expect(gw.asked.find((u) => u.pathname.endsWith("/users/guest"))?.searchParams.get("groupId")).toBe("7")
      if (c.over.stored?.["deviceId"]) expect(early!.deviceId).toBe(c.over.stored["deviceId"])
      else expect(early!.deviceId).toMatch(/^web-/)
    })

  it("given a member with a login token or a trace replay, when the boot script runs, then it sends nothing", async () => {
    expect(earlyCaller(input({ stored: { userId: "501", loginToken: "tok" } }), () => "web-new")).toBeNull()
    expect(earlyCaller(input({ search: "?trace=/t.ndjson" }), () => "web-new")).toBeNull()
    const { early, gw } = await start({ stored: { userId: "501", loginToken: "tok" } })
    expect(early).toBeNull()
    expect(gw.asked).toEqual([])
  })

  it("given a groups answer the boot cannot read, when the early requests settle, then only groups and countries were sent", async () => {
    for (const groups of [[], [{ id: "7" }], { list: GROUPS }]) {
      const { early, gw } = await withFirstGroup(0, () => start({}, () => T0, groups))
      expect([...early!.answers.keys()].map((k) => k.slice(0, k.indexOf("?"))).sort()).toEqual(["hostCountries", "hostGroups"])
      expect(gw.asked).toHaveLength(2)
    }
    expect(firstGroupId({ list: [] })).toBeNull()
    expect(firstGroupId([{ id: "7" }])).toBeNull()
    expect(firstGroupId([{ id: 1.5 }])).toBeNull()
    expect(firstGroupId([{ id: 7, code: "x" }])).toBe(7)
  })
})

describe("early requests: the first group known by configuration (wallFirstGroupId)", () => {
  const groupIdsAsked = (asked: ReadonlyArray<URL>) => asked.filter((u) => u.pathname.endsWith("/users/guest")).map((u) => u.searchParams.get("groupId"))

  it("given the right first group, then its first page goes out before the groups answer, once, and is the one the app takes", async () => {
    let release = () => {}
    const held = new Promise<void>((r) => (release = r))
    const gw = fakeGateway(GROUPS, held)
    const rows: Array<ReadonlyArray<string>> = []
    const early = await withFirstGroup(7, async () =>
      startEarlyRequests({ input: input(), fetch: gw.fetch, now: () => T0, rowLength: 2, base: "https://app.test/", onFirstRow: (photos) => rows.push(photos) }),
    )
    await vi.waitFor(() => expect(gw.asked).toHaveLength(3))
    // The groups answer is still held: the first page was asked for alongside it.
    expect(groupIdsAsked(gw.asked)).toEqual(["7"])
    release()
    await early!.registered
    await vi.waitFor(() => expect(rows).toHaveLength(1))
    expect(gw.asked).toHaveLength(3)
    const app = appCalls({}, early!.deviceId)
      .filter((cmd) => (EARLY_NAMES as ReadonlyArray<string>).includes(cmd.name))
      .map((cmd) => earlyKey(cmd.name, cmd.params as never, cmd.caller))
    expect(app.sort()).toEqual([...early!.answers.keys()].sort())
  })

  it("given another first group than configured, then the page of the group the answer names is asked for too, and the photos are that page's", async () => {
    const { early, gw, rows } = await withFirstGroup(1, () => start())
    await vi.waitFor(() => expect(rows).toHaveLength(1))
    expect(groupIdsAsked(gw.asked)).toEqual(["1", "7"])
    const app = appCalls({}, early!.deviceId).filter((cmd) => cmd.name === "hostsGuest").map((cmd) => earlyKey(cmd.name, cmd.params as never, cmd.caller))
    expect(app).toHaveLength(1)
    expect(early!.answers.has(app[0]!)).toBe(true)
  })

  it("the local default is the reference gateway's first group", () => {
    expect(LOCAL_DEFAULTS.wallFirstGroupId).toBe(HOST_GROUPS[0].id)
  })
})

describe("early requests: the gateway client takes an early answer once", () => {
  const visitor = { deviceId: "web-abc", userId: "", token: "", languageId: 1 }
  const client = (early: EarlyRequests | undefined, now: () => number = () => T0) => {
    const asked: string[] = []
    const fetch = (async (input: RequestInfo | URL) => {
      asked.push(new URL(String(input), "https://app.test").pathname)
      return new Response(await sealedOk(GROUPS), { status: 200 })
    }) as typeof globalThis.fetch
    const c = makeGatewayClient(LOCAL_DEFAULTS, { fetch, now, nonce: () => "n", early: earlyTaker(early, now) })
    return { asked, call: (name: string, params: Record<string, unknown>, caller = visitor) => c.call({ name, params, caller } as GatewayRequest) }
  }
  const withAnswer = async (answer: WireAnswer, at = T0): Promise<EarlyRequests> => ({
    deviceId: visitor.deviceId,
    names: ["hostGroups", "hostsGuest", "hostCountries"],
    registered: Promise.resolve(),
    answers: new Map([[earlyKey("hostGroups", {}, visitor), { at, answer: Promise.resolve(answer) }]]),
  })

  it("given an early groups answer, when the app asks for the groups twice, then the first is the early answer decoded and only the second goes out", async () => {
    const early = await withAnswer({ status: 200, text: await sealedOk([{ id: 99, code: "early", name: "Early" }]) })
    const c = client(early)
    expect(await c.call("hostGroups", {})).toEqual({ ok: true, data: [{ id: 99, code: "early", name: "Early" }] })
    expect(c.asked).toEqual([])
    expect(await c.call("hostGroups", {})).toEqual({ ok: true, data: GROUPS })
    expect(c.asked).toEqual(["/facade/api/homepage/userlist/exempt/group/part/groups"])
  })

  it("given an early answer that does not match the contract, when the app takes it, then it fails as data invalid (6666) like any answer", async () => {
    const c = client(await withAnswer({ status: 200, text: await sealedOk([{ id: "x" }]) }))
    expect(await c.call("hostGroups", {})).toMatchObject({ ok: false, code: 6666, reason: "decode" })
  })

  it("given an early request that timed out, when the app takes it, then the call fails with a timeout", async () => {
    const c = client(await withAnswer({ failed: "timeout" }))
    expect(await c.call("hostGroups", {})).toMatchObject({ ok: false, reason: "timeout" })
  })

  it("given the first page not yet sent (the groups still on their way), when the app asks for the countries, then it takes their early answer without waiting", async () => {
    const early: EarlyRequests = {
      deviceId: visitor.deviceId,
      names: ["hostGroups", "hostsGuest", "hostCountries"],
      registered: new Promise<void>(() => undefined),
      answers: new Map([[earlyKey("hostCountries", {}, visitor), { at: T0, answer: Promise.resolve<WireAnswer>({ status: 200, text: await sealedOk([840]) }) }]]),
    }
    const c = client(early)
    expect(await c.call("hostCountries", {})).toEqual({ ok: true, data: [840] })
    expect(c.asked).toEqual([])
  })

  it("given an early request that found no network, when the app takes it, then it asks again itself", async () => {
    const c = client(await withAnswer({ failed: "network" }))
    expect(await c.call("hostGroups", {})).toEqual({ ok: true, data: GROUPS })
    expect(c.asked).toHaveLength(1)
  })

  it("given another caller, a member's token, or an answer older than the limit, when the app asks, then it sends its own request", async () => {
    const other = client(await withAnswer({ status: 200, text: await sealedOk([]) }))
    await other.call("hostGroups", {}, { ...visitor, languageId: 2 })
    await other.call("hostGroups", {}, { ...visitor, token: "tok" })
    expect(other.asked).toHaveLength(2)
    const stale = client(await withAnswer({ status: 200, text: await sealedOk([]) }), () => T0 + EARLY_MAX_AGE_MS + 1)
    expect(await stale.call("hostGroups", {})).toEqual({ ok: true, data: GROUPS })
    expect(stale.asked).toHaveLength(1)
  })

  it("given no early requests on the page, when the app asks, then it sends its own", async () => {
    const c = client(undefined)
    expect(await c.call("hostGroups", {})).toEqual({ ok: true, data: GROUPS })
    expect(c.asked).toHaveLength(1)
  })
})

describe("early requests: the first row's photos in the first paint", () => {
  it("given the wall's columns, then as many photos as one row has are loaded", () => {
    const at = (width: number) => wallColumns((q) => {
      const m = /\((max|min)-width: (\d+)px\)/.exec(q)!
      return m[1] === "max" ? width <= Number(m[2]) : width >= Number(m[2])
    })
    expect([360, 680, 681, 767, 768, 959, 960, 1199, 1200, 1499, 1500, 2560].map(at)).toEqual([2, 2, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6])
  })

  it("given a page with unusable photo addresses, then the row ends at the first of them", () => {
    const page = (...imgs: unknown[]) => ({ list: imgs.map((headImg, i) => ({ userId: i, headImg })) })
    expect(firstPhotos(page("/a.png", "https://cdn.test/b.png", "/c.png"), 2, "https://app.test/")).toEqual(["/a.png", "https://cdn.test/b.png"])
    expect(firstPhotos(page("/a.png", "javascript:alert(1)", "/c.png"), 6, "https://app.test/")).toEqual(["/a.png"])
    expect(firstPhotos(page("/a.png", 5, "/c.png"), 6, "https://app.test/")).toEqual(["/a.png"])
    expect(firstPhotos(page("", "/b.png"), 6, "https://app.test/")).toEqual([])
    expect(firstPhotos({ list: "no" }, 6, "https://app.test/")).toEqual([])
  })

  it("given the static first paint, when the first page is in and the first paint is on screen, then one row of the first hosts' photos is in the skeleton's cards", async () => {
    document.body.innerHTML = `<div id="root"><div class="fp-paint"><div class="fp-grid" style="grid-template-columns: 1fr 1fr">${'<i class="fp-card"></i>'.repeat(12)}</div></div></div>`
    const { rows } = await start()
    await vi.waitFor(() => expect(rows).toHaveLength(1))
    expect(rows).toEqual([["/media/avatar/101_270X360.png", "/media/avatar/102_270X360.png"]])
    expect(paintFirstRow(document, firstRowImages(document, rows[0]!))).toBe(2)
    const imgs = [...document.querySelectorAll<HTMLImageElement>(".fp-card img.fp-photo")]
    expect(imgs.map((i) => i.getAttribute("src"))).toEqual(["/media/avatar/101_270X360.png", "/media/avatar/102_270X360.png"])
    expect(imgs.every((i) => i.alt === "" && i.getAttribute("fetchpriority") === "high" && i.width === 270 && i.height === 360)).toBe(true)
  })

  it("given the app has already replaced the first paint, when the photos come, then nothing is put in", () => {
    document.body.innerHTML = `<div id="root"><main></main></div>`
    expect(paintFirstRow(document, firstRowImages(document, ["/a.png"]))).toBe(0)
    expect(document.querySelectorAll("img")).toHaveLength(0)
  })
})
