// Requests sent if the page closes (infrastructure/gateway/leave.ts): built ahead, sent at pagehide with
// keepalive, built again within the signature's window, dropped when cleared or replaced.
import { describe, expect, it } from "vitest"
import type { GatewayRequest } from "../../domain/runtime/ports"
import { LEAVE_RESEAL_MS, makeLeaveRequests } from "../../infrastructure/gateway/leave"
import type { WireRequest } from "../../infrastructure/gateway/request"

const caller = { deviceId: "d", userId: "501", token: "t", languageId: 1 }
const hangup = (roomNum: string): GatewayRequest => ({ name: "callHangup", params: { roomNum, hangupReason: 1 }, caller })

const rig = () => {
  let built = 0
  const sent: Array<{ url: string; init: RequestInit }> = []
  const listeners = new Map<string, () => void>()
  const intervals = new Map<number, () => void>()
  let nextInterval = 0
  const pending: Array<() => void> = []
  const leave = makeLeaveRequests({
    prepare: (r) =>
      new Promise<WireRequest>((resolve) => {
        const n = ++built
        pending.push(() => resolve({ url: `/facade/api/${r.name}?room=${String(r.params["roomNum"])}&build=${n}`, init: { method: "POST", headers: {}, body: "{}" }, sealed: true }))
      }),
    fetch: (url, init) => {
      sent.push({ url: String(url), init: init ?? {} })
      return Promise.resolve(new Response("{}"))
    },
    target: { addEventListener: (type: string, f: unknown) => void listeners.set(type, f as () => void) },
    setInterval: (f, ms) => {
      expect(ms).toBe(LEAVE_RESEAL_MS)
      intervals.set(++nextInterval, f)
      return nextInterval
    },
    clearInterval: (h) => void intervals.delete(h as number),
  })
  const settle = async () => {
    while (pending.length > 0) pending.shift()!()
    await new Promise((r) => setTimeout(r, 0))
  }
  return { leave, sent, intervals, settle, pagehide: () => listeners.get("pagehide")?.() }
}

describe("requests sent if the page closes", () => {
  it("given a kept request built ahead, when the page hides, then it is sent once with keepalive", async () => {
    const r = rig()
    r.leave.set("call", hangup("R1"))
    await r.settle()
    r.pagehide()
    r.pagehide()
    expect(r.sent).toHaveLength(1)
    expect(r.sent[0]!.url).toContain("/callHangup?room=R1")
    expect(r.sent[0]!.init).toMatchObject({ method: "POST", keepalive: true, body: "{}" })
  })
  it("given a request cleared or replaced, when the page hides, then only the newest is sent", async () => {
    const r = rig()
    r.leave.set("call", hangup("R1"))
    r.leave.set("call", hangup("R2"))
    await r.settle()
    r.leave.set("other", hangup("R3"))
    r.leave.set("other", null)
    await r.settle()
    r.pagehide()
    expect(r.sent.map((s) => s.url)).toEqual([expect.stringContaining("room=R2")])
    expect(r.intervals.size).toBe(0)
  })
  it("given a request still being built, when the page hides, then nothing is sent (best effort)", async () => {
    const r = rig()
    r.leave.set("call", hangup("R1"))
    r.pagehide()
    await r.settle()
    expect(r.sent).toHaveLength(0)
  })
  it("given a kept request, when the re-build time passes, then the newer build is the one sent", async () => {
    const r = rig()
    r.leave.set("call", hangup("R1"))
    await r.settle()
    for (const f of r.intervals.values()) f()
    await r.settle()
    r.pagehide()
    expect(r.sent.map((s) => s.url)).toEqual([expect.stringContaining("build=2")])
  })
})
