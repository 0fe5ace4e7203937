// Browser media helpers shared by both RTC adapters: the device check (m§5), device-change watching,
// the device list, and the two video slots of the call popup (stream <-> <video> element, remote volume,
// first decoded frame). Nothing here throws; missing browser APIs count as "no device".
import type { DeviceCheck, DeviceCounts, MediaDeviceOption, VideoSlot } from "../../domain/runtime/rtc"

/** The parts of `navigator` the helpers use (injectable in tests). */
export interface MediaEnv {
  readonly mediaDevices?: Pick<MediaDevices, "enumerateDevices" | "getUserMedia" | "addEventListener" | "removeEventListener">
  readonly permissions?: { query: (d: PermissionDescriptor) => Promise<{ state: string }> }
}

const counts = (list: ReadonlyArray<MediaDeviceInfo>): DeviceCounts => ({
  cameras: list.filter((d) => d.kind === "videoinput").length,
  microphones: list.filter((d) => d.kind === "audioinput").length,
  speakers: list.filter((d) => d.kind === "audiooutput").length,
})

const permissionOf = async (env: MediaEnv, name: string): Promise<DeviceCheck["permission"]> => {
  try {
    const s = await env.permissions?.query({ name: name as PermissionName })
    return s?.state === "granted" || s?.state === "denied" || s?.state === "prompt" ? s.state : "unknown"
  } catch {
    return "unknown" // Firefox and Safari do not know "camera"/"microphone" as permission names
  }
}

/**
 * m§5 device check: camera and microphone from enumerateDevices (the kinds are listed even before
 * permission, with empty labels). Speakers: Chromium lists "audiooutput"; browsers that never list it
 * (Firefox by default, Safari) report "unknown", which callers treat as playable through the default
 * output — only "absent" (outputs are enumerable but there are none) counts as missing speakers.
 */
export const checkDevices = async (env: MediaEnv): Promise<DeviceCheck> => {
  let list: MediaDeviceInfo[] = []
  try {
    list = (await env.mediaDevices?.enumerateDevices()) ?? []
  } catch {
    list = []
  }
  const c = counts(list)
  const cam = await permissionOf(env, "camera")
  const mic = await permissionOf(env, "microphone")
  const permission = cam === "denied" || mic === "denied" ? "denied" : cam === "granted" && mic === "granted" ? "granted" : cam === "unknown" && mic === "unknown" ? "unknown" : "prompt"
  // Outputs are listed only by browsers that can pick one (setSinkId) and, in some (Firefox), only
  // after a media permission: "absent" needs both, else an empty list means "cannot tell".
  const Media = (globalThis as { HTMLMediaElement?: { prototype: object } }).HTMLMediaElement
  const listsOutputs = Media !== undefined && "setSinkId" in Media.prototype && list.some((d) => d.label !== "")
  return {
    camera: c.cameras > 0,
    microphone: c.microphones > 0,
    speakers: c.speakers > 0 ? "present" : listsOutputs ? "absent" : "unknown",
    permission,
  }
}

/** Device counts now; zeros where devices cannot be listed. */
export const deviceCounts = async (env: MediaEnv): Promise<DeviceCounts> => {
  try {
    return counts((await env.mediaDevices?.enumerateDevices()) ?? [])
  } catch {
    return { cameras: 0, microphones: 0, speakers: 0 }
  }
}

/** Calls `onChange` with new counts on every devicechange; returns the unsubscribe function. */
export const watchDevices = (env: MediaEnv, onChange: (c: DeviceCounts) => void): (() => void) => {
  const md = env.mediaDevices
  if (!md?.addEventListener) return () => {}
  const l = () => void deviceCounts(env).then(onChange)
  md.addEventListener("devicechange", l)
  return () => md.removeEventListener("devicechange", l)
}

/** Cameras and microphones with labels (a numbered fallback label where the browser hides it). */
export const listInputs = async (env: MediaEnv): Promise<{ cameras: MediaDeviceOption[]; microphones: MediaDeviceOption[] }> => {
  let list: MediaDeviceInfo[] = []
  try {
    list = (await env.mediaDevices?.enumerateDevices()) ?? []
  } catch {
    list = []
  }
  const of = (kind: MediaDeviceKind, name: string) =>
    list.filter((d) => d.kind === kind && d.deviceId !== "").map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${name} ${i + 1}` }))
  return { cameras: of("videoinput", "Camera"), microphones: of("audioinput", "Microphone") }
}

/** getUserMedia constraints of m§4: 720p video (h264 is negotiated by the adapter). */
export const VIDEO_720P = { width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } } as const

/** Maps a getUserMedia/SDK error name to a join failure reason. */
export const failureOf = (err: unknown): "permission" | "device" | "unknown" => {
  const e = err as { name?: unknown; code?: unknown } | null
  const name = `${String(e?.name ?? "")} ${String(e?.code ?? "")}`
  if (/NotAllowed|Security|PERMISSION_DENIED/i.test(name)) return "permission"
  if (/NotFound|NotReadable|Overconstrained|DEVICE_NOT_FOUND|NOT_READABLE/i.test(name)) return "device"
  return "unknown"
}

type FrameVideo = HTMLVideoElement & { requestVideoFrameCallback?: (cb: () => void) => number }

/**
 * The call popup's two video slots: each holds a stream and the <video> element showing it. The local
 * slot is always muted (no echo); the remote one plays at the remote volume (0 or 100). `firstFrame`
 * fires once per remote stream when its first frame is presented (requestVideoFrameCallback, else
 * loadeddata).
 */
export const videoSlots = () => {
  const streams: Record<VideoSlot, MediaStream | null> = { local: null, remote: null }
  const els: Record<VideoSlot, FrameVideo | null> = { local: null, remote: null }
  let volume: 0 | 100 = 100
  let remoteHasAudio = true
  let frameWatch: (() => void) | null = null
  let frameSeen = false

  const watchFrame = () => {
    const el = els.remote
    if (!el || !streams.remote || frameSeen || !frameWatch) return
    const fire = () => {
      if (frameSeen || els.remote !== el) return
      frameSeen = true
      frameWatch?.()
    }
    if (el.readyState >= 2 && el.videoWidth > 0) return fire()
    if (typeof el.requestVideoFrameCallback === "function") el.requestVideoFrameCallback(fire)
    else el.addEventListener("loadeddata", fire, { once: true })
  }
  const show = (slot: VideoSlot) => {
    const el = els[slot]
    if (!el) return
    if (el.srcObject !== streams[slot]) el.srcObject = streams[slot]
    el.playsInline = true
    el.autoplay = true
    el.muted = slot === "local" || volume === 0 || !remoteHasAudio
    el.volume = slot === "local" ? 0 : volume / 100
    if (streams[slot]) {
      const p = el.play?.()
      // Autoplay with sound may be refused without a gesture: play muted rather than show nothing.
      if (p && typeof p.catch === "function") p.catch(() => { el.muted = true; void el.play?.()?.catch?.(() => {}) })
    }
    if (slot === "remote") watchFrame()
  }
  return {
    /** Registers (or with null, unregisters) the element of `slot`. */
    attach: (slot: VideoSlot, el: HTMLVideoElement | null) => {
      if (els[slot] && els[slot] !== el) els[slot]!.srcObject = null
      els[slot] = el as FrameVideo | null
      show(slot)
    },
    /** Sets the stream of `slot` (null clears it); a new remote stream re-arms the first-frame watch. */
    set: (slot: VideoSlot, stream: MediaStream | null, opts: { audioInElement?: boolean } = {}) => {
      if (slot === "remote" && stream !== streams.remote) {
        frameSeen = false
        remoteHasAudio = opts.audioInElement ?? true
      }
      streams[slot] = stream
      show(slot)
    },
    stream: (slot: VideoSlot) => streams[slot],
    /** The <video> element registered for `slot`, or null. */
    element: (slot: VideoSlot): HTMLVideoElement | null => els[slot],
    /** m§4 remote volume 0|100 for audio played by the element. */
    setVolume: (v: 0 | 100) => {
      volume = v
      show("remote")
    },
    /** Calls `cb` once when the current remote stream shows its first frame; null stops watching. */
    onFirstFrame: (cb: (() => void) | null) => {
      frameWatch = cb
      watchFrame()
    },
    /** Marks the first frame as seen by another source (stats, SDK event); returns true the first time. */
    markFrame: (): boolean => {
      if (frameSeen) return false
      frameSeen = true
      return true
    },
    /** Clears both slots. */
    clear: () => {
      for (const slot of ["local", "remote"] as const) {
        streams[slot] = null
        if (els[slot]) els[slot]!.srcObject = null
      }
      frameSeen = false
      volume = 100
    },
  }
}
export type VideoSlots = ReturnType<typeof videoSlots>

/** A frame to encode: a <video> element's current picture, or RGBA pixels (Agora getCurrentFrameData). */
export type Frame = { readonly video: HTMLVideoElement } | { readonly pixels: ImageData }

/** Encodes a frame as JPEG of `quality` (0..1) and answers a local object URL (blob:), or null; never rejects. */
export type FrameEncoder = (frame: Frame, quality: number) => Promise<string | null>

/** How long the screenshot waits for a picture when the remote video has none at that moment, ms. */
export const FRAME_WAIT_MS = 1500

/**
 * Resolves when `video` has a picture (videoWidth > 0): at once, at its next presented frame
 * (requestVideoFrameCallback, else loadeddata/resize), or after `maxMs` at the latest; never rejects.
 * A video whose stream was just (re)attached has no picture for a few frames.
 */
export const whenPictured = (video: HTMLVideoElement, maxMs: number): Promise<void> =>
  video.videoWidth > 0
    ? Promise.resolve()
    : new Promise<void>((done) => {
        const el = video as FrameVideo
        let over = false
        const finish = () => {
          if (over) return
          over = true
          clearTimeout(timer)
          el.removeEventListener("loadeddata", check)
          el.removeEventListener("resize", check)
          done()
        }
        const check = () => (el.videoWidth > 0 ? finish() : undefined)
        const timer = setTimeout(finish, maxMs)
        el.addEventListener("loadeddata", check)
        el.addEventListener("resize", check)
        if (typeof el.requestVideoFrameCallback === "function") el.requestVideoFrameCallback(check)
      })

/**
 * The browser's encoder: draws the frame on a canvas of its own size and keeps `canvas.toBlob("image/jpeg",
 * quality)` as an object URL (m§4 report screenshot, quality 0.2). A video without a picture at that
 * moment is waited for (whenPictured, at most FRAME_WAIT_MS). Null when it still has none (0x0), the
 * canvas is missing or tainted, or the encoding fails. The URL lives until the page unloads.
 */
export const encodeJpeg: FrameEncoder = async (frame, quality) => {
  try {
    if ("video" in frame) await whenPictured(frame.video, FRAME_WAIT_MS)
    const w = "video" in frame ? frame.video.videoWidth : frame.pixels.width
    const h = "video" in frame ? frame.video.videoHeight : frame.pixels.height
    if (!(w > 0 && h > 0) || typeof document === "undefined") return null
    const canvas = document.createElement("canvas")
    canvas.width = w
    canvas.height = h
    const ctx = canvas.getContext("2d")
    if (!ctx) return null
    if ("video" in frame) ctx.drawImage(frame.video, 0, 0, w, h)
    else ctx.putImageData(frame.pixels, 0, 0)
    const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/jpeg", quality))
    return blob ? URL.createObjectURL(blob) : null
  } catch {
    return null
  }
}

/** The remote slot's current picture as a JPEG object URL through `encode`; null without a remote video. */
export const captureSlot = (slots: VideoSlots, encode: FrameEncoder, quality: number): Promise<string | null> => {
  const el = slots.element("remote")
  return el && slots.stream("remote") ? encode({ video: el }, quality).catch(() => null) : Promise.resolve(null)
}
