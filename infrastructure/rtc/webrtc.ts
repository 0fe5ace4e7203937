// The local-mode RTC adapter: one RTCPeerConnection per call room, signaled through the gateway relay
// (pageRelay(config).sendSignal/onSignal, keyed by roomNum and addressed to the peer's user id).
// Protocol: each side says hello when its media is ready; the callee answers a caller's hello with a
// hello reply; the caller offers on any hello (so whoever joins late, the caller offers once both are
// in); a fresh offer replaces the old connection (peer reload). Glare (both offering) is settled by
// the "polite peer" rule: the side with the greater uid yields. Media facts go out as RtcReports.
import * as Schema from "effect/Schema"
import { captureSlot, checkDevices, encodeJpeg, listInputs, videoSlots, watchDevices, failureOf, VIDEO_720P, type FrameEncoder, type MediaEnv } from "./media"
import type { Quality, RtcAdapter, RtcJoin, RtcReport } from "../../domain/runtime/rtc"

/** Signaling messages between the two peers (decoded with Schema: they are outside input). */
export const SignalData = Schema.Union([
  Schema.Struct({ t: Schema.Literal("hello"), reply: Schema.Boolean }),
  Schema.Struct({ t: Schema.Literal("offer"), nego: Schema.String, sdp: Schema.String }),
  Schema.Struct({ t: Schema.Literal("answer"), nego: Schema.String, sdp: Schema.String }),
  Schema.Struct({
    t: Schema.Literal("ice"),
    nego: Schema.String,
    candidate: Schema.Struct({
      candidate: Schema.String,
      sdpMid: Schema.optionalKey(Schema.NullOr(Schema.String)),
      sdpMLineIndex: Schema.optionalKey(Schema.NullOr(Schema.Number)),
      usernameFragment: Schema.optionalKey(Schema.NullOr(Schema.String)),
    }),
  }),
  Schema.Struct({ t: Schema.Literal("bye") }),
])
export type SignalData = typeof SignalData.Type
const decodeSignal = Schema.decodeUnknownResult(SignalData)

/** The relay's signaling half (infrastructure/rtm/ws.ts). */
export interface Signaling {
  readonly sendSignal: (to: string, roomNum: string, data: unknown) => void
  readonly onSignal: (l: (s: { from: string; roomNum: string; data: unknown }) => void) => () => void
}

/** What the adapter needs from the browser (injectable for tests). */
export interface WebRtcDeps {
  readonly signaling: Signaling
  readonly env: MediaEnv
  readonly RTCPeerConnection: new (config?: RTCConfiguration) => RTCPeerConnection
  readonly iceServers?: RTCIceServer[]
  readonly randomId?: () => string
  /** Stats polling interval, ms (quality and the stats side of first-frame detection). */
  readonly statsMs?: number
  /** JPEG encoder of the report screenshot (default: canvas, encodeJpeg of ./media). */
  readonly encode?: FrameEncoder
}

/** m§4-adjacent quality rule: bad at >= 10 % loss or >= 1 s RTT, poor at >= 3 % or >= 400 ms. */
export const qualityOf = (lossPct: number, rttMs: number): Quality =>
  lossPct >= 10 || rttMs >= 1000 ? "bad" : lossPct >= 3 || rttMs >= 400 ? "poor" : "good"

interface Room {
  readonly join: RtcJoin
  readonly report: (r: RtcReport) => void
  local: MediaStream | null
  pc: RTCPeerConnection | null
  nego: string | null
  pendingIce: Array<{ nego: string; candidate: RTCIceCandidateInit }>
  remoteIn: boolean
  quality: Quality | null
  counters: { lost: number; received: number }
  stopStats: () => void
  stopDevices: () => void
}

/** Creates the local-mode adapter. */
export const makeWebRtc = (deps: WebRtcDeps): RtcAdapter => {
  const slots = videoSlots()
  const randomId = deps.randomId ?? (() => Math.random().toString(36).slice(2, 12))
  const chosen: { camera: string | null; microphone: string | null } = { camera: null, microphone: null }
  let micMuted = false
  let room: Room | null = null

  const send = (r: Room, data: SignalData) => deps.signaling.sendSignal(r.join.peerUserId, r.join.roomNum, data)

  const preferH264 = (pc: RTCPeerConnection) => {
    const caps = (globalThis as { RTCRtpReceiver?: { getCapabilities?: (k: string) => RTCRtpCapabilities | null } }).RTCRtpReceiver?.getCapabilities?.("video")
    if (!caps) return
    const h264 = caps.codecs.filter((c) => /h264/i.test(c.mimeType))
    if (h264.length === 0) return
    const rest = caps.codecs.filter((c) => !/h264/i.test(c.mimeType))
    for (const t of pc.getTransceivers?.() ?? []) {
      if (t.receiver.track?.kind === "video" && typeof t.setCodecPreferences === "function") {
        try {
          t.setCodecPreferences([...h264, ...rest])
        } catch {
          /* codec list refused: keep the browser's order */
        }
      }
    }
  }

  const closePc = (r: Room) => {
    const pc = r.pc
    r.pc = null
    r.nego = null
    if (!pc) return
    pc.onicecandidate = pc.ontrack = pc.onconnectionstatechange = null
    try {
      pc.close()
    } catch {
      /* already closed */
    }
  }

  const remoteGone = (r: Room, reason: "bye" | "failed" | "closed") => {
    if (!r.remoteIn && reason !== "bye") return
    r.remoteIn = false
    slots.set("remote", null)
    r.report({ type: "remoteLeft", roomNum: r.join.roomNum, reason })
  }

  const newPc = (r: Room, nego: string): RTCPeerConnection => {
    closePc(r)
    const pc = new deps.RTCPeerConnection({ iceServers: deps.iceServers ?? [] })
    r.pc = pc
    r.nego = nego
    r.counters = { lost: 0, received: 0 }
    for (const t of r.local?.getTracks() ?? []) pc.addTrack(t, r.local!)
    preferH264(pc)
    pc.onicecandidate = (e) => {
      if (!e.candidate || room !== r || r.pc !== pc) return
      const c = e.candidate
      send(r, { t: "ice", nego, candidate: { candidate: c.candidate, sdpMid: c.sdpMid, sdpMLineIndex: c.sdpMLineIndex, usernameFragment: c.usernameFragment } })
    }
    pc.ontrack = (e) => {
      if (room !== r || r.pc !== pc) return
      const current = slots.stream("remote")
      const stream = e.streams[0] ?? current ?? new MediaStream()
      if (!e.streams[0] && !stream.getTracks().includes(e.track)) stream.addTrack(e.track)
      if (stream !== current) slots.set("remote", stream)
    }
    pc.onconnectionstatechange = () => {
      if (room !== r || r.pc !== pc) return
      if (pc.connectionState === "connected" && !r.remoteIn) {
        r.remoteIn = true
        r.report({ type: "remoteJoined", roomNum: r.join.roomNum })
      } else if (pc.connectionState === "failed" || pc.connectionState === "closed") {
        remoteGone(r, pc.connectionState)
      }
    }
    return pc
  }

  const flushIce = async (r: Room, pc: RTCPeerConnection) => {
    const mine = r.pendingIce.filter((p) => p.nego === r.nego)
    r.pendingIce = []
    for (const p of mine) await pc.addIceCandidate(p.candidate).catch(() => {})
  }

  const offer = async (r: Room) => {
    const pc = newPc(r, randomId())
    const nego = r.nego!
    try {
      await pc.setLocalDescription(await pc.createOffer())
      if (r.pc === pc) send(r, { t: "offer", nego, sdp: pc.localDescription?.sdp ?? "" })
    } catch {
      /* a newer negotiation replaced this one */
    }
  }

  const answer = async (r: Room, nego: string, sdp: string) => {
    const pc = newPc(r, nego)
    try {
      await pc.setRemoteDescription({ type: "offer", sdp })
      await flushIce(r, pc)
      await pc.setLocalDescription(await pc.createAnswer())
      if (r.pc === pc) send(r, { t: "answer", nego, sdp: pc.localDescription?.sdp ?? "" })
    } catch {
      /* a newer negotiation replaced this one */
    }
  }

  const onSignal = (s: { from: string; roomNum: string; data: unknown }) => {
    const r = room
    if (!r || !r.local || s.roomNum !== r.join.roomNum || s.from !== r.join.peerUserId) return
    const d = decodeSignal(s.data)
    if (d._tag !== "Success") return
    const m = d.success
    switch (m.t) {
      case "hello":
        if (r.join.role === "caller") void offer(r)
        else if (!m.reply) send(r, { t: "hello", reply: true })
        return
      case "offer": {
        // Glare: we have an offer out too; the impolite side (smaller uid) keeps its own.
        const polite = r.join.uid > r.join.peerUserId
        if (r.pc?.signalingState === "have-local-offer" && !polite) return
        void answer(r, m.nego, m.sdp)
        return
      }
      case "answer":
        if (r.pc && r.nego === m.nego && r.pc.signalingState === "have-local-offer") {
          const pc = r.pc
          void pc.setRemoteDescription({ type: "answer", sdp: m.sdp }).then(() => flushIce(r, pc)).catch(() => {})
        }
        return
      case "ice":
        if (r.pc && r.nego === m.nego && r.pc.remoteDescription) void r.pc.addIceCandidate(m.candidate).catch(() => {})
        else r.pendingIce.push({ nego: m.nego, candidate: m.candidate })
        return
      case "bye":
        closePc(r)
        remoteGone(r, "bye")
        return
    }
  }
  deps.signaling.onSignal(onSignal)

  const pollStats = async (r: Room) => {
    const pc = r.pc
    if (!pc || room !== r) return
    let stats: RTCStatsReport
    try {
      stats = await pc.getStats()
    } catch {
      return
    }
    let rttMs = 0
    let lost = 0
    let received = 0
    let frames = 0
    stats.forEach((s: Record<string, unknown>) => {
      if (s.type === "candidate-pair" && s.state === "succeeded" && typeof s.currentRoundTripTime === "number") rttMs = Math.round(s.currentRoundTripTime * 1000)
      if (s.type === "inbound-rtp") {
        lost += typeof s.packetsLost === "number" ? s.packetsLost : 0
        received += typeof s.packetsReceived === "number" ? s.packetsReceived : 0
        if (s.kind === "video" && typeof s.framesDecoded === "number") frames += s.framesDecoded
      }
    })
    if (frames > 0 && slots.stream("remote") && slots.markFrame()) r.report({ type: "remoteFirstFrame", roomNum: r.join.roomNum })
    const dLost = Math.max(0, lost - r.counters.lost)
    const dRecv = Math.max(0, received - r.counters.received)
    r.counters = { lost, received }
    if (!r.remoteIn) return
    const lossPct = dLost + dRecv > 0 ? Math.round((1000 * dLost) / (dLost + dRecv)) / 10 : 0
    const q = qualityOf(lossPct, rttMs)
    if (q !== r.quality) {
      r.quality = q
      r.report({ type: "quality", roomNum: r.join.roomNum, quality: q, rttMs, lossPct })
    }
  }

  const watchTracks = (r: Room, stream: MediaStream) => {
    for (const t of stream.getTracks()) {
      t.addEventListener("ended", () => {
        if (room === r && r.local?.getTracks().includes(t)) r.report({ type: "deviceLost", kind: t.kind === "video" ? "camera" : "microphone" })
      })
    }
  }

  const constraints = (kind?: "camera" | "microphone"): MediaStreamConstraints => {
    const video = { ...VIDEO_720P, ...(chosen.camera ? { deviceId: { exact: chosen.camera } } : {}) }
    const audio = chosen.microphone ? { deviceId: { exact: chosen.microphone } } : true
    return kind === "camera" ? { video } : kind === "microphone" ? { audio } : { video, audio }
  }

  const leaveRoom = (r: Room, tellPeer: boolean) => {
    if (tellPeer && r.local) send(r, { t: "bye" })
    r.stopStats()
    r.stopDevices()
    closePc(r)
    for (const t of r.local?.getTracks() ?? []) t.stop()
    r.local = null
    slots.clear()
    slots.onFirstFrame(null)
  }

  return {
    prepare: () => {},
    checkDevices: () => checkDevices(deps.env),
    join: (join, report) => {
      if (room?.join.roomNum === join.roomNum) return
      if (room) leaveRoom(room, true)
      const r: Room = {
        join,
        report,
        local: null,
        pc: null,
        nego: null,
        pendingIce: [],
        remoteIn: false,
        quality: null,
        counters: { lost: 0, received: 0 },
        stopStats: () => {},
        stopDevices: () => {},
      }
      room = r
      const gum = deps.env.mediaDevices?.getUserMedia
      if (!gum) return report({ type: "joinFailed", roomNum: join.roomNum, reason: "device" })
      deps.env.mediaDevices!.getUserMedia(constraints()).then(
        (stream) => {
          if (room !== r) return void stream.getTracks().forEach((t) => t.stop())
          r.local = stream
          for (const t of stream.getAudioTracks()) t.enabled = !micMuted
          watchTracks(r, stream)
          slots.set("local", stream)
          slots.onFirstFrame(() => room === r && report({ type: "remoteFirstFrame", roomNum: join.roomNum }))
          const timer = setInterval(() => void pollStats(r), deps.statsMs ?? 2000)
          r.stopStats = () => clearInterval(timer)
          r.stopDevices = watchDevices(deps.env, (counts) => room === r && report({ type: "devicesChanged", counts }))
          report({ type: "joined", roomNum: join.roomNum })
          send(r, { t: "hello", reply: false })
        },
        (err) => {
          if (room !== r) return
          room = null
          report({ type: "joinFailed", roomNum: join.roomNum, reason: failureOf(err) })
        },
      )
    },
    leave: (roomNum) => {
      const r = room
      if (!r || r.join.roomNum !== roomNum) return
      room = null
      leaveRoom(r, true)
    },
    setMicMuted: (muted) => {
      micMuted = muted
      for (const t of room?.local?.getAudioTracks() ?? []) t.enabled = !muted
    },
    setRemoteVolume: (v) => slots.setVolume(v),
    // m§4 report screenshot: the remote <video> drawn on a canvas, JPEG.
    captureRemoteFrame: (quality) => captureSlot(slots, deps.encode ?? encodeJpeg, quality),
    switchDevice: (kind, deviceId) => {
      chosen[kind] = deviceId
      const r = room
      if (!r?.local || !deps.env.mediaDevices) return
      deps.env.mediaDevices.getUserMedia(constraints(kind)).then(
        (fresh) => {
          const track = kind === "camera" ? fresh.getVideoTracks()[0] : fresh.getAudioTracks()[0]
          if (room !== r || !r.local || !track) return void fresh.getTracks().forEach((t) => t.stop())
          const old = kind === "camera" ? r.local.getVideoTracks()[0] : r.local.getAudioTracks()[0]
          if (kind === "microphone") track.enabled = !micMuted
          const next = new MediaStream([...r.local.getTracks().filter((t) => t !== old), track])
          for (const sender of r.pc?.getSenders() ?? []) if (sender.track === old) void sender.replaceTrack(track).catch(() => {})
          old?.stop()
          r.local = next
          watchTracks(r, new MediaStream([track]))
          slots.set("local", next)
        },
        () => {
          /* the old device stays in use */
        },
      )
    },
    attach: (slot, el) => slots.attach(slot, el),
    devices: async () => {
      const l = await listInputs(deps.env)
      const setting = (t: MediaStreamTrack | undefined) => t?.getSettings?.().deviceId ?? null
      return {
        ...l,
        camera: setting(room?.local?.getVideoTracks()[0]) ?? chosen.camera,
        microphone: setting(room?.local?.getAudioTracks()[0]) ?? chosen.microphone,
      }
    },
  }
}
