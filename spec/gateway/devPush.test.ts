// @vitest-environment node
// The reference gateway's local push path (local mode, no push service): POST /dev/push/test pushes the
// self-test's notification to each push token the signed-in member saved, over the relay to the member's
// open sessions, where the client adapter (infrastructure/push/local.ts) hands the push for its own token
// to the service worker. Without a session it answers 401; tokens and sessions are counted so the
// self-test can say why nothing arrived. Also: a relay that cannot be reached reports "network".
import { WebSocket } from "ws"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { RealtimeInput } from "../../domain/runtime/ports"
import { makeLocalPush } from "../../infrastructure/push/local"
import { makeWsRealtime, type LocalPush } from "../../infrastructure/rtm/ws"
import type { BuiltGateway } from "../../gateway/server"
import { call, listenRelay, login, removeTempDirs, startGateway, until } from "./helpers"

let gw: BuiltGateway
let url: string
beforeEach(async () => {
  gw = await startGateway()
  url = await listenRelay(gw)
})
afterEach(async () => {
  await gw.app.close()
  removeTempDirs()
})

const DEVICE = "dev-push"
const member = async () => {
  const r = await login(gw, "alex@example.com", "password1", DEVICE)
  const me = { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: DEVICE }
  const rtm = await call(gw, "rtmToken", {}, me)
  return { me, rtm: { userId: String(me.userId), token: rtm.data.token as string } }
}
const testPush = (token: string, body: Record<string, unknown>) =>
  gw.app.inject({ method: "POST", url: "/dev/push/test", headers: { authorization: token, "content-type": "application/json" }, payload: JSON.stringify(body) })

const connect = (auth: { userId: string; token: string }) => {
  const events: RealtimeInput[] = []
  const pushes: LocalPush[] = []
  const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
  rt.onPush((p) => pushes.push(p))
  rt.connect(auth, (e) => events.push(e))
  return { rt, events, pushes }
}

describe("POST /dev/push/test (the self-test's remote part)", () => {
  it("pushes the given text to every saved token of the member through its open relay sessions", async () => {
    const { me, rtm } = await member()
    expect((await call(gw, "savePushToken", { pushToken: "local-one", gender: 1, countryId: 792 }, me)).code).toBe(200)
    const c = connect(rtm)
    await until(() => gw.relay.isOnline(rtm.userId))
    const res = await testPush(me.token, { deviceId: DEVICE, title: "VidChat test notification", body: "It works" })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ tokens: 1, sessions: 1 })
    await until(() => c.pushes.length === 1)
    expect(c.pushes[0]).toMatchObject({
      token: "local-one",
      payload: { notification: { title: "VidChat test notification", body: "It works" }, data: { type: "test", sentAt: expect.stringMatching(/^\d+$/) } },
    })
    c.rt.disconnect()
  })

  it("counts no tokens and no sessions, so the self-test can say why nothing came", async () => {
    const { me, rtm } = await member()
    expect((await testPush(me.token, { deviceId: DEVICE, title: "t" })).json()).toEqual({ tokens: 0, sessions: 0 })
    await call(gw, "savePushToken", { pushToken: "local-two", gender: 1, countryId: 792 }, me)
    expect((await testPush(me.token, { deviceId: DEVICE, title: "t" })).json()).toEqual({ tokens: 1, sessions: 0 })
    expect(gw.relay.isOnline(rtm.userId)).toBe(false)
  })

  it("answers 401 without a valid session and 400 without a title", async () => {
    const { me } = await member()
    expect((await testPush("nope", { deviceId: DEVICE, title: "t" })).statusCode).toBe(401)
    expect((await testPush(me.token, { deviceId: "another-device", title: "t" })).statusCode).toBe(401)
    expect((await testPush(me.token, { deviceId: DEVICE, title: "" })).statusCode).toBe(400)
    expect((await testPush(me.token, { deviceId: DEVICE })).statusCode).toBe(400)
  })
})

describe("the client's local push adapter", () => {
  it("hands the worker only the pushes for its own token; asks the gateway for the test push", async () => {
    const { me, rtm } = await member()
    const stored: Record<string, string> = { localPushToken: "local-mine" }
    const toWorker: unknown[] = []
    const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
    const base = url.replace(/^ws/, "http").replace(/\/facade\/rt$/, "")
    const push = makeLocalPush({
      env: { pushManager: true },
      randomId: () => "x",
      store: { get: (k) => stored[k] ?? null, set: (k, v) => void (stored[k] = v) },
      gatewayUrl: base,
      fetch: (...a) => fetch(...a),
      relay: rt,
      toWorker: (p) => void toWorker.push(p),
    })
    await call(gw, "savePushToken", { pushToken: "local-mine", gender: 1, countryId: 792 }, me)
    await call(gw, "savePushToken", { pushToken: "local-other-browser", gender: 1, countryId: 792 }, me)
    rt.connect(rtm, () => {})
    await until(() => gw.relay.isOnline(rtm.userId))
    const caller = { userId: String(me.userId), token: me.token, deviceId: DEVICE, languageId: 1 }
    expect(await push.requestTestPush(caller, { title: "Test", body: "B" })).toEqual({ outcome: "sent", reason: "" })
    await until(() => toWorker.length === 1)
    await new Promise((r) => setTimeout(r, 100))
    expect(toWorker).toEqual([{ notification: { title: "Test", body: "B" }, data: { type: "test", sentAt: expect.any(String) } }])
    expect(await push.requestTestPush({ ...caller, token: "nope" }, { title: "Test", body: "B" })).toEqual({ outcome: "failed", reason: "HTTP 401" })
    rt.disconnect()
  })

  it("a gateway without the endpoint (production) is 'unavailable'", async () => {
    const push = makeLocalPush({
      env: { pushManager: true },
      randomId: () => "x",
      store: { get: () => null, set: () => {} },
      fetch: async () => new Response('{"code":404,"msg":"not found"}', { status: 404 }),
    })
    expect(await push.requestTestPush({ userId: "1", token: "t", deviceId: "d", languageId: 1 }, { title: "T", body: "" })).toEqual({ outcome: "unavailable", reason: "the gateway has no test push" })
  })
})

describe("a relay that cannot be reached", () => {
  it("reports offline with reason network (the way is down), not closed", async () => {
    const events: RealtimeInput[] = []
    const rt = makeWsRealtime({ url: "ws://127.0.0.1:9/facade/rt", WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
    rt.connect({ userId: "1", token: "t" }, (e) => events.push(e))
    await until(() => events.some((e) => e._tag === "RealtimeStatusChanged" && e.status === "offline"))
    expect(events.find((e) => e._tag === "RealtimeStatusChanged" && e.status === "offline")).toMatchObject({ reason: "network" })
    rt.disconnect()
  })
})
