// @vitest-environment node
// The real-time relay of the reference gateway with the client's WebSocket adapter on the other end:
// hello with the RTM token, peer messages decoded into events, bad tokens denied, garbage frames
// rejected (never thrown), signaling between members, and reconnect after the relay drops a session.
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebSocket } from "ws"
import type { RealtimeInput } from "../../domain/runtime/ports"
import { BizType } from "../../domain/realtime/wire"
import { makeWsRealtime, type Signal } from "../../infrastructure/rtm/ws"
import type { BuiltGateway } from "../../gateway/server"
import { call, login, removeTempDirs, startGateway, listenRelay, until } from "./helpers"

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

const rtmOf = async (email: string, password: string) => {
  const r = await login(gw, email, password, `dev-${email}`)
  const me = { token: r.data.loginToken as string, userId: r.data.userId as number, deviceId: `dev-${email}` }
  const t = await call(gw, "rtmToken", {}, me)
  return { userId: String(me.userId), token: t.data.token as string }
}


const client = () => {
  const events: RealtimeInput[] = []
  const rt = makeWsRealtime({ url, WebSocket: WebSocket as unknown as new (u: string) => globalThis.WebSocket, random: () => 0 })
  return { rt, events, status: () => events.filter((e) => e._tag === "RealtimeStatusChanged").map((e) => (e as { status: string }).status) }
}

describe("relay", () => {
  it("authenticates with the RTM token and delivers peer messages as typed events", async () => {
    const a = await rtmOf("alex@example.com", "password1")
    const c = client()
    c.rt.connect(a, (e) => c.events.push(e))
    await until(() => c.status().includes("online"))
    expect(c.status()).toEqual(["connecting", "online"])
    const message = { chat_id: `1-${a.userId}`, messageId: "m1", message_type: 1, message_type_value: 0, senderId: "1", receiverIds: [a.userId], timeStamp: 5, textContent: { source: "hi" } }
    const { sessions } = gw.relay.deliver(a.userId, 1, BizType.im, message)
    expect(sessions).toBe(1)
    gw.relay.deliver(a.userId, 1, BizType.call, { callAction: "one" })
    gw.relay.deliver(a.userId, 1, 77, {})
    await until(() => c.events.length >= 5)
    expect(c.events[2]).toMatchObject({ _tag: "ImFrameReceived", from: "1", message })
    expect(c.events[3]).toMatchObject({ _tag: "WireRejected", source: "realtime" })
    expect(c.events[4]).toMatchObject({ _tag: "WireRejected", reason: expect.stringContaining("unknown bizType 77") })
    c.rt.disconnect()
    await until(() => !gw.relay.isOnline(a.userId))
    expect(c.status().at(-1)).toBe("offline")
  })

  it("denies a wrong token without retrying", async () => {
    const a = await rtmOf("alex@example.com", "password1")
    const c = client()
    c.rt.connect({ userId: a.userId, token: "nope" }, (e) => c.events.push(e))
    await until(() => c.status().includes("offline"))
    await new Promise((r) => setTimeout(r, 700))
    expect(c.events).toEqual([
      { _tag: "RealtimeStatusChanged", status: "connecting", attempt: 1 },
      { _tag: "RealtimeStatusChanged", status: "offline", attempt: 1, reason: "denied" },
    ])
    expect(gw.relay.isOnline(a.userId)).toBe(false)
  })

  it("reconnects after the relay drops the session, and relays signaling between members", async () => {
    const a = await rtmOf("alex@example.com", "password1")
    const b = await rtmOf("sam@example.com", "password2")
    const ca = client()
    const cb = client()
    ca.rt.connect(a, (e) => ca.events.push(e))
    cb.rt.connect(b, (e) => cb.events.push(e))
    await until(() => ca.status().includes("online") && cb.status().includes("online"))
    const got: Signal[] = []
    cb.rt.onSignal((s) => got.push(s))
    ca.rt.sendSignal(b.userId, "room-1", { sdp: "offer" })
    await until(() => got.length === 1)
    expect(got[0]).toEqual({ from: a.userId, roomNum: "room-1", data: { sdp: "offer" } })

    expect(gw.relay.drop(b.userId)).toBe(1)
    await until(() => cb.status().filter((s) => s === "online").length === 2)
    expect(cb.status()).toEqual(["connecting", "online", "offline", "connecting", "online"])
    cb.rt.disconnect()
    ca.rt.disconnect()
  })
})

describe("relay sessions under a second hello", () => {
  it("moves the session to the second member: the first one is no longer online through it", async () => {
    const a = await rtmOf("alex@example.com", "password1")
    const b = await rtmOf("sam@example.com", "password2")
    const ws = new WebSocket(url)
    const got: string[] = []
    ws.on("message", (m) => got.push(String(m)))
    await new Promise((r) => ws.once("open", r))
    ws.send(JSON.stringify({ t: "hello", ...a }))
    await until(() => gw.relay.isOnline(a.userId))
    ws.send(JSON.stringify({ t: "hello", ...b }))
    await until(() => gw.relay.isOnline(b.userId))
    expect(gw.relay.isOnline(a.userId)).toBe(false)
    expect(gw.relay.deliver(a.userId, 1, BizType.im, {}).sessions).toBe(0)
    ws.close()
    await until(() => !gw.relay.isOnline(b.userId))
    expect(got.filter((f) => f.includes('"ready"'))).toHaveLength(2)
  })
})

describe("relay: how a member's last session ended", () => {
  it("reports the client's close code, a drop and a move to another member, once per member gone", async () => {
    const a = await rtmOf("alex@example.com", "password1")
    const b = await rtmOf("sam@example.com", "password2")
    const gone: Array<[string, unknown]> = []
    gw.relay.onGone((id, why) => gone.push([id, why]))
    const open = async (who: { userId: string; token: string }) => {
      const ws = new WebSocket(url)
      await new Promise((r) => ws.once("open", r))
      ws.send(JSON.stringify({ t: "hello", ...who }))
      await until(() => gw.relay.isOnline(who.userId))
      return ws
    }
    // Two sessions: closing one of them is not the member gone.
    const first = await open(a)
    const second = await open(a)
    first.close(4000, "bye")
    await new Promise((r) => setTimeout(r, 50))
    expect(gone).toEqual([])
    second.close(4000, "bye")
    await until(() => gone.length === 1)
    expect(gone[0]).toEqual([a.userId, { how: "closed", code: 4000 }])

    await open(a)
    expect(gw.relay.drop(a.userId)).toBe(1)
    await until(() => gone.length === 2)
    expect(gone[1]).toEqual([a.userId, { how: "dropped" }])

    const moving = await open(a)
    moving.send(JSON.stringify({ t: "hello", ...b }))
    await until(() => gone.length === 3)
    expect(gone[2]).toEqual([a.userId, { how: "moved" }])
    moving.terminate()
    await until(() => gone.length === 4)
    expect(gone[3]).toEqual([b.userId, { how: "closed", code: 1006 }])
    await new Promise((r) => setTimeout(r, 50))
    expect(gone).toHaveLength(4)
  })
})
