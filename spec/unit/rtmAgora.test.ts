// @vitest-environment jsdom
// The Agora RTM adapter behind a mock of the SDK module (the real SDK does not load in Node): lazy
// import on connect only, login with app id / user id / token, peer messages through peerToEvent,
// link states to RealtimeStatusChanged (token failures -> "denied"), disconnect logs out.
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { RealtimeInput } from "../../domain/runtime/ports"

const sdk = vi.hoisted(() => {
  const clients: Array<{ appId: string; userId: string; listeners: Record<string, (e: unknown) => void>; login: ReturnType<typeof vi.fn>; logout: ReturnType<typeof vi.fn> }> = []
  let loads = 0
  let loginError: unknown = null
  class RTM {
    listeners: Record<string, (e: unknown) => void> = {}
    login = vi.fn(async (_o: { token?: string }) => {
      if (loginError) throw loginError
      return {}
    })
    logout = vi.fn(async () => ({}))
    constructor(
      public appId: string,
      public userId: string,
    ) {
      clients.push(this)
    }
    addEventListener(name: string, l: (e: unknown) => void) {
      this.listeners[name] = l
    }
  }
  return {
    clients,
    RTM,
    loaded: () => loads,
    onLoad: () => void loads++,
    failLogin: (e: unknown) => void (loginError = e),
  }
})
vi.mock("agora-rtm-sdk", () => {
  sdk.onLoad()
  return { default: { RTM: sdk.RTM } }
})

import { agoraMessageToEvent, makeAgoraRealtime } from "../../infrastructure/rtm/agora"

const flush = () => new Promise((r) => setTimeout(r, 0))

describe("Agora RTM adapter", () => {
  beforeEach(() => {
    sdk.clients.length = 0
    sdk.failLogin(null)
  })
  it("imports the SDK only on connect, logs in and reports online", async () => {
    const rt = makeAgoraRealtime({ appId: "app-1", now: () => 5 })
    expect(sdk.loaded()).toBe(0)
    const got: RealtimeInput[] = []
    rt.connect({ userId: "501", token: "rtm-tok" }, (e) => got.push(e))
    await flush()
    expect(sdk.loaded()).toBe(1)
    const c = sdk.clients[0]!
    expect([c.appId, c.userId]).toEqual(["app-1", "501"])
    expect(c.login).toHaveBeenCalledWith({ token: "rtm-tok" })
    expect(got.map((e) => (e._tag === "RealtimeStatusChanged" ? e.status : e._tag))).toEqual(["connecting", "online"])
  })
  it("turns peer messages into events and garbage into WireRejected", async () => {
    const rt = makeAgoraRealtime({ appId: "a", now: () => 7 })
    const got: RealtimeInput[] = []
    rt.connect({ userId: "501", token: "t" }, (e) => got.push(e))
    await flush()
    const msg = { chat_id: "501-502", messageId: "m1", message_type: 1, message_type_value: 0, senderId: "502", receiverIds: ["501"], timeStamp: 1 }
    sdk.clients[0]!.listeners["message"]!({ publisher: "502", message: JSON.stringify({ bizType: 1, bizData: msg, id: "e1" }), timestamp: 9 })
    sdk.clients[0]!.listeners["message"]!({ publisher: "502", message: "not json" })
    sdk.clients[0]!.listeners["message"]!({ publisher: "502", message: JSON.stringify({ bizType: 1, bizData: { nope: 1 } }) })
    expect(got.slice(2).map((e) => e._tag)).toEqual(["ImFrameReceived", "WireRejected", "WireRejected"])
    expect(got[2]).toMatchObject({ frameId: "e1", from: "502", message: { messageId: "m1" } })
    expect(agoraMessageToEvent({ publisher: "502", message: JSON.stringify({ bizType: 1, bizData: msg }) }, 7)).toMatchObject({ frameId: "502:7" })
  })
  it("maps link states: drops offline 'network', token failures offline 'denied', reconnection online", async () => {
    const rt = makeAgoraRealtime({ appId: "a" })
    const got: RealtimeInput[] = []
    rt.connect({ userId: "501", token: "t" }, (e) => got.push(e))
    await flush()
    const link = sdk.clients[0]!.listeners["linkState"]!
    link({ currentState: "DISCONNECTED", reasonCode: "NETWORK" })
    link({ currentState: "CONNECTING" })
    link({ currentState: "CONNECTED" })
    link({ currentState: "FAILED", reasonCode: "TOKEN_EXPIRED" })
    const statuses = got.slice(2).map((e) => (e._tag === "RealtimeStatusChanged" ? `${e.status}:${e.reason ?? ""}` : e._tag))
    expect(statuses).toEqual(["offline:network", "connecting:", "online:", "offline:denied"])
  })
  it("a rejected login with a token error reports denied; disconnect logs out and silences the old session", async () => {
    sdk.failLogin({ reasonCode: "INVALID_TOKEN" })
    const rt = makeAgoraRealtime({ appId: "a" })
    const got: RealtimeInput[] = []
    rt.connect({ userId: "501", token: "bad" }, (e) => got.push(e))
    await flush()
    expect(got.at(-1)).toMatchObject({ status: "offline", reason: "denied" })
    sdk.failLogin(null)
    rt.connect({ userId: "501", token: "good" }, (e) => got.push(e))
    await flush()
    const c = sdk.clients[1]!
    rt.disconnect()
    expect(c.logout).toHaveBeenCalled()
    const before = got.length
    c.listeners["linkState"]!({ currentState: "CONNECTED" })
    expect(got.length).toBe(before)
  })
})
