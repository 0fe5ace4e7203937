// The lazily loaded RTC adapter (issue 14: call code is a chunk of its own): calls made before the real
// adapter arrives run on it in the order they were made, later calls go straight to it, and a chunk that
// cannot load makes a join report joinFailed while the other answers stay empty (adapters never throw).
import { describe, expect, it } from "vitest"
import { lazyRtc } from "../../infrastructure/rtc/lazy"
import type { RtcAdapter, RtcReport } from "../../domain/runtime/rtc"

/** A recording adapter: each call's name and arguments, in order. */
const recorder = (calls: string[]): RtcAdapter => ({
  prepare: () => void calls.push("prepare"),
  checkDevices: async () => (calls.push("checkDevices"), { camera: true, microphone: true, speakers: "present", permission: "granted" }),
  join: (j) => void calls.push(`join ${j.roomNum}`),
  leave: (room) => void calls.push(`leave ${room}`),
  setMicMuted: (m) => void calls.push(`mic ${m}`),
  setRemoteVolume: (v) => void calls.push(`volume ${v}`),
  switchDevice: (k, id) => void calls.push(`switch ${k} ${id}`),
  attach: (slot, el) => void calls.push(`attach ${slot} ${el === null ? "null" : "video"}`),
  captureRemoteFrame: async () => (calls.push("capture"), "blob:x"),
  devices: async () => (calls.push("devices"), { cameras: [], microphones: [], camera: null, microphone: null }),
})

const join = { roomNum: "r1", appId: "", token: "", uid: "1", role: "caller" as const, peerUserId: "2" }

describe("lazyRtc", () => {
  it("given the chunk not loaded yet, when calls come, then they run on the real adapter in order once it arrives; later ones at once", async () => {
    const calls: string[] = []
    let loads = 0
    let arrive: (a: RtcAdapter) => void = () => {}
    const rtc = lazyRtc(() => (loads++, new Promise<RtcAdapter>((r) => (arrive = r))))
    rtc.attach("local", null)
    rtc.join(join, () => {})
    rtc.setMicMuted(true)
    expect(calls).toEqual([])
    arrive(recorder(calls))
    await Promise.resolve()
    await Promise.resolve()
    expect(calls).toEqual(["attach local null", "join r1", "mic true"])
    rtc.leave("r1")
    expect(calls.at(-1)).toBe("leave r1")
    expect(await rtc.captureRemoteFrame(0.2)).toBe("blob:x")
    expect(loads).toBe(1)
  })

  it("given a chunk that cannot load, then a join reports joinFailed (network), answers are empty, and the next use tries again", async () => {
    const reports: RtcReport[] = []
    let loads = 0
    const rtc = lazyRtc(() => (loads++, Promise.reject(new Error("offline"))))
    rtc.join(join, (r) => reports.push(r))
    expect(await rtc.checkDevices()).toEqual({ camera: false, microphone: false, speakers: "unknown", permission: "unknown" })
    expect(await rtc.captureRemoteFrame(0.2)).toBeNull()
    expect(await rtc.devices()).toEqual({ cameras: [], microphones: [], camera: null, microphone: null })
    expect(reports).toEqual([{ type: "joinFailed", roomNum: "r1", reason: "network" }])
    expect(loads).toBeGreaterThanOrEqual(2)
  })
})
