// @vitest-environment jsdom
// The m§4 report screenshot through the Rtc port: the Agora adapter (agora-rtc-sdk-ng mocked) encodes the
// remote track's current frame (getCurrentFrameData) as JPEG 0.2, falls back to the remote <video> when the
// SDK has no frame, and answers null without remote video; the WebRTC adapter draws its remote <video>;
// the interpreter turns the capture into RemoteFrameCaptured; the browser encoder waits for a picture
// when the video has none at that moment (a stream just re-attached).
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { RtcReport } from "../../domain/runtime/rtc"
import type { Frame } from "../../infrastructure/rtc/media"

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
const localTrack = (kind: "audio" | "video") => ({ ...emitter(), close: vi.fn(), setMuted: vi.fn(async () => {}), setDevice: vi.fn(async () => {}), getMediaStreamTrack: () => fakeTrack(kind) })
const sdk = vi.hoisted(() => ({ current: null as null | Record<string, unknown> }))
vi.mock("agora-rtc-sdk-ng", () => ({ default: new Proxy({}, { get: (_t, k) => sdk.current?.[k as string] }) }))

class FakeMediaStream {
  constructor(readonly tracks: unknown[] = []) {}
  getTracks = () => this.tracks
}
const JOIN = { roomNum: "r-1", appId: "agora-app", token: "rtc-token", uid: "501", role: "caller" as const, peerUserId: "777" }

const joined = async (frameData: () => unknown) => {
  const client = { ...emitter(), join: vi.fn(async () => 7), publish: vi.fn(async () => {}), subscribe: vi.fn(async () => {}), leave: vi.fn(async () => {}), getRTCStats: () => ({ RTT: 1 }) }
  sdk.current = { createClient: vi.fn(() => client), createMicrophoneAndCameraTracks: vi.fn(async () => [localTrack("audio"), localTrack("video")]) }
  const encoded: Array<{ frame: Frame; quality: number }> = []
  const encode = vi.fn(async (frame: Frame, quality: number) => (encoded.push({ frame, quality }), "blob:jpeg-1"))
  const { makeAgoraRtc } = await import("../../infrastructure/rtc/agora")
  const rtc = makeAgoraRtc({ env: {}, encode })
  const reports: RtcReport[] = []
  rtc.join(JOIN, (r) => reports.push(r))
  await vi.waitFor(() => expect(reports.map((r) => r.type)).toContain("joined"))
  const videoTrack = { ...emitter(), getMediaStreamTrack: () => fakeTrack("video"), getCurrentFrameData: vi.fn(frameData) }
  const publish = async () => {
    client.emit("user-published", { uid: 777, videoTrack }, "video")
    await vi.waitFor(() => expect(client.subscribe).toHaveBeenCalled())
  }
  return { rtc, client, videoTrack, encoded, encode, publish }
}

describe("Given a report screenshot taken through the Agora adapter", () => {
  beforeEach(() => {
    vi.resetModules()
    ;(globalThis as { MediaStream?: unknown }).MediaStream = FakeMediaStream
    HTMLMediaElement.prototype.play = vi.fn(async () => {}) // jsdom does not play media
  })

  it("when the SDK has the current frame, then its pixels are encoded as JPEG of the quality asked (0.2)", async () => {
    const pixels = { width: 640, height: 360, data: new Uint8ClampedArray(4) }
    const t = await joined(() => pixels)
    await t.publish()
    await expect(t.rtc.captureRemoteFrame(0.2)).resolves.toBe("blob:jpeg-1")
    expect(t.videoTrack.getCurrentFrameData).toHaveBeenCalled()
    expect(t.encoded).toEqual([{ frame: { pixels }, quality: 0.2 }])
  })

  it("when the SDK gives no frame (it does not render the track itself), then the remote <video> is drawn instead", async () => {
    const t = await joined(() => null)
    await t.publish()
    const video = document.createElement("video")
    t.rtc.attach("remote", video)
    await expect(t.rtc.captureRemoteFrame(0.2)).resolves.toBe("blob:jpeg-1")
    expect(t.encoded).toEqual([{ frame: { video }, quality: 0.2 }])
  })

  it("when getCurrentFrameData throws or is empty, then it falls back too; with no remote video at all it answers null", async () => {
    const t = await joined(() => {
      throw new Error("not playing")
    })
    await expect(t.rtc.captureRemoteFrame(0.2)).resolves.toBeNull()
    expect(t.encode).not.toHaveBeenCalled()
    await t.publish()
    const video = document.createElement("video")
    t.rtc.attach("remote", video)
    await expect(t.rtc.captureRemoteFrame(0.2)).resolves.toBe("blob:jpeg-1")
    const empty = await joined(() => ({ width: 0, height: 0, data: new Uint8ClampedArray(0) }))
    await empty.publish()
    await expect(empty.rtc.captureRemoteFrame(0.2)).resolves.toBeNull()
  })

  it("when the remote user left, then there is nothing to capture", async () => {
    const t = await joined(() => ({ width: 2, height: 2, data: new Uint8ClampedArray(16) }))
    await t.publish()
    t.client.emit("user-left", { uid: 777 }, "Quit")
    await expect(t.rtc.captureRemoteFrame(0.2)).resolves.toBeNull()
  })
})

describe("Given the interpreter", () => {
  it("when CaptureRemoteFrame runs, then the port is asked for quality 0.2 and RemoteFrameCaptured carries its URL (or null)", async () => {
    const { program } = await import("../../domain/runtime/interpreter")
    const { testPorts } = await import("../support/testLayers")
    const Effect = await import("effect/Effect")
    const ports = testPorts({ now: 1_700_000_000_000 })
    const rtc = ports.rtc
    const published: unknown[] = []
    const run = (url: string | null) => {
      rtc.frame.url = url
      return Effect.runPromise(Effect.provide(program({ _tag: "CaptureRemoteFrame", key: "report-shot-2", quality: 0.2 }, (e) => published.push(e)), ports.layer))
    }
    await run("blob:x")
    await run(null)
    expect(rtc.log).toEqual([{ op: "captureRemoteFrame", args: [0.2] }, { op: "captureRemoteFrame", args: [0.2] }])
    expect(published).toEqual([
      expect.objectContaining({ _tag: "RemoteFrameCaptured", key: "report-shot-2", localUrl: "blob:x" }),
      expect.objectContaining({ _tag: "RemoteFrameCaptured", key: "report-shot-2", localUrl: null }),
    ])
  })
})

describe("Given the browser encoder's wait for a picture (whenPictured)", () => {
  /** A <video> stand-in whose picture size the test sets, with requestVideoFrameCallback when asked. */
  const fakeVideo = (withFrameCallback: boolean) => {
    const el = new EventTarget() as EventTarget & { videoWidth: number; requestVideoFrameCallback?: (cb: () => void) => number; frame?: () => void }
    el.videoWidth = 0
    if (withFrameCallback) el.requestVideoFrameCallback = (cb) => ((el.frame = cb), 1)
    return el
  }
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("when the video has a picture, then it resolves at once", async () => {
    const { whenPictured } = await import("../../infrastructure/rtc/media")
    const el = fakeVideo(false)
    el.videoWidth = 640
    await expect(whenPictured(el as unknown as HTMLVideoElement, 1500)).resolves.toBeUndefined()
  })

  it("when the stream was just re-attached (0x0), then it waits for the next presented frame, not the limit", async () => {
    const { whenPictured } = await import("../../infrastructure/rtc/media")
    const el = fakeVideo(true)
    let done = false
    void whenPictured(el as unknown as HTMLVideoElement, 1500).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(100)
    expect(done).toBe(false)
    el.videoWidth = 640
    el.frame?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it("when only loadeddata tells (no frame callback), then that ends the wait; with no picture ever, the limit does", async () => {
    const { whenPictured } = await import("../../infrastructure/rtc/media")
    const el = fakeVideo(false)
    let done = false
    void whenPictured(el as unknown as HTMLVideoElement, 1500).then(() => (done = true))
    el.dispatchEvent(new Event("loadeddata")) // still 0x0: keeps waiting
    await vi.advanceTimersByTimeAsync(10)
    expect(done).toBe(false)
    el.videoWidth = 320
    el.dispatchEvent(new Event("loadeddata"))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    const never = fakeVideo(true)
    let gaveUp = false
    void whenPictured(never as unknown as HTMLVideoElement, 1500).then(() => (gaveUp = true))
    await vi.advanceTimersByTimeAsync(1499)
    expect(gaveUp).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(gaveUp).toBe(true)
  })
})
