// The production RTC adapter over Agora RTC (agora-rtc-sdk-ng 4.24). The SDK is imported lazily on
// prepare() (when a call starts ringing) or join(), never at startup. Client in "rtc" mode with the h264
// codec and a 720p camera encoder (m§4); appId/token come from the launch or answer data. Remote video
// is shown in our own <video> element (the remote track's MediaStreamTrack), remote audio is played by
// the SDK at the m§4 volume 0|100. Facts go out as the same RtcReports as the local adapter.
import type {
  IAgoraRTC,
  IAgoraRTCClient,
  IAgoraRTCRemoteUser,
  ICameraVideoTrack,
  IMicrophoneAudioTrack,
  IRemoteAudioTrack,
  IRemoteVideoTrack,
  NetworkQuality,
} from "agora-rtc-sdk-ng"
import { captureSlot, checkDevices, encodeJpeg, failureOf, type FrameEncoder, listInputs, videoSlots, watchDevices, type MediaEnv } from "./media"
import type { JoinFailure, Quality, RtcAdapter, RtcJoin, RtcReport } from "../../domain/runtime/rtc"

/** Agora camera encoder preset for 720p (m§4). */
export const ENCODER_720P = "720p_1"

/** What the adapter needs (injectable for tests). */
export interface AgoraDeps {
  /** Loads the SDK (default: dynamic import, its own chunk). */
  readonly load?: () => Promise<IAgoraRTC>
  readonly env: MediaEnv
  /** JPEG encoder of the report screenshot (default: canvas, encodeJpeg of ./media). */
  readonly encode?: FrameEncoder
}

/** Agora network quality 0-6 (0 unknown, 1 excellent ... 6 down) as ours; 0 counts as good. */
export const agoraQuality = (q: number): Quality => (q >= 5 ? "bad" : q >= 3 ? "poor" : "good")

/** Agora error codes to join failure reasons. */
export const agoraFailure = (err: unknown): JoinFailure => {
  const code = String((err as { code?: unknown } | null)?.code ?? "")
  if (/TOKEN|INVALID_PARAMS|UID_CONFLICT/.test(code)) return "token"
  if (/NETWORK|GATEWAY|WS_|TIMEOUT|OPERATION_ABORTED/.test(code)) return "network"
  return failureOf(err)
}

/** A numeric uid when it fits Agora's uint32 (tokens are bound to the uid's type), else the string. */
const agoraUid = (uid: string): number | string => (/^\d{1,10}$/.test(uid) && Number(uid) < 2 ** 32 ? Number(uid) : uid)

interface Room {
  readonly join: RtcJoin
  readonly report: (r: RtcReport) => void
  client: IAgoraRTCClient | null
  mic: IMicrophoneAudioTrack | null
  cam: ICameraVideoTrack | null
  remoteAudio: IRemoteAudioTrack | null
  remoteVideo: IRemoteVideoTrack | null
  remoteIn: boolean
  quality: Quality | null
  stopDevices: () => void
}

/** Creates the production adapter. */
export const makeAgoraRtc = (deps: AgoraDeps): RtcAdapter => {
  const load = deps.load ?? (() => import("agora-rtc-sdk-ng").then((m) => m.default))
  let sdk: Promise<IAgoraRTC> | null = null
  const loadOnce = () => (sdk ??= load())
  const slots = videoSlots()
  const chosen: { camera: string | null; microphone: string | null } = { camera: null, microphone: null }
  let micMuted = false
  let volume: 0 | 100 = 100
  let room: Room | null = null

  const onPublished = async (r: Room, user: IAgoraRTCRemoteUser, kind: "audio" | "video" | "datachannel") => {
    if (room !== r || !r.client || kind === "datachannel") return
    try {
      await r.client.subscribe(user, kind)
    } catch {
      return
    }
    if (room !== r) return
    if (!r.remoteIn) {
      r.remoteIn = true
      r.report({ type: "remoteJoined", roomNum: r.join.roomNum })
    }
    if (kind === "video" && user.videoTrack) {
      const track = user.videoTrack
      r.remoteVideo = track
      track.on("first-frame-decoded", () => room === r && slots.markFrame() && r.report({ type: "remoteFirstFrame", roomNum: r.join.roomNum }))
      slots.set("remote", new MediaStream([track.getMediaStreamTrack()]), { audioInElement: false })
    }
    if (kind === "audio" && user.audioTrack) {
      r.remoteAudio = user.audioTrack
      user.audioTrack.setVolume(volume)
      user.audioTrack.play()
    }
  }

  const leaveRoom = (r: Room) => {
    r.stopDevices()
    r.mic?.close()
    r.cam?.close()
    r.remoteAudio?.stop()
    const client = r.client
    r.client = null
    client?.removeAllListeners()
    void client?.leave().catch(() => {})
    slots.clear()
    slots.onFirstFrame(null)
  }

  const start = async (r: Room) => {
    const AgoraRTC = await loadOnce().catch((err: unknown) => {
      sdk = null // a failed chunk load is tried again on the next call
      throw err
    })
    if (room !== r) return
    const client = AgoraRTC.createClient({ mode: "rtc", codec: "h264" })
    r.client = client
    client.on("user-published", (user: IAgoraRTCRemoteUser, kind: "audio" | "video" | "datachannel") => void onPublished(r, user, kind))
    client.on("user-left", (_user: IAgoraRTCRemoteUser, reason: string) => {
      if (room !== r) return
      r.remoteIn = false
      r.remoteVideo = null
      slots.set("remote", null)
      r.report({ type: "remoteLeft", roomNum: r.join.roomNum, reason: reason === "Quit" ? "bye" : "failed" })
    })
    client.on("network-quality", (q: NetworkQuality) => {
      if (room !== r || !r.remoteIn) return
      const quality = agoraQuality(Math.max(q.downlinkNetworkQuality, q.uplinkNetworkQuality))
      if (quality === r.quality) return
      r.quality = quality
      const stats = client.getRTCStats()
      r.report({ type: "quality", roomNum: r.join.roomNum, quality, rttMs: Math.round(stats.RTT ?? 0), lossPct: 0 })
    })
    await client.join(r.join.appId, r.join.roomNum, r.join.token === "" ? null : r.join.token, agoraUid(r.join.uid))
    const [mic, cam] = await AgoraRTC.createMicrophoneAndCameraTracks(
      chosen.microphone ? { microphoneId: chosen.microphone } : {},
      { encoderConfig: ENCODER_720P, ...(chosen.camera ? { cameraId: chosen.camera } : {}) },
    )
    if (room !== r) return void (mic.close(), cam.close())
    r.mic = mic
    r.cam = cam
    if (micMuted) await mic.setMuted(true)
    slots.set("local", new MediaStream([cam.getMediaStreamTrack()]))
    for (const t of [mic, cam]) t.on("track-ended", () => room === r && r.report({ type: "deviceLost", kind: t === cam ? "camera" : "microphone" }))
    await client.publish([mic, cam])
    if (room !== r) return
    r.stopDevices = watchDevices(deps.env, (counts) => room === r && r.report({ type: "devicesChanged", counts }))
    r.report({ type: "joined", roomNum: r.join.roomNum })
  }

  return {
    prepare: () => void loadOnce().catch(() => (sdk = null)),
    checkDevices: () => checkDevices(deps.env),
    join: (join, report) => {
      if (room?.join.roomNum === join.roomNum) return
      if (room) leaveRoom(room)
      const r: Room = { join, report, client: null, mic: null, cam: null, remoteAudio: null, remoteVideo: null, remoteIn: false, quality: null, stopDevices: () => {} }
      room = r
      slots.onFirstFrame(() => room === r && report({ type: "remoteFirstFrame", roomNum: join.roomNum }))
      start(r).catch((err: unknown) => {
        if (room !== r) return
        room = null
        leaveRoom(r)
        report({ type: "joinFailed", roomNum: join.roomNum, reason: agoraFailure(err) })
      })
    },
    leave: (roomNum) => {
      const r = room
      if (!r || r.join.roomNum !== roomNum) return
      room = null
      leaveRoom(r)
    },
    setMicMuted: (muted) => {
      micMuted = muted
      void room?.mic?.setMuted(muted).catch(() => {})
    },
    setRemoteVolume: (v) => {
      volume = v
      room?.remoteAudio?.setVolume(v)
      slots.setVolume(v)
    },
    switchDevice: (kind, deviceId) => {
      chosen[kind] = deviceId
      const r = room
      const track = kind === "camera" ? r?.cam : r?.mic
      if (!r || !track) return
      track.setDevice(deviceId).then(
        () => kind === "camera" && room === r && r.cam && slots.set("local", new MediaStream([r.cam.getMediaStreamTrack()])),
        () => {},
      )
    },
    attach: (slot, el) => slots.attach(slot, el),
    // m§4 report screenshot: the SDK's current frame (RGBA; only filled when the SDK renders the track
    // itself, which we do not), else our remote <video> drawn on a canvas; JPEG either way.
    captureRemoteFrame: async (quality) => {
      const encode = deps.encode ?? encodeJpeg
      let pixels: ImageData | null = null
      try {
        pixels = room?.remoteVideo?.getCurrentFrameData() ?? null
      } catch {
        pixels = null
      }
      if (pixels && pixels.width > 0 && pixels.height > 0) {
        const url = await encode({ pixels }, quality).catch(() => null)
        if (url !== null) return url
      }
      return captureSlot(slots, encode, quality)
    },
    devices: async () => {
      const l = await listInputs(deps.env)
      const id = (t: { getMediaStreamTrack: () => MediaStreamTrack } | null | undefined) => t?.getMediaStreamTrack().getSettings?.().deviceId ?? null
      return { ...l, camera: id(room?.cam) ?? chosen.camera, microphone: id(room?.mic) ?? chosen.microphone }
    },
  }
}
