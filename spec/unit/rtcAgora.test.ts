// @vitest-environment jsdom
// The production RTC adapter behind a mock of agora-rtc-sdk-ng: lazy load, h264 client, 720p encoder,
// appId/token/uid passed to join, and the SDK's callbacks turned into RtcReports (joined, remote first
// frame, remote left, quality, device lost), mute and volume, leave.
import { beforeEach, describe, expect, it, vi } from "vitest"
import type { RtcReport } from "../../domain/runtime/rtc"

type Listener = (...a: unknown[]) => void
const emitter = () => {
  const ls = new Map<string, Listener[]>()
  return {
    on: vi.fn((ev: string, l: Listener) => void ls.set(ev, [...(ls.get(ev) ?? []), l])),
    emit: (ev: string, ...a: unknown[]) => (ls.get(ev) ?? []).forEach((l) => l(...a)),
    removeAllListeners: vi.fn(() => ls.clear()),
  }
}
const fakeTrack = (kind: string) => ({ kind, getSettings: () => ({ deviceId: `${kind}-dev` }), stop: vi.fn() })
const localTrack = (kind: "audio" | "video") => ({
  ...emitter(),
  close: vi.fn(),
  setMuted: vi.fn(async () => {}),
  setDevice: vi.fn(async () => {}),
  getMediaStreamTrack: () => fakeTrack(kind),
})
const sdk = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }))

vi.mock("agora-rtc-sdk-ng", () => ({ default: new Proxy({}, { get: (_t, k) => sdk.current?.[k as string] }) }))

class FakeMediaStream {
  constructor(readonly tracks: unknown[] = []) {}
  getTracks = () => this.tracks
}

const setup = () => {
  const client = { ...emitter(), join: vi.fn(async () => 7), publish: vi.fn(async () => {}), subscribe: vi.fn(async () => {}), leave: vi.fn(async () => {}), getRTCStats: () => ({ RTT: 42 }) }
  const mic = localTrack("audio")
  const cam = localTrack("video")
  const AgoraRTC = {
    createClient: vi.fn(() => client),
    createMicrophoneAndCameraTracks: vi.fn(async () => [mic, cam]),
  }
  sdk.current = AgoraRTC
  return { client, mic, cam, AgoraRTC }
}

const JOIN = { roomNum: "r-1", appId: "agora-app", token: "rtc-token", uid: "501", role: "caller" as const, peerUserId: "777" }

describe("Agora RTC adapter (agora-rtc-sdk-ng mocked)", () => {
  beforeEach(() => {
    vi.resetModules()
    ;(globalThis as { MediaStream?: unknown }).MediaStream = FakeMediaStream
  })

  it("imports the SDK only when prepared or joined", async () => {
    const s = setup()
    const load = vi.fn(async () => (await import("agora-rtc-sdk-ng")).default)
    const { makeAgoraRtc } = await import("../../infrastructure/rtc/agora")
    const rtc = makeAgoraRtc({ env: {}, load })
    expect(load).not.toHaveBeenCalled()
    rtc.prepare()
    rtc.prepare()
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(s.AgoraRTC.createClient).not.toHaveBeenCalled())
  })

  it("joins with h264, the launch appId/token, a numeric uid and a 720p camera, then reports joined", async () => {
    const s = setup()
    const { makeAgoraRtc, ENCODER_720P } = await import("../../infrastructure/rtc/agora")
    const rtc = makeAgoraRtc({ env: {} })
    const reports: RtcReport[] = []
    rtc.join(JOIN, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports).toContainEqual({ type: "joined", roomNum: "r-1" }))
    expect(s.AgoraRTC.createClient).toHaveBeenCalledWith({ mode: "rtc", codec: "h264" })
    expect(s.client.join).toHaveBeenCalledWith("agora-app", "r-1", "rtc-token", 501)
    expect(s.AgoraRTC.createMicrophoneAndCameraTracks).toHaveBeenCalledWith({}, { encoderConfig: ENCODER_720P })
    expect(ENCODER_720P).toBe("720p_1")
    expect(s.client.publish).toHaveBeenCalledWith([s.mic, s.cam])
  })

  it("subscribes to the remote user, reports remote joined and first frame once, and remote left with its reason", async () => {
    const s = setup()
    const { makeAgoraRtc } = await import("../../infrastructure/rtc/agora")
    const rtc = makeAgoraRtc({ env: {} })
    const reports: RtcReport[] = []
    rtc.join(JOIN, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports.map((r) => r.type)).toContain("joined"))
    const videoTrack = { ...emitter(), getMediaStreamTrack: () => fakeTrack("video") }
    const audioTrack = { setVolume: vi.fn(), play: vi.fn(), stop: vi.fn() }
    const user = { uid: 777, videoTrack, audioTrack, hasAudio: true, hasVideo: true }
    s.client.emit("user-published", user, "video")
    s.client.emit("user-published", user, "audio")
    await vi.waitFor(() => expect(audioTrack.play).toHaveBeenCalled())
    expect(s.client.subscribe).toHaveBeenCalledWith(user, "video")
    expect(audioTrack.setVolume).toHaveBeenCalledWith(100)
    videoTrack.emit("first-frame-decoded")
    videoTrack.emit("first-frame-decoded")
    s.client.emit("network-quality", { downlinkNetworkQuality: 5, uplinkNetworkQuality: 1 })
    s.client.emit("user-left", user, "Quit")
    expect(reports.map((r) => r.type)).toEqual(["joined", "remoteJoined", "remoteFirstFrame", "quality", "remoteLeft"])
    expect(reports[3]).toEqual({ type: "quality", roomNum: "r-1", quality: "bad", rttMs: 42, lossPct: 0 })
    expect(reports[4]).toEqual({ type: "remoteLeft", roomNum: "r-1", reason: "bye" })
    rtc.setRemoteVolume(0)
    expect(audioTrack.setVolume).toHaveBeenLastCalledWith(0)
  })

  it("mutes the microphone, reports a lost camera, and leaves only its own room", async () => {
    const s = setup()
    const { makeAgoraRtc } = await import("../../infrastructure/rtc/agora")
    const rtc = makeAgoraRtc({ env: {} })
    const reports: RtcReport[] = []
    rtc.join(JOIN, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports.map((r) => r.type)).toContain("joined"))
    rtc.setMicMuted(true)
    expect(s.mic.setMuted).toHaveBeenCalledWith(true)
    s.cam.emit("track-ended")
    expect(reports.at(-1)).toEqual({ type: "deviceLost", kind: "camera" })
    rtc.leave("other-room")
    expect(s.client.leave).not.toHaveBeenCalled()
    rtc.leave("r-1")
    expect(s.client.leave).toHaveBeenCalled()
    expect(s.mic.close).toHaveBeenCalled()
    expect(s.cam.close).toHaveBeenCalled()
  })

  it("reports a join failure with its reason (permission, token) and never throws", async () => {
    const s = setup()
    s.AgoraRTC.createMicrophoneAndCameraTracks.mockRejectedValueOnce(Object.assign(new Error("denied"), { code: "PERMISSION_DENIED" }))
    const { makeAgoraRtc } = await import("../../infrastructure/rtc/agora")
    const rtc = makeAgoraRtc({ env: {} })
    const reports: RtcReport[] = []
    rtc.join(JOIN, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports).toEqual([{ type: "joinFailed", roomNum: "r-1", reason: "permission" }]))
    s.client.join.mockRejectedValueOnce(Object.assign(new Error("bad token"), { code: "INVALID_TOKEN" }))
    rtc.join({ ...JOIN, roomNum: "r-2" }, (r) => reports.push(r))
    await vi.waitFor(() => expect(reports.at(-1)).toEqual({ type: "joinFailed", roomNum: "r-2", reason: "token" }))
  })
})
