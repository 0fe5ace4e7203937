// The local-mode RTC adapter: two adapters over a fake relay and fake peer connections. Covers the
// hello/offer/answer/ICE protocol whoever joins first, peer reload, bye, glare, stale or hostile
// signals, getUserMedia failures, stats (quality, first frame) and mute.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { makeWebRtc, qualityOf, type Signaling } from "../../infrastructure/rtc/webrtc"
import type { RtcAdapter, RtcReport } from "../../domain/runtime/rtc"

class FakeTrack {
  enabled = true
  stopped = false
  private ls: Array<() => void> = []
  constructor(readonly kind: "audio" | "video") {}
  stop = () => void (this.stopped = true)
  addEventListener = (_: string, l: () => void) => void this.ls.push(l)
  end = () => this.ls.forEach((l) => l())
  getSettings = () => ({ deviceId: `${this.kind}-1` })
}
class FakeStream {
  constructor(readonly tracks: FakeTrack[] = []) {}
  getTracks = () => this.tracks
  getAudioTracks = () => this.tracks.filter((t) => t.kind === "audio")
  getVideoTracks = () => this.tracks.filter((t) => t.kind === "video")
  addTrack = (t: FakeTrack) => void this.tracks.push(t)
}

let stats: Array<Record<string, unknown>> = []
const pcs: FakePc[] = []
class FakePc {
  signalingState = "stable"
  connectionState = "new"
  localDescription: { type: string; sdp: string } | null = null
  remoteDescription: { type: string; sdp: string } | null = null
  onicecandidate: ((e: unknown) => void) | null = null
  ontrack: ((e: unknown) => void) | null = null
  onconnectionstatechange: (() => void) | null = null
  tracks: FakeTrack[] = []
  ice: unknown[] = []
  closed = false
  constructor() {
    pcs.push(this)
  }
  addTrack = (t: FakeTrack) => void this.tracks.push(t)
  getSenders = () => this.tracks.map((track) => ({ track, replaceTrack: async () => {} }))
  getTransceivers = () => []
  createOffer = async () => ({ type: "offer", sdp: `offer-${pcs.indexOf(this)}` })
  createAnswer = async () => ({ type: "answer", sdp: `answer-${pcs.indexOf(this)}` })
  setLocalDescription = async (d: { type: string; sdp: string }) => {
    this.localDescription = d
    this.signalingState = d.type === "offer" ? "have-local-offer" : "stable"
    queueMicrotask(() => this.onicecandidate?.({ candidate: { candidate: `cand-${pcs.indexOf(this)}`, sdpMid: "0", sdpMLineIndex: 0, usernameFragment: null } }))
    this.maybeConnect()
  }
  setRemoteDescription = async (d: { type: string; sdp: string }) => {
    this.remoteDescription = d
    this.signalingState = d.type === "offer" ? "have-remote-offer" : "stable"
    this.maybeConnect()
  }
  addIceCandidate = async (c: unknown) => void this.ice.push(c)
  close = () => void (this.closed = true)
  getStats = async () => new Map(stats.map((s, i) => [String(i), s]))
  private maybeConnect() {
    if (!this.localDescription || !this.remoteDescription || this.connectionState === "connected") return
    this.connectionState = "connected"
    this.onconnectionstatechange?.()
    const track = new FakeTrack("video")
    this.ontrack?.({ track, streams: [new FakeStream([track])] })
  }
}

/** A relay between adapters by user id; delivery is asynchronous like a socket. */
const bus = () => {
  const listeners = new Map<string, Array<(s: { from: string; roomNum: string; data: unknown }) => void>>()
  const sent: Array<{ from: string; to: string; data: unknown }> = []
  const of = (me: string): Signaling => ({
    sendSignal: (to, roomNum, data) => {
      sent.push({ from: me, to, data })
      setTimeout(() => (listeners.get(to) ?? []).forEach((l) => l({ from: me, roomNum, data })), 1)
    },
    onSignal: (l) => {
      listeners.set(me, [...(listeners.get(me) ?? []), l])
      return () => {}
    },
  })
  const inject = (to: string, s: { from: string; roomNum: string; data: unknown }) => (listeners.get(to) ?? []).forEach((l) => l(s))
  return { of, sent, inject }
}

const env = (gum: () => Promise<unknown> = async () => new FakeStream([new FakeTrack("audio"), new FakeTrack("video")])) => ({
  mediaDevices: {
    getUserMedia: vi.fn(gum),
    enumerateDevices: async () => [],
    addEventListener: () => {},
    removeEventListener: () => {},
  } as never,
})

const adapter = (b: ReturnType<typeof bus>, me: string, e = env()) =>
  makeWebRtc({ signaling: b.of(me), env: e, RTCPeerConnection: FakePc as never, randomId: (() => { let n = 0; return () => `${me}-n${++n}` })(), statsMs: 20 })

const A = { roomNum: "room-9", appId: "", token: "", uid: "100", role: "caller" as const, peerUserId: "200" }
const B = { roomNum: "room-9", appId: "", token: "", uid: "200", role: "callee" as const, peerUserId: "100" }
const types = (rs: RtcReport[]) => rs.map((r) => r.type)

describe("WebRTC adapter (local mode)", () => {
  beforeEach(() => {
    ;(globalThis as { MediaStream?: unknown }).MediaStream = FakeStream
    pcs.length = 0
    stats = []
  })
  afterEach(() => vi.useRealTimers())

  const both = async (first: "caller" | "callee") => {
    const b = bus()
    const a = adapter(b, "100")
    const c = adapter(b, "200")
    const ra: RtcReport[] = []
    const rc: RtcReport[] = []
    const join = (x: RtcAdapter, j: typeof A | typeof B, out: RtcReport[]) => x.join(j, (r) => out.push(r))
    if (first === "caller") join(a, A, ra)
    else join(c, B, rc)
    await new Promise((r) => setTimeout(r, 10))
    if (first === "caller") join(c, B, rc)
    else join(a, A, ra)
    await vi.waitFor(() => expect(types(ra)).toContain("remoteJoined"))
    await vi.waitFor(() => expect(types(rc)).toContain("remoteJoined"))
    return { b, a, c, ra, rc }
  }

  it("connects when the caller joins first: the callee's hello makes the caller offer once", async () => {
    const { b } = await both("caller")
    expect(b.sent.filter((s) => (s.data as { t: string }).t === "offer")).toHaveLength(1)
    expect(b.sent.filter((s) => (s.data as { t: string }).t === "offer")[0]!.from).toBe("100")
    expect(b.sent.some((s) => (s.data as { t: string }).t === "ice")).toBe(true)
  })

  it("connects when the callee joins first: it answers the caller's hello with a reply and the caller offers", async () => {
    const { b, ra, rc } = await both("callee")
    expect(b.sent.filter((s) => (s.data as { t: string; reply?: boolean }).t === "hello" && (s.data as { reply: boolean }).reply)).toHaveLength(1)
    expect(types(ra).slice(0, 2)).toEqual(["joined", "remoteJoined"])
    expect(types(rc).slice(0, 2)).toEqual(["joined", "remoteJoined"])
  })

  it("forwards ICE candidates to the current negotiation only", async () => {
    await both("caller")
    const caller = pcs.find((p) => p.localDescription?.type === "offer" && !p.closed)!
    const callee = pcs.find((p) => p.localDescription?.type === "answer" && !p.closed)!
    await vi.waitFor(() => expect(caller.ice.length + callee.ice.length).toBeGreaterThan(0))
  })

  it("tells the peer bye on leave: the other side reports remote left (bye) and stops nothing of its own", async () => {
    const { a, rc } = await both("caller")
    a.leave("another-room")
    a.leave("room-9")
    await vi.waitFor(() => expect(rc.at(-1)).toEqual({ type: "remoteLeft", roomNum: "room-9", reason: "bye" }))
  })

  it("renegotiates when the peer comes back (reload): remote joined again", async () => {
    const { b, ra } = await both("caller")
    const again = adapter(b, "200")
    const rc2: RtcReport[] = []
    b.inject("100", { from: "200", roomNum: "room-9", data: { t: "bye" } })
    expect(types(ra)).toContain("remoteLeft")
    again.join(B, (r) => rc2.push(r))
    await vi.waitFor(() => expect(types(rc2)).toContain("remoteJoined"))
    expect(types(ra).filter((t) => t === "remoteJoined")).toHaveLength(2)
  })

  it("ignores signals of other rooms, other senders and malformed data without throwing", async () => {
    const b = bus()
    const a = adapter(b, "100")
    const ra: RtcReport[] = []
    a.join(A, (r) => ra.push(r))
    await vi.waitFor(() => expect(types(ra)).toEqual(["joined"]))
    const before = b.sent.length
    for (const data of [null, 5, "x", { t: "offer" }, { t: "hello", reply: "yes" }, { t: "ice", nego: 1, candidate: {} }, { t: "<script>" }])
      expect(() => b.inject("100", { from: "200", roomNum: "room-9", data })).not.toThrow()
    b.inject("100", { from: "999", roomNum: "room-9", data: { t: "hello", reply: false } })
    b.inject("100", { from: "200", roomNum: "room-1", data: { t: "hello", reply: false } })
    await new Promise((r) => setTimeout(r, 10))
    expect(b.sent.length).toBe(before)
    expect(pcs).toHaveLength(0)
  })

  it("glare: the polite side (greater uid) answers the other's offer, the impolite one keeps its own", async () => {
    const b = bus()
    const low = adapter(b, "100")
    const rs: RtcReport[] = []
    low.join({ ...A }, (r) => rs.push(r))
    await vi.waitFor(() => expect(types(rs)).toEqual(["joined"]))
    b.inject("100", { from: "200", roomNum: "room-9", data: { t: "hello", reply: false } })
    await vi.waitFor(() => expect(pcs[0]?.signalingState).toBe("have-local-offer"))
    b.inject("100", { from: "200", roomNum: "room-9", data: { t: "offer", nego: "x", sdp: "theirs" } })
    await new Promise((r) => setTimeout(r, 5))
    expect(pcs).toHaveLength(1) // impolite: ignored the competing offer
  })

  it("reports permission and device failures of getUserMedia as joinFailed", async () => {
    const b = bus()
    const denied = adapter(b, "100", env(async () => Promise.reject(Object.assign(new Error("no"), { name: "NotAllowedError" }))))
    const missing = adapter(b, "101", env(async () => Promise.reject(Object.assign(new Error("no"), { name: "NotFoundError" }))))
    const rs: RtcReport[] = []
    denied.join(A, (r) => rs.push(r))
    missing.join({ ...A, roomNum: "room-10" }, (r) => rs.push(r))
    await vi.waitFor(() => expect(rs).toHaveLength(2))
    expect(rs).toContainEqual({ type: "joinFailed", roomNum: "room-9", reason: "permission" })
    expect(rs).toContainEqual({ type: "joinFailed", roomNum: "room-10", reason: "device" })
  })

  it("reports the remote first frame from decoded-frame stats once, and quality on change", async () => {
    stats = [
      { type: "candidate-pair", state: "succeeded", currentRoundTripTime: 0.5 },
      { type: "inbound-rtp", kind: "video", packetsLost: 0, packetsReceived: 100, framesDecoded: 3 },
    ]
    const { ra } = await both("caller")
    await vi.waitFor(() => expect(types(ra)).toContain("quality"))
    await new Promise((r) => setTimeout(r, 60))
    expect(types(ra).filter((t) => t === "remoteFirstFrame")).toHaveLength(1)
    expect(ra.find((r) => r.type === "quality")).toEqual({ type: "quality", roomNum: "room-9", quality: "poor", rttMs: 500, lossPct: 0 })
    expect(types(ra).filter((t) => t === "quality")).toHaveLength(1)
  })

  it("mutes the microphone track and reports a camera that ended as device lost", async () => {
    const stream = new FakeStream([new FakeTrack("audio"), new FakeTrack("video")])
    const b = bus()
    const a = adapter(b, "100", env(async () => stream))
    const rs: RtcReport[] = []
    a.join(A, (r) => rs.push(r))
    await vi.waitFor(() => expect(types(rs)).toEqual(["joined"]))
    a.setMicMuted(true)
    expect(stream.getAudioTracks()[0]!.enabled).toBe(false)
    stream.getVideoTracks()[0]!.end()
    expect(rs.at(-1)).toEqual({ type: "deviceLost", kind: "camera" })
    a.leave("room-9")
    expect(stream.getTracks().every((t) => t.stopped)).toBe(true)
  })

  it("quality rule: loss and round-trip thresholds", () => {
    expect(qualityOf(0, 50)).toBe("good")
    expect(qualityOf(3, 50)).toBe("poor")
    expect(qualityOf(0, 400)).toBe("poor")
    expect(qualityOf(10, 50)).toBe("bad")
    expect(qualityOf(0, 1000)).toBe("bad")
  })
})
